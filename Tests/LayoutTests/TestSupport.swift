import Layout
import Spec
@_exported import TestSupport

/// A sizer answering `heights[section][item]` at the proposed width.
func heights(_ heights: [[Double]]) -> ItemSizer {
    { section, item, proposedWidth in Size(width: proposedWidth, height: heights[section][item]) }
}

/// A sizer answering `sizes[section][item]` whatever the proposed width (fixed or hugging cells).
func sizes(_ sizes: [[Size]]) -> ItemSizer {
    { section, item, _ in sizes[section][item] }
}

/// Shorthand for a rectangle.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension CollectionLayoutResult {
    /// The frames of the cells of `section`, in item order.
    func cellFrames(section: Int = 0) -> [Rect] {
        elements.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
    }

    /// The frame of the header or footer of `section`, if there is one.
    func frame(of kind: ElementKind, section: Int = 0) -> Rect? {
        elements.first { $0.kind == kind && $0.section == section }?.frame
    }

    /// The x-positions of the cells of `section`, in item order.
    func cellXs(section: Int = 0) -> [Double] {
        cellFrames(section: section).map(\.x)
    }
}
