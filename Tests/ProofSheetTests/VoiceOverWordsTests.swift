import Foundation
import Layout
import Localization
import ProofSheet
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

    /// A pseudolanguage's texts are English made longer or mirrored: its VoiceOver words are
    /// English.
    @Test func aPseudolanguageSpeaksEnglish() throws {
        #expect(try spoken("double-length").last?.hasSuffix(". Button.") == true)
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
