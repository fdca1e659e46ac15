import Foundation

/// How snapshots are checked, set once around many checks instead of at each call: by
/// `withProofSheet(record:snapshots:output:scale:tolerance:threshold:jobs:operation:)` around a
/// block, or by the `.proofSheet(...)` trait on a Swift Testing test or suite.
///
/// `assertSnapshots` reads every value; the swift-snapshot-testing strategies of
/// ProofSheetSnapshotTesting read `scale`, `tolerance` and `threshold` (their record mode is
/// swift-snapshot-testing's own). A value left nil keeps what an enclosing configuration set, and
/// the default when none did, so nested configurations override only what they set:
///
/// ```swift
/// @Suite(.proofSheet(scale: 2)) struct SettingsSnapshots {
///     @Test(.proofSheet(record: .all)) func rows() {    // scale 2, record all
///         assertSnapshots(of: "Specs/settings.yaml")
///     }
/// }
/// ```
public struct ProofSheetConfiguration: Hashable, Sendable {
    /// The record mode; nil reads `PROOFSHEET_RECORD`, else `never` when `CI=true`, else `missing`.
    public var record: RecordMode?
    /// The baselines folder; nil for `Snapshots/` at the package root.
    public var snapshots: URL?
    /// Where reports and failure images go; nil for `proofsheet-out/tests/<suite>/` at the
    /// package root, or `<suite>/` in `PROOFSHEET_TEST_OUTPUT` when that is set (one folder per
    /// suite, so several checks keep their reports).
    public var output: URL?
    /// Pixels per point of the baselines (1, 2 or 3); nil for 1.
    public var scale: Int?
    /// How many differing pixels still pass; nil for none.
    public var tolerance: DiffTolerance?
    /// pixelmatch's colour threshold, 0…1 (smaller is stricter); nil for 0.1.
    public var threshold: Double?
    /// Variants rendered at once; nil for the processor count.
    public var jobs: Int?

    /// A configuration that sets the values given and leaves the others to enclosing ones.
    public init(
        record: RecordMode? = nil, snapshots: URL? = nil, output: URL? = nil, scale: Int? = nil, tolerance: DiffTolerance? = nil,
        threshold: Double? = nil, jobs: Int? = nil
    ) {
        self.record = record
        self.snapshots = snapshots
        self.output = output
        self.scale = scale
        self.tolerance = tolerance
        self.threshold = threshold
        self.jobs = jobs
    }

    /// The configuration in effect: every enclosing `withProofSheet` and `.proofSheet(...)`
    /// trait, the innermost value of each setting winning.
    @TaskLocal package static var current = ProofSheetConfiguration()

    /// This configuration with every value `inner` sets replaced by it.
    func overridden(by inner: ProofSheetConfiguration) -> ProofSheetConfiguration {
        ProofSheetConfiguration(
            record: inner.record ?? record, snapshots: inner.snapshots ?? snapshots, output: inner.output ?? output, scale: inner.scale ?? scale,
            tolerance: inner.tolerance ?? tolerance, threshold: inner.threshold ?? threshold, jobs: inner.jobs ?? jobs
        )
    }

    /// The scale in effect (1 when none is set).
    package var effectiveScale: Int { scale ?? 1 }
    /// The tolerance in effect (none when none is set).
    package var effectiveTolerance: DiffTolerance { tolerance ?? .exact }
    /// The variants rendered at once (the processor count when none is set).
    package var effectiveJobs: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
    /// The differ's options in effect (pixelmatch's default threshold when none is set).
    package var differ: PixelDiffOptions { threshold.map { PixelDiffOptions(threshold: $0) } ?? PixelDiffOptions() }
}

/// Runs `operation` with the values given set for every `assertSnapshots` (and ProofSheet
/// strategy) inside it; values left nil keep what an enclosing configuration set. Under XCTest,
/// wrap `invokeTest` to configure a whole test case class:
///
/// ```swift
/// final class SettingsSnapshots: XCTestCase {
///     override func invokeTest() {
///         withProofSheet(record: .all, scale: 2) { super.invokeTest() }
///     }
/// }
/// ```
///
/// The parameters are ``ProofSheetConfiguration``'s values, documented there.
public func withProofSheet<R>(
    record: RecordMode? = nil, snapshots: URL? = nil, output: URL? = nil, scale: Int? = nil, tolerance: DiffTolerance? = nil,
    threshold: Double? = nil, jobs: Int? = nil, operation: () throws -> R
) rethrows -> R {
    let configuration = ProofSheetConfiguration(
        record: record, snapshots: snapshots, output: output, scale: scale, tolerance: tolerance, threshold: threshold, jobs: jobs
    )
    return try ProofSheetConfiguration.$current.withValue(ProofSheetConfiguration.current.overridden(by: configuration), operation: operation)
}

/// Runs the asynchronous `operation` with the values given set for every `assertSnapshots` (and
/// ProofSheet strategy) inside it, as the synchronous `withProofSheet` does.
public func withProofSheet<R>(
    record: RecordMode? = nil, snapshots: URL? = nil, output: URL? = nil, scale: Int? = nil, tolerance: DiffTolerance? = nil,
    threshold: Double? = nil, jobs: Int? = nil, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    let configuration = ProofSheetConfiguration(
        record: record, snapshots: snapshots, output: output, scale: scale, tolerance: tolerance, threshold: threshold, jobs: jobs
    )
    return try await ProofSheetConfiguration.within(configuration, isolation: isolation, operation: operation)
}

extension ProofSheetConfiguration {
    /// Runs `operation` with `configuration` over the one in effect: the asynchronous
    /// `withProofSheet` and the `.proofSheet(...)` trait.
    static func within<R>(
        _ configuration: ProofSheetConfiguration, isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
    ) async rethrows -> R {
        try await $current.withValue(current.overridden(by: configuration), operation: operation, isolation: isolation)
    }
}
