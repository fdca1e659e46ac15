// docs/snapshots.md, "With swift-snapshot-testing", shows this file from the line after BEGIN DOCS to
// the line before END DOCS, as written (ReadmeBlockTests checks it); its references are committed in
// __Snapshots__/ReadmeExampleTests/ beside it.
// BEGIN DOCS
import Foundation
import ProofSheetSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct ReadmeExampleTests {
    /// The spec, found from this file (here the package's bundled example).
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/recipes.yaml").path

    @Test func recipeGridAtAX3() throws {
        let suite = try SpecLoader.load(path: spec)
        // __Snapshots__/ReadmeExampleTests/recipeGridAtAX3.1.png: the PNG `proofsheet check` records
        assertSnapshot(of: suite, as: .proofSheet(device: .iPhone16.landscape, category: .accessibilityExtraLarge, columns: 2))
        // recipeGridAtAX3.2.json: the JSON `proofsheet layout --format json` prints
        assertSnapshot(of: suite, as: .proofSheetLayout(device: .iPhone16.landscape, category: .accessibilityExtraLarge, columns: 2))
    }

    @Test func oneScreenOnItsOwn() throws {
        // A Screen value is shown as the only screen of a suite with the spec defaults, so it
        // cannot use the spec's colours, fonts, strings or relative image paths: this one has none.
        let table = URL(fileURLWithPath: spec).deletingLastPathComponent().appendingPathComponent("plain-table.yaml").path
        let screen = try SpecLoader.load(path: table).screen(named: "plain-table")
        assertSnapshot(of: screen, as: .proofSheet(device: .iPhone16, category: .accessibilityExtraExtraExtraLarge))
    }
}
// END DOCS
