import CPangoCairo
import Layout
import ProofSheet
import TextEngine

/// The floor for text measurement: one Pango layout of the text with the same font files, font,
/// break settings and width, and nothing else (no cache, no lock, no family check, no line walk).
final class RawPangoLayout {
    private let layout: OpaquePointer

    init(library: FontLibrary) {
        let config = FcConfigCreate()
        for file in library.files { FcConfigAppFontAddFile(config, file.path) }
        let fontMap = ps_fc_font_map_new(config)
        FcConfigDestroy(config)
        let context = pango_font_map_create_context(fontMap)
        layout = pango_layout_new(context)
    }

    func measure(_ request: TextMeasurementRequest) {
        pango_layout_set_text(layout, request.text, -1)
        let description = pango_font_description_new()
        pango_font_description_set_family(description, request.font.family)
        pango_font_description_set_weight(description, PangoWeight(UInt32(request.font.weight.cssWeight)))
        pango_font_description_set_absolute_size(description, request.font.pointSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_width(layout, Int32(request.width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
    }
}
