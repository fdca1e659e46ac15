import Foundation
import Rendering

extension SnapshotReport {
    /// The report in the manifest.json at `path` (one `check` wrote), for merging shards and for
    /// balancing them by an earlier run's times; an error naming the file and what is wrong.
    public init(manifestAt path: String) throws(ManifestError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ManifestError(file: path, reason: error.reason) }
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
