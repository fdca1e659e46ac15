import Foundation
import ProofSheet
import ProofSheetSupport
import TestSupport
import Testing

/// Specs rendered through `VariantRenderer`, checked against their own layouts: text ink in every
/// label, nothing outside the elements, PNG metadata, colours from a spec, and byte-identical
/// output at any thread count.
@Suite struct VariantRenderingTests {
    static let examples = Repository.examples

    static func renderer(_ example: String) throws -> VariantRenderer {
        try VariantRenderer(specPath: examples.appendingPathComponent("\(example).yaml").path)
    }

    /// The variant of the screen's first device at `category`, with the screen's column rule.
    static func variant(_ renderer: VariantRenderer, category: ContentSizeCategory, appearance: Appearance = .light) -> Variant {
        let screen = renderer.suite.screens[0]
        let device = screen.devices[0]
        let columns = screen.columns.counts(width: device.size.width, isLandscape: device.isLandscape, category: category)[0]
        return Variant(screen: screen.name, device: device, category: category, columns: columns, appearance: appearance)
    }

    static func pngPages(_ renderer: VariantRenderer, _ variant: Variant, options: RenderOptions) throws -> [[UInt8]] {
        var pages: [[UInt8]] = []
        try renderer.renderPNG(variant, options: options) { _, _, png in pages.append(png) }
        return pages
    }

    static let bare = RenderOptions(scale: 2, chrome: false, caption: false)

    // MARK: Text ink and empty space

    /// Every label of a real layout has ink inside its frame, in the label's colour; every pixel
    /// outside every cell, header, footer and separator is the screen background.
    @Test(arguments: [
        ("recipes", ContentSizeCategory.large), ("recipes", .accessibilityExtraLarge),
        ("lorem-grid", .large), ("lorem-grid", .accessibilityMedium),
    ])
    func everyLabelHasInkAndNothingIsDrawnOutsideTheElements(example: String, category: ContentSizeCategory) throws {
        let renderer = try Self.renderer(example)
        let variant = Self.variant(renderer, category: category)
        let layout = try renderer.layout(variant)
        let pages = try Self.pngPages(renderer, variant, options: Self.bare)
        try #require(pages.count == 1)
        let image = try DecodedPNG(png: pages[0])
        let scale = 2
        #expect(image.width == Int(layout.contentSize.width) * scale)
        #expect(image.height == Int(layout.contentSize.height.rounded(.up)) * scale)  // the canvas is whole points

        let screen = renderer.suite.screens[0]
        let palette = renderer.suite.palette
        let screenColor = try palette.resolve(screen.background, for: .light)
        let screenPixel = try #require(screenColor.opaquePixel)
        var labelCount = 0
        for element in layout.elements {
            let template = element.kind == .cell ? screen.layout.cell : screen.layout.supplementary
            let fill = try palette.resolve(template.background, for: .light)
            let background = fill.alpha > 0 ? try #require(fill.opaquePixel) : screenPixel
            for label in element.content.labels {
                labelCount += 1
                let area = PixelRect(label.frame, scale: scale)
                let ink = image.inkBounds(in: area, background: background)
                #expect(ink != nil, "\(example) \(category): no ink in '\(label.text)' at \(label.frame)")
                // Stems at @2x cover whole pixels: the most covered one is the label colour
                // composited over the background, to 8-bit rounding.
                let expected = try palette.resolve(label.color, for: .light).over(background)
                let strongest = try #require(image.strongestInk(in: area, background: background))
                #expect(strongest.distance(to: expected) <= 1, "'\(label.text)': strongest ink \(strongest), label colour \(expected)")
            }
        }
        #expect(labelCount == layout.elements.reduce(0) { $0 + $1.content.labels.count } && labelCount > 6)

        // Elements and separators, each widened by a pixel for edge antialiasing.
        let covered = (layout.elements.map(\.frame) + layout.separators).map { PixelRect($0, scale: scale).insetBy(-1) }
        var strays: [String] = []
        var checked = 0
        for y in 0..<image.height {
            let spans = covered.filter { $0.minY <= y && y < $0.maxY }
            for x in 0..<image.width where !spans.contains(where: { $0.minX <= x && x < $0.maxX }) {
                checked += 1
                if image[x, y] != screenPixel { strays.append("(\(x), \(y)) \(image[x, y])") }
            }
        }
        #expect(checked > image.width * 20, "there is empty space to check")
        #expect(strays.isEmpty, "\(strays.count) pixels outside every element differ from \(screenPixel): \(strays.prefix(5))")
    }

