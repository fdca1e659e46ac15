import DynamicType

/// The constructor of `UIListContentConfiguration` a `listContent` element is built as.
public enum ListContentStyle: String, CaseIterable, Hashable, Sendable, SpecNamedValue {
    public static let specKind = "list content style"

    /// `cell()`: an image and a text (a secondary text, if given, under it).
    case cell
    /// `subtitleCell()`: a text with a secondary text under it.
    case subtitleCell
    /// `valueCell()`: a text with a secondary text at the trailing edge beside it, stacked under
    /// it when the two do not fit side by side or at an accessibility category.
    case valueCell
    /// `plainHeader()`, `plainFooter()`, `groupedHeader()` and `groupedFooter()`: a section
    /// header's or footer's text as a list of that style draws it (`ListMetrics`' section header
    /// and footer look: text style, colour and margins), for a `header` or `footer` template.
    case plainHeader, plainFooter, groupedHeader, groupedFooter
}

/// `UIListContentConfiguration.ImageProperties.reservedLayoutSize`'s width: the space reserved
/// for the image, which is centred in it.
public enum ReservedLayoutWidth: Hashable, Sendable, Decodable {
    /// A width in points (0: the image's own width).
    case points(Double)
    /// `UIListContentConfiguration.ImageProperties.standardDimension`: the width UIKit reserves for
    /// a symbol image, which scales with the content-size category.
    case standard

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try container.decodeNumber(.length, name: "reservedLayoutWidth") {
            self = .points(points)
        } else if let text = try? container.decode(String.self), text.lowercased() == "standard" {
            self = .standard
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a reserved layout width is a number of points (29) or standard (UIKit's standardDimension)")
        }
    }
}

/// A `UIListContentConfiguration` in a cell template (`listContent:`): an image, a text and a
/// secondary text laid out as `cell()`, `subtitleCell()` or `valueCell()` lay them out, with
/// their default text styles, colours, margins and paddings (`ListContentMetrics`,
/// docs/components.md). The texts are labels like any other: they grow with Dynamic Type,
/// mirror right to left and are audited.
public struct ListContentTemplate: Hashable, Sendable {
    public var style: ListContentStyle
    /// The text; `{field}` placeholders are filled from the item's data.
    public var text: String
    /// The secondary text; nil or empty for none.
    public var secondaryText: String?
    /// The image view: a file, an asset or a symbol (a symbol takes its default configuration,
    /// body, unless the image names one).
    public var image: ImageTemplate?
    /// `imageProperties.reservedLayoutSize.width`; nil for UIKit's default: the standard width
    /// for a symbol, the image's own width for any other image.
    public var reservedLayoutWidth: ReservedLayoutWidth?
    /// `textProperties.numberOfLines` (0: as many as the text needs).
    public var textLines: Int
    /// `secondaryTextProperties.numberOfLines`.
    public var secondaryTextLines: Int
    /// `prefersSideBySideTextAndSecondaryText`; nil for the style's (true for `valueCell`).
    public var prefersSideBySideTextAndSecondaryText: Bool?
    /// `directionalLayoutMargins` (leading and trailing as `left` and `right`); nil for the default.
    public var directionalLayoutMargins: EdgeInsets?
    /// `imageToTextPadding`; nil for the default.
    public var imageToTextPadding: Double?
    /// `textToSecondaryTextHorizontalPadding`; nil for the default.
    public var textToSecondaryTextHorizontalPadding: Double?
    /// `textToSecondaryTextVerticalPadding`; nil for the default.
    public var textToSecondaryTextVerticalPadding: Double?
    /// The texts' base writing direction (``ParagraphStyle/baseWritingDirection``): `.natural`, or
    /// what the right-to-left pseudolanguage forces.
    public var baseWritingDirection: WritingDirection = .natural
    /// What VoiceOver reads for the content: by default its image and texts are read as their
    /// own elements (a list's cell combines them); with a `label` (or `isAccessibilityElement:
    /// true`) the content is one element standing for them (docs/voiceover.md).
    public var accessibility = AccessibilityProperties()

    public init(
        style: ListContentStyle = .cell, text: String, secondaryText: String? = nil, image: ImageTemplate? = nil,
        reservedLayoutWidth: ReservedLayoutWidth? = nil, textLines: Int = 0, secondaryTextLines: Int = 0,
        prefersSideBySideTextAndSecondaryText: Bool? = nil, directionalLayoutMargins: EdgeInsets? = nil, imageToTextPadding: Double? = nil,
        textToSecondaryTextHorizontalPadding: Double? = nil, textToSecondaryTextVerticalPadding: Double? = nil
    ) {
        self.style = style
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.reservedLayoutWidth = reservedLayoutWidth
        self.textLines = textLines
        self.secondaryTextLines = secondaryTextLines
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.directionalLayoutMargins = directionalLayoutMargins
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    }

