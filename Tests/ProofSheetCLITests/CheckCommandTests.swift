import Foundation
import ImageIO
import Rendering
import Snapshot
import TestSupport
import Testing
import TextEngine
import Variants

/// check and record end to end: exit codes, baselines, failure images, reports, filters, jobs.
@Suite struct CheckCommandTests {
    static let examples = Repository.examples
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var snapshots: String { folder.appendingPathComponent("Snapshots").path }
    var out: String { folder.appendingPathComponent("out").path }
    var spec: String { Self.examples.appendingPathComponent("plain-table.yaml").path }
    let twoCategories = ["--category", "large", "--category", "AX5"]

    init() throws {
        scratch = try ScratchFolder("check")
    }

    func check(_ extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never"] + twoCategories + extra)
    }

    /// `--only AXIS=VALUE` narrows the matrix as the axis's own flag does; an unknown axis or a
    /// value the axis refuses is a usage error (exit 2) that names the valid ones.
    @Test func onlyNarrowsAnyAxisByItsKey() throws {
        let layout = { (filters: [String]) in
            try CLIRunner.run(arguments: ["audit", spec, "--format", "json", "--device", "iPhone 16", "--appearance", "light"] + filters)
        }
        let byFlag = try layout(["--category", "AX1...AX2", "--columns", "1"])
        let byEntry = try layout(["--only", "category=AX1...AX2", "--only", "columns=1"])
        #expect(byFlag.status == byEntry.status && byEntry.status != 2, "\(byEntry.stderr)")
        let variants = { (result: CLIRunner.Result) in result.json?["variants"] as? Int }
        #expect(variants(byEntry) == 2 && variants(byEntry) == variants(byFlag), "\(byEntry.stdout.prefix(400))")
        let unknown = try layout(["--only", "size=AX1"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains("unknown axis 'size'") && unknown.stderr.contains("device, category, columns, appearance, language"),
            "\(unknown.stderr)")
        let badValue = try layout(["--only", "category=huge"])
        #expect(badValue.status == 2 && badValue.stderr.contains("'huge'"), "\(badValue.stderr)")
        let noEquals = try layout(["--only", "category"])
        #expect(noEquals.status == 2 && noEquals.stderr.contains("AXIS=VALUE"), "\(noEquals.stderr)")
    }

    /// Each axis's flag takes its help and its valid values from the axis (`MatrixAxis.help`, its
    /// filter's and choice's parsing): where it narrows a matrix (`check`) and where it chooses one
    /// variant (`render`), for every axis of the registry.
    @Test func axisFlagsTakeTheirHelpAndValuesFromTheAxis() throws {
        // ArgumentParser wraps help text; its words, one space apart.
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let checkHelp = words(try CLIRunner.run(arguments: ["check", "--help"]).stdout)
        let renderHelp = words(try CLIRunner.run(arguments: ["render", "--help"]).stdout)
        for axis in VariantAxisRegistry.standard.axes {
            #expect(checkHelp.contains("\(axis.filterFlag) <") && checkHelp.contains(words(axis.help.filter)), "\(axis.key): \(checkHelp)")
            #expect(renderHelp.contains("\(axis.filterFlag) <") && renderHelp.contains(words(axis.help.choice)), "\(axis.key): \(renderHelp)")
        }
        #expect(checkHelp.contains("Only this appearance: light or dark (repeatable)."))
        let audit = { (filters: [String]) in try CLIRunner.run(arguments: ["audit", self.spec, "--format", "json"] + filters) }
        let sepia = try audit(["--appearance", "sepia"])
        #expect(sepia.status == 2 && sepia.stderr.contains("unknown appearance 'sepia'. Valid: light, dark"), "\(sepia.stderr)")
        let noColumns = try audit(["--columns", "0"])
        #expect(noColumns.status == 2 && noColumns.stderr.contains("column count 0 is out of range; valid: 1...100 columns"), "\(noColumns.stderr)")
        let range = try CLIRunner.run(arguments: ["render", spec, "--category", "AX1...AX2", "-o", scratch.file("r.png").path])
        #expect(range.status == 2 && range.stderr.contains("unknown content size category 'AX1...AX2'"), "\(range.stderr)")
    }

    /// A character no loaded font draws is a finding of the check (stdout, manifest, HTML report
    /// data), not a failure of its own.
    @Test func missingGlyphIsAFindingOfTheCheck() throws {
        let spec = folder.appendingPathComponent("glyphs.yaml")
        try Data(SpecFixture.labelList(suite: "Glyphs", screen: "glyphs", items: #"[{text: Fine}, {text: "Tap \#u{F8FF} to pay"}]"#).utf8).write(
            to: spec)
        let recorded = try CLIRunner.run(arguments: [
            "check", spec.path, "--snapshots", snapshots, "--out", out, "--category", "large", "--record", "missing",
        ])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(
            recorded.stdout.contains(
                "finding: glyphs/glyphs/iphone-16/1col-large — error missing-glyph item 1 stack.items[0].label 'Tap \u{F8FF} to pay': no font draws U+F8FF\n"
            ))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
        let outcome = try #require((manifest?["outcomes"] as? [[String: Any]])?.first)
        #expect(outcome["status"] as? String == "new")
        var finding = try #require((outcome["findings"] as? [[String: Any]])?.first)
        // Where the label is in the @1x rendering: item 1's label, 20.333 … 40.667 pt down the list,
        // below the 32 pt caption strip: rows 52..<73.
        #expect(finding.removeValue(forKey: "box") as? [String: Int] == ["x": 0, "y": 52, "width": 393, "height": 21])
        // The audit's finding as it is: the label's frame in points and what was measured.
        let frame = try #require(finding.removeValue(forKey: "frame") as? [String: Double])
        #expect(frame["x"] == 0 && frame["width"] == 393 && abs(frame["y"]! - 61.0 / 3) < 1e-9 && abs(frame["height"]! - 61.0 / 3) < 1e-9, "\(frame)")
        #expect(finding.removeValue(forKey: "measured") as? [String: Double] == ["characters": 1])
        #expect(
            finding as? [String: String] == [
                "rule": "missing-glyph", "severity": "error", "element": "item 1 stack.items[0].label", "text": "Tap \u{F8FF} to pay",
                "detail": "no font draws U+F8FF",
            ])
        #expect(
            try String(contentsOfFile: "\(out)/index.html", encoding: .utf8).contains(
                #""findings":[{"box":{"height":21,"width":393,"x":0,"y":52},"detail":"no font draws U+F8FF","element":"item 1 stack.items[0].label","#
            ))
        // Without --audit only missing glyphs are findings: the same spec has no other rule's.
        #expect(!recorded.stdout.contains("finding: glyphs/glyphs/iphone-16/1col-large — warning"))
    }

