import DynamicType

extension Screen {
    /// The screen with bars around its content, as a spec's `navigationBar`, `tabBar` and
    /// `toolbar` give them (docs/components.md, "Bars").
    ///
    /// ```swift
    /// Screen("settings", layout: .list()) { ... } items: { ... }
    ///     .bars(
    ///         navigationBar: NavigationBarSpec(title: "Settings", largeTitle: true),
    ///         tabBar: TabBarSpec(items: [TabBarItemSpec(title: .stringKey("tab.home"), symbol: "house")]))
    /// ```
    ///
    /// Titles are localized text as an item's fields are: plain, per language
    /// (``LocalizedText/perLanguage(_:)``) or a string key (``LocalizedText/stringKey(_:table:arguments:)``).
    ///
    /// A symbol neither the suite's custom one nor in the stand-in set (checked with the suite's
    /// `symbols`), a tab bar of no items or more than five, or a
    /// `selected` index outside its items is reported when the screen is run, as a spec's is
    /// when read (``Suite/validate()``).
    public func bars(navigationBar: NavigationBarSpec? = nil, tabBar: TabBarSpec? = nil, toolbar: ToolbarSpec? = nil) -> Screen {
        var screen = self
        screen.writtenBars = ScreenBars(navigationBar: navigationBar, tabBar: tabBar, toolbar: toolbar)
        screen.layout.bars = screen.writtenBars.sourceTitles
        screen.buildProblems += Self.problems(in: screen.writtenBars)
        return screen
    }

    /// What a spec's decoding would refuse in `bars`, at the keys a spec writes.
    private static func problems(in bars: ScreenBars) -> [ValueProblem] {
        var problems: [ValueProblem] = []
        if let tabBar = bars.tabBar {
            if !(1...BarMetrics.maximumTabBarItems).contains(tabBar.items.count) {
                problems.append(
                    ValueProblem(keyPath: "tabBar.items", problem: "\(tabBar.items.count) items; valid: 1 to \(BarMetrics.maximumTabBarItems)"))
            } else if !tabBar.items.indices.contains(tabBar.selected) {
                problems.append(
                    ValueProblem(keyPath: "tabBar.selected", problem: "\(tabBar.selected); valid: an item's index, 0 to \(tabBar.items.count - 1)"))
            }
        }
        if let toolbar = bars.toolbar {
            if toolbar.items.isEmpty {
                problems.append(ValueProblem(keyPath: "toolbar.items", problem: "no items; valid: at least one bar button item"))
            }
        }
        return problems
    }
}
