import Localization
import Testing

@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("DE", "de"), ("pt_br", "pt-BR"), ("zh-hant-tw", "zh-Hant-TW"), ("es-419", "es-419"),
        ("sr-latn", "sr-Latn"), ("de-CH-1996", "de-CH-1996"), ("en-US-u-ca-gregory", "en-US-u-ca-gregory"), ("x-Klingon", "x-klingon"),
        ("Double-Length", "double-length"), ("zh-yue-HK", "zh-yue-HK"),
    ])
    func canonicalCase(given: String, canonical: String) throws {
        #expect(try LanguageTag(parsing: given).identifier == canonical)
    }

    @Test(arguments: [
        "", "e", "englishlanguage", "en--US", "en-", "123", "en-US-US", "de-x", "en-a", "en/US", "ärabisch", "en-u-ca-u-nu", "de-1996-1996",
    ])
    func malformedTagsAreErrorsThatSayWhatATagIs(given: String) {
        #expect {
            try LanguageTag(parsing: given)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("BCP 47") && text.contains("double-length")
        }
    }

    @Test func aVeryLongTagIsCutInTheMessage() throws {
        let long = String(repeating: "ab-", count: 10_000) + "cd"
        #expect(throws: LanguageTagError.self) { try LanguageTag(parsing: long) }
        do {
            _ = try LanguageTag(parsing: long)
        } catch {
            #expect(error.description.count < 400)
        }
    }

    @Test(arguments: [
        ("ar", true), ("he", true), ("fa-IR", true), ("ur", true), ("az-Arab", true), ("ku-Arab", true), ("az-Latn", false),
        ("en", false), ("ja", false), ("right-to-left", true), ("double-length", false), ("ckb", true), ("yi", true), ("pa-Arab", true),
        ("pa", false),
    ])
    func rightToLeft(tag: String, rightToLeft: Bool) throws {
        #expect(try LanguageTag(parsing: tag).isRightToLeft == rightToLeft)
    }

    @Test func lookupGoesFromMostToLeastSpecific() throws {
        #expect(try LanguageTag(parsing: "zh-Hant-TW").lookupChain == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(try LanguageTag(parsing: "pt-BR").lookupChain == ["pt-BR", "pt"])
        #expect(try LanguageTag(parsing: "en-US-u-ca-gregory").lookupChain == ["en-US-u-ca-gregory", "en-US", "en"])
        #expect(try LanguageTag(parsing: "de").lookupChain == ["de"])
        #expect(try LanguageTag(parsing: "accented").lookupChain.isEmpty)
    }
}
