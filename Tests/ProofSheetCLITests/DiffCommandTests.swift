import Foundation
import ImageIO
import Rendering
import Snapshot
import TestSupport
import Testing

/// The pairs and counts are the Snapshot tests' pixelmatch fixtures (counts from pixelmatch-fast).
@Suite struct DiffCommandTests {
    static let fixtures = Repository.url("Tests/SnapshotTests/Fixtures/pixelmatch")

    private func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    let folder: ScratchFolder

    init() throws {
        folder = try ScratchFolder("diff")
    }

    @Test func differentImagesExitOneWithTheCountAsJSON() throws {
        let result = try CLIRunner.run("diff", fixture("text-a.png"), fixture("text-b.png"), "--format", "json")
        #expect(result.status == 1)
        let json = try #require(result.json)
        #expect(json["width"] as? Int == 200 && json["height"] as? Int == 120)
        #expect(json["diffPixels"] as? Int == 32 && json["totalPixels"] as? Int == 24000)
        #expect(json["identical"] as? Bool == false)
        #expect(Set(json.keys) == ["width", "height", "diffPixels", "totalPixels", "identical"])
    }

    @Test func optionsChangeTheCountAsInPixelmatch() throws {
        let count = { (arguments: [String]) throws -> Int? in
            try CLIRunner.run(arguments: ["diff", self.fixture("text-a.png"), self.fixture("text-b.png"), "--format", "json"] + arguments).json?[
                "diffPixels"] as? Int
        }
        #expect(try count(["--include-aa"]) == 47)
        #expect(try count(["--threshold", "0.05"]) == 39)
        #expect(try count(["--threshold", "0"]) == 63)
    }

    /// Byte-identical files answer from the header alone: a file whose image data is garbage
    /// is "identical" to itself without being decoded, but asking for a diff image decodes it,
    /// and fails.
    @Test func identicalBytesAnswerWithoutDecoding() throws {
        let png = Array(try Data(contentsOf: URL(fileURLWithPath: fixture("text-a.png"))))
        let broken = try folder.write(Array(png.prefix(33)) + [0, 0, 0, 4] + Array("IDAT".utf8) + [1, 2, 3, 4, 0, 0, 0, 0], to: "broken.png")
        let same = try CLIRunner.run("diff", broken.path, broken.path, "--format", "json")
        #expect(same.status == 0)
        #expect(same.json?["identical"] as? Bool == true)
        #expect(same.json?["width"] as? Int == 200 && same.json?["totalPixels"] as? Int == 24000)
        let drawn = try CLIRunner.run("diff", broken.path, broken.path, "-o", folder.file("d.png").path)
        #expect(drawn.status == 2)
        #expect(drawn.stderr.contains("cannot decode PNG '\(broken.path)'"))
    }

    @Test func identicalImagesExitZero() throws {
        let result = try CLIRunner.run("diff", fixture("same-a.png"), fixture("same-b.png"))
        #expect(result.status == 0)
        #expect(result.stdout == "0 of 4096 pixels differ (0.00%), 64x64, identical\n")
        // Below the threshold everywhere but one pixel: not identical, and the pixel counts.
        let tint = try CLIRunner.run("diff", fixture("tint-a.png"), fixture("tint-b.png"))
        #expect(tint.status == 1)
        #expect(tint.stdout == "1 of 4096 pixels differ (0.02%), 64x64\n")
    }

    @Test func diffImageIsWrittenWithPixelmatchColours() throws {
        let output = folder.file("diff.png")
        let result = try CLIRunner.run("diff", fixture("tint-a.png"), fixture("tint-b.png"), "-o", output.path)
        #expect(result.status == 1)
        let diff = try PNGDecoder.decode(contentsOf: output.path)
        let dot = (50 * 64 + 50) * 4
        #expect(Array(diff.pixels[dot..<dot + 4]) == [255, 0, 0, 255])  // the changed pixel, red
        #expect(Array(diff.pixels[0..<4]) == [255, 255, 255, 255])  // white background faded: still white

        let mask = folder.file("mask.png")
        #expect(try CLIRunner.run("diff", fixture("tint-a.png"), fixture("tint-b.png"), "--diff-mask", "-o", mask.path).status == 1)
        let masked = try PNGDecoder.decode(contentsOf: mask.path)
        #expect(Array(masked.pixels[dot..<dot + 4]) == [255, 0, 0, 255])
        #expect(masked.pixels.filter { $0 != 0 } == [255, 255])  // nothing else drawn
    }

    @Test func alphaFadesTheBackground() throws {
        let output = folder.file("alpha.png")
        _ = try CLIRunner.run("diff", fixture("dark-a.png"), fixture("dark-b.png"), "--alpha", "1", "-o", output.path)
        let diff = try PNGDecoder.decode(contentsOf: output.path)
        // The dark background (28, 28, 30) at full opacity: its luma, 28.2 -> 28.
        #expect(Array(diff.pixels[0..<4]) == [28, 28, 28, 255])
    }

    @Test func differentSizesExitTwoNamingBoth() throws {
        let result = try CLIRunner.run("diff", fixture("text-a.png"), fixture("tint-b.png"))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "proofsheet: image sizes differ: expected 200x120, actual 64x64\n")
    }

    @Test func unreadableInputsExitTwoNamingTheFile() throws {
        let notPNG = fixture("README.md")
        let bad = try CLIRunner.run("diff", notPNG, fixture("tint-b.png"))
        #expect(bad.status == 2)
        #expect(bad.stderr == "proofsheet: cannot decode PNG '\(notPNG)': Not a PNG file\n")
        let missing = try CLIRunner.run("diff", fixture("tint-a.png"), "/no/such.png")
        #expect(missing.stderr == "proofsheet: cannot decode PNG '/no/such.png': No such file or directory\n")
    }

    @Test func unwritableOutputExitsTwoAndLeavesNothing() throws {
        let result = try CLIRunner.run("diff", fixture("tint-a.png"), fixture("tint-b.png"), "-o", "/no/such/dir/diff.png")
        #expect(result.status == 2)
        #expect(result.stderr == "proofsheet: cannot write /no/such/dir/diff.png: No such file or directory\n")
    }

    @Test func outOfRangeOptionsAreUsageErrors() throws {
        for arguments in [["--threshold", "1.5"], ["--alpha", "-1"], ["--format", "csv"]] {
            let result = try CLIRunner.run(arguments: ["diff", fixture("tint-a.png"), fixture("tint-b.png")] + arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("proofsheet: "), "\(arguments)")
        }
    }
}
