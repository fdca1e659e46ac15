import Foundation

/// The operating system's words for why a file operation failed, so that errors name a path and
/// a reason ("Permission denied", "No space left on device") instead of a Foundation error.
package enum FileProblem {
    /// errno's reason for `code`.
    package static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Creates `folder` and any missing parents (following symbolic links to folders). Returns
    /// nil on success, else why not: a file where a folder is expected ("/x/out is a file, not
    /// a folder") or errno's reason for the folder that could not be made.
    package static func createFolder(_ folder: URL) -> String? {
        let missing: [String]
        switch missingFolders(folder) {
        case .success(let folders): missing = folders
        case .failure(let problem): return problem.reason
        }
        for path in missing.reversed() where mkdir(path, 0o777) != 0 && errno != EEXIST {
            return "cannot create \(path): \(reason(errno: errno))"
        }
        return nil
    }

    /// The folders ``createFolder(_:)`` would make for `folder`, deepest first (empty when it
    /// exists), so a caller that fails later can take back the ones it made with
    /// ``removeEmptyFolders(_:)``; else why `folder` cannot be made.
    package static func missingFolders(_ folder: URL) -> Result<[String], FileBytes.Failure> {
        var missing: [String] = []
        var path = folder.standardizedFileURL.path
        while true {
            var info = stat()
            if stat(path, &info) == 0 {
                if info.st_mode & S_IFMT != S_IFDIR { return .failure(.init(reason: "\(path) is a file, not a folder")) }
                return .success(missing)
            }
            // ENOTDIR: some ancestor is a file; keep climbing to name it.
            guard errno == ENOENT || errno == ENOTDIR, path != "/" else {
                return .failure(.init(reason: "cannot use \(path): \(reason(errno: errno))"))
            }
            missing.append(path)
            path = (path as NSString).deletingLastPathComponent
        }
    }

    /// Removes those of `folders` (deepest first, as ``missingFolders(_:)`` lists them) that
    /// are empty: what a failed write made and no longer needs. A folder something was put in
    /// meanwhile stays.
    package static func removeEmptyFolders(_ folders: [String]) {
        for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(folder) }
    }
}
