import DynamicType
import Testing

struct ContentSizeCategoryTests {
    @Test func allCasesAreTheTwelveNamedCategoriesInOrder() throws {
        let fixture = try Fixture.load()
        #expect(ContentSizeCategory.allCases == tableOrder)
        #expect(ContentSizeCategory.allCases.map(\.name) == fixture.categories.map(\.name))
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == Array(0...11))
        #expect(!ContentSizeCategory.allCases.contains(.unspecified))
    }

    @Test func comparableFollowsTableOrder() {
        #expect(tableOrder.reversed().sorted() == tableOrder)
        for (smaller, larger) in zip(tableOrder, tableOrder.dropFirst()) {
            #expect(smaller < larger)
            #expect(smaller <= larger)
            #expect(larger > smaller)
            #expect(!(larger <= smaller))
        }
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    }

    @Test func accessibilityCategoriesAreExactlyAX1ThroughAX5() throws {
        let fixture = try Fixture.load()
        for category in tableOrder {
            #expect(category.isAccessibilityCategory == (try fixture.entry(for: category).isAccessibilityCategory))
        }
        #expect(
            tableOrder.filter(\.isAccessibilityCategory) == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
    }

    @Test(arguments: tableOrder)
    func printsEveryNameForm(_ category: ContentSizeCategory) throws {
        let entry = try Fixture.load().entry(for: category)
        #expect(category.name == entry.name)
        #expect(category.description == entry.name)
        #expect("\(category)" == entry.name)
        #expect(category.uikitRawValue == entry.uikitRawValue)
        #expect(category.swiftUIName == entry.swiftUIName)
        #expect(category.shortLabel == entry.shortLabel)
        #expect(category.normalized == category)
    }

    @Test(arguments: tableOrder)
    func parsesEveryNameFormCaseInsensitively(_ category: ContentSizeCategory) throws {
        let entry = try Fixture.load().entry(for: category)
        for form in [entry.name, entry.uikitRawValue, entry.swiftUIName, entry.shortLabel] {
            for spelling in [form, form.lowercased(), form.uppercased(), "  \(form)\n"] {
                #expect(try ContentSizeCategory(parsing: spelling) == category, "parsing \(spelling.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        "AX5", "ax5", "accessibility5", "UICTContentSizeCategoryAccessibilityXXXL",
        "accessibilityExtraExtraExtraLarge",
    ])
    func parsesAX5Spellings(_ spelling: String) throws {
        #expect(try ContentSizeCategory(parsing: spelling) == .accessibilityExtraExtraExtraLarge)
    }

    @Test func unspecifiedIsOutsideTheRampAndNormalizesToLarge() throws {
        let fixture = try Fixture.load()
        let unspecified = ContentSizeCategory.unspecified
        #expect(unspecified.rawValue == -1)
        #expect(unspecified.name == fixture.unspecified.name)
        #expect(unspecified.description == fixture.unspecified.name)
        #expect(unspecified.uikitRawValue == fixture.unspecified.uikitRawValue)
        #expect(unspecified.swiftUIName == nil)
        #expect(unspecified.shortLabel == "unspecified")
        #expect(unspecified.isAccessibilityCategory == fixture.unspecified.isAccessibilityCategory)
        #expect(unspecified.normalized == .large)
    }

    @Test(arguments: ["unspecified", "_UICTContentSizeCategoryUnspecified", "UNSPECIFIED", "_uictcontentsizecategoryunspecified"])
    func parsesUnspecified(_ spelling: String) throws {
        #expect(try ContentSizeCategory(parsing: spelling) == .unspecified)
    }

    @Test func unknownNameThrowsNameErrorListingValidNames() throws {
        let fixture = try Fixture.load()
        let error = try #require(throws: NameError.self) { try ContentSizeCategory(parsing: "gigantic") }
        #expect(error.given == "gigantic")
        for name in fixture.categories.map(\.name) {
            #expect(error.validNames.contains(name))
        }
        for name in error.validNames {
            #expect(error.description.contains(name))
        }
    }

    @Test func nearMissSuggestsTheClosestName() throws {
        let error = try #require(throws: NameError.self) { try ContentSizeCategory(parsing: "larg") }
        #expect(error.given == "larg")
        #expect(error.suggestion == "large")
    }

    /// An accessibility size past the ramp's ends means the nearest end (spelling distance alone
    /// would suggest AX1 for AX6, one letter from each of AX1 to AX5).
    @Test(arguments: [
        ("AX6", "accessibilityExtraExtraExtraLarge"), ("accessibility7", "accessibilityExtraExtraExtraLarge"),
        ("ax 9", "accessibilityExtraExtraExtraLarge"),
        ("AX0", "accessibilityMedium"),
    ])
    func accessibilitySizesPastTheRampSuggestItsNearestEnd(given: String, suggestion: String) throws {
        let error = try #require(throws: NameError.self) { try ContentSizeCategory(parsing: given) }
        #expect(error.suggestion == suggestion)
    }
}
