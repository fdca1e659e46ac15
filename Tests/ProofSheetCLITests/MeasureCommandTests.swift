import Foundation
import Testing

@Suite struct MeasureCommandTests {
    @Test func jsonReportsSizeLinesAndTruncation() throws {
        let text = "The quick brown fox jumps over the lazy dog, again and again and again."
        let result = try CLIRunner.run(arguments: [
            "measure", text, "--style", "body", "--category", "AX5", "--width", "200", "--lines", "2", "--format", "json",
        ])
        #expect(result.status == 0)
        let json = try #require(result.json)
        #expect(json["lines"] as? Int == 2)
        #expect(json["truncated"] as? Bool == true)
        #expect(json["exactHeight"] as? Double == 2 * 63.248046875)  // 2 lines of body at AX5, 53 pt × 1.193359375
        #expect(json["height"] as? Double == 380.0 / 3)  // 126.496 pt up to the @3x pixel grid
        #expect((json["width"] as? Double).map { $0 <= 200 } == true)
    }

    /// One line of body at Large is 20.287109375 pt (17 × 1.193359375) whatever the display;
    /// `--display-scale` picks the pixel grid the rounded height snaps up to.
    @Test(arguments: [(2, 20.5), (1, 21.0), (3, 61.0 / 3)])
    func displayScalePicksThePixelGridOfTheHeight(scale: Int, height: Double) throws {
        let result = try CLIRunner.run(arguments: [
            "measure", "Hello", "--style", "body", "--category", "large", "--width", "300", "--display-scale", String(scale), "--format", "json",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(result.json)
        #expect(json["displayScale"] as? Int == scale)
        #expect(json["exactHeight"] as? Double == 20.287109375)
        #expect(json["height"] as? Double == height)
        #expect(json["lines"] as? Int == 1)
    }

    @Test func categoryAcceptsEveryNameForm() throws {
        let forms = ["AX3", "accessibility3", "accessibilityExtraLarge", "UICTContentSizeCategoryAccessibilityXL"]
        let outputs = try forms.map {
            try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", $0, "--width", "300"]).stdout
        }
        #expect(Set(outputs).count == 1)
        #expect(outputs[0].contains(" x 48 pt at @3x (exactly 95.73828125 x 47.734375 pt), 1 line"))  // body AX3: 40 pt × 1.193359375
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
        // The families a user is likely to mean, and a count of the fallback ones: never a list of every family.
        #expect(result.stderr.hasPrefix("proofsheet: unknown font family 'Helvetica'; loaded: Inter and "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix(" fallback families\n"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stderr.utf8.count < 120)
    }

    @Test func aMisspelledFontFamilyNamesTheNearestOne() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "L", "--width", "300", "--font", "Intr"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("proofsheet: unknown font family 'Intr'; did you mean 'Inter'? Loaded: Inter and "), "\(result.stderr)")
    }

    @Test func unspecifiedIsNoCategory() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "unspecified", "--width", "300"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown content size category 'unspecified'. Valid: extraSmall, small, "), "\(result.stderr)")
        #expect(!result.stderr.contains(", unspecified"))
    }

    @Test func addedFontFileIsUsable() throws {
        let result = try CLIRunner.run(arguments: [
            "measure", "Hello", "--style", "body", "--category", "L", "--width", "300",
            "--font", "DejaVu Sans", "--font-file", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        ])
        #expect(result.status == 0)
        // DejaVu Sans's own line height, 1.1640625 em (17 pt → 19.789 pt), not the system font's.
        #expect(result.stdout.contains(" x 20 pt at @3x (exactly 43.0908203125 x 19.7890625 pt), 1 line"))
    }

    @Test func missingFontFileIsExitTwo() throws {
        let result = try CLIRunner.run(arguments: [
            "measure", "Hello", "--style", "body", "--category", "L", "--width", "300", "--font-file", "/nope/X.ttf",
        ])
        #expect(result.status == 2)
        #expect(result.stderr.contains("font file not found: /nope/X.ttf"))
    }

    @Test func nonPositiveWidthIsExitTwo() throws {
        let result = try CLIRunner.run(arguments: ["measure", "Hello", "--style", "body", "--category", "L", "--width", "0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--width"))
    }
}
