import ArgumentParser
import Foundation
import ProofSheet

/// Where baselines live, how variants are rendered and compared, and how many run at once.
struct SnapshotOptions: ParsableArguments {
    @Option(help: "The baselines folder.")
    var snapshots: String = "Snapshots"

    @Option(help: "Pixels per point of the snapshots: 1 (default: small baselines, fast checks), 2 or 3. Layout is the same at every scale.")
    var scale: Int = 1

    @Option(help: "Variants rendered at once (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "pixelmatch colour threshold, 0...1 (smaller is stricter).")
    var threshold: Double = 0.1

    @Flag(help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(help: "Pass when at most this many pixels differ.")
    var maxDiffPixels: Int?

    @Option(help: "Pass when at most this fraction (0...1) of pixels differ.")
    var maxDiffRatio: Double?

    @Flag(help: "Delete baselines that no variant produces any more.")
    var prune = false

    func validate() throws {
        guard [1, 2, 3].contains(scale) else { throw ValidationError("--scale \(scale) is not a render scale; valid: 1, 2, 3") }
        guard jobs >= 1 else { throw ValidationError("--jobs \(jobs): at least 1") }
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold \(threshold) must be between 0 and 1") }
    }

    func configuration(recordMode: RecordMode, output: URL?) throws -> SnapshotRunner.Configuration {
        let tolerance: DiffTolerance
        do { tolerance = try DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffPixelRatio: maxDiffRatio) } catch { throw ValidationError(error.description) }
        return SnapshotRunner.Configuration(
            snapshots: URL(fileURLWithPath: snapshots), output: output, recordMode: recordMode, scale: scale, jobs: jobs,
            differ: PixelDiffOptions(threshold: threshold, includeAA: includeAA), tolerance: tolerance, prune: prune
        )
    }
}

extension RecordMode: ExpressibleByArgument {}
