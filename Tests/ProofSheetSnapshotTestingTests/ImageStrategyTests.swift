import Foundation
import ImageIO
import ProofSheet
import ProofSheetSnapshotTesting
import ProofSheetSupport
import SnapshotTesting
import TestSupport
import Testing

/// The `.proofSheet(...)` image strategy under swift-snapshot-testing's own `verifySnapshot`,
/// which returns the failure message instead of failing the test: recording, passing and failing,
/// in a scratch snapshot directory. Serialized: the failing cases point the process's
/// SNAPSHOT_ARTIFACTS at their scratch folder.
@Suite(.serialized) struct ImageStrategyTests {
    /// recipe-grid on iPhone 16 at AX3 (accessibilityExtraLarge): one column, one PNG page.
    let strategy = Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet(device: .iPhone16, category: .accessibilityExtraLarge, columns: 1)
    let baselinePath = "recipes/recipe-grid/iphone-16/1col-accessibilityExtraLarge.png"

    /// A missing reference is recorded, named as swift-snapshot-testing names it, and the
    /// message says so; the file is byte for byte the baseline `proofsheet check` recorded but
    /// for check's stamp.
    @Test func recordsAMissingReference() throws {
        let folder = try ScratchFolder("sst-record")
        let message = verifySnapshot(of: try SnapshotFixture.suite("recipes.yaml"), as: strategy, record: .missing, snapshotDirectory: folder.path)
        #expect(message?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(message ?? "nil")")
        #expect(folder.contents == ["recordsAMissingReference.1.png"])
        let recorded = try FileBytes.read(folder.file("recordsAMissingReference.1.png").path)
        #expect(try RecordedBeforeVoiceOver.same(recorded, try SnapshotFixture.baseline(baselinePath)))
    }

    /// `never` records nothing and says so.
    @Test func recordNeverWritesNothing() throws {
        let folder = try ScratchFolder("sst-never")
        let message = verifySnapshot(of: try SnapshotFixture.suite("recipes.yaml"), as: strategy, record: .never, snapshotDirectory: folder.path)
        #expect(message?.contains("No reference was found on disk. New snapshot was not recorded because recording is disabled") == true)
        #expect(folder.contents.isEmpty)
    }

    /// check's baseline as the reference: the snapshot matches it.
    @Test func passesAgainstCheckBaseline() throws {
        let folder = try ScratchFolder("sst-pass")
        _ = try folder.write(try SnapshotFixture.baseline(baselinePath), to: "passesAgainstCheckBaseline.1.png")
        let suite = try SnapshotFixture.suite("recipes.yaml")
        let message = withSnapshotTesting(record: .never) {
            verifySnapshot(of: suite, as: strategy, snapshotDirectory: folder.path)
        }
        #expect(message == nil)
    }

    /// A reference with a 10 x 10 block painted over fails with the differ's count; the failed
    /// rendering goes to the artifacts folder; the reference stays as it was.
    @Test func aTamperedReferenceFailsWithThePixelCount() throws {
        let folder = try ScratchFolder("sst-tampered")
        let tampered = try Self.tampered(try SnapshotFixture.baseline(baselinePath))
        try FileManager.default.createDirectory(at: folder.file("reference"), withIntermediateDirectories: true)
        let reference = try folder.write(tampered.png, to: "reference/aTamperedReferenceFailsWithThePixelCount.1.png")
        let message = try SnapshotFixture.withArtifacts(in: folder) {
            verifySnapshot(
                of: try SnapshotFixture.suite("recipes.yaml"), as: strategy, record: .missing, snapshotDirectory: folder.file("reference").path)
        }
        let pixels = tampered.image.width * tampered.image.height
        #expect(message?.contains("Snapshot does not match reference.") == true)
        #expect(message?.contains("100 of \(pixels) pixels differ (pixelmatch threshold 0.1)") == true, "\(message ?? "nil")")
        // Encoded again without the layout the rendering carries: only pixels can be compared.
        #expect(message?.contains("pixel change: pixels only: the baseline has no stored layout") == true, "\(message ?? "nil")")
        #expect(try FileBytes.read(reference.path) == tampered.png)
        let artifact = folder.file("ImageStrategyTests/aTamperedReferenceFailsWithThePixelCount.1.png")
        #expect(try RecordedBeforeVoiceOver.same(try FileBytes.read(artifact.path), try SnapshotFixture.baseline(baselinePath)))
    }