    /// The render scale is only a transform: the scene (every frame, line count and colour) is the
    /// same at @1x, @2x and @3x, and only the caption mentions the scale.
    @Test func theSceneDoesNotDependOnTheRenderScale() throws {
        let renderer = try Self.renderer("lorem-grid")
        let variant = Self.variant(renderer, category: .accessibilityLarge)
        let scenes = try (1...3).map { try renderer.scene(variant, options: RenderOptions(scale: $0, caption: false)) }
        #expect(scenes[0] == scenes[1] && scenes[1] == scenes[2])
        let captioned = try (1...3).map { try renderer.scene(variant, options: RenderOptions(scale: $0, caption: true)) }
        #expect(captioned.map(\.size) == Array(repeating: captioned[0].size, count: 3))
        let captions = captioned.flatMap { scene in
            scene.items.compactMap { if case .text(let text) = $0, text.request.text.hasPrefix("lorem-grid ·") { text.request.text } else { nil } }
        }
        #expect(captions.count == 3)
        for (index, caption) in captions.enumerated() { #expect(caption.contains(" · @\(index + 1)x · light"), "\(caption)") }
    }

    // MARK: Metadata

    @Test func pngMetadataNamesTheVariant() throws {
        let renderer = try Self.renderer("recipes")
        let variant = Self.variant(renderer, category: .accessibilityMedium)
        let pages = try Self.pngPages(renderer, variant, options: RenderOptions(scale: 3, caption: true))
        try #require(pages.count == 1)
        let chunks = try PNGChunks(pages[0])
        let phys = try #require(chunks.physicalPixels)
        #expect(phys.x == 8504 && phys.y == 8504 && phys.unit == 1, "216 dpi = round(216 / 0.0254) px/m")
        let expected: [(String, String)] = [
            ("spec", "recipes.yaml"), ("screen", "recipe-grid"), ("device", "iPhone 16"), ("width", "393"),
            ("category", "accessibilityMedium"), ("columns", "1"), ("appearance", "light"), ("scale", "3"),
            ("Software", "ProofSheet \(ProofSheetVersion.current)"),
        ]
        #expect(chunks.text.map(\.key) == expected.map(\.0))
        #expect(chunks.text.map(\.value) == expected.map(\.1))
        #expect(!chunks.types.contains("tIME"))
        #expect(!chunks.text.contains { $0.value.contains("/") }, "no absolute path in the metadata")
        #expect(chunks.width == 393 * 3)
    }

    // MARK: Determinism

    /// Eight variants rendered one after another, again, and on eight threads at once with a
    /// fresh renderer (so layout and measurement race too): the same bytes every time.
    @Test func concurrentRendersMatchSerialRendersByteForByte() throws {
        let serialRenderer = try Self.renderer("lorem-grid")
        var variants: [Variant] = []
        for category in [ContentSizeCategory.small, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            for appearance in Appearance.allCases { variants.append(Self.variant(serialRenderer, category: category, appearance: appearance)) }
        }
        let options = RenderOptions(scale: 1, caption: true)
        let serial = try variants.map { try Self.pngPages(serialRenderer, $0, options: options) }
        let again = try variants.map { try Self.pngPages(serialRenderer, $0, options: options) }
        #expect(again == serial)
        #expect(Set(serial.map { $0[0] }).count == variants.count, "the variants differ from each other")

        let concurrentRenderer = try Self.renderer("lorem-grid")
        let shared = variants
        let concurrent = try onThreads(8, count: variants.count) { try Self.pngPages(concurrentRenderer, shared[$0], options: options) }
        for (index, variant) in variants.enumerated() {
            #expect(concurrent[index] == serial[index], "\(variant.fileStem)")
        }
        let svgSerial = try variants.map { try serialRenderer.renderSVG($0, options: options, textMode: .text) }
        let svgConcurrent = try onThreads(8, count: variants.count) {
            try concurrentRenderer.renderSVG(shared[$0], options: options, textMode: .text)
        }
        #expect(svgConcurrent == svgSerial)
    }

    // MARK: Spec colours

    static let brandSpec = """
        name: Brand
        colors:
          brand: {light: "#FF0000", dark: "#00FF00"}
        screens:
          - name: brand
            layout: {kind: list}
            cell:
              padding: 16
              stack:
                items:
                  - label: {text: "{title}", style: largeTitle, emphasized: true, color: brand}
            items:
              - {title: Brand HQ}
        """

    /// A spec's own colour resolves per appearance: red ink in light, green in dark.
    @Test(arguments: [(Appearance.light, "#FF0000"), (.dark, "#00FF00")])
    func specColoursResolvePerAppearance(appearance: Appearance, hex: String) throws {
        let renderer = try VariantRenderer(suite: SpecLoader.parse(Self.brandSpec, file: "brand.yaml"), specPath: "/nonexistent/brand.yaml")
        let variant = Self.variant(renderer, category: .large, appearance: appearance)
        let layout = try renderer.layout(variant)
        let label = try #require(layout.elements.first?.content.labels.first)
        let image = try DecodedPNG(png: try #require(Self.pngPages(renderer, variant, options: Self.bare).first))
        let cell = try #require(SystemColors.all["secondarySystemGroupedBackground"]?.resolved(for: appearance).opaquePixel)
        let area = PixelRect(label.frame, scale: 2)
        #expect(image[area.minX - 4, area.minY] == cell)
        #expect(image.strongestInk(in: area, background: cell) == RGBA(hex: hex), "\(appearance)")
        // Every ink pixel is a blend of the brand colour and the cell: no other hue.
        let brand = RGBA(hex: hex)
        var foreign = 0
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let pixel = image[x, y]
                if pixel.isBlend(of: brand, and: cell, within: 3) == false { foreign += 1 }
            }
        }
        #expect(foreign == 0, "\(foreign) pixels are not a mix of \(brand) and \(cell)")
    }

