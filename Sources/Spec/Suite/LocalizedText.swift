import DynamicType
import Localization
import ProofSheetSupport

/// An item field, section header or footer as a spec writes it: text, text per language, or a
/// key into the suite's string tables (``StringReferenceSpec``).
///
/// ```yaml
/// items:
///   - name: Anna                                   # text: the same in every language
///     title: {en: Settings, de: Einstellungen}     # per language
///     unread: {key: "%lld unread", count: 3}       # a String Catalog key, with its count
/// ```
///
/// Text written as is is the source language's and is not translated: every language shows it
/// (a pseudolanguage transforms it, since a pseudolanguage shows the source language's text).
public enum LocalizedText: Hashable, Sendable {
    /// The same text in every language.
    case plain(String)
    /// Text per language, by tag; a language missing falls back to the source language.
    case perLanguage([LanguageTag: String])
    /// A key into the suite's string tables.
    case key(StringReferenceSpec)

    /// The text in the source language, when the spec holds it (plain text, or the source
    /// language's entry); nil for a key, which the string tables resolve.
    /// Whether the text is written as is, the same in every language.
    var isPlain: Bool { if case .plain = self { true } else { false } }

    /// The text as a layout shows it when nothing has resolved it in a language: plain text as
    /// written, text per language in English (else its first language's), a string key as the key
    /// (`LocalizedSection.sourceText(_:_:)`). `Suite.layoutInput(of:in:on:)` and
    /// `Suite.loadStrings(relativeTo:)` hand the layout resolved plain text.
    package var layoutText: String { LocalizedSection.sourceText(self, .english) }

    func sourceText(_ source: LanguageTag) -> String? {
        switch self {
        case .plain(let text): text
        case .perLanguage(let texts): texts[source]
        case .key: nil
        }
    }
}

extension LocalizedText: Decodable {
    public init(from decoder: any Decoder) throws {
        if let scalar = try? decoder.singleValueContainer().decode(ScalarText.self) {
            self = .plain(scalar.text)
            return
        }
        guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "expected text, a mapping of language to text ({en: Settings, de: Einstellungen}) or a string key ({key: settings.title})"
                ))
        }
        if container.contains(AnyCodingKey(stringValue: "key")!) {
            self = .key(try StringReferenceSpec(from: decoder))
            return
        }
        var texts: [LanguageTag: String] = [:]
        for key in container.allKeys {
            let language: LanguageTag
            do {
                language = try LanguageTag(parsing: key.stringValue)
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath + [key],
                        debugDescription: "\(error.description); a mapping here gives the text per language, or is a string key ({key: ...})"
                    ))
            }
            if let problem = SpecRules.textLanguage(language) {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [key], debugDescription: problem))
            }
            guard texts.updateValue(try container.decode(ScalarText.self, forKey: key).text, forKey: language) == nil else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath + [key], debugDescription: "language \(language.identifier.quoted) is given twice"))
            }
        }
        guard !texts.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: SpecRules.noTextLanguage))
        }
        self = .perLanguage(texts)
    }
}
