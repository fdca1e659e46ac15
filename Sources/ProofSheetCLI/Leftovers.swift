import Foundation
import ProofSheet
import ProofSheetSupport

/// What interrupted runs left where a command writes: each command removes, before it writes,
/// the temporaries of runs that ended (`StagedFiles.isLeftover`) in its output folder or beside
/// its output file, as check and record do beside the baselines, and says which on stderr. A
/// concurrent run's temporaries are left alone. The folders swept are also the ones a run
/// stopped by a signal clears of its own (`RunInterruption`).
enum Leftovers {
    /// Removes the leftovers in `folder` (as the user gave it), with `recursive` in the folders
    /// under it too, and says which.
    static func remove(in folder: String, recursive: Bool) {
        let removed = StagedFiles.removeLeftovers(in: URL(fileURLWithPath: folder, isDirectory: true), recursive: recursive)
        report(removed.map { (folder as NSString).appendingPathComponent($0) })
    }

    /// Removes the leftovers of writes to the file `path`, and says which.
    static func remove(of path: String) {
        let removed = StagedFiles.removeLeftovers(of: URL(fileURLWithPath: path))
        report(removed.map { ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent($0) })
    }

    /// Says on stderr which temporaries of an interrupted run were removed, if any.
    static func report(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        Console.report("removed \(paths.count.counted("leftover temporary file")) from an interrupted run: \(paths.joined(separator: ", "))")
    }
}
