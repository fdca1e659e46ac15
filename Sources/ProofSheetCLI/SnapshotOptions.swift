import ArgumentParser
import Foundation
import ProofSheet

/// Where baselines live, how variants are rendered and compared, and how many run at once.
struct SnapshotOptions: ParsableArguments {
    @Option(help: "The baselines folder.", transform: ArgumentParsing.path)
    var snapshots: String = "Snapshots"

    @Option(help: "Pixels per point of the snapshots: 1 (default: small baselines, fast checks), 2 or 3. Layout is the same at every scale.")
    var scale: Int = 1

    @Option(help: "Variants rendered at once, 1...256 (default: all cores).")
    var jobs: Int = min(256, ProcessInfo.processInfo.activeProcessorCount)

    @Option(help: "pixelmatch colour threshold, 0...1 (smaller is stricter).")
    var threshold: Double = 0.1

    @Flag(help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(help: "Pass when at most this many pixels differ (0 or more).")
    var maxDiffPixels: Int?

    @Option(help: "Pass when at most this fraction (0...1) of pixels differ.")
    var maxDiffRatio: Double?

    @Flag(
        name: .customLong("no-skip"),
        help: """
            Draw and compare every variant, also those whose baseline carries the fingerprint of everything that would draw it \
            (build, text stack, fonts, spec, strings, scale), which are otherwise passed without drawing.
            """)
    var noSkip = false

    @Flag(
        help: """
            Delete baselines no variant produces any more, in the folders of the spec's screens and devices at this scale; \
            only after a run over the whole matrix with no errors, and more than 5 files or a tenth of the set only with --yes.
            """)
    var prune = false

    @Flag(name: [.customLong("yes"), .customLong("force")], help: "With --prune: delete even more than 5 orphans or a tenth of the baselines.")
    var yes = false

    func validate() throws {
        try ArgumentParsing.check(scale, .displayScale, flag: "--scale")
        try ArgumentParsing.check(jobs, .jobs, flag: "--jobs")
        try ArgumentParsing.check(threshold, .fraction, flag: "--threshold")
        if let maxDiffPixels { try ArgumentParsing.check(maxDiffPixels, .pixelCount, flag: "--max-diff-pixels") }
        if let maxDiffRatio { try ArgumentParsing.check(maxDiffRatio, .fraction, flag: "--max-diff-ratio") }
        if yes, !prune { throw ValidationError("--yes (--force) only confirms --prune; add --prune or leave it out") }
    }

    func sessionOptions(output: URL?) throws -> SnapshotSession.Options {
        let tolerance: DiffTolerance
        do { tolerance = try DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio) } catch {
            throw ValidationError(error.description)
        }
        return SnapshotSession.Options(
            snapshots: URL(fileURLWithPath: snapshots), output: output, scale: scale, jobs: jobs,
            differ: PixelDiffOptions(threshold: threshold, includeAA: includeAA), tolerance: tolerance, skipsUnchanged: !noSkip,
            // The command runs nothing else while it checks, so it may fork (faster than threads: see docs/performance.md, "Whole commands and scale").
            workers: .processes
        )
    }
}

extension RecordMode: ExpressibleByArgument {}
