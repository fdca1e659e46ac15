import CPangoCairo
import DynamicType
import Layout
import Spec

/// A Pango context and layout on a private font map, configured the one way ProofSheet measures
/// and draws text: 72 dpi (1 pt = 1 user unit), no hinting, unrounded glyph positions, so text
/// metrics do not depend on the render scale. Used only inside `PangoAccess.serialized`.
package final class PangoTextLayout: @unchecked Sendable {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    package let layout: OpaquePointer
    /// The tailoring of the text `configure(for:)` set last: which characters of the layout's
    /// text were inserted for line breaking, and are no part of the label's.
    package private(set) var tailoring = LineBreakTailoring("")
    /// The paragraph base direction the context and layout are set to (see `setBaseDirection`).
    private var baseDirection = WritingDirection.natural
    /// `metricRatios(family:weight:)` by face; touched only under `PangoAccess`.
    private var metricCache: [String: (ascender: Double, lineHeight: Double)] = [:]

    init(library: FontLibrary) {
        guard let fontMap = ps_fc_font_map_new(library.config) else {
            fatalError("Pango has no fontconfig/FreeType font map; rebuild pango with fontconfig support")
        }
        self.fontMap = fontMap
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        layout = pango_layout_new(context)
    }

    deinit {
        PangoAccess.serialized {
            ps_object_unref(UnsafeMutableRawPointer(layout))
            ps_object_unref(UnsafeMutableRawPointer(context))
            ps_object_unref(UnsafeMutableRawPointer(fontMap))
        }
    }

    /// Sets text (tailored for line breaking, see `LineBreakTailoring`), font, width, wrapping and
    /// ellipsizing from `request`. The family must already be resolved against the font library.
    package func configure(for request: TextMeasurementRequest) {
        setBaseDirection(request.paragraph.baseWritingDirection)
        tailoring = LineBreakTailoring(request.text)
        pango_layout_set_text(layout, tailoring.text, -1)

        let description = Self.description(of: request.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // Lines are placed by `lineBox(for:)`, not by Pango's line heights; only what changes the
        // breaks and the advances is set here.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(request.paragraph.hyphenation ? 1 : 0))
        for conjunct in tailoring.conjuncts {
            let keep = pango_attr_allow_breaks_new(0)!
            keep.pointee.start_index = UInt32(conjunct.lowerBound)
            keep.pointee.end_index = UInt32(conjunct.upperBound)
            pango_attr_list_insert(attributes, keep)
        }
        if request.paragraph.kern != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Self.pangoUnits(request.paragraph.kern)))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        // A width of 0 (a label squeezed out by its neighbours) still wraps, one glyph per line;
        // only an infinite width means "no wrapping".
        pango_layout_set_width(layout, request.width.isFinite ? max(1, Self.pangoUnits(request.width)) : -1)
        pango_layout_set_wrap(layout, request.lineBreakMode == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        // Justified text stretches every line but the last (Pango's default, and TextKit's).
        pango_layout_set_justify(layout, request.paragraph.alignment == .justified ? 1 : 0)
        let mode = request.lineBreakMode
        pango_layout_set_ellipsize(layout, mode.isTruncating && request.maximumLines > 0 ? mode.pangoEllipsize : PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(layout, mode.isTruncating && request.maximumLines > 0 ? Int32(-request.maximumLines) : -1)
    }

    /// How many lines the text `configure(for:)` set breaks into.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    /// The widest logical width among the first `count` lines, in points.
    func widestLineWidth(count: Int) -> Double {
        var width: Int32 = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<count {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            width = max(width, logical.width)
            if index < count - 1 { pango_layout_iter_next_line(iterator) }
        }
        return Double(width) / Double(PANGO_SCALE)
    }

    /// Whether Pango ellipsized the text to fit its width and line limit.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// Where each of the first `count` lines starts (all of them when there are fewer), as a
    /// UTF-8 offset in the tailored text the layout holds.
    func lineStarts(count: Int) -> [Int] {
        var starts: [Int] = []
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines, starts.count < count {
            starts.append(Int(node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index))
            lines = node.pointee.next
        }
        return starts
    }

    /// `NSParagraphStyle.baseWritingDirection` in Pango terms: natural is auto direction (the
    /// first strong character decides, weak left to right when there is none), Pango's default;
    /// a forced direction is the context's base direction with auto direction off, so "Hello!"
    /// forced right to left shows "!Hello". Changed only when it differs from the last request,
    /// so left-to-right text is laid out exactly as before.
    private func setBaseDirection(_ direction: WritingDirection) {
        guard direction != baseDirection else { return }
        baseDirection = direction
        switch direction {
        case .natural: pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR)
        case .leftToRight: pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        case .rightToLeft: pango_context_set_base_dir(context, PANGO_DIRECTION_RTL)
        }
        pango_layout_set_auto_dir(layout, direction == .natural ? 1 : 0)
        pango_layout_context_changed(layout)
    }

    /// Where `request`'s lines go: the font's line height and ascender (the measured iOS system
    /// font metrics for the default family, which stands in for SF; a custom font's own, as
    /// CoreText reads them), then the paragraph style.
    func lineBox(for request: TextMeasurementRequest) -> LineBox {
        let font = request.font
        let ascender: Double
        let naturalLineHeight: Double
        if font.family == Font.defaultFamily {
            ascender = SystemFontMetrics.ascender(pointSize: font.pointSize)
            naturalLineHeight = SystemFontMetrics.lineHeight(pointSize: font.pointSize)
        } else {
            let ratios = metricRatios(family: font.family, weight: font.weight)
            ascender = ratios.ascender * font.pointSize
            naturalLineHeight = ratios.lineHeight * font.pointSize
        }
        return LineBox(ascender: ascender, naturalLineHeight: naturalLineHeight, explicitLineHeight: font.lineHeight, paragraph: request.paragraph)
    }

    /// A face's ascender and line height (ascender + descender + line gap) per point of size,
    /// read once from the font at 1,000 pt (no hinting, so they scale linearly).
    private func metricRatios(family: String, weight: FontWeight) -> (ascender: Double, lineHeight: Double) {
        let key = "\(family)\u{0}\(weight.cssWeight)"
        if let known = metricCache[key] { return known }
        let size = 1_000.0
        let description = Self.description(of: Font(family: family, weight: weight, pointSize: size))
        defer { pango_font_description_free(description) }
        var ratios = (ascender: SystemFontMetrics.ascenderRatio, lineHeight: SystemFontMetrics.lineHeightRatio)
        if let font = pango_context_load_font(context, description), let metrics = pango_font_get_metrics(font, nil) {
            let scale = Double(PANGO_SCALE) * size
            let ascent = Double(pango_font_metrics_get_ascent(metrics)) / scale
            let height = Double(pango_font_metrics_get_height(metrics)) / scale
            let descent = Double(pango_font_metrics_get_descent(metrics)) / scale
            ratios = (ascent, height > 0 ? height : ascent + descent)
            pango_font_metrics_unref(metrics)
            ps_object_unref(UnsafeMutableRawPointer(font))
        }
        metricCache[key] = ratios
        return ratios
    }

    /// A Pango font description of `font`; the caller frees it.
    private static func description(of font: Font) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(UInt32(font.weight.cssWeight)))
        pango_font_description_set_absolute_size(description, font.pointSize * Double(PANGO_SCALE))
        return description
    }

    /// Points to Pango units (1/1024 pt), rounded to the nearest unit.
    static func pangoUnits(_ points: Double) -> Int32 {
        Int32((points * Double(PANGO_SCALE)).rounded())
    }
}

extension LineBreakMode {
    var pangoEllipsize: PangoEllipsizeMode {
        switch self {
        case .wordWrap, .charWrap: PANGO_ELLIPSIZE_NONE
        case .truncateTail: PANGO_ELLIPSIZE_END
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        }
    }
}
