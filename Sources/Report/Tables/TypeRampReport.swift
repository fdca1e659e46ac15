import DynamicType
import ProofSheetSupport

/// The whole type ramp as data: for each text style its weights and, per category in order, the
/// point size, HIG leading and the line spacing UIKit scales by.
package struct TypeRampReport: Codable, Equatable, Sendable {
    /// One text style's row of the ramp.
    package struct Style: Codable, Equatable, Sendable {
        package var style: String
        package var weight: String
        package var emphasizedWeight: String
        package var sizes: [Double]
        package var leading: [Double]
        package var scalingLineSpacing: [Double]
    }

    /// UIKit names of the 12 categories, in ramp order.
    package var categories: [String]
    package var styles: [Style]

    package init() {
        let categories = ContentSizeCategory.allCases
        self.categories = categories.map(\.name)
        self.styles = TextStyle.allCases.map { style in
            Style(
                style: style.name,
                weight: style.weight.rawValue,
                emphasizedWeight: style.emphasizedWeight.rawValue,
                sizes: categories.map { TypeRamp.pointSize(style, $0) },
                leading: categories.map { TypeRamp.leading(style, $0) },
                scalingLineSpacing: categories.map { TypeRamp.scalingLineSpacing(style, $0) }
            )
        }
    }

    /// A text table, one line per style, "size/leading" per category (HIG notation); cells where
    /// UIKit scales by a different line spacing are marked "*".
    package func table() -> String {
        let header = ["style", "weight"] + ContentSizeCategory.allCases.map(\.shortLabel)
        let rows = styles.map { style in
            [style.style, style.weight]
                + style.sizes.indices.map { index in
                    let mark = style.leading[index] == style.scalingLineSpacing[index] ? "" : "*"
                    return "\(style.sizes[index].compact)/\(style.leading[index].compact)\(mark)"
                }
        }
        let note = "size/leading in pt (HIG). * UIFontMetrics scales by a different line spacing here; see --format json."
        return TextTable(header: header, rows: rows).rendered + "\n" + note + "\n"
    }

    /// CSV, one row per style and category.
    package func csv() -> String {
        var lines = ["style,category,pointSize,leading,scalingLineSpacing,weight,emphasizedWeight"]
        for style in styles {
            for (index, category) in categories.enumerated() {
                lines.append(
                    [
                        style.style, category, style.sizes[index].compact, style.leading[index].compact,
                        style.scalingLineSpacing[index].compact, style.weight, style.emphasizedWeight,
                    ].joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
