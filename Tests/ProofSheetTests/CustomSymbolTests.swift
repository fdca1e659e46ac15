import DynamicType
import Foundation
import Layout
import ProofSheet
import Rendering
import Spec
import TestSupport
import Testing
import Variants

/// Custom symbol templates (docs/symbols.md, custom symbols) with the fixture
/// `Tests/Fixtures/Symbols/proofsheet.block.svg`: every scale's cap height is 70 units; Regular-M
/// is a 60 × 70 box between margins 80 units apart, its bottom on Baseline-M; Regular-S (50 × 55)
/// and Regular-L (70 × 90, 10 below its baseline) have no margins; Black-M is 70 × 80.
@Suite struct CustomSymbolTests {
    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("custom-symbols") }

    static var fixture: [UInt8] { get throws { Array(try Data(contentsOf: Repository.url("Tests/Fixtures/Symbols/proofsheet.block.svg"))) } }

    /// A list whose cells show `image` beside a body label in a horizontal stack aligned by
    /// `alignment`, with `suiteKeys` (a `symbols` list) above its screens.
    func spec(_ image: String, suiteKeys: String = "symbols: [Symbols]", alignment: String = "center") -> String {
        """
        name: Custom
        \(suiteKeys)
        screens:
          - name: list
            devices: [iPhone SE]
            layout: {kind: list}
            cell:
              stack:
                axis: horizontal
                alignment: \(alignment)
                items:
                  - image: \(image)
                  - label: {text: "{name}", style: body}
            items: [{name: Ana}]

        """
    }

    /// A renderer of `spec` beside the fixture in `Symbols/` (or `template` in its place).
    func renderer(_ spec: String, template: [UInt8]? = nil) throws -> VariantRenderer {
        try FileManager.default.createDirectory(at: scratch.file("Symbols"), withIntermediateDirectories: true)
        _ = try scratch.write(try template ?? Self.fixture, to: "Symbols/proofsheet.block.svg")
        return try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "custom.yaml").path)
    }

    func content(_ renderer: VariantRenderer, at category: ContentSizeCategory) throws -> (CellContent, ScreenLayout, Variant) {
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["list"], categories: [category])).first)
        let layout = try renderer.layout(variant)
        return (try #require(layout.elements.first?.content), layout, variant)
    }

    @Test func theTemplateIsMeasuredFromItsGuidesMarginsAndArt() throws {
        let geometry = try CustomSymbolTemplate(bytes: try Self.fixture).geometry
        #expect(geometry.variants.map(\.id) == ["Regular-S", "Regular-M", "Regular-L", "Black-M"])
        let medium = geometry.variants[1]
        #expect([medium.left, medium.right, medium.top, medium.bottom, medium.baseline, medium.capline] == [100, 180, 130, 200, 200, 130])
        // No margins for Regular-S: its art's own sides.
        let small = geometry.variants[0]
        #expect([small.left, small.right, small.top, small.bottom, small.baseline, small.capline] == [115, 165, 45, 100, 100, 30])
    }

    /// The template's cap height (70 units) is the system font's cap height (1443/2048 of the
    /// point size): at body L (17 pt) and AX3 the Regular-M image is 80 × 70 units at that scale.
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func aCustomSymbolIsSizedByTheFontsCapHeight(category: ContentSizeCategory) throws {
        let (content, _, _) = try content(try renderer(spec("{symbol: proofsheet.block}")), at: category)
        let pointsPerUnit = 1443.0 / 2048 * TypeRamp.pointSize(.body, category) / 70
        let view = try #require(content.images.first)
        #expect(abs(view.width - 80 * pointsPerUnit) < 1e-9 && abs(view.height - 70 * pointsPerUnit) < 1e-9)
        let shown = try #require(content.imageContents.first??.symbol?.custom)
        #expect(shown.variant == "Regular-M")
        #expect(abs(shown.baseline - 70 * pointsPerUnit) < 1e-9)
    }

    /// Scales take their own variant at its own size; a weight takes the nearest variant of the
    /// scale; without one of the scale, Regular-M scaled by the scale's factor, then any variant.
    @Test func scalesAndWeightsPickVariants() throws {
        let geometry = try CustomSymbolTemplate(bytes: try Self.fixture).geometry
        func pick(_ weight: FontWeight, _ scale: SymbolScale, in geometry: SymbolGeometry) -> String? {
            geometry.variant(weight: weight, scale: scale).map { "\($0.variant.id) ×\($0.factor.compact)" }
        }
        #expect(pick(.regular, .small, in: geometry) == "Regular-S ×1")
        #expect(pick(.regular, .large, in: geometry) == "Regular-L ×1")
        #expect(pick(.heavy, .medium, in: geometry) == "Black-M ×1")
        #expect(pick(.light, .medium, in: geometry) == "Regular-M ×1")
        #expect(pick(.black, .small, in: geometry) == "Regular-S ×1")
        let mediums = SymbolGeometry(variants: geometry.variants.filter { $0.scale == .medium })
        #expect(pick(.black, .small, in: mediums) == "Regular-M ×0.8")
        #expect(pick(.regular, .large, in: mediums) == "Regular-M ×1.3")
        let black = SymbolGeometry(variants: geometry.variants.filter { $0.weight == .black })
        #expect(pick(.ultraLight, .large, in: black) == "Black-M ×1.3")
        // At body L: Regular-L is 70 × 90 units (the same cap height, bigger art); Regular-S 50 × 55.
        let renderer = try renderer(spec("{symbol: {name: proofsheet.block, scale: large}}"))
        let pointsPerUnit = 1443.0 / 2048 * 17 / 70
        let large = try #require(try content(renderer, at: .large).0.images.first)
        #expect(abs(large.width - 70 * pointsPerUnit) < 1e-9 && abs(large.height - 90 * pointsPerUnit) < 1e-9)
    }

    /// Drawn at @2x in systemRed: the art's middle is the tint; the strip between the left margin
    /// and the art (10 units, 3.4 pixels at body L) is the cell's background.
    @Test func aCustomSymbolIsDrawnTintedBetweenItsMargins() throws {
        let renderer = try renderer(spec("{symbol: proofsheet.block, tintColor: systemRed}"))
        let (content, layout, variant) = try content(renderer, at: .large)
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 2)).contentOrigin)
        let element = try #require(layout.elements.first)
        let view = content.images[0].offsetBy(dx: origin.x + element.frame.minX, dy: origin.y + element.frame.minY)
        let png = try DecodedPNG(png: pages[0])
        #expect(png[Int(view.midX * 2), Int(view.midY * 2)] == RGBA(255, 59, 48))
        let background = png[Int(view.midX * 2), Int(view.minY * 2) - 2]
        #expect(background != RGBA(255, 59, 48))
        #expect(png[Int((view.minX * 2 + 1.5).rounded(.down)), Int(view.midY * 2)] == background)
    }

    /// SVG output embeds the tinted variant as a PNG at @3x the image's size (80 × 70 units at
    /// body L: 41.07 × 35.93 pixels, rounded up); PDF output draws it.
    @Test func vectorOutputsShowACustomSymbol() throws {
        let renderer = try renderer(spec("{symbol: proofsheet.block}"))
        let (_, _, variant) = try content(renderer, at: .large)
        let svg = String(
            decoding: try #require(try renderer.renderSVG(variant, options: RenderOptions(scale: 1), textMode: .text).first), as: UTF8.self)
        let marker = "preserveAspectRatio=\"none\" href=\"data:image/png;base64,"
        #expect(svg.components(separatedBy: marker).count == 2)
        let encoded = try #require(svg.components(separatedBy: marker).last?.split(separator: "\"").first)
        let png = try DecodedPNG(png: Array(try #require(Data(base64Encoded: String(encoded)))))
        let pointsPerUnit = 1443.0 / 2048 * 17 / 70
        #expect(png.width == Int((80 * pointsPerUnit * 3).rounded(.up)) && png.height == Int((70 * pointsPerUnit * 3).rounded(.up)))
        #expect(try renderer.renderPDF(variant, options: RenderOptions(scale: 1)).starts(with: Array("%PDF-".utf8)))
    }

    /// In a `firstBaseline` row the template's baseline (Regular-M's bottom) is the label's.
    @Test func aCustomSymbolSitsOnTheLabelsBaseline() throws {
        let (content, _, _) = try content(try renderer(spec("{symbol: proofsheet.block}", alignment: "firstBaseline")), at: .large)
        let symbol = try #require(content.images.first).maxY
        let label = try #require(content.labels.first)
        #expect(abs(symbol - (label.frame.minY + label.textOffset + SystemFontMetrics.ascender(pointSize: 17))) < 1e-9)
    }

    @Test func aSymbolSetInAnAssetCatalogIsACustomSymbol() throws {
        let set = scratch.file("Assets.xcassets/proofsheet.block.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        _ = try scratch.write(try Self.fixture, to: "Assets.xcassets/proofsheet.block.symbolset/block.svg")
        _ = try scratch.write(
            Array(#"{"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "block.svg", "idiom": "universal"}]}"#.utf8),
            to: "Assets.xcassets/proofsheet.block.symbolset/Contents.json")
        let spec = spec("{symbol: proofsheet.block}", suiteKeys: "assetCatalogs: [Assets.xcassets]")
        let renderer = try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "custom.yaml").path)
        let shown = try #require(try content(renderer, at: .large).0.imageContents.first??.symbol?.custom)
        #expect(shown.variant == "Regular-M")
    }

    /// A changed template changes the fingerprint of the screens that show it.
    @Test func theTemplateIsInTheFingerprint() throws {
        let before = try renderer(spec("{symbol: proofsheet.block}")).images.fingerprintDescription(ofScreen: "list")
        #expect(before.hasPrefix("symbol 'proofsheet.block' template "))
        var changed = try Self.fixture
        changed += Array("<!-- changed -->\n".utf8)
        let after = try renderer(spec("{symbol: proofsheet.block}"), template: changed).images.fingerprintDescription(ofScreen: "list")
        #expect(after.hasPrefix("symbol 'proofsheet.block' template ") && after != before)
    }

    /// A custom symbol shown only as a `listContent` cell's image is in its screen's fingerprint
    /// too (issue 36): a changed template re-renders the screen.
    @Test func aListContentImagesTemplateIsInTheFingerprint() throws {
        let spec = spec("{symbol: proofsheet.block}").replacingOccurrences(
            of: "- image: {symbol: proofsheet.block}", with: "- listContent: {text: a, image: {symbol: proofsheet.block}}")
        let before = try renderer(spec).images.fingerprintDescription(ofScreen: "list")
        #expect(before.hasPrefix("symbol 'proofsheet.block' template "))
        var changed = try Self.fixture
        changed += Array("<!-- changed -->\n".utf8)
        let after = try renderer(spec, template: changed).images.fingerprintDescription(ofScreen: "list")
        #expect(after.hasPrefix("symbol 'proofsheet.block' template ") && after != before)
    }

    /// Bar button items and tab bar items show custom symbols as cells do (issue 35 point 4),
    /// tinted as the bar tints: the navigation bar's trailing item and the selected tab in
    /// systemBlue, the other tab in systemGray, each drawn from the template's Regular variant.
    @Test func barItemsShowCustomSymbolsInTheBarsTint() throws {
        let spec = spec("{symbol: proofsheet.block}").replacingOccurrences(
            of: "    items: [{name: Ana}]",
            with: """
                    items: [{name: Ana}]
                    navigationBar: {title: Blocks, trailing: [{symbol: proofsheet.block}]}
                    tabBar: {items: [{title: One, symbol: proofsheet.block}, {title: Two, symbol: proofsheet.block}], selected: 0}
                """)
        let renderer = try renderer(spec)
        let (_, layout, variant) = try content(renderer, at: .large)
        // A screen showing it only in a bar still has its template in its fingerprint.
        let barsOnly = try self.renderer(spec.replacingOccurrences(of: "- image: {symbol: proofsheet.block}", with: "- image: {symbol: heart}"))
        #expect(try barsOnly.images.fingerprintDescription(ofScreen: "list").contains("symbol 'proofsheet.block' template "))
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 2)).contentOrigin)
        let png = try DecodedPNG(png: pages[0])
        let bars = layout.bars
        #expect(bars.map(\.kind) == [.navigationBar, .tabBar])
        for (bar, index, color) in [(0, 0, RGBA(0, 122, 255)), (1, 0, RGBA(0, 122, 255)), (1, 1, RGBA(142, 142, 147))] {
            let shown = try #require(bars[bar].content.imageContents[index]?.symbol?.custom, "bar \(bar) item \(index) is the custom symbol")
            #expect(shown.variant.hasPrefix("Regular"))
            let view = bars[bar].content.images[index].offsetBy(dx: origin.x, dy: origin.y)
            #expect(png[Int(view.midX * 2), Int(view.midY * 2)] == color, "bar \(bar) item \(index)")
        }
    }

    /// A suite built in Swift may name its custom symbols in bars too: `validate()` checks them
    /// against the suite's `symbols`, and an unknown name is still an error at its key path.
    @Test func aSwiftSuiteShowsCustomSymbolsInBars() throws {
        func suite(_ symbol: String) -> Suite {
            Suite("Custom", symbols: [Repository.url("Tests/Fixtures/Symbols").path]) {
                Screen("list", layout: .list()) {
                    Cell { Stack { Label("{title}") } }
                } items: {
                    ["title": "One"]
                }
                .bars(tabBar: TabBarSpec(items: [TabBarItemSpec(title: "One", symbol: symbol)]))
            }
        }
        let renderer = try VariantRenderer(suite: suite("proofsheet.block"))
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["list"], categories: [.large])).first)
        let custom = try #require(try renderer.layout(variant).bars.first?.content.imageContents.first??.symbol?.custom)
        #expect(custom.variant.hasPrefix("Regular"))
        let error = #expect(throws: SpecError.self) { try suite("proofsheet.blok").validate() }
        #expect(error?.keyPath == "screens[0].tabBar.items[0].symbol", "\(String(describing: error))")
    }

    /// A suite built in Swift names its templates with `symbols:`, relative to its Swift file.
    @Test func aSwiftSuiteNamesItsTemplates() throws {
        let suite = Suite("Custom", symbols: [Repository.url("Tests/Fixtures/Symbols").path]) {
            Screen("list", layout: .list()) {
                Cell {
                    Stack(.horizontal, spacing: 8, alignment: .firstBaseline) {
                        Image(systemName: "proofsheet.block", textStyle: .body)
                        Label("{title}")
                    }
                }
            } items: {
                ["title": "One"]
            }
        }
        #expect(suite.symbols == [Repository.url("Tests/Fixtures/Symbols").path])
        let shown = try #require(try content(try VariantRenderer(suite: suite), at: .large).0.imageContents.first??.symbol?.custom)
        #expect(shown.variant == "Regular-M")
    }

    func error(_ spec: String, template: [UInt8]? = nil) throws -> SpecError {
        try #require(throws: SpecError.self) { try renderer(spec, template: template) }
    }

    @Test func anUnknownNameSuggestsCustomNamesToo() throws {
        let unknown = try error(spec("{symbol: proofsheet.blok}"))
        #expect(unknown.keyPath == "screens[0].cell.stack.items[0].image.symbol")
        #expect(
            unknown.problem.hasPrefix(
                "unknown symbol name 'proofsheet.blok'; did you mean 'proofsheet.block'? Valid: proofsheet.block, arrow.clockwise, "))
    }

    /// Bad templates are spec errors at the `symbols` key, naming the file and the reason.
    @Test(arguments: [
        ("<g id=\"Symbols\">", "<g id=\"Other\">", "it has no 'Symbols' group"),
        ("<line id=\"Baseline-M\"", "<line id=\"Elsewhere-M\"", "the variant 'Regular-M' has no 'Baseline-M' guide in its Guides group"),
        (
            "<g id=\"Notes\">", "<g id=\"Notes\"><image href=\"https://example.com/a.png\" width=\"1\" height=\"1\"/>",
            "it refers to 'https://example.com/a.png' outside itself"
        ),
        ("<rect ", "<rect display=\"none\" ", "its Symbols group has no variant with art"),
    ])
    func badTemplatesAreSpecErrors(find: String, replace: String, reason: String) throws {
        let text = String(decoding: try Self.fixture, as: UTF8.self).replacingOccurrences(of: find, with: replace)
        let bad = try error(spec("{symbol: star}"), template: Array(text.utf8))
        #expect(bad.keyPath == "symbols")
        #expect(bad.line == 2)
        #expect(bad.problem.hasPrefix("cannot use the symbol template 'Symbols/proofsheet.block.svg' (symbol 'proofsheet.block'): \(reason)"))
    }

    @Test func aHugeTemplateIsRefused() throws {
        let huge = try Self.fixture + [UInt8](repeating: 0x20, count: CustomSymbolFile.maximumFileBytes)
        let bad = try error(spec("{symbol: star}"), template: huge)
        #expect(bad.keyPath == "symbols")
        #expect(bad.problem.hasPrefix("cannot use the symbol template 'Symbols/proofsheet.block.svg' (symbol 'proofsheet.block'): "))
        #expect(bad.problem.hasSuffix("more than the 2 MiB this reads"))
    }
}
