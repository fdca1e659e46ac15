import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// A `valueCell` whose secondary text is empty, written literally or filled from an empty field,
/// in YAML and in the Swift DSL: UIKit shows no secondary label for an empty `secondaryText`, so
/// the row is laid out as the value cell without one (one label, the text's), in both.
@Suite struct EmptySecondaryTextTests {
    static let yaml = """
        name: empty
        screens:
          - name: settings
            layout: {kind: list}
            cell:
              padding: 0
              stack:
                items:
                  - listContent: {style: valueCell, text: "{name}", secondaryText: "SECONDARY"}
            items:
              - {name: Wi-Fi, value: ""}
        """

    static func layout(_ suite: Suite) throws -> ScreenLayout {
        let screen = try #require(suite.screens.first)
        return try ControlRenderingTests.layout(screen.layout)
    }

    @Test(arguments: ["", "{value}"]) func emptySecondaryTextShowsNoSecondaryLabel(secondary: String) throws {
        let fromYAML = try SpecLoader.parse(Self.yaml.replacingOccurrences(of: "SECONDARY", with: secondary))
        let fromSwift = Suite("settings") {
            Screen("settings", layout: .list()) {
                Cell(padding: .zero) { Stack { ListContent(.valueCell, text: "{name}", secondaryText: secondary) } }
            } items: {
                ["name": "Wi-Fi", "value": ""]
            }
        }
        try fromSwift.validate()
        for suite in [fromYAML, fromSwift] {
            let labels = try #require(try Self.layout(suite).elements.first?.content).labels
            #expect(labels.map(\.text) == ["Wi-Fi"], "\(labels.map(\.text))")
        }
    }
}
