import Foundation
import ImageIO
import ProofSheetSupport
import ProofSheetTesting
import TestSupport
import Testing

/// The configuration `assertSnapshots` reads: set by the `.proofSheet(...)` trait and by
/// `withProofSheet`, a nested one overriding only what it sets.
@Suite(.proofSheet(record: .never, scale: 2)) struct ProofSheetConfigurationTests {
    var current: ProofSheetConfiguration { ProofSheetConfiguration.current }

    @Test func theSuitesTraitReachesEachTest() {
        #expect(current == ProofSheetConfiguration(record: .never, scale: 2))
    }

    @Test(.proofSheet(scale: 3, jobs: 1)) func aTestsTraitOverridesOnlyWhatItSets() {
        #expect(current == ProofSheetConfiguration(record: .never, scale: 3, jobs: 1))
    }

    @Test func withProofSheetNestsAndEndsWithItsBlock() throws {
        let tolerance = try DiffTolerance(maxDiffPixels: 5)
        withProofSheet(threshold: 0.2) {
            withProofSheet(record: .all, tolerance: tolerance) {
                #expect(current == ProofSheetConfiguration(record: .all, scale: 2, tolerance: tolerance, threshold: 0.2))
            }
            #expect(current == ProofSheetConfiguration(record: .never, scale: 2, threshold: 0.2))
        }
        #expect(current == ProofSheetConfiguration(record: .never, scale: 2))
    }

    /// The asynchronous form holds across suspensions and reaches child tasks.
    @Test func theAsynchronousFormHoldsAcrossSuspensions() async {
        let output = URL(fileURLWithPath: "/reports")
        await withProofSheet(output: output) {
            await Task.yield()
            #expect(ProofSheetConfiguration.current.output == output)
            #expect(await Task { ProofSheetConfiguration.current.output }.value == output)
        }
        #expect(current.output == nil)
    }

    @Test func valuesLeftUnsetTakeTheDefaults() {
        let none = ProofSheetConfiguration()
        #expect(none.effectiveScale == 1)
        #expect(none.effectiveTolerance == .exact)
        #expect(none.differ == PixelDiffOptions())
    }

    /// The suite's scale and the block's folders and record mode all reach the check: @2x
    /// baselines, recorded into the scratch folder.
    @Test func assertSnapshotsChecksWithTheConfigurationInEffect() throws {
        let scratch = try ScratchFolder("assert-configuration")
        let report = try #require(
            withProofSheet(record: .all, snapshots: scratch.url, output: scratch.url.appendingPathComponent("out")) {
                assertSnapshots(of: "Examples/plain-table.yaml", filter: VariantFilter(categories: [.large], appearances: [.light]))
            })
        let baseline = try #require(report.outcomes.first?.files.baseline)
        #expect(report.outcomes.map(\.status) == [.new])
        let image = try PNGDecoder.decode(try FileBytes.read(scratch.url.appendingPathComponent(baseline).path, limit: 1 << 26))
        #expect(image.width == 2 * 393)
    }
}
