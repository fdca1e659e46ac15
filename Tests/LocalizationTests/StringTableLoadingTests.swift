import Foundation
import Localization
import TestSupport
import Testing

/// Files that cannot be loaded: every error names the file, the path inside it, the value and
/// what would be valid.
@Suite struct StringTableLoadingTests {
    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder("string-table-errors")
    }

    private func loadCatalog(_ json: String, name: String = "Localizable.xcstrings") throws -> (URL, Result<StringTables, LocalizationError>) {
        let url = try folder.write(Array(json.utf8), to: name)
        let english = try LanguageTag(parsing: "en")
        return (url, Result { () throws(LocalizationError) in try StringTables.load([url], developmentLanguage: english) })
    }

    private func catalogError(_ json: String) throws -> String {
        let (url, result) = try loadCatalog(json)
        guard case .failure(let error) = result else { return "no error" }
        #expect(error.file == url.standardizedFileURL.path)
        return "\(error.location): \(error.problem)"
    }

    @Test(arguments: [
        (#"{"sourceLanguage": 3, "strings": {}}"#, "sourceLanguage: is the number 3, where a string belongs"),
        (#"{"strings": {}}"#, "sourceLanguage: is missing; it must be a string"),
        (#"{"sourceLanguage": "en", "strings": []}"#, "strings: is a list, where an object ({ … }) belongs"),
        (#"[1]"#, "the top level: is a list, where an object ({ … }) belongs"),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"shouldTranslate": "no"}}}"#,
            "strings.'k'.shouldTranslate: is a string, where true or false belongs"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "done", "value": "x"}}}}}}"#,
            "strings.'k'.localizations.de.stringUnit.state: is 'done'; valid: translated, needs_review, new, stale"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"state": "new", "value": 5}}}}}}"#,
            "strings.'k'.localizations.de.stringUnit.value: is the number 5, where a string belongs"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"plural": {"several": {"stringUnit": {"value": "x"}}}}}}}}}"#,
            "strings.'k'.localizations.de.variations.plural.'several': is not a plural category; valid: zero, one, two, few, many, other"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"device": {"phone": {"stringUnit": {"value": "x"}}}}}}}}}"#,
            "strings.'k'.localizations.de.variations.device.'phone': is not a device; valid: iphone, ipad, mac, applewatch, appletv, applevision, ipod, other"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"width": {}}}}}}}"#,
            "strings.'k'.localizations.de.variations.'width': is not a kind of variation; valid: plural, device"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {}}}}}"#,
            "strings.'k'.localizations.de: has neither stringUnit nor variations"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": {"argNum": true, "variations": {"plural": {}}}}}}}}}"#,
            "strings.'k'.localizations.de.substitutions.'n'.argNum: is true, where an argument number from 1 to 9999 belongs"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"stringUnit": {"value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": "q", "variations": {"plural": {}}}}}}}}}"#,
            "strings.'k'.localizations.de.substitutions.'n'.formatSpecifier: is 'q', which is not a format conversion (lld, d, @, f, …)"
        ),
        (
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"d e": {"stringUnit": {"value": "x"}}}}}}"#,
            "strings.'k'.localizations.d e: language 'd e' may hold only ASCII letters, digits and '-'; give a BCP 47 tag (en, de, ar, ja, pt-BR, zh-Hant) or a pseudolanguage (double-length, accented, bounded-string, right-to-left, right-to-left-strings)"
        ),
    ])
    func wrongTypesAndValuesNameTheirPath(json: String, message: String) throws {
        #expect(try catalogError(json) == message)
    }

    @Test(arguments: [
        (#"{"sourceLanguage": "en", "strings": {"#, "line 1, column 38", "expected a member name in double quotes"),
        ("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {} x", "line 3, column 17", "expected ',' or '}' in an object"),
        ("{\"a\": \"tab\there\"}", "line 1, column 11", "has a control character inside a string (write it as an escape such as \\n)"),
        (#"{"a": "\q"}"#, "line 1, column 10", #"has an unknown escape in a string; valid: \" \\ \/ \b \f \n \r \t \uXXXX"#),
        (#"{"a": tru}"#, "line 1, column 7", "expected a value (an object, array, string, number, true, false or null)"),
        ("{} {}", "line 1, column 4", "has more after the end of the JSON value"),
        (String(repeating: "[", count: 101), "line 1, column 101", "nests objects and arrays deeper than 100 levels"),
    ])
    func malformedJSONIsAnErrorWithLineAndColumn(json: String, location: String, problem: String) throws {
        let (url, result) = try loadCatalog(json)
        #expect(
            throws: LocalizationError(
                file: url.standardizedFileURL.path, location: location, problem: problem + "; a String Catalog is the JSON file Xcode writes")
        ) {
            try result.get()
        }
    }

    /// Member names are compared in place when written plainly; written with escapes, they
    /// are decoded first and mean the same.
    @Test func memberNamesWithEscapesMeanTheSame() throws {
        let (_, result) = try loadCatalog(
            #"{"sourceLanguage": "en", "strings": {"k": {"localiz\u0061tions": {"de": {"string\u0055nit": {"st\u0061te": "translated", "v\u0061lue": "Hallo"}, "\u0078": 1}}}}}"#
        )
        let resolved = try result.get().resolve(StringReference(key: "k"), language: LanguageTag(parsing: "de"), device: .iphone)
        #expect(resolved.text == "Hallo")
        #expect(!resolved.isUntranslated)
        #expect(
            try catalogError(
                #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"plural": {"sev\u00e9ral": {}}}}}}}}"#)
                == "strings.'k'.localizations.de.variations.plural.'sevéral': is not a plural category; valid: zero, one, two, few, many, other")
    }

    @Test func stringsWithEscapesAndInvalidUTF8() throws {
        let (_, result) = try loadCatalog(#"{"sourceLanguage": "en", "strings": {"k\u00e9\ud83d\ude00\n": {}}}"#)
        #expect(try result.get().resolve(StringReference(key: "ké😀\n"), language: LanguageTag(parsing: "en"), device: .iphone).text == "ké😀\n")
        let url = try folder.write(
            Array(#"{"sourceLanguage": "en", "strings": {""#.utf8) + [0xC3, 0x28] + Array(#"": {}}}"#.utf8), to: "Bad.xcstrings")
        #expect(
            throws: LocalizationError(
                file: url.standardizedFileURL.path, location: "line 1, column 41",
                problem: "has a string that is not UTF-8; a String Catalog is the JSON file Xcode writes")
        ) {
            try StringTables.load([url], developmentLanguage: LanguageTag(parsing: "en"))
        }
    }

    @Test func aFileOverTheSizeCapIsRefusedBeforeReading() throws {
        // A sparse file: 64 MB + 1 byte long, holding no data on disk.
        let url = folder.file("Huge.xcstrings")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(64 << 20) + 1)
        try handle.close()
        #expect(
            throws: LocalizationError(
                file: url.standardizedFileURL.path, problem: "the file is 67108865 bytes, more than the 67108864 a string table may have")
        ) {
            try StringTables.load([url], developmentLanguage: LanguageTag(parsing: "en"))
        }
    }

    @Test func pathsThatAreNoTables() throws {
        let en = try LanguageTag(parsing: "en")
        let missing = folder.file("Missing.xcstrings")
        #expect(
            throws: LocalizationError(file: missing.path, problem: "does not exist; give .xcstrings files, .lproj folders or folders holding them")
        ) {
            try StringTables.load([missing], developmentLanguage: en)
        }
        let text = try folder.write(Array("x".utf8), to: "notes.txt")
        #expect(
            throws: LocalizationError(
                file: text.standardizedFileURL.path,
                problem: "is not a string table; give .xcstrings, .strings or .stringsdict files, .lproj folders or folders holding them")
        ) {
            try StringTables.load([text], developmentLanguage: en)
        }
        let loose = try folder.write(Array("\"a\" = \"b\";".utf8), to: "Loose.strings")
        #expect(
            throws: LocalizationError(
                file: loose.standardizedFileURL.path,
                problem: "is not inside an .lproj folder, so its language is unknown; put it in <language>.lproj")
        ) {
            try StringTables.load([loose], developmentLanguage: en)
        }
        try FileManager.default.createDirectory(at: folder.file("English Language.lproj"), withIntermediateDirectories: true)
        #expect {
            try StringTables.load([folder.url], developmentLanguage: en)
        } throws: { error in
            String(describing: error).contains("English Language.lproj: is not named for a language: language 'English Language'")
        }
    }

    /// A file where an .lproj folder belongs says so in words, not as a Foundation error.
    @Test func aFileNamedLikeAnLprojFolderIsNamed() throws {
        let en = try LanguageTag(parsing: "en")
        let tables = folder.file("Tables")
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        let file = try folder.write(Array("x".utf8), to: "Tables/de.lproj")
        #expect(throws: LocalizationError(file: file.standardizedFileURL.path, problem: "is a file, not a folder")) {
            try StringTables.load([tables], developmentLanguage: en)
        }
    }

    @Test func twoTablesOfOneNameAreAnError() throws {
        let catalog = try folder.write(Array(#"{"sourceLanguage": "en", "strings": {}}"#.utf8), to: "Localizable.xcstrings")
        try FileManager.default.createDirectory(at: folder.file("de.lproj"), withIntermediateDirectories: true)
        let strings = try folder.write(Array("\"a\" = \"b\";".utf8), to: "de.lproj/Localizable.strings")
        #expect(
            throws: LocalizationError(
                file: strings.standardizedFileURL.path,
                problem: "is a second table named 'Localizable' (the first is \(catalog.standardizedFileURL.path)); table names must be unique"
            )
        ) {
            try StringTables.load([catalog, folder.file("de.lproj")], developmentLanguage: LanguageTag(parsing: "en"))
        }
    }
}
