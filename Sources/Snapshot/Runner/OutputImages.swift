import Foundation
import ImageIO
import ProofSheetSupport

/// The images a run writes into its output folder for the HTML report: every variant's rendering,
/// and for a changed one the failure images (expected, actual, diff and triptych). Writes nothing
/// without a folder.
struct OutputImages: Sendable {
    /// Where the images go; nil writes none.
    let folder: URL?

    /// Writes `png`, the rendering of the page `name`, and returns its file name in the folder
    /// (nil without a folder).
    func writeRendering(_ png: [UInt8], name: String) throws -> String? {
        guard let folder else { return nil }
        let actual = "\(name).actual.png"
        try write(png, to: folder.appendingPathComponent(actual))
        return actual
    }

    /// Writes the failure images of `comparison`, the page `name` against its baseline at
    /// `baseline`, and returns the outcome's files naming them.
    func writeFailureImages(_ comparison: PNGComparison, name: String, baseline: String) throws -> SnapshotOutcome.Files {
        var files = SnapshotOutcome.Files(baseline: baseline)
        guard let output = folder else { return files }
        files.expected = "\(name).expected.png"
        files.actual = "\(name).actual.png"
        try write(comparison.expectedPNG, to: output.appendingPathComponent(files.expected!))
        try write(comparison.actualPNG, to: output.appendingPathComponent(files.actual!))
        if let diff = comparison.diff.diffImage, let triptych = comparison.triptych {
            files.diff = "\(name).diff.png"
            files.triptych = "\(name).triptych.png"
            try write(try PNGEncoder.encode(diff), to: output.appendingPathComponent(files.diff!))
            try write(try PNGEncoder.encode(triptych), to: output.appendingPathComponent(files.triptych!))
        }
        return files
    }

    /// Writes one of the run's output images (a rendering or failure image for the report):
    /// whole or not at all (a kill can leave last run's file removed, never a truncated one),
    /// not flushed to disk, as the next run writes it again.
    private func write(_ bytes: [UInt8], to url: URL) throws {
        try StagedFiles.write(bytes, to: url, durable: false)
    }
}
