import Foundation
import Testing

@Suite struct TypeRampCommandTests {
    @Test func jsonHasEveryStyleWithTwelveValuesPerRow() throws {
        let result = try CLIRunner.run("type-ramp", "--format", "json")
        #expect(result.status == 0)
        let json = try #require(result.json)
        let categories = try #require(json["categories"] as? [String])
        #expect(categories.count == 12)
        #expect(categories.first == "extraSmall")
        #expect(categories.last == "accessibilityExtraExtraExtraLarge")
        let styles = try #require(json["styles"] as? [[String: Any]])
        #expect(styles.count == 11)
        let headline = try #require(styles.first { $0["style"] as? String == "headline" })
        #expect(headline["weight"] as? String == "semibold")
        #expect(headline["emphasizedWeight"] as? String == "semibold")
        #expect(headline["sizes"] as? [Double] == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(headline["leading"] as? [Double] == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        #expect(headline["scalingLineSpacing"] as? [Double] == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62])
        let title1 = try #require(styles.first { $0["style"] as? String == "title1" })
        #expect(title1["emphasizedWeight"] as? String == "bold")
    }

    @Test func csvHasOneRowPerStyleAndCategory() throws {
        let result = try CLIRunner.run("type-ramp", "--format", "csv")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1 + 132)
        #expect(lines.contains("body,accessibilityExtraExtraExtraLarge,53,62,62,regular,semibold"))
    }

    @Test func tableMarksCellsWhereUIKitScalesDifferently() throws {
        let result = try CLIRunner.run("type-ramp")
        #expect(result.status == 0)
        let subheadline = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("subheadline") })
        #expect(subheadline.contains("21/28*"))
        #expect(subheadline.contains("30/37*"))
        #expect(subheadline.contains("49/58"))
    }

    @Test func unknownFormatIsExitTwoWithOneLine() throws {
        let result = try CLIRunner.run("type-ramp", "--format", "xml")
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("xml"))
        #expect(result.stdout.isEmpty)
    }
}
