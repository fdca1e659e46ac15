import Foundation
import DynamicType
import Layout
import Snapshot
import Spec
import TestSupport
import Testing

/// A screen's bars in the layout a rendering remembers (`LayoutSnapshot`, docs/schemas/layout.schema.json)
/// and in what `check` says changed (`LayoutComparison`): each bar is an element of its own kind
/// with its titles named by their key paths, a layout with bars is schema version 1.1, and one
/// without is the 1.0 JSON it always was.
@Suite struct BarLayoutSnapshotTests {
    static func layout(title: String, tabs: [String] = ["Home", "Settings"], category: ContentSizeCategory = .large) throws -> ScreenLayout {
        let cell = CellTemplate(stack: StackTemplate(items: [.label(LabelTemplate(text: "{name}"))]))
        var input = ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["name": "Wi-Fi"]])])
        input.bars = ScreenBars(
            navigationBar: NavigationBarSpec(title: .plain(title), largeTitle: true, leading: [BarButtonItemSpec(title: "Edit")]),
            tabBar: TabBarSpec(items: tabs.map { TabBarItemSpec(title: .plain($0), symbol: "house") }))
        return try ScreenLayoutEngine(input: input, measurer: ExampleLayoutTests.measurer)
            .layout(width: 393, columns: 1, category: category, displayScale: 3, visibleHeight: 700)
    }

    @Test func barsAreElementsOfTheirOwnKind() throws {
        let snapshot = LayoutSnapshot(try Self.layout(title: "Settings"))
        #expect(snapshot.elements.map(\.kind) == ["cell", "navigationBar", "tabBar"])
        let navigation = snapshot.elements[1]
        #expect(navigation.frame == [0, 0, 393, 96] && navigation.section == 0 && navigation.item == 0)
        #expect(navigation.labels.map(\.field) == ["leading[0].title", "title"] && navigation.labels.map(\.text) == ["Edit", "Settings"])
        #expect(snapshot.elements[2].labels.map(\.field) == ["items[0].title", "items[1].title"] && snapshot.elements[2].images.count == 2)
        // What VoiceOver reads makes it 1.2 (docs/voiceover.md); bars without it, 1.1.
        #expect(snapshot.json.contains("\"schemaVersion\" : \"1.2\""))
        #expect(snapshot.text.contains("\nnavigationBar  (0, 0, 393, 96)\n"), "\(snapshot.text)")
        var barsOnly = snapshot
        barsOnly.voiceOver = nil
        #expect(barsOnly.json.contains("\"schemaVersion\" : \"1.1\""))

        var withoutBars = barsOnly
        withoutBars.elements.removeLast(2)
        #expect(withoutBars.json.contains("\"schemaVersion\" : \"1.0\""), "a layout without bars keeps the version baselines carry")
        let stored = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(snapshot.pngText.utf8))
        #expect(stored == snapshot)
    }

    /// A retitled bar and a tab added are named as bar changes; a large title that grows with the
    /// category moves the rows below it.
    @Test func changesInBarsAreDescribed() throws {
        let before = LayoutSnapshot(try Self.layout(title: "Settings"))
        let retitled = try #require(LayoutSnapshot(try Self.layout(title: "General", tabs: ["Home", "Settings", "Search"])).changes(since: before))
        #expect(retitled.details.contains("navigationBar title label: 'Settings' -> 'General'"), "\(retitled.details)")
        #expect(retitled.group == "navigationBar title label: 'Settings' -> 'General'", "the text change names the group: \(retitled.group)")
        #expect(retitled.details.contains("tabBar items[2].title label shown"), "\(retitled.details)")
        let grown = try #require(
            LayoutSnapshot(try Self.layout(title: "Settings", category: .accessibilityExtraExtraExtraLarge)).changes(since: before))
        #expect(grown.details.contains("navigationBar height 96 -> 126.7 pt"), "docs/components.md's bar at AX5: \(grown.details)")
        #expect(grown.details.contains { $0.hasPrefix("item 0 moved down") }, "\(grown.details)")
    }
}
