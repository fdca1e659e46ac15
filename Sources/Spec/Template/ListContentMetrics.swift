import DynamicType

/// Every number and default ProofSheet builds a `listContent` element with, in one place, as
/// `UIListContentConfiguration`'s `cell()`, `subtitleCell()` and `valueCell()` set them. Apple's
/// documentation names each property but gives none of these values; docs/components.md ("List
/// content configurations") lists each with its source, or says it was chosen and why.
package enum ListContentMetrics {
    /// `textProperties.font`: the primary text's text style in the cell styles.
    package static let cellTextStyle = TextStyle.body
    /// `textProperties.color` in the cell styles.
    package static let cellTextColor = "label"

    /// What a header or footer configuration draws its text with: the section header's or
    /// footer's look of the list style it is named after (`ListMetrics`, one home for both); nil
    /// for the cell styles.
    package static func supplementary(_ style: ListContentStyle) -> ListMetrics.SupplementaryMetrics? {
        switch style {
        case .cell, .subtitleCell, .valueCell: nil
        case .plainHeader: ListMetrics.header(.plain)
        case .plainFooter: ListMetrics.footer(.plain)
        case .groupedHeader: ListMetrics.header(.grouped)
        case .groupedFooter: ListMetrics.footer(.grouped)
        }
    }

    /// `textProperties.font` in `style`: body in a cell, the header's or footer's style in theirs.
    package static func textStyle(_ style: ListContentStyle) -> TextStyle { supplementary(style)?.textStyle ?? cellTextStyle }
    /// `textProperties.color` in `style`.
    package static func textColor(_ style: ListContentStyle) -> String { supplementary(style)?.color ?? cellTextColor }
    /// `directionalLayoutMargins` in `style`: the cells' ``directionalLayoutMargins``, a header's
    /// or footer's padding in theirs.
    package static func directionalLayoutMargins(_ style: ListContentStyle) -> EdgeInsets {
        supplementary(style)?.padding ?? directionalLayoutMargins
    }
    /// `secondaryTextProperties.color` (chosen: the grey UIKit draws secondary text in).
    package static let secondaryTextColor = "secondaryLabel"

    /// `secondaryTextProperties.font`: body beside the text in a value cell, subheadline under it
    /// in a cell and a subtitle cell, the text's own style in a header or footer (chosen;
    /// docs/components.md).
    package static func secondaryTextStyle(_ style: ListContentStyle) -> TextStyle {
        switch style {
        case .cell, .subtitleCell: .subheadline
        case .valueCell: .body
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: textStyle(style)
        }
    }

    /// `prefersSideBySideTextAndSecondaryText`: true only for a value cell (its documentation:
    /// "one value label next to the main label in the trailing direction").
    package static func prefersSideBySide(_ style: ListContentStyle) -> Bool { style == .valueCell }

    /// `directionalLayoutMargins` (chosen: 16 pt leading and trailing, a compact iPhone's system
    /// margin; 11 pt above and below; docs/components.md).
    package static let directionalLayoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// `imageToTextPadding` (chosen; docs/components.md).
    package static let imageToTextPadding = 16.0
    /// `textToSecondaryTextHorizontalPadding`: the least space between the texts side by side (chosen).
    package static let textToSecondaryTextHorizontalPadding = 8.0
    /// `textToSecondaryTextVerticalPadding`: the space between the texts stacked (chosen).
    package static let textToSecondaryTextVerticalPadding = 3.0
    /// The width `ImageProperties.standardDimension` reserves for the image at the default
    /// category, scaled with ``standardDimensionTextStyle``'s `UIFontMetrics` (Apple: "a predefined
    /// reserved layout size that scales with the content size category"; the number is chosen).
    package static let standardReservedWidth = 29.0
    /// The text style whose metrics scale ``standardReservedWidth``.
    package static let standardDimensionTextStyle = TextStyle.body
}
