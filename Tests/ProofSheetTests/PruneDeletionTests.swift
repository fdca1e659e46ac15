import Foundation
import ProofSheet
import TestSupport
import Testing

/// Pruning shows its plan before it deletes anything, and a deletion that fails stops it with the
/// files deleted before it named, the rest kept.
@Suite struct PruneDeletionTests {
    @Test func thePlanIsAnnouncedBeforeDeletingAndAFailureNamesWhatWasDeleted() throws {
        let scratch = try ScratchFolder("prune-deletion")
        let snapshots = scratch.url.appendingPathComponent("Snapshots")
        let session = try SnapshotSession(
            suite: ExampleSpecs.plainTable, options: .init(snapshots: snapshots, output: scratch.url.appendingPathComponent("out")))
        _ = try session.record()
        var result = try session.check(recordMode: .never)
        #expect(result.report.orphans.isEmpty)

        // Two orphans beside the first variant's baseline, copies of it.
        let baseline = snapshots.appendingPathComponent(try #require(result.report.outcomes.first).files.baseline)
        let folder = baseline.deletingLastPathComponent()
        let first = folder.appendingPathComponent("8col-large.png")
        let second = folder.appendingPathComponent("9col-large.png")
        for orphan in [first, second] { try FileManager.default.copyItem(at: baseline, to: orphan) }
        result = try session.check(recordMode: .never)
        #expect(result.report.orphans.count == 2)

        var announced: PrunePlan?
        let error = try #require(
            #expect(throws: PruneError.self) {
                try session.prune(&result, confirmed: true) { plan in
                    announced = plan
                    // Nothing is deleted yet; the second orphan turns into a folder, which pruning must not delete.
                    #expect(FileManager.default.fileExists(atPath: first.path) && FileManager.default.fileExists(atPath: second.path))
                    try? FileManager.default.removeItem(at: second)
                    try? FileManager.default.createDirectory(at: second, withIntermediateDirectories: false)
                }
            })
        #expect(announced?.decision == .delete)
        #expect(announced?.deletions.map { ($0 as NSString).lastPathComponent } == ["8col-large.png", "9col-large.png"])
        #expect(error.deleted.map { ($0 as NSString).lastPathComponent } == ["8col-large.png"])
        #expect(error.planned == 2)
        #expect(error.description.contains("9col-large.png"))
        #expect(error.description.hasSuffix("deleted before it: 1 of the 2 listed (\(error.deleted[0])); the other 1 are kept"))
        #expect(!FileManager.default.fileExists(atPath: first.path))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: second.path, isDirectory: &isFolder) && isFolder.boolValue)
    }
}
