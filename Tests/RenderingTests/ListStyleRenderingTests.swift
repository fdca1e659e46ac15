import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngineTestSupport
import Testing

@testable import Rendering

/// `list` styles (docs/components.md "Lists and tables", docs/layout-rules.md TV-4…TV-6) laid out
/// with the real text engine and drawn: each documented metric against the layout, and pixels at
/// known points at every scale, with SVG and PDF drawn from the same scene.
@Suite struct ListStyleRenderingTests {
    static let groupedBackground = RGBA(242, 242, 247)
    static let darkGroupedBackground = RGBA(0, 0, 0)
    static let rowLight = RGBA(255, 255, 255)
    static let rowDark = RGBA(28, 28, 30)

    /// Two sections of rows whose label sits 11 pt below the top, with header and footer text, in `style`.
    static func input(_ style: ListStyle?, rowPadding: Double = 11) -> ScreenLayoutInput {
        let kind = ScreenLayoutInput.Kind.list(style: style)
        let cell = CellTemplate(
            padding: EdgeInsets(top: rowPadding, left: 16, bottom: rowPadding, right: 16),
            stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}", lines: 1))]))
        return ScreenLayoutInput(
            kind: kind, cell: cell, supplementary: ScreenLayoutInput.defaultHeader(for: kind), footer: ScreenLayoutInput.defaultFooter(for: kind),
            sections: [
                .init(
                    header: "Connectivity", footer: "Turning off Bluetooth disconnects your accessories.",
                    items: [["title": "Wi-Fi"], ["title": "Bluetooth"]]),
                .init(items: [["title": "General"], ["title": "Privacy"], ["title": "About"]]),
            ])
    }

    /// The layout on a screen `width` points wide at @3x, whose pixel grid holds the text engine's line heights.
    static func layout(
        _ input: ScreenLayoutInput, width: Double = 390, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
        safeArea: EdgeInsets = .zero
    ) throws -> ScreenLayout {
        try ScreenLayoutEngine(input: input, measurer: SceneFixture.measurer)
            .layout(width: width, columns: 1, category: category, displayScale: 3, direction: direction, safeArea: safeArea)
    }

    static func scene(_ input: ScreenLayoutInput, _ layout: ScreenLayout, appearance: Appearance = .light) throws -> RenderScene {
        try SceneFixture.scene(
            ScreenRenderRequest(
                layout: layout, input: input, background: "systemGroupedBackground", appearance: appearance,
                screenSize: Size(width: layout.contentSize.width, height: 800)))
    }

    static func cells(_ layout: ScreenLayout) -> [Rect] { layout.elements.filter { $0.kind == .cell }.map(\.frame) }

    /// TV-4: a styled list's row is at least 44 pt tall; the same cell in a list without a style
    /// keeps its own height (the legacy drawing), 2 pt of padding around a body line.
    @Test func minimumRowHeightIs44() throws {
        let body = try MeasurerFixture.measure(MeasurerFixture.request("Wi-Fi", .body, .large, width: 358)).size.height
        for style in ListStyle.allCases {
            let heights = Self.cells(try Self.layout(Self.input(style, rowPadding: 2))).map(\.height)
            #expect(heights == Array(repeating: ListMetrics.minimumRowHeight, count: 5), "\(style)")
        }
        let legacy = Self.cells(try Self.layout(Self.input(nil, rowPadding: 2))).map(\.height)
        #expect(legacy == Array(repeating: body + 4, count: 5))
        #expect(body + 4 < 44)
    }

    /// TV-5: separators start 16 pt from the row's leading edge, one device pixel tall, and run to
    /// its trailing edge; right to left they are mirrored (inset on the right). Plain draws one
    /// under every row (5), grouped none under a section's last (3), no style as before (3).
    @Test func separatorInsetLeftToRightAndRightToLeft() throws {
        let plain = try Self.layout(Self.input(.plain))
        #expect(plain.separators.count == 5)
        let first = Self.cells(plain)[0]
        #expect(plain.separators[0] == Rect(x: 16, y: first.maxY - 1.0 / 3, width: 374, height: 1.0 / 3))
        let mirrored = try Self.layout(Self.input(.plain), direction: .rightToLeft)
        #expect(mirrored.separators[0] == Rect(x: 0, y: first.maxY - 1.0 / 3, width: 374, height: 1.0 / 3))
        #expect(try Self.layout(Self.input(.grouped)).separators.count == 3)
        #expect(try Self.layout(Self.input(nil)).separators.count == 3)
    }

