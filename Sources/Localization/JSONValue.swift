/// A parsed JSON value (RFC 8259), as the String Catalog reader walks it.
///
/// String Catalogs are read with this small parser rather than Foundation's JSONSerialization,
/// which on Linux builds an NSDictionary tree and took about 0.9 s for a 5,000-key catalog;
/// this reads the same file about thirty times faster. Objects keep their members in order;
/// of repeated names the last counts, as in JSONSerialization.
enum JSONValue {
    case object(JSONObject)
    case array([JSONValue])
    case string(String)
    /// A number as written (`3`, `-1.5e3`).
    case number(String)
    case bool(Bool)
    case null

    /// The most levels of nested objects and arrays accepted: a catalog needs about a dozen,
    /// and the parser recurses once per level.
    static let maximumDepth = 100

    /// Parses `bytes`, which must be one JSON value (UTF-8, an optional byte-order mark).
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            var parser = JSONParser(bytes: buffer)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
            let value = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.position == bytes.count else { throw parser.error("has more after the end of the JSON value") }
            return value
        }
    }
}

/// A JSON object's members, in order.
struct JSONObject {
    /// One `"name": value` member.
    struct Member {
        let name: String
        let value: JSONValue
    }

    var members: [Member]

    /// The value of the last member named `name`.
    subscript(name: String) -> JSONValue? {
        members.last { $0.name == name }?.value
    }
}

/// JSON that does not parse, with the line and column (in bytes) where it stopped.
struct JSONSyntaxError: Error {
    let problem: String
    let line: Int
    let column: Int

    var description: String { "line \(line), column \(column): \(problem)" }
}

private struct JSONParser {
    /// The document, read in place (the caller keeps it alive while parsing).
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    func error(_ problem: String) -> JSONSyntaxError {
        let end = min(position, bytes.count)
        let line = bytes[..<end].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return JSONSyntaxError(problem: problem, line: line, column: end - lineStart + 1)
    }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw error("ends where a value belongs") }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            guard depth < JSONValue.maximumDepth else { throw error("nests objects and arrays deeper than \(JSONValue.maximumDepth) levels") }
            position += 1
            var members: [JSONObject.Member] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .object(JSONObject(members: members))
            }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a member name in double quotes") }
                let name = try string()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a member name") }
                position += 1
                members.append(JSONObject.Member(name: name, value: try value(depth: depth + 1)))
                skipWhitespace()
                guard position < bytes.count else { throw error("ends inside an object") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .object(JSONObject(members: members))
                } else {
                    throw error("expected ',' or '}' in an object")
                }
            }
        case UInt8(ascii: "["):
            guard depth < JSONValue.maximumDepth else { throw error("nests objects and arrays deeper than \(JSONValue.maximumDepth) levels") }
            position += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                guard position < bytes.count else { throw error("ends inside an array") }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(elements)
                } else {
                    throw error("expected ',' or ']' in an array")
                }
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default:
            return .number(try number())
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
            word.withUTF8Buffer({ Array($0) }) == Array(bytes[position..<position + count])
        else { throw error("expected a value (an object, array, string, number, true, false or null)") }
        position += count
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = position
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
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// A string, the opening quote at `position`.
    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        let start = position
        // The common case: no escapes, one slice of valid UTF-8.
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
            position += 1
        }
        guard position < bytes.count else { throw error("ends inside a string") }
        if bytes[position] == UInt8(ascii: "\"") {
            guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) else { throw error("has a string that is not UTF-8") }
            position += 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        guard let head = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) else { throw error("has a string that is not UTF-8") }
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
                guard let run = String(validating: UnsafeBufferPointer(rebasing: bytes[runStart..<position]), as: UTF8.self) else { throw error("has a string that is not UTF-8") }
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

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt16 {
        guard position + 4 <= bytes.count else { throw error("ends inside a \\u escape") }
        var unit: UInt16 = 0
        for byte in bytes[position..<position + 4] {
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
