import Spec

/// One accessibility element as laid out in a cell: what VoiceOver reads for it and where it is
/// (docs/voiceover.md). A cell's elements are formed with its views, by UIKit's defaults and the
/// spec's `accessibility` properties; ``ScreenLayout/voiceOverElements(combiningCells:)`` puts a
/// screen's in reading order.
package struct PlacedAccessibilityElement: Hashable, Sendable {
    /// Frame relative to the cell (or, in a screen layout, to the content).
    package var frame: Rect
    /// `accessibilityLabel`, placeholders filled.
    package var label: String
    /// `accessibilityValue`; nil for none.
    package var value: String?
    /// `accessibilityHint`; nil for none.
    package var hint: String?
    package var traits: [AccessibilityTrait]
    /// The explicit order: higher comes first (``AccessibilityProperties/sortPriority``).
    package var sortPriority: Double = 0
    /// What the element is: `label`, `image`, `button`, `switch`, `stack` (a combining stack),
    /// `cell` (a list's cell, combining its content).
    package var part: String
    /// The index in each stack's `items` from the template's root stack down (see
    /// ``PlacedLabel/elementPath``).
    package var elementPath: [Int] = []
    /// Where ``elementPath`` starts (``PlacedLabel/pathRoot``).
    package var pathRoot = "stack"
    /// A bar's element: where it is written in the screen's spec (`navigationBar.title`,
    /// `tabBar.items[1]`); nil for a cell's.
    package var barKeyPath: String?
    /// A tab bar item's place among the tabs, which VoiceOver speaks ("Tab, 2 of 3"); nil for
    /// any other element.
    package var tab: TabPosition?

    /// A tab's place in its tab bar: `index` from 1, of `count`.
    package struct TabPosition: Hashable, Sendable {
        package var index: Int
        package var count: Int

        package init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// The element's key path inside its cell template: `stack.items[0].label`, `stack` for a
    /// combining root stack; a bar's element's key path in the screen (``barKeyPath``).
    package var templateKeyPath: String {
        if let barKeyPath { return barKeyPath }
        if part == "cell" { return "cell" }
        if part == "stack", elementPath.isEmpty { return pathRoot }
        return pathRoot + elementPath.map { ".items[\($0)]" }.joined(separator: ".stack") + "." + part
    }

    /// The element with `properties` applied over UIKit's defaults (label, value, hint, traits,
    /// order), their placeholders filled from `data`.
    func applying(_ properties: AccessibilityProperties, data: [String: String]) throws -> PlacedAccessibilityElement {
        var element = self
        if let label = properties.label { element.label = try CellContentLayout.fill(label, with: data) }
        if let value = properties.value { element.value = try CellContentLayout.fill(value, with: data) }
        if let hint = properties.hint { element.hint = try CellContentLayout.fill(hint, with: data) }
        if let traits = properties.traits { element.traits = traits }
        element.sortPriority = properties.sortPriority
        return element
    }

    /// One element standing for `children`, `frame` big, as a `UITableViewCell` or a stack that is
    /// an accessibility element reads them: their labels in order joined by ", ", their values
    /// likewise, their hints likewise, their traits once each but `staticText` and `image`
    /// (docs/voiceover.md, "Grouping").
    static func combining(_ children: [PlacedAccessibilityElement], frame: Rect, part: String) -> PlacedAccessibilityElement {
        func joined(_ texts: [String?]) -> String? {
            let present = texts.compactMap { $0 }.filter { !$0.isEmpty }
            return present.isEmpty ? nil : present.joined(separator: ", ")
        }
        var traits: [AccessibilityTrait] = []
        for trait in children.flatMap(\.traits) where trait != .staticText && trait != .image && !traits.contains(trait) {
            traits.append(trait)
        }
        return PlacedAccessibilityElement(
            frame: frame, label: joined(children.map(\.label)) ?? "", value: joined(children.map(\.value)), hint: joined(children.map(\.hint)),
            traits: traits, part: part)
    }
}

extension CellContentLayout {
    /// A label's element: its text with the `staticText` trait, unless its properties make it none.
    static func accessibilityElements(
        ofLabel text: String, frame: Rect, properties: AccessibilityProperties, data: [String: String]
    ) throws -> [PlacedAccessibilityElement] {
        guard !properties.isHidden, properties.isElement ?? true else { return [] }
        return [try PlacedAccessibilityElement(frame: frame, label: text, traits: [.staticText], part: "label").applying(properties, data: data)]
    }

    /// An image's element: none unless it has a `label` or is made an element; then the `image` trait.
    static func accessibilityElements(
        ofImage frame: Rect, properties: AccessibilityProperties, data: [String: String]
    ) throws -> [PlacedAccessibilityElement] {
        guard !properties.isHidden, properties.isElement ?? (properties.label != nil) else { return [] }
        return [try PlacedAccessibilityElement(frame: frame, label: "", traits: [.image], part: "image").applying(properties, data: data)]
    }

    /// A button's element: its title (and subtitle) with the `button` trait, `notEnabled` when
    /// disabled, under its `accessibility` properties (an icon-only button's label).
    static func accessibilityElements(ofButton button: ButtonTemplate, frame: Rect, data: [String: String]) throws -> [PlacedAccessibilityElement] {
        let properties = button.accessibility
        guard !properties.isHidden, properties.isElement ?? true else { return [] }
        let texts = try ([button.title] + (button.subtitle.map { [$0] } ?? [])).map { try fill($0, with: data) }.filter { !$0.isEmpty }
        return [
            try PlacedAccessibilityElement(
                frame: frame, label: texts.joined(separator: ", "), traits: button.isEnabled ? [.button] : [.button, .notEnabled], part: "button"
            ).applying(properties, data: data)
        ]
    }

    /// A switch's element: no label of its own, its value "On" or "Off" (in the variant's language
    /// once ordered, `ScreenLayout.voiceOverElements`), the `toggleButton` trait VoiceOver
    /// announces as "switch button" (docs/voiceover.md, "Defaults"), under its `accessibility`
    /// properties.
    static func accessibilityElements(ofSwitch control: SwitchTemplate, frame: Rect, data: [String: String]) throws -> [PlacedAccessibilityElement] {
        let properties = control.accessibility
        guard !properties.isHidden, properties.isElement ?? true else { return [] }
        return [
            try PlacedAccessibilityElement(
                frame: frame, label: "", value: VoiceOverWords.english.switchState(isOn: control.isOn), traits: [.toggleButton], part: "switch"
            ).applying(properties, data: data)
        ]
    }

    /// A segmented control's elements: each segment (`frames`, titles `titles`) reads its title
    /// with the `button` trait, and `selected` for the selected one, as a `UISegmentedControl`'s
    /// segments do; with a `label` (or `isAccessibilityElement: true`) the control is one element
    /// `frame` big combining them, its properties applied.
    static func accessibilityElements(
        ofSegmentedControl control: SegmentedControlTemplate, titles: [String], frames: [Rect], frame: Rect, data: [String: String]
    ) throws -> [PlacedAccessibilityElement] {
        let segments = zip(titles, frames).enumerated().map { index, segment in
            PlacedAccessibilityElement(
                frame: segment.1, label: segment.0, traits: index == control.selectedSegmentIndex ? [.button, .selected] : [.button],
                part: "segmentedControl.segments[\(index)]")
        }
        return try accessibilityElements(
            combining: segments, frame: frame, properties: control.accessibility, data: data, part: "segmentedControl",
            isElementByDefault: control.accessibility.label != nil)
    }

    /// A search field's elements: the field (`frame`), reading its placeholder as its label and
    /// the typed text as its value with the `searchField` trait, under its `accessibility`
    /// properties; then the cancel button (`cancel`), its title with the `button` trait. Hidden,
    /// neither is read.
    static func accessibilityElements(
        ofSearchField field: SearchFieldTemplate, frame: Rect, cancel: (title: String, frame: Rect)?, data: [String: String]
    ) throws -> [PlacedAccessibilityElement] {
        let properties = field.accessibility
        guard !properties.isHidden else { return [] }
        var elements: [PlacedAccessibilityElement] = []
        if properties.isElement ?? true {
            let text = try field.text.map { try fill($0, with: data) }
            elements.append(
                try PlacedAccessibilityElement(
                    frame: frame, label: try fill(field.placeholder, with: data), value: text?.isEmpty == false ? text : nil,
                    traits: [.searchField], part: "searchField"
                ).applying(properties, data: data))
        }
        if let cancel {
            elements.append(PlacedAccessibilityElement(frame: cancel.frame, label: cancel.title, traits: [.button], part: "searchField.cancelButton"))
        }
        return elements
    }

    /// A stack's children's elements as its properties leave them: none when hidden, one combined
    /// element when the stack is an accessibility element, else the children's own.
    static func accessibilityElements(
        ofStack children: [PlacedAccessibilityElement], frame: Rect, properties: AccessibilityProperties, data: [String: String]
    ) throws -> [PlacedAccessibilityElement] {
        try accessibilityElements(combining: children, frame: frame, properties: properties, data: data, part: "stack", isElementByDefault: false)
    }

    /// A container's parts' elements (a stack's children, a segmented control's segments, list
    /// content's image and texts) as its properties leave them: none when hidden, one element
    /// `part`, `frame` big, combining them when the container is an accessibility element
    /// (`isAccessibilityElement`, else `isElementByDefault`), else the parts' own.
    static func accessibilityElements(
        combining children: [PlacedAccessibilityElement], frame: Rect, properties: AccessibilityProperties, data: [String: String], part: String,
        isElementByDefault: Bool
    ) throws -> [PlacedAccessibilityElement] {
        if properties.isHidden { return [] }
        guard properties.isElement ?? isElementByDefault else { return children }
        return [try PlacedAccessibilityElement.combining(children, frame: frame, part: part).applying(properties, data: data)]
    }
}
