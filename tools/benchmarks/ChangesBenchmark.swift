import Foundation
import ImageIO
import ProofSheet
import Snapshot
import Variants

/// Issue 16: what remembering and comparing layouts costs a check of the examples (target: at
/// most +10 %). Two parts, each timed in rounds alternating with its reference:
/// - every rendering carries its layout: rendering all 192 example variants as PNGs with the
///   layout chunk against the same renderings without it;
/// - a check where every variant changed (the messages example with one text edited, against
///   copies of its committed baselines) describing the changes from the stored layouts, against
///   the same check on copies with the layout chunk removed, which can only count pixels.
struct ChangesBenchmark {
    func run() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let examples = ["recipes", "messages", "lorem-grid", "plain-table"].map { root.appendingPathComponent("Examples/\($0).yaml").path }
        let renderers = try examples.map { try VariantRenderer(specPath: $0) }
        let variants = renderers.flatMap { renderer in VariantMatrix(suite: renderer.suite).variants().map { (renderer, $0) } }
        let layouts = try variants.map { try $0.0.layout($0.1) }
        // What carrying its layout adds to each rendering, part by part (each too small to
        // time reliably inside a whole render on a noisy machine), set against a whole check.
        let stopwatch = Stopwatch(rounds: 9)
        let building = stopwatch.medianSecondsPerOperation(operations: layouts.count) { for layout in layouts { _ = LayoutSnapshot(layout) } }
        let snapshots = layouts.map { LayoutSnapshot($0) }
        let encoding = stopwatch.medianSecondsPerOperation(operations: layouts.count) { for snapshot in snapshots { _ = snapshot.pngText } }
        let texts = snapshots.map(\.pngText)
        func onePixelPNG(_ text: [(key: String, value: String)]) throws {
            let encoder = try PNGEncoder(width: 1, height: 1, hasAlpha: false, scale: 1, compressedText: text)
            try [UInt8](repeating: 0, count: 4).withUnsafeBufferPointer { try encoder.appendRGBA($0.baseAddress!, stride: 4, rowCount: 1) }
            _ = try encoder.finish()
        }
        let (compressing, bare) = try stopwatch.medianSecondsPerOperation(
            operations: texts.count, { for text in texts { try onePixelPNG([(LayoutSnapshot.pngKeyword, text)]) } },
            against: { for _ in texts { try onePixelPNG([]) } }
        )
        let carrying = building + encoding + (compressing - bare)
        let checkEach = try Stopwatch(rounds: 3).medianSecondsPerOperation(operations: variants.count) {
            for (renderer, spec) in zip(renderers, examples) {
                let report = try SnapshotSession(
                    renderer: renderer, specPath: spec, options: .init(snapshots: root.appendingPathComponent("Snapshots"), jobs: 1)
                )
                .check(recordMode: .never).report
                precondition(report.verdict == .passed, "the committed baselines must pass: \(report.summary)")
            }
        }

        // The changed check, on scratch copies of the messages baselines.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-changes-bench-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for file in try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Examples").path) where !file.hasSuffix(".yaml") {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent("Examples/\(file)"), to: scratch.appendingPathComponent(file))
        }
        let spec = scratch.appendingPathComponent("messages.yaml")
        try String(contentsOfFile: examples[1], encoding: .utf8)
            .replacingOccurrences(of: #"time: "09:41"}"#, with: #"time: "09:41 tomorrow morning"}"#)
            .write(to: spec, atomically: true, encoding: .utf8)
        let withLayouts = scratch.appendingPathComponent("with")
        let withoutLayouts = scratch.appendingPathComponent("without")
        for folder in [withLayouts, withoutLayouts] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent("Snapshots/messages"), to: folder.appendingPathComponent("messages"))
        }
        let store = BaselineStore(root: withoutLayouts)
        for path in store.baselines(under: "messages") {
            // The same pixels, no layout chunk: what a baseline recorded before issue 16 holds.
            let image = try PNGDecoder.decode(try store.read(path)!)
            try PNGEncoder.encode(image, scale: 1).withUnsafeBufferPointer {
                try Data(buffer: $0).write(to: withoutLayouts.appendingPathComponent(path))
            }
        }
        let stored = try BaselineStore(root: withLayouts).baselines(under: "messages").map { try BaselineStore(root: withLayouts).read($0)! }
        let reading = try stopwatch.medianSecondsPerOperation(operations: stored.count) {
            for png in stored { _ = try LayoutSnapshot.stored(in: png, path: "baseline") }
        }
        let renderer = try VariantRenderer(specPath: spec.path)
        let count = VariantMatrix(suite: renderer.suite).variants().count
        func check(_ snapshots: URL) throws {
            let report = try SnapshotSession(renderer: renderer, specPath: spec.path, options: .init(snapshots: snapshots, jobs: 1)).check(
                recordMode: .never
            ).report
            precondition(report.outcomes.allSatisfy { $0.status == .changed }, "every variant must change: \(report.summary)")
        }
        let (described, pixelsOnly) = try Stopwatch(rounds: 9).medianSecondsPerOperation(
            operations: count, { try check(withLayouts) }, against: { try check(withoutLayouts) })
        return [
            String(
                format:
                    "carrying the layout in each of %d example renderings: building %.3f ms, JSON %.3f ms, compressing into the PNG %.3f ms: %.2f ms, %.1f%% of a check's %.1f ms per variant (--jobs 1, all pass)",
                variants.count, building * 1000, encoding * 1000, (compressing - bare) * 1000, carrying * 1000, carrying / checkEach * 100,
                checkEach * 1000),
            String(
                format:
                    "check of %d changed variants (messages, one text edited), --jobs 1: %.1f ms each describing changes, %.1f ms each by pixels only: %+.1f%% (reading a stored layout: %.3f ms)",
                count, described * 1000, pixelsOnly * 1000, (described / pixelsOnly - 1) * 100, reading * 1000),
            String(
                format: "layouts carried and compared, on a check where every variant changed: %+.1f%% (target <= +10%%)",
                ((described + carrying) / pixelsOnly - 1) * 100),
        ]
    }
}
