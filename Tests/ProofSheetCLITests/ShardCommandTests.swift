import Foundation
import TestSupport
import Testing

/// check and record with --shard K/N, and proofsheet merge: four shards and a merge write what
/// one run writes; shards record only their own baselines; bad shard input is exit 2.
@Suite struct ShardCommandTests {
    let scratch: ScratchFolder
    var snapshots: String { scratch.file("Snapshots").path }
    var spec: String { scratch.file("shards.yaml").path }

    init() throws {
        scratch = try ScratchFolder("shards")
        // A tall, narrow list (two pages at @1x: 40 rows of 840 pt) and a grid of two columns at
        // the smaller sizes on two devices: pages, column counts and screens to split.
        let grid = """
              - name: grid
                devices: [iPhone 16, iPhone SE (3rd generation)]
                columns: {default: 2, accessibility: 1}
                layout: {kind: grid}
                cell: {padding: {top: 8, left: 8, bottom: 8, right: 8}, stack: {items: [{label: {text: "{text}", style: headline}}]}}
                items: [{text: One}, {text: Two}, {text: Three and a longer title}, {text: Four}]
            """
        try SpecFixture.suite("Shards", screens: [SpecFixture.twoPageRows(), grid]).write(toFile: spec, atomically: true, encoding: .utf8)
    }

