/// What VoiceOver reads for a label, an image, a stack, a button, a switch, a segmented control, a
/// search field or list content (a spec's `accessibility:`), over UIKit's defaults; `label`,
/// `value` and `hint` may hold `{field}` placeholders:
///
/// ```swift
/// Image(systemName: "star.fill").accessibility(label: "Favourite")
/// Button("").image(systemName: "heart").accessibility(label: "Favourite")
/// Stack(.vertical) { Label("{name}"); Label("{message}") }.accessibility(isElement: true)
/// Label("{time}").accessibility(label: "Sent at {time}", sortPriority: 1)
/// ```
extension Label {
    /// The label's `UIAccessibility` properties (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> Label {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension Image {
    /// The image's `UIAccessibility` properties: with a `label` it is an element (see
    /// `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> Image {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension Stack {
    /// The stack's `UIAccessibility` properties: with `isElement: true` it is one element
    /// combining its children's labels (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> Stack {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension Button {
    /// The button's `UIAccessibility` properties: a `label` in place of its title (an icon-only button's) (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> Button {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension Switch {
    /// The switch's `UIAccessibility` properties (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> Switch {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension SegmentedControl {
    /// The segmented control's `UIAccessibility` properties: with a `label` it is one element standing for its segments (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> SegmentedControl {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension SearchField {
    /// The search field's `UIAccessibility` properties, the field's; the cancel button keeps its own (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> SearchField {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension ListContent {
    /// The list content's `UIAccessibility` properties: with a `label` it is one element standing for its image and texts (see `AccessibilityProperties`).
    public func accessibility(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false, sortPriority: Double = 0
    ) -> ListContent {
        var copy = self
        copy.template.accessibility = AccessibilityProperties(
            label: label, value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden, sortPriority: sortPriority)
        return copy
    }
}

extension BarButtonItemSpec {
    /// The item's `UIAccessibility` properties: an icon item's `label` (text, text per language or
    /// a string key) in place of its symbol's name (see `AccessibilityProperties`).
    public func accessibility(
        label: LocalizedText? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false
    ) -> BarButtonItemSpec {
        var copy = self
        copy.accessibility = AccessibilityProperties(value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden)
        copy.accessibilityLabel = label
        return copy
    }
}

extension TabBarItemSpec {
    /// The tab's `UIAccessibility` properties: a `label` (text, text per language or a string key)
    /// in place of its title (see `AccessibilityProperties`).
    public func accessibility(
        label: LocalizedText? = nil, value: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil,
        hidden: Bool = false
    ) -> TabBarItemSpec {
        var copy = self
        copy.accessibility = AccessibilityProperties(value: value, hint: hint, traits: traits, isElement: isElement, isHidden: hidden)
        copy.accessibilityLabel = label
        return copy
    }
}
