import Foundation
import Rendering
import Snapshot

extension SnapshotReport {
    /// The report in the manifest.json at `path` (one `check` wrote), for merging shards and for
    /// balancing them by an earlier run's times; an error naming the file and what is wrong.
    public init(manifestAt path: String) throws(ManifestError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ManifestError(file: path, reason: error.reason) }
        try self.init(manifest: bytes, path: path)
    }

    /// The report in the manifest.json inside `folder` (a shard's output), read as the folder's
    /// data: a regular file in it, never a symbolic link (`FileBytes.read(_:inside:limit:)`, Rendering).
    public init(manifestInside folder: URL) throws(ManifestError) {
        let path = folder.appendingPathComponent("manifest.json").relativePath
        let bytes: [UInt8]
        do { bytes = try FileBytes.read("manifest.json", inside: folder.path) } catch { throw ManifestError(file: path, reason: error.reason) }
        try self.init(manifest: bytes, path: path)
    }

    private init(manifest bytes: [UInt8], path: String) throws(ManifestError) {
        do { self = try JSONDecoder().decode(SnapshotReport.self, from: Data(bytes)) } catch {
            throw ManifestError(file: path, reason: "it is not a manifest.json that proofsheet check writes (\(JSONDecodingProblem.describe(error)))")
        }
    }
}

/// A manifest.json that cannot be read: which file and why.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
