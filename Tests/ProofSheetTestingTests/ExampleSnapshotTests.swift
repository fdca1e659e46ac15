import Foundation
import ProofSheetTesting
import Testing

/// The committed baselines under Snapshots/ for every bundled example: a rendering or layout
/// regression fails here (and so in CI). Recording is off: a missing baseline fails too.
@Suite(.proofSheet(record: .never)) struct ExampleSnapshotTests {
    @Test(arguments: ["recipes", "messages", "lorem-grid", "plain-table"])
    func exampleMatchesItsBaselines(example: String) throws {
        let report = try #require(assertSnapshots(of: "Examples/\(example).yaml"))
        #expect(report.outcomes.count > 0)
        #expect(report.orphans.isEmpty, "baselines no variant produces: \(report.orphans)")
    }
}
