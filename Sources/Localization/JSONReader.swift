import Foundation

/// A pull reader of JSON (RFC 8259) over bytes in memory, for String Catalogs.
///
/// The caller walks the document value by value (``beginObject()``, ``memberName()``,
/// ``nextMember()``, ``readString()``, ``skipValue()``), so a catalog is decoded straight into
/// its tables without building a tree of JSON values first: a 5,000-key catalog read through a
/// tree spent most of its time allocating and freeing that tree. Foundation's JSONDecoder and
/// JSONSerialization are several times slower still on Linux.
///
/// Every read checks the syntax it passes over, with the same messages a whole-document parse
/// gives, and ``validate(_:file:context:)`` checks a whole document: a caller that finds a
/// problem in the meaning of a value validates the document, so a syntax error anywhere is
/// reported before it, whatever its place.
///
/// This is where the module reads memory unchecked (besides read-only scans of a string's
/// contiguous UTF-8 in `FormatString`; both are fuzzed by `tools/fuzz/run catalog`): it reads
/// `bytes` in place, which the caller keeps alive while reading (``read(_:file:context:_:)``),
/// and checks `position` against `bytes.count` before every access (an `UnsafeBufferPointer`
/// subscript is not checked in release builds).
struct JSONReader {
    /// The most levels of nested objects and arrays accepted: a catalog needs about a dozen,
    /// and skipping a value recurses once per level.
    static let maximumDepth = 100

    /// The document.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private var position = 0
    /// The objects and arrays open at `position`.
    private var depth = 0
    /// Where the string ``memberName(as:)`` or ``readString(as:)`` last read starts (its quote).
    private var lastNameStart = 0
    /// The file, for messages.
    let file: String
    /// What the file should be, added to every syntax error (`a String Catalog is …`).
    let context: String

    /// A reader of `bytes`, after their byte-order mark if they have one.
    private init(bytes: UnsafeBufferPointer<UInt8>, file: String, context: String) {
        self.bytes = bytes
        self.file = file
        self.context = context
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// Calls `body` with a reader of `bytes`, which must hold one JSON value (UTF-8, an optional
    /// byte-order mark). Syntax errors name `file`, the line and column (in bytes), and end
    /// with `context`.
    static func read<Value>(
        _ bytes: UnsafeRawBufferPointer, file: String, context: String, _ body: (inout JSONReader) throws(LocalizationError) -> Value
    ) throws(LocalizationError) -> Value {
        var reader = JSONReader(bytes: bytes.bindMemory(to: UInt8.self), file: file, context: context)
        return try body(&reader)
    }

    /// Checks that `bytes` are one JSON value; the error is the first syntax error.
    static func validate(_ bytes: UnsafeRawBufferPointer, file: String, context: String) throws(LocalizationError) {
        try read(bytes, file: file, context: context) { (reader) throws(LocalizationError) in
            try reader.skipValue()
            try reader.end()
        }
    }

    // MARK: Reading

    /// The first byte of the next value, not consumed; at the end of the document, an error.
    mutating func peek() throws(LocalizationError) -> UInt8 {
        skipWhitespace()
        guard position < bytes.count else { throw error("ends where a value belongs") }
        return bytes[position]
    }

    /// Checks that only whitespace follows the value read.
    mutating func end() throws(LocalizationError) {
        skipWhitespace()
        guard position == bytes.count else { throw error("has more after the end of the JSON value") }
    }

    /// Consumes the `{` at ``peek()``; false when the object is empty (its `}` consumed too).
    /// Otherwise read each member with ``memberName()`` and its value, then ``nextMember()``.
    mutating func beginObject() throws(LocalizationError) -> Bool {
        try open()
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            close()
            return false
        }
        return true
    }

    /// A member's name and its `:`; its value follows.
    mutating func memberName() throws(LocalizationError) -> String {
        try memberName(decoding: true)
    }

