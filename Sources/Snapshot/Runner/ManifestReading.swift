import DynamicType
import Foundation
import ProofSheetSupport
import Variants

extension SnapshotReport {
    /// The report in the manifest.json at `path` (one `check` wrote), for merging shards and for
    /// balancing them by an earlier run's times; an error naming the file and what is wrong.
    /// `axes` label and order each variant's axis values (``VariantAxes/recordedAxesKey``).
    package init(manifestAt path: String, axes: [RecordedAxis] = []) throws(ManifestError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ManifestError(file: path, reason: error.reason) }
        try self.init(manifest: bytes, path: path, axes: axes)
    }

    /// The report in the manifest.json inside `folder` (a shard's output), read as the folder's
    /// data: a regular file in it, never a symbolic link (`FileBytes.read(_:inside:limit:)`, Rendering).
    /// `axes` as for ``init(manifestAt:axes:)``.
    package init(manifestInside folder: URL, axes: [RecordedAxis] = []) throws(ManifestError) {
        let path = folder.appendingPathComponent("manifest.json").relativePath
        let bytes: [UInt8]
        do { bytes = try FileBytes.read("manifest.json", inside: folder.path) } catch { throw ManifestError(file: path, reason: error.reason) }
        try self.init(manifest: bytes, path: path, axes: axes)
    }

    /// A manifest without a `schemaVersion` is one written before manifests carried it; one of a
    /// newer major version is refused before its fields are read.
    private init(manifest bytes: [UInt8], path: String, axes: [RecordedAxis]) throws(ManifestError) {
        do {
            self = try JSONArtefact.decode(
                SnapshotReport.self, from: Data(bytes), reading: Self.schemaVersion, userInfo: [VariantAxes.recordedAxesKey: axes])
        } catch let error as SchemaVersionError {
            throw ManifestError(file: path, reason: error.description)
        } catch {
            throw ManifestError(file: path, reason: "it is not a manifest.json that proofsheet check writes (\(JSONDecodingProblem.describe(error)))")
        }
    }
}

/// A manifest.json that cannot be read: which file and why.
package struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package var description: String { "\(file): \(reason)" }
}
