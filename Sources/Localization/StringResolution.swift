import DynamicType
import ProofSheetSupport

extension StringTables {
    /// The text `reference` shows in `language` on `device`.
    ///
    /// - The table is `reference.table`, else the only table, else `Localizable`.
    /// - The language's localization is looked up along its lookup chain (`pt-BR`, then `pt`);
    ///   reaching the table's source language, or finding none, shows the source text (the
    ///   source-language localization, or the key itself when the catalog has none, as Xcode
    ///   treats a key with no source localization). A language that found no translation on its
    ///   chain, or only ones in state `new`, is marked ``ResolvedString/isUntranslated``;
    ///   `needs_review` and `stale` strings are shown as they are (``TranslationState``).
    /// - A key with `shouldTranslate: false` shows its source text in every language, not
    ///   marked untranslated (Xcode does not expect translations for it).
    /// - A pseudolanguage shows the source text, not marked untranslated, transformed by
    ///   ``Pseudolanguage/transform(_:)`` before it is formatted, so its placeholders survive.
    /// - Plural forms: a top-level `plural` variation is chosen by the first numeric argument
    ///   (Xcode offers it only for strings with one argument), a `%#@name@` substitution by its
    ///   `argNum`, else by the argument at the placeholder's place. A `zero` form, when present,
    ///   is used for the number zero in every language: Apple's Foundation release notes for
    ///   OS X 10.9, which introduced .stringsdict, say "If 'zero' is present, the value is used
    ///   for mapping the argument value zero regardless of what CLDR rule specifies" (quoted and
    ///   confirmed in practice in Stack Overflow question 61426762, which also observes that a
    ///   language whose CLDR `zero` category holds other numbers, Latvian's 10 and 20, uses the
    ///   zero form for those too; so does this). Otherwise the language's CLDR category chooses,
    ///   a missing form falls back to `other`, and a missing `other` is an error naming the key.
    /// - Device forms: the device's, else `other`.
    /// - A substitution's chosen form replaces its placeholder (`%arg` in a catalog's form
    ///   becoming `%<argNum>$<formatSpecifier>`, as Xcode compiles it), the form's specifiers
    ///   without a position take the substitution's argument, and the whole text is then
    ///   formatted with the arguments (``FormatString``). A substitution of device forms only
    ///   takes no argument.
    public func resolve(_ reference: StringReference, language: LanguageTag, device: DeviceIdiom) throws(LocalizationError) -> ResolvedString {
        let table = try table(named: reference.table)
        guard let entry = table.entries[reference.key] else { throw unknownKey(reference.key, in: table) }
        let resolver = Resolver(table: table, key: reference.key, arguments: reference.arguments, device: device)
        func source() throws(LocalizationError) -> Resolver.Expansion {
            guard let localized = table.languages.slot(of: table.sourceLanguage).flatMap({ entry[$0] }) else {
                // No source localization: the key is the source text.
                return Resolver.Expansion(format: reference.key, formatted: nil, isNew: false, file: table.file, language: table.sourceLanguage)
            }
            return try resolver.expand(localized, language: table.sourceLanguage, lookupChain: table.sourceLookupChain)
        }
        var expansion: Resolver.Expansion?
        var isUntranslated = false
        if language.pseudolanguage == nil, entry.shouldTranslate {
            let chain = language.lookupChain
            for (position, tag) in chain.enumerated() {
                if tag == table.sourceLanguage {
                    expansion = try source()
                    break
                }
                guard let slot = table.languages.slot(of: tag), let localized = entry[slot] else { continue }
                let candidate = try resolver.expand(localized, language: tag, lookupChain: chain[position...])
                if !candidate.isNew {
                    expansion = candidate
                    break
                }
            }
            if expansion == nil { isUntranslated = true }
        }
        let chosen: Resolver.Expansion
        if let expansion {
            chosen = expansion
        } else {
            chosen = try source()
        }
        do {
            // A pseudolanguage transforms the format string, which is then parsed anew.
            let text =
                if let pseudolanguage = language.pseudolanguage {
                    try FormatString.format(pseudolanguage.transform(chosen.format), reference.arguments)
                } else if let formatted = chosen.formatted {
                    try formatted.result(format: chosen.format)
                } else {
                    try FormatString.format(chosen.format, reference.arguments)
                }
            return ResolvedString(text: text, isUntranslated: isUntranslated, table: table.name)
        } catch {
            throw LocalizationError(file: chosen.file, location: resolver.location(chosen.language), problem: error.description)
        }
    }

