import Foundation
import TestSupport

/// Runs the `proofsheet` executable built next to the test bundle.
enum CLIRunner {
    typealias Result = ChildProcess.Result

    static var executable: URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("proofsheet") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: String...) throws -> Result {
        try run(arguments: arguments)
    }

    /// Runs the executable with standard input from `input` (or the null device) in
    /// `directory`; with a `timeout` in seconds, a process still running then is killed and
    /// reported as `timedOut`.
    static func run(arguments: [String], input: URL? = nil, directory: URL? = nil, timeout: Double? = nil) throws -> Result {
        try ChildProcess.run(executable, arguments, input: input, directory: directory, timeout: timeout)
    }

    /// Runs the executable with its standard streams redirected as the shell's `redirections`
    /// say (`>/dev/full`, `>&-`, `2>/dev/full`, `<&-`, `</dev/zero`); what is not redirected is
    /// read as `run` reads it. The shell `exec`s the executable, so the result is its own.
    static func run(arguments: [String], redirecting redirections: String, timeout: Double = 300) throws -> Result {
        try ChildProcess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \"$@\" \(redirections)", executable.path] + arguments, timeout: timeout)
    }
}

extension ChildProcess.Result {
    /// Standard output parsed as a JSON object, or nil.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }
}
