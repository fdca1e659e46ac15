/// The text Pango lays out for a label, tailored so that Pango's line-break opportunities
/// (UAX #14 as Pango 1.50 implements it) become those of ICU-based engines as Chromium applies
/// them. docs/line-breaking.md lists the rules and how they were measured.
///
/// Breaks Pango lacks are added by inserting U+200B ZERO WIDTH SPACE into the text; breaks
/// Pango has and Chromium lacks are removed by inserting U+2060 WORD JOINER; a no-break space is
/// kept from hanging at a line end by U+FE00 VARIATION SELECTOR-1 after it. All three are
/// default ignorable: no glyph, no advance. A word joiner, unlike `pango_attr_allow_breaks_new(FALSE)`,
/// forbids only the line break and keeps the boundary between characters, where a word too long
/// for the line may still be broken ("12/|05" as Chromium breaks it, not "12|/05"). Measuring
/// and drawing both go through `PangoTextLayout.configure`, so they see the same tailored text;
/// ``originalOffset(_:)`` maps an offset in it back to the label's text, and
/// ``originalText(in:)`` gives the label's own characters of a part of it: the text SVG and PDF
/// carry, so that copying or searching a label finds exactly its text.
///
/// Pango 1.50's grapheme clusters predate Unicode 15.1's rule GB9c, which joins consonants linked
/// by a virama into one cluster ("क्षि" is one Swift `Character`, as it is for ICU 74 and iOS);
/// it would break an over-long word between "क्" and "षि". ``conjuncts`` are those clusters, and
/// `PangoTextLayout.configure` forbids breaks inside them.
package struct LineBreakTailoring: Equatable {
    /// The label's text.
    package let original: String
    /// The text given to Pango.
    let text: String
    /// UTF-8 offsets in ``text`` of the inserted characters (3 bytes each), ascending.
    package let insertions: [Int]
    /// UTF-8 ranges in ``text`` of the grapheme clusters that hold a virama followed by another
    /// character, ascending; empty for text without a virama (found by a byte scan).
    let conjuncts: [Range<Int>]

    static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"
    static let wordJoiner: Unicode.Scalar = "\u{2060}"
    static let noBreakSpaceExtender: Unicode.Scalar = "\u{FE00}"

    /// Tailors `original`. Text with none of the characters the rules look at (the ASCII
    /// punctuation `- / , . : ; ! ? ) ] }` and the no-break spaces) is returned unchanged without
    /// allocating.
    init(_ original: String) {
        guard Self.hasTrigger(original.utf8) else {
            self.init(original: original, text: original, insertions: [])
            return
        }
        let scalars = Array(original.unicodeScalars)
        var text = String.UnicodeScalarView()
        var insertions: [Int] = []
        var offset = 0
        func insert(_ invisible: Unicode.Scalar) {
            insertions.append(offset)
            text.append(invisible)
            offset += 3
        }
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if Self.breaksAfterSpaces(startingAt: index, in: scalars) { insert(Self.zeroWidthSpace) }
            text.append(scalar)
            offset += scalar.utf8.count
            if Self.isNoBreakSpace(scalar) {
                insert(Self.noBreakSpaceExtender)
            } else if Self.breaksAfterHyphen(previous, scalar, next) {
                insert(Self.zeroWidthSpace)
            } else if let next, Self.keepsTogether(previous, scalar, next) {
                insert(Self.wordJoiner)
            }
        }
        self.init(original: original, text: insertions.isEmpty ? original : String(text), insertions: insertions)
    }

    private init(original: String, text: String, insertions: [Int]) {
        self.original = original
        self.text = text
        self.insertions = insertions
        conjuncts = Self.conjuncts(in: text)
    }

    /// The UTF-8 offset in the original text of UTF-8 offset `offset` in ``text``; an offset at
    /// an inserted character maps to the character after it.
    func originalOffset(_ offset: Int) -> Int {
        var inserted = 0
        for insertion in insertions where insertion < offset { inserted += 1 }
        return offset - 3 * inserted
    }

    /// The label's own characters in the UTF-8 range `range` of ``text``: the range without the
    /// characters inserted into it. A range starts and ends between characters, as a run's or a
    /// line's does, so an inserted character is either wholly in it or not at all.
    package func originalText(in range: Range<Int>) -> String {
        let utf8 = original.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: originalOffset(range.lowerBound))
        return String(original[start..<utf8.index(utf8.startIndex, offsetBy: originalOffset(range.upperBound))])
    }

    /// A run of glyphs as the label's own text has it, for a text layer (a PDF's) that must hold
    /// exactly the label's characters: the run spans the UTF-8 range `range` of ``text``, and
    /// glyph `i` (in glyph order, right to left when `rightToLeft`) belongs to the cluster that
    /// starts `clusters[i]` bytes into it. Returns the run's range in ``original`` and each
    /// glyph's cluster start relative to it. A glyph of an inserted character (which draws
    /// nothing) joins the cluster of the character before it, or at the run's start the one
    /// after it, so no cluster is left of inserted characters alone. Nil when the run holds only
    /// inserted characters: it has no text of the label's.
    package func untailored(range: Range<Int>, clusters: [Int], rightToLeft: Bool) -> (range: Range<Int>, clusters: [Int])? {
        let start = originalOffset(range.lowerBound)
        let end = originalOffset(range.upperBound)
        guard start < end else { return nil }
        var mapped = clusters
        var last: Int?
        var waiting: [Int] = []
        for index in rightToLeft ? Array(clusters.indices.reversed()) : Array(clusters.indices) {
            let offset = range.lowerBound + clusters[index]
            if insertions.contains(offset) {
                if let last { mapped[index] = last } else { waiting.append(index) }
            } else {
                let cluster = originalOffset(offset) - start
                mapped[index] = cluster
                last = cluster
                for glyph in waiting { mapped[glyph] = cluster }
                waiting = []
            }
        }
        // Only inserted characters' glyphs, in a run that has text of the label's (an ellipsis
        // run, whose one glyph stands for the text it hides): one cluster for all of it.
        for glyph in waiting { mapped[glyph] = 0 }
        return (start..<end, mapped)
    }

    // MARK: Rules

    /// The viramas that link consonants into one cluster in Unicode 15.1 (`Indic_Conjunct_Break=Linker`):
    /// Devanagari, Bengali, Gujarati, Oriya, Telugu and Malayalam.
    private static let linkers: Set<Unicode.Scalar> = ["\u{094D}", "\u{09CD}", "\u{0ACD}", "\u{0B4D}", "\u{0C4D}", "\u{0D4D}"]

    /// The clusters of `text` in which a linker is followed by another character: the ones Pango
    /// may split. Text without a linker's UTF-8 bytes (E0, then A5, A7, AB, AD, B1 or B5, then
    /// 8D) is not walked by `Character`.
    private static func conjuncts(in text: String) -> [Range<Int>] {
        var previous: (UInt8, UInt8) = (0, 0)
        var hasLinker = false
        for byte in text.utf8 {
            if byte == 0x8D, previous.0 == 0xE0, [0xA5, 0xA7, 0xAB, 0xAD, 0xB1, 0xB5].contains(previous.1) {
                hasLinker = true
                break
            }
            previous = (previous.1, byte)
        }
        guard hasLinker else { return [] }
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            if character.unicodeScalars.dropLast().contains(where: linkers.contains) { ranges.append(offset..<offset + length) }
            offset += length
        }
        return ranges
    }

    /// Whether `utf8` holds a character a rule looks at. The no-break spaces are found by their
    /// last two bytes (C2 A0, and 80 87 or 80 AF after E2); another character that shares them
    /// only costs a scan that inserts nothing.
    private static func hasTrigger(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"),
                UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                return true
            case 0xA0 where previous == 0xC2, 0x87 where previous == 0x80, 0xAF where previous == 0x80:
                return true
            default:
                previous = byte
            }
        }
        return false
    }

    /// U+00A0 NO-BREAK SPACE, U+2007 FIGURE SPACE and U+202F NARROW NO-BREAK SPACE. Pango counts
    /// them as white space, which takes no room at the end of a line, so a word too long for the
    /// line could be broken right after one and leave it hanging ("fichier\u{A0}|?"). Chromium
    /// lets only U+0020 hang: a no-break space takes its width at a line end like any character,
    /// so the break goes before it when it does not fit ("fichier|\u{A0}?"). The variation
    /// selector inserted after it joins it into one grapheme cluster (no break between the two)
    /// and ends it with a character that is not white space, so its width counts; the font has
    /// no variant for the pair, so it draws the plain space.
    private static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{00A0}" || scalar == "\u{2007}" || scalar == "\u{202F}"
    }

    /// Whether `index` starts a run of spaces after other text that ends before closing or infix
    /// punctuation: Chromium breaks after every space, while UAX #14 (LB13) keeps
    /// `! ) , . / : ; ? ] }` with the word before them even across spaces ("Face ID / Touch ID",
    /// "15 % / 18 %"). The zero width space goes before the spaces, so that they still hang at
    /// the end of the line (Pango counts spaces before a break as taking no room).
    private static func breaksAfterSpaces(startingAt index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard index > 0, scalars[index] == " ", scalars[index - 1] != " " else { return false }
        var end = index
        while end < scalars.count, scalars[end] == " " { end += 1 }
        return end < scalars.count && "!),./:;?]}".unicodeScalars.contains(scalars[end])
    }

    /// A hyphen-minus after a letter or digit, before a digit or another hyphen: a separator
    /// ("1990-07-14", "COVID-19", "1-800-555"), which Chromium breaks after; UAX #14 before
    /// Unicode 15.1 (LB25, HY × NU) treats it as a minus sign. A minus sign after a space
    /// ("-5 °C") still stays with its number.
    private static func breaksAfterHyphen(_ previous: Unicode.Scalar?, _ scalar: Unicode.Scalar, _ next: Unicode.Scalar?) -> Bool {
        guard scalar == "-", let previous, let next else { return false }
        return isLetterOrDigit(previous) && (isDigit(next) || next == "-")
    }

    /// Pairs Chromium never breaks between and Pango does: a slash and anything but a space
    /// after it ("km/h", "and/or", "https://example.com/docs"); a colon, comma, full stop or
    /// semicolon after a letter and before a digit or backslash ("localhost:8080", "C:\");
    /// an exclamation mark before a letter or digit.
    private static func keepsTogether(_ previous: Unicode.Scalar?, _ scalar: Unicode.Scalar, _ next: Unicode.Scalar) -> Bool {
        switch scalar {
        case "/": !next.properties.isWhitespace
        case ",", ".", ":", ";": previous.map(isLetter) == true && (isDigit(next) || next == "\\")
        case "!": isLetterOrDigit(next)
        default: false
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isAlphabetic }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .decimalNumber }
    private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool { isLetter(scalar) || isDigit(scalar) }
}
