/// A `UIAccessibilityTraits` member, named as UIKit names it (`button`, `header`, `notEnabled`).
public enum AccessibilityTrait: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "accessibility trait"

    case button, link, header, searchField, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled
    case updatesFrequently, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar, toggleButton, supportsZoom
}

/// An element's `UIAccessibility` properties as a spec writes them under `accessibility`: what
/// VoiceOver reads for it in place of UIKit's defaults (docs/voiceover.md). Every property left
/// out keeps the element kind's default; `label`, `value` and `hint` may hold `{field}`
/// placeholders.
public struct AccessibilityProperties: Hashable, Sendable {
    /// `accessibilityLabel`; nil: the default (a label's text, a button's title, a combining
    /// stack's children's labels).
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityTraits` in place of the default traits; nil: the default.
    public var traits: [AccessibilityTrait]?
    /// `isAccessibilityElement`; nil: the default (true for a label and a button, true for an
    /// image with a `label`, false for a stack). A stack that is an element combines its
    /// children: they are read as one stop.
    public var isElement: Bool?
    /// `accessibilityElementsHidden`: the element and everything in it are not read.
    public var isHidden: Bool
    /// Where the element comes in the reading order of its screen: elements with a higher
    /// priority come first, those with the same priority in VoiceOver's geometric order
    /// (docs/voiceover.md, "Reading order"); 0 by default.
    public var sortPriority: Double

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        isHidden: Bool = false, sortPriority: Double = 0
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isElement = isElement
        self.isHidden = isHidden
        self.sortPriority = sortPriority
    }
}

extension AccessibilityProperties: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case label, value, hint, traits, isAccessibilityElement, hidden, sortPriority }

    public init(from decoder: any Decoder) throws {
        try self.init(from: decoder, skippingLabel: false)
    }

    /// The properties at `decoder`; `skippingLabel` leaves `label` nil for its owner to read (a
    /// bar item's, localized text).
    package init(from decoder: any Decoder, skippingLabel: Bool) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        label = skippingLabel ? nil : try container.decodeIfPresent(String.self, forKey: .label)
        value = try container.decodeIfPresent(String.self, forKey: .value)
        hint = try container.decodeIfPresent(String.self, forKey: .hint)
        traits = try container.decodeIfPresent([AccessibilityTrait].self, forKey: .traits)
        isElement = try container.decodeIfPresent(Bool.self, forKey: .isAccessibilityElement)
        isHidden = try container.decode(.hidden, default: false)
        sortPriority = try container.decodeNumber(.sortPriority, .sortPriority, default: 0)
    }
}
