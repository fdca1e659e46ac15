import Foundation
import Synchronization

/// The one way the tests run another program: the `proofsheet` executable, Chromium and the
/// command-line tools they compare against.
///
/// It closes every pipe it opens as soon as the child's output is read, and keeps its timeout on
/// the calling thread. The runner it replaces armed each timeout with `asyncAfter`, whose block
/// held the `Process` and its pipes until the timeout passed (120 s): the hostile-input tests
/// left more than 1,500 descriptors open, and `Process.run` crashed in its `memcpy` once
/// descriptor numbers passed 1,024 (CI, 2026-11-23).
package enum ChildProcess {
    /// What a finished child printed and how it ended.
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        /// Killed by a signal (a trap is SIGILL or SIGTRAP), not exited: `status` is the signal.
        package var signalled: Bool
        /// Still running after the timeout given to `run`, and terminated.
        package var timedOut: Bool
    }

    /// Serialises `Process.run` calls across test cases running in parallel: Foundation's
    /// launch is not safe to call from several threads at once.
    private static let launching = Mutex(())

    /// Runs `executable` with `arguments` and waits for it. Standard input is `input` (a file)
    /// or the null device; standard output and error are read concurrently, so a child filling
    /// one pipe while the other is read never blocks. With a `timeout` in seconds, a child still
    /// running then is terminated and reported as `timedOut`. With `standardOutput`, the child's
    /// standard output goes there instead (and `stdout` is empty), such as a pipe nobody reads.
    package static func run(
        _ executable: URL, _ arguments: [String], input: URL? = nil, directory: URL? = nil,
        environment: [String: String]? = nil, timeout: Double? = nil, standardOutput: FileHandle? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let stdin = try input.map { try FileHandle(forReadingFrom: $0) }
        defer { try? stdin?.close() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        do {
            try launching.withLock { _ in try process.run() }
            // Given elsewhere: the child has the only write end, so the reader sees its end.
            if standardOutput != nil { try? out.fileHandleForWriting.close() }
        } catch {
            for handle in [out.fileHandleForReading, out.fileHandleForWriting, err.fileHandleForReading, err.fileHandleForWriting] {
                try? handle.close()
            }
            throw error
        }
        // Both pipes drain on their own threads while this one keeps the time: nothing holds
        // the process or its pipes after it returns.
        let output = Mutex((stdout: Data(), stderr: Data()))
        let drained = DispatchGroup()
        DispatchQueue.global().async(group: drained) {
            let data = out.fileHandleForReading.readDataToEndOfFile()
            output.withLock { $0.stdout = data }
        }
        DispatchQueue.global().async(group: drained) {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            output.withLock { $0.stderr = data }
        }
        var timedOut = false
        if let timeout, drained.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            // SIGKILL: a child inherits the test runner's blocked signal mask, SIGTERM included.
            kill(process.processIdentifier, SIGKILL)
        }
        drained.wait()
        try? out.fileHandleForReading.close()
        try? err.fileHandleForReading.close()
        process.waitUntilExit()
        let signalled = process.terminationReason == .uncaughtSignal
        let (stdout, stderr) = output.withLock { ($0.stdout, $0.stderr) }
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self), signalled: signalled, timedOut: timedOut && signalled
        )
    }

    /// Starts `executable` with `arguments` and returns at once: standard input from the null
    /// device, standard output to it, standard error to the file `stderr`. For a test that
    /// signals the child while it runs; the caller waits for it.
    package static func start(_ executable: URL, _ arguments: [String], stderr: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: stderr.path, contents: nil)
        let errors = try FileHandle(forWritingTo: stderr)
        defer { try? errors.close() }
        process.standardError = errors
        try launching.withLock { _ in try process.run() }
        return process
    }

    /// The number of file descriptors this process has open (from /proc/self/fd), or nil where
    /// that folder does not exist.
    package static var openDescriptors: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")).map(\.count)
    }
}
