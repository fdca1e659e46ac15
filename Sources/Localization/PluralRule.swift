import ProofSheetSupport

/// One CLDR plural rule condition (TR35 "Plural rules syntax"), such as
/// `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`, parsed once and evaluated on
/// ``PluralOperands``.
///
/// The whole syntax is accepted: the operands `n i v w f t e c`, `mod` and `%`, the relations
/// `is`, `is not`, `in`, `not in`, `within`, `not within`, `=` and `!=`, values, ranges `a..b`
/// and comma-separated lists of them, `and` binding tighter than `or`. Samples (from `@integer`
/// or `@decimal` on) are ignored. An empty condition is true (the `other` rule). `in` and `=`
/// hold only for whole numbers (1.5 is not `in 1..2`); `within` holds for any number between
/// the bounds.
package struct PluralRule: Hashable, Sendable {
    /// A plural operand (TR35 "Plural Operand Meanings").
    enum Operand: Character, Hashable, Sendable {
        /// The absolute value, i: integer digits, v/w: count of visible fraction digits with and
        /// without trailing zeros, f/t: those fraction digits as a number, e/c: the exponent of
        /// compact notation.
        case n = "n"
        case i = "i"
        case v = "v"
        case w = "w"
        case f = "f"
        case t = "t"
        case e = "e"
        case c = "c"
    }

    /// An operand's value as the relations compare it: its whole part (nil when it is larger
    /// than any number a rule can name) and whether it has a nonzero fraction.
    struct Quantity: Equatable {
        var whole: UInt64?
        var hasFraction: Bool
    }

    /// `operand [mod modulus] (in | within | not in | not within) ranges`.
    struct Relation: Hashable, Sendable {
        var operand: Operand
        var modulus: UInt64?
        var negated: Bool
        var within: Bool
        var ranges: [ClosedRange<UInt64>]

        func holds(for operands: PluralOperands) -> Bool {
            let value = operands.value(of: operand, modulo: modulus)
            let matches: Bool
            if within {
                // a <= value <= b: a fraction only matters at the upper bound.
                matches =
                    value.whole.map { whole in
                        ranges.contains { whole >= $0.lowerBound && (whole < $0.upperBound || (whole == $0.upperBound && !value.hasFraction)) }
                    } ?? false
            } else {
                matches = !value.hasFraction && (value.whole.map { whole in ranges.contains { $0.contains(whole) } } ?? false)
            }
            return matches != negated
        }
    }

    /// The condition in disjunctive form: true when all relations of any one group hold.
    let groups: [[Relation]]

    /// The largest number a rule may name: below 10^17, so modular arithmetic on digits stays
    /// within 64 bits.
    static let maximumValue: UInt64 = 99_999_999_999_999_999

    /// Parses `text`; throws a ``PluralRuleError`` naming what was expected where.
    package init(parsing text: String) throws(PluralRuleError) {
        let condition = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var parser = Parser(tokens: try Self.tokens(of: condition, rule: text), rule: text)
        groups = try parser.condition()
    }

    /// Whether the condition holds for `operands`.
    package func matches(_ operands: PluralOperands) -> Bool {
        groups.isEmpty || groups.contains { $0.allSatisfy { $0.holds(for: operands) } }
    }

    private enum Token: Equatable {
        case word(String)
        case number(UInt64)
        case range, comma, equals, notEquals
    }

    private static func tokens(of text: String, rule: String) throws(PluralRuleError) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar.properties.isAlphabetic {
                var word = ""
                while index < scalars.count, scalars[index].properties.isAlphabetic {
                    word.unicodeScalars.append(scalars[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else if ("0"..."9").contains(scalar) {
                var value: UInt64 = 0
                while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                    value = value * 10 + UInt64(scalars[index].value - 48)
                    guard value <= maximumValue else { throw PluralRuleError(rule: rule, problem: "names a number above \(maximumValue)") }
                    index += 1
                }
                tokens.append(.number(value))
            } else if scalar == ".", index + 1 < scalars.count, scalars[index + 1] == "." {
                tokens.append(.range)
                index += 2
            } else if scalar == "," {
                tokens.append(.comma)
                index += 1
            } else if scalar == "=" {
                tokens.append(.equals)
                index += 1
            } else if scalar == "!", index + 1 < scalars.count, scalars[index + 1] == "=" {
                tokens.append(.notEquals)
                index += 2
            } else if scalar == "%" {
                tokens.append(.word("mod"))
                index += 1
            } else {
                throw PluralRuleError(rule: rule, problem: "has \(String(scalar).quoted), which is not part of the rule syntax")
            }
        }
        return tokens
    }

    private struct Parser {
        var tokens: [Token]
        var rule: String
        var position = 0

        mutating func condition() throws(PluralRuleError) -> [[Relation]] {
            guard position < tokens.count else { return [] }
            var groups = [try andCondition()]
            while accept(.word("or")) { groups.append(try andCondition()) }
            guard position == tokens.count else { throw error("expected 'and', 'or' or the end") }
            return groups
        }

        private mutating func andCondition() throws(PluralRuleError) -> [Relation] {
            var relations = [try relation()]
            while accept(.word("and")) { relations.append(try relation()) }
            return relations
        }

        private mutating func relation() throws(PluralRuleError) -> Relation {
            guard case .word(let name)? = next(), name.count == 1, let operand = Operand(rawValue: name.first!) else {
                throw error("expected an operand (n, i, v, w, f, t, e or c)")
            }
            var modulus: UInt64?
            if accept(.word("mod")) {
                guard case .number(let value)? = next(), value > 0 else { throw error("expected a positive number after 'mod'") }
                modulus = value
            }
            var negated = false
            var within = false
            if accept(.equals) {
            } else if accept(.notEquals) {
                negated = true
            } else if accept(.word("is")) {
                negated = accept(.word("not"))
            } else {
                negated = accept(.word("not"))
                if accept(.word("within")) {
                    within = true
                } else if !accept(.word("in")) {
                    throw error("expected '=', '!=', 'is', 'in' or 'within'")
                }
            }
            var ranges = [try range()]
            while accept(.comma) { ranges.append(try range()) }
            return Relation(operand: operand, modulus: modulus, negated: negated, within: within, ranges: ranges)
        }

        private mutating func range() throws(PluralRuleError) -> ClosedRange<UInt64> {
            guard case .number(let low)? = next() else { throw error("expected a number") }
            guard accept(.range) else { return low...low }
            guard case .number(let high)? = next(), high >= low else { throw error("expected a number no smaller than \(low) after '..'") }
            return low...high
        }

        private mutating func next() -> Token? {
            guard position < tokens.count else { return nil }
            defer { position += 1 }
            return tokens[position]
        }

        private mutating func accept(_ token: Token) -> Bool {
            guard position < tokens.count, tokens[position] == token else { return false }
            position += 1
            return true
        }

        private func error(_ expectation: String) -> PluralRuleError {
            PluralRuleError(rule: rule, problem: "\(expectation) at token \(position + 1)")
        }
    }
}

/// A plural rule that does not follow the CLDR syntax.
package struct PluralRuleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rule as given.
    package let rule: String
    /// What is wrong, and where.
    package let problem: String

    package var description: String {
        "plural rule \(rule.quoted) \(problem); a rule looks like 'v = 0 and i % 10 = 2..4 and i % 100 != 12..14'"
    }
}
