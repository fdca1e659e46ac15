import Foundation
import ProofSheet
import ProofSheetSupport
import TestSupport
import Testing
import Variants

/// `{field}` placeholders in the text values of a template built in Swift (a cell's
/// `background`, a label's `color`), filled from each item as a spec's are.
@Suite struct SwiftItemValuesTests {
    static func suite(tints: [String], lacking: Bool = false) -> Suite {
        Suite("Values") {
            Screen("values", devices: [.custom(width: 400)], layout: .list()) {
                Cell(padding: EdgeInsets(all: 8), background: "{tint}") { Stack { Label("{title}", color: "#{ink}") } }
            } items: {
                for (index, tint) in tints.enumerated() {
                    if lacking && index == 1 {
                        ["title": "No tint", "ink": "000000"]
                    } else {
                        ["title": .plain("Item \(index)"), "tint": .plain(tint), "ink": "000000"]
                    }
                }
            }
        }
    }

    @Test func eachItemFillsItsCellsValues() throws {
        let suite = Self.suite(tints: ["#FF0000", "#0000FF", "#FF0000"])
        try suite.validate()
        let layout = suite.screens[0].layout
        #expect(layout.itemTemplates.map(\.template.background) == ["#FF0000", "#0000FF"])
        #expect(layout.sections[0].itemTemplateIndices == [0, 1, 0])
        #expect(
            layout.template(of: .cell, section: 0, item: 1).stack.items.first.map { element -> String? in
                if case .label(let label) = element { return label.color } else { return nil }
            } == "#000000")
        // The rendered rows show their item's colour.
        let renderer = try VariantRenderer(suite: suite)
        let variant = VariantRenderingTests.variant(renderer, category: .large)
        let cells = try renderer.layout(variant).elements
        let image = try DecodedPNG(png: try #require(VariantRenderingTests.pngPages(renderer, variant, options: VariantRenderingTests.bare).first))
        // Inside each cell's padding, its item's colour.
        #expect(image.pixel(atPoint: 4, cells[0].frame.minY + 4, scale: 2) == RGBA(hex: "#FF0000"))
        #expect(image.pixel(atPoint: 4, cells[1].frame.minY + 4, scale: 2) == RGBA(hex: "#0000FF"))
        #expect(image.pixel(atPoint: 396, cells[2].frame.maxY - 4, scale: 2) == RGBA(hex: "#FF0000"))
    }

    @Test func aValueNoColourNamesIsAnErrorWhenChecked() throws {
        let error = try #require(#expect(throws: SpecError.self) { try Self.suite(tints: ["#FF0000", "bleu"]).validate() })
        #expect(error.keyPath == "screens[0].cell.background")
        #expect(error.problem.hasPrefix("unknown colour 'bleu'"), "\(error)")
    }

    @Test func anItemWithoutTheFieldIsAnErrorAtTheItem() throws {
        let error = try #require(#expect(throws: SpecError.self) { try Self.suite(tints: ["#FF0000", "#0000FF"], lacking: true).validate() })
        #expect(error.keyPath == "screens[0].items[1]")
        #expect(error.problem == "the item has no field 'tint'. Its cell takes '{tint}' from every item; its fields: ink, title")
    }
}
