import Foundation
import Layout
import Localization
import ProofSheet
import Rendering
import Spec
import TestSupport
import Testing
import Variants

/// What VoiceOver speaks around an element's texts is in the variant's language
/// (docs/voiceover.md, "Words in each language"): a heading and a button read "Überschrift" and
/// "Taste" in German, "عنوان" and "زر" in Arabic; a pseudolanguage and a language without words
/// of its own read English.
@Suite struct VoiceOverWordsTests {
    static let spec = """
        name: Words
        screens:
          - name: words
            devices: [iPhone 16]
            languages: [en, de, ar, ja, fr, es, sv, double-length]
            layout: {kind: grid}
            cell:
              stack:
                items:
                  - label: {text: "{title}", style: title2, accessibility: {traits: [header]}}
                  - button: {title: "{action}"}
            items:
              - {title: Espresso, action: Order}
        """

    let renderer: VariantRenderer

    init() throws {
        let folder = try ScratchFolder("voiceover-words")
        renderer = try VariantRenderer(specPath: try folder.write(Array(Self.spec.utf8), to: "words.yaml").path)
    }

    func spoken(_ language: String) throws -> [String] {
        let screen = renderer.suite.screens[0]
        let variant = Variant(
            screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
            language: try LanguageTag(parsing: language))
        return try renderer.layout(variant).voiceOverElements().map(\.spoken)
    }

    @Test(arguments: [
        ("en", ["Espresso. Heading.", "Order. Button."]),
        ("de", ["Espresso. Überschrift.", "Order. Taste."]),
        ("ar", ["Espresso. عنوان.", "Order. زر."]),
        ("ja", ["Espresso. 見出し.", "Order. ボタン."]),
        ("fr", ["Espresso. En-tête.", "Order. Bouton."]),
        ("es", ["Espresso. Encabezado.", "Order. Botón."]),
        ("sv", ["Espresso. Heading.", "Order. Button."]),
    ])
    func traitWordsAreTheVariantsLanguages(language: String, expected: [String]) throws {
        #expect(try spoken(language) == expected)
    }

    /// A pseudolanguage's texts are the source language's made longer or mirrored: its VoiceOver
    /// words are the source language's, English here, and German in a suite written in German.
    @Test func aPseudolanguageSpeaksItsSourceLanguagesWords() throws {
        #expect(try spoken("double-length").last?.hasSuffix(". Button.") == true)
        let german = Self.spec.replacingOccurrences(of: "name: Words\n", with: "name: Words\nsourceLanguage: de\n")
        let folder = try ScratchFolder("voiceover-words-source")
        let renderer = try VariantRenderer(specPath: try folder.write(Array(german.utf8), to: "words.yaml").path)
        let screen = renderer.suite.screens[0]
        for language in ["double-length", "right-to-left"] {
            let variant = Variant(
                screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
                language: try LanguageTag(parsing: language))
            let spoken = try renderer.layout(variant).voiceOverElements().map(\.spoken)
            #expect(spoken.first?.hasSuffix(". Überschrift.") == true, "\(language): \(spoken)")
            #expect(spoken.last?.hasSuffix(". Taste.") == true, "\(language): \(spoken)")
        }
    }

