import DynamicType
import Layout
import ProofSheetSupport

/// The JSON form of one measurement: `{"width", "height", "exactWidth", "exactHeight",
/// "displayScale", "lines", "truncated"}`; width and height are rounded up to the display's
/// pixel grid, as a `UILabel`'s intrinsic content size is.
package struct TextMeasurementReport: Codable, Equatable, Sendable {
    package var width: Double
    package var height: Double
    package var exactWidth: Double
    package var exactHeight: Double
    package var displayScale: Int
    package var lines: Int
    package var truncated: Bool

    package init(_ measurement: TextMeasurement, displayScale: Int) {
        width = measurement.size.width
        height = measurement.size.height
        exactWidth = measurement.exactSize.width
        exactHeight = measurement.exactSize.height
        self.displayScale = displayScale
        lines = measurement.lineCount
        truncated = measurement.isTruncated
    }

    /// "W x H pt at @3x (exactly W' x H' pt), N lines[, truncated]".
    package var text: String {
        "\(width.roundedForMessage) x \(height.roundedForMessage) pt at @\(displayScale)x "
            + "(exactly \(exactWidth.compact) x \(exactHeight.compact) pt), \(lines.counted("line"))" + (truncated ? ", truncated" : "")
    }
}
