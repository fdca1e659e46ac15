import Foundation
import ImageIO
import ProofSheet
import ProofSheetSnapshotTesting
import Snapshot
import SnapshotTesting
import TestSupport
import Testing

extension ImageStrategyTests {
    /// The layout strategy records the JSON `proofsheet layout --format json` prints, which is
    /// the layout the variant's PNG carries; a changed spec fails with the changed lines.
    @Test func theLayoutStrategyRecordsAndComparesTheLayoutJSON() throws {
        let folder = try ScratchFolder("sst-layout")
        let suite = try SnapshotFixture.suite("plain-table.yaml")
        let strategy = Snapshotting<ProofSheet.Suite, String>.proofSheetLayout(category: .accessibilityExtraExtraExtraLarge)
        #expect(verifySnapshot(of: suite, as: strategy, named: "table", record: .missing, snapshotDirectory: folder.path) != nil)
        let json = try String(contentsOf: folder.file("theLayoutStrategyRecordsAndComparesTheLayoutJSON.table.json"), encoding: .utf8)
        let baseline = try SnapshotFixture.baseline("plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge.png")
        let carried = try #require(try LayoutSnapshot.stored(in: baseline, path: "baseline"))
        // The baseline was recorded before layouts carried what VoiceOver reads (schema 1.2); the
        // rest is the same, byte for byte.
        var current = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(json.utf8))
        #expect(carried.voiceOver == nil && current.voiceOver?.isEmpty == false)
        current.voiceOver = nil
        #expect(current.json == carried.json)
        #expect(json.hasPrefix("{\n  \"columns\" : 1,\n  \"contentSize\" : [\n"))
        #expect(verifySnapshot(of: suite, as: strategy, named: "table", record: .never, snapshotDirectory: folder.path) == nil)

