import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngineTestSupport
import Testing

@testable import Rendering

/// `listContent` elements (docs/components.md, "List content configurations") laid out with the
/// real text engine and drawn: each documented metric as a row height at L and AX3, the value
/// cell's side-by-side threshold, margins and paddings as frames and as pixels (left to right and
/// mirrored), the reserved image width, and the SVG and PDF outputs.
@Suite struct ListContentRenderingTests {
    /// One white list row with no padding (the content's margins are its padding) holding `content`.
    static func input(_ content: ListContentTemplate) -> ScreenLayoutInput {
        let cell = CellTemplate(padding: .zero, background: "#FFFFFF", stack: StackTemplate(items: [.listContent(content)]))
        return ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["name": "Wi-Fi", "value": "Home"]])])
    }

    static func content(_ content: ListContentTemplate, at category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight)
        throws -> (ScreenLayout, CellContent)
    {
        let layout = try ControlRenderingTests.layout(Self.input(content), category: category, direction: direction)
        return (layout, try #require(layout.elements.first?.content))
    }

    static func line(_ text: String, _ style: TextStyle, at category: ContentSizeCategory) throws -> Size {
        try MeasurerFixture.measure(MeasurerFixture.request(text, style, category, width: 1000)).size
    }

    static let categories = [ContentSizeCategory.large, .accessibilityExtraLarge]

    /// `cell()`: the body line between 11 pt margins, at L and AX3; the text starts at the 16 pt leading margin.
    @Test(arguments: categories) func cellHeight(category: ContentSizeCategory) throws {
        let (layout, content) = try Self.content(ListContentTemplate(text: "{name}"), at: category)
        let body = try Self.line("Wi-Fi", .body, at: category)
        #expect(layout.elements[0].frame.height == 11 + body.height + 11)
        #expect(content.labels.map(\.templateKeyPath) == ["stack.items[0].listContent.text"])
        #expect(content.labels[0].frame.minX == 16 && content.labels[0].frame.minY == 11)
        #expect(content.labels[0].textStyle == .body && content.labels[0].color == "label")
    }

    /// `subtitleCell()`: body text, 3 pt, subheadline secondary text in secondaryLabel, at L and AX3.
    @Test(arguments: categories) func subtitleCellHeight(category: ContentSizeCategory) throws {
        let (layout, content) = try Self.content(ListContentTemplate(style: .subtitleCell, text: "{name}", secondaryText: "{value}"), at: category)
        let body = try Self.line("Wi-Fi", .body, at: category)
        let subheadline = try Self.line("Home", .subheadline, at: category)
        #expect(layout.elements[0].frame.height == 11 + body.height + 3 + subheadline.height + 11)
        #expect(content.labels[1].templateKeyPath == "stack.items[0].listContent.secondaryText")
        #expect(content.labels[1].frame.minY == content.labels[0].frame.maxY + 3 && content.labels[1].frame.minX == 16)
        #expect(content.labels[1].textStyle == .subheadline && content.labels[1].color == "secondaryLabel")
    }

    /// `valueCell()` with short texts: side by side at L (one body line tall, the value ending at
    /// the 16 pt trailing margin); stacked at AX3 (3 pt between, both at the leading margin).
    @Test(arguments: categories) func valueCellHeight(category: ContentSizeCategory) throws {
        let (layout, content) = try Self.content(ListContentTemplate(style: .valueCell, text: "{name}", secondaryText: "{value}"), at: category)
        let body = try Self.line("Wi-Fi", .body, at: category)
        let value = content.labels[1].frame
        #expect(content.labels[1].textStyle == .body && content.labels[1].color == "secondaryLabel")
        if category == .large {
            #expect(layout.elements[0].frame.height == 11 + body.height + 11)
            #expect(abs(value.maxX - (390 - 16)) < 0.001 && value.minY == content.labels[0].frame.minY)
        } else {
            #expect(layout.elements[0].frame.height == 11 + body.height + 3 + body.height + 11)
            #expect(value.minX == 16 && value.minY == content.labels[0].frame.maxY + 3)
        }
    }

    /// The row heights docs/components.md lists for "Wi-Fi" and "Home" at L and AX3, read from
    /// its table (the last number of each cell: "11 + 20.33 + 11 = 42.33 pt").
    @Test func documentedRowHeights() throws {
        let table = try DocumentedMetricsTests.table("## List content configurations")
        let rows = try ListContentStyle.allCases.map { style in
            let row = try DocumentedMetricsTests.row(table, "`\(style.rawValue)`")
            return (
                style, large: try #require(DocumentedMetricsTests.numbers(row[1]).last),
                ax3: try #require(DocumentedMetricsTests.numbers(row[2]).last)
            )
        }
        for (style, large, ax3) in rows {
            // Every style but `cell` shows "Home" as its secondary text (stacked under "Wi-Fi" but in the value cell).
            let template = ListContentTemplate(style: style, text: "{name}", secondaryText: style == .cell ? nil : "{value}")
            for (category, expected) in [(ContentSizeCategory.large, large), (.accessibilityExtraLarge, ax3)] {
                let height = try Self.content(template, at: category).0.elements[0].frame.height
                #expect(abs(height - expected) < 0.01, "\(style) at \(category.shortLabel): \(height)")
            }
        }
    }

    /// The threshold: side by side while the two one-line widths and the 8 pt padding fit the
    /// width between the margins, stacked one point narrower; stacked at AX1 however short.
    @Test func valueCellStacksWhenTheTextsDoNotFit() throws {
        let text = try Self.line("Wi-Fi", .body, at: .large).width
        let value = try Self.line("Home", .body, at: .large).width
        func stacked(trailing: Double, at category: ContentSizeCategory = .large) throws -> Bool {
            var template = ListContentTemplate(style: .valueCell, text: "{name}", secondaryText: "{value}")
            template.directionalLayoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: trailing)
            let labels = try Self.content(template, at: category).1.labels
            return labels[1].frame.minY > labels[0].frame.minY
        }
        // The trailing margin that leaves exactly the two widths and the padding (less a rounding step).
        let exact = 390 - 16 - (text + 8 + value)
        #expect(try !stacked(trailing: exact - 0.001))
        #expect(try stacked(trailing: exact + 1))
        #expect(try stacked(trailing: 16, at: .accessibilityMedium))
        #expect(try !stacked(trailing: 16, at: .extraExtraExtraLarge))
        let long = ListContentTemplate(style: .valueCell, text: String(repeating: "Personal Hotspot ", count: 3), secondaryText: "Not Connected")
        let labels = try Self.content(long).1.labels
        #expect(labels[1].frame.minX == 16 && labels[1].frame.minY == labels[0].frame.maxY + 3)
    }

    /// The image: centred in its reserved width (the standard 29 pt for a symbol at L, scaled at
    /// AX3; a written width; an image's own width otherwise), the text 16 pt after it.
    @Test func imageReservedWidthAndImageToTextPadding() throws {
        for category in Self.categories {
            let symbol = ListContentTemplate(
                text: "{name}", image: ImageTemplate(size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: "wifi")))
            let reserved = symbol.reservedWidth(at: category, displayScale: 3)
            let content = try Self.content(symbol, at: category).1
            #expect(content.labels[0].frame.minX == 16 + reserved + 16)
            #expect(abs(content.images[0].midX - (16 + reserved / 2)) < 0.001)
            #expect(abs(content.images[0].midY - content.size.height / 2) < 0.001)
        }
        let box = ListContentTemplate(text: "{name}", image: ImageTemplate(size: Size(width: 20, height: 20)))
        #expect(try Self.content(box).1.labels[0].frame.minX == 16 + 20 + 16)
        var wide = box
        wide.reservedLayoutWidth = .points(40)
        let content = try Self.content(wide).1
        #expect(content.labels[0].frame.minX == 16 + 40 + 16 && content.images[0].minX == 16 + 10)
    }

    /// A Settings icon square (docs/components.md, "Icon squares"): 29 pt at L scaled with body, so
    /// it fills the standard reserved width at every category and the text starts 16 pt after it;
    /// the row is 11 + 29 + 11 pt at L. Drawn: its fill is the background colour (light and dark
    /// values), its corners (6.5 pt at L, growing with the side) show the cell behind, and the
    /// symbol inside is white.
    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    func iconSquare(category: ContentSizeCategory) throws {
        let rows = try DocumentedMetricsTests.table("### Icon squares")
        let sides = Array(DocumentedMetricsTests.numbers(try DocumentedMetricsTests.row(rows, "side at xS, L, AX1, AX5")[1]).prefix(4))
        let radius = try DocumentedMetricsTests.number(try DocumentedMetricsTests.row(rows, "corner radius")[1])
        let rowHeight = DocumentedMetricsTests.numbers(try DocumentedMetricsTests.row(rows, "row height")[1])
        #expect(rowHeight.prefix(4) == [11, 29, 11, 51] && radius == 6.5)
        var icon = ImageTemplate(
            size: Size(width: sides[1], height: sides[1]), scaledWith: .body, cornerRadius: .points(radius),
            symbol: SymbolTemplate(name: "wifi"), tintColor: "white")
        icon.background = "systemOrange"
        icon.scalesCornerRadius = true
        let template = ListContentTemplate(text: "{name}", image: icon)
        let (layout, content) = try Self.content(template, at: category)
        let side = FontMetrics(forTextStyle: .body).scaledValue(for: 29, category: category, displayScale: 3)
        let categories = [ContentSizeCategory.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge]
        let documented = sides[try #require(categories.firstIndex(of: category))]
        #expect(DocumentedMetricsTests.close(side, documented), "docs/components.md gives \(documented) pt at \(category.shortLabel)")
        let square = content.images[0]
        #expect(square.width == side && square.height == side)
        #expect(square.width == template.reservedWidth(at: category, displayScale: 3), "the square fills the standard reserved width")
        #expect(content.labels[0].frame.minX == 16 + side + 16)
        if category == .large {
            #expect(side == 29 && layout.elements[0].frame.height == rowHeight[3])
        }
        let row = layout.elements[0].frame
        for (appearance, orange) in [(Appearance.light, RGBA(255, 149, 0)), (.dark, RGBA(255, 159, 10))] {
            let image = try ControlRenderingTests.image(Self.input(template), layout, appearance: appearance, scale: 3)
            func pixel(_ x: Double, _ y: Double) -> RGBA { image[Int((row.minX + x) * 3), Int((row.minY + y) * 3)] }
            #expect(pixel(square.minX + 1, square.midY) == orange, "\(appearance): the fill at the leading edge")
            #expect(pixel(square.minX + 0.4, square.minY + 0.4) == ControlRenderingTests.white, "\(appearance): a rounded corner")
            // The corner keeps its share of the side (radius 0.224 × the side): 0.04 × the side in
            // from the corner is outside the arc (the cell shows), where a fixed 6.5 pt radius
            // would cover it at AX5; 0.1 × the side in is inside it.
            let outside = side * 0.04
            #expect(pixel(square.minX + outside, square.minY + outside) == ControlRenderingTests.white, "\(appearance): the scaled corner")
            #expect(pixel(square.minX + side * 0.1, square.minY + side * 0.1) == orange, "\(appearance): inside the arc")
            var glyph = 0
            for y in stride(from: square.minY + side / 4, to: square.maxY - side / 4, by: 1.0 / 3) {
                for x in stride(from: square.minX + side / 4, to: square.maxX - side / 4, by: 1.0 / 3)
                where pixel(x, y) == ControlRenderingTests.white { glyph += 1 }
            }
            #expect(glyph > 0, "\(appearance): the white symbol inside the square")
        }
    }

    /// A one-line text too long for its row is truncated: the audit's truncation finding names it.
    @Test func truncatedTextIsALabelTheAuditSees() throws {
        let template = ListContentTemplate(text: String(repeating: "Notifications ", count: 8), textLines: 1)
        let label = try Self.content(template).1.labels[0]
        #expect(label.isTruncated && label.lineCount == 1 && label.templateKeyPath == "stack.items[0].listContent.text")
    }

    /// The ink, in points, of the row's text between `minY` and `maxY`: its leftmost and rightmost non-white columns.
    static func ink(_ image: DecodedPNG, minY: Double, maxY: Double, scale: Int) -> (minX: Double, maxX: Double) {
        var low = Int.max
        var high = Int.min
        for y in Int(minY * Double(scale))..<Int(maxY * Double(scale)) {
            for x in 0..<image.width where image[x, y] != ControlRenderingTests.white {
                low = min(low, x)
                high = max(high, x)
            }
        }
        return (Double(low) / Double(scale), Double(high + 1) / Double(scale))
    }

    /// Margins as pixels, at every scale and mirrored: left to right the text's ink starts just
    /// after 16 pt and the value's ends just before 374 pt; right to left the reverse.
    @Test(arguments: [1, 2, 3]) func marginsAsPixels(scale: Int) throws {
        let template = ListContentTemplate(style: .valueCell, text: "{name}", secondaryText: "{value}")
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (layout, content) = try Self.content(template, direction: direction)
            let image = try ControlRenderingTests.image(Self.input(template), layout, scale: scale)
            let row = layout.elements[0].frame
            let ink = Self.ink(image, minY: row.minY + 11, maxY: row.maxY - 11, scale: scale)
            #expect(ink.minX >= 16 && ink.minX < 16 + 3, "\(direction): \(ink)")
            #expect(ink.maxX <= 374 && ink.maxX > 374 - 3, "\(direction): \(ink)")
            let text = content.labels[0].frame
            #expect(direction == .leftToRight ? text.minX == 16 : abs(text.maxX - 374) < 0.001)
        }
    }

    /// SVG and PDF draw the same scene: the secondary text's colour is in the SVG.
    @Test func vectorOutputsDrawListContent() throws {
        let input = Self.input(ListContentTemplate(style: .valueCell, text: "{name}", secondaryText: "{value}"))
        let layout = try ControlRenderingTests.layout(input)
        let request = ScreenRenderRequest(layout: layout, input: input, background: "#FFFFFF", screenSize: Size(width: 390, height: 200))
        let scene = try SceneFixture.scene(request)
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "list")[0], as: UTF8.self)
        #expect(svg.lowercased().contains("#3c3c43"), "secondaryLabel")
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "list", creator: "test")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}

