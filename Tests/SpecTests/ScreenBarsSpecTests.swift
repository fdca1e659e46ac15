import Localization
import Spec
import Testing

/// A screen's `navigationBar`, `tabBar` and `toolbar` keys (docs/components.md, "Bars"): the
/// model they decode to, the Swift DSL building the same model, and bad values as spec errors at
/// their line naming what is valid.
@Suite struct ScreenBarsSpecTests {
    static func spec(_ bars: String) -> String {
        """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{title}"}}]}}
            items: [{title: One}]
        \(bars.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        """
    }

    @Test func barsDecodeToTheModel() throws {
        let suite = try SpecLoader.parse(
            Self.spec(
                """
                navigationBar: {title: Settings, largeTitle: true, leading: [Cancel], trailing: [{title: Done, done: true}, {symbol: plus}]}
                toolbar: {items: [{symbol: trash}, Share]}
                tabBar: {items: [{title: Home, symbol: house}, {title: Search}], selected: 1}
                """))
        let bars = try suite.screen(named: "list").layout.bars
        let expected = ScreenBars(
            navigationBar: NavigationBarSpec(
                title: "Settings", largeTitle: true, leading: [BarButtonItemSpec(title: "Cancel")],
                trailing: [BarButtonItemSpec(title: "Done", isDone: true), BarButtonItemSpec(symbol: "plus")]),
            tabBar: TabBarSpec(items: [TabBarItemSpec(title: "Home", symbol: "house"), TabBarItemSpec(title: "Search")], selected: 1),
            toolbar: ToolbarSpec(items: [BarButtonItemSpec(symbol: "trash"), BarButtonItemSpec(title: "Share")]))
        #expect(bars == expected)
        #expect(try SpecLoader.parse(Self.spec("")).screen(named: "list").layout.bars.isEmpty)
    }

    /// A navigation bar's `searchField` is written as its placeholder, alone (the placeholder
    /// `Search`) or as a mapping with localized texts; a pseudolanguage transforms its texts as it
    /// does the titles, and the Swift DSL builds the same model.
    @Test func searchFieldsDecodeToTheModel() throws {
        func field(_ written: String) throws -> BarSearchFieldSpec? {
            try SpecLoader.parse(Self.spec("navigationBar: {title: Settings, \(written)}")).screen(named: "list").writtenBars.navigationBar?
                .searchField
        }
        #expect(try field("largeTitle: true") == nil)
        #expect(try field("searchField: Search Settings") == BarSearchFieldSpec(placeholder: "Search Settings"))
        #expect(try field("searchField: ") == BarSearchFieldSpec())
        #expect(try field("searchField: {}") == BarSearchFieldSpec(placeholder: "Search"))
        let full = try field(
            "searchField: {placeholder: {en: Search}, text: Wi, showsCancelButton: true, cancelButtonTitle: Done, tint: systemOrange}")
        #expect(
            full
                == BarSearchFieldSpec(
                    placeholder: .perLanguage([.english: "Search"]), text: "Wi", showsCancelButton: true, cancelButtonTitle: "Done",
                    tint: "systemOrange"))
        #expect(BarSearchFieldSpec().cancelButtonTitle == "Cancel" && BarSearchFieldSpec().tint == "systemBlue")
        let labelled = try field("searchField: {accessibility: {label: {en: Find, de: Finden}, hint: Searches}}")
        #expect(labelled?.accessibilityLabel == .perLanguage([.english: "Find", try LanguageTag(parsing: "de"): "Finden"]))
        #expect(labelled?.accessibility.hint == "Searches" && labelled?.accessibility.label == nil)

