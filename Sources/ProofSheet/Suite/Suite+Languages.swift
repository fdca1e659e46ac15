import Layout
import Localization

extension Suite {
    /// `screen`'s layout input with its texts in `language` (nil: as written, for a screen without
    /// languages), and the texts that had no translation in it. A pseudolanguage shows the source
    /// language's texts, transformed; the right-to-left ones also set every paragraph's base
    /// writing direction to right to left (`NSForceRightToLeftWritingDirection`).
    public func layoutInput(of screen: Screen, in language: LanguageTag?, on device: Device? = nil) throws -> (input: ScreenLayoutInput, untranslated: [UntranslatedText]) {
        guard let language, language != sourceLanguage || screen.texts.contains(where: { !$0.isPlain }) else { return (screen.layout, []) }
        var input = screen.layout
        var untranslated: [UntranslatedText] = []
        for (sectionIndex, section) in screen.texts.enumerated() {
            func resolve(_ text: LocalizedText, kind: ElementKind, item: Int, field: String) throws -> String {
                let resolved = try self.resolve(text, in: language, on: device ?? screen.devices[0])
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
    func resolve(_ text: LocalizedText, in language: LanguageTag, on device: Device) throws -> (text: String, isUntranslated: Bool) {
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
            guard let stringTables else {
                throw SpecError(file: locations?.file ?? "<spec>", keyPath: "strings", problem: "string key \(spec.reference.key.quoted) needs string tables (strings: Localizable.xcstrings)")
            }
            let resolved = try stringTables.resolve(spec.reference, language: language, device: device.idiom)
            return (resolved.text, resolved.isUntranslated)
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

extension Suite {
    /// Loads the string tables the spec lists (relative to `specPath`), checks that every string
    /// key resolves in every language its screen is shown in (and the source language), and sets
    /// each screen's source-language texts. A key into no table, a format its arguments do not
    /// fit, or a key with no `strings` to look in is a ``SpecError`` at the item's field.
    mutating func loadStrings(relativeTo specPath: String) throws(SpecError) {
        let file = locations?.file ?? specPath
        if !strings.isEmpty {
            do {
                stringTables = try StringTables.load(stringFiles(relativeTo: specPath), developmentLanguage: sourceLanguage)
            } catch {
                throw locations?.error(at: "strings", problem: error.description) ?? SpecError(file: file, keyPath: "strings", problem: error.description)
            }
        }
        for index in screens.indices {
            let screen = screens[index]
            let languages = [sourceLanguage] + screen.languages.filter { $0 != sourceLanguage }
            for (keyPath, text) in screen.keyedTexts() {
                guard case .key(let spec) = text else { continue }
                let at = "screens[\(index)].\(keyPath)"
                guard let stringTables else {
                    throw locations?.error(at: at, problem: "string key \(spec.reference.key.quoted) needs string tables: list them under strings (strings: Localizable.xcstrings)")
                        ?? SpecError(file: file, keyPath: at, problem: "string key needs string tables")
                }
                for language in languages {
                    for idiom in Set(screen.devices.map(\.idiom)).sorted(by: { $0.rawValue < $1.rawValue }) {
                        do {
                            _ = try stringTables.resolve(spec.reference, language: language, device: idiom)
                        } catch {
                            throw locations?.error(at: at, problem: "\(error.description) (in \(language.identifier))")
                                ?? SpecError(file: file, keyPath: at, problem: error.description)
                        }
                    }
                }
            }
            let device = screen.devices[0]
            do {
                screens[index].layout.sections = try screen.texts.map { section in
                    var texts = section.sourceTexts(sourceLanguage)
                    func text(_ value: LocalizedText) throws -> String { try resolve(value, in: sourceLanguage, on: device).text }
                    texts.header = try section.header.map(text)
                    texts.footer = try section.footer.map(text)
                    texts.items = try section.items.map { try $0.mapValues(text) }
                    return texts
                }
            } catch let error as SpecError {
                throw error
            } catch {
                throw SpecError(file: file, keyPath: "screens[\(index)]", problem: String(describing: error))
            }
        }
    }
}

extension Screen {
    /// Every header, footer and item field with its key path in the screen
    /// (`items[3].title`, `sections[1].header`).
    func keyedTexts() -> [(keyPath: String, text: LocalizedText)] {
        var found: [(String, LocalizedText)] = []
        for (sectionIndex, section) in texts.enumerated() {
            let prefix = writesSections ? "sections[\(sectionIndex)]." : ""
            if let header = section.header { found.append(("sections[\(sectionIndex)].header", header)) }
            if let footer = section.footer { found.append(("sections[\(sectionIndex)].footer", footer)) }
            for (itemIndex, record) in section.items.enumerated() {
                for field in record.keys.sorted() { found.append(("\(prefix)items[\(itemIndex)].\(field)", record[field]!)) }
            }
        }
        return found
    }
}
