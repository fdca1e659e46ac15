import DynamicType

extension Screen {
    /// The screen shown at `categories` only, as a spec's `categories` gives them; without it a
    /// screen is shown at all 12.
    ///
    /// ```swift
    /// Screen("settings", layout: .list(style: .insetGrouped)) { ... } items: { ... }
    ///     .categories([.extraSmall, .large, .accessibility1, .accessibility5])
    /// ```
    ///
    /// An empty list or a category listed twice is reported when the screen is run, as a spec's
    /// is when read (``Suite/validate()``).
    public func categories(_ categories: [ContentSizeCategory]) -> Screen {
        var screen = self
        if let problem = SpecRules.categoryList(categories) {
            screen.buildProblems.append(ValueProblem(keyPath: "categories", problem: problem))
        }
        screen.categories = categories.sorted()
        return screen
    }
}
