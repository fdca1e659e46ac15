import Spec

/// Sizes one cell: the caller measures the cell's content at `proposedWidth`, the width the layout
/// offers, and returns the cell's size (self-sizing, as `preferredLayoutAttributesFitting(_:)`).
///
/// Grid, table and masonry layouts use only the height; a flow layout also uses the width, which
/// may be smaller than proposed (a cell hugging its content) or a fixed size. Every layout calls
/// the sizer exactly once per item, in section and item order. Both components must be finite
/// and at least 0. Errors the sizer throws propagate out of the layout unchanged.
package typealias ItemSizer = (_ section: Int, _ item: Int, _ proposedWidth: Double) throws -> Size
