import CPangoCairo

/// Where a line Pango laid out goes in its label's frame: what of the line decides it, taken
/// once, so painting, SVG text and cached shapes place lines by the same arithmetic.
struct PangoLinePlacement {
    /// Where Pango placed the line in its layout, in points.
    let x: Double
    /// Whether the line's paragraph resolved right to left.
    let isRightToLeft: Bool
    /// The line's logical width, in points.
    let width: Double

    init(line: UnsafeMutablePointer<PangoLayoutLine>, x: Double) {
        self.x = x
        isRightToLeft = pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        width = Double(logical.width) / Double(PANGO_SCALE)
    }

    /// Where the line starts in `item`, in scene points: in a right-to-left interface every line
    /// ends at the frame's right edge, as `NSTextAlignment.natural` right-aligns all text in a
    /// right-to-left localization, whatever its script. Left to right, the line starts where
    /// Pango placed it, moved by ``naturalAlignmentOffset(layoutWidth:frameWidth:)``.
    func left(in item: TextItem) -> Double {
        guard item.layoutDirection == .rightToLeft else {
            return item.frame.x + x + naturalAlignmentOffset(layoutWidth: item.request.width, frameWidth: item.frame.width)
        }
        return item.frame.maxX - width
    }

    /// How far to move the line so that it sits in the label's frame, `frameWidth` wide, when
    /// Pango placed it in a layout `layoutWidth` wide. Pango right-aligns a right-to-left
    /// paragraph (auto direction with left alignment), as UIKit's natural alignment does, but
    /// within the width the text was broken at; the label may be narrower (it hugs its text), so
    /// such a line moves to end at the frame's right edge. Left-to-right lines, and text laid out
    /// without a width limit, stay where they are.
    func naturalAlignmentOffset(layoutWidth: Double, frameWidth: Double) -> Double {
        guard layoutWidth.isFinite, isRightToLeft else { return 0 }
        return frameWidth - layoutWidth
    }
}
