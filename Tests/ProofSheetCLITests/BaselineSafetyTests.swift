import Foundation
import TestSupport
import Testing

/// Baselines are never lost: what `--prune` deletes and when it refuses, links, folders and FIFOs
/// at baseline paths, leftovers of an interrupted run, and files where folders belong.
@Suite struct BaselineSafetyTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var snapshots: String { folder.appendingPathComponent("Snapshots").path }
    var out: String { folder.appendingPathComponent("out").path }
    var spec: String { CheckCommandTests.examples.appendingPathComponent("plain-table.yaml").path }
    var screenFolder: String { "\(snapshots)/plain-table/plain-table/iphone-16" }

    init() throws {
        scratch = try ScratchFolder("baseline-safety")
    }

    func run(_ command: String, _ extra: [String] = []) throws -> CLIRunner.Result {
        let arguments = [command, spec, "--snapshots", snapshots] + (command == "check" ? ["--out", out, "--record", "never"] : []) + extra
        return try CLIRunner.run(arguments: arguments)
    }

    /// Every file under the screen's folder, hidden ones included, with its bytes.
    func contents() throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: screenFolder) {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: "\(screenFolder)/\(name)"))
        }
        return files
    }

    /// Writes small stand-ins for baselines no variant produces.
    func orphans(_ names: [String]) throws {
        for name in names { try Data([1]).write(to: URL(fileURLWithPath: "\(screenFolder)/\(name)")) }
    }

    @Test func pruningOneScaleLeavesTheOtherUntouched() throws {
        #expect(try run("record").status == 0)
        #expect(try run("record", ["--scale", "2"]).status == 0)
        try orphans(["7col-large.png", "7col-large@2x.png"])
        let before = try contents()
        #expect(before.keys.filter { $0.hasSuffix("@2x.png") }.count == 13)

        let pruned = try run("check", ["--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(pruned.stdout.contains("orphan: plain-table/plain-table/iphone-16/7col-large.png (deleted)"))
        #expect(!pruned.stdout.contains("@2x"), "a @2x baseline is no orphan of a @1x run")
        #expect(
            pruned.stderr.contains(
                "pruning 1 orphaned baseline (no variant of the spec produces them):\n  plain-table/plain-table/iphone-16/7col-large.png"))
        var expected = before
        expected["7col-large.png"] = nil
        #expect(try contents() == expected, "only the @1x orphan is gone; every @2x file keeps its bytes")

        let prunedAt2x = try run("check", ["--prune", "--scale", "2"])
        #expect(prunedAt2x.status == 0)
        expected["7col-large@2x.png"] = nil
        #expect(try contents() == expected)
    }

    @Test func aFilteredRunListsOrphansButDoesNotPrune() throws {
        #expect(try run("record").status == 0)
        try orphans(["7col-large.png"])
        let filtered = try run("check", ["--prune", "--yes", "--category", "large"])
        #expect(filtered.status == 0)
        #expect(filtered.stdout.contains("orphan: plain-table/plain-table/iphone-16/7col-large.png\n"))
        #expect(filtered.stderr.contains("not pruning: the run was filtered"))
        #expect(FileManager.default.fileExists(atPath: "\(screenFolder)/7col-large.png"))
    }

    /// A failed variant (its baseline path is a folder) stops pruning, and its error goes to
    /// stderr with the reason.
    @Test func aFailedRunDoesNotPruneAndSaysWhy() throws {
        #expect(try run("record").status == 0)
        try orphans(["7col-large.png"])
        let baseline = "\(screenFolder)/1col-large.png"
        try FileManager.default.removeItem(atPath: baseline)
        try FileManager.default.createDirectory(atPath: "\(baseline)/inside", withIntermediateDirectories: true)
        let failed = try run("check", ["--prune", "--yes"])
        #expect(failed.status == 2)
        #expect(
            failed.stderr.contains(
                "error: plain-table/plain-table/iphone-16/1col-large — cannot read baseline \(baseline): it is a folder, not a baseline file"))
        #expect(failed.stderr.contains("not pruning: 1 variant failed"))
        #expect(FileManager.default.fileExists(atPath: "\(screenFolder)/7col-large.png"))
        #expect(FileManager.default.fileExists(atPath: "\(baseline)/inside"))
        let record = try run("record", ["--all"])
        #expect(record.status == 2)
        #expect(record.stderr.contains("error: plain-table/plain-table/iphone-16/1col-large — cannot read baseline \(baseline): it is a folder"))
        #expect(FileManager.default.fileExists(atPath: "\(baseline)/inside"), "never replaced")
    }

    @Test func pruningMoreThanAHandfulNeedsYes() throws {
        #expect(try run("record").status == 0)
        let names = (7...12).map { "\($0)col-large.png" }
        try orphans(names)
        let refused = try run("check", ["--prune"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("refusing to prune: 6 of the suite's 18 baselines at @1x would be deleted"))
        #expect(names.allSatisfy { refused.stderr.contains("  plain-table/plain-table/iphone-16/\($0)") })
        #expect(refused.stderr.contains("re-run with --prune --yes"))
        #expect(names.allSatisfy { FileManager.default.fileExists(atPath: "\(screenFolder)/\($0)") })

        let confirmed = try run("check", ["--prune", "--yes"])
        #expect(confirmed.status == 0)
        #expect(confirmed.stdout.contains("6 orphans (6 pruned)"))
        #expect(names.allSatisfy { !FileManager.default.fileExists(atPath: "\(screenFolder)/\($0)") })
        #expect(try contents().count == 12)
    }

    /// Two orphans among 14 baselines are more than a tenth; `--force` is `--yes`.
    @Test func pruningMoreThanATenthNeedsForce() throws {
        #expect(try run("record").status == 0)
        try orphans(["7col-large.png", "8col-large.png"])
        let refused = try run("record", ["--prune"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("2 of the suite's 14 baselines at @1x would be deleted"))
        #expect(try contents().count == 14)
        #expect(try run("record", ["--prune", "--force"]).status == 0)
        #expect(try contents().count == 12)
    }

    /// What a killed run leaves (a temporary beside a baseline) is removed by the next run, said
    /// on stderr, and is never a baseline or an orphan. A temporary of a run still going (this
    /// test's process stands for a `record` writing beside the `check`) stays, and so does one
    /// named before temporaries named their owner while it is younger than an hour.
    @Test func aLeftoverTemporaryIsRemovedByTheNextRun() throws {
        #expect(try run("record", ["--category", "large"]).status == 0)
        let leftover = TemporaryNames.ofEndedRun("1col-large.png")
        let running = [TemporaryNames.ofRunningProcess("1col-large.png"), TemporaryNames.unowned("1col-large.png")]
        for name in [leftover] + running { try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: "\(screenFolder)/\(name)")) }
        let next = try run("check", ["--category", "large"])
        #expect(next.status == 0)
        #expect(
            next.stderr.contains("removed 1 leftover temporary file from an interrupted run: plain-table/plain-table/iphone-16/\(leftover)\n"),
            "\(next.stderr)")
        #expect(!next.stdout.contains("orphan:"))
        #expect(next.stdout.contains("0 orphans"))
        #expect(try contents().keys.sorted() == (["1col-large.png"] + running).sorted())
    }

    @Test func aSymbolicLinkBaselineIsAnErrorNeverFollowedOrReplaced() throws {
        #expect(try run("record", ["--category", "large", "--category", "AX5"]).status == 0)
        let link = "\(screenFolder)/1col-large.png"
        let target = "\(screenFolder)/1col-accessibilityExtraExtraExtraLarge.png"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let targetBytes = try Data(contentsOf: URL(fileURLWithPath: target))
        for result in [try run("check", ["--category", "large"]), try run("record", ["--all", "--category", "large"])] {
            #expect(result.status == 2)
            #expect(result.stderr.contains("baseline \(link): it is a symbolic link"), "\(result.stderr)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == targetBytes)
    }

    @Test(.timeLimit(.minutes(1))) func aFIFOBaselineIsAnErrorAndDoesNotHang() throws {
        try FileManager.default.createDirectory(atPath: screenFolder, withIntermediateDirectories: true)
        #expect(mkfifo("\(screenFolder)/1col-large.png", 0o644) == 0)
        let result = try run("check", ["--category", "large"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read baseline \(screenFolder)/1col-large.png: it is a FIFO"))
    }

    /// A baseline the user may not read is an error naming it, and `record --all` leaves it as it
    /// was. As root, the commands run without the capabilities that bypass file permissions
    /// (util-linux's setpriv), so the permission check is real there too.
    @Test func anUnreadableBaselineIsAnErrorAndIsNotReplaced() throws {
        #expect(try run("record", ["--category", "large"]).status == 0)
        let baseline = "\(screenFolder)/1col-large.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: baseline))
        #expect(chmod(baseline, 0) == 0)
        defer { chmod(baseline, 0o644) }
        func runUnprivileged(_ command: String, _ extra: [String]) throws -> CLIRunner.Result {
            let arguments = [command, spec, "--snapshots", snapshots] + (command == "check" ? ["--out", out, "--record", "never"] : []) + extra
            guard geteuid() == 0 else { return try CLIRunner.run(arguments: arguments) }
            let setpriv = try #require(ExternalTool.path("setpriv"), "setpriv (util-linux) drops root's permission override")
            return try ChildProcess.run(
                URL(fileURLWithPath: setpriv), ["--bounding-set=-dac_override,-dac_read_search", CLIRunner.executable.path] + arguments)
        }
        for result in [try runUnprivileged("check", ["--category", "large"]), try runUnprivileged("record", ["--all", "--category", "large"])] {
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stderr.contains("cannot read baseline \(baseline): Permission denied"), "\(result.stderr)")
        }
        var info = stat()
        #expect(stat(baseline, &info) == 0 && info.st_mode & 0o777 == 0, "the baseline keeps its mode")
        #expect(chmod(baseline, 0o644) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: baseline)) == bytes, "the baseline keeps its bytes")
    }

    @Test func aFileWhereAFolderBelongsIsNamed() throws {
        let file = folder.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))

        let snapshotsFile = try CLIRunner.run(arguments: ["check", spec, "--snapshots", file, "--out", out, "--category", "large"])
        #expect(snapshotsFile.status == 2)
        #expect(
            snapshotsFile.stderr
                == "proofsheet: cannot use \(file) as a baselines folder: it is a file, not a folder; move it away or choose another baselines folder\n"
        )

        let outFile = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", file, "--category", "large"])
        #expect(outFile.status == 2)
        #expect(outFile.stderr == "proofsheet: cannot write \(file): \(file) is a file, not a folder\n")

        try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: "\(snapshots)/plain-table"))
        let suiteFile = try run("record", ["--category", "large"])
        #expect(suiteFile.status == 2)
        #expect(suiteFile.stderr.contains("cannot use \(snapshots)/plain-table as a baselines folder: it is a file, not a folder"))
        #expect(!suiteFile.stderr.contains("Domain"))
        #expect(try String(contentsOfFile: "\(snapshots)/plain-table", encoding: .utf8) == "x")
    }

    @Test(arguments: [
        (["--jobs", "0"], "--jobs 0 is out of range; valid: 1...256 jobs, a whole number"),
        (["--jobs", "257"], "--jobs 257 is out of range; valid: 1...256 jobs"),
        (["--scale", "4"], "--scale 4 is out of range; valid: 1, 2, 3"),
        (["--scale", "0"], "--scale 0 is out of range; valid: 1, 2, 3"),
        (["--threshold", "nan"], "--threshold nan is not a finite number; valid: 0...1"),
        (["--threshold", "1.5"], "--threshold 1.5 is out of range; valid: 0...1"),
        (["--max-diff-pixels=-1"], "--max-diff-pixels -1 is out of range; valid: 0...1,000,000,000,000 pixels, a whole number"),
        (["--max-diff-ratio", "inf"], "--max-diff-ratio inf is not a finite number; valid: 0...1"),
        (["--max-diff-ratio=-0.5"], "--max-diff-ratio -0.5 is out of range; valid: 0...1"),
        (["--yes"], "--yes (--force) only confirms --prune"),
    ])
    func numericOptionsOutsideTheirRangeAreRefused(arguments: [String], message: String) throws {
        for command in ["check", "record"] {
            let result = try CLIRunner.run(arguments: [command, spec, "--snapshots", snapshots] + arguments)
            #expect(result.status == 2)
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: snapshots), "nothing ran")
    }
}