    /// The table a reference names, or the only one, or `Localizable`.
    private func table(named name: String?) throws(LocalizationError) -> StringTable {
        if name == nil, tables.count == 1, let only = tables.values.first { return only }
        let wanted = name ?? (tables.count == 1 ? tables.keys.first! : "Localizable")
        guard let table = tables[wanted] else {
            let files = tables.values.map(\.file).sorted().joined(separator: ", ")
            throw LocalizationError(
                file: files.isEmpty ? "(no string tables loaded)" : files, location: "table \(wanted.quoted)",
                problem: NameError(kind: "string table", given: wanted, validNames: tableNames).description
            )
        }
        return table
    }

    /// An unknown key, with the nearest key as a suggestion. Only keys whose length is within
    /// the suggestion's reach are compared, so a large table costs one pass.
    private func unknownKey(_ key: String, in table: StringTable) -> LocalizationError {
        let length = key.count
        let reach = max(2, length / 3)
        let candidates = length > 64 ? [] : table.entries.keys.filter { abs($0.count - length) <= reach }
        var problem = "is not a key of the table \(table.name.quoted) (\(table.entries.count) keys)"
        if let suggestion = NameMatching.closest(to: key, in: candidates) { problem += "; did you mean \(suggestion.quoted)?" }
        return LocalizationError(file: table.file, location: "key \(key.quoted)", problem: problem)
    }
}

/// Chooses the forms of one key's localization and expands its substitutions into one format
/// string.
private struct Resolver {
    /// The table whose storage holds the localization's texts and forms.
    let table: StringTable
    let key: String
    let arguments: [FormatArgument]
    let device: DeviceIdiom

    /// A localization's format string with its forms chosen.
    struct Expansion {
        var format: String
        /// `format` formatted as it was put together from parsed pieces, when it was.
        var formatted: FormatString.Output?
        /// A chosen string unit is in state `new`.
        var isNew: Bool
        var file: String
        var language: String
    }

    /// What chooses a top-level plural form, for messages.
    static let firstNumber = "the first numeric argument"

    func location(_ language: String) -> String { "key \(key.quoted), language \(language)" }

    func expand(_ localized: LocalizedString, language: String, lookupChain: ArraySlice<String>) throws(LocalizationError) -> Expansion {
        let storage = table.storage
        let file = storage.files[localized.file]
        func fail(_ problem: String) -> LocalizationError { LocalizationError(file: file, location: location(language), problem: problem) }
        var isNew = false
        let firstNumber = storage.hasPluralForms(localized.variant) ? arguments.lazy.compactMap(\.pluralOperands).first : nil
        let main = try choose(localized.variant, number: firstNumber, numberName: Self.firstNumber, lookupChain: lookupChain, fail: fail)
        isNew = main.state == .new
        let mainText = storage.string(main.text)
        guard !localized.substitutions.isEmpty else {
            return Expansion(format: mainText, formatted: nil, isNew: isNew, file: file, language: language)
        }
        let parsed: FormatString
        do {
            parsed = try FormatString(parsing: mainText)
        } catch {
            throw fail(error.description)
        }
        // The expansion is written with every specifier positional, so a form's own specifiers
        // take its substitution's argument and the text's take theirs, whatever each form holds.
        var format = ExpandedFormat(arguments: arguments)
        var nextArgument = 1
        for (segment, source) in zip(parsed.segments, parsed.sources) {
            switch segment {
            case .literal:
                format.append(segment, source: source)
            case .specifier(let specifier):
                if specifier.position == nil {
                    format.append(specifier, at: nextArgument)
                    nextArgument += 1
                } else {
                    format.append(segment, source: source)
                }
            case .substitution(let name, let position):
                guard let substitution = storage.substitution(named: name, in: localized.substitutions) else {
                    throw fail(
                        "has the placeholder \("%#@\(name)@".quoted) but no substitution of that name; it has \(storage.substitutionNames(in: localized.substitutions).joined(separator: ", "))"
                    )
                }
                // A substitution of device forms only takes no argument.
                let takesArgument = storage.hasPluralForms(substitution.variant)
                let argument = substitution.argumentNumber ?? position ?? nextArgument
                if position == nil, takesArgument { nextArgument += 1 }
                var number: PluralOperands?
                if takesArgument {
                    guard argument <= arguments.count else {
                        throw fail(
                            "its substitution \(name.quoted) takes argument \(argument), but \(arguments.count) \(arguments.count == 1 ? "argument was" : "arguments were") given"
                        )
                    }
                    number = arguments[argument - 1].pluralOperands
                }
                let form = try choose(
                    substitution.variant, number: number, numberName: "argument \(argument) (\(arguments[argument - 1]))", lookupChain: lookupChain,
                    fail: fail
                )
                isNew = isNew || form.state == .new
                let text =
                    substitution.formatSpecifier.map { Self.replacingArg(in: storage.utf8(form.text), with: "%\(argument)$\($0)") }
                    ?? storage.string(form.text)
                try Self.append(text, boundTo: argument, to: &format, fail: fail)
            }
        }
        return Expansion(format: format.text, formatted: format.formatted, isNew: isNew, file: file, language: language)
    }

