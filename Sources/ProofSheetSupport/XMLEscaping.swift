extension String {
    /// The text safe inside XML or HTML content and double-quoted attributes: `&`, `<`, `>` and
    /// `"` as entities, and the control characters XML 1.0 cannot carry (all of C0 but tab, line
    /// feed and carriage return) as U+FFFD, so a user's stray escape byte never makes a report
    /// unreadable.
    package var xmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
