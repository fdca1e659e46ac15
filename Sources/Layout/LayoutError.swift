import DynamicType
import ProofSheetSupport
import Spec

/// Geometry a layout cannot produce. Layouts throw these instead of returning a frame with a
/// negative size; each description names the value, says why it is wrong and what would be valid.
package enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A length that must be a finite number of points, at least 0 (a width, spacing, inset,
    /// padding or header/footer height), is negative, infinite or NaN. `name` is the parameter's
    /// path, e.g. `sections[1].lineSpacing` or `contentInset.left`.
    case invalidLength(name: String, value: Double)
    /// The display scale (pixels per point) is not a finite number above 0.
    case invalidDisplayScale(Double)
    /// The column count is 0 or less.
    case invalidColumnCount(Int)
    /// A section has a negative item count.
    case negativeItemCount(section: Int, itemCount: Int)
    /// Insets (or a padding) take more width than there is: `what` names them, `insets` is their
    /// total and `width` the width they are taken from.
    case insetsExceedWidth(what: String, insets: Double, width: Double)
    /// The spacing between `columns` columns alone is wider than the width left after the insets.
    case columnsDoNotFit(section: Int, columns: Int, spacing: Double, availableWidth: Double)
    /// A flow-layout item is wider than its line (FLOW-3), which UIKit leaves undefined.
    case itemWiderThanLine(section: Int, item: Int, itemWidth: Double, lineWidth: Double)
    /// The ``ItemSizer`` returned a size with a negative or non-finite component.
    case invalidItemSize(section: Int, item: Int, size: Size)
    /// A flow layout declared uniform item sizes (FLOW-7a) got an item whose size differs from
    /// the section's first item.
    case nonUniformItemSize(section: Int, item: Int, size: Size, expected: Size)
    /// A cell template's left and right padding (`path`, e.g. `cell.padding`) together are wider
    /// than the cell.
    case paddingExceedsCell(path: String, padding: Double, cellWidth: Double)
    /// A label (`path`, e.g. `cell.stack.items[1].label`) is left no width: in a horizontal
    /// stack, the fixed-width items and spacing beside it take `taken` of the stack's `width`.
    case labelHasNoWidth(path: String, width: Double, taken: Double)

    package var description: String {
        switch self {
        case .invalidLength(let name, let value):
            "\(name) is \(value); it must be a finite number of points, 0 or more"
        case .invalidDisplayScale(let scale):
            "displayScale is \(scale); it must be a finite number of pixels per point above 0, such as 1, 2 or 3"
        case .invalidColumnCount(let columns):
            "columns is \(columns); a layout needs at least 1 column"
        case .negativeItemCount(let section, let itemCount):
            "section \(section) has itemCount \(itemCount); it must be 0 or more"
        case .insetsExceedWidth(let what, let insets, let width):
            "\(what): \(insets) pt, more than the \(width) pt available; at most \(width) pt fits"
        case .columnsDoNotFit(let section, let columns, let spacing, let availableWidth):
            "section \(section): \(columns) columns with spacing \(spacing) need \(Double(columns - 1) * spacing) pt "
                + "between columns, more than the \(availableWidth) pt left after insets; "
                + "use fewer columns or a spacing of at most \(availableWidth / Double(max(1, columns - 1))) pt"
        case .itemWiderThanLine(let section, let item, let itemWidth, let lineWidth):
            "section \(section) item \(item) is \(itemWidth) pt wide, wider than its line (\(lineWidth) pt: width minus "
                + "content and section insets, FLOW-3); items must be at most \(lineWidth) pt wide"
        case .invalidItemSize(let section, let item, let size):
            "section \(section) item \(item): the sizer returned \(size); both width and height must be finite and 0 or more"
        case .nonUniformItemSize(let section, let item, let size, let expected):
            "section \(section) item \(item) is \(size) but the layout declares uniform item sizes and the section's "
                + "first item is \(expected); make every size equal or turn uniformItemSize off"
        case .paddingExceedsCell(let path, _, _), .labelHasNoWidth(let path, _, _):
            "\(path): \(detail)"
        }
    }

    /// The description without the element's path, for a message that gives the place itself.
    package var detail: String {
        switch self {
        case .paddingExceedsCell(_, let padding, let cellWidth):
            "left + right padding is \(padding.roundedForMessage) pt, wider than the \(cellWidth.roundedForMessage) pt cell; at most \(cellWidth.roundedForMessage) pt fits"
        case .labelHasNoWidth(_, let width, let taken):
            "the label is left no width: the fixed-width items and spacing beside it take \(taken.roundedForMessage) pt of the stack's \(width.roundedForMessage) pt; "
                + "make them narrower, hide one at this size, or let the stack turn vertical (accessibilityAxis: vertical)"
        default:
            description
        }
    }

    /// The same error for an element one level further out: `stack.items[2].` before its path.
    package func inside(_ prefix: String) -> LayoutError {
        switch self {
        case .paddingExceedsCell(let path, let padding, let cellWidth):
            .paddingExceedsCell(path: prefix + path, padding: padding, cellWidth: cellWidth)
        case .labelHasNoWidth(let path, let width, let taken): .labelHasNoWidth(path: prefix + path, width: width, taken: taken)
        default: self
        }
    }

    /// Where in a screen's spec the problem is written, as a key path relative to the screen
    /// (`cell.stack.items[1].label`, `layout.contentInset`), when the error knows.
    package var screenKeyPath: String? {
        switch self {
        case .paddingExceedsCell(let path, _, _), .labelHasNoWidth(let path, _, _): path
        case .insetsExceedWidth(let what, _, _): what.contains("sections[") ? "layout.sectionInset" : "layout.contentInset"
        case .columnsDoNotFit: "layout.interitemSpacing"
        case .itemWiderThanLine: "cell.width"
        case .nonUniformItemSize: "layout.uniformItemSize"
        case .invalidLength, .invalidDisplayScale, .invalidColumnCount, .negativeItemCount, .invalidItemSize: nil
        }
    }
}
