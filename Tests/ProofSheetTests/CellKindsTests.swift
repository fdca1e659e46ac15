import Foundation
import ProofSheet
import ProofSheetSupport
import TestSupport
import Testing
import Variants

/// Several kinds of cell on one screen (`cells:`, an item's `cell: promo`), headers and footers
/// with templates of their own, and template values taken from each item (`background: "{bg}"`):
/// exact frames in every layout, pixels of a rendered PNG, and the errors of a bad kind or value.
@Suite struct CellKindsTests {
    /// A 400 pt wide screen in `layout` with `columns` columns: the default kind is a 44 pt image
    /// in 8 pt of padding (60 pt tall), `promo` an 80 × 100 pt image (100 pt tall); item B is a promo.
    static func kindsSpec(layout: String, columns: Int = 1, itemB: String = "{title: B, cell: promo}") -> String {
        """
        name: Kinds
        screens:
          - name: kinds
            devices: [{width: 400}]
            columns: \(columns)
            layout: {kind: \(layout)}
            cell: {padding: 8, stack: {items: [{image: {size: 44}}]}}
            cells:
              promo: {stack: {alignment: leading, items: [{image: {size: [80, 100]}}]}}
            items:
              - {title: A}
              - \(itemB)
              - {title: C}
              - {title: D}
        """
    }

    static func cellFrames(_ yaml: String) throws -> [Rect] {
        let renderer = try VariantRenderer(suite: SpecLoader.parse(yaml, file: "kinds.yaml"), specPath: "/nonexistent/kinds.yaml")
        let variant = VariantRenderingTests.variant(renderer, category: .large)
        return try renderer.layout(variant).elements.filter { $0.kind == .cell }.map(\.frame)
    }

    static func error(_ yaml: String) throws -> SpecError {
        try #require(#expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "kinds.yaml") })
    }