/// The header and footer configurations (`plainHeader()`, `plainFooter()`, `groupedHeader()`,
/// `groupedFooter()`): a `listContent` element in a `header` or `footer` template draws its text
/// exactly as the list style's own section header and footer do (one home for their look,
/// `ListMetrics`): the same frames, font and colour, at L and AX3, in a plain and an inset-grouped list.
@Suite struct ListContentHeaderFooterTests {
    static func input(_ style: ListStyle, header: CellTemplate, footer: CellTemplate) -> ScreenLayoutInput {
        var input = ScreenLayoutInput(
            kind: .list(style: style), cell: ListContentRenderingTests.input(ListContentTemplate(text: "{name}")).cell,
            sections: [
                .init(header: "Alerts and notifications", footer: "Turning off Bluetooth disconnects your accessories.", items: [["name": "Wi-Fi"]])
            ])
        input.supplementary = header
        input.footer = footer
        return input
    }

    static func configuration(_ style: ListContentStyle, background: String) -> CellTemplate {
        CellTemplate(
            padding: .zero, background: background, stack: StackTemplate(items: [.listContent(ListContentTemplate(style: style, text: "{text}"))]))
    }

    @Test(arguments: [ListStyle.plain, .insetGrouped], [ContentSizeCategory.large, .accessibilityExtraLarge])
    func configurationsDrawAsTheListsOwn(style: ListStyle, category: ContentSizeCategory) throws {
        let header = ListMetrics.header(style)
        let footer = ListMetrics.footer(style)
        let own = try ControlRenderingTests.layout(Self.input(style, header: header.template, footer: footer.template), category: category)
        let (headerStyle, footerStyle): (ListContentStyle, ListContentStyle) =
            style == .plain ? (.plainHeader, .plainFooter) : (.groupedHeader, .groupedFooter)
        let configured = try ControlRenderingTests.layout(
            Self.input(
                style, header: Self.configuration(headerStyle, background: header.background),
                footer: Self.configuration(footerStyle, background: footer.background)),
            category: category)
        #expect(own.elements.map(\.kind) == [.header, .cell, .footer])
        #expect(configured.elements.map(\.frame) == own.elements.map(\.frame))
        for index in [0, 2] {
            let mine = try #require(configured.elements[index].content.labels.first)
            let theirs = try #require(own.elements[index].content.labels.first)
            #expect(mine.frame == theirs.frame && mine.font == theirs.font && mine.color == theirs.color && mine.lineCount == theirs.lineCount)
        }
        if category == .large {
            // headline in `label` over a plain list, footnote in `secondaryLabel` over a grouped one.
            let title = configured.elements[0].content.labels[0]
            #expect(title.font.pointSize == (style == .plain ? 17 : 13) && title.color == (style == .plain ? "label" : "secondaryLabel"))
        }
    }
}
