import Audit
import Foundation
import ProofSheet
import TestSupport
import Testing
import TextEngine
import Variants

/// Languages as a matrix axis: spec decoding, the matrix, filters, baseline names, texts per
/// language and the untranslated-text finding.
@Suite struct LanguageAxisTests {
    static let spec = """
        name: Settings
        languages: [en, de, pt-BR, ar, double-length]
        screens:
          - name: settings
            devices: [iPhone SE]
            layout: {kind: list}
            cell:
              padding: {top: 11, left: 16, bottom: 11, right: 16}
              stack:
                axis: horizontal
                items:
                  - label: {text: "{title}", style: body}
                  - label: {text: "{value}", style: body}
            items:
              - {title: {en: Settings, de: Einstellungen, pt: Ajustes, ar: الإعدادات}, value: "3"}
              - {title: {en: Notifications, de: Mitteilungen}, value: "On"}
          - name: plain
            languages: [en]
            devices: [iPhone SE]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: [{t: Plain}]
          - name: unlocalized
            languages: []
            devices: [iPhone SE]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: [{t: Plain}]

        """

    static let measurer: PangoTextMeasurer = {
        do { return PangoTextMeasurer(library: try FontLibrary.standard()) } catch { fatalError("\(error)") }
    }()

    @Test func theMatrixHasALanguageAxisInTheOrderTheScreenListsIt() throws {
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "    languages: []\n", with: ""))
        let variants = VariantMatrix(suite: suite).variants(VariantFilter(screens: ["settings"], categories: [.large]))
        #expect(variants.map { $0.language?.identifier } == ["en", "de", "pt-BR", "ar", "double-length"])
        #expect(try suite.screen(named: "plain").languages.map(\.identifier) == ["en"])
        // The suite's languages are every screen's unless it lists its own.
        #expect(try suite.screen(named: "unlocalized").languages.count == 5)
    }

    @Test func anEmptyLanguageListIsAnError() {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec) }
        #expect(error?.keyPath == "screens[2].languages")
        #expect(error?.problem.contains("list at least one language") == true)
    }

    @Test(arguments: [
        ("languages: [en, de, pt-BR, ar, double-length]", "languages: [en, de, en]", "languages", "language 'en' is listed twice"),
        ("languages: [en, de, pt-BR, ar, double-length]", "languages: [en, deutschland]", "languages[1]", "language 'deutschland'"),
        ("de: Einstellungen,", "x-: Einstellungen,", "screens[0].items[0].title.x-", "language 'x-'"),
        ("de: Einstellungen,", "accented: Einstellungen,", "screens[0].items[0].title.accented", "is a pseudolanguage"),
        ("{en: Notifications, de: Mitteilungen}", "{de: Mitteilungen}", "screens[0].items[1].title", "no text in the source language 'en'"),
        ("name: Settings\n", "name: Settings\nsourceLanguage: accented\n", "sourceLanguage", "not a pseudolanguage"),
    ])
    func badLanguagesAreSpecErrorsAtTheirKey(original: String, replacement: String, keyPath: String, message: String) {
        let yaml = Self.spec.replacingOccurrences(of: "    languages: []\n", with: "").replacingOccurrences(of: original, with: replacement)
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "settings.yaml") }
        #expect(error?.keyPath == keyPath)
        #expect(error?.problem.contains(message) == true, "\(String(describing: error))")
        #expect(error?.line != nil)
    }

    @Test func textsFollowTheLanguageThroughItsLookupChainThenTheSourceLanguage() throws {
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "    languages: []\n", with: ""))
        let screen = try suite.screen(named: "settings")
        func texts(_ tag: String) throws -> ([String], [UntranslatedText]) {
            let localized = try suite.layoutInput(of: screen, in: try LanguageTag(parsing: tag))
            return (localized.input.sections[0].items.map { $0["title"]! }, localized.untranslated)
        }
        #expect(try texts("en").0 == ["Settings", "Notifications"])
        #expect(try texts("en").1.isEmpty)
        #expect(try texts("de").0 == ["Einstellungen", "Mitteilungen"])
        // pt-BR takes pt's text, as a bundle does; it has no Notifications: English, untranslated.
        let portuguese = try texts("pt-BR")
        #expect(portuguese.0 == ["Ajustes", "Notifications"])
        #expect(
            portuguese.1 == [
                UntranslatedText(kind: .cell, section: 0, item: 1, field: "title", key: nil, language: try LanguageTag(parsing: "pt-BR"))
            ])
        // A pseudolanguage transforms the source text, the plain value too; nothing is untranslated.
        let doubled = try texts("double-length")
        #expect(doubled.0 == ["Settings Settings", "Notifications Notifications"])
        #expect(doubled.1.isEmpty)
        #expect(try suite.layoutInput(of: screen, in: try LanguageTag(parsing: "double-length")).input.sections[0].items[1]["value"] == "On On")
        // Plain text is the same in every real language.
        #expect(try suite.layoutInput(of: screen, in: try LanguageTag(parsing: "de")).input.sections[0].items[0]["value"] == "3")
    }

    @Test func baselinesOfAScreenWithLanguagesGoOneFolderDownOthersKeepTheirNames() throws {
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "    languages: []\n", with: ""))
        let german = Variant(
            screen: "settings", device: try Device.preset(named: "iPhone SE"), category: .large, columns: 1, language: try LanguageTag(parsing: "de"))
        #expect(BaselineName(suite: suite.name, variant: german, scale: 2).path == "settings/settings/iphone-se-3rd-generation/de/1col-large@2x.png")
        var none = german
        none.language = nil
        #expect(BaselineName(suite: suite.name, variant: none, scale: 2).path == "settings/settings/iphone-se-3rd-generation/1col-large@2x.png")
        // The name parses back, folder and all.
        #expect(
            BaselineName(path: "settings/settings/iphone-se-3rd-generation/pt-BR/2col-large-dark@3x.png")?.folder
                == "settings/settings/iphone-se-3rd-generation/pt-BR")
    }

    @Test func aLanguageFilterKeepsItsLanguagesAndAnUnknownOneIsAnError() throws {
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "    languages: []\n", with: ""))
        let matrix = VariantMatrix(suite: suite)
        let german = try matrix.variants(validating: VariantFilter(categories: [.large], languages: [try LanguageTag(parsing: "DE")]))
        #expect(german.map(\.screen) == ["settings", "unlocalized"])
        #expect(german.allSatisfy { $0.language?.identifier == "de" })
        let error = #expect(throws: VariantFilterError.self) {
            try matrix.variants(validating: VariantFilter(languages: [try LanguageTag(parsing: "fr")]))
        }
        #expect(error?.description == "no screen of the spec is shown in fr; its languages: en, de, pt-BR, ar, double-length")
        let plain = try SpecLoader.parse(SpecValidationTests.base)
        let none = #expect(throws: VariantFilterError.self) {
            try VariantMatrix(suite: plain).variants(validating: VariantFilter(languages: [try LanguageTag(parsing: "de")]))
        }
        #expect(none?.description.contains("no screen of the spec lists languages") == true)
    }

    @Test func anUntranslatedFieldIsAFindingOnTheLabelThatShowsIt() throws {
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "    languages: []\n", with: ""), file: "settings.yaml")
        let renderer = try VariantRenderer(suite: suite, specPath: "settings.yaml")
        let filter = VariantFilter(screens: ["settings"], categories: [.large, .accessibilityLarge])
        let findings = try Auditor(renderer: renderer, jobs: 2).audit(VariantMatrix(suite: suite).variants(filter)).filter {
            $0.rule == .untranslatedText
        }
        // Notifications has no ar and no pt(-BR) text; nothing else is missing.
        #expect(findings.map(\.language) == ["pt-BR", "ar"])
        let arabic = try #require(findings.last)
        #expect(arabic.severity == .warning)
        #expect(arabic.element == AuditElement(kind: .cell, section: 0, item: 1, templatePath: "stack.items[0].label"))
        #expect(arabic.text == "Notifications")
        #expect(arabic.categories == [.large, .accessibilityLarge])
        #expect(arabic.detail == "title has no ar translation (its text per language); shows the source language's text")
        // It points at the item's field in the spec, not at the template.
        #expect(arabic.location.keyPath == "screens[0].items[1].title")
        #expect(arabic.location.line == 16)
        #expect(arabic.variantDescription == "settings · iPhone SE (3rd generation) · 1 column · light · ar")
        #expect(arabic.baselineKey == "untranslated-text|settings|iPhone SE (3rd generation)|1|light|ar|cell|0|1|stack.items[0].label")
    }

    @Test func aRightToLeftLanguageLaysOutRightToLeft() throws {
        let device = try Device.preset(named: "iPhone SE")
        #expect(
            Variant(screen: "s", device: device, category: .large, columns: 1, language: try LanguageTag(parsing: "ar")).layoutDirection
                == .rightToLeft)
        #expect(
            Variant(screen: "s", device: device, category: .large, columns: 1, language: try LanguageTag(parsing: "right-to-left")).layoutDirection
                == .rightToLeft)
        #expect(
            Variant(screen: "s", device: device, category: .large, columns: 1, language: try LanguageTag(parsing: "de")).layoutDirection
                == .leftToRight)
        #expect(Variant(screen: "s", device: device, category: .large, columns: 1).layoutDirection == .leftToRight)
        let suite = try SpecLoader.parse(Self.spec.replacingOccurrences(of: "    languages: []\n", with: ""))
        let arabic = Variant(screen: "settings", device: device, category: .large, columns: 1, language: try LanguageTag(parsing: "ar"))
        #expect(try suite.layout(arabic, measurer: Self.measurer).direction == .rightToLeft)
    }
}

