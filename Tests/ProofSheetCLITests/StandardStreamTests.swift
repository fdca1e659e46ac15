import Foundation
import ProofSheet
import TestSupport
import Testing

/// Standard output, error and input that cannot be used: a full device, a closed descriptor, a
/// reader that went away, an endless or oversized input. Every command that writes to standard
/// output is in `commands`; each is run with its output on /dev/full and closed, and must say so
/// on stderr and exit 2, never trap or lose its output with exit 0.
@Suite struct StandardStreamTests {
    static let root = Repository.root
    static let plain = root.appendingPathComponent("Examples/plain-table.yaml").path
    static let pixelmatch = root.appendingPathComponent("Tests/SnapshotTests/Fixtures/pixelmatch")
    static let large = ["--category", "large"]

    /// A command line that writes to standard output, with what it needs made in a scratch folder.
    struct Command: CustomTestStringConvertible, Sendable {
        /// The subcommand, as `proofsheet --help` lists it.
        let name: String
        let arguments: @Sendable (ScratchFolder) throws -> [String]
        var label = ""

        var testDescription: String { label.isEmpty ? name : "\(name) \(label)" }
    }

    /// Records the plain table's large variant into `Snapshots` in `scratch`.
    static func record(in scratch: ScratchFolder) throws -> String {
        let snapshots = scratch.file("Snapshots").path
        let record = try CLIRunner.run(arguments: ["record", plain, "--snapshots", snapshots] + large)
        try #require(record.status == 0, "\(record.stderr)")
        return snapshots
    }

    /// Every command that writes to standard output, in each of its kinds of output; a new command
    /// goes here (`everyCommandIsInTheTable` fails until it does).
    static let commands: [Command] = [
        Command(name: "type-ramp") { _ in ["type-ramp"] },
        Command(name: "type-ramp", arguments: { _ in ["type-ramp", "--format", "json"] }, label: "--format json"),
        Command(name: "type-ramp", arguments: { _ in ["type-ramp", "--format", "csv"] }, label: "--format csv"),
        Command(name: "metrics") { _ in ["metrics", "--style", "body", "--value", "17"] },
        Command(name: "metrics", arguments: { _ in ["metrics", "--style", "body", "--value", "17", "--format", "json"] }, label: "--format json"),
        Command(name: "measure") { _ in ["measure", "Hello", "--style", "body", "--category", "large", "--width", "300"] },
        Command(
            name: "measure",
            arguments: { _ in ["measure", "Hello", "--style", "body", "--category", "large", "--width", "300", "--format", "json"] },
            label: "--format json"),
        Command(name: "layout") { _ in ["layout", plain, "--device", "iPhone 16", "--category", "large"] },
        Command(name: "render") { scratch in ["render", plain, "--category", "large", "-o", scratch.path + "/"] },
        Command(name: "sheet") { scratch in ["sheet", plain, "--category", "large", "-o", scratch.path] },
        Command(name: "diff") { _ in
            ["diff", pixelmatch.appendingPathComponent("tint-a.png").path, pixelmatch.appendingPathComponent("tint-b.png").path]
        },
        Command(
            name: "diff",
            arguments: { _ in
                [
                    "diff", pixelmatch.appendingPathComponent("tint-a.png").path, pixelmatch.appendingPathComponent("tint-b.png").path, "--format",
                    "json",
                ]
            }, label: "--format json"),
        Command(name: "audit") { _ in ["audit", plain] + large },
        Command(name: "audit", arguments: { _ in ["audit", plain, "--format", "sarif"] + large }, label: "--format sarif"),
        Command(name: "audit", arguments: { _ in ["audit", plain, "--format", "json"] + large }, label: "--format json"),
        Command(
            name: "audit", arguments: { scratch in ["audit", plain, "--evidence", "larger-text", "-o", scratch.path] + large },
            label: "--evidence larger-text"),
        // `--record missing` as given, not as CI=true would change the default (`never`: exit 1 for a missing baseline).
        Command(name: "check") { scratch in
            ["check", plain, "--snapshots", scratch.file("Snapshots").path, "--out", scratch.file("out").path, "--record", "missing"] + large
        },
        Command(name: "record") { scratch in ["record", plain, "--snapshots", scratch.file("Snapshots").path] + large },
        Command(name: "accept") { scratch in
            let snapshots = try record(in: scratch)
            let list = AcceptList(spec: plain, snapshots: snapshots, names: ["plain-table/plain-table/iphone-16/1col-large"])
            return ["accept", try scratch.write(Array(list.text.utf8), to: "accept.yaml").path]
        },
        Command(name: "merge") { scratch in
            let snapshots = try record(in: scratch)
            let shard = scratch.file("shard").path
            let check = try CLIRunner.run(
                arguments: ["check", plain, "--snapshots", snapshots, "--record", "never", "--shard", "1/1", "--out", shard] + large)
            try #require(check.status == 0, "\(check.stderr)")
            return ["merge", "-o", scratch.file("merged").path, shard]
        },
    ]

