/// Xcode's pseudolanguages (scheme options, App Language): the development language's strings,
/// transformed to find layouts that break in longer, accented or right-to-left languages.
///
/// Each transformation is the one Foundation applies to a localized string when the app is
/// launched with the pseudolanguage's argument (docs/languages.md, "Pseudolanguages", gives the sources). It
/// is applied to a localized *format string*, before its arguments are put in, so it keeps the
/// string's format specifiers working. ProofSheet applies it to every item text of a screen
/// shown in the pseudolanguage: a spec's texts stand for the app's localized strings.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    /// Double-Length Pseudolanguage (`-NSDoubleLocalizedStrings YES`):
    /// `Hello, %@!` becomes `Hello, @! Hello, %@!`.
    case doubleLength
    /// Accented Pseudolanguage (`-NSAccentuateLocalizedStrings YES`): a combining accent after
    /// each letter, `Settings` becomes `S̈ët̃t̃i̥ñģş` (see ``transform(_:)``).
    case accented
    /// Bounded String Pseudolanguage (`-NSSurroundLocalizedStrings YES`):
    /// `Settings` becomes `[# Settings #]`.
    case boundedString
    /// Right-to-Left Pseudolanguage (`-AppleTextDirection YES
    /// -NSForceRightToLeftWritingDirection YES`): the layout mirrors and every paragraph's base
    /// writing direction is right to left; the strings themselves are unchanged.
    case rightToLeft
    /// Right-to-Left Pseudolanguage With Right-to-Left Strings (the above plus
    /// `-NSForceRightToLeftLocalizedStrings YES`): each string is also wrapped in a
    /// right-to-left override, so `Hello` displays as `olleH`.
    case rightToLeftStrings

    /// The name a spec and the `--language` filter use, and the folder its baselines go in.
    public var name: String {
        switch self {
        case .doubleLength: "double-length"
        case .accented: "accented"
        case .boundedString: "bounded-string"
        case .rightToLeft: "right-to-left"
        case .rightToLeftStrings: "right-to-left-strings"
        }
    }

    /// The pseudolanguage named `name` (any letter case), nil for any other text.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = match
    }

    /// Lays the screen out right to left (mirrored, as for an RTL language).
    public var isRightToLeft: Bool { forcesRightToLeftWritingDirection }

    /// Every paragraph's base writing direction is right to left, whatever its text
    /// (`NSForceRightToLeftWritingDirection`): the renderer sets it, the string stays as it is.
    /// "Hello!" then displays as "!Hello": the Latin run still reads left to right, the neutral
    /// "!" goes to the paragraph's end, which is on the left. True for the two right-to-left
    /// pseudolanguages only.
    public var forcesRightToLeftWritingDirection: Bool {
        self == .rightToLeft || self == .rightToLeftStrings
    }

    /// `text`, a localized format string, as the pseudolanguage shows it. Total and linear in the
    /// length of `text`; never touches a format specifier's arguments or count.
    ///
    /// - `doubleLength`: the text with every `%` removed, a space, then the text as it was
    ///   (Foundation removes the `%`s so the copy adds no specifiers): `%lld messages` becomes
    ///   `lld messages %lld messages`, formatted `lld messages 3 messages`.
    /// - `accented`: after each character that is a single UTF-16 code unit and is not a control,
    ///   format, space, separator, punctuation, symbol, decimal digit or combining mark, one
    ///   combining accent chosen by its code unit modulo 6 from grave U+0300, cedilla U+0327,
    ///   tilde U+0303, ring below U+0325, ring above U+030A, diaeresis U+0308. Clusters of more
    ///   than one code unit (emoji, letters with combining marks, non-BMP characters) are left
    ///   alone, so the accenting is idempotent. Unlike Foundation, which accents the letters of
    ///   `%lld` and `%#@count@` and so breaks them, format specifiers are copied unchanged.
    /// - `boundedString`: `[# ` + text + ` #]`.
    /// - `rightToLeft`: the text unchanged (see ``forcesRightToLeftWritingDirection``).
    /// - `rightToLeftStrings`: U+202E RIGHT-TO-LEFT OVERRIDE + text + U+202C POP DIRECTIONAL
    ///   FORMATTING.
    public func transform(_ text: String) -> String {
        switch self {
        case .doubleLength: Self.doubled(text)
        case .accented: Self.accented(text)
        case .boundedString: "[# " + text + " #]"
        case .rightToLeft: text
        case .rightToLeftStrings: "\u{202E}" + text + "\u{202C}"
        }
    }

    private static func doubled(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "%" }) + " " + text
    }

    /// Foundation's six accents, in its order; a character takes the one at its code unit mod 6.
    private static let accents: [Unicode.Scalar] = ["\u{0300}", "\u{0327}", "\u{0303}", "\u{0325}", "\u{030A}", "\u{0308}"]

    private static func accented(_ text: String) -> String {
        // Built as UTF-8 bytes: appending to a String's scalar view one scalar at a time is not
        // amortised constant time, and made this quadratic on long texts.
        let characters = Array(text)
        var utf8: [UInt8] = []
        utf8.reserveCapacity(text.utf8.count * 2)
        func append(_ character: Character) { utf8.append(contentsOf: character.utf8) }
        var index = 0
        while index < characters.count {
            if characters[index] == "%", let end = FormatSpecifier.end(in: characters, from: index) {
                characters[index..<end].forEach(append)
                index = end
                continue
            }
            let character = characters[index]
            append(character)
            if let accent = accent(for: character) { UTF8.encode(accent) { utf8.append($0) } }
            index += 1
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The accent `character` takes, nil when Foundation leaves it bare.
    private static func accent(for character: Character) -> Unicode.Scalar? {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, scalar.value <= 0xFFFF else { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format,
            .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
            .decimalNumber,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return nil
        default:
            return accents[Int(scalar.value % 6)]
        }
    }
}