        let path = SnapshotFixture.root.appendingPathComponent("Examples/plain-table.yaml").path
        let changed = try SpecLoader.parse(
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "{text: Wi-Fi}", with: "{text: Wireless}"), file: path)
        let message = SnapshotFixture.withArtifacts(in: folder) {
            verifySnapshot(of: changed, as: strategy, named: "table", record: .never, snapshotDirectory: folder.path)
        }
        #expect(message?.contains("−          \"text\" : \"Wi-Fi\"") == true, "\(message ?? "nil")")
        #expect(message?.contains("+          \"text\" : \"Wireless\"") == true)
    }

    /// A Screen value is snapshotted as the only screen of a suite of its own: the same pixels
    /// as the suite it came from (which names no colours, fonts or strings of its own).
    @Test func aScreenValueRendersAsTheSuiteDoes() throws {
        let suite = try SnapshotFixture.suite("plain-table.yaml")
        let fromScreen = Snapshotting<Screen, ProofSheetImage>.proofSheet(category: .extraLarge)
        let fromSuite = Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet(category: .extraLarge)
        let screenImage = try PNGDecoder.decode(Self.snapshot(suite.screens[0], as: fromScreen).png)
        let suiteImage = try PNGDecoder.decode(Self.snapshot(suite, as: fromSuite).png)
        #expect(screenImage == suiteImage)
        let layout = Self.snapshot(suite.screens[0], as: Snapshotting<Screen, String>.proofSheetLayout(category: .extraLarge))
        #expect(layout == Self.snapshot(suite, as: Snapshotting<ProofSheet.Suite, String>.proofSheetLayout(category: .extraLarge)))
    }

    /// The brief's example: two columns at AX3 on a device whose column rule gives two there.
    @Test func twoColumnsOnALandscapePhone() throws {
        let suite = try SnapshotFixture.suite("recipes.yaml")
        let image = Self.snapshot(suite, as: .proofSheet(device: .iPhone16.landscape, category: .accessibilityExtraLarge, columns: 2))
        let baseline = try SnapshotFixture.baseline("recipes/recipe-grid/iphone-16-landscape/2col-accessibilityExtraLarge.png")
        #expect(try RecordedBeforeVoiceOver.same(image.png, baseline))
    }

    /// A choice that names no variant check renders, or several, fails the test at once with
    /// the values there are, and compares as a failure with the reference; nothing crashes.
    @Test(
        arguments: [
            (
                nil, 3,
                "the screen 'recipe-grid' at AX3 has no variant with column count '3' among those proofsheet check renders; its column count values there: 1"
            ),
            (
                nil, nil,
                "the screen 'recipe-grid' at AX3 has 3 variants; choose one with device: iPhone 16 or iPhone 16 landscape or iPad Pro 13-inch, columns: 1 or 2 or 3"
            ),
            (
                Device.iPadMini, nil,
                "has no variant with device 'iPad mini' among those proofsheet check renders; its device values there: iPhone 16, iPhone 16 landscape, iPad Pro 13-inch"
            ),
        ] as [(Device?, Int?, String)])
    func aChoiceThatNamesNoVariantFails(device: Device?, columns: Int?, problem: String) throws {
        let device = device ?? (columns == nil ? nil : .iPhone16)
        let strategy = Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet(
            device: device, category: .accessibilityExtraLarge, columns: columns)
        let suite = try SnapshotFixture.suite("recipes.yaml")
        var image: ProofSheetImage?
        withKnownIssue {
            image = Self.snapshot(suite, as: strategy)
        } matching: { issue in
            String(describing: issue).contains("ProofSheet could not render the snapshot: ") && String(describing: issue).contains(problem)
        }
        #expect(image?.png == [])
        let reference = ProofSheetImage(png: try SnapshotFixture.baseline("recipes/recipe-grid/iphone-16/1col-accessibilityExtraLarge.png"))
        let failed = try #require(image)
        let message = try #require(strategy.diffing.diffV2(reference, failed)?.0)
        #expect(message.hasPrefix("ProofSheet could not render the snapshot: ") && message.contains(problem), "\(message)")
    }

    /// An unknown screen name and a screen whose layout fails are issues too, with their errors.
    @Test func anUnknownScreenAndABadLayoutAreIssues() throws {
        let suite = try SnapshotFixture.suite("recipes.yaml")
        withKnownIssue {
            _ = Self.snapshot(suite, as: Snapshotting<ProofSheet.Suite, String>.proofSheetLayout(screen: "recipe-gird", device: .iPhone16))
        } matching: { issue in
            String(describing: issue).contains("ProofSheet could not lay out the snapshot: unknown screen 'recipe-gird'; did you mean 'recipe-grid'?")
        }
        var wide = try SnapshotFixture.suite("plain-table.yaml")
        wide.screens[0].layout.contentInset.left = 400
        withKnownIssue {
            _ = Self.snapshot(wide, as: Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet())
        } matching: { issue in
            String(describing: issue).contains("ProofSheet could not render the snapshot: ")
        }
    }

    /// A variant taller than one PNG page (check records it as pages) is an error, not a cut image.
    @Test func aVariantOfSeveralPagesIsAnIssue() throws {
        let spec = SpecFixture.labelList(
            suite: "Tall", screen: "tall", devices: "[{width: 40}]", cell: "minHeight: 44", items: "{repeat: 800, of: [{text: Row}]}"
        )
        let suite = try SpecLoader.parse(spec)
        withKnownIssue {
            _ = Self.snapshot(suite, as: Snapshotting<ProofSheet.Suite, ProofSheetImage>.proofSheet())
        } matching: { issue in
            String(describing: issue).contains(
                "is 2 PNG pages (taller than a PNG page at @1x); a snapshot is one image: use assertSnapshots from ProofSheetTesting")
        }
    }

    /// What a strategy snapshots for `value`, as verifySnapshot takes it (synchronously).
    static func snapshot<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format {
        var result: Format?
        strategy.snapshot(value).run { result = $0 }
        return result!
    }
}
