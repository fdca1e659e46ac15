import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// Separators follow the text's leading edge (docs/components.md, "Separators follow the text";
/// issue 36 point 1): without a `separatorInset`, a row's separator starts at its first label, as
/// UIKit aligns a list cell's separator to its primary text (`separatorLayoutGuide`): after a
/// `listContent` image, at the stacked text's edge at accessibility sizes, mirrored right to
/// left; a written `separatorInset` is kept whatever the row shows. Every number is the page's.
@Suite struct SeparatorInsetTests {
    /// Two rows ("Wi-Fi", "Bluetooth") of a plain list drawn with `cell`.
    static func list(_ cell: CellTemplate, separatorInset: Double? = nil) -> ScreenLayoutInput {
        ScreenLayoutInput(
            kind: .list(separatorInset: separatorInset, style: .plain), cell: cell,
            sections: [.init(items: [["name": "Wi-Fi", "value": "Home"], ["name": "Bluetooth", "value": "On"]])])
    }

    static func listContent(_ style: ListContentStyle, symbol: Bool) -> CellTemplate {
        let content = ListContentTemplate(
            style: style, text: "{name}", secondaryText: style == .valueCell ? "{value}" : nil,
            image: symbol ? ImageTemplate(size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: "wifi")) : nil)
        return CellTemplate(padding: .zero, background: "#FFFFFF", stack: StackTemplate(items: [.listContent(content)]))
    }

    /// The cafe menu's row: a 56 pt image beside the text, 12 pt apart, stacked from AX1.
    static let custom = CellTemplate(
        padding: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16), background: "#FFFFFF",
        stack: StackTemplate(
            axis: .horizontal, spacing: 12, alignment: .leading, accessibilityAxis: .vertical,
            items: [
                .image(ImageTemplate(size: Size(width: 56, height: 56))),
                .label(LabelTemplate(text: "{name}", font: .style(.headline))),
            ]))

    /// The page's rows and the cells they name.
    static let rows: [(String, CellTemplate)] = [
        ("`cell`", listContent(.cell, symbol: false)),
        ("`cell` with a `wifi` symbol", listContent(.cell, symbol: true)),
        ("`valueCell` with secondary text \"Home\" (stacked at AX3)", listContent(.valueCell, symbol: false)),
        ("`valueCell` with a `wifi` symbol and \"Home\"", listContent(.valueCell, symbol: true)),
        ("custom: 16 pt padding, a 56 pt image, 12 pt spacing, the text; stacked from AX1", custom),
    ]

    static let columns: [(ContentSizeCategory, LayoutDirection)] = [
        (.large, .leftToRight), (.accessibilityExtraLarge, .leftToRight), (.large, .rightToLeft), (.accessibilityExtraLarge, .rightToLeft),
    ]

    static func table() throws -> [[String]] {
        try DocumentationPage("docs/components.md").section("### Separators follow the text").tableRows
    }

    /// The page's span in `cell` ("x 95.33 to 390") against the first separator, to 1/100 pt.
    static func expect(_ separator: Rect, _ cell: String, _ context: String) {
        let span = DocumentedMetricsTests.numbers(cell).prefix(2)
        #expect(span.count == 2, "no span in '\(cell)'")
        #expect(
            zip([separator.minX, separator.maxX], span).allSatisfy { DocumentedMetricsTests.close($0, $1) },
            "\(context): \(separator.minX) to \(separator.maxX), the page says \(cell)")
    }

    @Test(arguments: 0..<5) func separatorStartsAtTheText(row: Int) throws {
        let (name, cell) = Self.rows[row]
        let documented = try DocumentedMetricsTests.row(try Self.table(), name)
        for (column, (category, direction)) in Self.columns.enumerated() {
            let layout = try ControlRenderingTests.layout(Self.list(cell), category: category, direction: direction)
            let separator = layout.separators[0]
            Self.expect(separator, documented[column + 1], "\(name) at \(category.shortLabel) \(direction)")
            // The rule itself: the separator's leading end is the first label's leading edge.
            let label = try #require(layout.elements.first { $0.kind == .cell }?.content.labels.first).frame
            let leading = direction == .leftToRight ? separator.minX : separator.maxX
            #expect(DocumentedMetricsTests.close(leading, direction == .leftToRight ? label.minX : label.maxX))
        }
    }

    /// By hand: after a symbol the text starts at 16 + the reserved width + 16; the custom row's at
    /// 16 + 56 + 12 = 84, and at its padding once stacked.
    @Test func byHand() throws {
        let symbol = ListContentTemplate(text: "a", image: ImageTemplate(size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: "wifi")))
        for category in [ContentSizeCategory.large, .accessibilityExtraLarge] {
            let layout = try ControlRenderingTests.layout(Self.list(Self.listContent(.cell, symbol: true)), category: category)
            #expect(DocumentedMetricsTests.close(layout.separators[0].minX, 16 + symbol.reservedWidth(at: category, displayScale: 3) + 16))
        }
        #expect(try ControlRenderingTests.layout(Self.list(Self.custom)).separators[0].minX == 16 + 56 + 12)
        #expect(try ControlRenderingTests.layout(Self.list(Self.custom), category: .accessibilityMedium).separators[0].minX == 16)
    }

    /// A written `separatorInset` is kept for every row, at every size and after an image.
    @Test(arguments: 0..<5) func writtenInsetIsKept(row: Int) throws {
        let documented = try DocumentedMetricsTests.row(try Self.table(), "any of these with `separatorInset: 40`")
        for (column, (category, direction)) in Self.columns.enumerated() {
            let layout = try ControlRenderingTests.layout(
                Self.list(Self.rows[row].1, separatorInset: 40), category: category, direction: direction)
            Self.expect(layout.separators[0], documented[column + 1], "\(Self.rows[row].0) with 40")
        }
    }
}
