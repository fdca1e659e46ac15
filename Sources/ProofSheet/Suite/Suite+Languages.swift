import Layout
import Localization

/// A text a screen shows in the source language because the language it is shown in has no
/// translation: the audit reports it (`untranslated-text`), as Xcode marks untranslated strings.
public struct UntranslatedText: Hashable, Sendable {
    /// The cell, header or footer showing it.
    public var kind: ElementKind
    public var section: Int
    /// The item's index in its section; 0 for a header or footer.
    public var item: Int
    /// The item's field (`title`); `text` for a header or footer.
    public var field: String
    /// The string key, nil for a text written per language in the spec.
    public var key: String?
    /// The language with no translation.
    public var language: LanguageTag

    public init(kind: ElementKind, section: Int, item: Int, field: String, key: String?, language: LanguageTag) {
        self.kind = kind
        self.section = section
        self.item = item
        self.field = field
        self.key = key
        self.language = language
    }
}

extension Suite {
    /// `screen`'s layout input with its texts in `language` (nil: as written, for a screen without
    /// languages), and the texts that had no translation in it. A pseudolanguage shows the source
    /// language's texts, transformed; the right-to-left ones also set every paragraph's base
    /// writing direction to right to left (`NSForceRightToLeftWritingDirection`).
    public func layoutInput(of screen: Screen, in language: LanguageTag?) throws -> (input: ScreenLayoutInput, untranslated: [UntranslatedText]) {
        guard let language, language != sourceLanguage || screen.texts.contains(where: { !$0.isPlain }) else { return (screen.layout, []) }
        var input = screen.layout
        var untranslated: [UntranslatedText] = []
        for (sectionIndex, section) in screen.texts.enumerated() {
            func resolve(_ text: LocalizedText, kind: ElementKind, item: Int, field: String) throws -> String {
                let resolved = try self.resolve(text, in: language)
                if resolved.isUntranslated {
                    var key: String?
                    if case .key(let spec) = text { key = spec.reference.key }
                    untranslated.append(UntranslatedText(kind: kind, section: sectionIndex, item: item, field: field, key: key, language: language))
                }
                return resolved.text
            }
            input.sections[sectionIndex].header = try section.header.map { try resolve($0, kind: .header, item: 0, field: "text") }
            input.sections[sectionIndex].footer = try section.footer.map { try resolve($0, kind: .footer, item: 0, field: "text") }
            for (itemIndex, record) in section.items.enumerated() {
                var resolvedRecord: [String: String] = [:]
                for field in record.keys.sorted() {
                    resolvedRecord[field] = try resolve(record[field]!, kind: .cell, item: itemIndex, field: field)
                }
                input.sections[sectionIndex].items[itemIndex] = resolvedRecord
            }
        }
        if language.pseudolanguage?.forcesRightToLeftWritingDirection == true {
            input = input.forcingBaseWritingDirection(.rightToLeft)
        }
        return (input, untranslated)
    }

    /// `text` in `language`: a pseudolanguage's transformation of the source text; a text per
    /// language through the language's lookup chain (`pt-BR`, then `pt`), else the source
    /// language's (untranslated); plain text as written.
    func resolve(_ text: LocalizedText, in language: LanguageTag) throws -> (text: String, isUntranslated: Bool) {
        switch text {
        case .plain(let plain):
            return (language.pseudolanguage?.transform(plain) ?? plain, false)
        case .perLanguage(let texts):
            let source = texts[sourceLanguage]!
            if let pseudo = language.pseudolanguage { return (pseudo.transform(source), false) }
            for tag in language.lookupChain {
                if let match = texts.first(where: { $0.key.identifier == tag }) { return (match.value, false) }
            }
            return (source, true)
        case .key(let spec):
            throw SpecError(file: locations?.file ?? "<spec>", keyPath: "strings", problem: "string key \(spec.reference.key.quoted) needs string tables (strings: Localizable.xcstrings)")
        }
    }
}

extension Suite {
    /// Sets each screen's source-language texts, after checking that every text written per
    /// language has the source language's (the text a missing translation falls back to).
    mutating func checkSourceTexts(codingPath: [any CodingKey]) throws {
        for index in screens.indices {
            let usesSections = screens[index].writesSections
            for (sectionIndex, section) in screens[index].texts.enumerated() {
                let sectionPath: [any CodingKey] = codingPath + [AnyCodingKey(intValue: index)!]
                    + (usesSections ? [AnyCodingKey(stringValue: "sections")!, AnyCodingKey(intValue: sectionIndex)!] : [])
                var fields: [([any CodingKey], LocalizedText)] = []
                if let header = section.header { fields.append(([AnyCodingKey(stringValue: "header")!], header)) }
                if let footer = section.footer { fields.append(([AnyCodingKey(stringValue: "footer")!], footer)) }
                for (itemIndex, record) in section.items.enumerated() {
                    for field in record.keys.sorted() {
                        fields.append(([AnyCodingKey(stringValue: "items")!, AnyCodingKey(intValue: itemIndex)!, AnyCodingKey(stringValue: field)!], record[field]!))
                    }
                }
                for (path, text) in fields {
                    guard case .perLanguage(let texts) = text, texts[sourceLanguage] == nil else { continue }
                    throw DecodingError.dataCorrupted(.init(
                        codingPath: sectionPath + path,
                        debugDescription: "no text in the source language \(sourceLanguage.identifier.quoted), which a missing translation falls back to; "
                            + "add \(sourceLanguage.identifier): ... (or set sourceLanguage to one of \(texts.keys.sorted().map(\.identifier).joined(separator: ", ")))"
                    ))
                }
            }
            screens[index].layout.sections = screens[index].texts.map { $0.sourceTexts(sourceLanguage) }
        }
    }
}
