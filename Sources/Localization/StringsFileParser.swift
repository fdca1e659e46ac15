import Foundation
import ProofSheetSupport

/// Reads a .strings file, the old-style property list of `"key" = "value";` pairs Xcode used
/// before String Catalogs.
///
/// Text is UTF-8, or UTF-16 with a byte-order mark (Xcode's old default), or UTF-8 with one.
/// Comments are `/* … */` and `// …` to the end of the line. Keys and values are quoted strings,
/// with the escapes `\n \t \r \" \' \\` and `\Uxxxx` (`\uxxxx`: four hex digits of a UTF-16 unit;
/// a surrogate pair makes one character), or unquoted runs of letters, digits and `_ . - $ : /`.
/// `"key";` alone maps the key to itself. A later pair for the same key replaces an earlier one,
/// as Foundation does. Anything else is an error with the file, line and column.
enum StringsFileParser {
    /// The pairs of the .strings file `data`, read from `file`.
    static func pairs(_ data: Data, file: String) throws(LocalizationError) -> [String: String] {
        var parser = Parser(scalars: try decode(data, file: file), file: file)
        return try parser.pairs()
    }

    /// The file's text as Unicode scalars, by its byte-order mark.
    static func decode(_ data: Data, file: String) throws(LocalizationError) -> [Unicode.Scalar] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else {
                throw LocalizationError(file: file, problem: "is UTF-16 (it starts with a byte-order mark) but has an odd number of bytes")
            }
            let units = stride(from: 2, to: bytes.count, by: 2).map { index in
                littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8 : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(units.count)
            var decoder = UTF16()
            var iterator = units.makeIterator()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: return scalars
                case .error: throw LocalizationError(file: file, problem: "is not valid UTF-16 (an unpaired surrogate)")
                }
            }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            throw LocalizationError(file: file, problem: "is neither UTF-8 nor UTF-16 with a byte-order mark")
        }
        return Array(text.unicodeScalars)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1

        mutating func pairs() throws(LocalizationError) -> [String: String] {
            var pairs: [String: String] = [:]
            while true {
                try skipSpaceAndComments()
                guard index < scalars.count else { return pairs }
                let key = try token(what: "a key")
                try skipSpaceAndComments()
                if peek() == ";" {
                    advance()
                    pairs[key] = key
                    continue
                }
                guard peek() == "=" else { throw fail("expected '=' after the key \(key.quoted)") }
                advance()
                try skipSpaceAndComments()
                let value = try token(what: "a value")
                try skipSpaceAndComments()
                guard peek() == ";" else { throw fail("expected ';' after the value of \(key.quoted)") }
                advance()
                pairs[key] = value
            }
        }

        private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        private mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        private func fail(_ problem: String, line: Int? = nil, column: Int? = nil) -> LocalizationError {
            let found = peek().map { "found \(String($0).quoted)" } ?? "found the end of the file"
            return LocalizationError(
                file: file, location: "line \(line ?? self.line), column \(column ?? self.column)",
                problem: "\(problem), \(found); a .strings file holds lines like \"key\" = \"value\";"
            )
        }

        private mutating func skipSpaceAndComments() throws(LocalizationError) {
            while let scalar = peek() {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", peek(1) == "*" {
                    let (startLine, startColumn) = (line, column)
                    advance()
                    advance()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard peek() != nil else { throw fail("the comment opened here is not closed with */", line: startLine, column: startColumn) }
                        advance()
                    }
                    advance()
                    advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_.-$:/".unicodeScalars.contains(scalar)
        }

        /// A quoted string or an unquoted word.
        private mutating func token(what: String) throws(LocalizationError) -> String {
            guard let first = peek() else { throw fail("expected \(what)") }
            if first == "\"" { return try quoted() }
            guard Self.isWordCharacter(first) else { throw fail("expected \(what) (a quoted string or a word)") }
            var word = String.UnicodeScalarView()
            while let scalar = peek(), Self.isWordCharacter(scalar) {
                word.append(scalar)
                advance()
            }
            return String(word)
        }

        private mutating func quoted() throws(LocalizationError) -> String {
            let (startLine, startColumn) = (line, column)
            advance()
            var text = String.UnicodeScalarView()
            var pendingHighSurrogate: UInt16?
            while true {
                guard let scalar = peek() else { throw fail("the string opened here is not closed with '\"'", line: startLine, column: startColumn) }
                if scalar == "\"" {
                    guard pendingHighSurrogate == nil else { throw fail("a \\U escape of a high surrogate is not followed by its low surrogate") }
                    advance()
                    return String(text)
                }
                guard scalar == "\\" else {
                    guard pendingHighSurrogate == nil else { throw fail("a \\U escape of a high surrogate is not followed by its low surrogate") }
                    text.append(scalar)
                    advance()
                    continue
                }
                let (escapeLine, escapeColumn) = (line, column)
                advance()
                guard let escaped = peek() else { throw fail("the string opened here is not closed with '\"'", line: startLine, column: startColumn) }
                if escaped == "U" || escaped == "u" {
                    advance()
                    var unit: UInt16 = 0
                    for _ in 0..<4 {
                        guard let digit = peek(), let value = UInt16(String(digit), radix: 16) else {
                            throw fail("a \\U escape needs four hex digits", line: escapeLine, column: escapeColumn)
                        }
                        unit = unit << 4 | value
                        advance()
                    }
                    if let high = pendingHighSurrogate {
                        guard UTF16.isTrailSurrogate(unit) else {
                            throw fail(
                                "a \\U escape of a high surrogate is not followed by its low surrogate", line: escapeLine, column: escapeColumn)
                        }
                        let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
                        text.append(Unicode.Scalar(value)!)
                        pendingHighSurrogate = nil
                    } else if UTF16.isLeadSurrogate(unit) {
                        pendingHighSurrogate = unit
                    } else if let scalar = Unicode.Scalar(unit) {
                        text.append(scalar)
                    } else {
                        throw fail("a \\U escape names a low surrogate without its high surrogate", line: escapeLine, column: escapeColumn)
                    }
                    continue
                }
                guard pendingHighSurrogate == nil else { throw fail("a \\U escape of a high surrogate is not followed by its low surrogate") }
                let replacement: Unicode.Scalar? =
                    switch escaped {
                    case "n": "\n"
                    case "t": "\t"
                    case "r": "\r"
                    case "\"": "\""
                    case "'": "'"
                    case "\\": "\\"
                    default: nil
                    }
                guard let replacement else {
                    throw fail("unknown escape; valid: \\n \\t \\r \\\" \\' \\\\ \\Uxxxx", line: escapeLine, column: escapeColumn)
                }
                text.append(replacement)
                advance()
            }
        }
    }
}
