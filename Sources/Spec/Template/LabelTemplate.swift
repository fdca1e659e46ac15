import DynamicType

/// A `UILabel` in a cell template.
public struct LabelTemplate: Hashable, Sendable {
    /// The text, with `{field}` placeholders filled from the item's data.
    public var text: String
    public var font: FontChoice
    /// `numberOfLines`; 0 means unlimited.
    public var lines: Int
    public var lineBreakMode: LineBreakMode
    /// A colour: `#RRGGBB`, `#RRGGBBAA` or an iOS system colour name (`label`, `secondaryLabel`, …).
    public var color: String
    /// Hidden at this category and above.
    public var hiddenFrom: ContentSizeCategory?
    public var rules: [CategoryRule<Changes>]
    /// Line height, spacing, tracking and hyphenation (UIKit's default paragraph style unless set).
    public var paragraph: ParagraphStyle
    /// Whether the label is something to tap (a link, a button's title): the audit checks its
    /// size as a tap target.
    public var isTappable: Bool
    /// `adjustsFontSizeToFitWidth`: text that does not fit its width (one line) or its lines
    /// shrinks, down to ``minimumScaleFactor`` of the font's size, before it is truncated.
    public var adjustsFontSizeToFitWidth: Bool
    /// `minimumScaleFactor`: the smallest multiple of the font's size the label may shrink to;
    /// 0 (UIKit's default) does not shrink.
    public var minimumScaleFactor: Double
    /// `backgroundColor`, drawn behind the label's frame (`clear`: none).
    public var background: String
    /// Whether the label's colour carries meaning (a status colour), so that items must differ in
    /// more than it: the Differentiate Without Color Alone evidence checks them (docs/audit.md).
    public var meaningByColor = false
    /// What VoiceOver reads for the label in place of its text (docs/voiceover.md).
    public var accessibility = AccessibilityProperties()

    /// What a category rule may change on a label.
    public struct Changes: Hashable, Sendable, Decodable {
        public var style: TextStyle?
        public var lines: Int?
        public var lineBreakMode: LineBreakMode?
        public var hidden: Bool?

        enum CodingKeys: String, CodingKey, CaseIterable { case style, lines, lineBreakMode, hidden }

        public init(style: TextStyle? = nil, lines: Int? = nil, lineBreakMode: LineBreakMode? = nil, hidden: Bool? = nil) {
            self.style = style
            self.lines = lines
            self.lineBreakMode = lineBreakMode
            self.hidden = hidden
        }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self, allowing: categoryRuleRangeKeys)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            style = try container.decodeIfPresent(TextStyle.self, forKey: .style)
            lines = try container.decodeCountIfPresent(.lines, .lines)
            lineBreakMode = try container.decodeIfPresent(LineBreakMode.self, forKey: .lineBreakMode)
            hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
        }
    }

    public init(
        text: String, font: FontChoice = .style(.body), lines: Int = 0, lineBreakMode: LineBreakMode = .truncateTail,
        color: String = "label", hiddenFrom: ContentSizeCategory? = nil, rules: [CategoryRule<Changes>] = [],
        paragraph: ParagraphStyle = .standard, isTappable: Bool = false, adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: Double = 0,
        background: String = "clear"
    ) {
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.minimumScaleFactor = minimumScaleFactor
        self.background = background
        self.text = text
        self.font = font
        self.lines = lines
        self.lineBreakMode = lineBreakMode
        self.color = color
        self.hiddenFrom = hiddenFrom
        self.rules = rules
        self.paragraph = paragraph
        self.isTappable = isTappable
    }

    /// Whether the label is hidden at `category`.
    public func isHidden(at category: ContentSizeCategory) -> Bool {
        resolved(at: category).hidden
    }

    /// The label's properties at `category`, after its rules.
    package func resolved(at category: ContentSizeCategory) -> (font: FontChoice, lines: Int, lineBreakMode: LineBreakMode, hidden: Bool) {
        var font = font
        var lines = lines
        var mode = lineBreakMode
        var hidden = hiddenFrom.map { category.normalized >= $0 } ?? false
        for rule in rules where rule.applies(to: category) {
            if let style = rule.changes.style { font = font.with(style: style) }
            lines = rule.changes.lines ?? lines
            mode = rule.changes.lineBreakMode ?? mode
            hidden = rule.changes.hidden ?? hidden
        }
        return (font, lines, mode, hidden)
    }
}

extension LabelTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case text, style, emphasized, font, lines, lineBreakMode, color, hiddenFrom, rules, tappable
        case adjustsFontSizeToFitWidth, minimumScaleFactor, background, meaningByColor, accessibility
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self, allowing: ParagraphStyle.SpecKeys.allCases.map(\.stringValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        let style = try container.decodeIfPresent(TextStyle.self, forKey: .style)
        let emphasized = try container.decode(.emphasized, default: false)
        if let custom = try container.decodeIfPresent(FontChoice.CustomFace.self, forKey: .font) {
            font = try custom.choice(style: style, codingPath: container.codingPath + [CodingKeys.font])
        } else {
            font = .style(style ?? .body, emphasized: emphasized)
        }
        lines = try container.decodeCount(.lines, .lines, default: 0)
        lineBreakMode = try container.decode(.lineBreakMode, default: .truncateTail)
        color = try container.decodeColor(.color, default: "label", userInfo: decoder.userInfo)
        hiddenFrom = try container.decodeIfPresent(ContentSizeCategory.self, forKey: .hiddenFrom)
        rules = try container.decode(.rules, default: [])
        let styleDefaults = decoder.userInfo[ParagraphStyle.defaultsUserInfoKey] as? [TextStyle: ParagraphStyle]
        paragraph = try ParagraphStyle(specFrom: decoder, defaults: font.textStyle.flatMap { styleDefaults?[$0] } ?? .standard)
        isTappable = try container.decode(.tappable, default: false)
        adjustsFontSizeToFitWidth = try container.decode(.adjustsFontSizeToFitWidth, default: false)
        minimumScaleFactor = try container.decodeNumber(.minimumScaleFactor, .fraction, default: 0)
        background = try container.decodeColor(.background, default: "clear", userInfo: decoder.userInfo)
        meaningByColor = try container.decode(.meaningByColor, default: false)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }
}
