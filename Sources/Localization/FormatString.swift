import DynamicType
import ProofSheetSupport

/// A printf-style format string as iOS strings use them (`String(format:)`,
/// `String.localizedStringWithFormat`), parsed into literal text, format specifiers and
/// `%#@name@` substitution placeholders.
///
/// Supported: `%@`, `%d %i %u` with the length modifiers `hh h l ll q z t j`, `%f %F %e %E %g %G`,
/// `%x %X %o`, `%c %C` (an integer's Unicode scalar), `%s %S` (text), `%%`, positional arguments
/// (`%2$@`), the flags `- + space 0 #` and `'`, widths and precisions. Not supported (an
/// error): `*` widths, `%n`, `%p`, `%a`.
///
/// Formatting is locale-independent, deliberately: POSIX digits, `.` as decimal separator and no
/// grouping (the `'` flag is accepted and ignored), whatever language the string is in, so a
/// screenshot shows what the catalog says rather than what this machine's C locale does. Apple's
/// `String(format:)` without a locale behaves the same; `localizedStringWithFormat` would use
/// the language's digits and separators. Integers print in full whatever their length modifier
/// (where Apple's `%d` given a 64-bit value would print only its low 32 bits).
package struct FormatString: Hashable, Sendable {
    /// A piece of the format string.
    enum Segment: Hashable, Sendable {
        /// Text shown as it is (`%%` is a literal `%`): a slice of the format string, so parsing
        /// copies no text.
        case literal(Substring)
        /// A conversion filled with an argument.
        case specifier(FormatSpecifier)
        /// `%#@name@` (or `%2$#@name@`): replaced by a substitution's text before formatting.
        case substitution(name: String, position: Int?)
    }

    /// The format string as given.
    package let text: String
    /// Its pieces, in order; each carries the source text it came from (in `sources`).
    let segments: [Segment]
    /// The text each segment was parsed from.
    let sources: [Substring]

    /// The longest output formatting produces, in Unicode scalars (a character is one or
    /// more); longer is an error, so a width such as `%999999999d` cannot allocate gigabytes.
    package static let maximumOutputLength = 100_000

    /// Parses `text`; an incomplete or unknown specifier is a ``FormatError``.
    package init(parsing text: String) throws(FormatError) {
        self.text = text
        var segments: [Segment] = []
        var sources: [Substring] = []
        try Self.forEachSegment(of: text) { segment, source in
            segments.append(segment)
            sources.append(source)
        }
        self.segments = segments
        self.sources = sources
    }

    /// Calls `body` with each segment of `text` and the text it was parsed from, in order, as
    /// they are read; an incomplete or unknown specifier is a ``FormatError``, thrown when it is
    /// reached. The one reader of format strings: parsing keeps the segments, formatting and
    /// resolving use them as they come, so neither builds arrays it then walks.
    static func forEachSegment(of text: String, _ body: (Segment, Substring) -> Void) throws(FormatError) {
        // Most strings have no specifier: one literal, found without walking characters.
        guard mayHaveSpecifiers(text) else {
            if !text.isEmpty { body(.literal(text[...]), text[...]) }
            return
        }
        // Scanned by UTF-8 bytes: every delimiter is ASCII, and in UTF-8 an ASCII byte is always
        // a whole scalar, so the slices fall on scalar boundaries (never rounded to characters).
        let utf8 = text.utf8
        var literalStart = utf8.startIndex
        var index = utf8.startIndex
        func flushLiteral(upTo end: String.Index) {
            if literalStart < end {
                let literal = Substring(utf8[literalStart..<end])
                body(.literal(literal), literal)
            }
        }
        while let percent = firstPercent(in: text, from: index) {
            flushLiteral(upTo: percent)
            var scanner = Scanner(text: text, index: utf8.index(after: percent))
            let segment = try scanner.segment()
            body(segment, Substring(utf8[percent..<scanner.index]))
            index = scanner.index
            literalStart = index
        }
        flushLiteral(upTo: utf8.endIndex)
    }

    /// Whether `text` holds a `%`, read from its UTF-8 in one pass.
    static func mayHaveSpecifiers(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) } ?? text.utf8.contains(UInt8(ascii: "%"))
    }

    /// The first `%` of `text` at or after `start`, searched in its UTF-8 in one pass (a
    /// collection search on the contiguous bytes, several times faster than stepping through
    /// the view's indices).
    private static func firstPercent(in text: String, from start: String.Index) -> String.Index? {
        let utf8 = text.utf8
        let offset = utf8.distance(from: utf8.startIndex, to: start)
        guard let found = utf8.withContiguousStorageIfAvailable({ $0[offset...].firstIndex(of: UInt8(ascii: "%")) }) else {
            return utf8[start...].firstIndex(of: UInt8(ascii: "%"))
        }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// The formatted text. Specifiers without a position take the arguments in order (a
    /// positional one does not advance that order, as in Foundation); every specifier must have
    /// an argument of a kind it can show. A `%#@name@` placeholder left in the text is an error:
    /// only a string table entry that has that substitution can resolve it.
    package func format(_ arguments: [FormatArgument]) throws(FormatError) -> String {
        var output = Output(arguments: arguments)
        for segment in segments { output.append(segment) }
        return try output.result(format: text)
    }

    /// `text` parsed and formatted with `arguments`, each segment written as it is read; text
    /// without a `%` is its own output (most strings an app shows have no specifier). A syntax
    /// error anywhere in `text` comes before a problem showing an argument, as when the whole
    /// text is parsed first.
    static func format(_ text: String, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        guard mayHaveSpecifiers(text) else { return text }
        var output = Output(arguments: arguments)
        try forEachSegment(of: text) { segment, _ in output.append(segment) }
        return try output.result(format: text)
    }

    /// Formatted text written segment by segment, for ``format(_:)`` and for a string table's
    /// text put together from several format strings. The first problem (an argument missing
    /// or of the wrong kind, a placeholder left, output too long) is kept and what follows is
    /// ignored, so the caller reports it with the whole format string.
    struct Output {
        let arguments: [FormatArgument]
        private(set) var text = ""
        /// Unicode scalars in `text`.
        private var length = 0
        /// The argument the next specifier without a position takes (0-based).
        private var nextArgument = 0
        /// The first problem, in words for a ``FormatError``.
        private(set) var problem: String?

        init(arguments: [FormatArgument]) {
            self.arguments = arguments
        }

        /// Appends a segment: a literal as it is, a specifier filled with its argument.
        mutating func append(_ segment: Segment) {
            guard problem == nil else { return }
            switch segment {
            case .literal(let literal):
                append(piece: literal)
            case .specifier(let specifier):
                let index: Int
                if let position = specifier.position {
                    index = position - 1
                } else {
                    index = nextArgument
                    nextArgument += 1
                }
                guard index < arguments.count else {
                    problem =
                        "has \(specifier.source.quoted) for argument \(index + 1), but \(arguments.count) \(arguments.count == 1 ? "argument was" : "arguments were") given"
                    return
                }
                do {
                    append(piece: try specifier.render(arguments[index], room: FormatString.maximumOutputLength - length)[...])
                } catch let failure {
                    problem = "cannot show argument \(index + 1) (\(arguments[index])) with \(specifier.source.quoted): \(failure.reason)"
                }
            case .substitution(let name, _):
                problem =
                    "has the substitution placeholder \("%#@\(name)@".quoted), which only a string entry with a substitution \(name.quoted) can fill"
            }
        }

        private mutating func append(piece: Substring) {
            // Scalars counted from the UTF-8: every byte but a continuation byte starts one.
            length += piece.utf8.withContiguousStorageIfAvailable { $0.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 } } ?? piece.unicodeScalars.count
            guard length <= FormatString.maximumOutputLength else {
                problem = "makes text longer than \(FormatString.maximumOutputLength) Unicode scalars"
                return
            }
            text += piece
        }

        /// The text, or the first problem as an error about `format`.
        func result(format: String) throws(FormatError) -> String {
            if let problem { throw FormatError(format: format, problem: problem) }
            return text
        }
    }

    /// Reads one `%…` sequence after its `%`, by UTF-8 bytes.
    private struct Scanner {
        let text: String
        var index: String.Index
        private var utf8: String.UTF8View { text.utf8 }

        init(text: String, index: String.Index) {
            self.text = text
            self.index = index
        }

        mutating func segment() throws(FormatError) -> Segment {
            let start = index
            func fail(_ problem: String) -> FormatError { failure(problem, from: start) }
            guard let first = peek() else { throw fail("ends with a lone '%' (write '%%' for a percent sign)") }
            if first == UInt8(ascii: "%") {
                advance()
                return .literal("%")
            }
            var position: Int?
            if let digits = digitsFollowedByDollar() {
                guard let value = Int(digits), value >= 1, value <= FormatSpecifier.maximumPosition else {
                    throw fail("has an argument position outside 1...\(FormatSpecifier.maximumPosition)")
                }
                position = value
            }
            if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "@") {
                advance()
                advance()
                guard let end = utf8[index...].firstIndex(of: UInt8(ascii: "@")) else {
                    throw fail("has a substitution placeholder without its closing '@'")
                }
                let name = String(Substring(utf8[index..<end]))
                guard !name.isEmpty, name.unicodeScalars.count <= 200 else {
                    throw fail("has a substitution placeholder whose name is empty or too long")
                }
                index = utf8.index(after: end)
                return .substitution(name: name, position: position)
            }
            var flags: FormatSpecifier.Flags = []
            while let byte = peek(), let flag = FormatSpecifier.Flags(byte: byte) {
                flags.insert(flag)
                advance()
            }
            if peek() == UInt8(ascii: "*") { throw fail("has a '*' width, which takes its width from an argument and is not supported") }
            let width = try number(from: start)
            var precision: Int?
            if peek() == UInt8(ascii: ".") {
                advance()
                if peek() == UInt8(ascii: "*") { throw fail("has a '*' precision, which is not supported") }
                precision = try number(from: start) ?? 0
            }
            let modifierStart = index
            while let byte = peek(), Self.isLengthModifier(byte), utf8.distance(from: modifierStart, to: index) < 2 { advance() }
            let lengthModifier = String(Substring(utf8[modifierStart..<index]))
            guard let byte = peek() else { throw fail("ends in the middle of a specifier") }
            // The conversion is one scalar, which may take more than one byte (and is then none).
            let conversionStart = index
            if byte < 0x80 { advance() } else { index = text.unicodeScalars.index(after: index) }
            func conversion() -> String { String(text.unicodeScalars[conversionStart]) }
            guard let kind = FormatSpecifier.Conversion(byte: byte) else {
                throw fail("has the unknown conversion \(conversion().quoted); valid: @ d i u x X o f F e E g G c C s S and %%")
            }
            guard kind.lengthModifiers.contains(lengthModifier) else {
                throw fail("has the length modifier \(lengthModifier.quoted), which does not go with %\(conversion())")
            }
            return .specifier(
                FormatSpecifier(
                    source: String(Substring(utf8[utf8.index(before: start)..<index])), position: position, flags: flags, width: width,
                    precision: precision, conversion: kind
                ))
        }

        /// Whether `byte` is one of the length modifiers' letters, `h l q L z j t`.
        private static func isLengthModifier(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"):
                true
            default: false
            }
        }

        private func peek(_ offset: Int = 0) -> UInt8? {
            var position = index
            for _ in 0..<offset {
                guard position < utf8.endIndex else { return nil }
                position = utf8.index(after: position)
            }
            return position < utf8.endIndex ? utf8[position] : nil
        }

        private mutating func advance() { index = utf8.index(after: index) }

        /// The error `problem` at the specifier that starts after the `%` at `start`.
        private func failure(_ problem: String, from start: String.Index) -> FormatError {
            FormatError(format: text, problem: "\(problem) at \("%\(String(Substring(utf8[start..<index])))".quoted)")
        }

        /// The end of the ASCII digits at the index.
        private func digitsEnd() -> String.Index {
            var end = index
            while end < utf8.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[end]) { end = utf8.index(after: end) }
            return end
        }

        /// Digits followed by `$` (an argument position), consumed only when the `$` is there.
        private mutating func digitsFollowedByDollar() -> Substring? {
            let end = digitsEnd()
            guard end > index, end < utf8.endIndex, utf8[end] == UInt8(ascii: "$") else { return nil }
            let digits = Substring(utf8[index..<end])
            index = utf8.index(after: end)
            return digits
        }

        private mutating func number(from start: String.Index) throws(FormatError) -> Int? {
            let end = digitsEnd()
            guard end > index else { return nil }
            let run = utf8[index..<end]
            index = end
            guard run.count <= 6, let value = Int(Substring(run)), value <= FormatString.maximumOutputLength else {
                throw failure("has a width or precision above \(FormatString.maximumOutputLength)", from: start)
            }
            return value
        }
    }
}
