import Foundation
import TestSupport
import Testing

@testable import Localization

@Suite struct StringsFileTests {
    private func pairs(_ text: String) throws -> [String: String] {
        try StringsFileParser.pairs(Data(text.utf8), file: "en.lproj/Localizable.strings")
    }

    @Test func pairsCommentsAndEscapes() throws {
        let text = #"""
            /* The first screen. */
            "Welcome" = "Welcome!";
            // A line comment
            "quote" = "She said \"hi\"\n\tand left \\ \'"; /* trailing */
            "emoji" = "\U263A \UD83D\UDE00 \u00E9";
            plain_key = plain.value;
            "only key";
            "Welcome" = "Welcome back!";
            "multi
            line" = "a // not a comment /* nor this */";
            """#
        #expect(
            try pairs(text) == [
                "Welcome": "Welcome back!", "quote": "She said \"hi\"\n\tand left \\ '", "emoji": "☺ 😀 é", "plain_key": "plain.value",
                "only key": "only key", "multi\nline": "a // not a comment /* nor this */",
            ])
        #expect(try pairs("") == [:])
        #expect(try pairs("\u{FEFF}\"a\" = \"b\";") == ["a": "b"])
    }

    @Test func utf16WithAByteOrderMark() throws {
        let text = "\"Hello\" = \"Grüß dich 👋\";\n"
        let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try StringsFileParser.pairs(Data(littleEndian), file: "f") == ["Hello": "Grüß dich 👋"])
        #expect(try StringsFileParser.pairs(Data(bigEndian), file: "f") == ["Hello": "Grüß dich 👋"])
        #expect(throws: LocalizationError(file: "f", problem: "is UTF-16 (it starts with a byte-order mark) but has an odd number of bytes")) {
            try StringsFileParser.pairs(Data(littleEndian + [0x41]), file: "f")
        }
        #expect(throws: LocalizationError(file: "f", problem: "is neither UTF-8 nor UTF-16 with a byte-order mark")) {
            try StringsFileParser.pairs(Data([0x22, 0xC3, 0x28, 0x22]), file: "f")
        }
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "line 2, column 1: expected ';' after the value of 'a', found '\"'"),
        ("\"a\" \"b\";", "line 1, column 5: expected '=' after the key 'a', found '\"'"),
        ("\n  \"a\" = \"b", "line 2, column 9: the string opened here is not closed with '\"', found the end of the file"),
        ("\"a\" = \"\\q\";", "line 1, column 8: unknown escape; valid: \\n \\t \\r \\\" \\' \\\\ \\Uxxxx, found 'q'"),
        ("\"a\" = \"\\U12\";", "line 1, column 8: a \\U escape needs four hex digits, found '\"'"),
        ("/* open\n\n", "line 1, column 1: the comment opened here is not closed with */, found the end of the file"),
        ("\"a\" = ;", "line 1, column 7: expected a value (a quoted string or a word), found ';'"),
        ("\"a\" = \"\\UD83D\";", "line 1, column 14: a \\U escape of a high surrogate is not followed by its low surrogate, found '\"'"),
    ])
    func syntaxErrorsNameLineAndColumn(text: String, message: String) {
        #expect {
            try pairs(text)
        } throws: { error in
            String(describing: error) == "en.lproj/Localizable.strings: \(message); a .strings file holds lines like \"key\" = \"value\";"
        }
    }

    @Test func lprojFoldersMakeATableWithTheDevelopmentLanguageAsSource() throws {
        let folder = try ScratchFolder("strings-tables")
        for language in ["Base", "en", "de", "pt-BR"] {
            try FileManager.default.createDirectory(at: folder.file("\(language).lproj"), withIntermediateDirectories: true)
        }
        _ = try folder.write(Array("\"title\" = \"Base title\"; \"only.base\" = \"From Base\";".utf8), to: "Base.lproj/Localizable.strings")
        _ = try folder.write(Array("\"title\" = \"Inbox\"; \"count\" = \"%d new\";".utf8), to: "en.lproj/Localizable.strings")
        _ = try folder.write(Array("\"title\" = \"Posteingang\";".utf8), to: "de.lproj/Localizable.strings")
        _ = try folder.write(Array("\"title\" = \"Caixa de entrada\";".utf8), to: "pt-BR.lproj/Localizable.strings")
        _ = try folder.write(Array("\"settings\" = \"Einstellungen\";".utf8), to: "de.lproj/Settings.strings")
        let tables = try StringTables.load([folder.url], developmentLanguage: LanguageTag(parsing: "en"))
        #expect(tables.tableNames == ["Localizable", "Settings"])
        #expect(tables.languages == ["en", "de", "pt-BR"])
        func resolve(_ key: String, _ language: String, table: String? = nil, _ arguments: [FormatArgument] = []) throws -> ResolvedString {
            try tables.resolve(
                StringReference(key: key, table: table, arguments: arguments), language: LanguageTag(parsing: language), device: .iphone)
        }
        #expect(try resolve("title", "en") == ResolvedString(text: "Inbox", isUntranslated: false, table: "Localizable"))
        #expect(try resolve("only.base", "en").text == "From Base")
        #expect(try resolve("title", "de").text == "Posteingang")
        #expect(try resolve("title", "pt-BR").text == "Caixa de entrada")
        #expect(try resolve("title", "pt-PT") == ResolvedString(text: "Inbox", isUntranslated: true, table: "Localizable"))
        #expect(try resolve("count", "de", [.integer(3)]) == ResolvedString(text: "3 new", isUntranslated: true, table: "Localizable"))
        #expect(try resolve("settings", "de", table: "Settings") == ResolvedString(text: "Einstellungen", isUntranslated: false, table: "Settings"))
        #expect(try resolve("settings", "en", table: "Settings") == ResolvedString(text: "settings", isUntranslated: false, table: "Settings"))

        let single = try StringTables.load([folder.file("de.lproj/Settings.strings")], developmentLanguage: LanguageTag(parsing: "en"))
        #expect(try single.resolve(StringReference(key: "settings"), language: LanguageTag(parsing: "de"), device: .ipad).text == "Einstellungen")
    }
}
