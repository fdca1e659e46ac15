import Layout
import Spec

/// A label showing characters no loaded font (primary or fallback) can draw: they would be hex
/// boxes on screen, so they are a review finding instead of a silent box.
public struct MissingGlyph: Hashable, Sendable, CustomStringConvertible {
    /// The characters without a glyph, each once, in text order.
    public var characters: [Unicode.Scalar]
    /// The label's text.
    public var text: String
    /// Where the label is: `item 3`, `section 1 item 3`, `header of section 1`.
    public var place: String
    /// The label's frame, in content coordinates.
    public var frame: Rect

    /// "missing glyph U+E000 in 'Tap  to pay', item 3".
    public var description: String {
        let codes = characters.map(Self.code).joined(separator: ", ")
        return "missing glyph\(characters.count == 1 ? "" : "s") \(codes) in '\(text)', \(place)"
    }

    /// `U+E000`: at least four hex digits, as Unicode writes code points.
    public static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Where `element` is, in words.
    static func place(of element: ScreenElement) -> String {
        switch element.kind {
        case .cell: element.section == 0 ? "item \(element.item)" : "section \(element.section) item \(element.item)"
        default: "\(element.kind.rawValue) of section \(element.section)"
        }
    }
}
