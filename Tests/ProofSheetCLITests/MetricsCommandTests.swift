import Foundation
import Testing

@Suite struct MetricsCommandTests {
    /// Table E of docs/dynamic-type.md: body metrics, base value 17, at @2x.
    @Test func bodySeventeenAtTwoXMatchesTableE() throws {
        let result = try CLIRunner.run("metrics", "--style", "body", "--value", "17", "--display-scale", "2", "--format", "json")
        #expect(result.status == 0)
        let json = try #require(result.json)
        #expect(json["style"] as? String == "body")
        #expect(json["value"] as? Double == 17)
        #expect(json["displayScale"] as? Double == 2)
        let rows = try #require(json["categories"] as? [[String: Any]])
        #expect(rows.map { $0["scaledValue"] as? Double } == [14.5, 15.5, 16, 17, 18.5, 20, 22.5, 26.5, 31, 37, 43.5, 48])
        #expect(rows.map { $0["scaledFontPointSize"] as? Double } == [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48])
        #expect(rows.map { $0["preferredPointSize"] as? Double } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(rows.last?["category"] as? String == "accessibilityExtraExtraExtraLarge")
    }

    @Test func threeXValuesAreUnrounded() throws {
        let result = try CLIRunner.run("metrics", "--style", "body", "--value", "17", "--format", "json")
        let rows = try #require(result.json?["categories"] as? [[String: Any]])
        #expect(rows[0]["scaledValue"] as? Double == 44.0 / 3)  // 14.667 at @3x
    }

    @Test func maximumPointSizeCapsScaledFont() throws {
        let result = try CLIRunner.run("metrics", "--style", "body", "--value", "17", "--maximum-point-size", "30", "--format", "json")
        let rows = try #require(result.json?["categories"] as? [[String: Any]])
        #expect(rows.map { $0["scaledFontPointSize"] as? Double }.suffix(4) == [30, 30, 30, 30])
    }

    @Test(arguments: [
        (["metrics", "--style", "bodyy", "--value", "17"], "did you mean 'body'"),
        (["metrics", "--style", "body", "--value", "17", "--display-scale", "4"], "valid: 1, 2, 3"),
        (["metrics", "--style", "body"], "--value"),
    ])
    func badInputIsExitTwoWithOneLine(arguments: [String], expected: String) throws {
        let process = try CLIRunner.run(arguments: arguments)
        #expect(process.status == 2)
        #expect(process.stderr.split(separator: "\n").count == 1)
        #expect(process.stderr.contains(expected))
    }
}
