import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngine
import TextEngineTestSupport

@testable import Rendering

/// Small screens built in code, laid out with the real Pango measurer, and the renderers over
/// them.
enum SceneFixture {
    static var measurer: PangoTextMeasurer { MeasurerFixture.measurer }

    static let titles = [
        "Lorem ipsum", "Dolor sit amet, consectetur adipiscing elit", "Sed do", "Eiusmod tempor incididunt ut labore et dolore magna aliqua",
        "Ut enim ad minim veniam", "Quis nostrud",
    ]

    /// A cell: a headline title and a body line, 12 pt padding.
    static func cell(background: String = "secondarySystemGroupedBackground", border: CellTemplate.Border? = nil, padding: Double = 12)
        -> CellTemplate
    {
        CellTemplate(
            padding: EdgeInsets(all: padding), background: background, border: border,
            stack: StackTemplate(
                spacing: 6,
                items: [
                    .label(LabelTemplate(text: "{title}", font: .style(.headline))),
                    .label(LabelTemplate(text: "{body}", font: .style(.body), color: "secondaryLabel")),
                ])
        )
    }

    static func items(_ count: Int) -> [[String: String]] {
        (0..<count).map { ["title": titles[$0 % titles.count], "body": "Item \($0 + 1): " + titles[($0 + 3) % titles.count]] }
    }

    /// A two-column grid with 10 pt insets and spacing, no headers.
    static func gridInput(cell: CellTemplate = cell(), itemCount: Int = 6) -> ScreenLayoutInput {
        ScreenLayoutInput(
            kind: .grid, sectionInset: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10, cell: cell,
            sections: [ScreenLayoutInput.Section(items: items(itemCount))]
        )
    }

    /// A plain list of one-label rows with separators.
    static func listInput(itemCount: Int, style: TextStyle = .body) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), background: "secondarySystemGroupedBackground", minimumHeight: 44,
            stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}", font: .style(style)))])
        )
        return ScreenLayoutInput(kind: .list(), cell: cell, sections: [ScreenLayoutInput.Section(items: items(itemCount))])
    }

    static func layout(
        _ input: ScreenLayoutInput, width: Double = 390, columns: Int = 2, category: ContentSizeCategory = .large, displayScale: Double = 2
    ) throws -> ScreenLayout {
        try ScreenLayoutEngine(input: input, measurer: measurer).layout(
            width: width, columns: columns, category: category, displayScale: displayScale)
    }

    static func request(
        _ input: ScreenLayoutInput, _ layout: ScreenLayout, appearance: Appearance = .light, caption: String? = nil,
        screenHeight: Double = 852, tallContent: ScreenRenderRequest.TallContent = .full, palette: ColorPalette = ColorPalette()
    ) -> ScreenRenderRequest {
        ScreenRenderRequest(
            layout: layout, input: input, palette: palette, appearance: appearance,
            screenSize: Size(width: layout.contentSize.width, height: screenHeight),
            caption: caption, tallContent: tallContent
        )
    }

    static func scene(_ request: ScreenRenderRequest) throws -> RenderScene {
        try ScreenSceneBuilder(measurer: measurer).scene(for: request)
    }

    static func scene(_ input: ScreenLayoutInput, _ layout: ScreenLayout, appearance: Appearance = .light, caption: String? = nil) throws
        -> RenderScene
    {
        try scene(request(input, layout, appearance: appearance, caption: caption))
    }

    /// Every PNG page of `scene` at `scale`.
    static func pngPages(_ scene: RenderScene, scale: Int, text: [(key: String, value: String)] = []) throws -> [[UInt8]] {
        var pages: [[UInt8]] = []
        try PNGRenderer(measurer: measurer).render(scene, scale: scale, text: text) { index, count, png in
            precondition(index == pages.count)
            pages.append(png)
        }
        return pages
    }

    /// The PNG of a scene that fits one page.
    static func png(_ scene: RenderScene, scale: Int, text: [(key: String, value: String)] = []) throws -> [UInt8] {
        let pages = try pngPages(scene, scale: scale, text: text)
        guard pages.count == 1 else { throw Unexpected(description: "\(pages.count) pages") }
        return pages[0]
    }

    static func image(_ scene: RenderScene, scale: Int) throws -> DecodedPNG {
        try DecodedPNG(png: png(scene, scale: scale))
    }

    struct Unexpected: Error, CustomStringConvertible {
        let description: String
    }
}

extension Color {
    /// The 8-bit pixel this opaque colour paints.
    var rgba: RGBA {
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        return RGBA(byte(red), byte(green), byte(blue))
    }

    /// This colour composited over an opaque `background`, as 8-bit channels.
    func over(_ background: Color) -> RGBA {
        func mix(_ top: Double, _ bottom: Double) -> UInt8 { UInt8(((top * alpha + bottom * (1 - alpha)) * 255).rounded()) }
        return RGBA(mix(red, background.red), mix(green, background.green), mix(blue, background.blue))
    }
}

extension ScreenLayout {
    /// Every placed label with the kind of element it sits in.
    var labels: [(element: ScreenElement, label: PlacedLabel)] {
        elements.flatMap { element in element.content.labels.map { (element, $0) } }
    }
}
