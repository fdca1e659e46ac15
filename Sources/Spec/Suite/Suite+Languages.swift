import DynamicType
import Localization
import ProofSheetSupport

extension Suite {
    /// `screen`'s layout input with its texts in `language` (nil: as written, for a screen without
    /// languages), and the texts that had no translation in it. A pseudolanguage shows the source
    /// language's texts, transformed; the right-to-left ones also set every paragraph's base
    /// writing direction to right to left (`NSForceRightToLeftWritingDirection`).
    package func layoutInput(of screen: Screen, in language: LanguageTag?, on device: Device? = nil) throws -> (
        input: ScreenLayoutInput, untranslated: [UntranslatedText]
    ) {
        let places = screen.textPlaces()
        guard let language, language != sourceLanguage || places.contains(where: { !$0.text.isPlain }) else { return (screen.layout, []) }
        var input = screen.layout
        var untranslated: [UntranslatedText] = []
        var barTitles: [String: String] = [:]
        for (place, text) in places {
            let resolved = try resolve(text, in: language, on: device ?? screen.devices[0])
            if resolved.isUntranslated {
                var key: String?
                if case .key(let spec) = text { key = spec.reference.key }
                untranslated.append(
                    UntranslatedText(kind: place.kind, section: place.section, item: place.item, field: place.field, key: key, language: language))
            }
            switch place.kind {
            case .header: input.sections[place.section].header = resolved.text
            case .footer: input.sections[place.section].footer = resolved.text
            case .cell: input.sections[place.section].items[place.item][place.field] = resolved.text
            case .navigationBar, .toolbar, .tabBar: barTitles[place.field] = resolved.text
            }
        }
        input.bars = screen.writtenBars.mappingTitles { keyPath, title in barTitles[keyPath].map(LocalizedText.plain) ?? title }
        if let pseudolanguage = language.pseudolanguage, pseudolanguage.forcesRightToLeftWritingDirection {
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
                throw SpecError(
                    file: locations?.file ?? "<spec>", keyPath: "strings",
                    problem: "string key \(spec.reference.key.quoted) needs string tables (strings: Localizable.xcstrings)")
            }
            let resolved = try stringTables.resolve(spec.reference, language: language, device: device.idiom)
            return (resolved.text, resolved.isUntranslated)
        }
    }
}

extension Suite {
    /// Checks that every text written per language has the source language's (the text a
    /// missing translation falls back to); ``loadStrings(relativeTo:)`` then sets each screen's
    /// source-language texts.
    func checkSourceTexts(codingPath: [any CodingKey]) throws {
        for index in screens.indices {
            for (place, text) in screens[index].textPlaces() {
                guard case .perLanguage(let texts) = text, texts[sourceLanguage] == nil else { continue }
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath + [AnyCodingKey(intValue: index)!] + screens[index].codingPath(of: place),
                        debugDescription:
                            "no text in the source language \(sourceLanguage.identifier.quoted), which a missing translation falls back to; "
                            + "add \(sourceLanguage.identifier): ... (or set sourceLanguage to one of \(texts.keys.sorted().map(\.identifier).joined(separator: ", ")))"
                    ))
            }
        }
    }
}

