import DynamicType
import Rendering

/// One cell of a screen's matrix: a device (or width), a content-size category, a column count
/// and an appearance.
public struct Variant: Hashable, Sendable {
    public var screen: String
    public var device: Device
    public var category: ContentSizeCategory
    public var columns: Int
    public var appearance: Appearance

    public init(screen: String, device: Device, category: ContentSizeCategory, columns: Int, appearance: Appearance = .light) {
        self.screen = screen
        self.device = device
        self.category = category
        self.columns = columns
        self.appearance = appearance
    }

    /// A file-name stem built from the axis values only: `2col-accessibilityExtraLarge`, with
    /// `-dark` for the dark appearance. Device and screen are folders or prefixes around it
    /// (``BaselineName``).
    public var fileStem: String {
        "\(columns)col-\(category.name)" + (appearance == .dark ? "-dark" : "")
    }

    /// The caption strip: screen, device and width, category, columns, scale (nil for vector
    /// output, which has none), appearance.
    public func caption(scale: Int?) -> String {
        let width = device.size.width.compact
        let deviceText = device.name.hasPrefix("width ") ? "\(width) pt wide" : "\(device.name), \(width) pt"
        let columnText = columns == 1 ? "1 column" : "\(columns) columns"
        return "\(screen) · \(deviceText) · \(category.shortLabel) \(category.name) · \(columnText)\(scale.map { " · @\($0)x" } ?? "") · \(appearance.rawValue)"
    }
}