    private func check(_ out: String, _ extra: [String] = []) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", scratch.file(out).path, "--record", "never"] + extra)
    }

    /// Four shards and a merge give the manifest, JUnit, HTML report, images, printed lines and
    /// exit code of one unsharded check (timings aside), with changed, missing, passed and
    /// paged variants and an orphan among them.
    @Test func fourShardsAndAMergeWriteWhatOneRunWrites() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots]).status == 0)
        // A change (one grid title), a missing baseline and an orphan.
        let edited = try String(contentsOfFile: spec, encoding: .utf8).replacingOccurrences(of: "{text: Two}", with: "{text: Two is now longer}")
        try edited.write(toFile: spec, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: "\(snapshots)/shards/rows/narrow/1col-large-page02.png")
        try FileManager.default.copyItem(
            atPath: "\(snapshots)/shards/rows/narrow/1col-large-page01.png", toPath: "\(snapshots)/shards/rows/narrow/1col-huge.png")

        let whole = try check("whole")
        #expect(whole.status == 1, "\(whole.stderr)")
        var shardLines: [String] = []
        for index in 1...4 {
            let shard = try check("shard\(index)", ["--shard", "\(index)/4", "--jobs", "1"])
            #expect([0, 1, 3].contains(shard.status), "\(shard.stderr)")
            shardLines.append(shard.stdout)
        }
        let merged = try CLIRunner.run(
            arguments: ["merge", "-o", scratch.file("merged").path] + (1...4).reversed().map { scratch.file("shard\($0)").path })
        #expect(merged.status == whole.status, "\(merged.stderr)")
        #expect(merged.stdout.replacingOccurrences(of: "/merged/", with: "/whole/") == whole.stdout)
        #expect(whole.stdout.contains("changed: shards/grid/"), "\(whole.stdout)")
        #expect(whole.stdout.contains("missing: shards/rows/narrow/1col-large-page02"))
        #expect(whole.stdout.contains("orphan: shards/rows/narrow/1col-huge.png"))
        // Every shard took some variants, and no variant twice.
        let shardNames = try (1...4).map { index in try outcomeNames(of: "shard\(index)") }
        #expect(shardNames.allSatisfy { !$0.isEmpty })
        #expect(shardNames.flatMap { $0 }.sorted() == (try outcomeNames(of: "whole")).sorted())

        #expect(try normalizedManifest("merged") == normalizedManifest("whole"))
        #expect(try withoutTimes(contents("merged/junit.xml")) == withoutTimes(contents("whole/junit.xml")))
        #expect(try contents("merged/index.html") == contents("whole/index.html").replacingOccurrences(of: "/whole/", with: "/merged/"))
        #expect(try files(under: "merged") == files(under: "whole"))
        for file in try files(under: "whole") where file.hasSuffix(".png") {
            #expect(
                FileManager.default.contentsEqual(atPath: scratch.file("whole/\(file)").path, andPath: scratch.file("merged/\(file)").path), "\(file)"
            )
        }
    }

    /// Shards split the same way every time, and --timings from an earlier manifest moves the
    /// split: the variant that took longest runs with the fewest others.
    @Test func shardsAreDeterministicAndBalancedByEarlierTimes() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots]).status == 0)
        let first = try check("first", ["--shard", "2/3"])
        let again = try check("again", ["--shard", "2/3", "--jobs", "1"])
        #expect(first.status == 0 && again.status == 0, "\(first.stderr)")
        #expect(try outcomeNames(of: "first") == outcomeNames(of: "again"))

        // A manifest in which one variant took a minute: its shard takes nothing else.
        #expect(try check("timed").status == 0)
        let decoded = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("timed/manifest.json")))
        var manifest = try #require(decoded as? [String: Any])
        var outcomes = try #require(manifest["outcomes"] as? [[String: Any]])
        for index in outcomes.indices { outcomes[index]["milliseconds"] = 10.0 }
        let slow = try #require(outcomes.firstIndex { ($0["name"] as? String) == "shards/grid/iphone-16/2col-large" })
        outcomes[slow]["milliseconds"] = 60_000.0
        manifest["outcomes"] = outcomes
        try JSONSerialization.data(withJSONObject: manifest).write(to: scratch.file("timings.json"))
        var taken: [[String]] = []
        for index in 1...3 {
            #expect(try check("timed\(index)", ["--shard", "\(index)/3", "--timings", scratch.file("timings.json").path]).status == 0)
            taken.append(try outcomeNames(of: "timed\(index)"))
        }
        #expect(taken.contains(["shards/grid/iphone-16/2col-large"]), "\(taken)")
        // The other two shards share the rest evenly (their equal times), within one variant.
        let others = taken.filter { $0 != ["shards/grid/iphone-16/2col-large"] }.map(\.count)
        #expect(others.count == 2 && abs(others[0] - others[1]) <= 2, "\(others)")
    }

    /// Recording in a shard writes that shard's baselines alone; --prune is refused with --shard.
    @Test func recordingAShardWritesOnlyItsBaselines() throws {
        let first = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--shard", "1/2"])
        #expect(first.status == 0, "\(first.stderr)")
        let recorded = Set(try baselines())
        #expect(try check("one", ["--shard", "1/2"]).status == 0)
        #expect(recorded == Set(try outcomeNames(of: "one").map { "\($0).png" }))
        #expect(try check("two", ["--shard", "2/2"]).status == 3)
        #expect(try outcomeNames(of: "two").allSatisfy { !recorded.contains("\($0).png") })

        let pruned = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--shard", "2/2", "--prune"])
        #expect(pruned.status == 2)
        #expect(pruned.stderr.contains("--prune needs the whole matrix, and a shard holds only part of it"), "\(pruned.stderr)")
        #expect(Set(try baselines()) == recorded)
    }

    /// Sheets in shards: each shard draws whole sheets, and together the shards' folders hold
    /// every sheet of one run, byte for byte; each shard's PDF is named for it.
    @Test func sheetShardsDrawEverySheetOnce() throws {
        let whole = try CLIRunner.run(arguments: ["sheet", spec, "-o", scratch.file("whole").path, "--first-screen"])
        #expect(whole.status == 0, "\(whole.stderr)")
        var drawn: [String: String] = [:]
        for index in 1...3 {
            let folder = "part\(index)"
            let shard = try CLIRunner.run(arguments: [
                "sheet", spec, "-o", scratch.file(folder).path, "--first-screen", "--format", "png,pdf", "--shard", "\(index)/3",
            ])
            #expect(shard.status == 0, "\(shard.stderr)")
            for file in try files(under: folder) where file.hasSuffix(".png") {
                #expect(drawn.updateValue(folder, forKey: file) == nil, "\(file) drawn twice")
                #expect(
                    FileManager.default.contentsEqual(atPath: scratch.file("whole/\(file)").path, andPath: scratch.file("\(folder)/\(file)").path),
                    "\(file)")
            }
            #expect(try files(under: folder).contains("shards-sheets-shard\(index)of3.pdf"))
        }
        #expect(drawn.keys.sorted() == (try files(under: "whole")))
        #expect(Set(drawn.values).count == 3)
    }

    /// An audit in shards: each shard's findings are whole (every category of a finding in one
    /// shard), and together they are the findings of one audit.
    @Test func auditShardsTogetherFindWhatOneAuditFinds() throws {
        let findings = { (extra: [String]) throws -> [String] in
            let result = try CLIRunner.run(arguments: ["audit", spec, "--format", "json", "--fail-on", "error"] + extra)
            #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
            let report = try #require(result.json)
            let list = try #require(report["findings"] as? [[String: Any]])
            return try list.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self) }
        }
        let whole = try findings([])
        #expect(!whole.isEmpty)
        let parts = try (1...3).map { try findings(["--shard", "\($0)/3"]) }
        #expect(parts.flatMap { $0 }.sorted() == whole.sorted())
        let refused = try CLIRunner.run(arguments: ["audit", spec, "--shard", "1/3", "--write-baseline", scratch.file("accepted.json").path])
        #expect(refused.status == 2 && refused.stderr.contains("--write-baseline would accept only this shard's findings"), "\(refused.stderr)")
    }

    /// Bad --shard and --timings values, and merges of shard sets that are not one whole run, are
    /// exit 2 with the value or file and what is wrong; nothing is merged.
    @Test func badShardsAndMergesAreClearErrors() throws {
        for (value, message) in [
            ("0/4", "shard 0/4: 0 is outside 1...4"), ("5/4", "shard 5/4: 5 is outside 1...4"), ("1/0", "shard 1/0: 0 shards is outside 1...1000"),
            ("1/1001", "shard 1/1001: 1001 shards is outside 1...1000"), ("a/b", #"shard "a/b" is not K/N"#), ("2", #"shard "2" is not K/N"#),
            ("99999999999999999999/2", "is not K/N"),
        ] {
            let result = try check("bad", ["--shard", value])
            #expect(result.status == 2 && result.stderr.contains(message), "\(value): \(result.stderr)")
        }
        let noShard = try check("bad", ["--timings", "x.json"])
        #expect(noShard.status == 2 && noShard.stderr.contains("--timings balances shards; add --shard K/N"), "\(noShard.stderr)")
        let empty = try check("bad", ["--shard", "1/2", "--timings", ""])
        #expect(
            empty.status == 2 && empty.stderr.contains("invalid for '--timings <timings>': an empty path names no file or folder"), "\(empty.stderr)")
        try Data("{\"outcomes\": 3}".utf8).write(to: scratch.file("broken.json"))
        let broken = try check("bad", ["--shard", "1/2", "--timings", scratch.file("broken.json").path])
        #expect(
            broken.status == 2
                && broken.stderr.contains("--timings \(scratch.file("broken.json").path): it is not a manifest.json that proofsheet check writes"),
            "\(broken.stderr)")

        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots]).status == 0)
        for index in 1...3 { #expect(try check("s\(index)", ["--shard", "\(index)/3"]).status == 0) }
        #expect(try check("plain").status == 0)
        let shard = { (index: Int) in self.scratch.file("s\(index)").path }
        // Halves of differently filtered runs with as many variants each.
        #expect(try check("iphone-16", ["--shard", "1/2", "--device", "iPhone 16"]).status == 0)
        #expect(try check("iphone-se", ["--shard", "2/2", "--device", "iPhone SE (3rd generation)"]).status == 0)
        let cases: [([String], String)] = [
            (
                [scratch.file("iphone-16").path, scratch.file("iphone-se").path],
                "\(scratch.file("iphone-se/manifest.json").path): its run has other variants than \(scratch.file("iphone-16/manifest.json").path)'s (another filter or spec)"
            ),
            ([shard(1), shard(2)], "shard 3 of 3 missing"),
            ([shard(1), shard(2), shard(2)], "is shard 2/3 again"),
            ([shard(1), shard(2), shard(3), scratch.file("plain").path], "is not a shard's manifest"),
            ([shard(1), scratch.file("nowhere").path], "nowhere/manifest.json: No such file or directory"),
        ]
        for (folders, message) in cases {
            let result = try CLIRunner.run(arguments: ["merge", "-o", scratch.file("merged").path] + folders)
            #expect(result.status == 2 && result.stderr.contains(message), "\(folders): \(result.stderr)")
        }
        let intoShard = try CLIRunner.run(arguments: ["merge", "-o", shard(1), shard(1), shard(2), shard(3)])
        #expect(intoShard.status == 2 && intoShard.stderr.contains("is also the merged output folder"), "\(intoShard.stderr)")

        // A manifest whose outcome names a file outside its folder copies nothing.
        let manifest = scratch.file("s2/manifest.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: #""actual" : "shards/"#, with: #""actual" : "../../etc/"#).write(
            to: manifest, atomically: true, encoding: .utf8)
        let hostile = try CLIRunner.run(arguments: ["merge", "-o", scratch.file("merged").path, shard(1), shard(2), shard(3)])
        #expect(hostile.status == 2 && hostile.stderr.contains("which is not a path inside the output folder"), "\(hostile.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("merged/manifest.json").path))
    }

    /// A shard's files are data, never paths to follow: a symbolic link in a shard folder (to
    /// an image, to a folder on an image's way, or as manifest.json) is exit 2 naming it, and
    /// nothing of what it points at, nor any folder, reaches the merged output.
    @Test func mergeReadsShardFilesOnlyFromInsideTheirFolders() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots]).status == 0)
        for index in 1...2 { #expect(try check("s\(index)", ["--shard", "\(index)/2"]).status == 0) }
        let secret = "SECRET-CONTENTS-\(UUID().uuidString)"
        try Data(secret.utf8).write(to: scratch.file("secret.txt"))
        let image = try #require(try files(under: "s2").first { $0.hasSuffix(".png") })
        let copy = scratch.file("s2-copy")
        try FileManager.default.copyItem(at: scratch.file("s2"), to: copy)
        let merge = {
            try CLIRunner.run(arguments: [
                "merge", "-o", self.scratch.file("merged").path, self.scratch.file("s1").path, self.scratch.file("s2").path,
            ])
        }

        try FileManager.default.removeItem(at: scratch.file("s2/\(image)"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("s2/\(image)").path, withDestinationPath: scratch.file("secret.txt").path)
        let linkedImage = try merge()
        #expect(linkedImage.status == 2)
        #expect(
            linkedImage.stderr
                == "proofsheet: \(scratch.file("s2/\(image)").path): it is a symbolic link; files inside a folder are read only as regular files in it, "
                + "never through a link; upload the shard's whole output folder\n", "\(linkedImage.stderr)")

        try FileManager.default.removeItem(at: scratch.file("s2"))
        try FileManager.default.copyItem(at: copy, to: scratch.file("s2"))
        let folder = (image as NSString).deletingLastPathComponent
        try FileManager.default.removeItem(at: scratch.file("s2/\(folder)"))
        try FileManager.default.createSymbolicLink(
            atPath: scratch.file("s2/\(folder)").path, withDestinationPath: copy.appendingPathComponent(folder).path)
        let linkedFolder = try merge()
        #expect(linkedFolder.status == 2)
        #expect(
            linkedFolder.stderr.contains(": \(scratch.file("s2/\(folder)").path) is a symbolic link; files inside a folder are read only"),
            "\(linkedFolder.stderr)")

        try FileManager.default.removeItem(at: scratch.file("s2"))
        try FileManager.default.createDirectory(at: scratch.file("s2"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.file("s2/manifest.json").path, withDestinationPath: copy.appendingPathComponent("manifest.json").path)
        let linkedManifest = try merge()
        #expect(linkedManifest.status == 2)
        #expect(
            linkedManifest.stderr
                == "proofsheet: \(scratch.file("s2/manifest.json").path): it is a symbolic link; files inside a folder are read only as regular files in it, "
                + "never through a link\n", "\(linkedManifest.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("merged").path))
    }

    /// Shards run with options that change outcomes (pixel threshold and tolerance, the audit,
    /// the scale, the record mode) do not merge: exit 2 naming the option, both values and both
    /// shards.
    @Test func shardsRunWithOtherOptionsDoNotMerge() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots]).status == 0)
        #expect(try check("s1", ["--shard", "1/2"]).status == 0)
        let cases: [([String], String, String, String)] = [
            (["--threshold", "0.2"], "--threshold", "0.2", "0.1"), (["--include-aa"], "--include-aa", "on", "off"),
            (["--max-diff-pixels", "5"], "--max-diff-pixels", "5", "none"), (["--max-diff-ratio", "0.5"], "--max-diff-ratio", "0.5", "none"),
            (["--audit"], "--audit", "on", "off"), (["--scale", "2"], "scale", "2", "1"),
        ]
        for (options, option, value, first) in cases {
            let other = try check("other", ["--shard", "2/2"] + options)
            #expect([0, 3].contains(other.status), "\(options): \(other.stderr)")
            let merged = try CLIRunner.run(arguments: [
                "merge", "-o", scratch.file("merged").path, scratch.file("s1").path, scratch.file("other").path,
            ])
            #expect(merged.status == 2, "\(options): \(merged.stderr)")
            #expect(
                merged.stderr
                    == "proofsheet: \(scratch.file("other/manifest.json").path): its \(option) is \"\(value)\" but \(scratch.file("s1/manifest.json").path)'s is "
                    + "\"\(first)\"; merge shards of one run\n", "\(options): \(merged.stderr)")
            #expect(!FileManager.default.fileExists(atPath: scratch.file("merged").path))
        }
        let recorded = try CLIRunner.run(arguments: [
            "check", spec, "--snapshots", snapshots, "--out", scratch.file("other").path, "--record", "missing", "--shard", "2/2",
        ])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let merged = try CLIRunner.run(arguments: ["merge", "-o", scratch.file("merged").path, scratch.file("s1").path, scratch.file("other").path])
        #expect(merged.status == 2 && merged.stderr.contains(#"its record mode is "missing" but"#), "\(merged.stderr)")
    }

    /// A merge that fails after its checks (a shard's image is missing) leaves none of the
    /// folders it made; one into the baselines folder, or one that would write over a shard's
    /// file, is refused before anything is written.
    @Test func aFailedMergeLeavesNoFolderAndNeverWritesIntoBaselines() throws {
        #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots]).status == 0)
        for index in 1...2 { #expect(try check("s\(index)", ["--shard", "\(index)/2"]).status == 0) }
        let image = try #require(try files(under: "s2").first { $0.hasSuffix(".png") })
        try FileManager.default.removeItem(at: scratch.file("s2/\(image)"))
        let merged = try CLIRunner.run(arguments: [
            "merge", "-o", scratch.file("new/deeper/merged").path, scratch.file("s1").path, scratch.file("s2").path,
        ])
        #expect(
            merged.status == 2 && merged.stderr.contains("\(image): No such file or directory; upload the shard's whole output folder"),
            "\(merged.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("new").path))

        #expect(try check("s2", ["--shard", "2/2"]).status == 0)
        let before = try baselines()
        let intoBaselines = try CLIRunner.run(arguments: [
            "merge", "-o", "\(snapshots)/shards/merged", scratch.file("s1").path, scratch.file("s2").path,
        ])
        #expect(intoBaselines.status == 2)
        #expect(
            intoBaselines.stderr
                == "proofsheet: the output folder \(snapshots)/shards/merged is in the baselines folder \(snapshots): what is written there would be taken "
                + "for orphan baselines; write the output to a folder of its own\n", "\(intoBaselines.stderr)")
        #expect(try baselines() == before)
        #expect(!FileManager.default.fileExists(atPath: "\(snapshots)/shards/merged"))

        // A manifest that names, as its own, a file the merged output would write over another
        // shard's file: refused before anything is copied.
        let s1File = try #require(try files(under: "s1").first { $0.hasSuffix(".png") })
        let s2File = try #require(try files(under: "s2").first { $0.hasSuffix(".png") })
        try FileManager.default.createDirectory(
            at: scratch.file("s2/s1/\((s1File as NSString).deletingLastPathComponent)"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: scratch.file("s2/\(s2File)"), to: scratch.file("s2/s1/\(s1File)"))
        let manifest = scratch.file("s2/manifest.json")
        try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "\"\(s2File)\"", with: "\"s1/\(s1File)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let shardBytes = try Data(contentsOf: scratch.file("s1/\(s1File)"))
        let overShard = try CLIRunner.run(arguments: ["merge", "-o", scratch.path, scratch.file("s1").path, scratch.file("s2").path])
        #expect(overShard.status == 2)
        #expect(
            overShard.stderr == "proofsheet: the merged output would write \(scratch.file("s1/\(s1File)").path), which is one of the shards' files; "
                + "merge into a folder of its own\n", "\(overShard.stderr)")
        #expect(try Data(contentsOf: scratch.file("s1/\(s1File)")) == shardBytes)
        #expect(!FileManager.default.fileExists(atPath: scratch.file("manifest.json").path))
    }

    private func outcomeNames(of out: String) throws -> [String] {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("\(out)/manifest.json"))) as? [String: Any]
        let outcomes = try #require(manifest?["outcomes"] as? [[String: Any]])
        return outcomes.compactMap { $0["name"] as? String }
    }

    private func normalizedManifest(_ out: String) throws -> NSDictionary {
        let decoded = try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("\(out)/manifest.json")))
        var manifest = try #require(decoded as? [String: Any])
        manifest["outcomes"] = (manifest["outcomes"] as? [[String: Any]])?.map { outcome in outcome.merging(["milliseconds": 0]) { $1 } }
        return manifest as NSDictionary
    }

    private func contents(_ path: String) throws -> String { try String(contentsOf: scratch.file(path), encoding: .utf8) }

    private func withoutTimes(_ xml: String) -> String { xml.replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression) }

    private func files(under out: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: scratch.file(out).path).filter { !$0.hasSuffix("/") }.sorted()
    }

    private func baselines() throws -> [String] {
        let root = "\(snapshots)/shards"
        return try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".png") }.map { "shards/\($0)" }
    }
}
