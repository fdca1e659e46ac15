import Foundation

/// Files written all-or-nothing: each is written to a hidden temporary file beside its
/// destination, and only ``commit()`` renames them into place. If anything fails first,
/// ``discard()`` (or deinit) removes the temporaries, so a failed or interrupted run never leaves
/// a truncated file or half a set.
public final class StagedFiles {
    private var staged: [(temporary: URL, destination: URL)] = []
    private var committed = false

    public init() {}

    deinit {
        if !committed { discard() }
    }

    /// The destinations staged so far, in order.
    public var destinations: [URL] { staged.map(\.destination) }

    /// Writes `bytes` to a temporary file for `destination`, creating its folder if needed.
    public func stage(_ bytes: some Collection<UInt8>, at destination: URL) throws(RenderError) {
        let folder = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .notWritable(path: destination.path, reason: Self.folderProblem(folder) ?? Self.reason(error))
        }
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        // POSIX calls, so a failure reports errno's reason ("Permission denied", "No space left
        // on device") rather than a generic Foundation error.
        guard let file = fopen(temporary.path, "wb") else {
            throw .notWritable(path: destination.path, reason: String(cString: strerror(errno)))
        }
        let data = Array(bytes)
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let writeError = written == data.count ? 0 : errno
        let closed = fclose(file) == 0
        guard writeError == 0, closed else {
            let reason = String(cString: strerror(writeError != 0 ? writeError : errno))
            unlink(temporary.path)
            throw .notWritable(path: destination.path, reason: reason)
        }
        staged.append((temporary, destination))
    }

    /// Renames every staged file into place (each rename is atomic). If a rename fails, the files
    /// already moved are taken back out (a replaced file gets its previous contents back) and the
    /// remaining temporaries are removed, so the set is all or nothing.
    public func commit() throws(RenderError) {
        var moved: [(destination: URL, previous: URL?)] = []
        for (index, file) in staged.enumerated() {
            // A file being replaced stays reachable under a hidden name until every rename worked.
            var previous: URL? = file.temporary.deletingLastPathComponent()
                .appendingPathComponent(".\(file.destination.lastPathComponent).\(UUID().uuidString).previous")
            if link(file.destination.path, previous!.path) != 0 { previous = nil }
            guard rename(file.temporary.path, file.destination.path) == 0 else {
                let reason = String(cString: strerror(errno))
                if let previous { unlink(previous.path) }
                for done in moved.reversed() {
                    if let backup = done.previous { rename(backup.path, done.destination.path) } else { unlink(done.destination.path) }
                }
                for remaining in staged[index...] { try? FileManager.default.removeItem(at: remaining.temporary) }
                committed = true
                throw .notWritable(path: file.destination.path, reason: reason)
            }
            moved.append((file.destination, previous))
        }
        for done in moved { if let previous = done.previous { unlink(previous.path) } }
        committed = true
    }

    /// Removes every temporary file; nothing reaches its destination.
    public func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        staged.removeAll()
    }

    /// Why `folder` cannot be created: an ancestor that is a file, or errno's reason for making
    /// the first missing folder.
    private static func folderProblem(_ folder: URL) -> String? {
        var ancestor = folder, missing = folder
        while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
            missing = ancestor
            ancestor = ancestor.deletingLastPathComponent()
        }
        var isFolder: ObjCBool = false
        FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder)
        if !isFolder.boolValue { return "\(ancestor.path) is a file, not a folder" }
        if mkdir(missing.path, 0o777) != 0 { return "cannot create \(missing.path): \(String(cString: strerror(errno)))" }
        rmdir(missing.path)
        return nil
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }
}