    @Test func aListRowTakesItsKindsHeight() throws {
        #expect(
            try Self.cellFrames(Self.kindsSpec(layout: "list")) == [
                Rect(x: 0, y: 0, width: 400, height: 60), Rect(x: 0, y: 60, width: 400, height: 100),
                Rect(x: 0, y: 160, width: 400, height: 60), Rect(x: 0, y: 220, width: 400, height: 60),
            ])
    }

    /// FLOW-8: a line is as tall as its tallest item, and the shorter item is centred in it.
    @Test func aFlowLineIsAsTallAsItsTallestKind() throws {
        #expect(
            try Self.cellFrames(Self.kindsSpec(layout: "flow", columns: 2)) == [
                Rect(x: 0, y: 20, width: 195, height: 60), Rect(x: 205, y: 0, width: 195, height: 100),
                Rect(x: 0, y: 110, width: 195, height: 60), Rect(x: 205, y: 110, width: 195, height: 60),
            ])
    }

    /// FRH-6: every cell of a row gets the row's tallest cell's height.
    @Test func aGridRowTakesItsTallestCellsHeight() throws {
        #expect(
            try Self.cellFrames(Self.kindsSpec(layout: "grid", columns: 2)) == [
                Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 200, y: 0, width: 200, height: 100),
                Rect(x: 0, y: 100, width: 200, height: 60), Rect(x: 200, y: 100, width: 200, height: 60),
            ])
    }

    /// Waterfall: each cell keeps its kind's height and goes to the shortest column.
    @Test func masonryCellsKeepTheirKindsHeights() throws {
        #expect(
            try Self.cellFrames(Self.kindsSpec(layout: "masonry", columns: 2)) == [
                Rect(x: 0, y: 0, width: 195, height: 60), Rect(x: 205, y: 0, width: 195, height: 100),
                Rect(x: 0, y: 70, width: 195, height: 60), Rect(x: 205, y: 110, width: 195, height: 60),
            ])
    }

    @Test func theDefaultKindMayBeWrittenUnderCells() throws {
        let yaml = Self.kindsSpec(layout: "list").replacingOccurrences(of: "    cell: {padding", with: "    cells:\n      default: {padding")
            .replacingOccurrences(of: "    cells:\n      promo", with: "      promo")
        let suite = try SpecLoader.parse(yaml, file: "kinds.yaml")
        #expect(suite.screens[0].layout.itemTemplates.map(\.keyPath) == ["cells.default", "cells.promo"])
        #expect(try Self.cellFrames(yaml).map(\.height) == [60, 100, 60, 60])
    }

    @Test func anItemsKindIsNotAField() throws {
        let suite = try SpecLoader.parse(Self.kindsSpec(layout: "list"), file: "kinds.yaml")
        #expect(suite.screens[0].layout.sections[0].items[1] == ["title": "B"])
        #expect(suite.screens[0].layout.sections[0].itemTemplateIndices == [0, 1, 0, 0])
    }

    @Test func anUnknownKindIsAnErrorAtTheItemWithCloseNames() throws {
        let error = try Self.error(Self.kindsSpec(layout: "list", itemB: "{title: B, cell: promos}"))
        #expect(
            error.description
                == "kinds.yaml:12:26: unknown kind of cell 'promos' at screens[0].items[1].cell; did you mean 'promo'? Valid: default, promo")
    }

    @Test func aKindWrittenTwiceIsAnError() throws {
        let yaml = Self.kindsSpec(layout: "list").replacingOccurrences(of: "      promo:", with: "      default: {stack: {items: []}}\n      promo:")
        let error = try Self.error(yaml)
        #expect(error.keyPath == "screens[0].cells.default")
        #expect(error.problem == "the default kind of cell is written twice: as cell and as cells.default; keep one")
    }

    // MARK: Values from items

    /// A list whose cells take their background and their label's line count from the item.
    static let valuesSpec = """
        name: Values
        screens:
          - name: values
            devices: [{width: 400}]
            layout: {kind: list}
            cell:
              padding: 8
              background: "{bg}"
              stack: {items: [{label: {text: "{text}", lines: "{lines}", color: "#000000"}}]}
            items:
              - {bg: "#FF0000", lines: 1, text: \(String(repeating: "Lorem ipsum dolor sit amet ", count: 8))}
              - {bg: "#0000FF", lines: 3, text: \(String(repeating: "Lorem ipsum dolor sit amet ", count: 8))}
              - {bg: "#FF0000", lines: 1, text: Short}
        """

    @Test func aCellTakesItsBackgroundAndLineCountFromItsItem() throws {
        let renderer = try VariantRenderer(suite: SpecLoader.parse(Self.valuesSpec, file: "values.yaml"), specPath: "/nonexistent/values.yaml")
        // Items with the same values share one template.
        #expect(renderer.suite.screens[0].layout.itemTemplates.map(\.template.background) == ["#FF0000", "#0000FF"])
        let variant = VariantRenderingTests.variant(renderer, category: .large)
        let cells = try renderer.layout(variant).elements.filter { $0.kind == .cell }
        #expect(cells.map { $0.content.labels[0].maximumLines } == [1, 3, 1])
        #expect(cells.map { $0.content.labels[0].lineCount } == [1, 3, 1])
        let image = try DecodedPNG(png: try #require(VariantRenderingTests.pngPages(renderer, variant, options: VariantRenderingTests.bare).first))
        let red = RGBA(hex: "#FF0000")
        let blue = RGBA(hex: "#0000FF")
        // Inside each cell's padding, its item's colour.
        #expect(image.pixel(atPoint: 4, cells[0].frame.minY + 4, scale: 2) == red)
        #expect(image.pixel(atPoint: 4, cells[1].frame.minY + 4, scale: 2) == blue)
        #expect(image.pixel(atPoint: 396, cells[2].frame.maxY - 4, scale: 2) == red)
        // One band of ink in the one-line label, three in the three-line one.
        #expect(image.inkBands(in: PixelRect(cells[0].content.labels[0].frame, scale: 2), background: red, minimumGap: 2) == 1)
        #expect(image.inkBands(in: PixelRect(cells[1].content.labels[0].frame, scale: 2), background: blue, minimumGap: 2) == 3)
    }

    @Test func aValueATemplateCannotTakeIsAnErrorAtTheItem() throws {
        let error = try Self.error(Self.valuesSpec.replacingOccurrences(of: "lines: 3", with: "lines: many"))
        #expect(
            error.description
                == "kinds.yaml:12:32: 'many' cannot fill '{lines}' (cell.stack.items[0].label.lines) at screens[0].items[1].lines; expected a number (valid: 0...1000 lines, a whole number (0 = unlimited)) but found 'many'"
        )
        let colour = try Self.error(Self.valuesSpec.replacingOccurrences(of: "#0000FF", with: "bleu"))
        #expect(colour.keyPath == "screens[0].items[1].bg")
        #expect(colour.problem.hasPrefix("'bleu' cannot fill '{bg}' (cell.background); unknown colour 'bleu'"), "\(colour)")
        // A size past AX5 suggests AX5, the nearest, not AX1 (as near in spelling).
        let hidden = try Self.error(
            Self.valuesSpec.replacingOccurrences(of: "lines: \"{lines}\", ", with: "lines: \"{lines}\", hiddenFrom: \"{h}\", ")
                .replacingOccurrences(of: "lines: 1,", with: "lines: 1, h: AX3,").replacingOccurrences(of: "lines: 3,", with: "lines: 3, h: AX6,"))
        #expect(hidden.keyPath == "screens[0].items[1].h")
        #expect(hidden.problem.contains("did you mean 'accessibilityExtraExtraExtraLarge'?"), "\(hidden)")
    }

    @Test func anItemWithoutAFieldTheTemplateTakesIsAnError() throws {
        let error = try Self.error(Self.valuesSpec.replacingOccurrences(of: "{bg: \"#0000FF\", ", with: "{"))
        #expect(error.keyPath == "screens[0].items[1]")
        #expect(error.problem == "the item has no field 'bg'. Its cell takes '{bg}' from every item; its fields: lines, text")
    }

    // MARK: Headers and footers

    @Test func footersHaveATemplateOfTheirOwn() throws {
        let yaml = """
            name: Sections
            screens:
              - name: sections
                devices: [{width: 400}]
                layout: {kind: list}
                header: {height: 50, stack: {items: [{label: {text: "{text}"}}]}}
                footer: {height: 30, background: "#00FF00", stack: {items: [{label: {text: "{text}", style: footnote}}]}}
                cell: {padding: 8, stack: {items: [{image: {size: 44}}]}}
                sections:
                  - {header: First, footer: Last, items: [{title: A}]}
            """
        let suite = try SpecLoader.parse(yaml, file: "sections.yaml")
        #expect(suite.screens[0].layout.templateKey(of: .footer, section: 0, item: 0) == "footer")
        #expect(try Self.cellFrames(yaml) == [Rect(x: 0, y: 50, width: 400, height: 60)])
        let renderer = try VariantRenderer(suite: suite, specPath: "/nonexistent/sections.yaml")
        let elements = try renderer.layout(VariantRenderingTests.variant(renderer, category: .large)).elements
        #expect(elements.map(\.kind) == [.header, .cell, .footer])
        #expect(elements.map(\.frame.height) == [50, 60, 30])
        // Without a footer template, footers keep the header's.
        let withoutFooter = yaml.split(separator: "\n").filter { !$0.hasPrefix("    footer:") }.joined(separator: "\n")
        let shared = try SpecLoader.parse(withoutFooter, file: "x.yaml")
        #expect(shared.screens[0].layout.template(of: .footer, section: 0, item: 0) == shared.screens[0].layout.supplementary)
        #expect(shared.screens[0].layout.templateKey(of: .footer, section: 0, item: 0) == "header")
    }

    // MARK: Swift

    @Test func aSwiftItemPicksItsKind() throws {
        func suite(kind: String) -> Suite {
            Suite("Kinds") {
                Screen("kinds", layout: .list(), cells: ["promo": Cell { Stack { Image(width: 80, height: 100) } }]) {
                    Cell(padding: EdgeInsets(all: 8)) { Stack { Image(size: 44) } }
                } items: {
                    ["title": "A"]
                    ["title": "B", "cell": .plain(kind)]
                }
            }
        }
        let renderer = try VariantRenderer(suite: suite(kind: "promo"))
        let variant = VariantRenderingTests.variant(renderer, category: .large)
        #expect(try renderer.layout(variant).elements.map(\.frame.height) == [60, 100])
        let error = try #require(#expect(throws: SpecError.self) { try suite(kind: "promos").validate() })
        #expect(error.keyPath == "screens[0].items[1].cell")
        #expect(error.problem == "unknown kind of cell 'promos'; did you mean 'promo'? Valid: default, promo")
    }
}
