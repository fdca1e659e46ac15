import ProofSheetSupport
import Testing

/// How messages quote a value the user gave: control characters escaped, long text cut.
@Suite struct MessageQuotingTests {
    @Test func controlCharactersAreExactlyCategoryCc() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            #expect(scalar.isControlCharacter == (scalar.properties.generalCategory == .control), "U+\(String(value, radix: 16))")
        }
    }

    @Test func textIsQuotedWithControlsEscapedAndCutAtTheLimit() {
        #expect("plain".quoted == "'plain'")
        #expect("a\nb\u{1B}c\u{85}".quoted == #"'a\nb\u{1B}c\u{85}'"#)
        let fits = String(repeating: "x", count: String.quotedExcerptLimit)
        #expect(fits.quoted == "'\(fits)'")
        #expect((fits + "y").quoted == "'\(fits)…' (81 characters)")
        // 80 characters in 160 bytes: fits by characters.
        let accented = String(repeating: "é", count: 80)
        #expect(accented.quoted == "'\(accented)'")
        #expect("abcd".excerpt(limit: 3) == "abc… (4 characters)")
        #expect("abc".excerpt(limit: 3) == "abc")
        #expect("a\tb".excerpt(limit: 3) == #"a\tb"#)
        #expect(!"name".containsControlCharacter && "na\u{7F}me".containsControlCharacter)
    }
}
