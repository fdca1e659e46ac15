import Foundation
import ProofSheet
import Synchronization

/// Shows a run's progress on stderr: a redrawn bar on a terminal, one line per variant otherwise.
final class ProgressReporter: Sendable {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let lock = Mutex<Void>(())

    func update(done: Int, total: Int, outcomes: [SnapshotOutcome]) {
        lock.withLock { _ in
            let last = outcomes.last
            let text = last.map { "\($0.status.rawValue) \($0.name)" } ?? ""
            if isTerminal {
                let width = 24
                let filled = total == 0 ? width : done * width / total
                let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
                write("\r\u{1B}[2K[\(bar)] \(done)/\(total) \(text.prefix(80))" + (done == total ? "\n" : ""))
            } else {
                write("[\(done)/\(total)] \(text)\n")
            }
        }
    }

    private func write(_ text: String) {
        Console.writeError(text)
    }
}
