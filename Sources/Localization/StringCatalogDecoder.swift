import DynamicType
import Foundation
import ProofSheetSupport

/// Reads a String Catalog (.xcstrings), the JSON Xcode 15 and later write, into a
/// ``StringTable``.
///
/// The format, as Apple's documentation ("Localizing and varying text with a string catalog",
/// developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog;
/// WWDC23 "Discover String Catalogs") and the catalogs Xcode writes show it:
/// `{ "sourceLanguage", "version", "strings": { key: { "comment", "extractionState",
/// "shouldTranslate", "localizations": { language: localization } } } }`, where a localization
/// is a `stringUnit` `{ "state", "value" }` or `variations` (`plural` by CLDR category, `device`
/// by ``DeviceIdiom``, each form a localization again, so they nest), plus `substitutions`
/// `{ name: { "argNum", "formatSpecifier", "variations": { "plural": … } } }` for the
/// `%#@name@` placeholders of its text. A substitution's forms write `%arg` for its own argument
/// (Xcode compiles `%arg` to `%<argNum>$<formatSpecifier>` in the .stringsdict it builds);
/// they may also name other arguments by position.
///
/// A key with no localization in the source language has the key itself as its source text
/// (Xcode extracts `Text("Welcome")` as the key `Welcome` and writes no `en` entry until the
/// developer changes it). Members this does not know are ignored (Xcode adds metadata over
/// versions); members it reads must have the right type, and states, categories and devices
/// must be ones it knows, else the error names the file, the path to the member, the value and
/// the valid ones. Each object's members are checked in the order above (for one that
/// appears twice, the last), whatever their order in the file, and a syntax error anywhere in
/// the file is reported before them.
enum StringCatalogDecoder {
    /// What a catalog is, added to its syntax errors.
    static let context = "a String Catalog is the JSON file Xcode writes"

