import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngineTestSupport
import Testing

@testable import Rendering

/// A cell's `accessories` (docs/components.md, "Cell accessories") laid out with the real text
/// engine on a 393 pt iPhone 16 row and drawn: the content width each accessory leaves at L and
/// AX3, the chevron's place left to right and right to left, the glyphs' pixels at every scale,
/// tap targets, separators, and the SVG and PDF outputs.
@Suite struct AccessoryRenderingTests {
    static let width = 393.0

    /// One white list row, no padding, whose content is a `.fill` stack holding `{title}`: the
    /// label spans the content's width, which the accessories narrow.
    static func input(_ accessories: [CellAccessory], style: ListStyle? = nil) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: .zero, background: "#FFFFFF",
            stack: StackTemplate(axis: .vertical, alignment: .fill, items: [.label(LabelTemplate(text: "{title}"))]),
            accessories: accessories)
        let items = [["title": "Wi-Fi", "count": "12"], ["title": "Bluetooth", "count": "3"]]
        return ScreenLayoutInput(kind: .list(style: style), cell: cell, sections: [.init(items: items)])
    }

    static func layout(_ input: ScreenLayoutInput, at category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight) throws
        -> ScreenLayout
    {
        try ScreenLayoutEngine(input: input, measurer: SceneFixture.measurer)
            .layout(width: width, columns: 1, category: category, displayScale: 3, direction: direction)
    }

    static func image(_ input: ScreenLayoutInput, _ layout: ScreenLayout, scale: Int) throws -> DecodedPNG {
        let request = ScreenRenderRequest(layout: layout, input: input, background: "#FFFFFF", screenSize: Size(width: width, height: 120))
        return try SceneFixture.image(try SceneFixture.scene(request), scale: scale)
    }

    /// The body text style at L and AX3: 17 and 40 pt (docs/dynamic-type.md).
    static let bodySizes: [(ContentSizeCategory, Double)] = [(.large, 17), (.accessibilityExtraLarge, 40)]

    /// The content is the row less each accessory's width and the 16 pt trailing margin: a glyph
    /// 1.3 × body tall and a share of that wide (the chevron half: 365.95 pt of content at L, 351
    /// pt at AX3), a switch 51 pt at every size, a label its one-line body text; two accessories 8 pt apart.
    @Test func contentWidths() throws {
        for (category, body) in Self.bodySizes {
            func contentWidth(_ accessories: [CellAccessory]) throws -> Double {
                try #require(try Self.layout(Self.input(accessories), at: category).elements.first?.content.labels.first).frame.width
            }
            #expect(try contentWidth([]) == 393)
            for (glyph, share) in [(CellAccessory.disclosureIndicator, 0.5), (.checkmark, 0.75), (.detailButton, 1)] {
                #expect(abs(try contentWidth([glyph]) - (393 - body * 1.3 * share - 16)) < 0.001, "\(glyph) at \(category.shortLabel)")
            }
            #expect(try contentWidth([.switch(SwitchTemplate())]) == 393 - 51 - 16)
            let count = try MeasurerFixture.measure(MeasurerFixture.request("12", .body, category, width: 1000)).size.width
            #expect(abs(try contentWidth([.label(text: "{count}")]) - (393 - count - 16)) < 0.001)
            #expect(abs(try contentWidth([.label(text: "{count}"), .disclosureIndicator]) - (393 - count - 8 - body * 1.3 / 2 - 16)) < 0.001)
        }
        // The documented numbers.
        #expect(abs(try Self.layout(Self.input([.disclosureIndicator])).elements[0].content.labels[0].frame.width - 365.95) < 0.001)
        let ax3 = try Self.layout(Self.input([.disclosureIndicator]), at: .accessibilityExtraLarge).elements[0].content.labels[0].frame.width
        #expect(abs(ax3 - 351) < 0.001)
        #expect(abs(try Self.layout(Self.input([.detailButton])).elements[0].content.labels[0].frame.width - 354.9) < 0.001)
    }

    /// The chevron sits 16 pt inside the trailing edge, centred across the row; right to left it
    /// is 16 pt inside the left edge and points the other way (`chevron.left`).
    @Test func chevronPlaceAndDirection() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let row = try Self.layout(Self.input([.disclosureIndicator]), direction: direction).elements[0]
            let frame = try #require(row.content.images.first)
            let symbol = try #require(row.content.imageContents.first??.symbol)
            #expect(abs(frame.width - 11.05) < 0.001 && abs(frame.midY - row.content.size.height / 2) < 0.001)
            #expect(abs(symbol.size.width - 22.1) < 0.001 && symbol.size.height == frame.height)
            #expect(symbol.tintColor == "tertiaryLabel" && symbol.weight == .semibold)
            if direction == .leftToRight {
                #expect(abs(frame.minX - (393 - 16 - 11.05)) < 0.001 && symbol.name == "chevron.right")
                #expect(row.content.labels[0].frame.minX == 0)
            } else {
                #expect(abs(frame.minX - 16) < 0.001 && symbol.name == "chevron.left")
                #expect(abs(row.content.labels[0].frame.minX - (16 + 11.05)) < 0.001)
            }
        }
    }

    /// A switch keeps 51 × 31 pt at AX3 and is centred in a row at least 31 + 2 × 6 pt tall; a
    /// switch and a detail button are tap targets named by their key paths.
    @Test func switchSizeRowHeightAndTapTargets() throws {
        let row = try Self.layout(Self.input([.detailButton, .switch(SwitchTemplate(isOn: true))]), at: .accessibilityExtraLarge).elements[0]
        #expect(row.content.tappableElements.map(\.templateKeyPath) == ["accessories[0]", "accessories[1].switch"])
        let track = try #require(row.content.backgrounds.first)
        #expect(track.frame.size == Size(width: 51, height: 31) && track.frame.maxX == 393 - 16)
        #expect(abs(track.frame.midY - row.frame.height / 2) < 0.001)
        let short = CellTemplate(padding: .zero, stack: StackTemplate(items: []), accessories: [.switch(SwitchTemplate())])
        let empty = ScreenLayoutInput(kind: .list(), cell: short, sections: [.init(items: [[:]])])
        #expect(try Self.layout(empty).elements[0].frame.height == 31 + 12)
    }

    /// The label accessory is a label like any other: body, secondaryLabel, named `accessories[0].label`.
    @Test func labelAccessoryIsALabel() throws {
        let row = try Self.layout(Self.input([.label(text: "{count}"), .disclosureIndicator])).elements[0]
        let label = try #require(row.content.labels.last)
        #expect(label.text == "12" && label.templateKeyPath == "accessories[0].label" && label.textStyle == .body)
        #expect(label.color == "secondaryLabel" && label.lineCount == 1)
        #expect(abs(label.frame.maxX - (393 - 16 - 11.05 - 8)) < 0.001)
    }

    /// Separators keep their inset and run to the row's edge: accessories are inside the row.
    @Test func separatorsKeepTheirInsets() throws {
        for style in [ListStyle.plain, .insetGrouped] {
            let plain = try Self.layout(Self.input([], style: style)).separators
            #expect(try Self.layout(Self.input([.disclosureIndicator], style: style)).separators == plain)
        }
    }

    /// The ink of the glyphs at known points, at @1x–@3x: the chevron's tip (15, 12 of the
    /// stand-in's 24-unit canvas) grey, with white where the left-pointing one has its tip; right
    /// to left the reverse. The checkmark's corner (9, 17) blue.
    @Test(arguments: [1, 2, 3]) func glyphPixels(scale: Int) throws {
        func pixel(_ image: DecodedPNG, _ x: Double, _ y: Double) -> RGBA { image[Int(x * Double(scale)), Int(y * Double(scale))] }
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let input = Self.input([.disclosureIndicator])
            let layout = try Self.layout(input, direction: direction)
            let image = try Self.image(input, layout, scale: scale)
            let box = try Self.canvas(layout)
            let unit = box.width / 24
            let tip = direction == .leftToRight ? box.minX + 14.5 * unit : box.minX + 9.5 * unit
            let other = direction == .leftToRight ? box.minX + 9.5 * unit : box.minX + 14.5 * unit
            let ink = pixel(image, tip, box.midY)
            #expect(ink.r < 235 && abs(Int(ink.r) - Int(ink.b)) < 12, "\(direction) chevron tip: \(ink)")
            #expect(pixel(image, other, box.midY) == ControlRenderingTests.white, "\(direction)")
            #expect(pixel(image, box.minX, box.midY) == ControlRenderingTests.white, "\(direction): clear before the chevron")
        }
        let input = Self.input([.checkmark])
        let layout = try Self.layout(input)
        let box = try Self.canvas(layout)
        let unit = box.width / 24
        let corner = pixel(try Self.image(input, layout, scale: scale), box.minX + 9 * unit, box.minY + 16.5 * unit)
        #expect(corner.b > 200 && corner.r < 150, "checkmark: \(corner)")
    }

    /// The square the first row's first glyph is drawn in: its symbol's size, centred on its image view.
    static func canvas(_ layout: ScreenLayout) throws -> Rect {
        let view = try #require(layout.elements[0].content.images.first)
        let size = try #require(layout.elements[0].content.imageContents.first??.symbol?.size)
        return Rect(x: view.midX - size.width / 2, y: view.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// SVG and PDF draw the same glyphs: the checkmark's tint is in the SVG.
    @Test func vectorOutputsDrawAccessories() throws {
        let input = Self.input([.checkmark, .disclosureIndicator])
        let request = ScreenRenderRequest(
            layout: try Self.layout(input), input: input, background: "#FFFFFF", screenSize: Size(width: Self.width, height: 120))
        let scene = try SceneFixture.scene(request)
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "accessories")[0], as: UTF8.self)
        #expect(svg.lowercased().contains("#007aff"), "systemBlue checkmark")
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "accessories", creator: "test")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
