import Foundation
import ImageIO
import Rendering
import Snapshot
import TestSupport
import Testing

/// `proofsheet accept` end to end: exactly the listed baselines are written, pages included, and
/// bad lists exit 2 having written nothing.
@Suite struct AcceptCommandTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var snapshots: String { folder.appendingPathComponent("Snapshots").path }
    var spec: String { folder.appendingPathComponent("rows.yaml").path }
    var list: String { folder.appendingPathComponent("accept.yaml").path }
    let variantFolder = "rows/rows/iphone-16"

    init() throws {
        scratch = try ScratchFolder("accept")
    }

    /// Rows of one short label on the cell background, which shows to the right of the label.
    func writeSpec(background: String, rows: Int = 2, minHeight: Int = 0) throws {
        let items = (1...rows).map { "      - {text: Row \($0)}" }.joined(separator: "\n")
        try """
        name: Rows
        screens:
          - name: rows
            devices: [iPhone 16]
            layout: {kind: list}
            cell:
              background: "\(background)"
              padding: 8
              minHeight: \(minHeight)
              stack:
                items:
                  - label: {text: "{text}", style: body}
            items:
        \(items)
        """.write(toFile: spec, atomically: true, encoding: .utf8)
    }

    func writeList(_ names: [String], spec: String? = nil, snapshots: String? = nil) throws {
        let text = """
            # ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>
            spec: \(spec ?? self.spec)
            snapshots: \(snapshots ?? self.snapshots)
            scale: 1
            accept:

            """ + names.map { "  - \($0)\n" }.joined()
        try text.write(toFile: list, atomically: true, encoding: .utf8)
    }

    /// Every file under the baselines folder, relative path to bytes and modification time.
    func files() throws -> [String: (bytes: Data, modified: Date)] {
        var found: [String: (Data, Date)] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: snapshots) {
            let full = "\(snapshots)/\(path)"
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            guard attributes[.type] as? FileAttributeType == .typeRegular, let modified = attributes[.modificationDate] as? Date else { continue }
            found[path] = (try Data(contentsOf: URL(fileURLWithPath: full)), modified)
        }
        return found
    }

    /// The colour near the bottom right corner, right of the last row's label (the caption is at
    /// the top): the cell background.
    func backgroundColour(of baseline: String) throws -> [UInt8] {
        let image = try PNGDecoder.decode(contentsOf: "\(snapshots)/\(baseline)")
        let offset = ((image.height - 4) * image.width + image.width - 4) * 4
        return Array(image.pixels[offset..<offset + 3])
    }

    @Test func acceptsExactlyTheListedBaselinesAndNothingElse() throws {
        try writeSpec(background: "#3366CC")
        let record = try CLIRunner.run("record", spec, "--snapshots", snapshots)
        #expect(record.status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000)
        for path in try files().keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: "\(snapshots)/\(path)")
        }
        let before = try files()
        #expect(before.count == 13)  // 12 categories and environment.json
        #expect(try backgroundColour(of: "\(variantFolder)/1col-large.png") == [0x33, 0x66, 0xCC])

        // Every variant changes; only two are accepted.
        try writeSpec(background: "#CC3300")
        let accepted = ["\(variantFolder)/1col-large.png", "\(variantFolder)/1col-accessibilityExtraExtraExtraLarge.png"]
        try writeList(accepted.map { String($0.dropLast(4)) })
        let result = try CLIRunner.run("accept", list)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                accepted: rows/rows/iphone-16/1col-large (written)
                accepted: rows/rows/iphone-16/1col-accessibilityExtraExtraExtraLarge (written)
                2 baselines accepted: 2 written, 0 unchanged

                """)

        let after = try files()
        #expect(Set(after.keys) == Set(before.keys))
        for (path, file) in after {
            if accepted.contains(path) {
                #expect(file.bytes != before[path]!.bytes, "\(path) was accepted")
                #expect(try backgroundColour(of: path) == [0xCC, 0x33, 0x00])
            } else {
                #expect(file.bytes == before[path]!.bytes, "\(path) was not listed")
                #expect(file.modified == past, "\(path) was not listed")
            }
        }

        // Accepting again finds the same bytes and leaves the files alone, and clears what an
        // interrupted run left.
        let leftover = "\(variantFolder)/" + TemporaryNames.ofEndedRun("1col-large.png")
        try Data([1]).write(to: URL(fileURLWithPath: "\(snapshots)/\(leftover)"))
        let again = try CLIRunner.run("accept", list)
        #expect(again.stderr.contains("removed 1 leftover temporary file from an interrupted run: \(leftover)"))
        #expect(!FileManager.default.fileExists(atPath: "\(snapshots)/\(leftover)"))
        #expect(again.stdout.contains("accepted: rows/rows/iphone-16/1col-large (unchanged: same bytes)"))
        #expect(again.stdout.contains("2 baselines accepted: 0 written, 2 unchanged"))
        #expect(try files().mapValues(\.modified) == after.mapValues(\.modified))

        // check now fails on the other ten only.
        let check = try CLIRunner.run(
            "check", spec, "--snapshots", snapshots, "--out", folder.appendingPathComponent("out").path, "--record", "never")
        #expect(check.stdout.contains("12 variants: 2 passed (2 skipped: unchanged), 10 changed"))
    }

    /// A tall variant renders whole, but only the listed page is written.
    @Test func acceptsOnlyTheListedPagesOfATallVariant() throws {
        try writeSpec(background: "#3366CC", rows: 40, minHeight: 1000)  // 40,000 pt: two pages at @1x
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        try writeList(["\(variantFolder)/1col-large-page02"])
        let result = try CLIRunner.run("accept", list)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("accepted: rows/rows/iphone-16/1col-large-page02 (written)"))
        #expect(Set(try files().keys) == ["rows/environment.json", "\(variantFolder)/1col-large-page02.png"])

        let check = try CLIRunner.run(
            "check", spec, "--snapshots", snapshots, "--out", folder.appendingPathComponent("out").path, "--record", "never", "--category", "large"
        )
        #expect(check.stdout.contains("2 variants: 1 passed, 0 changed, 0 new, 1 missing"))
        #expect(check.stdout.contains("missing: rows/rows/iphone-16/1col-large-page01"))

        // A page the variant does not render is an error naming it, and the page listed with it,
        // changed, is not written either.
        let past = Date(timeIntervalSince1970: 1_000_000)
        for path in try files().keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: "\(snapshots)/\(path)")
        }
        let before = try files()
        try writeSpec(background: "#CC3300", rows: 40, minHeight: 1000)
        try writeList(["\(variantFolder)/1col-large-page02", "\(variantFolder)/1col-large-page03"])
        let missingPage = try CLIRunner.run("accept", list)
        #expect(missingPage.status == 2)
        #expect(missingPage.stdout.isEmpty)
        #expect(
            missingPage.stderr.contains(
                "no page the variant renders now is named 'rows/rows/iphone-16/1col-large-page03' at accept[1]; did you mean 'rows/rows/iphone-16/1col-large-page0"
            ), "\(missingPage.stderr)")
        #expect(missingPage.stderr.contains("Nothing was written"))
        let after = try files()
        #expect(Set(after.keys) == Set(before.keys))
        for (path, file) in after {
            #expect(file.bytes == before[path]!.bytes, "\(path)")
            #expect(file.modified == past, "\(path)")
        }
    }

    /// `xclip -o | proofsheet accept -`, with paths relative to the current directory.
    @Test func readsTheListFromStandardInputWithRelativePaths() throws {
        try writeSpec(background: "#3366CC")
        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        try writeList(["\(variantFolder)/1col-large"], spec: "rows.yaml", snapshots: "Snapshots")
        let result = try CLIRunner.run(arguments: ["accept", "-"], input: URL(fileURLWithPath: list), directory: folder)
        let stdout = result.stdout
        #expect(result.status == 0)
        #expect(stdout.contains("accepted: rows/rows/iphone-16/1col-large (written)"))
        #expect(Set(try files().keys) == ["rows/environment.json", "\(variantFolder)/1col-large.png"])
    }

    /// Every baseline is left byte-identical, untouched, though every variant has changed and a
    /// good name comes first.
    @Test func badListsExitTwoWithOneLineAndWriteNothing() throws {
        try writeSpec(background: "#3366CC")
        #expect(try CLIRunner.run("record", spec, "--snapshots", snapshots).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000)
        for path in try files().keys {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: "\(snapshots)/\(path)")
        }
        let before = try files()
        try writeSpec(background: "#CC3300")
        let cases: [(names: [String], spec: String?, expected: String)] = [
            (
                ["\(variantFolder)/1col-large", "\(variantFolder)/1col-larg"], nil,
                "no variant of \(spec) at scale 1 is named 'rows/rows/iphone-16/1col-larg' at accept[1]; did you mean 'rows/rows/iphone-16/1col-large'?"
            ),
            (
                ["\(variantFolder)/1col-large", "\(variantFolder)/1col-small-page02"], nil,
                "no page the variant renders now is named 'rows/rows/iphone-16/1col-small-page02' at accept[1]; did you mean 'rows/rows/iphone-16/1col-small'? Nothing was written."
            ),
            (["\(variantFolder)/1col-large"], "missing.yaml", "the spec 'missing.yaml' does not exist (relative to the current directory, "),
        ]
        for (names, spec, expected) in cases {
            try writeList(names, spec: spec)
            let result = try CLIRunner.run("accept", list)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("proofsheet: \(list): "), "\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        let unreadable = try CLIRunner.run("accept", folder.appendingPathComponent("nothing.yaml").path)
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("nothing.yaml: cannot read the file: No such file or directory"))
        let after = try files()
        #expect(Set(after.keys) == Set(before.keys))
        for (path, file) in after {
            #expect(file.bytes == before[path]!.bytes, "\(path)")
            #expect(file.modified == past, "\(path)")
        }
    }
}
