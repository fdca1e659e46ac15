import Foundation
import Synchronization
import TestSupport
import Testing

/// Output paths that are not regular files are never renamed over: a character device or a
/// FIFO is written in place (a FIFO nobody reads is refused at once), a folder or a symbolic
/// link is refused naming it; an empty path option is exit 2 naming the option; an output that
/// is one of the command's inputs, or another of its outputs, however spelled, is exit 2 and
/// leaves the input as it was.
@Suite struct OutputPathTests {
    let scratch: ScratchFolder
    var spec: String { scratch.file("small.yaml").path }

    init() throws {
        scratch = try ScratchFolder("output-paths")
        try SpecFixture.labelList(
            suite: "Small", devices: "[{name: narrow, width: 60}]", label: #"{text: "{text}", style: body, lines: 1}"#,
            items: "[{text: A title far too long to fit}]"
        ).write(toFile: spec, atomically: true, encoding: .utf8)
    }

    private func file(_ name: String) -> String { scratch.file(name).path }

    /// `path` with every symbolic link resolved, as an error names a folder it found.
    private func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }

    /// A two-image diff's inputs: the same 2x1 PNG twice, from the test fixtures.
    private func pngs() throws -> (String, String) {
        let fixtures = Repository.url("Tests/SnapshotTests/Fixtures/pixelmatch")
        let first = try #require(try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".png") }.sorted().first)
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent(first).path, toPath: file("a.png"))
        try FileManager.default.copyItem(atPath: fixtures.appendingPathComponent(first).path, toPath: file("b.png"))
        return (file("a.png"), file("b.png"))
    }

    /// audit -o, audit --write-baseline, merge --audit -o and diff -o into a character device:
    /// each writes through it, and the device is still a device afterwards, not a file.
    @Test func aCharacterDeviceIsWrittenInPlaceNeverReplaced() throws {
        let device = try scratch.nullDevice()
        let audit = try CLIRunner.run("audit", spec, "-o", device)
        #expect(audit.status == 0 && audit.stderr.hasSuffix("report: \(device)\n"), "\(audit.stderr)")
        #expect(try CLIRunner.run("audit", spec, "--write-baseline", device).status == 0)
        #expect(try CLIRunner.run("audit", spec, "--shard", "1/1", "--format", "json", "-o", file("shard.json")).status == 0)
        #expect(try CLIRunner.run("merge", "--audit", "-o", device, file("shard.json")).status == 0)
        let (a, b) = try pngs()
        let diff = try CLIRunner.run("diff", a, b, "-o", device)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(fileKind(device) == S_IFCHR)
        #expect(scratch.contents.allSatisfy { !$0.hasSuffix(".partial") })
    }

    /// -o /dev/stdout streams the report into the command's standard output (a pipe here),
    /// through the descriptor link, instead of replacing the link.
    @Test func devStdoutStreamsTheReport() throws {
        let result = try CLIRunner.run("audit", spec, "--format", "json", "-o", "/dev/stdout")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.json?["findings"] != nil, "\(result.stdout)")
        #expect(fileKind("/dev/stdout") == S_IFLNK)
    }

    /// A FIFO with a reader gets the report in place; one nobody reads is exit 2 at once,
    /// naming it, not a hang; the FIFO stays a FIFO.
    @Test func aFIFOIsWrittenWhenReadAndRefusedWhenNot() throws {
        let fifo = file("fifo")
        try #require(mkfifo(fifo, 0o600) == 0)
        let unread = try CLIRunner.run(arguments: ["audit", spec, "-o", fifo], timeout: 60)
        #expect(!unread.timedOut)
        #expect(
            unread.status == 2 && unread.stderr == "proofsheet: cannot write \(fifo): is a FIFO no process is reading; start its reader first\n",
            "\(unread.stderr)")

        let received = Mutex<Data?>(nil)
        let reader = Thread {
            let handle = FileHandle(fileDescriptor: open(fifo, O_RDONLY), closeOnDealloc: true)
            let data = handle.readDataToEndOfFile()
            received.withLock { $0 = data }
        }
        reader.start()
        // The reader is waiting in open() before the writer starts, so the writer finds it.
        usleep(200_000)
        let read = try CLIRunner.run(arguments: ["audit", spec, "--format", "json", "-o", fifo], timeout: 60)
        #expect(read.status == 0, "\(read.stderr)")
        var waited = 0
        while received.withLock({ $0 }) == nil, waited < 100 {
            usleep(50_000)
            waited += 1
        }
        let bytes = try #require(received.withLock { $0 })
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"findings\""))
        #expect(fileKind(fifo) == S_IFIFO)
    }

    /// A folder or a symbolic link where a report file goes is refused naming it; the link and
    /// what it points at are left as they were.
    @Test func aFolderOrALinkAsTheOutputIsRefused() throws {
        try FileManager.default.createDirectory(atPath: file("folder"), withIntermediateDirectories: false)
        let folder = try CLIRunner.run("audit", spec, "-o", file("folder"))
        #expect(folder.status == 2 && folder.stderr == "proofsheet: cannot write \(file("folder")): is a folder, not a file\n", "\(folder.stderr)")

        try Data("kept\n".utf8).write(to: scratch.file("target.txt"))
        try FileManager.default.createSymbolicLink(atPath: file("link.txt"), withDestinationPath: "target.txt")
        let link = try CLIRunner.run("audit", spec, "-o", file("link.txt"))
        #expect(link.status == 2, "\(link.stderr)")
        #expect(
            link.stderr == "proofsheet: cannot write \(file("link.txt")): is a symbolic link (to target.txt); "
                + "name the file itself: writing would replace the link or write outside its folder\n", "\(link.stderr)")
        #expect(fileKind(file("link.txt")) == S_IFLNK)
        #expect(try String(contentsOfFile: file("target.txt"), encoding: .utf8) == "kept\n")
    }

    /// An empty path (an unset CI variable) is exit 2 naming the option, for every command's
    /// path options, and nothing is written into the current folder.
    @Test func anEmptyPathIsRefusedNamingTheOption() throws {
        let work = try ScratchFolder("empty-paths")
        try FileManager.default.copyItem(atPath: spec, toPath: work.file("small.yaml").path)
        let (a, b) = try pngs()
        let cases: [([String], String)] = [
            (["audit", "small.yaml", "-o", ""], "-o <output>"),
            (["audit", "small.yaml", "--output", ""], "--output <output>"),
            (["audit", "small.yaml", "--write-baseline", ""], "--write-baseline <write-baseline>"),
            (["audit", "small.yaml", "--baseline", ""], "--baseline <baseline>"),
            (["check", "small.yaml", "--out", ""], "--out <out>"),
            (["check", "small.yaml", "--snapshots", ""], "--snapshots <snapshots>"),
            (["check", "small.yaml", "--shard", "1/2", "--timings", ""], "--timings <timings>"),
            (["merge", "-o", "", "out-1"], "-o <output>"),
            (["merge", "--audit", "-o", "", "a.json"], "-o <output>"),
            (["merge", "-o", "merged", ""], "<shards>"),
            (["diff", a, b, "-o", ""], "-o <output>"),
            (["sheet", "small.yaml", "-o", ""], "-o <output>"),
            (["render", "small.yaml", "-o", ""], "-o <output>"),
            (["audit", ""], "<spec>"),
        ]
        for (arguments, option) in cases {
            let result = try CLIRunner.run(arguments: arguments, directory: work.url)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr
                    == "proofsheet: The value '' is invalid for '\(option)': an empty path names no file or folder; is the variable that should give it unset?\n",
                "\(arguments): \(result.stderr)")
            #expect(work.contents == ["small.yaml"], "\(arguments): \(work.contents)")
        }
    }

    /// An output that is one of the command's inputs, or the same file as its other output,
    /// spelled another way (./x, a symbolic link to it, a hard link) is exit 2 naming both,
    /// and the input keeps its bytes.
    @Test func anOutputThatIsAnInputOrAnotherOutputIsRefused() throws {
        let (a, b) = try pngs()
        let original = try Data(contentsOf: URL(fileURLWithPath: a))
        try FileManager.default.createSymbolicLink(atPath: file("a-link.png"), withDestinationPath: a)
        try FileManager.default.linkItem(atPath: a, toPath: file("a-hard.png"))
        for spelled in [file("a-link.png"), file("a-hard.png"), scratch.path + "/./a.png"] {
            let diff = try CLIRunner.run("diff", a, b, "-o", spelled)
            #expect(diff.status == 2, "\(spelled): \(diff.stderr)")
            #expect(
                diff.stderr == "proofsheet: -o \(spelled) is the expected image \(a), which this command reads; write the output to another file\n",
                "\(diff.stderr)")
        }
        let relative = try CLIRunner.run(arguments: ["diff", "a.png", "b.png", "-o", "./b.png"], directory: scratch.url)
        #expect(
            relative.stderr == "proofsheet: -o ./b.png is the actual image b.png, which this command reads; write the output to another file\n",
            "\(relative.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == original)

        let both = try CLIRunner.run(
            arguments: ["audit", "small.yaml", "-o", "report.txt", "--write-baseline", "./report.txt"], directory: scratch.url)
        #expect(
            both.status == 2 && both.stderr == "proofsheet: --write-baseline ./report.txt and -o report.txt are the same file; give each its own\n",
            "\(both.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file("report.txt")))
        let overSpec = try CLIRunner.run(arguments: ["audit", "small.yaml", "-o", "./small.yaml"], directory: scratch.url)
        #expect(
            overSpec.status == 2
                && overSpec.stderr
                    == "proofsheet: -o ./small.yaml is the spec small.yaml, which this command reads; write the output to another file\n"
        )

        #expect(try CLIRunner.run("audit", spec, "--shard", "1/1", "--format", "json", "-o", file("shard.json")).status == 0)
        let shardBytes = try Data(contentsOf: scratch.file("shard.json"))
        try FileManager.default.createSymbolicLink(atPath: file("shard-link.json"), withDestinationPath: "shard.json")
        let merge = try CLIRunner.run("merge", "--audit", "-o", file("shard-link.json"), file("shard.json"))
        #expect(merge.status == 2, "\(merge.stderr)")
        #expect(
            merge.stderr
                == "proofsheet: -o \(file("shard-link.json")) is the shard report \(file("shard.json")), which this command reads; write the output to another file\n"
        )
        #expect(try Data(contentsOf: scratch.file("shard.json")) == shardBytes)
    }

    /// check --out and sheet -o in the baselines folder (the folder itself, the suite's folder in
    /// it or below, a folder holding the suite's baselines) are exit 2 before anything is written
    /// there; a folder beside the suite's, which makes no orphans, is allowed.
    @Test func anOutputFolderInTheBaselinesFolderIsRefused() throws {
        let snapshots = file("Snapshots")
        #expect(try CLIRunner.run("record", spec, "--snapshots", snapshots).status == 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: snapshots).sorted()
        for out in [snapshots, snapshots + "/small", snapshots + "/small/report", scratch.path + "/./Snapshots"] {
            let check = try CLIRunner.run("check", spec, "--snapshots", snapshots, "--out", out, "--record", "never")
            #expect(check.status == 2, "\(out): \(check.stderr)")
            #expect(
                check.stderr
                    == "proofsheet: the output folder \(out) is in the baselines folder \(snapshots): what is written there would be taken for orphan baselines; "
                    + "write the output to a folder of its own\n", "\(check.stderr)")
        }
        let sheet = try CLIRunner.run("sheet", spec, "-o", snapshots)
        #expect(sheet.status == 2, "\(sheet.stderr)")
        #expect(
            sheet.stderr == "proofsheet: the output folder \(snapshots) is in the baselines folder \(resolved(snapshots)): what is written there "
                + "would be taken for orphan baselines; write the output to a folder of its own\n", "\(sheet.stderr)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: snapshots).sorted() == before)
        // Beside the suite's folder, the output's images are no baselines of the suite: allowed.
        let beside = try CLIRunner.run("check", spec, "--snapshots", snapshots, "--out", snapshots + "/reports", "--record", "never", "--no-skip")
        #expect(beside.status == 0 && beside.stdout.hasSuffix("0 orphans; report: \(snapshots)/reports/index.html\n"), "\(beside.stdout)")
        #expect(try CLIRunner.run("check", spec, "--snapshots", snapshots, "--out", file("out"), "--record", "never").stdout.contains("0 orphans"))
    }

    /// audit --evidence -o, audit -o, audit --write-baseline and render -o refuse the baselines
    /// folder as sheet -o does (one check, `OutputInBaselinesError`): a folder there, or a file in
    /// the baselines folder or the suite's folder, is exit 2 before anything is written; a folder
    /// beside the suite's is allowed.
    @Test func everyOutputAmongTheBaselinesIsRefused() throws {
        let snapshots = file("Snapshots")
        #expect(try CLIRunner.run("record", spec, "--snapshots", snapshots).status == 0)
        let before = try FileManager.default.subpathsOfDirectory(atPath: snapshots).sorted()
        let baselines = resolved(snapshots)
        let folders: [[String]] = [
            ["audit", spec, "--evidence", "all", "-o", snapshots], ["audit", spec, "--evidence", "larger-text", "-o", snapshots + "/small"],
            ["render", spec, "--category", "L", "-o", snapshots + "/"], ["render", spec, "--category", "L", "-o", snapshots + "/small/narrow/"],
        ]
        for arguments in folders {
            let result = try CLIRunner.run(arguments: arguments)
            let output = arguments.last!.hasSuffix("/") ? String(arguments.last!.dropLast()) : arguments.last!
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr
                    == "proofsheet: the output folder \(output) is in the baselines folder \(baselines): what is written there would be taken "
                    + "for orphan baselines; write the output to a folder of its own\n", "\(result.stderr)")
        }
        let files: [[String]] = [
            ["audit", spec, "-o", snapshots + "/audit.txt"], ["audit", spec, "--write-baseline", snapshots + "/small/accepted.json"],
            ["render", spec, "--category", "L", "-o", snapshots + "/small/narrow/large.png"],
        ]
        for arguments in files {
            let result = try CLIRunner.run(arguments: arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(
                result.stderr
                    == "proofsheet: the output file \(arguments.last!) is in the baselines folder \(baselines): it would sit among the baselines; "
                    + "write it to a folder of its own\n", "\(result.stderr)")
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: snapshots).sorted() == before)
        // Beside the suite's folder nothing is taken for a baseline of the suite: allowed.
        let beside = try CLIRunner.run("render", spec, "--category", "L", "-o", snapshots + "/reports/")
        #expect(beside.status == 0, "\(beside.stderr)")
        #expect(try CLIRunner.run("audit", spec, "-o", snapshots + "/reports/audit.txt").status == 0)
    }
}
