import Foundation
import TestSupport
import Testing

/// docs/first-screen.md is true: its spec blocks (```` ```yaml file=NAME ````) are written to a
/// scratch folder and its console blocks run there in page order, each as one shell script with
/// the built `proofsheet` first on PATH (so `$ echo $?` sees the command before it), and what each
/// command prints on standard output is the block's text under it. Progress on standard error is
/// not shown on the page; the folder's path, should a command print it, reads as `.`.
@Suite struct FirstScreenTutorialTests {
    /// A step of the page: a file to write, or console commands with the output shown under each.
    enum Step {
        case file(name: String, text: String)
        case console([(command: String, output: String)])
    }

    /// The page's steps in order; fenced blocks of other kinds (`sh`: building the command) are
    /// not run.
    static func steps(of page: String) -> [Step] {
        page.matches(of: /```([a-z]+)( file=(\S+))?\n([\s\S]*?)```\n/).compactMap { match in
            let text = String(match.output.4)
            switch (match.output.1, match.output.3) {
            case ("yaml", let name?): return .file(name: String(name), text: text)
            case ("console", _):
                var commands: [(command: String, output: String)] = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    if line.hasPrefix("$ ") {
                        commands.append((String(line.dropFirst(2)), ""))
                    } else if !commands.isEmpty {
                        commands[commands.count - 1].output += line + "\n"
                    }
                }
                return .console(commands)
            default: return nil
            }
        }
    }

    @Test func everyShownOutputIsWhatTheCommandPrints() throws {
        let page = try String(contentsOf: Repository.url("docs/first-screen.md"), encoding: .utf8)
        let steps = Self.steps(of: page)
        let commands = steps.flatMap { step -> [String] in
            if case .console(let commands) = step { return commands.map(\.command) }
            return []
        }
        // The tutorial's path: a sheet, an audit, a record and a check, from a spec written first.
        for verb in ["sheet", "audit", "record", "check"] {
            #expect(commands.contains { $0.hasPrefix("proofsheet \(verb) ") }, "docs/first-screen.md runs no \(verb)")
        }
        guard case .file = steps.first else {
            Issue.record("docs/first-screen.md starts with no spec block (```yaml file=NAME)")
            return
        }
        let folder = try ScratchFolder("first-screen")
        var environment = ProcessInfo.processInfo.environment
        // As on a user's machine, not CI's: recording follows the command, not CI=true.
        environment["CI"] = nil
        environment["PROOFSHEET_RECORD"] = nil
        environment["PATH"] = CLIRunner.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let separator = "\u{1E}"
        for step in steps {
            switch step {
            case .file(let name, let text):
                try text.write(to: folder.file(name), atomically: true, encoding: .utf8)
            case .console(let commands):
                // One script, so that `echo $?` sees the command before it; a separator before
                // each command's output, printed without changing `$?`.
                let script = commands.map { "printf '\(separator)'; (exit $status); \($0.command); status=$?" }.joined(separator: "\n")
                let result = try ChildProcess.run(
                    URL(fileURLWithPath: "/bin/sh"), ["-c", "status=0\n" + script], directory: folder.url, environment: environment, timeout: 600)
                let outputs = result.stdout.replacingOccurrences(of: folder.path, with: ".").components(separatedBy: separator).dropFirst()
                #expect(outputs.count == commands.count, "the commands did not all run: \(result.stderr)")
                for (shown, actual) in zip(commands, outputs) where actual != shown.output {
                    Issue.record(
                        """
                        docs/first-screen.md: `\(shown.command)` prints something else. Put this under it:
                        \(actual)
                        (standard error: \(result.stderr))
                        """)
                }
            }
        }
    }
}
