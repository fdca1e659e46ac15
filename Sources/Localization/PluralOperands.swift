/// The operands a CLDR plural rule reads (TR35 "Plural Operand Meanings"), taken from a number's
/// visible decimal text, so `1` and `1.0` differ (`v` is 0 and 1): English says "1 file" but
/// "1.0 files".
///
/// Integers of any length are exact: values are kept as digit strings and `mod` is computed on
/// the digits. The sign is dropped (rules apply to the absolute value). Exponent notation is not
/// accepted, so the compact-decimal operands `e` and `c` are always 0.
package struct PluralOperands: Hashable, Sendable {
    /// The integer digits without leading zeros (empty for 0).
    let integerDigits: [UInt8]
    /// The visible fraction digits, trailing zeros included (`1.50` → 5, 0).
    let fractionDigits: [UInt8]

    /// The longest number text accepted, in characters.
    package static let maximumLength = 1_000

    /// The operands of decimal text: an optional `-` or `+`, digits, and optionally `.` and
    /// more digits (`1`, `-2.50`, `0.0`); nil for anything else or for text longer than
    /// ``maximumLength``.
    package init?(decimalText text: String) {
        guard text.utf8.count <= Self.maximumLength else { return nil }
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix { (48...57).contains($0) }
        var rest = bytes.dropFirst(integer.count)
        var fraction: Substring.UTF8View.SubSequence = rest.prefix(0)
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix { (48...57).contains($0) }
            guard !fraction.isEmpty else { return nil }
            rest = rest.dropFirst(fraction.count)
        }
        guard !integer.isEmpty, rest.isEmpty else { return nil }
        integerDigits = Array(integer.drop { $0 == 48 }.map { $0 - 48 })
        fractionDigits = fraction.map { $0 - 48 }
    }

    /// The operands of an integer.
    package init(_ value: Int) {
        var count = 0
        var rest = value.magnitude
        while rest > 0 {
            count += 1
            rest /= 10
        }
        var digits = [UInt8](repeating: 0, count: count)
        rest = value.magnitude
        for index in digits.indices.reversed() {
            digits[index] = UInt8(rest % 10)
            rest /= 10
        }
        integerDigits = digits
        fractionDigits = []
    }

    /// Whether the number is zero (`0`, `0.0`).
    package var isZero: Bool { integerDigits.isEmpty && !fractionDigits.contains { $0 != 0 } }

    /// The value of `operand`, reduced modulo `modulus` when given.
    func value(of operand: PluralRule.Operand, modulo modulus: UInt64?) -> PluralRule.Quantity {
        switch operand {
        case .n: Self.quantity(integerDigits, modulo: modulus, hasFraction: fractionDigits.contains { $0 != 0 })
        case .i: Self.quantity(integerDigits, modulo: modulus, hasFraction: false)
        case .f: Self.quantity(fractionDigits, modulo: modulus, hasFraction: false)
        case .t: Self.quantity(Array(fractionDigits.reversed().drop { $0 == 0 }.reversed()), modulo: modulus, hasFraction: false)
        case .v: Self.quantity(UInt64(fractionDigits.count), modulo: modulus)
        case .w: Self.quantity(UInt64(fractionDigits.reversed().drop { $0 == 0 }.count), modulo: modulus)
        case .e, .c: Self.quantity(0, modulo: modulus)
        }
    }

    private static func quantity(_ value: UInt64, modulo modulus: UInt64?) -> PluralRule.Quantity {
        PluralRule.Quantity(whole: modulus.map { value % $0 } ?? value, hasFraction: false)
    }

    /// Digits as a whole number: exact modulo `modulus` (which the rule parser keeps below
    /// 10^17, so `accumulator * 10 + 9` cannot overflow), nil without one when it has more than
    /// 18 digits (larger than any number a rule names).
    private static func quantity(_ digits: [UInt8], modulo modulus: UInt64?, hasFraction: Bool) -> PluralRule.Quantity {
        var whole: UInt64 = 0
        if let modulus {
            for digit in digits { whole = (whole * 10 + UInt64(digit)) % modulus }
            return PluralRule.Quantity(whole: whole, hasFraction: hasFraction)
        }
        let significant = digits.drop { $0 == 0 }
        guard significant.count <= 18 else { return PluralRule.Quantity(whole: nil, hasFraction: hasFraction) }
        for digit in significant { whole = whole * 10 + UInt64(digit) }
        return PluralRule.Quantity(whole: whole, hasFraction: hasFraction)
    }
}
