import CPangoCairo

/// Where a line Pango laid out goes in its label's frame: what of the line decides it, taken
/// once, so painting, SVG text and cached shapes place lines by the same arithmetic.
package struct PangoLinePlacement {
    /// Where Pango placed the line in its layout, in points.
    package let x: Double
    /// Whether the line's paragraph resolved right to left.
    let isRightToLeft: Bool
    /// The line's logical width, in points.
    package let width: Double

    init(line: UnsafeMutablePointer<PangoLayoutLine>, x: Double) {
        self.x = x
        isRightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        width = Double(logical.width) / Double(PANGO_SCALE)
    }

    /// How far to move the line so that it sits in the label's frame, `frameWidth` wide, when
    /// Pango placed it in a layout `layoutWidth` wide. Pango right-aligns a right-to-left
    /// paragraph (auto direction with left alignment), as UIKit's natural alignment does, but
    /// within the width the text was broken at; the label may be narrower (it hugs its text), so
    /// such a line moves to end at the frame's right edge. Left-to-right lines, and text laid out
    /// without a width limit, stay where they are.
    package func naturalAlignmentOffset(layoutWidth: Double, frameWidth: Double) -> Double {
        guard layoutWidth.isFinite, isRightToLeft else { return 0 }
        return frameWidth - layoutWidth
    }
}
