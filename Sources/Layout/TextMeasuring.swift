import DynamicType
import Spec

/// One piece of text to measure: everything that decides its line breaks.
package struct TextMeasurementRequest: Hashable, Sendable {
    package var text: String
    package var font: Font
    /// The width available for lines, in points.
    package var width: Double
    /// The most lines shown; 0 means no limit (`numberOfLines = 0`).
    package var maximumLines: Int
    package var lineBreakMode: LineBreakMode
    /// Line height, spacing, tracking and hyphenation.
    package var paragraph: ParagraphStyle
    /// Pixels per point of the display: the measured size rounds up to its pixel grid, as a
    /// `UILabel`'s intrinsic content size does.
    package var displayScale: Double

    package init(
        text: String, font: Font, width: Double, maximumLines: Int = 0, lineBreakMode: LineBreakMode = .wordWrap,
        paragraph: ParagraphStyle = .standard, displayScale: Double = 3
    ) {
        self.text = text
        self.font = font
        self.width = width
        self.maximumLines = maximumLines
        self.lineBreakMode = lineBreakMode
        self.paragraph = paragraph
        self.displayScale = displayScale
    }

    /// Nil when a measurer can lay the request out, else why not: a width that is NaN, negative
    /// or past 1,000,000 pt (infinity means no wrapping), a line limit outside
    /// ``NumberLimit/lines``, or a font size that is not 0 < size <= 10,000 pt. Specs and
    /// options are checked long before; this keeps the library safe when called directly.
    package var problem: String? {
        if width.isNaN || width < 0 || (width.isFinite && width > 1_000_000) {
            return "text width \(width) pt; valid: 0...1,000,000 pt, or infinity for no wrapping"
        }
        if let problem = NumberLimit.lines.problem(with: maximumLines) { return "maximumLines \(problem)" }
        if !(font.pointSize > 0 && font.pointSize <= 10_000) { return "font size \(font.pointSize) pt; valid: above 0, at most 10,000 pt" }
        if !(displayScale > 0 && displayScale <= 10) { return "display scale \(displayScale); valid: above 0, at most 10" }
        let lengths = [paragraph.lineHeightMultiple, paragraph.minimumLineHeight, paragraph.maximumLineHeight, paragraph.lineSpacing]
        if !lengths.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 100_000 }) || !(abs(paragraph.kern) <= 1_000) {
            return "paragraph style \(paragraph); valid: line heights and spacing 0...100,000 pt, kern -1,000...1,000 pt"
        }
        return nil
    }
}

/// A measurement request no measurer can lay out (see ``TextMeasurementRequest/problem``).
package struct TextMeasurementError: Error, Equatable, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// The measured text: its size rounded up to the display's pixel grid (a `UILabel`'s intrinsic
/// content size), the exact size before rounding, the number of lines shown, whether text was
/// cut, and the characters no loaded font can draw.
package struct TextMeasurement: Hashable, Sendable {
    package var size: Size
    /// The widest line and the lines' height (lines × line height, plus spacing), unrounded.
    package var exactSize: Size
    package var lineCount: Int
    package var isTruncated: Bool
    /// Characters in the shown lines that neither the font nor any fallback font has (drawn as
    /// hex boxes), each once, in text order.
    package var missingCharacters: [Unicode.Scalar]
    /// The first shown line's baseline below the text's top (`UIView.firstBaselineAnchor`); the
    /// height when the measurer reports none, as a view without text has its baseline at its bottom.
    package var firstBaseline: Double
    /// The last shown line's baseline below the text's top (`lastBaselineAnchor`).
    package var lastBaseline: Double

    package init(
        size: Size, exactSize: Size? = nil, lineCount: Int, isTruncated: Bool, missingCharacters: [Unicode.Scalar] = [],
        firstBaseline: Double? = nil, lastBaseline: Double? = nil
    ) {
        self.size = size
        self.exactSize = exactSize ?? size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.missingCharacters = missingCharacters
        self.firstBaseline = firstBaseline ?? size.height
        self.lastBaseline = lastBaseline ?? size.height
    }

    /// Empty text: no lines, no size.
    package static let empty = TextMeasurement(size: .zero, lineCount: 0, isTruncated: false)
}

/// Measures text. Layout depends only on this protocol; the renderer provides the Pango
/// implementation, so that what is measured is exactly what is drawn.
package protocol TextMeasuring: Sendable {
    func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement
}
