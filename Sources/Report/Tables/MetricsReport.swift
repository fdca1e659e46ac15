import DynamicType
import ProofSheetSupport

/// What `UIFontMetrics(forTextStyle:)` gives for one value in each of the 12 categories.
public struct MetricsReport: Codable, Equatable, Sendable {
    /// One category's numbers, unrounded beyond UIKit's own rounding.
    public struct Row: Codable, Equatable, Sendable {
        public var category: String
        /// `preferredFont(forTextStyle:).pointSize`.
        public var preferredPointSize: Double
        /// `scaledValue(for: value)` at the display scale.
        public var scaledValue: Double
        /// `scaledFont(for: font of size value, maximumPointSize:).pointSize`.
        public var scaledFontPointSize: Double
    }

    public var style: String
    public var value: Double
    public var displayScale: Double
    public var maximumPointSize: Double?
    public var categories: [Row]

    public init(style: TextStyle, value: Double, displayScale: Double, maximumPointSize: Double? = nil) {
        let metrics = FontMetrics(forTextStyle: style)
        self.style = style.name
        self.value = value
        self.displayScale = displayScale
        self.maximumPointSize = maximumPointSize
        self.categories = ContentSizeCategory.allCases.map { category in
            Row(
                category: category.name,
                preferredPointSize: TypeRamp.pointSize(style, category),
                scaledValue: metrics.scaledValue(for: value, category: category, displayScale: displayScale),
                scaledFontPointSize: metrics.scaledPointSize(for: value, category: category, maximumPointSize: maximumPointSize ?? 0)
            )
        }
    }

    /// A text table, one line per category.
    public func table() -> String {
        let header = ["category", "label", "preferredPointSize", "scaledValue(\(value.compact))", "scaledFont(\(value.compact)pt)"]
        let rows = zip(categories, ContentSizeCategory.allCases).map { row, category in
            [
                row.category, category.shortLabel, row.preferredPointSize.compact, row.scaledValue.rounded(toPlaces: 3),
                row.scaledFontPointSize.compact,
            ]
        }
        return "UIFontMetrics(forTextStyle: .\(style)) at @\(displayScale.compact)x\n" + TextTable(header: header, rows: rows).rendered + "\n"
    }
}
