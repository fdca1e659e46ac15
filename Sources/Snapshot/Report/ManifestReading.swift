import Foundation
import Rendering

extension SnapshotReport {
    /// The report in the manifest.json at `path` (one `check` wrote), for merging shards and for
    /// balancing them by an earlier run's times; an error naming the file and what is wrong.
    public init(manifestAt path: String) throws(ManifestError) {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path) } catch { throw ManifestError(file: path, reason: error.reason) }
        do { self = try JSONDecoder().decode(SnapshotReport.self, from: Data(bytes)) } catch {
            throw ManifestError(file: path, reason: "it is not a manifest.json that proofsheet check writes (\(Self.describe(error)))")
        }
    }

    /// Where a JSON decoding error is, in words: "outcomes[3].status: …".
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let (path, detail): ([any CodingKey], String) = switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            (context.codingPath, context.debugDescription)
        @unknown default:
            ([], String(describing: error))
        }
        let location = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
        return location.isEmpty ? detail : "\(location): \(detail)"
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
