import Foundation
import Synchronization

/// Temporaries across runs: which a run may remove, and how a run that is stopped removes its own.
///
/// A temporary is named for its run's owner (``TemporaryOwner``). One whose owner is still
/// running is never removed by another run, so a `check` beside a `record` leaves the record's
/// files alone; one whose owner ended is a leftover, which the next run in that folder removes
/// and reports. Temporaries named before owners were (`.NAME.UUID.partial`) have no owner: they
/// are leftovers once they are ``unownedLeftoverAge`` old, which no write of an older build
/// running beside this one takes (a set of sheets stays staged while its run draws them; a
/// baseline's temporary lives for milliseconds).
///
/// A run that is stopped (``stopWriting(waitingUpTo:)``, then
/// ``removeThisRunsTemporaries()``) leaves none of its temporaries: those of this process and of
/// the worker processes it forked, in every folder it wrote a temporary in or swept for leftovers.
extension StagedFiles {
    /// How old a temporary without an owner in its name must be to count as a leftover: an hour.
    package static let unownedLeftoverAge: TimeInterval = 3600

    /// This process's part in its run: the folders its temporaries are in, the folders it swept
    /// (its workers write there), and the writes going on.
    private struct RunState {
        var folders: Set<String> = []
        var trees: Set<String> = []
        var writing = 0
        var stopped = false
    }

    private static let run = Mutex(RunState())

    /// Whether `name` (in `folder`) is a temporary a run left that has ended: see the type's
    /// overview. This run's own temporaries never are.
    package static func isLeftover(_ name: String, in folder: URL) -> Bool {
        guard let part = temporaryUniquePart(of: name) else { return false }
        if let owner = TemporaryOwner(uniquePart: part) { return !owner.isRunning }
        var info = stat()
        guard lstat(folder.appendingPathComponent(name).path, &info) == 0 else { return false }
        return Date().timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec) > unownedLeftoverAge
    }

    /// Removes the leftovers (``isLeftover(_:in:)``) in `folder`, and with `recursive` in the
    /// folders under it that are not hidden (never through a symbolic link); returns their
    /// paths relative to `folder`, sorted. A run sweeps each folder it or its workers write in:
    /// if it is stopped, it removes its own temporaries there too.
    package static func removeLeftovers(in folder: URL, recursive: Bool) -> [String] {
        run.withLock { _ = recursive ? $0.trees.insert(folder.path) : $0.folders.insert(folder.path) }
        var removed: [String] = []
        walk(folder, recursive: recursive) { relative, name, parent in
            if isLeftover(name, in: parent), unlink(parent.appendingPathComponent(name).path) == 0 { removed.append(relative) }
        }
        return removed.sorted()
    }

    /// Removes the leftovers of writes to `destination` (the file, not its whole folder); returns
    /// their names, sorted.
    package static func removeLeftovers(of destination: URL) -> [String] {
        let folder = destination.deletingLastPathComponent()
        run.withLock { _ = $0.folders.insert(folder.path) }
        return temporaries(of: destination).filter { isLeftover($0, in: folder) && unlink(folder.appendingPathComponent($0).path) == 0 }.sorted()
    }

    /// From now on every write of this process waits for ever (the process is ending): none
    /// starts, renames or commits. Waits up to `limit` for those under way to finish, so none
    /// is left half done (a commit half moved, a temporary created after the run's were removed).
    package static func stopWriting(waitingUpTo limit: Duration = .seconds(5)) {
        run.withLock { $0.stopped = true }
        let deadline = ContinuousClock.now + limit
        while run.withLock({ $0.writing > 0 }), ContinuousClock.now < deadline { usleep(1_000) }
    }

    /// Removes every temporary of this run (this process's and its workers') in the folders
    /// this process wrote a temporary in or swept; returns how many. For a run that is stopped,
    /// after ``stopWriting(waitingUpTo:)`` and after its workers ended: nothing of it commits
    /// any more.
    @discardableResult
    package static func removeThisRunsTemporaries() -> Int {
        let (folders, trees) = run.withLock { ($0.folders, $0.trees) }
        var removed = 0
        for (folder, recursive) in folders.map({ ($0, false) }) + trees.map({ ($0, true) }) {
            walk(URL(fileURLWithPath: folder, isDirectory: true), recursive: recursive) { _, name, parent in
                guard temporaryUniquePart(of: name).flatMap(TemporaryOwner.init(uniquePart:)) == .current else { return }
                if unlink(parent.appendingPathComponent(name).path) == 0 { removed += 1 }
            }
        }
        return removed
    }

    /// Runs one write (creating a temporary, renaming, committing) unless this process stopped
    /// writing: then it waits for ever, for the process to end.
    static func writing<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> T {
        let admitted = run.withLock { state in
            if !state.stopped { state.writing += 1 }
            return !state.stopped
        }
        guard admitted else { waitForEver() }
        defer { run.withLock { $0.writing -= 1 } }
        return try body()
    }

    private static func waitForEver() -> Never {
        while true { sleep(60) }
    }

    /// Notes a folder this process creates a temporary in, for ``removeThisRunsTemporaries()``.
    static func noteTemporaryFolder(_ folder: URL) {
        run.withLock { _ = $0.folders.insert(folder.path) }
    }

    /// The part of a temporary's name between the destination's name and `.partial`: the owner
    /// and a random part, or (named before owners were) a UUID; nil for any other name.
    static func temporaryUniquePart(of name: String) -> Substring? {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return nil }
        let inner = name.dropFirst().dropLast(".partial".count)
        guard let dot = inner.lastIndex(of: "."), dot > inner.startIndex else { return nil }
        let part = inner[inner.index(after: dot)...]
        return TemporaryOwner(uniquePart: part) != nil || UUID(uuidString: String(part)) != nil ? part : nil
    }

    /// The names of the temporaries of writes to `destination` in its folder.
    static func temporaries(of destination: URL) -> [String] {
        let prefix = ".\(destination.lastPathComponent)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: destination.deletingLastPathComponent().path)) ?? []
        return names.filter { name in
            guard name.hasPrefix(prefix), let part = temporaryUniquePart(of: name) else { return false }
            return name.count == prefix.count + part.count + ".partial".count
        }
    }

    /// Calls `visit` with each regular file or symbolic link in `folder` whose name is a
    /// temporary's (path relative to `folder`, name, folder it is in), with `recursive` also in
    /// the folders under it that are not hidden, never through a symbolic link.
    private static func walk(
        _ folder: URL, recursive: Bool, relative: String = "", _ visit: (_ relative: String, _ name: String, _ parent: URL) -> Void
    ) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            var info = stat()
            guard lstat(folder.appendingPathComponent(name).path, &info) == 0 else { continue }
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            switch info.st_mode & S_IFMT {
            case S_IFDIR where recursive && !name.hasPrefix("."):
                walk(folder.appendingPathComponent(name, isDirectory: true), recursive: true, relative: path, visit)
            case S_IFREG, S_IFLNK:
                if temporaryUniquePart(of: name) != nil { visit(path, name, folder) }
            default:
                break
            }
        }
    }
}