    /// A member's name and its `:`, without making a `String` of a name that has no escape.
    mutating func memberNameText() throws(LocalizationError) -> Text {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
        let text = try readText()
        try colon()
        return text
    }

    /// A member's name and its `:`, as one of `Name`'s cases (nil for any other name, whose
    /// value the caller skips). A name written without escapes is compared in place, so the
    /// members a decoder knows cost no string.
    mutating func memberName<Name: CaseIterable & RawRepresentable>(as _: Name.Type) throws(LocalizationError) -> Name?
    where Name.RawValue == String {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
        let name = try string(as: Name.self)
        try colon()
        return name
    }

    /// The string at ``peek()``, which must be a `"`, as one of `Name`'s cases (nil for any
    /// other string, which ``lastNameRead()`` gives), compared in place like a member name.
    mutating func readString<Name: CaseIterable & RawRepresentable>(as _: Name.Type) throws(LocalizationError) -> Name?
    where Name.RawValue == String {
        try string(as: Name.self)
    }

    /// The string whose opening quote is at `position`, as one of `Name`'s cases.
    private mutating func string<Name: CaseIterable & RawRepresentable>(as _: Name.Type) throws(LocalizationError) -> Name?
    where Name.RawValue == String {
        lastNameStart = position
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        let isPlain = end < bytes.count && bytes[end] == UInt8(ascii: "\"")
        if isPlain, let name = Self.name(UnsafeBufferPointer(rebasing: bytes[start..<end]), as: Name.self) {
            position = end + 1
            return name
        }
        // Another string is only checked; one with escapes is decoded to be compared.
        let text = try string(decoding: !isPlain)
        return isPlain ? nil : Name(rawValue: text)
    }

    /// The case of `Name` whose raw value is `written`, compared byte for byte: lengths first,
    /// so most cases are passed over without reading their bytes.
    private static func name<Name: CaseIterable & RawRepresentable>(_ written: UnsafeBufferPointer<UInt8>, as _: Name.Type) -> Name?
    where Name.RawValue == String {
        for name in Name.allCases {
            var raw = name.rawValue
            let matches = raw.withUTF8 { raw in
                raw.count == written.count && (raw.isEmpty || memcmp(raw.baseAddress!, written.baseAddress!, raw.count) == 0)
            }
            if matches { return name }
        }
        return nil
    }

    /// The string last read by ``memberName(as:)`` or ``readString(as:)``, decoded (for a
    /// message about one that is none of the cases).
    func lastNameRead() -> String {
        var reader = self
        reader.position = lastNameStart
        return (try? reader.string(decoding: true)) ?? ""
    }

    private mutating func memberName(decoding: Bool) throws(LocalizationError) -> String {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
        let name = try string(decoding: decoding)
        try colon()
        return name
    }

    /// Consumes the `:` after a member name.
    private mutating func colon() throws(LocalizationError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
        position += 1
    }

