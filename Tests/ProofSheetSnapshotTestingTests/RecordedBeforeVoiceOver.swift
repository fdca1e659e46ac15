import ImageIO
import Snapshot
import Testing

/// The committed baselines were recorded before layouts carried what VoiceOver reads (schema
/// 1.2, docs/voiceover.md): a rendering now is the baseline byte for byte but for the layout text
/// chunk, whose layout is the baseline's with `voiceOver` added.
enum RecordedBeforeVoiceOver {
    /// Whether `png` is `baseline` but for its layout's `voiceOver` stops.
    static func same(_ png: [UInt8], _ baseline: [UInt8]) throws -> Bool {
        // A baseline recorded since carries the stops and the stamp `proofsheet record` seals in
        // (`BaselineStamp`), which a strategy's PNG has not: then all but that stamp must match.
        if PNGTextIgnoringComparison.same(png, baseline, ignoringTextNamed: BaselineStamp.pngKeyword) { return true }
        guard PNGTextIgnoringComparison.same(png, baseline, ignoringTextNamed: LayoutSnapshot.pngKeyword) else { return false }
        guard var layout = try LayoutSnapshot.stored(in: png, path: "rendering"), layout.voiceOver?.isEmpty == false else { return false }
        layout.voiceOver = nil
        return layout == (try LayoutSnapshot.stored(in: baseline, path: "baseline"))
    }
}
