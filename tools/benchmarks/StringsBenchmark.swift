import Foundation
import Localization

/// Issue 15: loading a 5,000-key String Catalog and resolving every string in every language
/// (target: under 50 ms together). The catalog is generated the same way each run: English
/// source, German, French, Russian, Arabic and Japanese translations (Japanese missing for every
/// seventh key, so some resolve to the source), with plural entries, two-plural substitutions
/// and device variations among plain strings.
struct StringsBenchmark {
    static let keyCount = 5_000
    static let languages = ["en", "de", "fr", "ru", "ar", "ja"]

    func run() throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-strings-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("Localizable.xcstrings")
        let data = try JSONSerialization.data(withJSONObject: Self.catalog(), options: [.sortedKeys])
        try data.write(to: url)
        let english = try LanguageTag(parsing: "en")
        let tags = try Self.languages.map { try LanguageTag(parsing: $0) }
        let references = (0..<Self.keyCount).map { Self.reference($0) }

        var resolved = 0
        let seconds = try Stopwatch(rounds: 11).medianSecondsPerOperation(operations: 1) {
            let tables = try StringTables.load([url], developmentLanguage: english)
            resolved = 0
            for tag in tags {
                for reference in references {
                    _ = try tables.resolve(reference, language: tag, device: .iphone)
                    resolved += 1
                }
            }
        }
        let loadOnly = try Stopwatch(rounds: 11).medianSecondsPerOperation(operations: 1) {
            _ = try StringTables.load([url], developmentLanguage: english)
        }
        let tables = try StringTables.load([url], developmentLanguage: english)
        let resolveOnly = try Stopwatch(rounds: 11).medianSecondsPerOperation(operations: resolved) {
            for tag in tags {
                for reference in references { _ = try tables.resolve(reference, language: tag, device: .iphone) }
            }
        }
        // Per kind of string, to show where resolving spends its time.
        let kinds = try ["plain", "plural", "substitution", "device"].enumerated().map { kind, name in
            let subset = references.indices.filter { Self.kind($0) == kind }.map { references[$0] }
            let perString = try Stopwatch(rounds: 11).medianSecondsPerOperation(operations: subset.count * tags.count) {
                for tag in tags {
                    for reference in subset { _ = try tables.resolve(reference, language: tag, device: .iphone) }
                }
            }
            return String(format: "%@ %.2f µs", name, perString * 1e6)
        }
        return [
            "\(Self.keyCount)-key catalog (\(data.count / 1024) KiB), \(resolved) strings resolved in \(tags.count) languages",
            String(
                format: "load + resolve all: %.1f ms (target < 50 ms); load alone: %.1f ms; resolve alone: %.2f µs per string", seconds * 1000,
                loadOnly * 1000, resolveOnly * 1e6),
            "resolve by kind: " + kinds.joined(separator: ", "),
        ]
    }

    /// Every fifth key is a plural, every tenth (of the rest) a substitution with two plurals,
    /// every thirteenth a device variation, the rest plain text.
    private static func kind(_ index: Int) -> Int { index % 5 == 0 ? 1 : index % 10 == 3 ? 2 : index % 13 == 0 ? 3 : 0 }

    private static func reference(_ index: Int) -> StringReference {
        switch kind(index) {
        case 1: StringReference(key: "key.\(index)", arguments: [.integer(index % 23)])
        case 2: StringReference(key: "key.\(index)", arguments: [.integer(index % 7), .integer(index % 3)])
        default: StringReference(key: "key.\(index)")
        }
    }

    private static func unit(_ value: String) -> [String: Any] { ["stringUnit": ["state": "translated", "value": value]] }

    private static func plural(_ word: String, argument: String, language: String) -> [String: Any] {
        let categories =
            ["ru": ["one", "few", "many", "other"], "ar": ["zero", "one", "two", "few", "many", "other"], "ja": ["other"]][language] ?? [
                "one", "other",
            ]
        return ["plural": Dictionary(uniqueKeysWithValues: categories.map { ($0, unit("\(argument) \(word) (\($0))")) })]
    }

    private static func catalog() -> [String: Any] {
        var strings: [String: Any] = [:]
        for index in 0..<keyCount {
            var localizations: [String: Any] = [:]
            for language in languages where !(language == "ja" && index % 7 == 0) {
                let word = "\(language) text \(index)"
                switch kind(index) {
                case 1:
                    localizations[language] = ["variations": plural(word, argument: "%lld", language: language)]
                case 2:
                    localizations[language] = [
                        "stringUnit": ["state": "translated", "value": "%#@files@ \(language) %#@folders@"],
                        "substitutions": [
                            "files": ["argNum": 1, "formatSpecifier": "lld", "variations": plural("files", argument: "%arg", language: language)],
                            "folders": [
                                "argNum": 2, "formatSpecifier": "lld", "variations": plural("folders", argument: "%arg", language: language),
                            ],
                        ],
                    ]
                case 3:
                    localizations[language] = [
                        "variations": ["device": ["iphone": unit("Tap: \(word)"), "mac": unit("Click: \(word)"), "other": unit(word)]]
                    ]
                default:
                    localizations[language] = unit(word)
                }
            }
            strings["key.\(index)"] = ["comment": "Generated string \(index)", "localizations": localizations]
        }
        return ["sourceLanguage": "en", "version": "1.0", "strings": strings]
    }
}
