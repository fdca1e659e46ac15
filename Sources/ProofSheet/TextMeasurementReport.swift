import DynamicType
import Layout

/// The JSON form of one measurement: `{"width", "height", "lines", "truncated"}`.
public struct TextMeasurementReport: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double
    public var lines: Int
    public var truncated: Bool

    public init(_ measurement: TextMeasurement) {
        width = measurement.size.width
        height = measurement.size.height
        lines = measurement.lineCount
        truncated = measurement.isTruncated
    }

    /// "W x H pt, N lines[, truncated]".
    public var text: String {
        "\(width.compact) x \(height.compact) pt, \(lines) line\(lines == 1 ? "" : "s")" + (truncated ? ", truncated" : "")
    }
}
