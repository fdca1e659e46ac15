import Localization
import Testing

/// Xcode's pseudolanguages, as Foundation's CFBundle_DebugStrings.c transforms a localized string
/// (docs/languages.md, "Pseudolanguages"). Expected outputs are written out scalar by scalar: Swift's `==`
/// treats "ë" and "e\u{308}" as equal, so the tests compare the scalars.
struct PseudolanguageTests {
    private func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

    private func expectTransform(
        _ language: Pseudolanguage, _ input: String, _ expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let output = language.transform(input)
        #expect(
            scalars(output) == scalars(expected),
            "\(language.name): \(input.debugDescription) became \(output.debugDescription), expected \(expected.debugDescription)",
            sourceLocation: sourceLocation)
    }

    // MARK: Names

    @Test func namesRoundTripThroughInitName() {
        #expect(
            Pseudolanguage.allCases.map(\.name)
                == ["double-length", "accented", "bounded-string", "right-to-left", "right-to-left-strings"])
        for language in Pseudolanguage.allCases {
            #expect(Pseudolanguage(name: language.name) == language)
            #expect(Pseudolanguage(name: language.name.uppercased()) == language)
        }
        #expect(Pseudolanguage(name: "doubleLength") == nil)
        #expect(Pseudolanguage(name: "right-to-left ") == nil)
        #expect(Pseudolanguage(name: "") == nil)
    }

    @Test func onlyTheRightToLeftOnesForceTheWritingDirection() {
        for language in Pseudolanguage.allCases {
            let rightToLeft = language == .rightToLeft || language == .rightToLeftStrings
            #expect(language.forcesRightToLeftWritingDirection == rightToLeft)
            #expect(language.isRightToLeft == rightToLeft)
        }
    }

    // MARK: Double length

    @Test func doubleLengthRepeatsTheTextAfterASpace() {
        expectTransform(.doubleLength, "Settings", "Settings Settings")
        expectTransform(.doubleLength, "Hello, World!", "Hello, World! Hello, World!")
        expectTransform(.doubleLength, "naïve café", "naïve café naïve café")
        expectTransform(.doubleLength, "👍🏽 OK", "👍🏽 OK 👍🏽 OK")
        expectTransform(.doubleLength, "مرحبا", "مرحبا مرحبا")
        expectTransform(.doubleLength, "", " ")
    }

    /// Foundation removes every `%` from the first copy, so the doubled string has exactly the
    /// original's specifiers, in the second copy.
    @Test func doubleLengthKeepsSpecifiersOnlyInTheSecondCopy() {
        expectTransform(.doubleLength, "%lld messages", "lld messages %lld messages")
        expectTransform(.doubleLength, "Sent %1$@ to %2$@", "Sent 1$@ to 2$@ Sent %1$@ to %2$@")
        expectTransform(.doubleLength, "%#@count@ in %#@folders@", "#@count@ in #@folders@ %#@count@ in %#@folders@")
        expectTransform(.doubleLength, "%.2f%% done", ".2f done %.2f%% done")
    }

    @Test func doubleLengthIsNotIdempotent() {
        let once = Pseudolanguage.doubleLength.transform("OK")
        #expect(Pseudolanguage.doubleLength.transform(once) == "OK OK OK OK")
    }

    // MARK: Accented

    @Test func accentedPutsOneOfSixAccentsAfterEachLetter() {
        // The accent is the letter's code unit mod 6 in grave, cedilla, tilde, ring below,
        // ring above, diaeresis: S (83) diaeresis, e (101) diaeresis, t (116) tilde, ...
        expectTransform(.accented, "Settings", "S\u{308}e\u{308}t\u{303}t\u{303}i\u{325}n\u{303}g\u{327}s\u{327}")
        expectTransform(.accented, "String", "S\u{308}t\u{303}r\u{300}i\u{325}n\u{303}g\u{327}")
        // Spaces, punctuation and symbols stay bare.
        expectTransform(
            .accented, "Hello, World!",
            "H\u{300}e\u{308}l\u{300}l\u{300}o\u{325}, W\u{325}o\u{325}r\u{300}l\u{300}d\u{30A}!")
    }

    @Test func accentedLeavesDigitsButNotOtherNumbers() {
        // Decimal digits (Nd) are skipped; superscripts and fractions (No) are letters to Foundation.
        expectTransform(.accented, "Ab1²½_x", "A\u{308}b\u{303}1\u{B2}\u{30A}\u{BD}\u{325}_x\u{300}")
        expectTransform(.accented, "2024", "2024")
    }

    @Test func accentedCopiesFormatSpecifiersUnchanged() {
        expectTransform(.accented, "%lld messages", "%lld m\u{327}e\u{308}s\u{327}s\u{327}a\u{327}g\u{327}e\u{308}s\u{327}")
        expectTransform(.accented, "Sent %1$@ to %2$@", "S\u{308}e\u{308}n\u{303}t\u{303} %1$@ t\u{303}o\u{325} %2$@")
        expectTransform(.accented, "%#@count@ in %#@folders@", "%#@count@ i\u{325}n\u{303} %#@folders@")
        expectTransform(.accented, "%.2f%%", "%.2f%%")
        expectTransform(.accented, "%-*d|%5.1Lf|%hhx|%1$#@n_1@|%zu", "%-*d|%5.1Lf|%hhx|%1$#@n_1@|%zu")
    }

    @Test func accentedTreatsAStrayPercentAsText() {
        // "%y" is no specifier: the % stays (punctuation), the y is accented (121 mod 6 = 1).
        expectTransform(.accented, "%y", "%y\u{327}")
        expectTransform(.accented, "%", "%")
        expectTransform(.accented, "%#@unclosed", "%#@u\u{325}n\u{303}c\u{325}l\u{300}o\u{325}s\u{327}e\u{308}d\u{30A}")
    }

    @Test func accentedLeavesClustersOfMoreThanOneCodeUnit() {
        // Precomposed ï (U+EF) and é (U+E9) are one code unit, so they take a second accent;
        // the decomposed i + U+308 is a cluster of two and stays as it is.
        expectTransform(
            .accented, "na\u{EF}ve caf\u{E9}",
            "n\u{303}a\u{327}\u{EF}\u{308}v\u{30A}e\u{308} c\u{325}a\u{327}f\u{300}\u{E9}\u{308}")
        expectTransform(.accented, "nai\u{308}ve", "n\u{303}a\u{327}i\u{308}v\u{30A}e\u{308}")
        // Emoji, and letters outside the BMP (two UTF-16 code units), stay bare.
        expectTransform(.accented, "👍🏽 OK", "👍🏽 O\u{327}K\u{325}")
        expectTransform(.accented, "😀𝐀", "😀𝐀")
        // A combining mark on its own (the text starts with it) stays bare.
        expectTransform(.accented, "\u{301}", "\u{301}")
    }

    @Test func accentedAccentsRightToLeftAndCJKLettersToo() {
        // Arabic letters are single code units of category Lo: Foundation accents them as well.
        expectTransform(.accented, "مرحبا", "\u{645}\u{325}\u{631}\u{327}\u{62D}\u{325}\u{628}\u{30A}\u{627}\u{325}")
        expectTransform(.accented, "設定", "\u{8A2D}\u{325}\u{5B9A}\u{303}")
    }

    @Test func accentedLeavesControlsAndSeparators() {
        expectTransform(.accented, "\t\n\u{200B}\u{00A0}\u{2028}", "\t\n\u{200B}\u{00A0}\u{2028}")
        expectTransform(.accented, "", "")
    }

    @Test func accentedIsIdempotent() {
        for text in ["Settings", "Hello, World!", "%lld messages", "naïve café", "👍🏽 OK", "مرحبا", "%y", ""] {
            let once = Pseudolanguage.accented.transform(text)
            #expect(scalars(Pseudolanguage.accented.transform(once)) == scalars(once), "\(text.debugDescription)")
        }
    }

    // MARK: Bounded string

    @Test func boundedStringWrapsInHashBrackets() {
        expectTransform(.boundedString, "Settings", "[# Settings #]")
        expectTransform(.boundedString, "Hello, World!", "[# Hello, World! #]")
        expectTransform(.boundedString, "%lld messages", "[# %lld messages #]")
        expectTransform(.boundedString, "%#@count@ in %#@folders@", "[# %#@count@ in %#@folders@ #]")
        expectTransform(.boundedString, "👍🏽 OK", "[# 👍🏽 OK #]")
        expectTransform(.boundedString, "مرحبا", "[# مرحبا #]")
        expectTransform(.boundedString, "", "[#  #]")
        // A leading combining mark stays on the space before it, as in Foundation's concatenation.
        expectTransform(.boundedString, "\u{301}a", "[# \u{301}a #]")
    }

    // MARK: Right to left

    @Test func rightToLeftLeavesTheTextToTheRenderer() {
        for text in ["Settings", "Hello, World!", "%lld messages", "Sent %1$@ to %2$@", "", "naïve café", "👍🏽 OK", "مرحبا"] {
            expectTransform(.rightToLeft, text, text)
        }
    }

    @Test func rightToLeftStringsWrapInAnOverride() {
        expectTransform(.rightToLeftStrings, "Hello", "\u{202E}Hello\u{202C}")
        expectTransform(.rightToLeftStrings, "Sent %1$@ to %2$@", "\u{202E}Sent %1$@ to %2$@\u{202C}")
        expectTransform(.rightToLeftStrings, "", "\u{202E}\u{202C}")
    }

    // MARK: Any input

    /// A long text full of specifier starts, emoji and accents is transformed piece by piece.
    /// (Speed is the benchmark's business, never a timed unit test's.)
    @Test func accentedHandlesALongTextOfSpecifierStarts() {
        let unit = "Ab %#@c%1$ é👍🏽 %"
        // Each repeat accents b, c and é; the A only at the start, since elsewhere the % before it
        // makes "%A", a specifier (hexadecimal float), which stays as it is.
        #expect(
            Pseudolanguage.accented.transform(String(repeating: unit, count: 1_000)).unicodeScalars.count
                == 1_000 * (unit.unicodeScalars.count + 3) + 1)
    }

    @Test func transformsAreTotalOnOddInput() {
        let odd = [
            "%", "%%%", "%1$", "%#@", "%#@@", "%.", "%*", "\u{0}", "\u{FFFF}", "\u{10FFFF}", "\r\n", "\u{202E}x",
            String(repeating: "\u{301}", count: 100), "🏳️‍🌈", "a\u{E000}b",
        ]
        for language in Pseudolanguage.allCases {
            for text in odd { _ = language.transform(text) }
        }
        // A private-use character is in none of the sets Foundation skips: accented (57344 mod 6 = 2).
        expectTransform(.accented, "\u{E000}", "\u{E000}\u{303}")
    }
}
