import DynamicType

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
public struct FormatString: Hashable, Sendable {
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
    public let text: String
    /// Its pieces, in order; each carries the source text it came from (in `sources`).
    let segments: [Segment]
    /// The text each segment was parsed from.
    let sources: [Substring]

    /// The longest output formatting produces, in Unicode scalars (a character is one or
    /// more); longer is an error, so a width such as `%999999999d` cannot allocate gigabytes.
    public static let maximumOutputLength = 100_000

    /// A format string put together from parsed pieces: `segments` and `sources` must be what
    /// parsing `text` gives (adjacent literals may stay apart).
    init(text: String, segments: [Segment], sources: [Substring]) {
        self.text = text
        self.segments = segments
        self.sources = sources
    }

    /// Parses `text`; an incomplete or unknown specifier is a ``FormatError``.
    public init(parsing text: String) throws(FormatError) {
        self.text = text
        // Most strings have no specifier: one literal, found without walking characters.
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            segments = text.isEmpty ? [] : [.literal(text[...])]
            sources = text.isEmpty ? [] : [text[...]]
            return
        }
        // Scanned by UTF-8 bytes: every delimiter is ASCII, and in UTF-8 an ASCII byte is always
        // a whole scalar, so the slices fall on scalar boundaries (never rounded to characters).
        let utf8 = text.utf8
        var segments: [Segment] = []
        var sources: [Substring] = []
        var literalStart = utf8.startIndex
        var index = utf8.startIndex
        func flushLiteral(upTo end: String.Index) {
            if literalStart < end {
                let literal = Substring(utf8[literalStart..<end])
                segments.append(.literal(literal))
                sources.append(literal)
            }
        }
        while let percent = utf8[index...].firstIndex(of: UInt8(ascii: "%")) {
            flushLiteral(upTo: percent)
            var scanner = Scanner(text: text, index: utf8.index(after: percent))
            let segment = try scanner.segment()
            segments.append(segment)
            sources.append(Substring(utf8[percent..<scanner.index]))
            index = scanner.index
            literalStart = index
        }
        flushLiteral(upTo: utf8.endIndex)
        self.segments = segments
        self.sources = sources
    }

    /// The formatted text. Specifiers without a position take the arguments in order (a
    /// positional one does not advance that order, as in Foundation); every specifier must have
    /// an argument of a kind it can show. A `%#@name@` placeholder left in the text is an error:
    /// only a string table entry that has that substitution can resolve it.
    public func format(_ arguments: [FormatArgument]) throws(FormatError) -> String {
        var output = ""
        var length = 0
        var nextArgument = 0
        for segment in segments {
            let piece: Substring
            switch segment {
            case .literal(let literal):
                piece = literal
            case .specifier(let specifier):
                let index: Int
                if let position = specifier.position {
                    index = position - 1
                } else {
                    index = nextArgument
                    nextArgument += 1
                }
                guard index < arguments.count else {
                    throw FormatError(format: text, problem: "has \(specifier.source.quoted) for argument \(index + 1), but \(arguments.count) \(arguments.count == 1 ? "argument was" : "arguments were") given")
                }
                do {
                    piece = try specifier.render(arguments[index], room: Self.maximumOutputLength - length)[...]
                } catch let problem {
                    throw FormatError(format: text, problem: "cannot show argument \(index + 1) (\(arguments[index])) with \(specifier.source.quoted): \(problem.reason)")
                }
            case .substitution(let name, _):
                throw FormatError(format: text, problem: "has the substitution placeholder \("%#@\(name)@".quoted), which only a string entry with a substitution \(name.quoted) can fill")
            }
            length += piece.unicodeScalars.count
            guard length <= Self.maximumOutputLength else {
                throw FormatError(format: text, problem: "makes text longer than \(Self.maximumOutputLength) Unicode scalars")
            }
            output += piece
        }
        return output
    }

    /// `text` parsed and formatted with `arguments`; text without a `%` is its own output,
    /// returned without parsing (most strings an app shows have no specifier).
    static func format(_ text: String, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return try FormatString(parsing: text).format(arguments)
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
                guard let end = utf8[index...].firstIndex(of: UInt8(ascii: "@")) else { throw fail("has a substitution placeholder without its closing '@'") }
                let name = String(Substring(utf8[index..<end]))
                guard !name.isEmpty, name.unicodeScalars.count <= 200 else { throw fail("has a substitution placeholder whose name is empty or too long") }
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
            var lengthModifier = ""
            while let byte = peek(), "hlqLzjt".utf8.contains(byte), lengthModifier.utf8.count < 2 {
                lengthModifier.unicodeScalars.append(Unicode.Scalar(byte))
                advance()
            }
            guard index < utf8.endIndex else { throw fail("ends in the middle of a specifier") }
            // The conversion is one scalar, which may take more than one byte.
            let conversion = text.unicodeScalars[index]
            index = text.unicodeScalars.index(after: index)
            guard let kind = FormatSpecifier.Conversion(rawValue: Character(conversion)) else {
                throw fail("has the unknown conversion \(String(conversion).quoted); valid: @ d i u x X o f F e E g G c C s S and %%")
            }
            let valid: [String] = kind.isInteger ? ["", "hh", "h", "l", "ll", "q", "z", "t", "j"] : kind.isFloatingPoint ? ["", "l", "L"] : ["", "l"]
            guard valid.contains(lengthModifier) else { throw fail("has the length modifier \(lengthModifier.quoted), which does not go with %\(conversion)") }
            return .specifier(FormatSpecifier(
                source: "%" + String(Substring(utf8[start..<index])), position: position, flags: flags, width: width, precision: precision, conversion: kind
            ))
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
            utf8[index...].firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? utf8.endIndex
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
