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
    /// The stack's accessibility: with `isAccessibilityElement: true` it is one element that
    /// combines its children's labels (docs/voiceover.md).
    public var accessibility = AccessibilityProperties()
    /// `distribution`: how children share the stack's length along its axis.
    public var distribution: StackDistribution
    /// `layoutMargins` (leading and trailing as the spec's `left` and `right`, as with padding);
    /// they place the children only when ``isLayoutMarginsRelativeArrangement`` is true. UIKit's
    /// default for a view that is not a view controller's root: 8 pt on each side.
    public var layoutMargins: EdgeInsets
    /// `isLayoutMarginsRelativeArrangement`: children are laid out inside ``layoutMargins``
    /// rather than the stack's bounds. UIKit's default is false.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `setCustomSpacing(_:after:)`: the space after a child in place of ``spacing``.
    public var customSpacing: [CustomSpacing]
    /// `backgroundColor` (drawn since iOS 14), behind the stack's frame (`clear`: none).
    public var background: String
    /// `layer.cornerRadius` of the background.
    public var cornerRadius: Double

    /// The space after child `after` (an index in `items`), in place of the stack's spacing.
    public struct CustomSpacing: Hashable, Sendable, Decodable {
        public var after: Int
        public var spacing: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case after, spacing }

        public init(after: Int, spacing: Double) {
            self.after = after
            self.spacing = spacing
        }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            for key in CodingKeys.allCases where !container.contains(key) {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: decoder.codingPath, debugDescription: "a custom spacing names `after` and `spacing`"))
            }
            after = try container.decodeCount(.after, .elementIndex, default: 0)
            spacing = try container.decodeNumber(.spacing, .length, default: 0)
        }
    }

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
        hiddenFrom: ContentSizeCategory? = nil, rules: [CategoryRule<Changes>] = [], items: [TemplateElement], isTappable: Bool = false,
        distribution: StackDistribution = .fill, layoutMargins: EdgeInsets = StackTemplate.defaultLayoutMargins,
        isLayoutMarginsRelativeArrangement: Bool = false, customSpacing: [CustomSpacing] = [], background: String = "clear", cornerRadius: Double = 0
    ) {
        self.isTappable = isTappable
        self.distribution = distribution
        self.layoutMargins = layoutMargins
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.customSpacing = customSpacing
        self.background = background
        self.cornerRadius = cornerRadius
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.accessibilityAxis = accessibilityAxis
        self.hiddenFrom = hiddenFrom
        self.rules = rules
        self.items = items
    }

    /// `UIView.directionalLayoutMargins`' default for a view other than a view controller's root:
    /// "normally 8 points on each side" (UIKit documentation).
    public static let defaultLayoutMargins = EdgeInsets(all: 8)

    /// The insets the children are laid out in: the layout margins when the arrangement is
    /// relative to them, else none.
    package var arrangementInsets: EdgeInsets {
        isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    }

    /// The space after child `index` when the next visible child follows: its custom spacing,
    /// else `spacing`.
    package func spacing(after index: Int, default spacing: Double) -> Double {
        customSpacing.last(where: { $0.after == index })?.spacing ?? spacing
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
    enum CodingKeys: String, CodingKey, CaseIterable {
        case axis, spacing, alignment, accessibilityAxis, hiddenFrom, rules, items, tappable, accessibility
        case distribution, layoutMargins, layoutMarginsRelative, customSpacing, background, cornerRadius
    }

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
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
        distribution = try container.decode(.distribution, default: .fill)
        let margins = try container.decodeIfPresent(FlexibleInsets.self, forKey: .layoutMargins)
        layoutMargins = margins?.insets ?? Self.defaultLayoutMargins
        isLayoutMarginsRelativeArrangement = try container.decode(.layoutMarginsRelative, default: false)
        if margins != nil, !isLayoutMarginsRelativeArrangement {
            throw DecodingError.dataCorruptedError(
                forKey: .layoutMargins, in: container,
                debugDescription:
                    "layoutMargins move the children only with layoutMarginsRelative: true (UIStackView.isLayoutMarginsRelativeArrangement is false by default, and then the stack lays its children out in its bounds); add layoutMarginsRelative: true, or use spacers or the cell's padding"
            )
        }
        customSpacing = try container.decode(.customSpacing, default: [])
        for (position, custom) in customSpacing.enumerated() where !items.indices.contains(custom.after) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [CodingKeys.customSpacing, AnyCodingKey(intValue: position)!, CustomSpacing.CodingKeys.after],
                    debugDescription: "after: \(custom.after) names no child; valid: 0...\(items.count - 1), an index in this stack's items"
                ))
        }
        background = try container.decodeColor(.background, default: "clear", userInfo: decoder.userInfo)
        cornerRadius = try container.decodeNumber(.cornerRadius, .length, default: 0)
    }
}

/// How a stack sizes and places its children along its axis, as `UIStackView.Distribution`
/// (docs/layout-rules.md, "Stack distribution").
public enum StackDistribution: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

    public static let specKind = "stack distribution"
}
