import CSystem
import Foundation
import ProofSheetSupport
import Rendering
import Synchronization

/// What a run does when it is told to stop (SIGINT, SIGTERM or SIGHUP): it stops, and with it
/// every worker process it forked, and it leaves no temporary file behind.
///
/// ``handleSignals()`` blocks those signals in every thread and has one thread wait for them
/// (`sigwait`), so no signal handler runs and what is done on a signal may take locks, allocate
/// and wait. On the first signal that thread
/// 1. stops every write of this process (`StagedFiles.stopWriting`): the writes under way
///    finish, no other starts, renames or commits, and whatever runs next waits for the end;
/// 2. stops the worker processes (SIGTERM, then SIGKILL after a second), waits for each, and
///    hands out no more work;
/// 3. removes every temporary of the run, this process's and its workers' (`StagedFiles.removeThisRunsTemporaries`);
/// 4. says so on stderr and ends the process by the same signal, with its default action, so the
///    shell sees it ended by that signal (status 128 + N).
///
/// A worker process ends with the process that forked it even when that one is killed outright
/// (`PR_SET_PDEATHSIG` on Linux); what it was writing is then a leftover of a run that ended,
/// which the next run in that folder removes. A signal ignored when the process started (as
/// `nohup` and background jobs of a script ignore some) stays ignored.
package enum RunInterruption {
    /// The signals ``handleSignals()`` waits for: the ones not ignored at its call.
    private static let handled = Mutex<[Int32]>([])
    /// Set once a signal arrived: the run is ending.
    private static let stopping = Atomic<Bool>(false)

    /// Stops the run cleanly on SIGINT, SIGTERM and SIGHUP (see the type's overview). Call it
    /// first thing, before any other thread starts: every thread started later inherits the
    /// blocked signals; one started before would take a signal's default action instead.
    package static func handleSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        var chosen: [Int32] = []
        for signal in [SIGINT, SIGTERM, SIGHUP] where !isIgnored(signal) {
            sigaddset(&set, signal)
            chosen.append(signal)
        }
        guard !chosen.isEmpty else { return }
        handled.withLock { $0 = chosen }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let waiter = Thread { [set] in
            var set = set
            var signal: Int32 = 0
            while sigwait(&set, &signal) != 0 {}
            stop(by: signal)
        }
        waiter.name = "signals"
        waiter.start()
    }

    /// Whether a signal arrived and the run is ending: whatever would start now must not.
    static var isStopping: Bool { stopping.load(ordering: .acquiring) }

    /// Waits for the end of a run that is stopping (``isStopping``), which the signal's thread
    /// brings about.
    static func waitForTheEnd() -> Never {
        while true { sleep(60) }
    }

    /// In a worker process just forked from a process `parent`: it ends when its parent does,
    /// and takes SIGINT, SIGTERM and SIGHUP with their default action (the parent stops it with
    /// SIGTERM). A worker whose parent ended before this exits at once.
    static func enterWorker(parent: pid_t) {
        _ = ps_end_with_parent()
        if getppid() != parent { _exit(0) }
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled.withLock({ $0 }) { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The signal's thread: steps 1 to 4 of the type's overview. Never returns.
    private static func stop(by received: Int32) {
        stopping.store(true, ordering: .releasing)
        StagedFiles.stopWriting()
        let workers = WorkerProcesses.stopAll(grace: .seconds(1))
        let removed = StagedFiles.removeThisRunsTemporaries()
        let name = String(cString: strsignal(received))
        var message = "proofsheet: stopped by signal \(received) (\(name))"
        if workers > 0 { message += "; stopped \(workers) worker process\(workers == 1 ? "" : "es")" }
        if removed > 0 { message += "; removed \(removed) temporary file\(removed == 1 ? "" : "s") of the run" }
        // On a terminal, over the progress bar (and the ^C the terminal echoed).
        let clear = isatty(STDERR_FILENO) == 1 ? "\r\u{1B}[2K" : ""
        // A write that fails (standard error full or closed) loses only this line.
        try? FileBytes.write(Array((clear + message + "\n").utf8), to: STDERR_FILENO)
        signal(received, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, received)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(received)
        _exit(128 + received)
    }

    /// Whether `signal` is ignored (`SIG_IGN`), as it may be inherited.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var action = sigaction()
        guard sigaction(signal, nil, &action) == 0 else { return false }
        #if os(Linux)
            let handler = action.__sigaction_handler.sa_handler
        #else
            let handler = action.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