    /// --audit adds every rule's findings to the output and manifest without changing the exit
    /// code; --fail-on makes findings at that severity fail, in junit.xml too; --fail-on needs --audit.
    @Test func auditFindingsJoinTheCheckAndFailOnlyWhenAsked() throws {
        let spec = folder.appendingPathComponent("audited.yaml")
        try Data(
            SpecFixture.labelList(
                suite: "Audited", screen: "audited", cell: ##"tappable: true, background: "#FFFFFF""##, label: #"{text: "{text}", style: caption2}"#,
                items: "[{text: Small}]"
            ).utf8
        ).write(to: spec)
        let base = ["check", spec.path, "--snapshots", snapshots, "--out", out, "--category", "large"]
        #expect(try CLIRunner.run(arguments: base + ["--record", "missing"]).status == 0)
        let audited = try CLIRunner.run(arguments: base + ["--record", "never", "--audit"])
        #expect(audited.status == 0, "\(audited.stderr)")
        #expect(
            audited.stdout.contains(
                "finding: audited/audited/iphone-16/1col-large — error tap-target-below-24pt item 0 'Small': 393 × 13.333 pt, under 24 × 24 pt\n"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
        let outcome = try #require((manifest?["outcomes"] as? [[String: Any]])?.first)
        #expect((outcome["findings"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["tap-target-below-24pt"])
        // The 393 × 13.333 pt cell below the 32 pt caption strip, in the @1x rendering's pixels.
        #expect((outcome["findings"] as? [[String: Any]])?.first?["box"] as? [String: Int] == ["x": 0, "y": 32, "width": 393, "height": 14])
        let junit = URL(fileURLWithPath: "\(out)/junit.xml")
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<failure") == false)
        #expect(try CLIRunner.run(arguments: base + ["--record", "never", "--audit", "--fail-on", "error"]).status == 1)
        let failing = try String(contentsOf: junit, encoding: .utf8)
        #expect(failing.contains(#"tests="1" failures="1" errors="0""#), "\(failing)")
        #expect(
            failing.contains(
                #"<failure type="audit" message="1 audit finding at error or above">error tap-target-below-24pt item 0 'Small': 393 × 13.333 pt, under 24 × 24 pt</failure>"#
            ), "\(failing)")
        #expect(try CLIRunner.run(arguments: base + ["--record", "never"]).stdout.contains("tap-target") == false)
        let misuse = try CLIRunner.run(arguments: base + ["--record", "never", "--fail-on", "error"])
        #expect(misuse.status == 2 && misuse.stderr.contains("--fail-on applies to the audit's findings; add --audit"))
    }

