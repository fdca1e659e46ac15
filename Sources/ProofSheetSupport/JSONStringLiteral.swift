extension String {
    /// The text as a JSON string literal, quotes included, that is also safe in YAML (a JSON
    /// string is a YAML double-quoted scalar) and in any text file: `"` and `\` escaped, and every
    /// control character, DEL, NEL, the line and paragraph separators and the byte order mark
    /// written as `\uXXXX`, so no reader sees a line break or an invisible mark the text did not
    /// show.
    package var jsonStringLiteral: String {
        var result = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || (0x2028...0x2029).contains(scalar.value)
                || scalar.value == 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
