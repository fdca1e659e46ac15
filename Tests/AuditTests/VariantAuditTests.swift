import DynamicType
import Spec
import Testing

@testable import Audit
@testable import Layout

/// The audit's rules on layouts built by hand, without a spec or a text engine.
struct VariantAuditTests {
    /// Words for cramped text: Han, kana and full-width characters each a word of their own, as
    /// Chinese and Japanese break between any two of them.
    @Test func wordsSplitCJKCharactersApart() {
        #expect(VariantAudit.words(in: "Lunch 明日の ok！") == ["Lunch", "明", "日", "の", "ok", "！"])
    }

    /// Characters without a glyph are named as Unicode writes code points, four hex digits at least.
    /// An ASCII text is split by its bytes, a faster path that must split exactly as the
    /// general one does (the same text with a non-ASCII word after it), every ASCII white space
    /// included (a CR LF pair is one `Character`).
    @Test func asciiTextsSplitAsTheGeneralPathDoes() {
        let texts = [
            "a\tb\r\nc  d\u{0B}e\u{0C}f", "  leading and trailing  ", "", "one", "Antidisestablishmentarianism is long.",
            "x\u{1C}y\u{1F}z", "tabs\t\tand\nnew\rlines",
        ]
        for text in texts {
            let general = VariantAudit.words(in: text + " é").dropLast()
            #expect(VariantAudit.words(in: text).map(String.init) == general.map(String.init), "\(text.debugDescription)")
        }
        #expect(VariantAudit.words(in: "a\tb\r\nc  d\u{0B}e") == ["a", "b", "c", "d", "e"])
    }

    @Test func missingGlyphCodes() {
        #expect(["\u{F8FF}", "\u{13000}", "\u{41}"].map(MissingGlyph.code) == ["U+F8FF", "U+13000", "U+0041"])
    }

    /// An element's description reads back as the element: how a manifest's findings decode.
    @Test func elementsReadBackFromTheirDescriptions() {
        for element in [
            AuditElement(kind: .cell, section: 0, item: 3), AuditElement(kind: .cell, section: 1, item: 3, templatePath: "stack.items[1].label"),
            AuditElement(kind: .header, section: 0, item: 0), AuditElement(kind: .footer, section: 2, item: 0, templatePath: "stack.items[0].label"),
            .bar("navigationBar.title"), .bar("tabBar.items[2]"), .bar("tabBar"), .bar("toolbar.items[0].title"),
        ] {
            #expect(AuditElement(description: element.description) == element, "\(element)")
        }
        // A bar's element is of the bar's kind, and encodes as it (JSON, SARIF and JUnit name it so).
        #expect(
            [AuditElement.bar("navigationBar.title"), .bar("tabBar"), .bar("toolbar.items[0].title")].map(\.kind) == [
                .navigationBar, .tabBar, .toolbar,
            ])
        #expect(AuditElement.bar("tabBar.items[2]").isBar && !AuditElement(kind: .header, section: 0, item: 0).isBar)
        #expect(AuditElement.bar("tabBar.items[2]").templateKey == "tabBar")
        for text in ["", "item", "item x", "section 1", "section 1 row 2", "header 0"] { #expect(AuditElement(description: text) == nil, "\(text)") }
    }

    /// Two labels drawn over each other in one cell, on a layout built by hand: the measurements
    /// are exact frames' overlap, whatever the font's glyph widths.
    @Test func overlappingLabelsInOneCell() throws {
        let font = Font(pointSize: 17)
        func label(_ frame: Rect, path: [Int]) -> PlacedLabel {
            PlacedLabel(
                frame: frame, layoutWidth: frame.width, text: "Hi", font: font, maximumLines: 0, lineBreakMode: .wordWrap, paragraph: .standard,
                color: "label", lineCount: 1, isTruncated: false, textStyle: .body, elementPath: path
            )
        }
        let content = CellContent(
            size: Size(width: 393, height: 44),
            labels: [label(Rect(x: 0, y: 0, width: 100, height: 20), path: [0]), label(Rect(x: 90, y: 10, width: 100, height: 20), path: [1])],
            images: [], hiddenElementCount: 0
        )
        let layout = ScreenLayout(
            contentSize: Size(width: 393, height: 44), columns: 1,
            elements: [ScreenElement(kind: .cell, section: 0, item: 0, frame: Rect(x: 0, y: 0, width: 393, height: 44), content: content)],
            separators: []
        )
        let input = ScreenLayoutInput(
            kind: .list(), cell: CellTemplate(background: "#FFFFFF", stack: StackTemplate(items: [])), sections: [.init(items: [[:]])])
        let audit = VariantAudit(
            layout: layout, category: .large, appearance: .light, screenWidth: 393, input: input, screenBackground: "#FFFFFF",
            palette: ColorPalette(), measurer: FixedMeasurer()
        )
        let overlaps = try audit.findings().filter { $0.rule == .overlappingElements }
        #expect(overlaps.count == 1)
        #expect(overlaps.first?.element.templatePath == "stack.items[1].label")
        #expect(overlaps.first?.measured == ["overlapWidth": 10, "overlapHeight": 10])
    }
}

/// Measures nothing: the hand-built layout above never asks.
private struct FixedMeasurer: TextMeasuring {
    func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement { .empty }
}