    /// The VoiceOver view's title and notes are in the table too: the title's count takes the
    /// language's plural form (CLDR `one`: "1 Stopp" in German, "0 arrêt" in French), Arabic
    /// and Japanese use one form for every count.
    @Test func theViewsLinesAreInTheLanguage() {
        #expect(VoiceOverWords(language: "en").readingOrder(count: 1) == "VoiceOver reads, in order (1 stop):")
        #expect(VoiceOverWords(language: "en").readingOrder(count: 3) == "VoiceOver reads, in order (3 stops):")
        #expect(VoiceOverWords(language: "de").readingOrder(count: 1) == "VoiceOver liest der Reihe nach (1 Stopp):")
        #expect(VoiceOverWords(language: "de").readingOrder(count: 2) == "VoiceOver liest der Reihe nach (2 Stopps):")
        #expect(VoiceOverWords(language: "fr").readingOrder(count: 0) == "VoiceOver lit, dans l’ordre (0 arrêt) :")
        #expect(VoiceOverWords(language: "ar").readingOrder(count: 2) == "يقرأ VoiceOver بالترتيب (عدد العناصر: 2):")
        #expect(VoiceOverWords(language: "ja").readingOrder(count: 5) == "VoiceOverの読み上げ順（5項目）：")
        #expect(VoiceOverWords(language: "de").stopsBelow(4) == "+ 4 weitere unter dem ersten Bildschirm")
        #expect(VoiceOverWords(language: "ar").nothingToSpeak == "(لا شيء لقراءته)")
        #expect(VoiceOverWords(language: "sv").nothingToSpeak == "(nothing to speak)")
    }

    /// Every language of the table has every word, and a tab's place reads in the language's order.
    @Test func everyLanguageHasEveryWord() {
        for (language, words) in VoiceOverWords.table {
            #expect(Set(words.keys) == Set(VoiceOverWords.Word.allCases), "\(language)")
        }
        #expect(VoiceOverWords(language: "de").position(2, of: 3) == "2 von 3")
        #expect(VoiceOverWords(language: "ja").position(2, of: 3) == "3項目中2項目目")
        #expect(VoiceOverWords(language: "ar").tab == "علامة تبويب")
        #expect(VoiceOverWords(language: "xx").spoken(.selected) == "Selected")
        #expect(VoiceOverWords(language: nil) == .english)
    }
}

/// A switch row reads its state in the variant's language, and as a switch ("Switch button").
@Suite struct VoiceOverSwitchWordsTests {
    static let spec = """
        name: Switch
        screens:
          - name: switch
            devices: [iPhone 16]
            languages: [en, de, ar]
            layout: {kind: list}
            cell:
              stack:
                axis: horizontal
                items:
                  - label: {text: "{title}"}
                  - switch: {isOn: true}
            items:
              - {title: Wi-Fi}
        """

    @Test(arguments: [("en", "Wi-Fi, On. Switch button."), ("de", "Wi-Fi, Ein. Schalter."), ("ar", "Wi-Fi, تشغيل. زر تبديل.")])
    func aSwitchRowReadsItsStateInTheLanguage(language: String, expected: String) throws {
        let folder = try ScratchFolder("voiceover-switch-words")
        let renderer = try VariantRenderer(specPath: try folder.write(Array(Self.spec.utf8), to: "switch.yaml").path)
        let screen = renderer.suite.screens[0]
        let variant = Variant(
            screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
            language: try LanguageTag(parsing: language))
        #expect(try renderer.layout(variant).voiceOverElements().map(\.spoken) == [expected])
    }
}

