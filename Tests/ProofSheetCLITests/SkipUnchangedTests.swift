import Foundation
import ImageIO
import Rendering
import TestSupport
import Testing

/// check skips a variant whose baseline carries the fingerprint of everything that would draw it,
/// says how many it skipped, and reports it exactly as drawing it would have; a change draws the
/// variants it reaches again; --no-skip and --audit draw everything.
@Suite struct SkipUnchangedTests {
    let scratch: ScratchFolder
    var snapshots: String { scratch.file("Snapshots").path }
    var spec: String { scratch.file("skip.yaml").path }

    init() throws {
        scratch = try ScratchFolder("skip")
        // A screen of two pages (the narrow list), one with a missing glyph (a finding every
        // check reports), and a plain one.
        try SpecFixture.suite("Skip", screens: [SpecFixture.twoPageRows(), SpecFixture.missingGlyph])
            .write(toFile: spec, atomically: true, encoding: .utf8)
    }

    private func check(_ out: String, _ extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(
            arguments: [
                "check", spec, "--snapshots", snapshots, "--out", scratch.file(out).path, "--record", "never", "--category", "large", "--category",
                "AX5",
            ] + extra)
    }

    private func manifest(_ out: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("\(out)/manifest.json"))) as? [String: Any]
        return try #require(object?["outcomes"] as? [[String: Any]])
    }

    @Test func unchangedVariantsAreSkippedAndReportedAsIfDrawn() throws {
        let recorded = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large", "--category", "AX5"])
        #expect(recorded.status == 0, "\(recorded.stderr)")

        let skipped = try check("skipped")
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("6 variants: 6 passed (6 skipped: unchanged), 0 changed"), "\(skipped.stdout)")
        let drawn = try check("drawn", ["--no-skip"])
        #expect(drawn.stdout.contains("6 variants: 6 passed, 0 changed"), "\(drawn.stdout)")
        // The same lines (the missing glyph's finding among them), outcomes and renderings.
        #expect(
            skipped.stdout.replacingOccurrences(of: "/skipped/", with: "/drawn/").replacingOccurrences(of: " (6 skipped: unchanged)", with: "")
                == drawn.stdout)
        #expect(skipped.stdout.contains("finding: skip/glyphs/iphone-16/1col-large — error missing-glyph"))
        let withoutTimes = { (outcomes: [[String: Any]]) in
            outcomes.map { $0.filter { $0.key != "milliseconds" && $0.key != "skipped" } as NSDictionary }
        }
        let skippedOutcomes = try manifest("skipped")
        #expect(skippedOutcomes.allSatisfy { $0["skipped"] as? Bool == true })
        #expect(try manifest("drawn").allSatisfy { $0["skipped"] == nil })
        #expect(withoutTimes(skippedOutcomes) == withoutTimes(try manifest("drawn")))
        #expect(skippedOutcomes.compactMap { $0["name"] as? String }.contains("skip/rows/narrow/1col-large-page02"))
        for outcome in skippedOutcomes {
            let actual = try #require(outcome["files"] as? [String: String])["actual"]!
            #expect(
                FileManager.default.contentsEqual(atPath: scratch.file("skipped/\(actual)").path, andPath: scratch.file("drawn/\(actual)").path),
                "\(actual)")
        }
        // An audit needs every rule's findings: nothing is skipped.
        #expect(try check("audited", ["--audit"]).stdout.contains("6 variants: 6 passed, 0 changed"))
    }

    /// A baseline that differs from the rendering only in its stamp (one a newer build drew, or
    /// one recorded before stamps) passes, is neither skipped nor rewritten, and its bytes are the
    /// rendering the report shows.
    @Test func aBaselineDifferingOnlyInItsStampPassesAndIsNotRewritten() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large", "--category", "AX5"]).status == 0)
        let path = "\(snapshots)/skip/glyphs/iphone-16/1col-large.png"
        let chunks = try PNGChunks(Array(Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(chunks.chunks.contains { PNGChunks.keyword(of: $0) == "fingerprint" })
        let unstamped = PNGChunks(chunks: chunks.chunks.filter { PNGChunks.keyword(of: $0) != "fingerprint" }).bytes
        try Data(unstamped).write(to: URL(fileURLWithPath: path))

        let result = try check("unstamped", ["--record", "failed"])
        #expect(result.stdout.contains("6 variants: 6 passed (5 skipped: unchanged)"), "\(result.stdout)")
        let outcome = try #require(try manifest("unstamped").first { $0["name"] as? String == "skip/glyphs/iphone-16/1col-large" })
        #expect(outcome["skipped"] == nil && outcome["diffPixels"] == nil && outcome["status"] as? String == "passed", "\(outcome)")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == unstamped, "not rewritten")
        #expect(try Array(Data(contentsOf: scratch.file("unstamped/skip/glyphs/iphone-16/1col-large.actual.png"))) == unstamped)
    }

    /// check compares a drawn variant's pixels with its baseline's, not its bytes: a baseline
    /// written by another encoder (no metadata, other compression) with the same pixels passes,
    /// and the report shows the baseline's bytes; one pixel painted red is a change, drawn,
    /// encoded and diffed as before.
    @Test func drawnVariantsAreComparedByTheirPixels() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large", "--category", "AX5"]).status == 0)
        let path = "\(snapshots)/skip/glyphs/iphone-16/1col-large.png"
        let recorded = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var image = try PNGDecoder.decode(recorded)
        let reencoded = try PNGEncoder.encode(image)
        try #require(reencoded != recorded && reencoded.count != recorded.count)
        try Data(reencoded).write(to: URL(fileURLWithPath: path))

        let same = try check("same", ["--no-skip"])
        #expect(same.status == 0 && same.stdout.contains("6 variants: 6 passed, 0 changed"), "\(same.stdout)")
        let outcome = try #require(try manifest("same").first { $0["name"] as? String == "skip/glyphs/iphone-16/1col-large" })
        #expect(outcome["status"] as? String == "passed" && outcome["diffPixels"] == nil, "\(outcome)")
        #expect(try Array(Data(contentsOf: scratch.file("same/skip/glyphs/iphone-16/1col-large.actual.png"))) == reencoded)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == reencoded, "not rewritten")

        let pixel = (image.height / 2 * image.width + image.width / 2) * 4
        image.pixels.replaceSubrange(pixel..<(pixel + 4), with: [255, 0, 0, 255])
        try Data(try PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: path))
        let changed = try check("changed", ["--no-skip"])
        #expect(changed.status == 1 && changed.stdout.contains("6 variants: 5 passed, 1 changed"), "\(changed.stdout)")
        let failed = try #require(try manifest("changed").first { $0["name"] as? String == "skip/glyphs/iphone-16/1col-large" })
        #expect(failed["status"] as? String == "changed" && failed["diffPixels"] as? Int == 1, "\(failed)")
        let actual = try PNGDecoder.decode(contentsOf: scratch.file("changed/skip/glyphs/iphone-16/1col-large.actual.png").path)
        #expect(actual == (try PNGDecoder.decode(recorded)), "the report shows the rendering, not the baseline")
    }

    /// A baseline that is not byte for byte the file its stamp was sealed into is drawn and
    /// compared: check says of it exactly what `--no-skip` says (a changed variant, or a baseline
    /// that cannot be read), and `record` rewrites an edited one. The stamp kept on pixels
    /// edited, on another variant's image, or on half the image data, never passes unseen.
    @Test func aBaselineThatIsNotTheFileItsStampWasSealedIntoIsDrawnAgain() throws {
        let recordArguments = ["record", spec, "--snapshots", snapshots, "--category", "large", "--category", "AX5"]
        #expect(try CLIRunner.run(arguments: recordArguments).status == 0)
        let read = { (path: String) in Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
        let path = "\(snapshots)/skip/glyphs/iphone-16/1col-large.png"
        let recorded = try read(path)
        let chunks = try PNGChunks(recorded).chunks
        let (head, imageData) = (chunks.filter { $0.type != "IDAT" && $0.type != "IEND" }, chunks.filter { $0.type == "IDAT" })
        let end = PNGChunks.Chunk(type: "IEND", data: [])

        // One pixel painted red, every other chunk kept: the metadata, the layout, the stamp.
        var image = try PNGDecoder.decode(recorded)
        let pixel = (image.height / 2 * image.width + image.width / 2) * 4
        image.pixels.replaceSubrange(pixel..<(pixel + 4), with: [255, 0, 0, 255])
        let edited = PNGChunks(chunks: head + (try PNGChunks(try PNGEncoder.encode(image)).chunks.filter { $0.type == "IDAT" }) + [end]).bytes
        // The same screen at AX5 (another image, the same size) carrying this variant's stamp.
        var other = try PNGChunks(try read("\(snapshots)/skip/glyphs/iphone-16/1col-accessibilityExtraExtraExtraLarge.png")).chunks
            .filter { PNGChunks.keyword(of: $0) != "fingerprint" }
        other.insert(try #require(head.last { PNGChunks.keyword(of: $0) == "fingerprint" }), at: try #require(other.firstIndex { $0.type == "IDAT" }))
        // Half the image data, in a whole chunk, under the stamp.
        let data = imageData.flatMap(\.data)
        let half = PNGChunks(chunks: head + [PNGChunks.Chunk(type: "IDAT", data: Array(data.prefix(data.count / 2))), end]).bytes

        for (name, tampered, summary, status) in [
            ("edited", edited, "6 variants: 5 passed (5 skipped: unchanged), 1 changed", Int32(1)),
            ("other", PNGChunks(chunks: other).bytes, "6 variants: 5 passed (5 skipped: unchanged), 1 changed", 1),
            ("half", half, "6 variants: 5 passed (5 skipped: unchanged), 0 changed, 0 new, 0 missing, 1 error", 2),
        ] {
            try Data(tampered).write(to: URL(fileURLWithPath: path))
            let skipping = try check(name)
            let drawing = try check("\(name)-drawn", ["--no-skip"])
            #expect(skipping.status == status && drawing.status == status, "\(name): \(skipping.stdout)\(skipping.stderr)")
            #expect(skipping.stdout.contains(summary), "\(name): \(skipping.stdout)")
            let unskipped = { (text: String) in
                text.replacingOccurrences(of: "/\(name)/", with: "/\(name)-drawn/").replacingOccurrences(of: " (5 skipped: unchanged)", with: "")
            }
            #expect(unskipped(skipping.stdout) == drawing.stdout, "\(name)")
            // Progress lines come in the order variants finish: compared without their counters, sorted.
            let lines = { (text: String) in
                text.split(separator: "\n").map { line in line.hasPrefix("[") ? line.drop { $0 != "]" }.dropFirst(2) : line[...] }.sorted()
            }
            #expect(lines(unskipped(skipping.stderr)) == lines(drawing.stderr), "\(name)")
            let outcome = try #require(try manifest(name).first { $0["name"] as? String == "skip/glyphs/iphone-16/1col-large" })
            #expect(outcome["skipped"] == nil && outcome["status"] as? String == (status == 1 ? "changed" : "error"), "\(name): \(outcome)")
            #expect(try read(path) == tampered, "\(name): check leaves the baseline as it is")
        }
        #expect(try manifest("edited").first { $0["name"] as? String == "skip/glyphs/iphone-16/1col-large" }?["diffPixels"] as? Int == 1)

        // record draws the edited baseline, finds it changed and writes the file the build writes.
        try Data(edited).write(to: URL(fileURLWithPath: path))
        let rerecorded = try CLIRunner.run(arguments: recordArguments)
        #expect(rerecorded.status == 0 && rerecorded.stdout.contains("1 changed"), "\(rerecorded.stdout)")
        #expect(try read(path) == recorded)
        #expect(try check("after").stdout.contains("6 variants: 6 passed (6 skipped: unchanged)"))
    }

    @Test func aChangeDrawsTheVariantsItReachesAgain() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large", "--category", "AX5"]).status == 0)
        try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "Tap \u{F8FF} to pay", with: "Tap to pay")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let result = try check("changed")
        #expect(result.status == 1)
        #expect(result.stdout.contains("6 variants: 4 passed (4 skipped: unchanged), 2 changed"), "\(result.stdout)")
        // A variant with a page missing is drawn: its other page passes by its bytes.
        try FileManager.default.removeItem(atPath: "\(snapshots)/skip/rows/narrow/1col-large-page02.png")
        let missing = try check("missing")
        #expect(
            missing.stdout.contains("6 variants: 3 passed (2 skipped: unchanged), 2 changed (1 change in 2 variants), 0 new, 1 missing"),
            "\(missing.stdout)")
        #expect(missing.stdout.contains("missing: skip/rows/narrow/1col-large-page02"))
    }

    /// Bold Text and Increase Contrast are variants with fingerprints of their own: after a
    /// record, check skips all four settings of a screen, and a filter on either axis skips its
    /// share; a spec change reaches all four (the palette is in every fingerprint), so all are
    /// drawn and compared by their pixels, and only the two high-contrast ones have changed.
    @Test func boldTextAndHighContrastVariantsAreSkippedWhenUnchanged() throws {
        let spec = scratch.file("axes.yaml").path
        let yaml = [
            "name: Axes", "colors: {ink: {light: \"#333333\", dark: \"#DDDDDD\", highContrast: \"#000000\"}}", "screens:", "  - name: settings",
            "    devices: [iPhone 16]", "    legibilityWeight: [regular, bold]", "    contrast: [normal, high]", "    layout: {kind: list}",
            #"    cell: {stack: {items: [{label: {text: "{text}", style: body, color: ink}}]}}"#, "    items: [{text: Wi-Fi}]",
        ].joined(separator: "\n")
        try yaml.write(toFile: spec, atomically: true, encoding: .utf8)
        let arguments = ["--snapshots", snapshots, "--category", "large"]
        #expect(try CLIRunner.run(arguments: ["record", spec] + arguments).status == 0)
        for stem in ["1col-large", "1col-large-bold", "1col-large-highContrast", "1col-large-bold-highContrast"] {
            #expect(FileManager.default.fileExists(atPath: "\(snapshots)/axes/settings/iphone-16/\(stem).png"), "\(stem)")
        }
        let check = { (out: String, extra: [String]) in
            try CLIRunner.run(arguments: ["check", spec, "--out", self.scratch.file(out).path, "--record", "never"] + arguments + extra)
        }
        let all = try check("all", [])
        #expect(all.stdout.contains("4 variants: 4 passed (4 skipped: unchanged), 0 changed"), "\(all.stdout)")
        let bold = try check("bold", ["--legibility-weight", "bold"])
        #expect(bold.stdout.contains("2 variants: 2 passed (2 skipped: unchanged), 0 changed"), "\(bold.stdout)")
        let high = try check("high", ["--contrast", "high", "--legibility-weight", "regular"])
        #expect(high.stdout.contains("1 variant: 1 passed (1 skipped: unchanged), 0 changed"), "\(high.stdout)")

        try yaml.replacingOccurrences(of: "#000000", with: "#550000").write(toFile: spec, atomically: true, encoding: .utf8)
        let changed = try check("changed", [])
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("4 variants: 2 passed, 2 changed"), "\(changed.stdout)")
    }
}
