import DynamicType
import Foundation

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
/// the valid ones.
enum StringCatalogDecoder {
    /// The table in the catalog `data`, read from `file` and named `name`.
    static func table(_ data: Data, file: String, name: String) throws(LocalizationError) -> StringTable {
        let root: JSONValue
        do {
            root = try JSONValue.parse([UInt8](data))
        } catch {
            throw LocalizationError(file: file, location: "line \(error.line), column \(error.column)", problem: "\(error.problem); a String Catalog is the JSON file Xcode writes")
        }
        var reader = Reader(file: file)
        let top = try reader.object(root, at: "")
        let sourceLanguage = try reader.string(top["sourceLanguage"], at: "sourceLanguage", required: true)!
        try reader.checkLanguage(sourceLanguage, at: "sourceLanguage")
        var table = StringTable(name: name, sourceLanguage: sourceLanguage, file: file)
        let strings = try reader.object(top["strings"] ?? .object(JSONObject(members: [])), at: "strings")
        table.entries.reserveCapacity(strings.members.count)
        for member in strings.members {
            let (key, value) = (member.name, member.value)
            // Paths are built only for a message: building them for every member would cost
            // more than reading the catalog.
            let path = { "strings.\(key.quoted)" }
            let fields = try reader.object(value, at: path())
            var entry = StringEntry()
            entry.shouldTranslate = try reader.bool(fields["shouldTranslate"], at: "\(path()).shouldTranslate") ?? true
            _ = try reader.string(fields["comment"], at: "\(path()).comment")
            _ = try reader.string(fields["extractionState"], at: "\(path()).extractionState")
            let localizations = try reader.object(fields["localizations"] ?? .object(JSONObject(members: [])), at: "\(path()).localizations")
            for member in localizations.members {
                let (language, localization) = (member.name, member.value)
                let localizationPath = { "\(path()).localizations.\(language)" }
                try reader.checkLanguage(language, at: localizationPath())
                entry.localizations[language] = try reader.localized(localization, at: localizationPath())
            }
            table.entries[key] = entry
        }
        return table
    }

    /// Typed access to the parsed JSON, each failure an error at its path.
    private struct Reader {
        let file: String
        /// Language names already checked, so each distinct one is parsed once.
        var checkedLanguages: Set<String> = []

        func fail(_ path: String, _ problem: String) -> LocalizationError {
            LocalizationError(file: file, location: path.isEmpty ? "the top level" : path, problem: problem)
        }

        mutating func checkLanguage(_ language: String, at path: @autoclosure () -> String) throws(LocalizationError) {
            guard !checkedLanguages.contains(language) else { return }
            do {
                _ = try LanguageTag(parsing: language)
            } catch {
                throw fail(path(), error.description)
            }
            checkedLanguages.insert(language)
        }

        func object(_ value: JSONValue, at path: @autoclosure () -> String) throws(LocalizationError) -> JSONObject {
            guard case .object(let object) = value else { throw fail(path(), "is \(Self.kind(of: value)), where an object ({ … }) belongs") }
            return object
        }

        func string(_ value: JSONValue?, at path: @autoclosure () -> String, required: Bool = false) throws(LocalizationError) -> String? {
            guard let value else {
                if required { throw fail(path(), "is missing; it must be a string") }
                return nil
            }
            guard case .string(let string) = value else { throw fail(path(), "is \(Self.kind(of: value)), where a string belongs") }
            return string
        }

        func bool(_ value: JSONValue?, at path: @autoclosure () -> String) throws(LocalizationError) -> Bool? {
            guard let value else { return nil }
            guard case .bool(let flag) = value else { throw fail(path(), "is \(Self.kind(of: value)), where true or false belongs") }
            return flag
        }

        /// A localization: `stringUnit` or `variations`, and `substitutions`.
        func localized(_ value: JSONValue, at path: @autoclosure () -> String) throws(LocalizationError) -> LocalizedString {
            let fields = try object(value, at: path())
            var localized = LocalizedString(variant: try variant(fields, at: path()), file: file)
            if let substitutions = fields["substitutions"] {
                for member in try object(substitutions, at: "\(path()).substitutions").members {
                    let (name, substitution) = (member.name, member.value)
                    localized.substitutions[name] = try self.substitution(substitution, at: "\(path()).substitutions.\(name.quoted)")
                }
            }
            return localized
        }

