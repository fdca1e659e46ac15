import DynamicType
import Foundation
import ProofSheetSupport

/// A language a screen is shown in: a BCP 47 tag (`en`, `de`, `pt-BR`, `zh-Hant-TW`, `sr-Latn`),
/// or one of Xcode's pseudolanguages by its name (`double-length`, ``Pseudolanguage``).
///
/// Tags are checked for well-formedness (RFC 5646 section 2.1: a 2-3 letter or 5-8 letter
/// language, up to three extended-language subtags, a 4-letter script, a 2-letter or 3-digit
/// region, variants, extensions and private use) and written in their canonical case: language
/// lower case, script title case, region upper case (`zh-hant-tw` is `zh-Hant-TW`). Registry
/// membership is not checked: an app may ship any language its catalogs have.
public struct LanguageTag: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The tag in canonical case, or the pseudolanguage's name.
    public let identifier: String
    /// The pseudolanguage this is, nil for a real language.
    public let pseudolanguage: Pseudolanguage?
    /// The tags a lookup falls back through before the source language, most specific first,
    /// as a bundle's localizations are searched: `zh-Hant-TW`, `zh-Hant`, `zh`. Private-use and
    /// extension parts are dropped with the subtag before them. A pseudolanguage has none: it
    /// shows the source language's strings. Made once with the tag, which resolving a string
    /// reads for every string.
    public let lookupChain: [String]

    /// The longest tag accepted, in characters (RFC 5646 suggests buffers of 35 for the
    /// language-script-region part; extensions and private use make tags longer).
    public static let maximumLength = 64

    /// Parses `text` (any letter case, `_` accepted for `-` as in `pt_BR`); throws a
    /// ``LanguageTagError`` saying what is wrong and what a tag looks like.
    public init(parsing text: String) throws(LanguageTagError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let pseudo = Pseudolanguage(name: trimmed) {
            identifier = pseudo.name
            pseudolanguage = pseudo
            lookupChain = []
            return
        }
        guard !trimmed.isEmpty else { throw LanguageTagError(given: text, problem: "is empty") }
        guard trimmed.count <= Self.maximumLength else {
            throw LanguageTagError(
                given: String(trimmed.prefix(Self.maximumLength)) + "…", problem: "is longer than \(Self.maximumLength) characters")
        }
        guard trimmed.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") })
        else {
            throw LanguageTagError(given: text, problem: "may hold only ASCII letters, digits and '-'")
        }
        identifier = try Self.canonical(trimmed.replacingOccurrences(of: "_", with: "-"), given: text)
        pseudolanguage = nil
        lookupChain = Self.lookupChain(of: identifier)
    }

    public var description: String { identifier }

    /// The language subtag (`pt` of `pt-BR`); for a pseudolanguage, its name.
    public var language: String {
        pseudolanguage == nil ? String(identifier.prefix { $0 != "-" }) : identifier
    }

    /// The script subtag (`Hant` of `zh-Hant-TW`), if the tag has one.
    public var script: String? {
        subtags.dropFirst().first { $0.count == 4 && $0.first!.isLetter }
    }

    private var subtags: [String] { identifier.split(separator: "-").map(String.init) }

    /// Written right to left: Arabic, Hebrew, Persian, Urdu and the other languages whose
    /// default script is right to left, a tag naming a right-to-left script (`az-Arab`), and
    /// the right-to-left pseudolanguage. A tag naming a left-to-right script is left to right
    /// (`az-Latn`, `ku-Latn`).
    public var isRightToLeft: Bool {
        if let pseudolanguage { return pseudolanguage.isRightToLeft }
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    /// The lookup chain of the canonical tag `identifier`.
    private static func lookupChain(of identifier: String) -> [String] {
        var parts = identifier.split(separator: "-").map(String.init)
        if let singleton = parts.firstIndex(where: { $0.count == 1 }) { parts.removeSubrange(singleton...) }
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if chain.first != identifier { chain.insert(identifier, at: 0) }
        return chain
    }

    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier < rhs.identifier }

    // The lookup chain follows from the identifier, so it takes no part in equality.
    public static func == (lhs: LanguageTag, rhs: LanguageTag) -> Bool {
        lhs.identifier == rhs.identifier && lhs.pseudolanguage == rhs.pseudolanguage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(pseudolanguage)
    }

    /// Languages written right to left by default (CLDR's character order right-to-left for the
    /// language's default script): Arabic, Hebrew (and its old code iw), Persian, Urdu, Pashto,
    /// Sindhi, Uyghur, Yiddish (and ji), Divehi, Central Kurdish, Syriac, Kashmiri, Balochi,
    /// Mazanderani, Northern Luri, South Azerbaijani and Rohingya.
    static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "ji", "dv", "ckb", "syr", "ks", "bal", "mzn", "lrc", "azb", "rhg",
    ]

    /// ISO 15924 scripts written right to left.
    static let rightToLeftScripts: Set<String> = [
        "Arab", "Aran", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend", "Avst", "Phnx", "Yezi",
    ]

    /// `text` (with `-` separators) in canonical case, or an error naming the subtag that does not fit.
    private static func canonical(_ text: String, given: String) throws(LanguageTagError) -> String {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.contains(where: \.isEmpty) {
            throw LanguageTagError(given: given, problem: "has an empty subtag (two '-' in a row, or one at an end)")
        }
        if parts.contains(where: { $0.count > 8 }) { throw LanguageTagError(given: given, problem: "has a subtag longer than 8 characters") }
        var output: [String] = []
        var index = 0
        func isAlpha(_ s: String) -> Bool { s.allSatisfy { $0.isLetter } }
        func isDigit(_ s: String) -> Bool { s.allSatisfy { $0.isNumber } }

        // A tag of private use only (`x-whatever`).
        if parts[0].lowercased() == "x" {
            guard parts.count > 1 else { throw LanguageTagError(given: given, problem: "has no subtag after 'x'") }
            return parts.map { $0.lowercased() }.joined(separator: "-")
        }
        let language = parts[0]
        guard isAlpha(language), (2...3).contains(language.count) || (5...8).contains(language.count) else {
            throw LanguageTagError(
                given: given, problem: "starts with \(language.quoted), which is not a language subtag (2-3 letters, as en, de, ckb)")
        }
        output.append(language.lowercased())
        index = 1
        // Up to three extended-language subtags after a 2-3 letter language.
        var extlangs = 0
        while index < parts.count, language.count <= 3, extlangs < 3, parts[index].count == 3, isAlpha(parts[index]) {
            output.append(parts[index].lowercased())
            index += 1
            extlangs += 1
        }
        if index < parts.count, parts[index].count == 4, isAlpha(parts[index]) {
            output.append(parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased())
            index += 1
        }
        if index < parts.count, (parts[index].count == 2 && isAlpha(parts[index])) || (parts[index].count == 3 && isDigit(parts[index])) {
            output.append(parts[index].uppercased())
            index += 1
        }
        var variants = Set<String>()
        while index < parts.count, (5...8).contains(parts[index].count) || (parts[index].count == 4 && parts[index].first!.isNumber) {
            let variant = parts[index].lowercased()
            guard variants.insert(variant).inserted else { throw LanguageTagError(given: given, problem: "repeats the variant \(variant.quoted)") }
            output.append(variant)
            index += 1
        }
        var singletons = Set<String>()
        while index < parts.count, parts[index].count == 1 {
            let singleton = parts[index].lowercased()
            if singleton == "x" {
                guard index + 1 < parts.count else { throw LanguageTagError(given: given, problem: "has no subtag after 'x'") }
                output += parts[index...].map { $0.lowercased() }
                return output.joined(separator: "-")
            }
            guard singletons.insert(singleton).inserted else {
                throw LanguageTagError(given: given, problem: "repeats the extension \(singleton.quoted)")
            }
            output.append(singleton)
            index += 1
            let start = index
            while index < parts.count, (2...8).contains(parts[index].count) {
                output.append(parts[index].lowercased())
                index += 1
            }
            guard index > start else { throw LanguageTagError(given: given, problem: "has no subtag after the extension \(singleton.quoted)") }
        }
        guard index == parts.count else {
            throw LanguageTagError(
                given: given,
                problem: "has \(parts[index].quoted) where a script (4 letters, as Hant), region (2 letters or 3 digits, as BR) or variant belongs")
        }
        return output.joined(separator: "-")
    }
}

/// A language tag that is not well-formed BCP 47 nor a pseudolanguage name.
public struct LanguageTagError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let given: String
    /// What is wrong with it.
    public let problem: String

    public var description: String {
        "language \(given.quoted) \(problem); give a BCP 47 tag (en, de, ar, ja, pt-BR, zh-Hant) or a pseudolanguage (\(Pseudolanguage.allCases.map(\.name).joined(separator: ", ")))"
    }
}

extension LanguageTag {
    /// English (`en`): the source language of a spec that names none.
    public static let english = try! LanguageTag(parsing: "en")
}