extension LanguageAxisTests {
    /// The right-to-left pseudolanguages lay the screen out right to left and force every
    /// paragraph's base direction; Arabic lays out right to left with natural paragraphs.
    @Test func rightToLeftPseudolanguagesForceTheWritingDirection() throws {
        let suite = try SpecLoader.parse(
            Self.spec.replacingOccurrences(of: "    languages: []\n", with: "").replacingOccurrences(
                of: "double-length]", with: "double-length, right-to-left]"))
        let screen = try suite.screen(named: "settings")
        func directions(_ tag: String) throws -> [WritingDirection] {
            let input = try suite.layoutInput(of: screen, in: try LanguageTag(parsing: tag)).input
            return input.cell.stack.items.compactMap { if case .label(let label) = $0 { label.paragraph.baseWritingDirection } else { nil } }
        }
        #expect(try directions("right-to-left") == [.rightToLeft, .rightToLeft])
        #expect(try directions("ar") == [.natural, .natural])
        #expect(try directions("en") == [.natural, .natural])
        let device = try Device.preset(named: "iPhone SE")
        let pseudo = Variant(screen: "settings", device: device, category: .large, columns: 1, language: try LanguageTag(parsing: "right-to-left"))
        let layout = try suite.layout(pseudo, measurer: Self.measurer)
        #expect(layout.direction == .rightToLeft)
        #expect(layout.elements[0].content.labels.map(\.text) == ["Settings", "3"])
        // Mirrored: the title (first in the stack) is the right-most label.
        #expect(layout.elements[0].content.labels[0].frame.minX > layout.elements[0].content.labels[1].frame.minX)
    }
}

