import Foundation

/// Names of the temporaries `StagedFiles` writes beside a destination (`.NAME.PID-STARTED-RANDOM.partial`,
/// named for the run that owns it), made for a run that is still going or one that ended, and in
/// the format from before temporaries named their owner (`.NAME.UUID.partial`).
package enum TemporaryNames {
    /// A temporary for `name` of a run still going: the process `pid` (this one by default) as
    /// it runs now.
    package static func ofRunningProcess(_ name: String, pid: pid_t = getpid()) -> String {
        ".\(name).\(pid)-\(started(pid))-\(random()).partial"
    }

    /// A temporary for `name` of a run that ended: this process's id with a start time it did
    /// not start at, as when an ended run's id is taken by a new process.
    package static func ofEndedRun(_ name: String) -> String {
        ".\(name).\(getpid())-\(started(getpid()) + 1)-\(random()).partial"
    }

    /// A temporary for `name` named before temporaries named their owner.
    package static func unowned(_ name: String) -> String {
        ".\(name).\(UUID().uuidString).partial"
    }

    /// When process `pid` started, in clock ticks after boot: `/proc/PID/stat`, field 22.
    package static func started(_ pid: pid_t) -> UInt64 {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = text.lastIndex(of: ")") else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) ?? 0 : 0
    }

    /// The process ids whose parent is `pid` (from `/proc/*/stat`, field 4).
    package static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let child = pid_t(entry), let text = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = text.lastIndex(of: ")")
            else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == pid ? child : nil
        }.sorted()
    }

    private static func random() -> String {
        let value = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - value.count) + value
    }
}
