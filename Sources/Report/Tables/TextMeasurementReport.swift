import DynamicType
import Layout
import ProofSheetSupport

/// The JSON form of one measurement: `{"width", "height", "exactWidth", "exactHeight",
/// "displayScale", "lines", "truncated"}`; width and height are rounded up to the display's
/// pixel grid, as a `UILabel`'s intrinsic content size is.
public struct TextMeasurementReport: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var exactWidth: Double
    public var exactHeight: Double
    public var displayScale: Int
    public var lines: Int
    public var truncated: Bool

    public init(_ measurement: TextMeasurement, displayScale: Int) {
        width = measurement.size.width
        height = measurement.size.height
        exactWidth = measurement.exactSize.width
        exactHeight = measurement.exactSize.height
        self.displayScale = displayScale
        lines = measurement.lineCount
        truncated = measurement.isTruncated
    }

    /// "W x H pt at @3x (exactly W' x H' pt), N lines[, truncated]".
    public var text: String {
        "\(width.roundedForMessage) x \(height.roundedForMessage) pt at @\(displayScale)x "
            + "(exactly \(exactWidth.compact) x \(exactHeight.compact) pt), \(lines.counted("line"))" + (truncated ? ", truncated" : "")
    }
}
