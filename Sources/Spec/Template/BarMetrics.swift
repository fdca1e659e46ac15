import DynamicType

/// Every number ProofSheet draws a screen's bars with (`navigationBar`, `tabBar`, `toolbar`), in
/// one place beside `ControlMetrics`. docs/components.md ("Bars") lists each value with its
/// source, or says it was chosen and why.
package enum BarMetrics {
    /// The navigation bar's row of items and its inline title, at every content-size category.
    package static let navigationBarHeight = 44.0
    /// The large title's area below that row at the default category (96 pt in all with the row).
    package static let largeTitleAreaHeight = 52.0
    /// Space above the large title's line inside its area (chosen: 3 + the title's 41 pt line + 8 = 52 at Large).
    package static let largeTitleTopPadding = 3.0
    /// Space below the large title's line inside its area (chosen).
    package static let largeTitleBottomPadding = 8.0
    /// The space above and below the search field stacked in the navigation bar: a 52 pt row
    /// around the 36 pt field at the default category, growing with the field (chosen; no Apple
    /// page gives the row's height).
    package static let searchFieldVerticalInset = 8.0
    /// The tab bar above the bottom safe area (its background reaches the screen's bottom edge).
    package static let tabBarHeight = 49.0
    /// The toolbar above the bottom safe area, or above the tab bar.
    package static let toolbarHeight = 44.0
    /// A compact tab bar shows at most five items (more go to a More tab, which ProofSheet does not draw).
    package static let maximumTabBarItems = 5

    /// The inline title: the headline style's font at the default category, fixed (bars do not
    /// grow with Dynamic Type; UIKit offers the large content viewer instead).
    package static let inlineTitleFont = FontChoice.style(.headline)
    /// The category the fixed bar fonts are taken at.
    package static let fixedFontCategory = ContentSizeCategory.large
    /// The large title's style: `largeTitle`, bold, growing with the category.
    package static let largeTitleFont = FontChoice.style(.largeTitle, emphasized: true)
    /// A bar button item's title: body at the default category, fixed; semibold for `done`.
    package static let barButtonStyle = TextStyle.body
    /// A bar button item's symbol: this point size at the `large` scale, fixed (chosen).
    package static let barButtonSymbolPointSize = 17.0
    package static let barButtonSymbolScale = SymbolScale.large

    /// A tab bar item's title: 10 pt medium at every category (it does not scale with Dynamic Type).
    package static let tabBarLabelPointSize = 10.0
    package static let tabBarLabelWeight = FontWeight.medium
    /// A tab bar item's symbol: a square this many points wide, fixed (chosen).
    package static let tabBarSymbolPointSize = 25.0
    /// The symbol's top below the tab bar's top edge, and the space between symbol and title (chosen).
    package static let tabBarSymbolTop = 5.0
    package static let tabBarTitleSpacing = 2.0

    /// The bars' side margins: the root view's layout margins on an iPhone in portrait (chosen: 16 pt).
    package static let sideMargin = 16.0
    /// Space between two bar button items on one side of the navigation bar (chosen).
    package static let itemSpacing = 8.0

    /// The colour behind every bar: the chrome material approximated as a flat colour (chosen).
    package static let background = "systemBackground"
    /// The hairline between a bar and the content (`UIBarAppearance.shadowColor`), one pixel thick.
    package static let hairline = "separator"
    /// Bar button items and the selected tab bar item (`tintColor`'s default).
    package static let tint = ControlMetrics.defaultTint
    /// A tab bar item that is not selected (`unselectedItemTintColor`'s default, chosen).
    package static let unselectedTabItem = "systemGray"
    /// The titles.
    package static let titleColor = "label"
}
