import CPangoCairo
import ImageIO
import Layout
import Spec

/// A symbol image as drawn: the rectangle its image fills (its configured size, centred in the
/// image view) and its art: a stand-in's SVG document, the icon with the weight's stroke and the
/// view's tint colour applied (``StandInSymbols/svgDocument(for:weight:color:)``), or a custom
/// symbol's template variant, tinted.
package struct SymbolItem: Hashable, Sendable {
    /// The symbol image's rectangle, in scene points.
    package var frame: Rect
    /// What is drawn in ``frame``.
    package var art: Art

    /// A symbol's art.
    package enum Art: Hashable, Sendable {
        /// A complete SVG document on a 24-unit canvas (``StandInSymbols/canvasUnits``).
        case standIn(String)
        /// One variant (`variant`, an element id) of a custom symbol template (`template`, its
        /// SVG bytes) drawn as where it sits when the whole template is drawn into `viewport`,
        /// as a mask of its alpha filled with `tint`.
        case custom(template: [UInt8], variant: String, viewport: Rect, tint: Color)
    }

    /// `symbol` shown in an image view whose frame is `view`, in `color`: its image centred in
    /// the view at its own size (which is the view's when the view takes the symbol's size). A
    /// custom symbol is drawn from its template in `templates`.
    package init(_ symbol: PlacedSymbol, in view: Rect, color: Color, templates: [String: CustomSymbolTemplate] = [:]) throws {
        frame = Rect(
            x: view.minX + (view.width - symbol.size.width) / 2, y: view.minY + (view.height - symbol.size.height) / 2,
            width: symbol.size.width, height: symbol.size.height)
        if let custom = symbol.custom, let template = templates[symbol.name] {
            let scale = custom.pointsPerUnit
            let viewport = Rect(
                x: frame.minX - custom.left * scale, y: frame.minY - custom.top * scale, width: template.size.width * scale,
                height: template.size.height * scale)
            art = .custom(template: template.bytes, variant: custom.variant, viewport: viewport, tint: color)
        } else {
            art = .standIn(StandInSymbols.svgDocument(for: try StandInSymbols.entry(named: symbol.name), weight: symbol.weight, color: color))
        }
    }

    /// The art drawn at @3x as a PNG the size of ``frame``, which SVG output embeds for a custom
    /// symbol (its template is not copied into the page).
    func pngRendition() throws(ImageFileError) -> SceneImage.Embedding {
        try VectorFormat.pngRendition(of: frame.size) { cairo, _ in
            cairo_scale(cairo, VectorFormat.largestScale, VectorFormat.largestScale)
            cairo_translate(cairo, -frame.minX, -frame.minY)
            draw(on: cairo)
        }
    }

    /// Draws the art into `cairo` (whose user space is in scene points). The documents were
    /// checked when the spec loaded (and tests draw every stand-in), so librsvg refusing one here
    /// is unexpected and draws nothing.
    func draw(on cairo: OpaquePointer) {
        switch art {
        case .standIn(let document):
            try? RsvgDocument(bytes: Array(document.utf8)).draw(on: cairo, in: frame)
        case .custom(let template, let variant, let viewport, let tint):
            try? RsvgDocument(bytes: template).drawElement(variant, on: cairo, viewport: viewport, tint: tint)
        }
    }
}
