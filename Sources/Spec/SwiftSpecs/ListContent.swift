/// An image, a text and a secondary text laid out as `UIListContentConfiguration` lays them out
/// (a spec's `listContent:`): `cell()`, `subtitleCell()` or `valueCell()`, or a header or footer
/// configuration (`.groupedHeader` in a header template), with their text styles, colours,
/// margins and paddings (docs/components.md).
///
/// ```swift
/// ListContent(.valueCell, text: "{name}", secondaryText: "{value}").image(Image(systemName: "wifi"))
/// ```
public struct ListContent: CellElement {
    /// The content as the spec model holds it.
    public var template: ListContentTemplate

    /// Content in `style` showing `text` and, if given, `secondaryText` (`{field}` placeholders allowed).
    public init(_ style: ListContentStyle = .cell, text: String, secondaryText: String? = nil) {
        template = ListContentTemplate(style: style, text: text, secondaryText: secondaryText)
    }

    /// The content as an element of its stack.
    public var templateElement: TemplateElement { .listContent(template) }

    /// The image view before the texts, with `imageProperties.reservedLayoutSize.width` (nil: UIKit's default).
    public func image(_ image: Image, reservedLayoutWidth: ReservedLayoutWidth? = nil) -> ListContent {
        changed {
            $0.image = image.template
            $0.reservedLayoutWidth = reservedLayoutWidth
        }
    }

    /// `numberOfLines` of the text and the secondary text (0: no limit).
    public func lines(text: Int = 0, secondaryText: Int = 0) -> ListContent {
        changed {
            $0.textLines = text
            $0.secondaryTextLines = secondaryText
        }
    }

    /// `prefersSideBySideTextAndSecondaryText` in place of the style's.
    public func prefersSideBySideTextAndSecondaryText(_ prefers: Bool) -> ListContent {
        changed { $0.prefersSideBySideTextAndSecondaryText = prefers }
    }

    /// `directionalLayoutMargins` in place of the default (leading and trailing as `left` and `right`).
    public func directionalLayoutMargins(_ margins: EdgeInsets) -> ListContent { changed { $0.directionalLayoutMargins = margins } }

    /// The paddings in place of the defaults; nil keeps a default.
    public func padding(imageToText: Double? = nil, textToSecondaryTextHorizontal: Double? = nil, textToSecondaryTextVertical: Double? = nil)
        -> ListContent
    {
        changed {
            $0.imageToTextPadding = imageToText
            $0.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontal
            $0.textToSecondaryTextVerticalPadding = textToSecondaryTextVertical
        }
    }

    private func changed(_ change: (inout ListContentTemplate) -> Void) -> ListContent {
        var content = self
        change(&content.template)
        return content
    }
}
