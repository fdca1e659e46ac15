import Foundation
import ProofSheet
import ProofSheetSupport
import Synchronization

/// Standard input, output and error: the one way the CLI reads its standard input and writes
/// anything to a person or a pipe.
///
/// Writes go straight to the descriptor with write(2) (`FileBytes.write`), unbuffered, so each
/// line is out, or its failure known, when the call returns; there is no buffer left to flush at
/// exit. A write that fails ("No space left on device", "Bad file descriptor", "Broken pipe",
/// "Input/output error") never traps: a write to standard output throws, which ends the command
/// with one line on standard error, and any failed write, to either stream, is remembered so
/// the command exits 2 (`exitCode(_:)`), even where it could not say why.
///
/// SIGPIPE keeps its default action (`prepare()` restores it if it was inherited ignored or
/// blocked): when the reader of a pipe goes away (`proofsheet check | head -1`), the next write
/// ends the process quietly by SIGPIPE, as it ends `cat` or `grep`. A write can still meet
/// EPIPE while `WorkerProcesses` ignores SIGPIPE for its workers' pipes (progress lines during a
/// run); that is a failed write like any other.
enum Console {
    /// A write to standard output or error that failed, with errno's reason.
    struct WriteFailure: Error, CustomStringConvertible {
        /// "standard output" or "standard error".
        let stream: String
        let reason: String

        var description: String { "cannot write to \(stream): \(reason)" }
    }

    /// The first write that failed in this process, if any.
    private static let firstFailure = Mutex<WriteFailure?>(nil)
    /// Whether standard input was closed when the process started.
    private static let inputClosed = Atomic<Bool>(false)

    /// Run first, before anything opens a file. A standard descriptor that is closed (`>&-`,
    /// `<&-`) is held open on the null device in the direction that cannot be used (standard input
    /// write-only, output and error read-only), so a file opened later never takes its number
    /// (a baseline must never receive the run's output) and a read or write of it still fails
    /// with "Bad file descriptor". SIGPIPE gets its default action, unblocked (see above).
    static func prepare() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            if descriptor == STDIN_FILENO { inputClosed.store(true, ordering: .relaxed) }
            // The lowest free number: the closed one, as 0, 1 and 2 are taken in order.
            let held = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if held >= 0, held != descriptor {
                dup2(held, descriptor)
                close(held)
            }
        }
        signal(SIGPIPE, SIG_DFL)
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_UNBLOCK, &pipeSignal, nil)
    }

    /// Whether standard input was closed when the process started (`<&-`).
    static var isInputClosed: Bool { inputClosed.load(ordering: .relaxed) }

    /// Writes `text` to standard output, whole, or throws why not.
    static func write(_ text: String) throws(WriteFailure) {
        try write(Array(text.utf8))
    }

    /// Writes `bytes` to standard output, whole, or throws why not.
    static func write(_ bytes: [UInt8]) throws(WriteFailure) {
        try write(bytes, to: STDOUT_FILENO, stream: "standard output")
    }

    /// Writes `text` and a newline to standard output, or throws why not.
    static func line(_ text: String) throws(WriteFailure) {
        try write(text + "\n")
    }

    /// Writes `text` to standard error as it is (a progress line). A failure is remembered for the
    /// exit code, not thrown: there is nowhere left to say it.
    static func writeError(_ text: String) {
        try? write(Array(text.utf8), to: STDERR_FILENO, stream: "standard error")
    }

    /// Writes "proofsheet: `message`" as a line on standard error, as every message of the CLI
    /// is written; a failure is remembered for the exit code.
    static func report(_ message: String) {
        writeError("proofsheet: \(message)\n")
    }

    /// The exit code for a command that would exit with `code`: 2 if any write to standard output
    /// or error failed (its output is lost, which is an error whatever the command found), else
    /// `code`.
    static func exitCode(_ code: Int32) -> Int32 {
        firstFailure.withLock { $0 } == nil ? code : 2
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32, stream: String) throws(WriteFailure) {
        do {
            try FileBytes.write(bytes, to: descriptor)
        } catch {
            let failure = WriteFailure(stream: stream, reason: error.reason)
            firstFailure.withLock { if $0 == nil { $0 = failure } }
            throw failure
        }
    }
}
