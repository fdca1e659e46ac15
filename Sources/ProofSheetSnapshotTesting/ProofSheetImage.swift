/// What an image strategy (``SnapshotTesting/Snapshotting/proofSheet(screen:device:category:columns:appearance:language:)``)
/// snapshots: a variant's PNG, byte for byte the file `proofsheet check` records as its
/// baseline but for the stamp check seals into a baseline to skip unchanged variants later, or
/// why it could not be rendered.
///
/// swift-snapshot-testing writes ``png`` as the reference file and reads a reference back into
/// an image with its bytes; ``SnapshotTesting/Diffing/proofSheet(threshold:tolerance:)``
/// compares two.
public struct ProofSheetImage: Hashable, Sendable {
    /// The PNG file's bytes; empty when the rendering failed.
    public let png: [UInt8]
    /// Why ProofSheet could not render the variant (a screen the spec rules refuse, a column
    /// count its rule does not give, a missing font); nil for a rendering.
    public let renderingError: String?

    /// An image from a PNG file's bytes (a reference read from disk).
    public init(png: [UInt8]) {
        self.png = png
        renderingError = nil
    }

    /// A rendering that failed, with its error as text.
    init(renderingError: String) {
        png = []
        self.renderingError = renderingError
    }
}