    /// The failure's attachment is check's triptych: reference | diff | actual on grey, the
    /// painted block red in the diff panel.
    @Test func theAttachmentIsTheTriptych() throws {
        let baseline = try SnapshotFixture.baseline(baselinePath)
        let tampered = try Self.tampered(baseline)
        let (_, attachments) = try #require(strategy.diffing.diffV2(ProofSheetImage(png: tampered.png), ProofSheetImage(png: baseline)))
        guard case .data(let data, let name) = try #require(attachments.first) else {
            Issue.record("no data attachment")
            return
        }
        #expect(name == "triptych.png")
        let triptych = try PNGDecoder.decode([UInt8](data))
        let width = tampered.image.width
        let height = tampered.image.height
        #expect(triptych.width == 3 * width + 4 * 12)
        #expect(triptych.height == height + 2 * 12)
        // The block's first pixel in the diff panel, which starts after the reference and two gaps.
        let offset: Int = ((12 + 40) * triptych.width + 12 + width + 12 + 40) * 4
        #expect(Array(triptych.pixels[offset..<offset + 4]) == [255, 0, 0, 255])
    }

    /// A tolerance lets the 100 pixels pass, and one pixel less does not.
    @Test func toleranceAllowsTheCountItNames() throws {
        let baseline = try SnapshotFixture.baseline(baselinePath)
        let reference = ProofSheetImage(png: try Self.tampered(baseline).png)
        let allowing = Diffing<ProofSheetImage>.proofSheet(tolerance: try DiffTolerance(maxDiffPixels: 100))
        #expect(allowing.diffV2(reference, ProofSheetImage(png: baseline)) == nil)
        let strict = Diffing<ProofSheetImage>.proofSheet(tolerance: try DiffTolerance(maxDiffPixels: 99))
        let message = strict.diffV2(reference, ProofSheetImage(png: baseline))?.0
        #expect(message?.contains("100 of") == true && message?.contains("more than the 99 the tolerance allows") == true, "\(message ?? "nil")")
    }

    /// The configuration in effect where a strategy is made gives its tolerance and scale.
    @Test func theConfigurationGivesTheToleranceAndScale() throws {
        let baseline = try SnapshotFixture.baseline(baselinePath)
        let reference = ProofSheetImage(png: try Self.tampered(baseline).png)
        let tolerant = try withProofSheet(tolerance: try DiffTolerance(maxDiffPixels: 100)) {
            Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet(device: .iPhone16, category: .accessibilityExtraLarge, columns: 1)
        }
        #expect(tolerant.diffing.diffV2(reference, ProofSheetImage(png: baseline)) == nil)
        #expect(strategy.diffing.diffV2(reference, ProofSheetImage(png: baseline)) != nil)
        let double = withProofSheet(scale: 2) { Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet(category: .large) }
        let image = try PNGDecoder.decode(Self.snapshot(try SnapshotFixture.suite("plain-table.yaml"), as: double).png)
        #expect(image.width == 2 * 393)
    }

    /// A changed spec (a longer title) against the reference recorded before: the size change
    /// and the layout change in words; `.failed` records the new rendering over it.
    @Test func aChangedSpecFailsWithTheLayoutChange() throws {
        let folder = try ScratchFolder("sst-changed")
        let plain = Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet(category: .large)
        let original = try SnapshotFixture.suite("plain-table.yaml")
        let path = SnapshotFixture.root.appendingPathComponent("Examples/plain-table.yaml").path
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "{text: Bluetooth}", with: "{text: Bluetooth and every other wireless thing nearby}")
        let changed = try SpecLoader.parse(text, file: path)
        #expect(verifySnapshot(of: original, as: plain, named: "table", record: .missing, snapshotDirectory: folder.path) != nil)
        let reference = folder.file("aChangedSpecFailsWithTheLayoutChange.table.png")
        let recorded = try FileBytes.read(reference.path)
        #expect(try RecordedBeforeVoiceOver.same(recorded, try SnapshotFixture.baseline("plain-table/plain-table/iphone-16/1col-large.png")))

        let message = SnapshotFixture.withArtifacts(in: folder) {
            verifySnapshot(of: changed, as: plain, named: "table", record: .failed, snapshotDirectory: folder.path)
        }
        #expect(
            message?.contains("Snapshot \"table\" does not match reference. A new snapshot was automatically recorded.") == true,
            "\(message ?? "nil")")
        let size = try #require(message?.firstMatch(of: /size changed from 393x(\d+) to 393x(\d+)/))
        #expect(Int(size.2)! > Int(size.1)!)
        #expect(message?.contains("pixels differ on a 393x\(size.2) canvas") == true)
        #expect(
            message?.contains("layout change: ") == true && message?.contains("Bluetooth and every other wireless thing nearby") == true,
            "\(message ?? "nil")")
        #expect(try PNGDecoder.decode(try FileBytes.read(reference.path)).height == Int(size.2)!)
    }

    /// A reference that is not a PNG fails with the decoder's reason, never a crash.
    @Test func anUnreadableReferenceFailsWithTheReason() throws {
        let baseline = try SnapshotFixture.baseline(baselinePath)
        let message = strategy.diffing.diffV2(ProofSheetImage(png: Array("not a png".utf8)), ProofSheetImage(png: baseline))?.0
        #expect(
            message?.hasPrefix("ProofSheet cannot compare the snapshot with its reference: cannot decode PNG 'reference': ") == true,
            "\(message ?? "nil")")
    }

    /// The baseline with a 10 x 10 black block at (40, 40), decoded and encoded again.
    static func tampered(_ png: [UInt8]) throws -> (png: [UInt8], image: RGBAImage) {
        var image = try PNGDecoder.decode(png)
        for y in 40..<50 {
            for x in 40..<50 { image.pixels.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: [0, 0, 0, 255]) }
        }
        return (try PNGEncoder.encode(image), image)
    }
}
