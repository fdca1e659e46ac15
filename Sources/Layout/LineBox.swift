import Spec

/// How a label's lines stack: the distance from one baseline to the next and where the first
/// baseline sits below the label's top. Measuring and drawing both place lines by it, so the
/// measured height and the drawn lines cannot disagree.
package struct LineBox: Hashable, Sendable {
    /// A line's height after the paragraph style (TextKit's line fragment height).
    package var lineHeight: Double
    /// Extra space after every line but the last.
    package var lineSpacing: Double
    /// The first baseline, below the top of the first line.
    package var firstBaseline: Double

    /// The box for a font whose own metrics are `ascender` and `naturalLineHeight`
    /// (`UIFont.ascender`, `UIFont.lineHeight`), with `explicitLineHeight` (a `Font.lineHeight`:
    /// the HIG leading) standing for `minimumLineHeight = maximumLineHeight` when set. As in
    /// TextKit, a line taller than the font's own gets its extra space above the text, so the
    /// baseline moves down by it; a shorter one moves it up.
    package init(ascender: Double, naturalLineHeight: Double, explicitLineHeight: Double?, paragraph: ParagraphStyle) {
        var height = naturalLineHeight
        if paragraph.lineHeightMultiple > 0 { height *= paragraph.lineHeightMultiple }
        if let explicitLineHeight { height = explicitLineHeight }
        if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
        if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
        lineHeight = height
        lineSpacing = paragraph.lineSpacing
        firstBaseline = ascender + (height - naturalLineHeight)
    }

    /// The baseline of line `index` (from 0), below the label's top.
    package func baseline(ofLine index: Int) -> Double {
        firstBaseline + Double(index) * (lineHeight + lineSpacing)
    }

    /// The exact height of `lines` lines.
    package func height(ofLines lines: Int) -> Double {
        lines > 0 ? Double(lines) * lineHeight + Double(lines - 1) * lineSpacing : 0
    }
}

/// The smallest value on the display's pixel grid that is not below `value`, as a `UILabel`'s
/// intrinsic content size rounds: `ceil(value · scale) / scale`. A hair above a grid line (from
/// binary fractions, 1e-9 pt) does not round up a whole pixel.
package func ceilToPixel(_ value: Double, scale: Double) -> Double {
    ((value * scale) - 1e-9).rounded(.up) / scale
}
