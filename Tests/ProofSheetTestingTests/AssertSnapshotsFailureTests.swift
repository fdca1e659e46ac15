import Foundation
import ProofSheetTesting
import TestSupport
import Testing

/// assertSnapshots reports a failing variant with its name, diff count and triptych path, and
/// honours the record mode it is configured with.
@Suite struct AssertSnapshotsFailureTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    let filter = VariantFilter(categories: [.large])

    init() throws {
        scratch = try ScratchFolder("assert-snapshots")
    }

    @Test func missingBaselinesAreRecordedOnlyWhenTheModeSaysSo() throws {
        let snapshots = folder.appendingPathComponent("Snapshots")
        // The inner configurations set only the record mode: the folders stay the outer one's.
        try withProofSheet(snapshots: snapshots, output: folder) {
            withKnownIssue {
                _ = withProofSheet(record: .never) { assertSnapshots(of: "Examples/plain-table.yaml", filter: filter) }
            } matching: { issue in
                String(describing: issue).contains("missing: plain-table/plain-table/iphone-16/1col-large")
            }
            let recorded = try #require(withProofSheet(record: .missing) { assertSnapshots(of: "Examples/plain-table.yaml", filter: filter) })
            #expect(recorded.outcomes.map(\.status) == [.new])
        }
        #expect(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("plain-table/plain-table/iphone-16/1col-large.png").path))
    }

    @Test func aChangedVariantNamesItsDiffAndTriptych() throws {
        let snapshots = folder.appendingPathComponent("Snapshots")
        _ = withProofSheet(record: .all, snapshots: snapshots, output: folder) {
            assertSnapshots(of: "Examples/plain-table.yaml", filter: VariantFilter(categories: [.large], appearances: [.light]))
        }
        // Put the dark rendering where the light baseline is: same size, other pixels.
        let dark = try #require(
            withProofSheet(record: .all, snapshots: folder.appendingPathComponent("Other"), output: folder) {
                assertSnapshots(of: "Examples/messages.yaml", filter: VariantFilter(categories: [.large], languages: [.english]))
            })
        #expect(!dark.outcomes.isEmpty)
        let baseline = snapshots.appendingPathComponent("plain-table/plain-table/iphone-16/1col-large.png")
        let source = folder.appendingPathComponent("Other/messages/messages/iphone-16/en/1col-large.png")
        try FileManager.default.removeItem(at: baseline)
        try FileManager.default.copyItem(at: source, to: baseline)
        withKnownIssue {
            _ = withProofSheet(record: .never, snapshots: snapshots, output: folder) {
                assertSnapshots(of: "Examples/plain-table.yaml", filter: filter)
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("changed: plain-table/plain-table/iphone-16/1col-large")
                && (text.contains("size changed") || text.contains("triptych.png"))
        }
    }
}
