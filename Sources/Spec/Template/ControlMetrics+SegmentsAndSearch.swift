import DynamicType

/// The numbers a `segmentedControl` and a `searchField` element are drawn with, and a disabled
/// button's colours, beside `ControlMetrics`' buttons and switches. Apple's documentation
/// describes these controls but gives none of their sizes; docs/components.md lists each value
/// with its source or says it was chosen and why.
extension ControlMetrics {
    // MARK: Segmented control (UISegmentedControl)

    /// The control's height in points, at every content-size category (chosen: the height
    /// commonly measured on iOS 13 and later; docs/components.md).
    package static let segmentedControlHeight = 32.0
    /// The text style of the segments' titles: 13 pt at the default category, the size UIKit's
    /// titles have there (chosen; docs/components.md).
    package static let segmentTitleStyle = TextStyle.footnote
    /// The space between a segment's edge and its title, on each side (chosen).
    package static let segmentTitlePadding = 8.0
    /// The track behind the segments.
    package static let segmentedControlBackground = "tertiarySystemFill"
    /// The track's corner radius (chosen).
    package static let segmentedControlCornerRadius = 8.0
    /// How far the selected segment's background sits inside its segment and the track (chosen).
    package static let selectedSegmentInset = 2.0
    /// The selected segment's background (`selectedSegmentTintColor`'s default; chosen).
    package static let selectedSegmentTint = "tertiarySystemBackground"
    /// The titles' colour.
    package static let segmentTitleColor = "label"

    // MARK: Search field (UISearchBar with its UISearchTextField)

    /// The field's least height in points; it grows when its text's line does (chosen; docs/components.md).
    package static let searchFieldHeight = 36.0
    /// The space above and below the text inside the field while the text's line is under the
    /// field's least height less twice this (chosen: a 20.33 pt body line at the default category
    /// fits the 36 pt field; larger lines make the field taller).
    package static let searchFieldTextPadding = 7.0
    /// The space above and below the field inside the bar: 56 pt bars around a 36 pt field (chosen).
    package static let searchBarVerticalInset = 10.0
    /// The space between the bar's sides and the field (and the cancel button).
    package static let searchBarHorizontalInset = 8.0
    /// The field's corner radius (chosen).
    package static let searchFieldCornerRadius = 10.0
    /// The field's background (chosen).
    package static let searchFieldBackground = "tertiarySystemFill"
    /// The text style of the field's text, placeholder and cancel button.
    package static let searchTextStyle = TextStyle.body
    /// The space between the field's leading edge and the magnifying glass (chosen).
    package static let searchGlassInset = 8.0
    /// The space between the magnifying glass and the text (chosen).
    package static let searchGlassPadding = 6.0
    /// The space between the text and the field's trailing edge (chosen).
    package static let searchTextTrailingInset = 8.0
    /// The magnifying glass and its colour: the stand-in set's `magnifyingglass`, in the field's
    /// text style, so it grows with the text.
    package static let searchGlass = SymbolTemplate(name: "magnifyingglass", textStyle: searchTextStyle)
    package static let searchGlassColor = "secondaryLabel"
    /// The placeholder's colour (`UIColor.placeholderText`) and the typed text's.
    package static let searchPlaceholderColor = "placeholderText"
    package static let searchTextColor = "label"
    /// The space between the field and the cancel button (chosen).
    package static let searchCancelSpacing = 8.0
    /// The cancel button's title when the spec gives none.
    package static let searchCancelTitle = "Cancel"

    // MARK: Disabled buttons (isEnabled: false)

    /// The title's and image's colour of a disabled button (chosen; docs/components.md).
    package static let disabledForeground = "tertiaryLabel"
    /// The background of a disabled button whose style has one (chosen; docs/components.md).
    package static let disabledBackground = "quaternarySystemFill"
}