extension Suite {
    /// Loads the string tables the spec lists (relative to `specPath`), checks that every string
    /// key resolves in every language its screen is shown in (and the source language), and sets
    /// each screen's source-language texts. A key into no table, a format its arguments do not
    /// fit, or a key with no `strings` to look in is a ``SpecError`` at the item's field.
    package mutating func loadStrings(relativeTo specPath: String) throws(SpecError) {
        let file = locations?.file ?? specPath
        if !strings.isEmpty {
            do {
                let tables = try StringTables.load(stringFiles(relativeTo: specPath), developmentLanguage: sourceLanguage)
                stringTables = tables
                voiceOverWordTables = try Self.voiceOverWordTables(in: tables)
                for language in Set([sourceLanguage] + screens.flatMap(\.languages)) {
                    for idiom in Set(screens.flatMap { $0.devices.map(\.idiom) }) { _ = try voiceOverWords(in: language, device: idiom) }
                }
            } catch {
                throw locations?.error(at: "strings", problem: error.description)
                    ?? SpecError(file: file, keyPath: "strings", problem: error.description)
            }
        }
        for index in screens.indices {
            let screen = screens[index]
            let languages = [sourceLanguage] + screen.languages.filter { $0 != sourceLanguage }
            for (place, text) in screen.textPlaces() {
                guard case .key(let spec) = text else { continue }
                let at = "screens[\(index)]." + screen.keyPath(of: place)
                guard let stringTables else {
                    throw locations?.error(
                        at: at,
                        problem:
                            "string key \(spec.reference.key.quoted) needs string tables: list them under strings (strings: Localizable.xcstrings)")
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
            do {
                let source = try layoutInput(of: screen, in: sourceLanguage, on: screen.devices[0]).input
                screens[index].layout.sections = source.sections
                screens[index].layout.bars = source.bars
            } catch let error as SpecError {
                throw error
            } catch {
                throw SpecError(file: file, keyPath: "screens[\(index)]", problem: String(describing: error))
            }
        }
        hasLoadedStrings = true
    }
}

extension Screen {
    /// Where a header, footer, item field or bar title is in a screen's texts.
    package struct TextPlace: Hashable {
        var kind: ElementKind
        var section: Int
        /// The item's index in its section; 0 for a header, a footer or a bar's title.
        var item: Int
        /// The item's field; `text` for a header or footer; a bar title's key path in the screen
        /// (`tabBar.items[1].title`).
        var field: String

        package init(kind: ElementKind, section: Int, item: Int, field: String) {
            self.kind = kind
            self.section = section
            self.item = item
            self.field = field
        }
    }

    /// Every header, footer and item field with its place, section by section, fields sorted;
    /// then the bars' titles (``ScreenBars/titles``).
    func textPlaces() -> [(place: TextPlace, text: LocalizedText)] {
        var found: [(TextPlace, LocalizedText)] = []
        for (sectionIndex, section) in texts.enumerated() {
            if let header = section.header { found.append((TextPlace(kind: .header, section: sectionIndex, item: 0, field: "text"), header)) }
            if let footer = section.footer { found.append((TextPlace(kind: .footer, section: sectionIndex, item: 0, field: "text"), footer)) }
            for (itemIndex, record) in section.items.enumerated() {
                for field in record.keys.sorted() {
                    found.append((TextPlace(kind: .cell, section: sectionIndex, item: itemIndex, field: field), record[field]!))
                }
            }
        }
        for (keyPath, title) in writtenBars.titles {
            let bar = ElementKind(rawValue: String(keyPath.prefix { $0 != "." })) ?? .navigationBar
            found.append((TextPlace(kind: bar, section: 0, item: 0, field: keyPath), title))
        }
        return found
    }

    /// Where `place` is written in the screen's spec, as coding keys: `items[3].title`,
    /// `sections[1].items[0].title`, `sections[1].header`.
    func codingPath(of place: TextPlace) -> [any CodingKey] {
        let section: [any CodingKey] = [AnyCodingKey(stringValue: "sections")!, AnyCodingKey(intValue: place.section)!]
        switch place.kind {
        case .header, .footer:
            return section + [AnyCodingKey(stringValue: place.kind.rawValue)!]
        case .cell:
            return (writesSections ? section : []) + [
                AnyCodingKey(stringValue: "items")!, AnyCodingKey(intValue: place.item)!, AnyCodingKey(stringValue: place.field)!,
            ]
        case .navigationBar, .toolbar, .tabBar:
            // `tabBar.items[1].title`: keys and indices.
            return place.field.split(separator: ".").flatMap { part -> [any CodingKey] in
                let pieces = part.split(separator: "[")
                return [AnyCodingKey(stringValue: String(pieces[0]))!]
                    + pieces.dropFirst().compactMap { Int($0.dropLast()).flatMap(AnyCodingKey.init(intValue:)) }
            }
        }
    }

    /// ``codingPath(of:)`` as text: `items[3].title`.
    package func keyPath(of place: TextPlace) -> String {
        SpecLoader.keyPath(codingPath(of: place))
    }
}
