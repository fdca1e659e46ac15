import Foundation

/// The run a temporary file belongs to: the process that started it, named by its process id and
/// the time the process started, since a process id alone is reused once its process ends.
///
/// Every temporary ``StagedFiles`` writes carries its run's owner in its name (see
/// ``StagedFiles/temporaryURL(for:)``), so a later or concurrent run removes only the temporaries
/// of runs that ended, never those a running process is still writing or holds to commit. The
/// run of a worker process forked to share a run's work is the run of the process that forked
/// it: its temporaries, handed to the parent to commit, stay protected while the parent runs.
package struct TemporaryOwner: Hashable, Sendable {
    /// The owning process's id.
    package let pid: pid_t
    /// When it started, in clock ticks after boot (`/proc/PID/stat`, field 22); 0 where the
    /// system has no `/proc`, and then a process with the same id counts as the owner.
    package let started: UInt64

    /// An owner from its two parts.
    package init(pid: pid_t, started: UInt64) {
        self.pid = pid
        self.started = started
    }

    /// The running process `pid`, or nil when there is none (a zombie, ended but not yet
    /// reaped, counts as none: it writes nothing more).
    package init?(process pid: pid_t) {
        #if os(Linux)
            guard let fields = Self.statFields(of: "/proc/\(pid)/stat"), fields.count > 19, fields[0] != "Z", fields[0] != "X",
                let started = UInt64(fields[19])
            else { return nil }
            self.init(pid: pid, started: started)
        #else
            guard kill(pid, 0) == 0 || errno == EPERM else { return nil }
            self.init(pid: pid, started: 0)
        #endif
    }

    /// This process's run: this process, or in a worker process the one that forked it, which
    /// read this before forking (ProofSheet's worker processes do), so a worker inherits it.
    package static let current: TemporaryOwner = TemporaryOwner(process: getpid()) ?? TemporaryOwner(pid: getpid(), started: 0)

    /// Whether the owner's process is still running: this run's always is; another's when a
    /// process with its id runs and started when it did.
    package var isRunning: Bool {
        self == Self.current || TemporaryOwner(process: pid).map { $0.started == started || started == 0 || $0.started == 0 } == true
    }

    /// How the owner appears in a temporary's name: `PID-STARTED`.
    var token: String { "\(pid)-\(started)" }

    /// The owner in a temporary's unique part, `PID-STARTED-RANDOM` (16 hex digits), or nil
    /// when `part` is not one.
    init?(uniquePart part: Substring) {
        let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 3, pieces[2].count == 16, pieces[2].allSatisfy(\.isHexDigit),
            pieces[0].allSatisfy(\.isASCII), pieces[1].allSatisfy(\.isASCII),
            let pid = pid_t(pieces[0]), pid > 0, let started = UInt64(pieces[1])
        else { return nil }
        self.init(pid: pid, started: started)
    }

    /// A new unique part for a temporary of this owner: the owner, then 64 random bits.
    func uniquePart() -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return "\(token)-\(String(repeating: "0", count: 16 - random.count))\(random)"
    }

    /// The fields of a `/proc/PID/stat` file after the command name (which may hold spaces and
    /// parentheses, so it ends at the last `)`): the state first, the start time 20th.
    private static func statFields(of path: String) -> [Substring]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }
}
