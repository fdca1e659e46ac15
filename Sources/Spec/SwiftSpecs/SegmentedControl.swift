/// A segmented control (a spec's `segmentedControl:`), as `UISegmentedControl` draws it: 32 pt
/// tall at every content-size category, its titles growing with Dynamic Type on one line each.
///
/// ```swift
/// SegmentedControl(["Day", "Week", "Month"], selected: 0)
/// ```
public struct SegmentedControl: CellElement {
    /// The control as the spec model holds it.
    public var template: SegmentedControlTemplate

    /// A control with `segments` (`{field}` placeholders allowed), `selected` drawn selected (nil: none).
    public init(_ segments: [String], selected: Int? = nil) {
        template = SegmentedControlTemplate(segments: segments, selectedSegmentIndex: selected)
    }

    /// The control as an element of its stack.
    public var templateElement: TemplateElement { .segmentedControl(template) }

    /// `apportionsSegmentWidthsByContent`: segments as wide as their titles' share.
    public func apportionsSegmentWidthsByContent(_ apportions: Bool = true) -> SegmentedControl {
        var control = self
        control.template.apportionsSegmentWidthsByContent = apportions
        return control
    }

    /// `selectedSegmentTintColor`: the selected segment's background.
    public func selectedSegmentTintColor(_ color: String) -> SegmentedControl {
        var control = self
        control.template.selectedSegmentTintColor = color
        return control
    }
}

/// A search field (a spec's `searchField:`), as `UISearchBar` draws it: the rounded field with the
/// magnifying glass and the placeholder or typed text, optionally the cancel button.
///
/// ```swift
/// SearchField(placeholder: "Search Mail").showsCancelButton()
/// ```
public struct SearchField: CellElement {
    /// The field as the spec model holds it.
    public var template: SearchFieldTemplate

    /// A field showing `placeholder`, or `text` when given.
    public init(placeholder: String = "Search", text: String? = nil) {
        template = SearchFieldTemplate(placeholder: placeholder, text: text)
    }

    /// The field as an element of its stack.
    public var templateElement: TemplateElement { .searchField(template) }

    /// `showsCancelButton`, with the cancel button's title.
    public func showsCancelButton(_ shows: Bool = true, title: String = "Cancel") -> SearchField {
        var field = self
        field.template.showsCancelButton = shows
        field.template.cancelButtonTitle = title
        return field
    }

    /// The cancel button's colour.
    public func tint(_ color: String) -> SearchField {
        var field = self
        field.template.tint = color
        return field
    }
}
