import DynamicType

/// A printf-style format string as iOS strings use them (`String(format:)`,
/// `String.localizedStringWithFormat`), parsed into literal text, ``FormatSpecifier``s and
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
        /// Text shown as it is (`%%` is a literal `%`).
        case literal(String)
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

    /// The longest output formatting produces, in characters; longer is an error, so a width
    /// such as `%999999999d` cannot allocate gigabytes.
    public static let maximumOutputLength = 100_000

    /// Parses `text`; an incomplete or unknown specifier is a ``FormatError``.
    public init(parsing text: String) throws(FormatError) {
        self.text = text
        var segments: [Segment] = []
        var sources: [Substring] = []
        var literalStart = text.startIndex
        var index = text.startIndex
        func flushLiteral(upTo end: String.Index) {
            if literalStart < end {
                segments.append(.literal(String(text[literalStart..<end])))
                sources.append(text[literalStart..<end])
            }
        }
        while let percent = text[index...].firstIndex(of: "%") {
            flushLiteral(upTo: percent)
            var scanner = Scanner(text: text, index: text.index(after: percent))
            let segment = try scanner.segment()
            segments.append(segment)
            sources.append(text[percent..<scanner.index])
            index = scanner.index
            literalStart = index
        }
        flushLiteral(upTo: text.endIndex)
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
            let piece: String
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
                    piece = try specifier.render(arguments[index], room: Self.maximumOutputLength - length)
                } catch let problem {
                    throw FormatError(format: text, problem: "cannot show argument \(index + 1) (\(arguments[index])) with \(specifier.source.quoted): \(problem.reason)")
                }
            case .substitution(let name, _):
                throw FormatError(format: text, problem: "has the substitution placeholder \("%#@\(name)@".quoted), which only a string entry with a substitution \(name.quoted) can fill")
            }
            length += piece.count
            guard length <= Self.maximumOutputLength else {
                throw FormatError(format: text, problem: "makes more than \(Self.maximumOutputLength) characters")
            }
            output += piece
        }
        return output
    }

    /// Reads one `%…` sequence after its `%`.
    private struct Scanner {
        let text: String
        var index: String.Index

        mutating func segment() throws(FormatError) -> Segment {
            let start = index
            func fail(_ problem: String) -> FormatError { failure(problem, from: start) }
            guard let first = peek() else { throw fail("ends with a lone '%' (write '%%' for a percent sign)") }
            if first == "%" {
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
            if text[index...].hasPrefix("#@") {
                index = text.index(index, offsetBy: 2)
                guard let end = text[index...].firstIndex(of: "@") else { throw fail("has a substitution placeholder without its closing '@'") }
                let name = String(text[index..<end])
                guard !name.isEmpty, name.count <= 200 else { throw fail("has a substitution placeholder whose name is empty or too long") }
                index = text.index(after: end)
                return .substitution(name: name, position: position)
            }
            var flags = Set<Character>()
            while let character = peek(), "-+ 0#'".contains(character) {
                flags.insert(character)
                advance()
            }
            if peek() == "*" { throw fail("has a '*' width, which takes its width from an argument and is not supported") }
            let width = try number(from: start)
            var precision: Int?
            if peek() == "." {
                advance()
                if peek() == "*" { throw fail("has a '*' precision, which is not supported") }
                precision = try number(from: start) ?? 0
            }
            var lengthModifier = ""
            while let character = peek(), "hlqLzjt".contains(character), lengthModifier.count < 2 {
                lengthModifier.append(character)
                advance()
            }
            guard let conversion = peek() else { throw fail("ends in the middle of a specifier") }
            advance()
            guard let kind = FormatSpecifier.Conversion(rawValue: conversion) else {
                throw fail("has the unknown conversion \(String(conversion).quoted); valid: @ d i u x X o f F e E g G c C s S and %%")
            }
            let valid: Set<String> = kind.isInteger ? ["", "hh", "h", "l", "ll", "q", "z", "t", "j"] : kind.isFloatingPoint ? ["", "l", "L"] : ["", "l"]
            guard valid.contains(lengthModifier) else { throw fail("has the length modifier \(lengthModifier.quoted), which does not go with %\(conversion)") }
            return .specifier(FormatSpecifier(
                source: "%" + String(text[start..<index]), position: position, flags: flags, width: width, precision: precision, conversion: kind
            ))
        }

        private func peek() -> Character? { index < text.endIndex ? text[index] : nil }
        private mutating func advance() { index = text.index(after: index) }

        /// Digits followed by `$` (an argument position), consumed only when the `$` is there.
        private mutating func digitsFollowedByDollar() -> Substring? {
            let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.endIndex < text.endIndex, text[digits.endIndex] == "$" else { return nil }
            index = text.index(after: digits.endIndex)
            return digits
        }

        /// The error `problem` at the specifier that starts after the `%` at `start`.
        private func failure(_ problem: String, from start: String.Index) -> FormatError {
            FormatError(format: text, problem: "\(problem) at \("%\(text[start..<index])".quoted)")
        }

        private mutating func number(from start: String.Index) throws(FormatError) -> Int? {
            let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            index = digits.endIndex
            guard digits.count <= 6, let value = Int(digits), value <= FormatString.maximumOutputLength else {
                throw failure("has a width or precision above \(FormatString.maximumOutputLength)", from: start)
            }
            return value
        }
    }
}
