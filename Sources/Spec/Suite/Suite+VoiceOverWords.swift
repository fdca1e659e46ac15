import DynamicType
import Localization
import ProofSheetSupport

extension Suite {
    /// The prefix of the string keys that override VoiceOver's words (`VoiceOverWords`): a key
    /// `ProofSheet.VoiceOver.button` in any of the suite's string tables gives the word for
    /// `button` in each language it is translated into (docs/voiceover.md, "Words in each language").
    package static let voiceOverWordPrefix = "ProofSheet.VoiceOver."

    /// The words VoiceOver speaks in a variant in `language` on `device`: `VoiceOverWords`'
    /// row for the language, each word the string tables translate into it
    /// (``voiceOverWordTables``) in its place. A variant without a language, or in a
    /// pseudolanguage, speaks the source language's words (a pseudolanguage changes the app's
    /// strings, not the device's language VoiceOver speaks in), untransformed.
    package func voiceOverWords(in language: LanguageTag?, device: DeviceIdiom) throws(LocalizationError) -> VoiceOverWords {
        let spoken = language.flatMap { $0.pseudolanguage == nil ? $0 : nil } ?? sourceLanguage
        let words = VoiceOverWords(language: spoken)
        guard let stringTables, !voiceOverWordTables.isEmpty else { return words }
        var overrides: [VoiceOverWords.Word: String] = [:]
        for (word, table) in voiceOverWordTables {
            let key = Self.voiceOverWordPrefix + word.rawValue
            let resolved = try stringTables.resolve(StringReference(key: key, table: table), language: spoken, device: device)
            // Untranslated, or a key with no text in the source language (whose text is the key):
            // the built-in word stays.
            guard !resolved.isUntranslated, resolved.text != key else { continue }
            overrides[word] = resolved.text
        }
        return words.overriding(overrides)
    }

    /// The tables holding the keys that override VoiceOver's words, by word (the first table
    /// by name of those that have the key). A key with the prefix that names no word is an error
    /// naming its table's file and the valid keys.
    static func voiceOverWordTables(in tables: StringTables) throws(LocalizationError) -> [VoiceOverWords.Word: String] {
        var found: [VoiceOverWords.Word: String] = [:]
        for (key, table, file) in tables.keys(withPrefix: voiceOverWordPrefix) {
            guard let word = VoiceOverWords.Word(rawValue: String(key.dropFirst(voiceOverWordPrefix.count))) else {
                throw LocalizationError(
                    file: file, location: "key \(key.quoted)",
                    problem: NameError(
                        kind: "VoiceOver word", given: key, validNames: VoiceOverWords.Word.allCases.map { voiceOverWordPrefix + $0.rawValue }
                    ).description)
            }
            found[word] = table
        }
        return found
    }
}
