import Foundation
import ProofSheetSupport
import Testing

/// The JSON string literal the accept list and the spec schema write: exact escapes, and every
/// string read back as itself by a JSON parser.
@Suite struct JSONStringLiteralTests {
    @Test func escapesQuotesBackslashesAndInvisibleBreaks() {
        #expect("plain".jsonStringLiteral == #""plain""#)
        #expect("a\"b\\c".jsonStringLiteral == #""a\"b\\c""#)
        #expect("1\n2\r3\t4".jsonStringLiteral == #""1\n2\r3\t4""#)
        #expect("\u{1B}\u{7F}\u{85}\u{2028}\u{2029}\u{FEFF}é".jsonStringLiteral == #""\u001B\u007F\u0085\u2028\u2029\uFEFFé""#)
    }

    @Test func everyStringReadsBackAsItself() throws {
        let hostile = (0..<0x100).compactMap(Unicode.Scalar.init).map(String.init).joined() + "\u{2028}\u{2029}\u{FEFF}👩🏽‍💻"
        for text in [hostile, "", "'single' and \"double\""] {
            let parsed = try JSONSerialization.jsonObject(with: Data(text.jsonStringLiteral.utf8), options: .fragmentsAllowed) as? String
            #expect(parsed == text)
        }
    }
}
