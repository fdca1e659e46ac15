import DynamicType
import ProofSheetSupport

/// What `UIFontMetrics(forTextStyle:)` gives for one value in each of the 12 categories.
package struct MetricsReport: Codable, Equatable, Sendable {
    /// One category's numbers, unrounded beyond UIKit's own rounding.
    package struct Row: Codable, Equatable, Sendable {
        package var category: String
        /// `preferredFont(forTextStyle:).pointSize`.
        package var preferredPointSize: Double
        /// `scaledValue(for: value)` at the display scale.
        package var scaledValue: Double
        /// `scaledFont(for: font of size value, maximumPointSize:).pointSize`.
        package var scaledFontPointSize: Double
    }

    package var style: String
    package var value: Double
    package var displayScale: Double
    package var maximumPointSize: Double?
    package var categories: [Row]

    package init(style: TextStyle, value: Double, displayScale: Double, maximumPointSize: Double? = nil) {
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
    package func table() -> String {
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