    /// After a member's value: true when another member follows (its `,` consumed), false at
    /// the object's `}` (consumed).
    mutating func nextMember() throws(LocalizationError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw error("ends inside an object") }
        switch bytes[position] {
        case UInt8(ascii: ","):
            position += 1
            return true
        case UInt8(ascii: "}"):
            close()
            return false
        default:
            throw error("expected ',' or '}' in an object")
        }
    }

    /// The string at ``peek()``, which must be a `"`.
    mutating func readString() throws(LocalizationError) -> String {
        try string(decoding: true)
    }

    /// A string's text, where it is.
    enum Text {
        /// The range of the document's bytes between the quotes: the string has no escape, and
        /// they are valid UTF-8.
        case inPlace(Range<Int>)
        /// The string decoded, for one written with escapes.
        case decoded(String)
    }

    /// The string at ``peek()``, which must be a `"`, without making a `String` of it when it
    /// has no escape.
    mutating func readText() throws(LocalizationError) -> Text {
        let quote = position
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            position = quote
            return .decoded(try string(decoding: true))
        }
        position = end
        guard Self.isUTF8(bytes, start, end) else { throw error("has a string that is not UTF-8") }
        position = end + 1
        return .inPlace(start..<end)
    }

    /// The number at ``peek()``, as written (`3`, `-1.5e3`).
    mutating func readNumber() throws(LocalizationError) -> String {
        let start = position
        try skipNumber()
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// Reads the next value, whatever it is, and says what it is for a message: `a string`,
    /// `the number 3`, `true`, `false`, `a list`, `an object` or `null`.
    mutating func describeValue() throws(LocalizationError) -> String {
        switch try peek() {
        case UInt8(ascii: "{"):
            try skipValue()
            return "an object"
        case UInt8(ascii: "["):
            try skipValue()
            return "a list"
        case UInt8(ascii: "\""):
            try skipValue()
            return "a string"
        case UInt8(ascii: "t"):
            try skipValue()
            return "true"
        case UInt8(ascii: "f"):
            try skipValue()
            return "false"
        case UInt8(ascii: "n"):
            try skipValue()
            return "null"
        default: return "the number \(try readNumber())"
        }
    }

    /// Reads `read`'s value with it, keeping an error in the value's meaning for the caller to
    /// report in its own order: the value is then skipped, so the reader moves on past it (a
    /// syntax error still ends the reading). Of a member that appears twice, the caller keeps
    /// the last result, as a parsed object's last member of a name counts.
    mutating func deferringErrors<Value>(_ read: (inout JSONReader) throws(LocalizationError) -> Value) throws(LocalizationError) -> Result<
        Value, LocalizationError
    > {
        let (start, startDepth) = (position, depth)
        do {
            return .success(try read(&self))
        } catch {
            (position, depth) = (start, startDepth)
            try skipValue()
            return .failure(error)
        }
    }

    /// Reads past the next value, checking its syntax.
    mutating func skipValue() throws(LocalizationError) {
        switch try peek() {
        case UInt8(ascii: "{"):
            guard try beginObject() else { return }
            repeat {
                _ = try memberName(decoding: false)
                try skipValue()
            } while try nextMember()
        case UInt8(ascii: "["):
            try open()
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                close()
                return
            }
            while true {
                try skipValue()
                skipWhitespace()
                guard position < bytes.count else { throw error("ends inside an array") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "]") {
                    close()
                    return
                } else {
                    throw error("expected ',' or ']' in an array")
                }
            }
        case UInt8(ascii: "\""):
            _ = try string(decoding: false)
        case UInt8(ascii: "t"):
            try literal("true")
        case UInt8(ascii: "f"):
            try literal("false")
        case UInt8(ascii: "n"):
            try literal("null")
        default:
            try skipNumber()
        }
    }

    // MARK: Syntax

    /// The error `problem` at `position`, with its line and column (in bytes).
    private func error(_ problem: String) -> LocalizationError {
        let end = min(position, bytes.count)
        let line = bytes[..<end].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return LocalizationError(file: file, location: "line \(line), column \(end - lineStart + 1)", problem: "\(problem); \(context)")
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// Consumes the `{` or `[` at `position`, one level deeper.
    private mutating func open() throws(LocalizationError) {
        guard depth < Self.maximumDepth else { throw error("nests objects and arrays deeper than \(Self.maximumDepth) levels") }
        depth += 1
        position += 1
    }

    /// Consumes the `}` or `]` at `position`, one level out.
    private mutating func close() {
        depth -= 1
        position += 1
    }

    private mutating func literal(_ word: StaticString) throws(LocalizationError) {
        let count = word.utf8CodeUnitCount
        let matches =
            position + count <= bytes.count
            && word.withUTF8Buffer { expected in
                (0..<count).allSatisfy { expected[$0] == bytes[position + $0] }
            }
        guard matches else { throw error("expected a value (an object, array, string, number, true, false or null)") }
        position += count
    }

    private mutating func skipNumber() throws(LocalizationError) {
        func digits() -> Int {
            let first = position
            while position < bytes.count, (0x30...0x39).contains(bytes[position]) { position += 1 }
            return position - first
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard digits() > 0 else { throw error("expected a value (an object, array, string, number, true, false or null)") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { throw error("expected digits after '.' in a number") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw error("expected digits in a number's exponent") }
        }
    }

    /// Whether `bytes[start..<end]` is valid UTF-8; when `decoding`, also the text.
    /// (`String(validating:as:)` would do both, but on Linux it spends more time in dynamic
    /// casts than in the bytes.)
    private func text(_ start: Int, _ end: Int, decoding: Bool) -> (valid: Bool, text: String) {
        guard Self.isUTF8(bytes, start, end) else { return (false, "") }
        return (true, decoding ? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) : "")
    }

    /// Whether `bytes[start..<end]` is well-formed UTF-8 (The Unicode Standard, table 3-7: no
    /// overlong forms, no surrogates, nothing above U+10FFFF).
    private static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let count: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: count = 2
            case 0xE0:
                count = 3
                second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: count = 3
            case 0xED:
                count = 3
                second = 0x80...0x9F
            case 0xF0:
                count = 4
                second = 0x90...0xBF
            case 0xF1...0xF3: count = 4
            case 0xF4:
                count = 4
                second = 0x80...0x8F
            default: return false
            }
            guard index + count <= end, second.contains(bytes[index + 1]) else { return false }
            for offset in 2..<count where !(0x80...0xBF).contains(bytes[index + offset]) { return false }
            index += count
        }
        return true
    }

    /// The string whose opening quote is at `position`; when not `decoding`, only checked (and
    /// "" returned). Text without escapes is one slice of the bytes, validated as UTF-8; only a
    /// string with a backslash is built scalar by scalar.
    private mutating func string(decoding: Bool) throws(LocalizationError) -> String {
        position += 1
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
            position += 1
        }
        guard position < bytes.count else { throw error("ends inside a string") }
        if bytes[position] == UInt8(ascii: "\"") {
            let (valid, text) = text(start, position, decoding: decoding)
            guard valid else { throw error("has a string that is not UTF-8") }
            position += 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        let (valid, head) = text(start, position, decoding: true)
        guard valid else { throw error("has a string that is not UTF-8") }
        scalars.append(contentsOf: head.unicodeScalars)
        while true {
            guard position < bytes.count else { throw error("ends inside a string") }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw error("has a control character inside a string (write it as an escape such as \\n)") }
            if byte != UInt8(ascii: "\\") {
                let runStart = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
                    position += 1
                }
                let (valid, run) = text(runStart, position, decoding: true)
                guard valid else { throw error("has a string that is not UTF-8") }
                scalars.append(contentsOf: run.unicodeScalars)
                continue
            }
            position += 1
            guard position < bytes.count else { throw error("ends inside a string") }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                let unit = try hexUnit()
                if UTF16.isLeadSurrogate(unit) {
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw error("has a \\u escape of a high surrogate without its low surrogate")
                    }
                    position += 2
                    let low = try hexUnit()
                    guard UTF16.isTrailSurrogate(low) else { throw error("has a \\u escape of a high surrogate without its low surrogate") }
                    scalars.append(Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00))!)
                } else if let scalar = Unicode.Scalar(unit) {
                    scalars.append(scalar)
                } else {
                    throw error("has a \\u escape of a low surrogate without its high surrogate")
                }
            default:
                throw error("has an unknown escape in a string; valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
            }
        }
    }

    private mutating func hexUnit() throws(LocalizationError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw error("ends inside a \\u escape") }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw error("has a \\u escape without four hex digits")
            }
            unit = unit << 4 | UInt16(digit)
        }
        position += 4
        return unit
    }
}
