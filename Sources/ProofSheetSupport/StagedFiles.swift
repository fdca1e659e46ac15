import Foundation
import Synchronization

/// Files written all-or-nothing: each is written to a hidden temporary file beside its
/// destination, and only ``commit()`` renames them into place. If anything fails first,
/// ``discard()`` (or deinit) removes the temporaries, so a failed or interrupted run never leaves
/// a truncated file or half a set. ``write(_:to:creatingFolder:)`` does the same for one file:
/// it is the one writer output and baselines go through, each temporary flushed to disk
/// (fsync) before its rename unless the caller says the file need not survive a power cut.
/// Threads may stage files at once (sheets drawn in parallel). Each temporary is named for the
/// run that owns it, so only those of runs that ended are removed as leftovers, and a run that is
/// stopped by a signal removes its own (see `StagedFiles+Runs.swift`).
package final class StagedFiles: Sendable {
    private struct State {
        var staged: [(temporary: URL, destination: URL)] = []
        var committed = false
    }

    private let state = Mutex(State())

    package init() {}

    deinit {
        if !state.withLock(\.committed) { discard() }
    }

    /// The destinations staged so far, in the order they were staged.
    package var destinations: [URL] { state.withLock { $0.staged.map(\.destination) } }

    /// Writes `bytes` to a temporary file for `destination`, creating its folder if needed; with
    /// `durable` false, not flushed to disk first (see ``write(_:to:creatingFolder:durable:)``).
    /// Only a regular file (or nothing) is staged over (``OutputDestination``): a set is all or
    /// nothing, which a device or a pipe cannot be.
    package func stage(_ bytes: some Collection<UInt8>, at destination: URL, durable: Bool = true) throws(RenderError) {
        if let refusal = Self.refusal(of: destination) { throw .notWritable(path: destination.path, reason: refusal) }
        try Self.createFolder(for: destination)
        let temporary = try Self.writing { () throws(RenderError) in try Self.writeTemporary(bytes, for: destination, durable: durable) }
        state.withLock { $0.staged.append((temporary, destination)) }
    }

    /// A staged file passed from one `StagedFiles` to another: from a worker process that
    /// wrote it to the one in the parent that commits the set.
    package struct Handed: Codable, Hashable, Sendable {
        /// The temporary's path.
        package var temporary: String
        /// Where the file goes on commit.
        package var destination: String
    }

    /// Gives up every file staged so far, in order: they stay on disk for the ``adopt(_:)`` of
    /// another `StagedFiles`, which commits or discards them; this one no longer does.
    package func handOver() -> [Handed] {
        state.withLock { state in
            defer { state.staged.removeAll() }
            return state.staged.map { Handed(temporary: $0.temporary.path, destination: $0.destination.path) }
        }
    }

    /// Takes on files another `StagedFiles` handed over, after those staged so far.
    package func adopt(_ files: [Handed]) {
        let adopted = files.map { (temporary: URL(fileURLWithPath: $0.temporary), destination: URL(fileURLWithPath: $0.destination)) }
        for folder in Set(adopted.map { $0.temporary.deletingLastPathComponent() }) { Self.noteTemporaryFolder(folder) }
        state.withLock { $0.staged += adopted }
    }

    /// Writes one file all-or-nothing: a temporary beside `destination`, flushed to disk, then
    /// renamed over it. A failure (or a kill) never leaves a truncated `destination`; a failure
    /// leaves no temporary either. With `creatingFolder` false the folder must already exist.
    /// With `durable` false the temporary is not flushed to disk first (about a millisecond a
    /// file): for output a run writes again, such as each variant's rendering for the report,
    /// where only a power cut, not a kill, could leave the file empty. Baselines stay durable.
    /// Such a file replaces the one it writes again by removing it first: renaming over an
    /// existing file makes ext4 write the new file's data out at once (`auto_da_alloc`), which
    /// took 0.7 ms a file against 0.1 ms. A kill between the two, or a rename that fails after
    /// the removal, leaves that file missing, not truncated.
    /// Only a regular file (or nothing) is replaced: a device, a FIFO or a descriptor link
    /// (`-o /dev/null`, `-o /dev/stdout`) is written in place, and a folder, socket or other
    /// symbolic link is refused (``OutputDestination``). A failed write leaves none of the
    /// folders it made.
    package static func write(_ bytes: some Collection<UInt8>, to destination: URL, creatingFolder: Bool = true, durable: Bool = true)
        throws(RenderError)
    {
        if try OutputDestination.of(destination.path) == .stream { return try OutputDestination.writeStream(bytes, to: destination.path) }
        var made: [String] = []
        if creatingFolder, case .success(let folders) = FileProblem.missingFolders(destination.deletingLastPathComponent()) { made = folders }
        do throws(RenderError) { try replace(destination, with: bytes, creatingFolder: creatingFolder, durable: durable) } catch {
            FileProblem.removeEmptyFolders(made)
            throw error
        }
    }

    /// ``write(_:to:creatingFolder:durable:)`` of a regular file or nothing: a temporary renamed over it.
    private static func replace(_ destination: URL, with bytes: some Collection<UInt8>, creatingFolder: Bool, durable: Bool) throws(RenderError) {
        if creatingFolder { try createFolder(for: destination) }
        try writing { () throws(RenderError) in
            let temporary = try writeTemporary(bytes, for: destination, durable: durable)
            if !durable { unlink(destination.path) }
            guard rename(temporary.path, destination.path) == 0 else {
                let reason = FileProblem.reason(errno: errno)
                unlink(temporary.path)
                throw .notWritable(path: destination.path, reason: reason)
            }
        }
    }

    /// Nil when `destination` is a regular file or nothing, which a rename may replace; else why
    /// not (a device, a FIFO, a folder, a symbolic link: ``OutputDestination``).
    private static func refusal(of destination: URL) -> String? {
        do {
            return try OutputDestination.of(destination.path) == .file
                ? nil : "is a device or a pipe; a set of files is written only to regular files"
        } catch {
            return error.reason
        }
    }

    /// The hidden temporary a write to `destination` uses, beside it: `.NAME.PID-STARTED-RANDOM.partial`,
    /// named for the run that owns it (``TemporaryOwner/current``) and 64 random bits. Notes the
    /// folder as one this run writes in (see ``removeThisRunsTemporaries()``).
    package static func temporaryURL(for destination: URL) -> URL {
        let folder = destination.deletingLastPathComponent()
        noteTemporaryFolder(folder)
        return folder.appendingPathComponent(".\(destination.lastPathComponent).\(TemporaryOwner.current.uniquePart()).partial")
    }

    /// Whether `name` is a temporary's name (see ``temporaryURL(for:)``, or `.NAME.UUID.partial`
    /// from before temporaries named their owner): one a killed run may have left behind.
    package static func isTemporaryName(_ name: String) -> Bool {
        temporaryUniquePart(of: name) != nil
    }

    /// Removes the temporaries of writes to `destination` that are not this set's own and that
    /// either a run that ended left or this run did (a worker process of it killed while writing
    /// them); a concurrent run's are left alone (see ``isLeftover(_:in:)``).
    package func removeAbandonedTemporaries(of destination: URL) {
        let own = Set(state.withLock { $0.staged.map(\.temporary.lastPathComponent) })
        let folder = destination.deletingLastPathComponent()
        for name in Self.temporaries(of: destination) where !own.contains(name) {
            let thisRun = Self.temporaryUniquePart(of: name).flatMap(TemporaryOwner.init(uniquePart:)) == .current
            if thisRun || Self.isLeftover(name, in: folder) { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    private static func createFolder(for destination: URL) throws(RenderError) {
        if let problem = FileProblem.createFolder(destination.deletingLastPathComponent()) {
            throw .notWritable(path: destination.path, reason: problem)
        }
    }

    /// Writes (and, when `durable`, fsyncs) a new temporary for `destination` with POSIX calls, so
    /// a failure reports errno's reason; on failure nothing is left.
    private static func writeTemporary(_ bytes: some Collection<UInt8>, for destination: URL, durable: Bool = true) throws(RenderError) -> URL {
        let temporary = temporaryURL(for: destination)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .notWritable(path: destination.path, reason: FileProblem.reason(errno: errno)) }
        var failure: String?
        do { try FileBytes.write(bytes, to: descriptor) } catch { failure = error.reason }
        // On disk before the rename, so a crash cannot leave a renamed but empty file.
        if failure == nil, durable, fsync(descriptor) != 0 { failure = FileProblem.reason(errno: errno) }
        if close(descriptor) != 0, failure == nil { failure = FileProblem.reason(errno: errno) }
        if let failure {
            unlink(temporary.path)
            throw .notWritable(path: destination.path, reason: failure)
        }
        return temporary
    }

    /// Renames every staged file into place (each rename is atomic). If a rename fails, the files
    /// already moved are taken back out (a replaced file gets its previous contents back) and the
    /// remaining temporaries are removed, so the set is all or nothing.
    package func commit() throws(RenderError) {
        try Self.writing { () throws(RenderError) in try commitStaged() }
    }

    private func commitStaged() throws(RenderError) {
        let staged = state.withLock { $0.staged }
        var moved: [(destination: URL, previous: URL?)] = []
        for (index, file) in staged.enumerated() {
            // What was staged for may have become a device, a link or a folder since.
            let refusal = Self.refusal(of: file.destination)
            // A file being replaced stays reachable under a hidden name until every rename worked.
            var previous: URL? = file.temporary.deletingLastPathComponent()
                .appendingPathComponent(".\(file.destination.lastPathComponent).\(UUID().uuidString).previous")
            if refusal != nil || link(file.destination.path, previous!.path) != 0 { previous = nil }
            guard refusal == nil, rename(file.temporary.path, file.destination.path) == 0 else {
                let reason = refusal ?? FileProblem.reason(errno: errno)
                if let previous { unlink(previous.path) }
                for done in moved.reversed() {
                    if let backup = done.previous { rename(backup.path, done.destination.path) } else { unlink(done.destination.path) }
                }
                for remaining in staged[index...] { try? FileManager.default.removeItem(at: remaining.temporary) }
                state.withLock { $0.committed = true }
                throw .notWritable(path: file.destination.path, reason: reason)
            }
            moved.append((file.destination, previous))
        }
        for done in moved { if let previous = done.previous { unlink(previous.path) } }
        state.withLock { $0.committed = true }
    }

    /// Removes every temporary file; nothing reaches its destination.
    package func discard() {
        let staged = state.withLock { state in
            defer { state.staged.removeAll() }
            return state.staged
        }
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
    }
}
