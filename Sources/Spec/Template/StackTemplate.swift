import DynamicType

/// A `UIStackView` in a cell template: children arranged along an axis with spacing. Hidden
/// children take no space and no spacing, as in UIKit.
public struct StackTemplate: Hashable, Sendable {
    public var axis: Axis
    public var spacing: Double
    public var alignment: StackAlignment
    /// The axis at accessibility categories (AX1–AX5), the usual Dynamic Type switch.
    public var accessibilityAxis: Axis?
    public var hiddenFrom: ContentSizeCategory?
    public var rules: [CategoryRule<Changes>]
    public var items: [TemplateElement]
    /// Whether the stack is something to tap (a button made of an icon and a title): the audit
    /// checks its size as a tap target.
    public var isTappable: Bool

    /// What a category rule may change on a stack.
    public struct Changes: Hashable, Sendable, Decodable {
        public var axis: Axis?
        public var spacing: Double?
        public var alignment: StackAlignment?
        public var hidden: Bool?

        enum CodingKeys: String, CodingKey, CaseIterable { case axis, spacing, alignment, hidden }

        public init(axis: Axis? = nil, spacing: Double? = nil, alignment: StackAlignment? = nil, hidden: Bool? = nil) {
            self.axis = axis
            self.spacing = spacing
            self.alignment = alignment
            self.hidden = hidden
        }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self, allowing: categoryRuleRangeKeys)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            axis = try container.decodeIfPresent(Axis.self, forKey: .axis)
            spacing = try container.decodeNumberIfPresent(.spacing, .length)
            alignment = try container.decodeIfPresent(StackAlignment.self, forKey: .alignment)
            hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
        }
    }

    public init(
        axis: Axis = .vertical, spacing: Double = 0, alignment: StackAlignment = .fill, accessibilityAxis: Axis? = nil,
        hiddenFrom: ContentSizeCategory? = nil, rules: [CategoryRule<Changes>] = [], items: [TemplateElement], isTappable: Bool = false
    ) {
        self.isTappable = isTappable
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.accessibilityAxis = accessibilityAxis
        self.hiddenFrom = hiddenFrom
        self.rules = rules
        self.items = items
    }

    /// The stack's properties at `category`, after the accessibility axis and its rules.
    package func resolved(at category: ContentSizeCategory) -> (axis: Axis, spacing: Double, alignment: StackAlignment, hidden: Bool) {
        var axis = category.isAccessibilityCategory ? accessibilityAxis ?? self.axis : self.axis
        var spacing = spacing
        var alignment = alignment
        var hidden = hiddenFrom.map { category.normalized >= $0 } ?? false
        for rule in rules where rule.applies(to: category) {
            axis = rule.changes.axis ?? axis
            spacing = rule.changes.spacing ?? spacing
            alignment = rule.changes.alignment ?? alignment
            hidden = rule.changes.hidden ?? hidden
        }
        return (axis, spacing, alignment, hidden)
    }
}

extension StackTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case axis, spacing, alignment, accessibilityAxis, hiddenFrom, rules, items, tappable }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        axis = try container.decode(.axis, default: .vertical)
        spacing = try container.decodeNumber(.spacing, .length, default: 0)
        alignment = try container.decode(.alignment, default: .fill)
        accessibilityAxis = try container.decodeIfPresent(Axis.self, forKey: .accessibilityAxis)
        hiddenFrom = try container.decodeIfPresent(ContentSizeCategory.self, forKey: .hiddenFrom)
        rules = try container.decode(.rules, default: [])
        items = try container.decode([TemplateElement].self, forKey: .items)
        isTappable = try container.decode(.tappable, default: false)
    }
}