    /// A variant taller than a PNG page: each page's outcome carries its number and the count as
    /// numbers, and its rendering's size; the report labels pages by number.
    @Test func aTallVariantsPagesCarryTheirNumberCountAndSize() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("rows.yaml")
        let items = (1...40).map { "      - {text: Row \($0)}" }.joined(separator: "\n")
        // 40 rows of 1,000 pt: two pages at @1x.
        try """
        name: Rows
        screens:
          - name: rows
            devices: [iPhone 16]
            layout: {kind: list}
            cell: {minHeight: 1000, stack: {items: [{label: {text: "{text}", style: body}}]}}
            items:
        \(items)
        """.write(to: spec, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(arguments: [
            "check", spec.path, "--snapshots", snapshots, "--out", out, "--category", "large", "--record", "missing",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
        let outcomes = try #require(manifest?["outcomes"] as? [[String: Any]])
        #expect(outcomes.map { $0["name"] as? String } == ["rows/rows/iphone-16/1col-large-page01", "rows/rows/iphone-16/1col-large-page02"])
        let axes = outcomes.map { $0["axes"] as? [String: Any] }
        #expect(axes.map { $0?["page"] as? Int } == [1, 2] && axes.map { $0?["pageCount"] as? Int } == [2, 2])
        for outcome in outcomes {
            let actual = try PNGDecoder.decode(contentsOf: "\(out)/\((outcome["files"] as? [String: String])?["actual"] ?? "")")
            #expect(outcome["renderedSize"] as? [String: Int] == ["width": actual.width, "height": actual.height])
            // Recorded now: there was no baseline to compare with.
            #expect(outcome["baselineSize"] == nil)
        }
        let html = try String(contentsOfFile: "\(out)/index.html", encoding: .utf8)
        #expect(html.contains(#""name":"page","values":[{"count":1,"label":"1","title":"page 1"},{"count":1,"label":"2","title":"page 2"}]"#))
    }

    @Test func missingThenRecordedThenPassing() throws {
        let missing = try check()
        #expect(missing.status == 3)
        #expect(missing.stdout.contains("2 variants: 0 passed, 0 changed, 0 new, 2 missing"))
        #expect(FileManager.default.fileExists(atPath: "\(out)/plain-table/plain-table/iphone-16/1col-large.actual.png"))

        let record = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots] + twoCategories)
        #expect(record.status == 0)
        #expect(record.stdout.hasSuffix("; 0 orphans\nrecorded 2 new, 0 unchanged\n"), "\(record.stdout)")
        let baseline = "\(snapshots)/plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge.png"
        #expect(FileManager.default.fileExists(atPath: baseline))
        #expect(FileManager.default.fileExists(atPath: "\(snapshots)/plain-table/environment.json"))

        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: baseline)
        let all = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--all"] + twoCategories)
        #expect(all.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: baseline)[.modificationDate] as? Date == past)
        #expect(all.stdout.hasSuffix("\nno baseline written, 2 unchanged\n"), "\(all.stdout)")

