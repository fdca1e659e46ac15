import Foundation

extension JSONEncoder {
    /// The encoder for every JSON ProofSheet writes (manifests, reports, baseline stamps, the layout a PNG carries, the
    /// render environment): keys sorted, so the same value gives the same bytes and files diff cleanly, and `/` as it
    /// is (paths and URLs stay readable). `pretty` indents, for a file a person reads; compact JSON is for text inside
    /// another file (a PNG chunk, an HTML page, a fingerprint).
    package static func proofSheet(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