    /// The table in the catalog `data`, read from `file` and named `name`; its texts stay in
    /// `data`, which the table keeps.
    static func table(_ data: [UInt8], file: String, name: String) throws(LocalizationError) -> StringTable {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(LocalizationError) -> StringTable in
                do throws(LocalizationError) {
                    return try JSONReader.read(bytes, file: file, context: context) { (json) throws(LocalizationError) in
                        var reader = Reader(file: file, storage: StringStorage(bytes: data))
                        let table = try reader.table(&json, name: name)
                        try json.end()
                        return table
                    }
                } catch {
                    // A syntax error anywhere comes first, as if the file were parsed whole
                    // before its values were read.
                    try JSONReader.validate(bytes, file: file, context: context)
                    throw error
                }
            }
        }
        return try result.get()
    }

    /// The members of the top-level object that are read.
    private enum CatalogMember: String, CaseIterable { case sourceLanguage, strings }
    /// The members of a key's object that are read.
    private enum EntryMember: String, CaseIterable { case shouldTranslate, comment, extractionState, localizations }
    /// The members of an object that holds a variant that are read (some only in a
    /// localization, some only in a substitution).
    private enum VariantMember: String, CaseIterable { case stringUnit, variations, substitutions, argNum, formatSpecifier }
    /// The members of a `stringUnit`.
    private enum StringUnitMember: String, CaseIterable { case state, value }

    /// Decodes the catalog's values as the JSON reader reaches them, each failure an error at
    /// its path. Paths are built only for a message: building them for every member would
    /// cost more than reading the catalog.
    private struct Reader {
        let file: String
        /// The texts and variations read; its bytes start with the catalog's, so a text without
        /// escapes is kept as its place in the file.
        var storage: StringStorage
        /// The languages met, each checked once, when it is first met.
        var languages = LanguageSlots()
        /// `file`'s index in the storage's files.
        let fileIndex: Int
        /// The `formatSpecifier` values found valid.
        var validSpecifiers: Set<String> = []

        init(file: String, storage: StringStorage) {
            self.file = file
            self.storage = storage
            fileIndex = self.storage.fileIndex(file)
        }

        func fail(_ path: String, _ problem: String) -> LocalizationError {
            LocalizationError(file: file, location: path.isEmpty ? "the top level" : path, problem: problem)
        }

        /// Checks that `language` is a language tag, the first time it is met, and gives its slot.
        @discardableResult
        mutating func checkLanguage(_ language: String, at path: @autoclosure () -> String) throws(LocalizationError) -> Int {
            if let slot = languages.slot(of: language) { return slot }
            do {
                _ = try LanguageTag(parsing: language)
            } catch {
                throw fail(path(), error.description)
            }
            return languages.slot(for: language)
        }

        /// Begins the object that must come next (false when it is empty), else an error saying
        /// what is there.
        func object(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> Bool {
            guard try json.peek() == UInt8(ascii: "{") else { throw fail(path(), "is \(try json.describeValue()), where an object ({ … }) belongs") }
            return try json.beginObject()
        }

        func string(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> String {
            guard try json.peek() == UInt8(ascii: "\"") else { throw fail(path(), "is \(try json.describeValue()), where a string belongs") }
            return try json.readString()
        }

        /// A string kept in the storage: where it is in the catalog, unless it has escapes.
        mutating func text(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> TextRange {
            guard try json.peek() == UInt8(ascii: "\"") else { throw fail(path(), "is \(try json.describeValue()), where a string belongs") }
            return keep(try json.readText())
        }

        /// The range of a string read in place, or of its decoded text, added to the storage.
        private mutating func keep(_ text: JSONReader.Text) -> TextRange {
            switch text {
            case .inPlace(let range): TextRange(start: range.lowerBound, count: range.count)
            case .decoded(let text): storage.append(text: text)
            }
        }

        /// Checks that a string comes next and reads past it, for a member whose text is not kept.
        func skipString(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) {
            guard try json.peek() == UInt8(ascii: "\"") else { throw fail(path(), "is \(try json.describeValue()), where a string belongs") }
            try json.skipValue()
        }

        func bool(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> Bool {
            let found = try json.describeValue()
            switch found {
            case "true": return true
            case "false": return false
            default: throw fail(path(), "is \(found), where true or false belongs")
            }
        }

        /// The top-level object: `sourceLanguage` and `strings`.
        mutating func table(_ json: inout JSONReader, name: String) throws(LocalizationError) -> StringTable {
            var sourceLanguage: Result<String, LocalizationError>?
            var strings: Result<[String: StringEntry], LocalizationError>?
            if try object(&json, at: "") {
                repeat {
                    switch try json.memberName(as: CatalogMember.self) {
                    case .sourceLanguage:
                        sourceLanguage = try json.deferringErrors { (json) throws(LocalizationError) in try string(&json, at: "sourceLanguage") }
                    case .strings: strings = try json.deferringErrors { (json) throws(LocalizationError) in try entries(&json) }
                    default: try json.skipValue()
                    }
                } while try json.nextMember()
            }
            guard let sourceLanguage else { throw fail("sourceLanguage", "is missing; it must be a string") }
            let language = try sourceLanguage.get()
            try checkLanguage(language, at: "sourceLanguage")
            return StringTable(
                name: name, sourceLanguage: language, file: file, entries: try strings?.get() ?? [:], storage: storage, languages: languages)
        }

        /// `strings`: the entries by key; of a key written twice, the last counts.
        private mutating func entries(_ json: inout JSONReader) throws(LocalizationError) -> [String: StringEntry] {
            var entries: [String: StringEntry] = [:]
            guard try object(&json, at: "strings") else { return entries }
            repeat {
                let key = try json.memberName()
                entries[key] = try entry(&json, at: "strings.\(key.quoted)")
            } while try json.nextMember()
            return entries
        }

        /// One key's `shouldTranslate`, `comment`, `extractionState` and `localizations`.
        private mutating func entry(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> StringEntry {
            var shouldTranslate: Result<Bool, LocalizationError>?
            var comment: Result<Void, LocalizationError>?
            var extractionState: Result<Void, LocalizationError>?
            var localizations: Result<StringEntry, LocalizationError>?
            if try object(&json, at: path()) {
                repeat {
                    switch try json.memberName(as: EntryMember.self) {
                    case .shouldTranslate:
                        shouldTranslate = try json.deferringErrors { (json) throws(LocalizationError) in
                            try bool(&json, at: "\(path()).shouldTranslate")
                        }
                    case .comment:
                        comment = try json.deferringErrors { (json) throws(LocalizationError) in try skipString(&json, at: "\(path()).comment") }
                    case .extractionState:
                        extractionState = try json.deferringErrors { (json) throws(LocalizationError) in
                            try skipString(&json, at: "\(path()).extractionState")
                        }
                    case .localizations:
                        localizations = try json.deferringErrors { (json) throws(LocalizationError) in
                            try self.localizations(&json, at: "\(path()).localizations")
                        }
                    default: try json.skipValue()
                    }
                } while try json.nextMember()
            }
            let translates = try shouldTranslate?.get() ?? true
            try comment?.get()
            try extractionState?.get()
            var entry = try localizations?.get() ?? StringEntry()
            entry.shouldTranslate = translates
            return entry
        }

        /// `localizations`: one key's localization by language, as an entry.
        private mutating func localizations(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> StringEntry {
            var entry = StringEntry(slots: languages.names.count)
            guard try object(&json, at: path()) else { return entry }
            repeat {
                let language = try json.memberName()
                let slot = try checkLanguage(language, at: "\(path()).\(language)")
                entry[slot] = try localized(&json, at: "\(path()).\(language)")
            } while try json.nextMember()
            return entry
        }

        /// A localization: `stringUnit` or `variations`, and `substitutions`.
        private mutating func localized(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> LocalizedString {
            let fields = try variantFields(&json, at: path(), substitutions: true)
            var localized = LocalizedString(variant: try fields.variant(at: path(), self), file: fileIndex)
            if let substitutions = fields.substitutions { localized.substitutions = try substitutions.get() }
            return localized
        }

        /// The members of an object that holds a variant (a localization, a substitution, a
        /// plural or device form), each read but its errors kept to be reported in order.
        private struct VariantFields {
            var stringUnit: Result<StringVariant, LocalizationError>?
            var variations: Result<StringVariant, LocalizationError>?
            var substitutions: Result<Range<Int>, LocalizationError>?
            var argumentNumber: Result<Int, LocalizationError>?
            var formatSpecifier: Result<String, LocalizationError>?

            /// The `stringUnit` or `variations`.
            func variant(at path: @autoclosure () -> String, _ reader: Reader) throws(LocalizationError) -> StringVariant {
                if let stringUnit {
                    guard variations == nil else { throw reader.fail(path(), "has both stringUnit and variations; it may have one") }
                    return try stringUnit.get()
                }
                guard let variations else { throw reader.fail(path(), "has neither stringUnit nor variations") }
                return try variations.get()
            }
        }

        /// Reads the object that must come next as a ``VariantFields``; `substitutions` for a
        /// localization, `argNum` and `formatSpecifier` for a substitution.
        private mutating func variantFields(
            _ json: inout JSONReader, at path: @autoclosure () -> String, substitutions: Bool = false, substitution: Bool = false
        ) throws(LocalizationError) -> VariantFields {
            var fields = VariantFields()
            guard try object(&json, at: path()) else { return fields }
            repeat {
                switch try json.memberName(as: VariantMember.self) {
                case .stringUnit:
                    // A substitution's string unit is an error whatever it holds.
                    if substitution {
                        try json.skipValue()
                        fields.stringUnit = .success(.text(TextRange(start: 0, count: 0), .translated))
                    } else {
                        fields.stringUnit = try json.deferringErrors { (json) throws(LocalizationError) in
                            try stringUnit(&json, at: "\(path()).stringUnit")
                        }
                    }
                case .variations:
                    fields.variations = try json.deferringErrors { (json) throws(LocalizationError) in
                        try variations(&json, at: "\(path()).variations")
                    }
                case .substitutions where substitutions:
                    fields.substitutions = try json.deferringErrors { (json) throws(LocalizationError) in
                        try self.substitutions(&json, at: "\(path()).substitutions")
                    }
                case .argNum where substitution:
                    fields.argumentNumber = try json.deferringErrors { (json) throws(LocalizationError) in
                        try argumentNumber(&json, at: "\(path()).argNum")
                    }
                case .formatSpecifier where substitution:
                    fields.formatSpecifier = try json.deferringErrors { (json) throws(LocalizationError) in
                        try formatSpecifier(&json, at: "\(path()).formatSpecifier")
                    }
                default:
                    try json.skipValue()
                }
            } while try json.nextMember()
            return fields
        }

        /// `substitutions`: a localization's substitutions, kept in the storage in one run (of a
        /// name written twice, the last counts).
        private mutating func substitutions(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> Range<Int> {
            var substitutions: [StringSubstitution] = []
            guard try object(&json, at: path()) else { return storage.append(substitutions: substitutions) }
            repeat {
                // The name is kept where it is in the catalog, like a text.
                let nameRange = keep(try json.memberNameText())
                let name = storage.string(nameRange)
                let fields = try variantFields(&json, at: "\(path()).\(name.quoted)", substitution: true)
                let argumentNumber = try fields.argumentNumber?.get()
                let specifier = try fields.formatSpecifier?.get()
                guard fields.variations != nil else {
                    throw fail("\(path()).\(name.quoted)", "has no variations; a substitution needs its plural forms")
                }
                substitutions.append(
                    StringSubstitution(
                        name: nameRange, argumentNumber: argumentNumber, formatSpecifier: specifier,
                        variant: try fields.variant(at: "\(path()).\(name.quoted)", self)
                    ))
            } while try json.nextMember()
            return storage.append(substitutions: substitutions)
        }

        private func argumentNumber(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> Int {
            let range = 1...FormatSpecifier.maximumPosition
            let found: String
            if case UInt8(ascii: "0")...UInt8(ascii: "9") = try json.peek() {
                let text = try json.readNumber()
                if let integer = Int(text), range.contains(integer) { return integer }
                found = "the number \(text)"
            } else {
                found = try json.describeValue()
            }
            throw fail(path(), "is \(found), where an argument number from 1 to \(FormatSpecifier.maximumPosition) belongs")
        }

        private mutating func formatSpecifier(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> String {
            let specifier = try string(&json, at: path())
            // A catalog uses a few specifiers thousands of times: each is parsed once.
            guard !validSpecifiers.contains(specifier) else { return specifier }
            guard case .specifier? = (try? FormatString(parsing: "%" + specifier))?.segments.first else {
                throw fail(path(), "is \(specifier.quoted), which is not a format conversion (lld, d, @, f, …)")
            }
            validSpecifiers.insert(specifier)
            return specifier
        }

        /// `stringUnit`: `state` and `value`.
        private mutating func stringUnit(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> StringVariant {
            var stateRead: Result<TranslationState, LocalizationError>?
            var value: Result<TextRange, LocalizationError>?
            if try object(&json, at: path()) {
                repeat {
                    switch try json.memberName(as: StringUnitMember.self) {
                    case .state:
                        stateRead = try json.deferringErrors { (json) throws(LocalizationError) in try translationState(&json, at: "\(path()).state")
                        }
                    case .value: value = try json.deferringErrors { (json) throws(LocalizationError) in try text(&json, at: "\(path()).value") }
                    default: try json.skipValue()
                    }
                } while try json.nextMember()
            }
            let state = try stateRead?.get() ?? .translated
            guard let value else { throw fail("\(path()).value", "is missing; it must be a string") }
            return .text(try value.get(), state)
        }

        /// A string unit's `state`, compared in place with the states' names.
        private func translationState(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> TranslationState {
            guard try json.peek() == UInt8(ascii: "\"") else { throw fail(path(), "is \(try json.describeValue()), where a string belongs") }
            guard let state = try json.readString(as: TranslationState.self) else {
                throw fail(path(), "is \(json.lastNameRead().quoted); valid: \(TranslationState.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return state
        }

        /// `variations`: exactly one of `plural` and `device`, its forms by category or device.
        private mutating func variations(_ json: inout JSONReader, at path: @autoclosure () -> String) throws(LocalizationError) -> StringVariant {
            var kinds: [String] = []
            var forms: Result<StringVariant, LocalizationError>?
            if try object(&json, at: path()) {
                repeat {
                    let kind = try json.memberName()
                    kinds.append(kind)
                    switch kind {
                    case "plural":
                        forms = try json.deferringErrors { (json) throws(LocalizationError) in
                            .plural(try self.forms(&json, at: "\(path()).plural", naming: "a plural category"))
                        }
                    case "device":
                        forms = try json.deferringErrors { (json) throws(LocalizationError) in
                            .device(try self.forms(&json, at: "\(path()).device", naming: "a device"))
                        }
                    default: try json.skipValue()
                    }
                } while try json.nextMember()
            }
            guard kinds.count == 1, let kind = kinds.first else {
                let names = kinds.sorted().joined(separator: " and ")
                throw fail(path(), "has \(names.isEmpty ? "nothing" : names.quoted); it must have exactly one of plural, device")
            }
            guard let forms else { throw fail("\(path()).\(kind.quoted)", "is not a kind of variation; valid: plural, device") }
            return try forms.get()
        }

        /// The forms of a `plural` or `device` variation, by its `Form` (a plural category or
        /// a device idiom, `naming` what one is for messages).
        private mutating func forms<Form: VariantForm>(
            _ json: inout JSONReader, at path: @autoclosure () -> String, naming what: String
        ) throws(LocalizationError) -> VariantForms<Form> {
            var forms = VariantForms<Form>()
            guard try object(&json, at: path()) else { return forms }
            repeat {
                guard let form = try json.memberName(as: Form.self) else {
                    throw fail(
                        "\(path()).\(json.lastNameRead().quoted)", "is not \(what); valid: \(Form.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let variant = try variantFields(&json, at: "\(path()).\(form.rawValue)").variant(at: "\(path()).\(form.rawValue)", self)
                forms[form] = storage.append(variant: variant)
            } while try json.nextMember()
            return forms
        }
    }
}
