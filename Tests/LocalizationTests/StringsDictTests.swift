import Foundation
import Localization
import TestSupport
import Testing

@Suite struct StringsDictTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    static let english = plist(
        """
        <key>files.remaining</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@files@ remaining in %@</string>
            <key>files</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>zero</key>
                <string>No files</string>
                <key>one</key>
                <string>%d file</string>
                <key>other</key>
                <string>%d files</string>
            </dict>
        </dict>
        <key>geese.fields</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%1$d: %2$#@geese@ landed on %3$#@fields@</string>
            <key>geese</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>one</key>
                <string>%2$d goose</string>
                <key>other</key>
                <string>%2$d geese</string>
            </dict>
            <key>fields</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>one</key>
                <string>%3$d field</string>
                <key>other</key>
                <string>%3$d fields</string>
            </dict>
        </dict>
        <key>tap</key>
        <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
                <key>iphone</key>
                <string>Tap to continue</string>
                <key>mac</key>
                <string>Click to continue</string>
                <key>other</key>
                <string>Continue</string>
            </dict>
        </dict>
        <key>greeting</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@device@</string>
            <key>device</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringDeviceSpecificRuleType</string>
                <key>applewatch</key>
                <string>Hi</string>
                <key>other</key>
                <string>Hello there</string>
            </dict>
        </dict>
        """)

    static let russian = plist(
        """
        <key>files.remaining</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>Осталось %#@files@ в %@</string>
            <key>files</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>%d файл</string>
                <key>few</key>
                <string>%d файла</string>
                <key>many</key>
                <string>%d файлов</string>
                <key>other</key>
                <string>%d файла</string>
            </dict>
        </dict>
        """)

    let folder: ScratchFolder
    let tables: StringTables

    init() throws {
        folder = try ScratchFolder("stringsdict")
        for (language, text) in [("en", Self.english), ("ru", Self.russian)] {
            try FileManager.default.createDirectory(at: folder.file("\(language).lproj"), withIntermediateDirectories: true)
            _ = try folder.write(Array(text.utf8), to: "\(language).lproj/Localizable.stringsdict")
        }
        _ = try folder.write(Array("\"tap\" = \"Overridden by the stringsdict\"; \"plain\" = \"Plain\";".utf8), to: "en.lproj/Localizable.strings")
        tables = try StringTables.load([folder.file("en.lproj"), folder.file("ru.lproj")], developmentLanguage: LanguageTag(parsing: "en"))
    }

    private func text(_ key: String, _ language: String, _ arguments: [FormatArgument] = [], device: DeviceIdiom = .iphone) throws -> String {
        try tables.resolve(StringReference(key: key, arguments: arguments), language: LanguageTag(parsing: language), device: device).text
    }

    @Test func pluralRulesChooseByTheArgumentAtTheVariable() throws {
        #expect(try text("files.remaining", "en", [.integer(0), .text("Inbox")]) == "No files remaining in Inbox")
        #expect(try text("files.remaining", "en", [.integer(1), .text("Inbox")]) == "1 file remaining in Inbox")
        #expect(try text("files.remaining", "en", [.integer(7), .text("Inbox")]) == "7 files remaining in Inbox")
        #expect(try text("files.remaining", "ru", [.integer(22), .text("Входящих")]) == "Осталось 22 файла в Входящих")
        #expect(try text("files.remaining", "ru", [.integer(0), .text("Входящих")]) == "Осталось 0 файлов в Входящих")
    }

    @Test func positionalVariables() throws {
        #expect(try text("geese.fields", "en", [.integer(9), .integer(1), .integer(3)]) == "9: 1 goose landed on 3 fields")
        #expect(try text("geese.fields", "en", [.integer(9), .integer(4), .integer(1)]) == "9: 4 geese landed on 1 field")
    }

    @Test func deviceRules() throws {
        #expect(try text("tap", "en", device: .iphone) == "Tap to continue")
        #expect(try text("tap", "en", device: .mac) == "Click to continue")
        #expect(try text("tap", "en", device: .appletv) == "Continue")
        #expect(try text("greeting", "en", device: .applewatch) == "Hi")
        #expect(try text("greeting", "en", device: .ipad) == "Hello there")
        #expect(try text("plain", "en") == "Plain")
    }

    @Test(arguments: [
        ("<key>k</key><string>just text</string>", "'k': is the string 'just text', where a dictionary belongs"),
        (
            "<key>k</key><dict><key>v</key><string>x</string></dict>",
            "'k': has no NSStringLocalizedFormatKey (the format string with %#@variables@) nor NSStringDeviceSpecificRuleType"
        ),
        (
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string></dict></dict>",
            "'k'.'n'.NSStringFormatSpecTypeKey: is the string 'NSStringVariableWidthRuleType'; valid: NSStringPluralRuleType, NSStringDeviceSpecificRuleType"
        ),
        (
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>several</key><string>x</string></dict></dict>",
            "'k'.'n'.'several': is not a plural category; valid: zero, one, two, few, many, other"
        ),
        (
            "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>phone</key><string>x</string></dict></dict>",
            "'k'.NSStringDeviceSpecificRuleType.'phone': is not a device; valid: iphone, ipad, mac, applewatch, appletv, applevision, ipod, other"
        ),
        (
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><integer>3</integer></dict>",
            "'k'.NSStringLocalizedFormatKey: is the number 3, where a string belongs"
        ),
    ])
    func malformedEntriesAreErrorsWithTheirPath(body: String, message: String) throws {
        let folder = try ScratchFolder("stringsdict-errors")
        try FileManager.default.createDirectory(at: folder.file("en.lproj"), withIntermediateDirectories: true)
        let file = try folder.write(Array(Self.plist(body).utf8), to: "en.lproj/Localizable.stringsdict")
        #expect {
            try StringTables.load([file], developmentLanguage: LanguageTag(parsing: "en"))
        } throws: { error in
            String(describing: error) == "\(file.standardizedFileURL.path): \(message)"
        }
    }

    @Test func aFileThatIsNotAPropertyListIsAnError() throws {
        let folder = try ScratchFolder("stringsdict-errors")
        try FileManager.default.createDirectory(at: folder.file("en.lproj"), withIntermediateDirectories: true)
        let file = try folder.write(Array("<plist><dict><key>a</key>".utf8), to: "en.lproj/Localizable.stringsdict")
        #expect {
            try StringTables.load([file], developmentLanguage: LanguageTag(parsing: "en"))
        } throws: { error in
            let error = try #require(error as? LocalizationError)
            return error.file == file.standardizedFileURL.path && error.problem == "is not a property list; a .stringsdict is an XML property list"
        }
    }
}