    /// TV-6: inset-grouped sections sit 16 pt in from each side of a 390 pt screen (20 pt on a
    /// 440 pt one), their separators 16 pt inside the section; right to left the inset is on the
    /// right. In landscape (852 pt wide, so 20 pt margins) the section starts at the safe area plus
    /// the margin, 59 + 20 = 79 pt.
    @Test func insetGroupedMarginsAndSeparators() throws {
        let layout = try Self.layout(Self.input(.insetGrouped))
        #expect(Self.cells(layout).allSatisfy { $0.minX == 16 && $0.width == 358 })
        #expect(layout.separators[0].minX == 32 && layout.separators[0].width == 342)
        let mirrored = try Self.layout(Self.input(.insetGrouped), direction: .rightToLeft)
        #expect(mirrored.separators[0].minX == 16 && mirrored.separators[0].maxX == 358)
        let wide = try Self.layout(Self.input(.insetGrouped), width: 440)
        #expect(Self.cells(wide).allSatisfy { $0.minX == 20 && $0.width == 400 })
        let landscape = try Self.layout(Self.input(.insetGrouped), width: 852, safeArea: EdgeInsets(left: 59, right: 59))
        let row = Self.cells(landscape)[0]
        #expect(row.minX == 79 && row.maxX == 852 - 79)
        let label = try #require(landscape.elements.first { $0.kind == .cell }?.content.labels.first)
        #expect(label.frame.minX == 79 + 16, "the row's content is not inset by the safe area again")
    }

    /// TV-6 and the header metrics: a grouped section starts 20 pt down, its header text is
    /// footnote (13 pt at L, 33 pt at AX3) 16 pt below that and 16 pt from the leading edge, in
    /// `secondaryLabel`, as written (not uppercased); the rows follow the header's 6 pt bottom
    /// padding. Plain headers are headline.
    @Test(arguments: [(ContentSizeCategory.large, 13.0), (.accessibilityExtraLarge, 33.0)])
    func groupedHeaderTextStyle(category: ContentSizeCategory, pointSize: Double) throws {
        let layout = try Self.layout(Self.input(.grouped), category: category)
        let header = try #require(layout.elements.first { $0.kind == .header })
        let label = try #require(header.content.labels.first)
        #expect(header.frame.minY == 20)
        #expect(label.font.pointSize == pointSize && label.textStyle == .footnote && label.color == "secondaryLabel")
        #expect(label.frame.minX == 16 && label.frame.minY == 20 + 16)
        #expect(label.text == "Connectivity", "drawn as written, not uppercased, as iOS 26 draws grouped headers")
        #expect(Self.cells(layout)[0].minY == label.frame.maxY + 6)
        let footer = try #require(layout.elements.first { $0.kind == .footer }?.content.labels.first)
        #expect(footer.font.pointSize == pointSize && footer.frame.minY == Self.cells(layout)[1].maxY + 6)
        let plain = try #require(try Self.layout(Self.input(.plain), category: category).elements.first { $0.kind == .header }?.content.labels.first)
        #expect(plain.textStyle == .headline && plain.color == "label")
    }

    /// The inset-grouped section is clipped to a 10 pt corner radius: at every scale, a point
    /// 1 pt inside the section's top-left corner shows the grouped background, a point 10 pt in
    /// (inside the rounding) and the middle of the left edge show the row, in light and dark.
    @Test(arguments: [1, 2, 3]) func insetGroupedCornersAndColours(scale: Int) throws {
        let input = Self.input(.insetGrouped)
        let layout = try Self.layout(input)
        let section = Self.cells(layout)[0].union(Self.cells(layout)[1])
        for (appearance, background, row) in [
            (Appearance.light, Self.groupedBackground, Self.rowLight), (.dark, Self.darkGroupedBackground, Self.rowDark),
        ] {
            let scene = try Self.scene(input, layout, appearance: appearance)
            let image = try SceneFixture.image(scene, scale: scale)
            let y = try #require(scene.contentOrigin).y
            #expect(image.pixel(atPoint: section.minX + 0.5, y + section.minY + 0.5, scale: scale) == background, "\(appearance)")
            #expect(
                image.pixel(
                    atPoint: section.minX + ListMetrics.insetGroupedCornerRadius, y + section.minY + ListMetrics.insetGroupedCornerRadius,
                    scale: scale) == row)
            #expect(image.pixel(atPoint: section.minX + 0.5, y + section.midY, scale: scale) == row, "\(appearance)")
            #expect(image.pixel(atPoint: section.minX - 1, y + section.midY, scale: scale) == background, "\(appearance)")
        }
    }

    /// A grouped list's separator is drawn where the layout puts it, in `separator` over the row,
    /// and its leading 16 pt show the row's colour.
    @Test func separatorPixels() throws {
        let input = Self.input(.grouped)
        let layout = try Self.layout(input)
        let scene = try Self.scene(input, layout)
        let image = try SceneFixture.image(scene, scale: 3)
        let line = layout.separators[0].offsetBy(dx: 0, dy: try #require(scene.contentOrigin).y)
        let expected = try ColorPalette().resolve("separator", for: .light).over(.white)
        #expect(image.pixel(atPoint: line.minX + 8, line.midY, scale: 3).distance(to: expected) <= 1)
        #expect(image.pixel(atPoint: line.minX - 8, line.midY, scale: 3) == Self.rowLight)
    }

    /// SVG and PDF draw the same scene: the section's clip is a 10 pt rounded rectangle in the SVG.
    @Test func vectorOutputsClipTheSection() throws {
        let input = Self.input(.insetGrouped)
        let scene = try Self.scene(input, try Self.layout(input))
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "list")[0], as: UTF8.self)
        #expect(svg.contains("<clipPath") && svg.contains(" rx=\"10\""))
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "list", creator: "test")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