        let suite = try SpecLoader.parse(
            Self.spec("languages: [en, double-length]\nnavigationBar: {title: Settings, searchField: {placeholder: Search, showsCancelButton: true}}")
        )
        let screen = try suite.screen(named: "list")
        let doubled = try suite.layoutInput(of: screen, in: LanguageTag(parsing: "double-length")).input.bars.navigationBar?.searchField
        #expect(doubled?.placeholder == "Search Search" && doubled?.cancelButtonTitle == "Cancel Cancel")
        #expect(
            screen.writtenBars.titles.map(\.keyPath) == [
                "navigationBar.title", "navigationBar.searchField.placeholder", "navigationBar.searchField.cancelButtonTitle",
            ])
        let built = screen.bars(
            navigationBar: NavigationBarSpec(title: "Settings", searchField: BarSearchFieldSpec(placeholder: "Search", showsCancelButton: true)))
        #expect(built.layout.bars == screen.layout.bars)
    }

    /// Bar titles are plain text: the same in every real language, transformed by a pseudolanguage
    /// like the screen's other plain text (symbols stay as they are).
    @Test func pseudolanguagesTransformBarTitles() throws {
        let suite = try SpecLoader.parse(
            Self.spec(
                """
                languages: [en, de, double-length]
                navigationBar: {title: Settings, leading: [Edit], trailing: [{symbol: plus}]}
                toolbar: {items: [Share]}
                tabBar: {items: [{title: Home, symbol: house}]}
                """))
        let screen = try suite.screen(named: "list")
        let doubled = try suite.layoutInput(of: screen, in: LanguageTag(parsing: "double-length")).input.bars
        #expect(doubled.navigationBar?.title == "Settings Settings" && doubled.navigationBar?.leading[0].title == "Edit Edit")
        #expect(doubled.navigationBar?.trailing[0] == BarButtonItemSpec(symbol: "plus"))
        #expect(doubled.toolbar?.items[0].title == "Share Share" && doubled.tabBar?.items[0] == TabBarItemSpec(title: "Home Home", symbol: "house"))
        #expect(try suite.layoutInput(of: screen, in: LanguageTag(parsing: "de")).input.bars == screen.layout.bars)
    }

    /// The DSL's `bars(...)` sets the same model, and a symbol outside the stand-in set or a
    /// `selected` past the items is a problem ``Suite/validate()`` reports at the key.
    @Test func swiftDSLBuildsTheSameBars() throws {
        let parsed = try SpecLoader.parse(
            Self.spec("navigationBar: {title: Inbox, trailing: [{symbol: plus}]}\ntabBar: {items: [{title: Mail, symbol: envelope}]}"))
        let written = try parsed.screen(named: "list")
        let built = written.bars(
            navigationBar: NavigationBarSpec(title: "Inbox", trailing: [BarButtonItemSpec(symbol: "plus")]),
            tabBar: TabBarSpec(items: [TabBarItemSpec(title: "Mail", symbol: "envelope")]))
        #expect(built.layout.bars == written.layout.bars)
        var suite = parsed
        suite.screens = [written.bars(tabBar: TabBarSpec(items: [TabBarItemSpec(title: "Mail", symbol: "envelop")]))]
        let problem = #expect(throws: (any Error).self) { try suite.validate() }
        #expect("\(problem.map { "\($0)" } ?? "")".contains("tabBar.items[0].symbol"), "\(String(describing: problem))")
        suite.screens = [written.bars(tabBar: TabBarSpec(items: [TabBarItemSpec(title: "Mail")], selected: 2))]
        let selected = #expect(throws: (any Error).self) { try suite.validate() }
        #expect("\(selected.map { "\($0)" } ?? "")".contains("tabBar.selected"))
    }

    @Test(arguments: [
        ("navigationBar: {largeTitle: true}", "title", "screens[0].navigationBar"),
        ("navigationBar: {title: A, trailing: [{symbol: plus, title: B}]}", "a title or a symbol", "trailing[0]"),
        ("navigationBar: {title: A, leading: [{symbol: pluss}]}", "unknown symbol name 'pluss'", "plus"),
        ("navigationBar: {title: A, largeTitel: true}", "unknown key 'largeTitel'", "largeTitle"),
        ("tabBar: {items: []}", "0 items", "1 to 5"),
        ("tabBar: {items: [{title: A}], selected: 3}", "selected", "0 to 0"),
        ("tabBar: {items: [{title: A}, {title: B}], selected: 2}", "an item's index, 0 to 1", "selected"),
        ("toolbar: {items: []}", "no items", "at least one"),
        ("navigationBar: {title: A, searchField: {placeholdr: B}}", "unknown key 'placeholdr'", "placeholder"),
        ("navigationBar: {title: A, searchField: {tint: blu}}", "blu", "searchField.tint"),
        ("navigationBar: {title: A, searchField: [B]}", "searchField", "navigationBar"),
    ])
    func badBarKeysAreErrors(bars: String, expected: String, alsoExpected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(bars)) }
        let text = error?.description ?? "no error"
        #expect(text.contains(expected) && text.contains(alsoExpected), "\(text)")
        #expect(text.contains(":7:"), "the bar's line: \(text)")
    }
}
