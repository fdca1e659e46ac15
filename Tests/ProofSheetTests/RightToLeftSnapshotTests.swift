import Foundation
import Layout
import ProofSheet
import Snapshot
import Testing

/// The layout JSON of a right-to-left screen: `"direction": "rightToLeft"` and the mirrored
/// frames; a left-to-right screen's JSON has no `direction` key.
@Suite struct RightToLeftSnapshotTests {
    @Test func rightToLeftJSONStatesTheDirectionAndTheMirroredFrames() throws {
        let screen = try ExampleLayoutTests.example("plain-table")
        let count = screen.columns.counts(width: 393, isLandscape: false, category: .large)[0]
        let engine = ScreenLayoutEngine(input: screen.layout, measurer: ExampleLayoutTests.measurer)
        let ltr = try engine.layout(width: 393, columns: count, category: .large, displayScale: 3)
        let rtl = try engine.layout(width: 393, columns: count, category: .large, displayScale: 3, direction: .rightToLeft)

        let ltrJSON = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(LayoutSnapshot(ltr))) as? [String: Any])
        let rtlJSON = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(LayoutSnapshot(rtl))) as? [String: Any])
        #expect(ltrJSON["direction"] == nil, "left to right JSON is unchanged")
        #expect(rtlJSON["direction"] as? String == "rightToLeft")
        #expect(rtlJSON["contentSize"] as? [Double] == ltrJSON["contentSize"] as? [Double])

        // The first row's label: 16 pt leading padding, now on the right: x = 393 − 16 − 361.
        let first = try #require((rtlJSON["elements"] as? [[String: Any]])?.first)
        #expect(first["frame"] as? [Double] == [0, 0, 393, 44])
        let label = try #require((first["labels"] as? [[String: Any]])?.first)
        #expect(label["frame"] as? [Double] == [16, 11, 361, 20.333333])
        #expect(LayoutSnapshot(rtl).text.hasPrefix("contentSize 393 x 370.666667, 1 column, right to left\n"))
        #expect(!LayoutSnapshot(ltr).text.contains("right to left"))

        // Every frame mirrored.
        let mirrored = LayoutSnapshot(ltr.mirrored())
        #expect(mirrored == LayoutSnapshot(rtl))
    }
}
