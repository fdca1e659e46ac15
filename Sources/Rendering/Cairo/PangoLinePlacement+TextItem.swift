import TextEngine

extension PangoLinePlacement {
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
}