        let passing = try check()
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("2 variants: 2 passed"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
        let outcomes = manifest?["outcomes"] as? [[String: Any]]
        #expect(outcomes?.count == 2)
        // Axes keep their types: numbers as numbers, the category by its UIKit name, no page on a
        // variant of one page.
        let axes = try #require(outcomes?[0]["axes"] as? [String: Any])
        #expect(axes["category"] as? String == "large" && axes["screen"] as? String == "plain-table" && axes["device"] as? String == "iPhone 16")
        #expect(axes["columns"] as? Int == 1 && axes["scale"] as? Int == 1 && axes["appearance"] as? String == "light")
        #expect(axes["page"] == nil && axes["pageCount"] == nil)
        #expect(FileManager.default.fileExists(atPath: "\(out)/junit.xml"))
        // Passed variants' renderings go beside the review report, which the summary names.
        #expect((outcomes?[0]["files"] as? [String: String])?["actual"] == "plain-table/plain-table/iphone-16/1col-large.actual.png")
        #expect(passing.stdout.hasSuffix("0 orphans; report: \(out)/index.html\n"))
        #expect(try String(contentsOfFile: "\(out)/index.html", encoding: .utf8).contains(#""name":"plain-table/plain-table/iphone-16/1col-large""#))
    }

    /// `--record failed` (PROOFSHEET_RECORD=failed) says how many baselines it rewrote; a check
    /// that records nothing says nothing of recording.
    @Test func reRecordingSaysWhatItRewrote() throws {
        let edited = folder.appendingPathComponent("plain-table.yaml")
        let original = try String(contentsOfFile: spec, encoding: .utf8)
        try original.write(to: edited, atomically: true, encoding: .utf8)
        let args = ["check", edited.path, "--snapshots", snapshots, "--out", out] + twoCategories
        #expect(try CLIRunner.run(arguments: args + ["--record", "missing"]).status == 0)
        try original.replacingOccurrences(of: "{text: Bluetooth}", with: "{text: Bluetooth LE}").write(to: edited, atomically: true, encoding: .utf8)
        let never = try CLIRunner.run(arguments: args + ["--record", "never"])
        #expect(never.status == 1)
        #expect(!never.stdout.contains("recorded"), "\(never.stdout)")
        let failed = try CLIRunner.run(arguments: args + ["--record", "failed"])
        #expect(failed.stdout.hasSuffix("report: \(out)/index.html\nre-recorded 2 baselines, 0 unchanged\n"), "\(failed.stdout)")
        #expect(try CLIRunner.run(arguments: args + ["--record", "never"]).status == 0)
    }

    /// environment.json names every font file the baselines were drawn with, the fallback
    /// cascade's included, each with its SHA-256 (checked against coreutils' sha256sum).
    @Test func environmentListsEveryFallbackFontWithItsHash() throws {
        let record = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large"])
        #expect(record.status == 0, "\(record.stderr)")
        let environment =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(snapshots)/plain-table/environment.json")))
            as? [String: Any]
        let fonts = try #require(environment?["fonts"] as? [String: String])
        let loaded = try FontLibrary.standard().files
        #expect(Set(fonts.keys) == Set(loaded.map(\.lastPathComponent)))
        let fallback = loaded.filter { Set(FontFallback.cascade.flatMap(\.files)).contains($0.lastPathComponent) }
        #expect(fallback.map(\.lastPathComponent).sorted() == FontFallback.cascade.flatMap(\.files).sorted())
        let sums = try ExternalTool.run("sha256sum", fallback.map(\.path))
        try #require(sums.status == 0, "sha256sum: \(sums.stderr)")
        // "<64 hex digits>  <path>" per file, in the order given.
        let expected = sums.stdout.split(separator: "\n").map { String($0.prefix(64)) }
        #expect(expected.count == fallback.count)
        for (file, sha256) in zip(fallback, expected) {
            #expect(fonts[file.lastPathComponent] == sha256, "\(file.lastPathComponent)")
        }
    }

