import Foundation

/// What a JSON file the tool wrote and now reads back (a manifest, an audit shard's report) has
/// wrong, in words.
package enum JSONDecodingProblem {
    /// Where a JSON decoding error is, in words: "outcomes[3].status: …", "tool: missing".
    package static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        let (path, detail): ([any CodingKey], String) =
            switch error {
            case .keyNotFound(let key, let context):
                (context.codingPath + [key], "missing")
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                (context.codingPath, context.debugDescription)
            @unknown default:
                ([], String(describing: error))
            }
        var location = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        if location.hasPrefix(".") { location.removeFirst() }
        return location.isEmpty ? detail : "\(location): \(detail)"
    }
}