    /// The form of `variant` for the number and the device.
    private func choose(
        _ variant: StringVariant, number: PluralOperands?, numberName: @autoclosure () -> String, lookupChain: ArraySlice<String>,
        fail: (String) -> LocalizationError
    ) throws(LocalizationError) -> (text: TextRange, state: TranslationState) {
        switch variant {
        case .text(let text, let state):
            return (text, state)
        case .plural(let forms):
            guard let number else {
                let name = numberName()
                throw fail("has plural forms, but \(name == Self.firstNumber ? "no argument is a number" : "\(name) is not a number")")
            }
            let category = number.isZero && forms[.zero] != nil ? .zero : PluralRules.category(of: number, lookupChain: lookupChain)
            guard let form = (forms[category] ?? forms[.other]).map(table.storage.variant) else {
                let wanted = category == .other ? "'other'" : "\(category.rawValue.quoted) nor 'other'"
                throw fail("has no plural form \(wanted) for \(numberName()); it has \(forms.keys.sorted().map(\.rawValue).joined(separator: ", "))")
            }
            return try choose(form, number: number, numberName: numberName(), lookupChain: lookupChain, fail: fail)
        case .device(let forms):
            guard let form = (forms[device] ?? forms[.other]).map(table.storage.variant) else {
                throw fail(
                    "has no device form \(device.rawValue.quoted) nor 'other'; it has \(forms.keys.map(\.rawValue).sorted().joined(separator: ", "))")
            }
            return try choose(form, number: number, numberName: numberName(), lookupChain: lookupChain, fail: fail)
        }
    }

    /// Appends a form's text with its specifiers that name no position bound to `argument`.
    static func append(_ text: String, boundTo argument: Int, to format: inout ExpandedFormat, fail: (String) -> LocalizationError)
        throws(LocalizationError)
    {
        guard FormatString.mayHaveSpecifiers(text) else {
            format.append(unparsed: text)
            return
        }
        do {
            try FormatString.forEachSegment(of: text) { segment, source in
                if case .specifier(let specifier) = segment, specifier.position == nil {
                    format.append(specifier, at: argument)
                } else {
                    format.append(segment, source: source)
                }
            }
        } catch {
            throw fail(error.description)
        }
    }

    /// The text whose UTF-8 is `utf8` with each `%arg` replaced by `specifier` (`%%arg` is a
    /// literal `%` and `arg`). `%` and `arg` are ASCII, so the cuts fall on scalar boundaries.
    static func replacingArg(in utf8: ArraySlice<UInt8>, with specifier: String) -> String {
        var output: [UInt8] = []
        var copied = utf8.startIndex
        var index = utf8.startIndex
        while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
            let after = percent + 1
            if after < utf8.endIndex, utf8[after] == UInt8(ascii: "%") {
                index = after + 1
            } else if utf8[after...].starts(with: "arg".utf8) {
                output.append(contentsOf: utf8[copied..<percent])
                output.append(contentsOf: specifier.utf8)
                index = after + 3
                copied = index
            } else {
                index = after
            }
        }
        guard copied > utf8.startIndex else { return String(decoding: utf8, as: UTF8.self) }
        output.append(contentsOf: utf8[copied...])
        return String(decoding: output, as: UTF8.self)
    }
}

/// A format string written from parsed pieces, and formatted as it is written, so that it need
/// not be parsed again: every piece is whole (none ends inside a specifier), so the text parses
/// into the pieces' segments.
private struct ExpandedFormat {
    private(set) var text = ""
    /// The segments formatted with the reference's arguments.
    private var output: FormatString.Output
    /// Whether the segments are what parsing the text gives: not when a position written is
    /// one parsing refuses, or text appended unparsed holds a `%` scalar.
    private var segmentsMatch = true

    init(arguments: [FormatArgument]) {
        output = FormatString.Output(arguments: arguments)
    }

    /// The format string formatted; nil when it must be parsed after all (which then gives the
    /// error).
    var formatted: FormatString.Output? { segmentsMatch ? output : nil }

    /// Appends a segment as it was parsed.
    mutating func append(_ segment: FormatString.Segment, source: Substring) {
        text += source
        output.append(segment)
    }

    /// Appends a specifier that names no position, taking the argument at `position`.
    mutating func append(_ specifier: FormatSpecifier, at position: Int) {
        let placed = specifier.positioned(at: position)
        segmentsMatch = segmentsMatch && position <= FormatSpecifier.maximumPosition
        append(.specifier(placed), source: placed.source[...])
    }

    /// Appends text taken to have no `%`.
    mutating func append(unparsed literal: String) {
        guard !literal.isEmpty else { return }
        segmentsMatch = segmentsMatch && !FormatString.mayHaveSpecifiers(literal)
        append(.literal(literal[...]), source: literal[...])
    }
}