    @Test func misspeltColourIsASpecErrorWithLineAndSuggestion() {
        let yaml = Self.brandSpec.replacingOccurrences(of: "color: brand", with: "color: secondaryLable")
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "brand.yaml") }
        #expect(error?.line == 11)
        #expect(error?.keyPath == "screens[0].cell.stack.items[0].label.color")
        let description = error?.description ?? ""
        #expect(description.hasPrefix("brand.yaml:11:"), "\(description)")
        #expect(!description.contains("(line"), "the line is said once, in the prefix: \(description)")
        #expect(description.contains("did you mean 'secondaryLabel'"), "\(description)")
    }
}

extension RGBA {
    /// Whether this pixel lies on the line from `a` to `b` (some mix of the two), within
    /// `tolerance` levels on every channel.
    func isBlend(of a: RGBA, and b: RGBA, within tolerance: Double) -> Bool {
        let ends: [(Double, Double, Double)] = [
            (Double(a.r), Double(b.r), Double(r)), (Double(a.g), Double(b.g), Double(g)), (Double(a.b), Double(b.b), Double(self.b)),
        ]
        // The mix that fits best: least squares over the three channels.
        var numerator = 0.0
        var denominator = 0.0
        for (x, y, p) in ends {
            numerator += (p - y) * (x - y)
            denominator += (x - y) * (x - y)
        }
        let t = denominator > 0 ? numerator / denominator : 0
        return ends.allSatisfy { x, y, p in abs(y + t * (x - y) - p) <= tolerance }
    }
}

extension Color {
    /// The pixel an opaque colour paints; nil when it is translucent.
    var opaquePixel: RGBA? {
        guard alpha == 1 else { return nil }
        func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
        return RGBA(byte(red), byte(green), byte(blue))
    }

    /// This colour composited over an opaque pixel, as 8-bit channels.
    func over(_ background: RGBA) -> RGBA {
        func mix(_ top: Double, _ bottom: UInt8) -> UInt8 { UInt8(((top * alpha + Double(bottom) / 255 * (1 - alpha)) * 255).rounded()) }
        return RGBA(mix(red, background.r), mix(green, background.g), mix(blue, background.b))
    }
}
