import Foundation
import ProofSheet
import Snapshot
import TestSupport
import Testing
import Variants

/// `check` compares what VoiceOver reads even when the pixels match (docs/voiceover.md, "Where it
/// shows"): a spec whose only edit is an accessibility label or a reading order draws the same
/// pixels but is a change, described by what VoiceOver reads now; the unedited spec passes.
@Suite struct VoiceOverCheckTests {
    static func spec(favourite: String = "Favourite", timePriority: Int = 0) -> String {
        """
        name: VoiceOver check
        screens:
          - name: row
            devices: [iPhone 16]
            appearances: [light]
            layout: {kind: grid}
            cell:
              stack:
                axis: horizontal
                spacing: 8
                items:
                  - label: {text: "{name}"}
                  - label: {text: "{time}", accessibility: {sortPriority: \(timePriority)}}
                  - image: {symbol: star.fill, size: 20, accessibility: {label: \(favourite)}}
            items:
              - {name: Name, time: Time}

        """
    }

    /// Records `recorded`, then checks `checked` against it at Large and AX3.
    func check(recorded: String, checked: String, skipsUnchanged: Bool = false) throws -> [SnapshotOutcome] {
        let scratch = try ScratchFolder("voiceover-check")
        let spec = scratch.file("row.yaml")
        let snapshots = scratch.file("Snapshots")
        let filter = VariantFilter(categories: [.large, .accessibilityExtraLarge])
        let session = {
            try SnapshotSession(
                specPath: spec.path, options: .init(snapshots: snapshots, output: scratch.file("out"), jobs: 1, skipsUnchanged: skipsUnchanged))
        }
        try recorded.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try session().record(filter).report.verdict == .passed)
        try checked.write(to: spec, atomically: true, encoding: .utf8)
        return try session().check(filter, recordMode: .never).report.outcomes
    }

    /// The same spec passes, skipping or drawing.
    @Test(arguments: [false, true]) func anUneditedSpecPasses(skipsUnchanged: Bool) throws {
        let outcomes = try check(recorded: Self.spec(), checked: Self.spec(), skipsUnchanged: skipsUnchanged)
        #expect(outcomes.map(\.status) == [.passed, .passed])
    }

    /// An image's accessibility label edited: the same pixels, so no pixel diff, but the variant is
    /// changed, a VoiceOver change naming what is read now.
    @Test func aLabelEditIsAVoiceOverChange() throws {
        let outcomes = try check(recorded: Self.spec(), checked: Self.spec(favourite: "Starred"))
        #expect(outcomes.map(\.status) == [.changed, .changed])
        #expect(outcomes.map(\.diffPixels) == [0, 0])
        #expect(outcomes.map(\.change?.kind) == [.voiceOver, .voiceOver], "\(outcomes.map { ($0.diffPixels, $0.change, $0.message) })")
        #expect(
            outcomes.map(\.change?.details)
                == Array(
                    repeating: ["VoiceOver: 'Favourite. Image.' -> 'Starred. Image.' (cell 0.0 stack.items[2].image)"], count: 2))
        #expect(outcomes.map(\.message) == Array(repeating: "pixels match the baseline; what VoiceOver reads changed", count: 2))
        #expect(outcomes[0].change?.group == outcomes[1].change?.group)
    }

    /// A sort priority that reads the time first: the same pixels, another order.
    @Test func anOrderEditIsAVoiceOverChange() throws {
        let outcomes = try check(recorded: Self.spec(), checked: Self.spec(timePriority: 1))
        #expect(outcomes.map(\.status) == [.changed, .changed])
        #expect(outcomes.map(\.change?.details) == Array(repeating: ["VoiceOver order: 'Time' now before 'Name'"], count: 2))
    }
}
