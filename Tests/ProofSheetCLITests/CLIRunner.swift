import Foundation
import Synchronization

/// Runs the `proofsheet` executable built next to the test bundle.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Killed by a signal (a trap is SIGILL or SIGTRAP), not exited: `status` is the signal.
        var signalled = false
        /// Still running after the timeout given to `run`, and terminated.
        var timedOut = false

        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
    }

    static var executable: URL {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("proofsheet") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: String...) throws -> Result {
        try run(arguments: arguments)
    }

    /// Serialises `Process.run` calls across the test cases running in parallel.
    private static let launching = Mutex(())

    /// Runs the executable; with a `timeout` in seconds, a process still running then is
    /// terminated and reported as `timedOut`.
    static func run(arguments: [String], timeout: Double? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // Foundation's Process.run is not safe to call from several threads at once (a test run
        // crashed in its memcpy while parametrized cases launched in parallel): one at a time.
        try launching.withLock { _ in try process.run() }
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline) }
        // Both pipes drain at once, so a child that fills one while the other is read never blocks.
        let stderrData = Mutex(Data())
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            stderrData.withLock { $0 = data }
            drained.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        let stderr = stderrData.withLock { $0 }
        process.waitUntilExit()
        let timedOut = timeout != nil && deadline.isCancelled == false && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM
        deadline.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut
        )
    }
}
