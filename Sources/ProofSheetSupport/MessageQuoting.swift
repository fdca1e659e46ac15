extension String {
    /// The longest excerpt of a user's value an error message quotes.
    package static let quotedExcerptLimit = 80

    /// `'text'` for an error message, safe whatever the user gave: control characters are
    /// escaped (`\n`, `\u{1B}`), and text longer than ``quotedExcerptLimit`` characters is cut
    /// with an ellipsis and its full length, so a 10 MB name or a binary file never floods a
    /// terminal.
    package var quoted: String {
        "'\(excerpt(limit: Self.quotedExcerptLimit, lengthAfterQuote: true))"
    }

    /// The text with control characters escaped, cut after `limit` characters with an ellipsis
    /// and the full length: what a message may show of a value it did not choose.
    package func excerpt(limit: Int) -> String {
        excerpt(limit: limit, lengthAfterQuote: false)
    }

    private func excerpt(limit: Int, lengthAfterQuote: Bool) -> String {
        // Most text has no control character and fits (no more bytes than the limit means no
        // more characters): as it is.
        if utf8.count <= limit, !containsControlCharacter { return lengthAfterQuote ? self + "'" : self }
        var text = ""
        var count = 0
        for character in self {
            if count == limit {
                let length = "(\(self.count) characters)"
                return lengthAfterQuote ? "\(text)…' \(length)" : "\(text)… \(length)"
            }
            text += character.escapedForMessage
            count += 1
        }
        return lengthAfterQuote ? text + "'" : text
    }

    /// Whether the text holds a control character (C0, DEL or C1), which no name may contain.
    package var containsControlCharacter: Bool {
        unicodeScalars.contains(where: \.isControlCharacter)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a control character (general category Cc): C0, DEL or C1. Unicode
    /// fixes Cc as exactly these 65 code points, so no property lookup is needed.
    package var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}

extension Character {
    fileprivate var escapedForMessage: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return String(self) }
        return unicodeScalars.map { scalar in
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: scalar.isControlCharacter ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
        }.joined()
    }
}
