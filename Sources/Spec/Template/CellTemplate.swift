import DynamicType

/// The template every cell of a screen is made from: a root stack inside padding, with the
/// cell's decoration and optional fixed dimensions (as a delegate's `heightForItemAt` or
/// `sizeForItemAt` would give).
public struct CellTemplate: Hashable, Sendable {
    public var padding: EdgeInsets
    /// Background colour (hex or iOS system colour name).
    public var background: String
    public var border: Border?
    /// The cell is never shorter than this.
    public var minimumHeight: Double
    /// A fixed height instead of self-sizing.
    public var fixedHeight: Double?
    /// A fixed width (flow layouts only, ``ScreenLayoutInput/Kind/sizesCellWidths``); otherwise
    /// the cell takes the width the layout offers.
    public var fixedWidth: Double?
    /// In a flow layout, size the cell's width to its content instead of the offered width.
    public var hugsContent: Bool
    /// Whether the cell is something to tap (it has a selection action): the audit checks its
    /// size as a tap target.
    public var isTappable: Bool
    public var stack: StackTemplate
    /// The trailing accessories, leading to trailing (`UICellAccessory`): outside the content,
    /// which they narrow; none by default.
    public var accessories: [CellAccessory]
    /// The most stops VoiceOver may read the cell as before the audit reports it as read as too
    /// many (`cell-read-as-many-stops`): ``defaultMaximumVoiceOverStops`` unless the spec says
    /// how many a cell is meant to have (one with several actions, say).
    public var maximumVoiceOverStops: Int

    /// The stops of a cell over which VoiceOver reads it as too many, unless the spec says
    /// otherwise. Apple gives no number: 3 is ProofSheet's choice, a title, a detail and an
    /// action (docs/audit.md, "VoiceOver rules").
    public static let defaultMaximumVoiceOverStops = 3

    /// A cell's outline.
    public struct Border: Hashable, Sendable, Decodable {
        public var width: Double
        public var color: String
        public var cornerRadius: Double

        public init(width: Double = 1, color: String = "separator", cornerRadius: Double = 0) {
            self.width = width
            self.color = color
            self.cornerRadius = cornerRadius
        }

        enum CodingKeys: String, CodingKey, CaseIterable { case width, color, cornerRadius }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            width = try container.decodeNumber(.width, .length, default: 1)
            color = try container.decodeColor(.color, default: "separator", userInfo: decoder.userInfo)
            cornerRadius = try container.decodeNumber(.cornerRadius, .length, default: 0)
        }
    }

    public init(
        padding: EdgeInsets = EdgeInsets(all: 0), background: String = "secondarySystemGroupedBackground", border: Border? = nil,
        minimumHeight: Double = 0, fixedHeight: Double? = nil, fixedWidth: Double? = nil, hugsContent: Bool = false, isTappable: Bool = false,
        stack: StackTemplate, accessories: [CellAccessory] = [], maximumVoiceOverStops: Int = CellTemplate.defaultMaximumVoiceOverStops
    ) {
        self.padding = padding
        self.background = background
        self.border = border
        self.minimumHeight = minimumHeight
        self.fixedHeight = fixedHeight
        self.fixedWidth = fixedWidth
        self.hugsContent = hugsContent
        self.isTappable = isTappable
        self.stack = stack
        self.accessories = accessories
        self.maximumVoiceOverStops = maximumVoiceOverStops
    }
}

extension CellTemplate {
    /// Whether the cell asks for a width of its own: a fixed width, or hugging its content.
    public var asksForItsOwnWidth: Bool { fixedWidth != nil || hugsContent }

    /// The same cell taking exactly the width it is offered: no fixed width, no hugging.
    public var takingTheOfferedWidth: CellTemplate {
        var cell = self
        cell.fixedWidth = nil
        cell.hugsContent = false
        return cell
    }
}

extension CellTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case padding, background, border, minHeight, height, width, size, hugsContent, tappable, stack, accessories, maximumVoiceOverStops
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        padding = try container.decode(.padding, default: FlexibleInsets(insets: .zero)).insets
        background = try container.decodeColor(.background, default: "secondarySystemGroupedBackground", userInfo: decoder.userInfo)
        border = try container.decodeIfPresent(Border.self, forKey: .border)
        minimumHeight = try container.decodeNumber(.minHeight, .length, default: 0)
        let size = try container.decodeIfPresent(FlexibleSize.self, forKey: .size)?.size
        fixedHeight = try container.decodeNumberIfPresent(.height, .length) ?? size?.height
        fixedWidth = try container.decodeNumberIfPresent(.width, .length) ?? size?.width
        hugsContent = try container.decode(.hugsContent, default: false)
        isTappable = try container.decode(.tappable, default: false)
        stack = try container.decode(StackTemplate.self, forKey: .stack)
        accessories = try container.decode(.accessories, default: [])
        maximumVoiceOverStops = try container.decodeCount(.maximumVoiceOverStops, .voiceOverStops, default: Self.defaultMaximumVoiceOverStops)
    }
}

/// Insets written as one number (all sides), `[vertical, horizontal]`, or `{top, left, bottom, right}`.
public struct FlexibleInsets: Decodable, Sendable {
    public var insets: EdgeInsets

    public init(insets: EdgeInsets) { self.insets = insets }

    enum CodingKeys: String, CodingKey, CaseIterable { case top, left, bottom, right }

    public init(from decoder: any Decoder) throws {
        if let all = try decoder.singleValueContainer().decodeNumber(.length, name: "inset") {
            insets = EdgeInsets(all: all)
        } else if let pair = try decoder.singleValueContainer().decodeNumbers(.length, name: "inset"), pair.count == 2 {
            insets = EdgeInsets(top: pair[0], left: pair[1], bottom: pair[0], right: pair[1])
        } else if (try? decoder.singleValueContainer().decode([Double].self)) != nil {  // spec-number: only to say the list is wrong
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "insets are one number, [vertical, horizontal] or {top, left, bottom, right}"
                ))
        } else {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            insets = EdgeInsets(
                top: try container.decodeNumber(.top, .length, default: 0), left: try container.decodeNumber(.left, .length, default: 0),
                bottom: try container.decodeNumber(.bottom, .length, default: 0), right: try container.decodeNumber(.right, .length, default: 0)
            )
        }
    }
}