    @Test func aChangedBaselineFailsWithATriptychAndExitCodeOne() throws {
        _ = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots] + twoCategories)
        // Swap the two baselines: each now differs from what renders (in size, too).
        let a = "\(snapshots)/plain-table/plain-table/iphone-16/1col-large.png"
        let b = "\(snapshots)/plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge.png"
        let bytesA = try Data(contentsOf: URL(fileURLWithPath: a))
        let bytesB = try Data(contentsOf: URL(fileURLWithPath: b))
        try bytesB.write(to: URL(fileURLWithPath: a))
        try bytesA.write(to: URL(fileURLWithPath: b))
        let result = try check()
        #expect(result.status == 1)
        #expect(result.stdout.contains("changed: plain-table/plain-table/iphone-16/1col-large"))
        #expect(result.stdout.contains("size changed from"))
        #expect(FileManager.default.fileExists(atPath: "\(out)/plain-table/plain-table/iphone-16/1col-large.expected.png"))
        // Failure images never go into the baselines folder.
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == bytesB)
    }

    @Test func aSizeChangeGetsADiffTriptychRegionsAndAFingerprintAndNoTolerancePassesIt() throws {
        _ = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots] + twoCategories)
        // The AX5 rendering recorded under the large name: taller than what renders.
        let name = "plain-table/plain-table/iphone-16/1col-large"
        let baseline = "\(snapshots)/\(name).png"
        try FileManager.default.removeItem(atPath: baseline)
        try FileManager.default.copyItem(
            atPath: "\(snapshots)/plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge.png", toPath: baseline)
        let result = try check(["--max-diff-ratio", "1", "--max-diff-pixels", "1000000000"])
        #expect(result.status == 1)
        let expected = try PNGDecoder.decode(contentsOf: "\(out)/\(name).expected.png")
        let actual = try PNGDecoder.decode(contentsOf: "\(out)/\(name).actual.png")
        try #require(expected.width == actual.width && expected.height > actual.height)
        #expect(result.stdout.contains("size changed from \(expected.width)x\(expected.height) to \(actual.width)x\(actual.height)"))
        // The diff covers the larger canvas; the rows only the baseline has all count.
        let diff = try PNGDecoder.decode(contentsOf: "\(out)/\(name).diff.png")
        #expect(diff.width == expected.width && diff.height == expected.height)
        #expect(FileManager.default.fileExists(atPath: "\(out)/\(name).triptych.png"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
        let outcomes = try #require(manifest?["outcomes"] as? [[String: Any]])
        let changed = try #require(outcomes.first { $0["name"] as? String == name })
        #expect(changed["status"] as? String == "changed")
        #expect(try #require(changed["diffPixels"] as? Int) >= expected.width * (expected.height - actual.height))
        #expect((changed["files"] as? [String: String])?["triptych"] == "\(name).triptych.png")
        let regions = try #require(changed["regions"] as? [[String: Int]])
        #expect(!regions.isEmpty && regions.map { $0["y"]! + $0["height"]! }.max() == expected.height)
        // A changed variant carries its rendering's fingerprint for the report; a passed one none.
        #expect(
            changed["fingerprint"] as? String == ImageFingerprint.of(Array(try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).actual.png")))))
        #expect(outcomes.first { $0["status"] as? String == "passed" }?.keys.contains("fingerprint") == false)
        // The sizes the comparison knew, so the report need not read them back from the files.
        #expect(changed["baselineSize"] as? [String: Int] == ["width": expected.width, "height": expected.height])
        #expect(changed["renderedSize"] as? [String: Int] == ["width": actual.width, "height": actual.height])
        let passed = try #require(outcomes.first { $0["status"] as? String == "passed" })
        let passedActual = try PNGDecoder.decode(contentsOf: "\(out)/\((passed["files"] as? [String: String])?["actual"] ?? "")")
        #expect(passed["renderedSize"] as? [String: Int] == ["width": passedActual.width, "height": passedActual.height])
        #expect(passed["baselineSize"] as? [String: Int] == passed["renderedSize"] as? [String: Int])
    }

    @Test func aPixelChangeWritesDiffAndTriptych() throws {
        _ = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large"])
        // Record the dark appearance's pixels under the light name: same size, different pixels.
        let renderedDark = folder.appendingPathComponent("dark.png").path
        let render = try CLIRunner.run(arguments: ["render", spec, "--category", "large", "--scale", "1", "--appearance", "dark", "-o", renderedDark])
        #expect(render.status == 0)
        let baseline = "\(snapshots)/plain-table/plain-table/iphone-16/1col-large.png"
        try FileManager.default.removeItem(atPath: baseline)
        try FileManager.default.copyItem(atPath: renderedDark, toPath: baseline)
        let result = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--category", "large"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("pixels differ"))
        #expect(FileManager.default.fileExists(atPath: "\(out)/plain-table/plain-table/iphone-16/1col-large.triptych.png"))
        #expect(FileManager.default.fileExists(atPath: "\(out)/plain-table/plain-table/iphone-16/1col-large.diff.png"))
        // A generous ratio tolerance passes the same comparison.
        let tolerated = try CLIRunner.run(arguments: [
            "check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--category", "large", "--max-diff-ratio", "1",
        ])
        #expect(tolerated.status == 0)
    }

    /// Listed by any run; deleted only by `--prune` over the whole matrix (see BaselineSafetyTests).
    @Test func orphansAreListedAndPrunedOnlyWhenAsked() throws {
        _ = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots])
        let orphan = "\(snapshots)/plain-table/plain-table/iphone-16/7col-large.png"
        try Data([1]).write(to: URL(fileURLWithPath: orphan))
        let listed = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--category", "large"])
        #expect(listed.stdout.contains("orphan: plain-table/plain-table/iphone-16/7col-large.png\n"))
        #expect(FileManager.default.fileExists(atPath: orphan))
        let pruned = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--prune"])
        #expect(pruned.stdout.contains("orphan: plain-table/plain-table/iphone-16/7col-large.png (deleted)"))
        #expect(!FileManager.default.fileExists(atPath: orphan))
    }

    /// A category the screen's `categories` no longer lists is an orphan, as a removed device's
    /// baselines are; the listed categories' baselines are not.
    @Test func baselinesOfCategoriesTheScreenNoLongerListsAreOrphans() throws {
        let yaml = try String(contentsOfFile: spec, encoding: .utf8)
        let narrowed = folder.appendingPathComponent("plain-table.yaml")
        try yaml.write(to: narrowed, atomically: true, encoding: .utf8)
        _ = try CLIRunner.run(arguments: ["record", narrowed.path, "--snapshots", snapshots, "--category", "xS", "--category", "large"])
        let listing = yaml.replacingOccurrences(of: "    devices: [iPhone 16]\n", with: "    devices: [iPhone 16]\n    categories: [L]\n")
        #expect(listing != yaml)
        try listing.write(to: narrowed, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(arguments: ["check", narrowed.path, "--snapshots", snapshots, "--out", out, "--record", "never"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("orphan: plain-table/plain-table/iphone-16/1col-extraSmall.png\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("orphan: plain-table/plain-table/iphone-16/1col-large.png"))
        #expect(result.stdout.contains("; 1 orphan"), "\(result.stdout)")
        let outside = try CLIRunner.run(arguments: [
            "check", narrowed.path, "--snapshots", snapshots, "--out", out, "--record", "never", "--category", "AX5",
        ])
        #expect(outside.status == 2)
        #expect(
            outside.stderr.contains("no variant of the spec has category accessibilityExtraExtraExtraLarge; its category values: large"),
            "\(outside.stderr)")
    }

    /// One job, and eight (worker processes, in the command), record the same baselines and
    /// check to the same outcomes, failure images and report, byte for byte.
    @Test func reportsAreTheSameAtAnyJobCount() throws {
        _ = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--jobs", "1"])
        let again = folder.appendingPathComponent("again").path
        _ = try CLIRunner.run(arguments: ["record", spec, "--snapshots", again, "--jobs", "8"])
        let files = { (root: String) in
            (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
        }
        #expect(files(snapshots).count == 12 && files(snapshots) == files(again))
        for file in files(snapshots) {
            #expect(
                FileManager.default.contents(atPath: "\(snapshots)/\(file)") == FileManager.default.contents(atPath: "\(again)/\(file)"), "\(file)")
        }
        let oneJob = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--jobs", "1"])
        let manyJobs = try CLIRunner.run(arguments: ["check", spec, "--snapshots", again, "--out", out, "--record", "never", "--jobs", "8"])
        #expect(oneJob.status == 0 && manyJobs.status == 0)
        #expect(oneJob.stdout == manyJobs.stdout.replacingOccurrences(of: again, with: snapshots))
        #expect(oneJob.stderr.split(separator: "\n").count == 12)  // plain progress lines off a terminal

        // A changed variant: the same outcomes (but for the time taken) and failure images.
        let changed = "plain-table/plain-table/iphone-16/1col-accessibilityLarge"
        for root in [snapshots, again] {
            var image = try PNGDecoder.decode(contentsOf: "\(root)/\(changed).png")
            image.pixels.replaceSubrange(0..<(image.width * 40), with: repeatElement(0, count: image.width * 40))
            try Data(try PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: "\(root)/\(changed).png"))
        }
        let outs = [folder.appendingPathComponent("one").path, folder.appendingPathComponent("eight").path]
        for (root, (output, jobs)) in zip([snapshots, again], zip(outs, ["1", "8"])) {
            #expect(
                try CLIRunner.run(arguments: ["check", spec, "--snapshots", root, "--out", output, "--record", "never", "--jobs", jobs]).status == 1)
        }
        let outcomes = { (output: String) throws -> [NSDictionary] in
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(output)/manifest.json"))) as? [String: Any]
            return (manifest?["outcomes"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "milliseconds" } as NSDictionary }
        }
        #expect(try outcomes(outs[0]).count == 12 && outcomes(outs[0]) == outcomes(outs[1]))
        for suffix in ["actual", "expected", "diff", "triptych"] {
            let (a, b) = (
                FileManager.default.contents(atPath: "\(outs[0])/\(changed).\(suffix).png"),
                FileManager.default.contents(atPath: "\(outs[1])/\(changed).\(suffix).png")
            )
            #expect(a != nil && a == b, "\(suffix)")
        }
    }

    @Test func filtersAndBadInputAreExplained() throws {
        let range = try CLIRunner.run(arguments: [
            "check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--category", "AX1...AX3",
        ])
        #expect(range.stdout.contains("3 variants"))
        let unknownDevice = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--device", "Nokia 3310"])
        #expect(unknownDevice.status == 2)
        #expect(unknownDevice.stderr.contains("Nokia 3310"))
        #expect(unknownDevice.stderr.contains("iPhone 16"))
        let badMode = try CLIRunner.run(arguments: ["check", spec, "--record", "sometimes"])
        #expect(badMode.status == 2)
        let badCategory = try CLIRunner.run(arguments: ["check", spec, "--category", "huge"])
        #expect(badCategory.status == 2)
        #expect(badCategory.stderr.contains("AX5") || badCategory.stderr.contains("accessibility"))
        // `unspecified` is no size a variant is drawn at, in a range neither.
        for given in ["unspecified", "unspecified...AX5"] {
            let unspecified = try CLIRunner.run(arguments: ["check", spec, "--category", given])
            #expect(unspecified.status == 2)
            #expect(unspecified.stderr.contains("unknown content size category 'unspecified'. Valid: extraSmall, "), "\(unspecified.stderr)")
        }
    }
}
