import Foundation
import Testing

/// A Swift Testing trait that sets a ``ProofSheetConfiguration`` around a test, or around every
/// test of a suite: `@Suite(.proofSheet(scale: 2))`, `@Test(.proofSheet(record: .all))`.
public struct ProofSheetTrait: TestTrait, SuiteTrait, TestScoping {
    /// The values the trait sets; the others stay as enclosing traits set them.
    public let configuration: ProofSheetConfiguration

    /// On a suite, the trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test with the trait's values over those of the enclosing traits.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await ProofSheetConfiguration.within(configuration, operation: function)
    }
}

extension Trait where Self == ProofSheetTrait {
    /// Sets the values given for every `assertSnapshots` (and ProofSheet strategy) in the test,
    /// or in each test of the suite; values left nil keep what an enclosing suite's trait set.
    /// The parameters are ``ProofSheetConfiguration``'s values, documented there.
    public static func proofSheet(
        record: RecordMode? = nil, snapshots: URL? = nil, output: URL? = nil, scale: Int? = nil, tolerance: DiffTolerance? = nil,
        threshold: Double? = nil, jobs: Int? = nil
    ) -> Self {
        ProofSheetTrait(
            configuration: ProofSheetConfiguration(
                record: record, snapshots: snapshots, output: output, scale: scale, tolerance: tolerance, threshold: threshold, jobs: jobs
            )
        )
    }
}
