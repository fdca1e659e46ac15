import DynamicType
import Foundation
import ProofSheetSupport

/// The baselines under one folder (`Snapshots/` by default), addressed by relative paths.
///
/// Writes are atomic (`StagedFiles.write`: a temporary `.NAME.PID-STARTED-RANDOM.partial` beside
/// the target, named for its run, flushed to disk, then renamed over it), so an interrupted run
/// never leaves a truncated baseline; ``removeLeftovers(under:)`` clears the temporaries a killed
/// run left, never those of a run still going. A write whose
/// bytes equal the stored ones does nothing, so the file and its modification time stay as they
/// were.
///
/// The store never leaves its root and never follows a link: a relative path that is empty,
/// absolute, or has an empty, `.` or `..` component or a control character is refused, and a
/// baseline that is a symbolic link, a folder, a FIFO or anything but a regular file is an error
/// naming it: it is not read, replaced or removed.
package struct BaselineStore: Sendable {
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    /// Where `relativePath` lies under the root, unchecked (see ``read(_:)`` for the checks).
    package func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The stored bytes, or nil when there is no baseline.
    package func read(_ relativePath: String) throws(BaselineStoreError) -> [UInt8]? {
        try contents(of: try checkedURL(relativePath, for: .read), for: .read)
    }

    /// Stores `bytes` unless the baseline already holds exactly them; returns whether it wrote.
    @discardableResult
    package func write(_ bytes: [UInt8], to relativePath: String) throws(BaselineStoreError) -> Bool {
        let file = try checkedURL(relativePath, for: .write)
        if try contents(of: file, for: .write) == bytes { return false }
        do {
            try StagedFiles.write(bytes, to: file)
        } catch {
            throw BaselineStoreError(operation: .write, path: file.path, reason: error.reason)
        }
        return true
    }

    /// The bytes of the regular file at `file`, nil when there is none; errors name `operation`.
    private func contents(of file: URL, for operation: BaselineStoreError.Operation) throws(BaselineStoreError) -> [UInt8]? {
        guard try isRegularFile(file, for: operation) else { return nil }
        // Opened so that a link swapped in since the check fails (O_NOFOLLOW) and a FIFO does not block (O_NONBLOCK).
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw BaselineStoreError(operation: operation, path: file.path, reason: FileProblem.reason(errno: errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw BaselineStoreError(operation: operation, path: file.path, reason: FileProblem.reason(errno: errno))
        }
        if let problem = Self.problem(mode: info.st_mode) { throw BaselineStoreError(operation: operation, path: file.path, reason: problem) }
        do {
            return try FileBytes.read(descriptor: descriptor)
        } catch {
            throw BaselineStoreError(operation: operation, path: file.path, reason: error.reason)
        }
    }

    /// Every PNG baseline under `folder` (relative to the root), as sorted relative paths: regular
    /// files only, hidden ones (temporaries) left out, symbolic links never followed.
    package func baselines(under folder: String) -> [String] {
        var found: [String] = []
        walk(folder) { relative, name, mode in
            if mode & S_IFMT == S_IFREG, !name.hasPrefix("."), name.hasSuffix(".png") { found.append(relative) }
        }
        return found.sorted()
    }

    /// Deletes a baseline (a regular file; anything else is an error and stays).
    package func remove(_ relativePath: String) throws(BaselineStoreError) {
        let file = try checkedURL(relativePath, for: .remove)
        guard try isRegularFile(file, for: .remove) else {
            throw BaselineStoreError(operation: .remove, path: file.path, reason: FileProblem.reason(errno: ENOENT))
        }
        guard unlink(file.path) == 0 else { throw BaselineStoreError(operation: .remove, path: file.path, reason: FileProblem.reason(errno: errno)) }
    }

    /// Throws when the root or a folder on the way to `folder` exists but is not a folder, so a
    /// run fails once, naming it, instead of once per baseline. Missing folders are fine.
    package func checkFolder(_ folder: String) throws(BaselineStoreError) {
        var path = root.standardizedFileURL.path
        for component in [""] + folder.split(separator: "/").map(String.init) {
            if !component.isEmpty { path += "/" + component }
            var info = stat()
            guard stat(path, &info) == 0 else {
                if errno == ENOENT { return }
                throw BaselineStoreError(operation: .useFolder, path: path, reason: FileProblem.reason(errno: errno))
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                throw BaselineStoreError(
                    operation: .useFolder, path: path, reason: "it is a file, not a folder; move it away or choose another baselines folder")
            }
        }
    }

    /// Deletes the temporary files an interrupted run left under `folder` (those of runs that
    /// ended: `StagedFiles.isLeftover(_:in:)`), and returns their relative paths, sorted.
    package func removeLeftovers(under folder: String) -> [String] {
        StagedFiles.removeLeftovers(in: url(for: folder), recursive: true).map { folder.isEmpty ? $0 : "\(folder)/\($0)" }
    }

    /// Calls `visit` with each entry under `folder` (relative path, name, lstat mode), going into
    /// folders that are not hidden and never through a symbolic link.
    private func walk(_ folder: String, _ visit: (_ relative: String, _ name: String, _ mode: mode_t) -> Void) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url(for: folder).path)) ?? []
        for name in names {
            let relative = folder.isEmpty ? name : "\(folder)/\(name)"
            var info = stat()
            guard lstat(url(for: relative).path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if !name.hasPrefix(".") { walk(relative, visit) }
            } else {
                visit(relative, name, info.st_mode)
            }
        }
    }

    /// The file for `relativePath`, or an error when the path could reach outside the root.
    private func checkedURL(_ relativePath: String, for operation: BaselineStoreError.Operation) throws(BaselineStoreError) -> URL {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        let problem: String? =
            if relativePath.isEmpty { "the path is empty" } else if relativePath.hasPrefix("/") {
                "the path is absolute"
            } else if relativePath.containsControlCharacter { "the path has a control character" } else if components.contains(where: \.isEmpty) {
                "the path has an empty component"
            } else if components.contains(where: { $0 == "." || $0 == ".." }) { "the path has a '.' or '..' component" } else { nil }
        guard let problem else { return url(for: relativePath) }
        let shown = relativePath.unicodeScalars.map { $0.isControlCharacter ? $0.escaped(asASCII: true) : String($0) }.joined()
        throw BaselineStoreError(
            operation: operation, path: "\(root.path)/\(shown)",
            reason: "\(problem); a baseline path must stay inside the baselines folder"
        )
    }

    /// Whether a regular file is at `file` (false when nothing is); an error for anything else
    /// there, and for a path that cannot be examined.
    private func isRegularFile(_ file: URL, for operation: BaselineStoreError.Operation) throws(BaselineStoreError) -> Bool {
        var info = stat()
        guard lstat(file.path, &info) == 0 else {
            if errno == ENOENT { return false }
            let reason = errno == ENOTDIR ? Self.fileInTheWay(of: file) : FileProblem.reason(errno: errno)
            throw BaselineStoreError(operation: operation, path: file.path, reason: reason)
        }
        if let problem = Self.problem(mode: info.st_mode) { throw BaselineStoreError(operation: operation, path: file.path, reason: problem) }
        return true
    }

    /// Why a file of this type cannot be a baseline; nil for a regular file.
    private static func problem(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFLNK:
            "it is a symbolic link; baselines must be regular files and ProofSheet never follows or replaces a link (replace it with a copy of its target, or delete it)"
        case S_IFDIR: "it is a folder, not a baseline file; move it away"
        case S_IFIFO: "it is a FIFO (named pipe), not a baseline file; delete it"
        case S_IFSOCK: "it is a socket, not a baseline file; delete it"
        default: "it is a device, not a baseline file; delete it"
        }
    }

    /// For ENOTDIR: which ancestor of `file` is a file where a folder belongs.
    private static func fileInTheWay(of file: URL) -> String {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            var info = stat()
            if stat(folder.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { return "\(folder.path) is a file, not a folder" }
            folder = folder.deletingLastPathComponent()
        }
        return FileProblem.reason(errno: ENOTDIR)
    }
}
