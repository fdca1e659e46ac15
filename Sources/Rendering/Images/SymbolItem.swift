import Layout
import Spec

/// A symbol image as drawn: the rectangle its image fills (its configured size, centred in the
/// image view) and the SVG document librsvg draws there, the stand-in icon with the weight's
/// stroke and the view's tint colour applied (``StandInSymbols/svgDocument(for:weight:color:)``).
package struct SymbolItem: Hashable, Sendable {
    /// The symbol image's rectangle, in scene points.
    package var frame: Rect
    /// A complete SVG document on a 24-unit canvas (``StandInSymbols/canvasUnits``).
    package var document: String

    /// `symbol` shown in an image view whose frame is `view`, in `color`: its image centred in
    /// the view at its own size (which is the view's when the view takes the symbol's size).
    package init(_ symbol: PlacedSymbol, in view: Rect, color: Color) throws {
        let entry = try StandInSymbols.entry(named: symbol.name)
        frame = Rect(
            x: view.minX + (view.width - symbol.size.width) / 2, y: view.minY + (view.height - symbol.size.height) / 2,
            width: symbol.size.width, height: symbol.size.height)
        document = StandInSymbols.svgDocument(for: entry, weight: symbol.weight, color: color)
    }
}