    /// The subcommands `proofsheet --help` lists.
    static func subcommands() throws -> Set<String> {
        let help = try CLIRunner.run("--help").stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        // "  name   Abstract…", its continuation lines indented further.
        return Set(
            section.split(separator: "\n").compactMap { line in
                line.wholeMatch(of: #/ {2}([a-z][a-z-]*) {2,}\S.*/#).map { String($0.1) }
            })
    }

    /// A new command must be added to `commands`: every command today writes to standard output.
    @Test func everyCommandIsInTheTable() throws {
        let listed = try Self.subcommands()
        #expect(listed.count >= 12, "\(listed)")
        #expect(
            listed == Set(Self.commands.map(\.name)), "commands missing from the table: \(listed.subtracting(Self.commands.map(\.name)).sorted())")
    }

    /// Every write to standard output or error and every read of standard input goes through
    /// `Console` (ProofSheetCLI/Console.swift), so none can trap, be lost unseen or read without
    /// bound: a bare `print`, a Foundation standard handle or a read to end anywhere in the
    /// sources fails here. The worker processes' test hook (a worker's last words before it
    /// kills itself, in debug builds under `PROOFSHEET_DEBUG_KILL_WORKER_AT`) is the one exception.
    @Test func noOutputBypassesTheConsole() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let pattern = #"(^|[^.\w])print\(|FileHandle\.standard(Output|Error|Input)|readDataToEndOfFile|readToEnd\(|\b(fputs|fwrite|puts|printf)\("#
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "Console.swift" }
        #expect(files.count > 50)
        var bypassing: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                guard line.range(of: pattern, options: .regularExpression) != nil else { continue }
                if file.lastPathComponent == "WorkerProcesses.swift", line.contains("// test hook: ") { continue }
                bypassing.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(bypassing.isEmpty, "write and read the standard streams through Console:\n\(bypassing.joined(separator: "\n"))")
        for line in ["print(x)", "  print(\"a\", terminator: \"\")", "FileHandle.standardError.write(d)", "let d = h.readDataToEndOfFile()"] {
            #expect(line.range(of: pattern, options: .regularExpression) != nil, "\(line)")
        }
        #expect("try JSONOutput.print(report)".range(of: pattern, options: .regularExpression) == nil)
    }

    /// Runs `command` as given in a fresh scratch folder, and again in another with
    /// `redirections`; in what each prints, its folder is `<scratch>`.
    func run(_ command: Command, redirecting redirections: String) throws -> (normal: CLIRunner.Result, redirected: CLIRunner.Result) {
        func run(redirecting redirections: String?) throws -> CLIRunner.Result {
            let scratch = try ScratchFolder("streams")
            let arguments = try command.arguments(scratch)
            var result = try redirections.map { try CLIRunner.run(arguments: arguments, redirecting: $0) } ?? CLIRunner.run(arguments: arguments)
            result.stdout = result.stdout.replacingOccurrences(of: scratch.path, with: "<scratch>")
            result.stderr = result.stderr.replacingOccurrences(of: scratch.path, with: "<scratch>")
            return result
        }
        return (try run(redirecting: nil), try run(redirecting: redirections))
    }

    /// Output to a full device is an error naming standard output and the reason, exit 2.
    @Test(arguments: commands) func outputToAFullDeviceIsAnError(_ command: Command) throws {
        let (normal, full) = try run(command, redirecting: ">/dev/full")
        #expect(normal.status <= 1 && !normal.stdout.isEmpty, "\(normal.stderr)")
        #expect(!full.signalled && full.status == 2, "\(full.status) \(full.stderr)")
        #expect(full.stderr.hasSuffix("proofsheet: cannot write to standard output: No space left on device\n"), "\(full.stderr)")
        #expect(!full.stderr.contains("Fatal error"))
    }

    /// Output to a closed descriptor is an error naming standard output and the reason, exit 2.
    @Test(arguments: commands) func outputToAClosedDescriptorIsAnError(_ command: Command) throws {
        let scratch = try ScratchFolder("streams")
        let closed = try CLIRunner.run(arguments: try command.arguments(scratch), redirecting: ">&-")
        #expect(!closed.signalled && closed.status == 2, "\(closed.status) \(closed.stderr)")
        #expect(closed.stderr.hasSuffix("proofsheet: cannot write to standard output: Bad file descriptor\n"), "\(closed.stderr)")
    }

    /// Standard error on a full device: no trap; a command that writes to stderr exits 2 (what it
    /// said is lost), one that does not exits as it would, with its whole output.
    @Test(arguments: commands) func errorsToAFullDeviceAreAFailureNotATrap(_ command: Command) throws {
        let (normal, full) = try run(command, redirecting: "2>/dev/full")
        #expect(!full.signalled, "\(full.status)")
        #expect(full.status == (normal.stderr.isEmpty ? normal.status : 2), "\(normal.stderr)")
        if normal.stderr.isEmpty { #expect(full.stdout == normal.stdout) }
    }

    /// Both streams unusable: still exit 2, no trap.
    @Test func outputAndErrorsBothFullExit2() throws {
        let result = try CLIRunner.run(arguments: ["type-ramp"], redirecting: ">/dev/full 2>/dev/full")
        #expect(!result.signalled && result.status == 2)
        let closed = try CLIRunner.run(arguments: ["type-ramp"], redirecting: ">&- 2>&-")
        #expect(!closed.signalled && closed.status == 2)
    }

    /// Help and the version are output too.
    @Test func helpToAFullDeviceIsAnError() throws {
        for arguments in [["--help"], ["--version"], ["check", "--help"]] {
            let result = try CLIRunner.run(arguments: arguments, redirecting: ">/dev/full")
            #expect(!result.signalled && result.status == 2, "\(arguments)")
            #expect(result.stderr == "proofsheet: cannot write to standard output: No space left on device\n")
        }
    }

    /// A reader that goes away (`| head`) ends the command quietly by SIGPIPE, as it ends `cat`,
    /// even when SIGPIPE was ignored by whoever started it.
    @Test(arguments: [false, true]) func aReaderThatWentAwayEndsTheCommandBySIGPIPE(inheritedIgnored: Bool) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        defer { try? pipe.fileHandleForWriting.close() }
        let command = (inheritedIgnored ? "trap '' PIPE; " : "") + "exec \"$0\" type-ramp"
        let result = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command, CLIRunner.executable.path], timeout: 120, standardOutput: pipe.fileHandleForWriting
        )
        #expect(result.signalled && result.status == SIGPIPE, "\(result.status) \(result.stderr)")
        #expect(result.stderr == "")
    }

    /// `accept -` with standard input closed says there is no list, exit 2.
    @Test func acceptFromAClosedStandardInput() throws {
        let result = try CLIRunner.run(arguments: ["accept", "-"], redirecting: "<&-")
        #expect(result.status == 2 && !result.signalled)
        #expect(result.stderr == "proofsheet: no accept list on standard input: it is closed; give the list's path, or pipe it in\n")
    }

    /// `accept - < /dev/zero` stops at the limit, quickly, naming it.
    @Test func acceptFromAnEndlessStandardInputStopsAtTheLimit() throws {
        let started = ContinuousClock.now
        let result = try CLIRunner.run(arguments: ["accept", "-"], redirecting: "</dev/zero", timeout: 30)
        #expect(!result.timedOut && !result.signalled && result.status == 2)
        #expect(result.stderr == "proofsheet: <stdin>: cannot read the input: it is more than the 64 MiB this reads\n")
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    /// An accept list file over the limit is refused before it is read, naming the file and the limit.
    @Test func anAcceptListOverTheLimitIsRefused() throws {
        let scratch = try ScratchFolder("streams")
        let list = scratch.file("huge.yaml")
        #expect(FileManager.default.createFile(atPath: list.path, contents: nil))
        let handle = try FileHandle(forWritingTo: list)
        try handle.truncate(atOffset: UInt64(SpecLoader.maximumFileSize + 1))
        try handle.close()
        let result = try CLIRunner.run(arguments: ["accept", list.path])
        #expect(result.status == 2 && !result.signalled)
        #expect(result.stderr == "proofsheet: \(list.path): cannot read the file: the file is 67108865 bytes, more than the 64 MiB this reads\n")
    }

    /// An accept list as large as the limit is read (and then found not to be a list).
    @Test func anAcceptListAtTheLimitIsRead() throws {
        let scratch = try ScratchFolder("streams")
        let list = scratch.file("spaces.yaml")
        try Data(repeating: UInt8(ascii: " "), count: SpecLoader.maximumFileSize).write(to: list)
        let result = try CLIRunner.run(arguments: ["accept", "-"], input: list)
        #expect(result.status == 2)
        #expect(result.stderr == "proofsheet: <stdin>: the accept list is empty; it needs spec and accept\n")
    }
}
