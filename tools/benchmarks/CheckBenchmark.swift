import Foundation
import ImageIO
import ProofSheet
import ProofSheetSupport
import Snapshot
import Variants

/// Issue 5: `check` of the full example matrix against the committed baselines, at one job and
/// at all cores, against the floor of decoding and re-encoding the same PNGs in the same run.
struct CheckBenchmark {
    func run() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let specs = ["recipes", "messages", "lorem-grid", "plain-table"].map { root.appendingPathComponent("Examples/\($0).yaml").path }
        let renderers = try specs.map { try VariantRenderer(specPath: $0) }
        let snapshots = root.appendingPathComponent("Snapshots")
        let variantCount = renderers.map { VariantMatrix(suite: $0.suite).variants().count }.reduce(0, +)
        let cores = ProcessInfo.processInfo.activeProcessorCount

        func check(jobs: Int) throws -> Double {
            try Stopwatch(rounds: 3).medianSecondsPerOperation(operations: variantCount) {
                for (renderer, spec) in zip(renderers, specs) {
                    let session = SnapshotSession(renderer: renderer, specPath: spec, options: .init(snapshots: snapshots, jobs: jobs))
                    let report = try session.check(recordMode: .never).report
                    precondition(report.verdict == .passed, "the committed baselines must pass: \(report.summary)")
                }
            }
        }
        let baselines = BaselineStore(root: snapshots)
        let files = try renderers.flatMap { baselines.baselines(under: Slug.make($0.suite.name)) }.compactMap { try baselines.read($0) }
        let floor = try Stopwatch(rounds: 3).medianSecondsPerOperation(operations: files.count) {
            for png in files { _ = try PNGEncoder.encode(try PNGDecoder.decode(png)) }
        }
        let one = try check(jobs: 1)
        let all = try check(jobs: cores)
        return [
            "\(variantCount) variants of the 4 examples at @1x against Snapshots/ (all pass), median of 3",
            String(format: "check --jobs 1:       %6.1f variants/s (%.1f ms each)", 1 / one, one * 1000),
            String(format: "check --jobs %d:       %6.1f variants/s (%.1f ms each)", cores, 1 / all, all * 1000),
            String(
                format: "floor, decode + re-encode the same PNGs, one core: %6.1f /s (%.1f ms each); check at one job costs %.1fx the floor",
                1 / floor, floor * 1000, one / floor),
        ]
    }
}
