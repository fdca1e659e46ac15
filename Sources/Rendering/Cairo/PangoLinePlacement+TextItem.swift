import TextEngine

extension PangoLinePlacement {
    /// Where the line starts in `item`, in scene points: in a right-to-left interface every line
    /// ends at the frame's right edge, as `NSTextAlignment.natural` right-aligns all text in a
    /// right-to-left localization, whatever its script. Left to right, the line starts where
    /// Pango placed it, moved by ``naturalAlignmentOffset(layoutWidth:frameWidth:)``. Left, centre
    /// and right alignment place the line in the frame whatever the direction (`NSTextAlignment`'s
    /// `left` and `right` do not mirror); justified lines are as wide as the layout (but the last,
    /// which Pango leaves natural) and are placed as natural ones.
    func left(in item: TextItem) -> Double {
        switch item.request.paragraph.alignment {
        case .left: return item.frame.x
        case .center: return item.frame.x + (item.frame.width - width) / 2
        case .right: return item.frame.maxX - width
        case .natural, .justified: break
        }
        guard item.layoutDirection == .rightToLeft else {
            return item.frame.x + x + naturalAlignmentOffset(layoutWidth: item.request.width, frameWidth: item.frame.width)
        }
        return item.frame.maxX - width
    }
}
