import Testing

@testable import Localization

/// Expected categories are CLDR's own samples (plurals.xml, the @integer and @decimal lists).
@Suite struct PluralRulesTests {
    private func categories(_ language: String, _ numbers: [String]) throws -> [PluralCategory] {
        let tag = try LanguageTag(parsing: language)
        return numbers.map { PluralRules.category(of: $0, language: tag) ?? .other }
    }

    @Test func english() throws {
        #expect(try categories("en", ["0", "1", "2", "1.0", "-1", "21"]) == [.other, .one, .other, .other, .one, .other])
        #expect(PluralRules.category(of: 1, language: try LanguageTag(parsing: "en-GB")) == .one)
    }

    @Test func french() throws {
        #expect(try categories("fr", ["0", "1", "2", "1.5", "1000000", "2000000.5"]) == [.one, .one, .other, .one, .many, .other])
    }

    @Test func russian() throws {
        #expect(
            try categories("ru", ["1", "2", "5", "11", "21", "22", "25", "111", "1.5", "0"]) == [
                .one, .few, .many, .many, .one, .few, .many, .many, .other, .many,
            ])
    }

    @Test func polish() throws {
        #expect(
            try categories("pl", ["1", "2", "4", "5", "12", "21", "22", "0", "1.5"]) == [.one, .few, .few, .many, .many, .many, .few, .many, .other])
    }

    @Test func arabic() throws {
        #expect(
            try categories("ar", ["0", "1", "2", "3", "10", "11", "99", "100", "102", "103", "111", "0.5"]) == [
                .zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many, .other,
            ])
    }

    @Test func welsh() throws {
        #expect(
            try categories("cy", ["0", "1", "2", "3", "4", "5", "6", "7", "0.0"]) == [.zero, .one, .two, .few, .other, .other, .many, .other, .zero])
    }

    @Test func japaneseIsAlwaysOther() throws {
        #expect(try categories("ja", ["0", "1", "2", "1.5", "100"]) == [.other, .other, .other, .other, .other])
        #expect(PluralRules.categories(of: try LanguageTag(parsing: "ja")) == [.other])
    }

    @Test func lithuanian() throws {
        #expect(
            try categories("lt", ["1", "21", "11", "2", "9", "10", "19", "0.1", "1.0"]) == [
                .one, .one, .other, .few, .few, .other, .other, .many, .one,
            ])
    }

    @Test func regionsWithRulesOfTheirOwnAndTheirLanguages() throws {
        #expect(try categories("pt", ["0", "1"]) == [.one, .one])
        #expect(try categories("pt-PT", ["0", "1"]) == [.other, .one])
        #expect(try categories("pt-BR", ["0", "1"]) == [.one, .one])
        #expect(try categories("double-length", ["1"]) == [.other])
        #expect(try categories("tlh", ["1"]) == [.other])
    }

    @Test func integersLongerThanSixtyFourBitsAreExact() throws {
        #expect(try categories("ru", ["123456789012345678901234567891", "123456789012345678901234567811"]) == [.one, .many])
        #expect(try categories("en", ["100000000000000000000000000001"]) == [.other])
    }

    @Test func textThatIsNotANumberHasNoCategory() throws {
        let en = try LanguageTag(parsing: "en")
        for text in ["", "1e3", "1.", ".5", "one", "1,5", "--1", "0x10"] {
            #expect(PluralRules.category(of: text, language: en) == nil, "\(text)")
        }
        #expect(PluralRules.category(of: String(repeating: "1", count: PluralOperands.maximumLength + 1), language: en) == nil)
    }

    @Test(arguments: [
        ("n = 1", "1", true), ("n = 1", "1.0", true), ("n = 1", "1.5", false), ("n is 1", "1", true), ("n is not 1", "2", true),
        ("n != 1", "1", false), ("n in 1..3", "2.5", false), ("n within 1..3", "2.5", true), ("n within 1..3", "3.5", false),
        ("n not within 1..3", "3.5", true), ("n not in 1..3", "2", false), ("n % 10 = 3 and n % 100 != 13", "23", true),
        ("n mod 10 = 3 and n mod 100 != 13", "113", false), ("i = 1 and v = 0 or n = 5", "5", true), ("v = 2", "1.50", true),
        ("w = 1", "1.50", true), ("f = 50", "1.50", true), ("t = 5", "1.50", true), ("n = 1,3,5..7", "6", true), ("", "42", true),
        ("e = 0 and c = 0", "5", true), ("n = 0 @integer 0 @decimal 0.0", "0", true),
    ])
    func ruleSyntax(rule: String, number: String, matches: Bool) throws {
        #expect(try PluralRule(parsing: rule).matches(#require(PluralOperands(decimalText: number))) == matches)
    }

    @Test(arguments: ["n", "n = ", "x = 1", "n = 1 and", "n == 1", "n = 3..1", "n in 1 2", "n mod 0 = 1", "n = 999999999999999999999"])
    func malformedRulesAreErrors(rule: String) {
        #expect(throws: PluralRuleError.self) { try PluralRule(parsing: rule) }
    }

    @Test func everyGeneratedRuleParses() throws {
        #expect(PluralRules.cldrVersion == "47")
        #expect(PluralRules.ruleSetSources.count > 30)
        for source in PluralRules.ruleSetSources {
            for part in source.split(separator: "; ") {
                let pair = part.split(separator: ":", maxSplits: 1)
                #expect(PluralCategory(rawValue: String(pair[0])) != nil)
                _ = try PluralRule(parsing: String(pair[1]))
            }
        }
        #expect(PluralRules.ruleSets.count == PluralRules.ruleSetSources.count)
    }
}
