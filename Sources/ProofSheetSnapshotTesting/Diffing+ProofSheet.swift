import Foundation
import ImageIO
import ProofSheet
import ProofSheetSupport
import Snapshot
import SnapshotTesting

extension Diffing where Value == ProofSheetImage {
    /// Compares PNGs as `proofsheet check` does: identical bytes match at once; otherwise both
    /// are decoded and compared by the pixelmatch differ (`PixelDiffer`), on a canvas of the
    /// larger size when their sizes differ. They match when the sizes are the same and
    /// `tolerance` allows the pixels that differ (by default none).
    ///
    /// A mismatch's message gives the differing pixel count, a size change, and what changed in
    /// the layout the two PNGs carry; its attachment is `triptych.png`, reference | diff |
    /// actual, as check's reports show a change.
    ///
    /// - Parameters:
    ///   - threshold: pixelmatch's colour threshold, 0…1 (smaller is stricter).
    ///   - tolerance: how many differing pixels still match.
    public static func proofSheet(threshold: Double = 0.1, tolerance: DiffTolerance = .exact) -> Diffing {
        let differ = PixelDiffer(options: PixelDiffOptions(threshold: threshold))
        return .diff(
            toData: { Data($0.png) },
            fromData: { ProofSheetImage(png: [UInt8]($0)) },
            diffV2: { reference, actual in
                ImageMismatch(reference: reference, actual: actual, differ: differ, tolerance: tolerance).map { ($0.message, $0.attachments) }
            }
        )
    }
}

/// Why a rendering does not match its reference, in words and pictures.
struct ImageMismatch {
    let message: String
    let attachments: [DiffAttachment]

    /// Nil when `actual` matches `reference`.
    init?(reference: ProofSheetImage, actual: ProofSheetImage, differ: PixelDiffer, tolerance: DiffTolerance) {
        if let error = actual.renderingError {
            self.init(message: "ProofSheet could not render the snapshot: \(error)")
            return
        }
        if reference.png == actual.png { return nil }
        let comparison: PNGComparison
        do {
            comparison = try PNGComparison(expected: reference.png, actual: actual.png, path: "reference", differ: differ)
        } catch {
            self.init(message: "ProofSheet cannot compare the snapshot with its reference: \(error)")
            return
        }
        let diff = comparison.diff
        let size = comparison.sizeMessage
        if size == nil, tolerance.allows(diffPixels: diff.diffPixels, totalPixels: diff.totalPixels) { return nil }
        var lines = [Self.count(diff, threshold: differ.options.threshold, tolerance: tolerance, sizeChanged: size != nil)]
        if let size { lines.insert(size, at: 0) }
        if let change = comparison.change {
            lines.append("\(change.kind.title): " + change.details.joined(separator: "; "))
        }
        // Xcode shows it; swift-snapshot-testing drops attachments on Linux.
        let triptych = comparison.triptych.flatMap { try? PNGEncoder.encode($0) }
        self.init(message: lines.joined(separator: "\n"), attachments: triptych.map { [.data(Data($0), name: "triptych.png")] } ?? [])
    }

    private init(message: String, attachments: [DiffAttachment] = []) {
        self.message = message
        self.attachments = attachments
    }

    /// "1204 of 353700 pixels differ (pixelmatch threshold 0.1)", with the tolerance's limit
    /// when it allows some.
    private static func count(_ diff: PixelDiffResult, threshold: Double, tolerance: DiffTolerance, sizeChanged: Bool) -> String {
        let canvas = sizeChanged ? " on a \(diff.width)x\(diff.height) canvas" : ""
        let limit = tolerance.limit(totalPixels: diff.totalPixels)
        let allowed =
            limit > 0 && !tolerance.allows(diffPixels: diff.diffPixels, totalPixels: diff.totalPixels)
            ? ", more than the \(limit.compact) the tolerance allows" : ""
        return "\(diff.diffPixels) of \(diff.totalPixels) pixels differ\(canvas) (pixelmatch threshold \(threshold.compact)\(allowed))"
    }
}