/// Texts from a String Catalog next to the spec: plural forms by the language's rules, device
/// variations by the device, a missing translation shown in the source language and reported
/// with its key, and a key in no table refused where the spec writes it.
@Suite struct CatalogTextTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "%lld min ago": {"localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld min ago"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld mins ago"}}}}},
            "ar": {"variations": {"plural": {"zero": {"stringUnit": {"state": "translated", "value": "الآن"}}, "two": {"stringUnit": {"state": "translated", "value": "منذ دقيقتين"}}, "few": {"stringUnit": {"state": "translated", "value": "منذ %lld دقائق"}}, "other": {"stringUnit": {"state": "translated", "value": "منذ %lld دقيقة"}}}}}}},
          "tap": {"localizations": {
            "en": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}, "ipad": {"stringUnit": {"state": "translated", "value": "Tap or click"}}}}},
            "ar": {"stringUnit": {"state": "new", "value": ""}}}}
        }}
        """

    static func spec(key: String = "tap") -> String {
        """
        name: Catalog
        strings: Localizable.xcstrings
        languages: [en, ar]
        screens:
          - name: times
            devices: [iPhone SE, iPad mini]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{time}", style: body}}, {label: {text: "{action}", style: body}}]}}
            items:
              - {time: {key: "%lld min ago", count: 1}, action: {key: \(key)}}
              - {time: {key: "%lld min ago", count: 3}, action: Open}
              - {time: {key: "%lld min ago", count: 0}, action: Open}

        """
    }

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("catalog-texts") }

    func load(_ spec: String) throws -> Suite {
        _ = try scratch.write(Array(Self.catalog.utf8), to: "Localizable.xcstrings")
        let path = try scratch.write(Array(spec.utf8), to: "catalog.yaml").path
        return try SpecLoader.load(path: path)
    }

    @Test func pluralsDevicesAndUntranslatedKeys() throws {
        let suite = try load(Self.spec())
        let screen = try suite.screen(named: "times")
        let phone = try Device.preset(named: "iPhone SE")
        let pad = try Device.preset(named: "iPad mini")
        let english = try suite.layoutInput(of: screen, in: .english, on: phone)
        #expect(english.input.sections[0].items.map { $0["time"]! } == ["1 min ago", "3 mins ago", "0 mins ago"])
        #expect(english.input.sections[0].items[0]["action"] == "Tap")
        #expect(try suite.layoutInput(of: screen, in: .english, on: pad).input.sections[0].items[0]["action"] == "Tap or click")
        // Arabic: 1 has no "one" form here, so "other"; 3 is "few"; Apple's zero form for 0.
        let arabic = try suite.layoutInput(of: screen, in: try LanguageTag(parsing: "ar"), on: phone)
        #expect(arabic.input.sections[0].items.map { $0["time"]! } == ["منذ 1 دقيقة", "منذ 3 دقائق", "الآن"])
        // A translation in state new is untranslated: the English text, reported with its key.
        #expect(arabic.input.sections[0].items[0]["action"] == "Tap")
        #expect(
            arabic.untranslated == [
                UntranslatedText(kind: .cell, section: 0, item: 0, field: "action", key: "tap", language: try LanguageTag(parsing: "ar"))
            ])
        // The source language's texts are the screen's own.
        #expect(screen.layout.sections[0].items[0] == ["time": "1 min ago", "action": "Tap"])

        let renderer = try VariantRenderer(suite: suite, specPath: scratch.file("catalog.yaml").path)
        let findings = try Auditor(renderer: renderer, jobs: 1).audit(VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large])))
            .filter { $0.rule == .untranslatedText }
        #expect(findings.map(\.device) == ["iPad mini", "iPhone SE (3rd generation)"])
        #expect(findings.first?.detail == "action has no ar translation (key 'tap'); shows the source language's text")
        #expect(findings.first?.location.keyPath == "screens[0].items[0].action")
    }

    @Test func aKeyInNoTableIsASpecErrorAtTheItem() throws {
        let error = #expect(throws: SpecError.self) { try load(Self.spec(key: "tpa")) }
        #expect(error?.keyPath == "screens[0].items[0].action")
        #expect(error?.line == 10)
        #expect(error?.problem.contains("did you mean 'tap'?") == true, "\(String(describing: error))")
    }

    @Test func aKeyWithoutStringTablesIsASpecError() throws {
        let error = #expect(throws: SpecError.self) { try load(Self.spec().replacingOccurrences(of: "strings: Localizable.xcstrings\n", with: "")) }
        #expect(error?.keyPath == "screens[0].items[0].action")
        #expect(error?.problem.contains("needs string tables: list them under strings") == true, "\(String(describing: error))")
    }
}

extension CatalogTextTests {
    /// An empty path, alone or in a list, or an empty list, is refused at `strings` (an empty
    /// path would otherwise name the spec's own folder).
    @Test(arguments: [#"strings: """#, "strings: []", #"strings: [Localizable.xcstrings, ""]"#])
    func emptyStringsPathsAreSpecErrors(line: String) throws {
        let error = #expect(throws: SpecError.self) { try load(Self.spec().replacingOccurrences(of: "strings: Localizable.xcstrings", with: line)) }
        #expect(error?.keyPath == "strings")
        #expect(
            error?.problem.hasPrefix("give a String Catalog (Localizable.xcstrings) or a folder of .lproj folders") == true,
            "\(String(describing: error))")
    }
}

extension LanguageAxisTests {
    /// Texts in `sections` are found at their section: a header and an item field without the
    /// source language's text are errors at `sections[i].header` and `sections[i].items[j].field`.
    @Test(arguments: [
        ("header: {en: General, de: Allgemein}", "header: {de: Allgemein}", "screens[0].sections[1].header"),
        ("- {t: {en: Two, de: Zwei}}", "- {t: {de: Zwei}}", "screens[0].sections[1].items[0].t"),
    ])
    func textsInSectionsAreFoundAtTheirSection(original: String, replacement: String, keyPath: String) throws {
        let spec = """
            name: Sections
            languages: [en, de]
            screens:
              - name: s
                layout: {kind: list}
                cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
                sections:
                  - items: [{t: One}]
                  - header: {en: General, de: Allgemein}
                    items:
                      - {t: {en: Two, de: Zwei}}

            """
        let suite = try SpecLoader.parse(spec)
        #expect(try suite.layoutInput(of: suite.screens[0], in: try LanguageTag(parsing: "de")).input.sections[1].header == "Allgemein")
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(spec.replacingOccurrences(of: original, with: replacement)) }
        #expect(error?.keyPath == keyPath)
    }
}
