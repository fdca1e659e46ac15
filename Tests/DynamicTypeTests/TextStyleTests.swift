import DynamicType
import Testing

struct TextStyleTests {
    @Test func allCasesFollowTheReferenceOrder() throws {
        let fixture = try Fixture.load()
        #expect(TextStyle.allCases == styleOrder)
        #expect(TextStyle.allCases.map(\.name) == fixture.textStyles.map(\.name))
    }

    @Test(arguments: styleOrder)
    func printsEveryNameForm(_ style: TextStyle) throws {
        let entry = try Fixture.load().entry(for: style)
        #expect(style.name == entry.name)
        #expect(style.description == entry.name)
        #expect(style.uikitRawValue == entry.uikitRawValue)
        #expect(style.swiftUIName == entry.swiftUIName)
        #expect(style.shortLabel == entry.shortLabel)
    }

    @Test(arguments: styleOrder)
    func weightsMatchTheReference(_ style: TextStyle) throws {
        let entry = try Fixture.load().entry(for: style)
        #expect(style.weight == (try FontWeight(parsing: entry.weight)))
        #expect(style.emphasizedWeight == (try FontWeight(parsing: entry.emphasizedWeight)))
    }

    @Test func onlyHeadlineIsSemiboldByDefault() {
        #expect(styleOrder.filter { $0.weight != .regular } == [.headline])
        #expect(TextStyle.headline.weight == .semibold)
        #expect(styleOrder.filter { $0.emphasizedWeight == .bold } == [.largeTitle, .title1, .title2])
    }

    @Test(arguments: styleOrder)
    func parsesEveryNameFormCaseInsensitively(_ style: TextStyle) throws {
        let entry = try Fixture.load().entry(for: style)
        for form in [entry.name, entry.uikitRawValue, entry.swiftUIName, entry.shortLabel] {
            for spelling in [form, form.lowercased(), form.uppercased(), " \(form) "] {
                #expect(try TextStyle(parsing: spelling) == style, "parsing \(spelling.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        ("body", TextStyle.body),
        ("UICTFontTextStyleBody", .body),
        ("caption", .caption1),
        ("title", .title1),
        ("Large Title", .largeTitle),
        ("large title", .largeTitle),
        ("LargeTitle", .largeTitle),
        ("UICTFontTextStyleTitle0", .largeTitle),
        ("subhead", .subheadline),
        ("Caption 2", .caption2),
    ])
    func parsesCommonSpellings(_ spelling: String, _ expected: TextStyle) throws {
        #expect(try TextStyle(parsing: spelling) == expected)
    }

    @Test func unknownNameSuggestsTheClosestStyle() throws {
        let error = try #require(throws: NameError.self) { try TextStyle(parsing: "bodyy") }
        #expect(error.given == "bodyy")
        #expect(error.suggestion == "body")
        for name in styleOrder.map(\.name) {
            #expect(error.validNames.contains(name))
        }
        for name in error.validNames {
            #expect(error.description.contains(name))
        }
    }
}
