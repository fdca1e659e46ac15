import Foundation
import ProofSheetTesting
import TestSupport
import Testing

/// assertSnapshots runs the CLI's `SnapshotSession`: filters are validated, and the run writes
/// the same report files as `proofsheet check`.
@Suite struct AssertSnapshotsSessionTests {
    /// Each filter names something the example does not have, or keeps nothing: a failed test,
    /// never a pass over zero variants.
    @Test(arguments: [
        (
            VariantFilter(devices: ["Nokia 3310"]),
            "no screen of the spec uses device 'Nokia 3310'; its devices: iPad Pro 13-inch, iPhone 16, iPhone 16 landscape"
        ),
        (VariantFilter(screens: ["recipe-gird"]), "unknown screen 'recipe-gird'; did you mean 'recipe-grid'?"),
        (VariantFilter(columns: [7]), "no variant of the spec has 7 columns; its column counts: 1, 2, 3"),
        (VariantFilter(devices: ["iPhone 16"], columns: [3]), "the filters leave no variant of the spec"),
    ])
    func aFilterThatMatchesNothingFails(filter: VariantFilter, message: String) throws {
        let folder = try ScratchFolder("assert-session")
        var report: SnapshotReport?
        withKnownIssue {
            report = withProofSheet(record: .never, snapshots: folder.url, output: folder.url) {
                assertSnapshots(of: "Examples/recipes.yaml", filter: filter)
            }
        } matching: { issue in
            String(describing: issue).contains(message)
        }
        #expect(report == nil)
        #expect(folder.contents.isEmpty, "nothing is rendered or written: \(folder.contents)")
    }

    /// manifest.json, junit.xml and index.html, as `check` writes them, beside the renderings.
    @Test func aRunWritesTheReportsCheckWrites() throws {
        let folder = try ScratchFolder("assert-session")
        let output = folder.url.appendingPathComponent("out")
        let filter = VariantFilter(categories: [.large, .accessibilityExtraExtraExtraLarge], appearances: [.light])
        let report = try #require(
            withProofSheet(record: .missing, snapshots: folder.url.appendingPathComponent("Snapshots"), output: output) {
                assertSnapshots(of: "Examples/plain-table.yaml", filter: filter)
            })
        #expect(report.outcomes.map(\.status) == [.new, .new])

        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("manifest.json"))) as? [String: Any]
        let outcomes = try #require(manifest?["outcomes"] as? [[String: Any]])
        #expect(
            outcomes.compactMap { $0["name"] as? String } == [
                "plain-table/plain-table/iphone-16/1col-large", "plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge",
            ])
        let junit = try String(contentsOf: output.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("tests=\"2\""))
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("plain-table/plain-table/iphone-16/1col-large.actual.png").path))
    }

    /// The failure names the variant as `proofsheet check` prints it: status, name, pixel
    /// count and the triptych's path, then the run's summary.
    @Test func aChangedVariantIsReportedAsCheckPrintsIt() throws {
        let folder = try ScratchFolder("assert-session")
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let output = folder.url.appendingPathComponent("out")
        let filter = VariantFilter(categories: [.large], appearances: [.light])
        let (recorded, larger) = try withProofSheet(record: .all, snapshots: snapshots, output: output) {
            // The extra-large rendering is the same size (the device's) with other pixels.
            (
                try #require(assertSnapshots(of: "Examples/plain-table.yaml", filter: filter)),
                try #require(assertSnapshots(of: "Examples/plain-table.yaml", filter: VariantFilter(categories: [.extraLarge])))
            )
        }
        #expect(recorded.outcomes.map(\.status) == [.new])
        let baseline = snapshots.appendingPathComponent("plain-table/plain-table/iphone-16/1col-large.png")
        try FileManager.default.removeItem(at: baseline)
        try FileManager.default.copyItem(at: snapshots.appendingPathComponent(larger.outcomes[0].files.baseline), to: baseline)
        withKnownIssue {
            _ = withProofSheet(record: .never, snapshots: snapshots, output: output) {
                assertSnapshots(of: "Examples/plain-table.yaml", filter: filter)
            }
        } matching: { issue in
            let text = String(describing: issue)
            let triptych = output.appendingPathComponent("plain-table/plain-table/iphone-16/1col-large.triptych.png").path
            // The failure says what changed (the stored layout is extra large's) before the pixels.
            return text.contains(
                "1 of 1 snapshots of Examples/plain-table.yaml failed:\nchanged: plain-table/plain-table/iphone-16/1col-large — item 0 ")
                && text.contains(" pixels differ — ") && text.contains(" — \(triptych)\n")
                && text.contains(
                    "1 variant: 0 passed, 1 changed (1 change in 1 variant), 0 new, 0 missing, 0 errors; 0 orphans; report: \(output.appendingPathComponent("index.html").path)"
                )
        }
        // Re-recorded (PROOFSHEET_RECORD=failed), the change still fails this run, and the
        // failure says what was rewritten; the next run passes.
        withKnownIssue {
            _ = withProofSheet(record: .failed, snapshots: snapshots, output: output) {
                assertSnapshots(of: "Examples/plain-table.yaml", filter: filter)
            }
        } matching: { issue in
            String(describing: issue).contains(
                "; 0 orphans; report: \(output.appendingPathComponent("index.html").path)\nre-recorded 1 baseline, 0 unchanged")
        }
        let passing = withProofSheet(record: .never, snapshots: snapshots, output: output) {
            assertSnapshots(of: "Examples/plain-table.yaml", filter: filter)
        }
        #expect(passing?.outcomes.map(\.status) == [.passed])
    }
}
