import Foundation
import Snapshot
import Testing

/// What VoiceOver reads, in the layout JSON and in `check`'s change descriptions
/// (docs/voiceover.md, "Where it shows").
struct VoiceOverComparisonTests {
    /// A one-cell layout whose stops read `labels` in that order, each in the label's own frame
    /// (`Time`'s key path names item 9, wherever it is).
    static func layout(_ labels: [String]?, cellHeight: Double = 40) throws -> LayoutSnapshot {
        let stops = labels.map { labels in
            labels.enumerated().map { index, label in
                """
                {"frame": [0, \(index * 15), 50, 15], "label": "\(label)", "traits": ["staticText"], "element": "cell 0.0",
                 "keyPath": "stack.items[\(label == "Time" ? 9 : index)].label", "spoken": "\(label)."}
                """
            }.joined(separator: ", ")
        }
        let json = """
            {"columns": 1, "contentSize": [200, \(cellHeight)],
             "elements": [{"kind": "cell", "section": 0, "item": 0, "frame": [0, 0, 200, \(cellHeight)], "labels": [], "images": [],
                           "hiddenElements": 0}]\(stops.map { ", \"voiceOver\": [\($0)]" } ?? "")}
            """
        return try JSONDecoder().decode(LayoutSnapshot.self, from: Data(json.utf8))
    }

    /// Two stops that change places are named, the one now first before the other, even when
    /// nothing else in the layout moved.
    @Test func anOrderChangeIsNamed() throws {
        let before = try Self.layout(["Name", "Time", "Message"])
        var after = try Self.layout(["Name", "Message", "Time"])
        // Message keeps its key path (item 2) in its new place.
        after.voiceOver![1].keyPath = "stack.items[2].label"
        let change = try #require(after.changes(since: before))
        #expect(change.details == ["VoiceOver order: 'Message' now before 'Time'"])
        #expect(change.group == "VoiceOver order changed")
    }

    /// A stop that reads otherwise, one no longer read and one newly read.
    @Test func labelChangesAreNamed() throws {
        var before = try Self.layout(["Name", "Time"])
        var after = before
        after.voiceOver![0].spoken = "Ana Ruiz."
        after.voiceOver![0].label = "Ana Ruiz"
        #expect(after.changes(since: before)?.details == ["VoiceOver: 'Name.' -> 'Ana Ruiz.' (cell 0.0 stack.items[0].label)"])
        before.voiceOver!.removeLast()
        #expect(after.changes(since: before)?.details.contains("VoiceOver: 'Time' now read (cell 0.0)") == true)
        #expect(before.changes(since: after)?.details.contains("VoiceOver: 'Time' no longer read (cell 0.0)") == true)
    }

    /// A cell added, or a text edited, is described as such: the stops that follow from it are not
    /// named again.
    @Test func stopsOfAnAddedOrEditedElementAreNotNamedAgain() throws {
        let before = try Self.layout(["Name"])
        var added = before
        var cell = added.elements[0]
        cell.item = 1
        added.elements.append(cell)
        var stop = added.voiceOver![0]
        stop.element = "cell 0.1"
        added.voiceOver!.append(stop)
        let change = try #require(added.changes(since: before))
        #expect(change.details == ["item 1 added"])
    }

    /// A baseline recorded before layouts carried VoiceOver's stops has none: the same layout
    /// with them is no change, and a layout change says nothing of VoiceOver.
    @Test func aBaselineWithoutStopsIsNoVoiceOverChange() throws {
        #expect(try Self.layout(["Name", "Time"]).changes(since: Self.layout(nil)) == nil)
        let grown = try #require(try Self.layout(["Time", "Name"], cellHeight: 50).changes(since: Self.layout(nil)))
        #expect(!grown.details.contains { $0.contains("VoiceOver") })
    }

    /// The JSON carries the stops under `voiceOver` as version 1.2, and a layout without them is
    /// written as before (1.0), byte for byte; both read back whole.
    @Test func layoutJSONCarriesTheStops() throws {
        let with = try Self.layout(["Name"])
        #expect(with.json.contains(#""schemaVersion" : "1.2""#))
        #expect(with.json.contains(#""voiceOver" : ["#))
        #expect(with.json.contains(#""spoken" : "Name.""#))
        let without = try Self.layout(nil)
        #expect(without.json.contains(#""schemaVersion" : "1.0""#))
        #expect(!without.json.contains("voiceOver"))
        #expect(with.text.hasSuffix("voiceOver 1  (0, 0, 50, 15)  cell 0.0  'Name.'\n"))
    }
}
