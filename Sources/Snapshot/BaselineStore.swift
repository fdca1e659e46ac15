import Foundation

/// The baselines under one folder (`Snapshots/` by default), addressed by relative paths.
///
/// Writes are atomic (a temporary file beside the target, then a rename), so an interrupted run
/// never leaves a truncated baseline; a write whose bytes equal the stored ones does nothing,
/// so the file and its modification time stay as they were.
public struct BaselineStore: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    public func url(for relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// The stored bytes, or nil when there is no baseline.
    public func read(_ relativePath: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(for: relativePath).path).map { [UInt8]($0) }
    }

    /// Stores `bytes` unless the baseline already holds exactly them; returns whether it wrote.
    @discardableResult
    public func write(_ bytes: [UInt8], to relativePath: String) throws(BaselineStoreError) -> Bool {
        if read(relativePath) == bytes { return false }
        let target = url(for: relativePath)
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).partial")
        do {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw BaselineStoreError(path: target.path, reason: (error as NSError).localizedDescription)
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw BaselineStoreError(path: target.path, reason: reason)
        }
        return true
    }

    /// Every PNG baseline under `folder` (relative to the root), as sorted relative paths.
    public func baselines(under folder: String) -> [String] {
        let base = url(for: folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var found: [String] = []
        for case let file as URL in walker where file.pathExtension == "png" && !file.lastPathComponent.hasPrefix(".") {
            let relative = file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)
            found.append(String(relative))
        }
        return found.sorted()
    }

    /// Deletes a baseline.
    public func remove(_ relativePath: String) throws(BaselineStoreError) {
        do {
            try FileManager.default.removeItem(at: url(for: relativePath))
        } catch {
            throw BaselineStoreError(path: url(for: relativePath).path, reason: (error as NSError).localizedDescription)
        }
    }
}

/// A baseline that could not be written or removed; the old file, if any, is intact.
public struct BaselineStoreError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String

    public var description: String { "cannot write baseline \(path): \(reason)" }
}
