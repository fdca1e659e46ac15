import Foundation
import Synchronization
import Testing

@testable import ProofSheet

/// Before forking, worker processes wait for Pango's font-matching threads (a worker forked
/// while one runs would wait for ever for its result): a thread named as Pango names them holds
/// the fork back until it ends, and with none there is no wait.
@Suite struct PangoFontThreadTests {
    /// Names the calling thread (Linux keeps the first 15 bytes), as GLib names Pango's.
    static func name(_ name: String) {
        try? name.write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/thread-self/comm")))
    func forkingWaitsForAThreadNamedAsPangosAre() throws {
        let start = ContinuousClock.now
        WorkerProcesses.waitForPangoFontThreads()
        #expect(ContinuousClock.now - start < .milliseconds(100), "no Pango thread: no wait")

        let named = Mutex(false)
        let thread = Thread {
            Self.name("[pango] FcFontSetSort")
            named.withLock { $0 = true }
            Thread.sleep(forTimeInterval: 0.4)
        }
        thread.start()
        while !named.withLock({ $0 }) { usleep(1_000) }
        let waited = ContinuousClock.now
        WorkerProcesses.waitForPangoFontThreads()
        #expect(ContinuousClock.now - waited > .milliseconds(250), "waited for the thread to end")
        let capped = ContinuousClock.now
        let second = Thread {
            Self.name("[pango] FcFontSetMatch")
            Thread.sleep(forTimeInterval: 1)
        }
        second.start()
        usleep(50_000)
        WorkerProcesses.waitForPangoFontThreads(limit: .milliseconds(200))
        #expect(ContinuousClock.now - capped < .milliseconds(900), "the wait has a limit")
    }
}
