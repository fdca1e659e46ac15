import ProofSheetSupport

/// A value a format string's specifier is filled with.
public enum FormatArgument: Hashable, Sendable, CustomStringConvertible {
    /// A whole number, for `%d %i %u %ld %lld %lu %llu %zd %x %X %o %c` (and `%@`, `%f` and the
    /// other floating-point specifiers).
    case integer(Int)
    /// A number as decimal text (`2.50`, `-1`): for `%f %e %g` and `%@`. Kept as text so a plural
    /// rule reads exactly the digits shown (`1.0` is `other` in English, `1` is `one`). The text
    /// is checked where it is used: an optional sign, digits, optionally `.` and digits.
    case decimal(String)
    /// Text, for `%@` and `%s`.
    case text(String)

    public var description: String {
        switch self {
        case .integer(let value): "integer \(value)"
        case .decimal(let text): "decimal \(text.quoted)"
        case .text(let text): "text \(text.quoted)"
        }
    }

    /// The plural operands of a numeric argument; nil for text or for decimal text that is not
    /// a number.
    var pluralOperands: PluralOperands? {
        switch self {
        case .integer(let value): PluralOperands(value)
        case .decimal(let text): PluralOperands(decimalText: text)
        case .text: nil
        }
    }
}
