import DynamicType

/// The CLDR cardinal plural rules of every locale (``cldrVersion``), generated into
/// PluralRuleData.swift by tools/generate-plural-rules and parsed once, on first use.
package enum PluralRules {
    /// The category `number` (decimal text as it is shown, `1`, `1.0`, `-2.5`) takes in
    /// `language`: the rules of the first tag of its lookup chain that has its own (pt-PT has
    /// its own, de-CH uses de's), else CLDR's root rules, where every number is `other`. A
    /// pseudolanguage uses the root rules. Nil when `number` is not decimal text.
    package static func category(of number: String, language: LanguageTag) -> PluralCategory? {
        PluralOperands(decimalText: number).map { category(of: $0, language: language) }
    }

    /// The category `number` takes in `language`.
    package static func category(of number: Int, language: LanguageTag) -> PluralCategory {
        category(of: PluralOperands(number), language: language)
    }

    /// The category of a number given by its operands.
    package static func category(of operands: PluralOperands, language: LanguageTag) -> PluralCategory {
        category(of: operands, lookupChain: language.lookupChain[...])
    }

    /// The category of a number in the first language of `lookupChain` that has rules.
    static func category(of operands: PluralOperands, lookupChain: ArraySlice<String>) -> PluralCategory {
        // Plain loops: resolving a plural string calls this once per form chosen.
        for language in lookupChain {
            guard let index = ruleSetIndexByLanguage[language] else { continue }
            for (category, rule) in ruleSets[index] where rule.matches(operands) { return category }
            return .other
        }
        return .other
    }

    /// The categories `language` distinguishes, `other` always last.
    package static func categories(of language: LanguageTag) -> [PluralCategory] {
        let rules = language.lookupChain.lazy.compactMap { ruleSetIndexByLanguage[$0] }.first.map { ruleSets[$0] } ?? []
        return rules.map(\.category) + [.other]
    }

    /// ``ruleSetSources`` parsed. A test parses every one, so a generated rule that does not
    /// parse fails the tests rather than reaching this.
    static let ruleSets: [[(category: PluralCategory, rule: PluralRule)]] = ruleSetSources.map { source in
        source.split(separator: "; ").map { part in
            let pair = part.split(separator: ":", maxSplits: 1)
            return (PluralCategory(rawValue: String(pair[0]))!, try! PluralRule(parsing: String(pair[1])))
        }
    }
}
