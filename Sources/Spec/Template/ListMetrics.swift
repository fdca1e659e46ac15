import DynamicType

/// Every number ProofSheet draws a `list` layout's ``ListStyle`` with, in one place, beside
/// `ControlMetrics`. docs/components.md ("Lists and tables") lists each value with its source,
/// or says it was chosen and why. A list without a `style` uses none of them.
package enum ListMetrics {
    /// The least height of a row: a shorter cell is drawn this tall, its content centred
    /// (HIG: 44 × 44 pt hit targets; `UITableView`'s default `rowHeight` before self-sizing).
    package static let minimumRowHeight = 44.0
    /// Where a separator starts, from the content view's leading edge, in a row without a label
    /// when the list sets no `separatorInset` (`UITableView`'s default `separatorInset.left`, the
    /// compact iPhone layout margin; docs/components.md, "Separators follow the text").
    package static let defaultSeparatorInset = 16.0
    /// The corner radius of an inset-grouped section (chosen; Apple gives no number).
    package static let insetGroupedCornerRadius = 10.0
    /// The space above each section of a grouped or inset-grouped list (above its header when it
    /// has one) and below the last (chosen).
    package static let groupedSectionSpacing = 20.0
    /// The screen width from which the layout margins are 20 pt rather than 16 (chosen: UIKit's
    /// system minimum margins are 16 on the narrower iPhones and 20 on the widest).
    package static let wideMarginWidth = 414.0

    /// How far an inset-grouped section is inset from each side of a screen `width` points wide:
    /// the layout margin (chosen, as ``wideMarginWidth`` says).
    package static func insetGroupedMargin(width: Double) -> Double {
        width >= wideMarginWidth ? 20 : 16
    }

    /// What a section's header or footer text is drawn with in `style`: the text style, colour,
    /// padding and background of `UIListContentConfiguration`'s `plainHeader`, `plainFooter`,
    /// `groupedHeader` and `groupedFooter` (chosen: Apple names the configurations, not their numbers).
    package struct SupplementaryMetrics: Hashable, Sendable {
        package var textStyle: TextStyle
        package var color: String
        package var padding: EdgeInsets
        package var background: String

        /// The template that draws `{text}` with these metrics, wrapping over as many lines as it needs.
        package var template: CellTemplate {
            CellTemplate(
                padding: padding, background: background,
                stack: StackTemplate(items: [.label(LabelTemplate(text: "{text}", font: .style(textStyle), color: color))]))
        }
    }

    /// The header's metrics in `style`.
    package static func header(_ style: ListStyle) -> SupplementaryMetrics {
        switch style {
        case .plain:
            SupplementaryMetrics(
                textStyle: .headline, color: "label", padding: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), background: "systemBackground")
        case .grouped, .insetGrouped:
            SupplementaryMetrics(
                textStyle: .footnote, color: "secondaryLabel", padding: EdgeInsets(top: 16, left: 16, bottom: 6, right: 16), background: "clear")
        }
    }

    /// The footer's metrics in `style`.
    package static func footer(_ style: ListStyle) -> SupplementaryMetrics {
        switch style {
        case .plain:
            SupplementaryMetrics(
                textStyle: .footnote, color: "secondaryLabel", padding: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16),
                background: "systemBackground")
        case .grouped, .insetGrouped:
            SupplementaryMetrics(
                textStyle: .footnote, color: "secondaryLabel", padding: EdgeInsets(top: 6, left: 16, bottom: 0, right: 16), background: "clear")
        }
    }
}