/// The VoiceOver view of an Arabic variant reads right to left: its title and lines in Arabic,
/// each line's paragraph right to left, so a line that starts with a Latin label still starts at
/// the right ("Espresso" rightmost, the trait word left of it); an English one, and the
/// right-to-left pseudolanguage's English, keep each line's own direction.
@Suite struct VoiceOverViewLanguageTests {
    @Test func anArabicListReadsRightToLeft() throws {
        let folder = try ScratchFolder("voiceover-view-arabic")
        let renderer = try VariantRenderer(specPath: try folder.write(Array(VoiceOverWordsTests.spec.utf8), to: "words.yaml").path)
        let screen = renderer.suite.screens[0]
        func svgTexts(_ language: String) throws -> [String] {
            let variant = Variant(
                screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
                language: try LanguageTag(parsing: language))
            let options = RenderOptions(scale: 1, caption: false, overlays: [.voiceover])
            let svg = String(decoding: try #require(try renderer.renderSVG(variant, options: options, textMode: .text).first), as: UTF8.self)
            // The texts in painting order, as drawn (SVG text runs are in visual order).
            return svg.components(separatedBy: "xml:space=\"preserve\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
        }
        let arabic = try svgTexts("ar")
        #expect(arabic.contains(".عنوان. Espresso"), "\(arabic)")
        #expect(arabic.contains(".زر. Order"), "\(arabic)")
        #expect(arabic.contains { $0.contains("عدد العناصر") && $0.contains("VoiceOver") })
        let english = try svgTexts("en")
        #expect(english.contains("Espresso. Heading.") && english.contains("VoiceOver reads, in order (2 stops):"), "\(english)")
        let mirrored = try svgTexts("right-to-left")
        #expect(mirrored.contains("Espresso. Heading.") && mirrored.contains("VoiceOver reads, in order (2 stops):"), "\(mirrored)")

        let layout = try renderer.layout(
            Variant(
                screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
                language: try LanguageTag(parsing: "ar")))
        #expect(VoiceOverView(layout: layout).writingDirection == .rightToLeft)
        #expect(VoiceOverView(layout: layout).legendTitle == "يقرأ VoiceOver بالترتيب (عدد العناصر: 2):")
    }
}

/// A team overrides VoiceOver's words through its String Catalog: a key
/// `ProofSheet.VoiceOver.<word>` in any of the suite's tables gives the word in each language it
/// is translated into; the table's word stays in the others. A key naming no word is refused
/// with the valid keys. (A button's title from an item's string key is in the variant's language,
/// as a label's text is.)
@Suite struct VoiceOverWordOverrideTests {
    static func catalog(_ key: String) -> String {
        """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Order" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Bestellen" } } }
            },
            "\(key)" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Knopf" } },
                "ar" : { "stringUnit" : { "state" : "new", "value" : "زرّ" } }
              }
            }
          }
        }
        """
    }

    static let spec = """
        name: Override
        strings: Catalog.xcstrings
        screens:
          - name: words
            devices: [iPhone 16]
            languages: [en, de, ar]
            layout: {kind: grid}
            cell:
              stack:
                items:
                  - button: {title: "{action}"}
            items:
              - {action: {key: Order}}
        """

    @Test func aCatalogKeyOverridesAWordInTheLanguagesItTranslates() throws {
        let folder = try ScratchFolder("voiceover-word-override")
        _ = try folder.write(Array(Self.catalog("ProofSheet.VoiceOver.button").utf8), to: "Catalog.xcstrings")
        let renderer = try VariantRenderer(specPath: try folder.write(Array(Self.spec.utf8), to: "override.yaml").path)
        let screen = renderer.suite.screens[0]
        func spoken(_ language: String) throws -> [String] {
            let variant = Variant(
                screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
                language: try LanguageTag(parsing: language))
            return try renderer.layout(variant).voiceOverElements().map(\.spoken)
        }
        let german = try spoken("de")
        // The button's title, an item's string key, is in the language too.
        #expect(german == ["Bestellen. Knopf."])
        // English has no text for the key (the key would be its text): the table's word.
        #expect(try spoken("en") == ["Order. Button."])
        // Arabic's is still `new`, so untranslated: the table's word.
        #expect(try spoken("ar") == ["Order. زر."])
    }

    @Test func aKeyNamingNoWordIsRefused() throws {
        let folder = try ScratchFolder("voiceover-word-override-bad")
        _ = try folder.write(Array(Self.catalog("ProofSheet.VoiceOver.buton").utf8), to: "Catalog.xcstrings")
        let path = try folder.write(Array(Self.spec.utf8), to: "override.yaml").path
        let error = #expect(throws: (any Error).self) { try VariantRenderer(specPath: path) }
        let message = error.map { String(describing: $0) } ?? ""
        #expect(message.contains("override.yaml:2:10"), "\(message)")
        #expect(message.contains("Catalog.xcstrings"), "\(message)")
        #expect(message.contains("ProofSheet.VoiceOver.buton"), "\(message)")
        #expect(message.contains("ProofSheet.VoiceOver.button"), "\(message)")
    }
}