    /// The primary text as the label UIKit's content view shows it: body, `label` (a header's or
    /// footer's style and colour in those configurations).
    package var textLabel: LabelTemplate {
        var paragraph = ParagraphStyle.standard
        paragraph.baseWritingDirection = baseWritingDirection
        return LabelTemplate(
            text: text, font: .style(ListContentMetrics.textStyle(style)), lines: textLines, color: ListContentMetrics.textColor(style),
            paragraph: paragraph)
    }

    /// The secondary text's label in the style's text style and `secondaryLabel`; nil without one.
    package var secondaryTextLabel: LabelTemplate? {
        guard let secondaryText, !secondaryText.isEmpty else { return nil }
        var paragraph = ParagraphStyle.standard
        paragraph.baseWritingDirection = baseWritingDirection
        return LabelTemplate(
            text: secondaryText, font: .style(ListContentMetrics.secondaryTextStyle(style)), lines: secondaryTextLines,
            color: ListContentMetrics.secondaryTextColor, paragraph: paragraph)
    }

    /// Whether the texts go side by side when they fit.
    package var prefersSideBySide: Bool { prefersSideBySideTextAndSecondaryText ?? ListContentMetrics.prefersSideBySide(style) }

    /// The margins, paddings and reserved width as laid out: the written ones, else the defaults.
    package var resolvedMargins: EdgeInsets { directionalLayoutMargins ?? ListContentMetrics.directionalLayoutMargins(style) }
    package var resolvedImageToTextPadding: Double { imageToTextPadding ?? ListContentMetrics.imageToTextPadding }
    package var resolvedHorizontalPadding: Double { textToSecondaryTextHorizontalPadding ?? ListContentMetrics.textToSecondaryTextHorizontalPadding }
    package var resolvedVerticalPadding: Double { textToSecondaryTextVerticalPadding ?? ListContentMetrics.textToSecondaryTextVerticalPadding }

    /// The width reserved for the image at `category`: the written width or the standard one
    /// (the default for a symbol, scaled with Dynamic Type), else 0 (the image's own width).
    package func reservedWidth(at category: ContentSizeCategory, displayScale: Double) -> Double {
        let standard = {
            FontMetrics(forTextStyle: ListContentMetrics.standardDimensionTextStyle).scaledValue(
                for: ListContentMetrics.standardReservedWidth, category: category, displayScale: displayScale)
        }
        switch reservedLayoutWidth {
        case .points(let points): return points
        case .standard: return standard()
        case nil: return image?.symbol == nil ? 0 : standard()
        }
    }
}

extension ListContentTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, text, secondaryText, image, reservedLayoutWidth, textLines, secondaryTextLines, prefersSideBySideTextAndSecondaryText
        case directionalLayoutMargins, imageToTextPadding, textToSecondaryTextHorizontalPadding, textToSecondaryTextVerticalPadding
        case accessibility
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        style = try container.decode(.style, default: .cell)
        text = try container.decode(String.self, forKey: .text)
        secondaryText = try container.decodeIfPresent(String.self, forKey: .secondaryText)
        image = try container.decodeIfPresent(ImageTemplate.self, forKey: .image)
        reservedLayoutWidth = try container.decodeIfPresent(ReservedLayoutWidth.self, forKey: .reservedLayoutWidth)
        textLines = try container.decodeCount(.textLines, .lines, default: 0)
        secondaryTextLines = try container.decodeCount(.secondaryTextLines, .lines, default: 0)
        prefersSideBySideTextAndSecondaryText = try container.decodeIfPresent(Bool.self, forKey: .prefersSideBySideTextAndSecondaryText)
        directionalLayoutMargins = try container.decodeIfPresent(FlexibleInsets.self, forKey: .directionalLayoutMargins)?.insets
        imageToTextPadding = try container.decodeNumberIfPresent(.imageToTextPadding, .length)
        textToSecondaryTextHorizontalPadding = try container.decodeNumberIfPresent(.textToSecondaryTextHorizontalPadding, .length)
        textToSecondaryTextVerticalPadding = try container.decodeNumberIfPresent(.textToSecondaryTextVerticalPadding, .length)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }
}
