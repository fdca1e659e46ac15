import Audit
import Foundation
import ProofSheet
import TestSupport
import Testing
import TextEngine
import Variants

/// Bar titles are localized text as an item's fields are (docs/components.md, "Bars"): a String
/// Catalog key and text per language resolve in each language, a missing translation shows the
/// source language's text and is an `untranslated-text` finding on the bar, and a key into no
/// table or text without the source language is a spec error at the title's key path.
@Suite struct BarTitleLanguageTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "settings.title": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Settings"}},
            "de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}}}},
          "tab.general": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "General"}},
            "de": {"stringUnit": {"state": "translated", "value": "Allgemein"}}}},
          "tab.search": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Search"}},
            "de": {"stringUnit": {"state": "new", "value": ""}}}}
        }}
        """

    static func spec(title: String = "{key: settings.title}", edit: String = "{en: Edit, de: Bearbeiten}", search: String = "") -> String {
        """
        name: Bars
        strings: Localizable.xcstrings
        languages: [en, de, double-length]
        screens:
          - name: settings
            devices: [iPhone 16]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{title}"}}]}}
            items: [{title: One}]
            navigationBar: {title: \(title), leading: [{title: \(edit)}], trailing: [{symbol: plus}]\(search)}
            toolbar: {items: [Share]}
            tabBar: {items: [{title: {key: tab.general}, symbol: gear}, {title: {key: tab.search}, symbol: magnifyingglass}]}

        """
    }

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("bar-titles") }

    func load(_ spec: String) throws -> Suite {
        _ = try scratch.write(Array(Self.catalog.utf8), to: "Localizable.xcstrings")
        let path = try scratch.write(Array(spec.utf8), to: "bars.yaml").path
        return try SpecLoader.load(path: path)
    }

    /// Every title of the bars as a layout input holds it, in order: navigation title, leading,
    /// trailing, toolbar, tabs (a symbol item has none).
    static func titles(_ bars: ScreenBars) -> [String] {
        bars.titles.map(\.text.layoutText)
    }

    @Test func titlesResolvePerLanguage() throws {
        let suite = try load(Self.spec())
        let screen = try suite.screen(named: "settings")
        let english = try suite.layoutInput(of: screen, in: .english)
        #expect(Self.titles(english.input.bars) == ["Settings", "Edit", "Share", "General", "Search"])
        #expect(english.untranslated.isEmpty)
        // The source language's titles are the screen's own layout's (what a screen without languages shows).
        #expect(Self.titles(screen.layout.bars) == ["Settings", "Edit", "Share", "General", "Search"])
        let german = try suite.layoutInput(of: screen, in: try LanguageTag(parsing: "de"))
        #expect(Self.titles(german.input.bars) == ["Einstellungen", "Bearbeiten", "Share", "Allgemein", "Search"])
        #expect(
            german.untranslated == [
                UntranslatedText(
                    kind: .tabBar, section: 0, item: 0, field: "tabBar.items[1].title", key: "tab.search", language: try LanguageTag(parsing: "de"))
            ])
        #expect(german.input.bars.navigationBar?.trailing[0].symbol == "plus")
        // A pseudolanguage transforms the source language's titles.
        let doubled = try suite.layoutInput(of: screen, in: try LanguageTag(parsing: "double-length"))
        #expect(Self.titles(doubled.input.bars) == ["Settings Settings", "Edit Edit", "Share Share", "General General", "Search Search"])

        // Laid out and audited: the German bar shows the German title, and the untranslated tab
        // is a finding on the tab bar at the title's key path in the spec.
        let renderer = try VariantRenderer(suite: suite, specPath: scratch.file("bars.yaml").path)
        let variant = Variant(
            screen: "settings", device: try Device.preset(named: "iPhone 16"), category: .large, columns: 1, language: try LanguageTag(parsing: "de"))
        let layout = try renderer.layout(variant)
        #expect(layout.bars[0].content.labels.map(\.text) == ["Bearbeiten", "Einstellungen"])
        #expect(layout.voiceOverElements().first { $0.element.traits.contains(.header) }?.element.label == "Einstellungen")
        let findings = try Auditor(renderer: renderer, jobs: 1).audit(VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large])))
            .filter { $0.rule == .untranslatedText }
        #expect(findings.map(\.element) == [.bar("tabBar.items[1].title")])
        #expect(findings.first?.element.kind == .tabBar)
        #expect(findings.first?.location.keyPath == "screens[0].tabBar.items[1].title")
        #expect(findings.first?.detail == "tabBar.items[1].title has no de translation (key 'tab.search'); shows the source language's text")
    }

    /// The navigation bar's search field texts resolve per language like its titles: the
    /// placeholder from a key, the cancel button's title per language; a key without a German
    /// translation shows English and is an `untranslated-text` finding at the placeholder's key
    /// path; a misspelt key is a spec error there.
    @Test func searchFieldTextsResolvePerLanguage() throws {
        let suite = try load(
            Self.spec(
                search: ", searchField: {placeholder: {key: tab.search}, showsCancelButton: true, cancelButtonTitle: {en: Cancel, de: Abbrechen}}"))
        let screen = try suite.screen(named: "settings")
        let german = try suite.layoutInput(of: screen, in: try LanguageTag(parsing: "de"))
        let field = try #require(german.input.bars.navigationBar?.searchField)
        #expect(field.placeholder == "Search" && field.cancelButtonTitle == "Abbrechen")
        #expect(german.untranslated.map(\.field).contains("navigationBar.searchField.placeholder"))
        let renderer = try VariantRenderer(suite: suite, specPath: scratch.file("bars.yaml").path)
        let variant = Variant(
            screen: "settings", device: try Device.preset(named: "iPhone 16"), category: .large, columns: 1, language: try LanguageTag(parsing: "de"))
        #expect(try renderer.layout(variant).bars[0].content.labels.suffix(2).map(\.text) == ["Search", "Abbrechen"])
        let findings = try Auditor(renderer: renderer, jobs: 1).audit(VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large])))
            .filter { $0.rule == .untranslatedText && $0.element == .bar("navigationBar.searchField.placeholder") }
        #expect(findings.first?.location.keyPath == "screens[0].navigationBar.searchField.placeholder")
        let error = #expect(throws: SpecError.self) { try load(Self.spec(search: ", searchField: {placeholder: {key: tab.serch}}")) }
        #expect(error?.keyPath == "screens[0].navigationBar.searchField.placeholder")
    }

    /// A bar element's accessibility label from a key resolves per language; without a German
    /// translation VoiceOver reads English, an `untranslated-text` finding at the label's key path.
    @Test func anUntranslatedAccessibilityLabelIsAFinding() throws {
        let suite = try load(Self.spec(search: ", titleAccessibility: {label: {key: tab.search}}"))
        let renderer = try VariantRenderer(suite: suite, specPath: scratch.file("bars.yaml").path)
        let german = Variant(
            screen: "settings", device: try Device.preset(named: "iPhone 16"), category: .large, columns: 1, language: try LanguageTag(parsing: "de"))
        #expect(try renderer.layout(german).voiceOverElements().first { $0.element.traits.contains(.header) }?.element.label == "Search")
        let findings = try Auditor(renderer: renderer, jobs: 1).audit(VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large])))
            .filter { $0.rule == .untranslatedText && $0.element == .bar("navigationBar.titleAccessibility.label") }
        #expect(findings.count == 1)
        #expect(findings.first?.location.keyPath == "screens[0].navigationBar.titleAccessibility.label")
        #expect(findings.first?.detail.contains("VoiceOver reads the source language's text") == true)
    }

    @Test func aTitleKeyInNoTableIsASpecErrorAtTheTitle() throws {
        let error = #expect(throws: SpecError.self) { try load(Self.spec(title: "{key: settings.titel}")) }
        #expect(error?.keyPath == "screens[0].navigationBar.title")
        #expect(error?.line == 10)
        #expect(error?.problem.contains("did you mean 'settings.title'?") == true, "\(String(describing: error))")
    }

    @Test func aTitleWithoutTheSourceLanguageIsASpecError() throws {
        let error = #expect(throws: SpecError.self) { try load(Self.spec(edit: "{de: Bearbeiten}")) }
        #expect(error?.keyPath == "screens[0].navigationBar.leading[0].title")
        #expect(error?.problem.contains("no text in the source language 'en'") == true, "\(String(describing: error))")
    }

    /// The Swift DSL takes the same localized titles.
    @Test func swiftTitlesAreLocalizedText() throws {
        let parsed = try load(Self.spec())
        let written = try parsed.screen(named: "settings")
        let built = written.bars(
            navigationBar: NavigationBarSpec(
                title: .stringKey("settings.title"),
                leading: [BarButtonItemSpec(title: .perLanguage([.english: "Edit", try LanguageTag(parsing: "de"): "Bearbeiten"]))],
                trailing: [BarButtonItemSpec(symbol: "plus")]),
            tabBar: TabBarSpec(items: [
                TabBarItemSpec(title: .stringKey("tab.general"), symbol: "gear"),
                TabBarItemSpec(title: .stringKey("tab.search"), symbol: "magnifyingglass"),
            ]),
            toolbar: ToolbarSpec(items: [BarButtonItemSpec(title: "Share")]))
        #expect(built.writtenBars == written.writtenBars)
    }
}