        private func substitution(_ value: JSONValue, at path: @autoclosure () -> String) throws(LocalizationError) -> StringSubstitution {
            let fields = try object(value, at: path())
            var argumentNumber: Int?
            if let number = fields["argNum"] {
                guard case .number(let text) = number, let integer = Int(text), (1...FormatSpecifier.maximumPosition).contains(integer) else {
                    throw fail("\(path()).argNum", "is \(Self.kind(of: number)), where an argument number from 1 to \(FormatSpecifier.maximumPosition) belongs")
                }
                argumentNumber = integer
            }
            let specifier = try string(fields["formatSpecifier"], at: "\(path()).formatSpecifier")
            if let specifier {
                guard case .specifier? = (try? FormatString(parsing: "%" + specifier))?.segments.first else {
                    throw fail("\(path()).formatSpecifier", "is \(specifier.quoted), which is not a format conversion (lld, d, @, f, …)")
                }
            }
            guard fields["variations"] != nil else { throw fail(path(), "has no variations; a substitution needs its plural forms") }
            return StringSubstitution(argumentNumber: argumentNumber, formatSpecifier: specifier, variant: try variant(fields, at: path()))
        }

        /// The `stringUnit` or `variations` of `fields`.
        private func variant(_ fields: JSONObject, at path: @autoclosure () -> String) throws(LocalizationError) -> StringVariant {
            if let unit = fields["stringUnit"] {
                guard fields["variations"] == nil else { throw fail(path(), "has both stringUnit and variations; it may have one") }
                let unitFields = try object(unit, at: "\(path()).stringUnit")
                let stateText = try string(unitFields["state"], at: "\(path()).stringUnit.state") ?? TranslationState.translated.rawValue
                guard let state = TranslationState(rawValue: stateText) else {
                    throw fail("\(path()).stringUnit.state", "is \(stateText.quoted); valid: \(TranslationState.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                let text = try string(unitFields["value"], at: "\(path()).stringUnit.value", required: true)!
                return .text(text, state)
            }
            guard let variations = fields["variations"] else { throw fail(path(), "has neither stringUnit nor variations") }
            let kinds = try object(variations, at: "\(path()).variations")
            guard kinds.members.count == 1, let only = kinds.members.first else {
                let names = kinds.members.map(\.name).sorted().joined(separator: " and ")
                throw fail("\(path()).variations", "has \(names.isEmpty ? "nothing" : names.quoted); it must have exactly one of plural, device")
            }
            let (kind, forms) = (only.name, only.value)
            let formsPath = "\(path()).variations.\(kind)"
            let formFields = try object(forms, at: formsPath)
            switch kind {
            case "plural":
                var plural: [PluralCategory: StringVariant] = [:]
                for member in formFields.members {
                    let (name, form) = (member.name, member.value)
                    guard let category = PluralCategory(rawValue: name) else {
                        throw fail("\(formsPath).\(name.quoted)", "is not a plural category; valid: \(PluralCategory.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    plural[category] = try variant(try object(form, at: "\(formsPath).\(name)"), at: "\(formsPath).\(name)")
                }
                return .plural(plural)
            case "device":
                var device: [DeviceIdiom: StringVariant] = [:]
                for member in formFields.members {
                    let (name, form) = (member.name, member.value)
                    guard let idiom = DeviceIdiom(rawValue: name) else {
                        throw fail("\(formsPath).\(name.quoted)", "is not a device; valid: \(DeviceIdiom.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    device[idiom] = try variant(try object(form, at: "\(formsPath).\(name)"), at: "\(formsPath).\(name)")
                }
                return .device(device)
            default:
                throw fail("\(path()).variations.\(kind.quoted)", "is not a kind of variation; valid: plural, device")
            }
        }

        static func kind(of value: JSONValue) -> String {
            switch value {
            case .string: "a string"
            case .number(let text): "the number \(text)"
            case .bool(let flag): "\(flag)"
            case .array: "a list"
            case .object: "an object"
            case .null: "null"
            }
        }
    }
}
