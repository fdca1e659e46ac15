import Foundation
import Testing

@Suite struct MeasureCommandTests {
    @Test func jsonReportsSizeLinesAndTruncation() throws {
        let text = "The quick brown fox jumps over the lazy dog, again and again and again."
        let result = try CLIRunner.run(arguments: ["measure", text, "--style", "body", "--category", "AX5", "--width", "200", "--lines", "2", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(result.json)
        #expect(json["lines"] as? Int == 2)
        #expect(json["truncated"] as? Bool == true)
        #expect(json["height"] as? Double == 124)  // 2 lines of the AX5 body leading, 62 pt
        #expect((json["width"] as? Double).map { $0 <= 200 } == true)
    }

    @Test func categoryAcceptsEveryNameForm() throws {
        let forms = ["AX3", "accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL"]
        let outputs = try forms.map { try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", $0, "--width", "300"]).stdout }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].contains("48 pt, 1 line"))  // body AX3 leading 48
    }

    @Test func unknownCategoryNamesTheValidOnes() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "huge", "--width", "300"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown content size category 'huge'"))
        #expect(result.stderr.contains("accessibilityExtraExtraExtraLarge"))
    }

    @Test func unknownFontFamilyIsAnErrorNotAFallback() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "L", "--width", "300", "--font", "Helvetica"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("proofsheet: unknown font family 'Helvetica'; loaded families: Inter, Noto Color Emoji, "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func addedFontFileIsUsable() throws {
        let result = try CLIRunner.run(arguments: [
            "measure", "Hello", "--style", "body", "--category", "L", "--width", "300",
            "--font", "DejaVu Sans", "--font-file", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        ])
        #expect(result.status == 0)
        #expect(result.stdout.contains("22 pt, 1 line"))
    }

    @Test func missingFontFileIsExitTwo() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "L", "--width", "300", "--font-file", "/nope/X.ttf"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("font file not found: /nope/X.ttf"))
    }

    @Test func nonPositiveWidthIsExitTwo() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "L", "--width", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--width"))
    }
}
