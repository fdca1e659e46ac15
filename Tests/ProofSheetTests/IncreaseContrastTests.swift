import DynamicType
import Foundation
import ImageIO
import Layout
import ProofSheet
import Rendering
import Snapshot
import Spec
import TestSupport
import Testing
import Variants

/// Increase Contrast, the `contrast` axis (docs/colors.md): system colours' increased-contrast
/// values pinned against the docs' table, an asset colour set's High Contrast slot in pixels, a
/// spec colour's `highContrast`, the contrast audit naming the combination, bad input, and the
/// baseline name of a high-contrast variant.
@Suite struct IncreaseContrastTests {
    /// Rows of docs/colors.md: HIG "Color" (increased contrast, light and dark).
    @Test func systemColoursTakeTheirIncreasedContrastValues() throws {
        let palette = ColorPalette()
        func hc(_ name: String, _ appearance: Appearance) throws -> Color { try palette.resolve(name, for: appearance, contrast: .high) }
        #expect(try hc("systemBlue", .light) == Color(0, 64, 221))
        #expect(try hc("systemBlue", .dark) == Color(64, 156, 255))
        #expect(try hc("systemRed", .light) == Color(215, 0, 21))
        #expect(try hc("systemRed", .dark) == Color(255, 105, 97))
        #expect(try hc("systemYellow", .light) == Color(178, 80, 0))
        #expect(try hc("systemGray", .dark) == Color(174, 174, 178))
        #expect(try hc("secondaryLabel", .light) == Color(60, 60, 67, alpha: 173.0 / 255))
        #expect(try hc("systemGroupedBackground", .light) == Color(235, 235, 240))
        // Normal contrast is unchanged, and a palette taken for a high-contrast variant resolves there.
        #expect(try palette.resolve("systemBlue", for: .light) == Color(0, 122, 255))
        #expect(try palette.at(.high).resolve("systemBlue", for: .dark) == Color(64, 156, 255))
        #expect(try palette.at(.high).resolve("#123456", for: .light) == Color(0x12, 0x34, 0x56))
    }

    /// `highContrast` and `darkHighContrast` are used at high contrast; without them a hex value
    /// stays and a system colour name takes its increased-contrast value.
    @Test func specColoursGiveHighContrastValues() throws {
        let suite = try SpecLoader.parse(
            """
            name: S
            colors:
              brand: {light: "#FF9500", dark: "#FF9F0A", highContrast: "#C93400", darkHighContrast: "#FFB340"}
              accent: {light: "#FF9500", dark: systemBlue}
              plain: "#777777"
            screens:
              - name: s
                layout: {kind: list}
                contrast: [normal, high]
                cell: {stack: {items: [{label: {text: x, color: brand}}]}}
                items: [{a: 1}]
            """)
        let high = suite.palette.at(.high)
        #expect(try high.resolve("brand", for: .light) == Color(0xC9, 0x34, 0x00))
        #expect(try high.resolve("brand", for: .dark) == Color(0xFF, 0xB3, 0x40))
        #expect(try suite.palette.resolve("brand", for: .light) == Color(0xFF, 0x95, 0x00))
        #expect(try high.resolve("accent", for: .light) == Color(0xFF, 0x95, 0x00))
        #expect(try high.resolve("accent", for: .dark) == Color(64, 156, 255))
        #expect(try high.resolve("plain", for: .dark) == Color(0x77, 0x77, 0x77))
        #expect(try suite.screen(named: "s").contrasts == [.normal, .high])
    }

    @Test func badContrastInputIsASpecError() throws {
        let screen = "screens:\n  - name: s\n    contrast: CONTRAST\n    cell: {stack: {items: [{label: {text: x}}]}}\n    items: [{a: 1}]\n"
        let unknown = try #require(throws: SpecError.self) {
            try SpecLoader.parse("name: S\n" + screen.replacingOccurrences(of: "CONTRAST", with: "[normal, extreme]"))
        }
        #expect(unknown.keyPath == "screens[0].contrast[1]")
        #expect(unknown.line == 4)
        #expect(unknown.problem.contains("extreme") && unknown.problem.contains("normal, high"))
        let repeated = try #require(throws: SpecError.self) {
            try SpecLoader.parse("name: S\n" + screen.replacingOccurrences(of: "CONTRAST", with: "[high, high]"))
        }
        #expect(repeated.keyPath == "screens[0].contrast")
        #expect(repeated.problem == "list each contrast once, at least one: normal, high")
        let colour = try #require(throws: SpecError.self) {
            try SpecLoader.parse(
                "name: S\ncolors:\n  brand: {light: \"#FFF\", dark: \"#000\", highContrast: \"#GG0000\"}\n"
                    + screen.replacingOccurrences(of: "CONTRAST", with: "[high]"))
        }
        #expect(colour.keyPath == "colors.brand.highContrast")
        #expect(colour.problem.contains("'#GG0000' is not a hex colour"))
        let key = try #require(throws: SpecError.self) {
            try SpecLoader.parse(
                "name: S\ncolors:\n  brand: {light: \"#FFF\", dark: \"#000\", highcontrast: \"#000\"}\n"
                    + screen.replacingOccurrences(of: "CONTRAST", with: "[high]"))
        }
        #expect(key.problem.contains("highcontrast"))
    }

    /// A high-contrast variant's stem ends `-highContrast`; a normal one keeps today's name, and
    /// the matrix nests the contrasts inside the appearances.
    @Test func highContrastBaselinesAreNamedApart() throws {
        let suite = try SpecLoader.parse(
            """
            name: S
            screens:
              - name: s
                appearances: [light, dark]
                layout: {kind: list}
                contrast: [normal, high]
                cell: {stack: {items: [{label: {text: x}}]}}
                items: [{a: 1}]
            """)
        let variants = try VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large]))
        #expect(
            variants.map { BaselineName(suite: "S", variant: $0, scale: 2).name } == [
                "s/s/iphone-16/1col-large@2x", "s/s/iphone-16/1col-large-highContrast@2x",
                "s/s/iphone-16/1col-large-dark@2x", "s/s/iphone-16/1col-large-dark-highContrast@2x",
            ])
        #expect(variants[0] == Variant(screen: "s", device: variants[0].device, category: .large, columns: 1))
        #expect(
            try VariantAxisRegistry.standard.filterEntry(parsing: "contrast=high").values.compactMap { $0.as(AppearanceContrast.self) } == [.high])
        #expect(throws: NameError(kind: "contrast", given: "extreme", validNames: ["normal", "high"])) {
            try MatrixAxis.contrast.filterValues(parsing: "extreme")
        }
    }

    /// The fixture's Brand colour set is #FF8000 light and #204080 in its High Contrast slot: the
    /// cell behind a clear half of the glyph shows it in the high-contrast variant.
    @Test func assetColourSetsUseTheirHighContrastSlot() throws {
        let scratch = try ScratchFolder("increase-contrast-assets")
        try FileManager.default.copyItem(at: Repository.url("Tests/Fixtures/Assets.xcassets"), to: scratch.file("Assets.xcassets"))
        let spec = AssetCatalogImageTests.spec.replacingOccurrences(of: "appearances: [light, dark]", with: "contrast: [normal, high]")
        let path = try scratch.write(Array(spec.utf8), to: "catalog.yaml").path
        let renderer = try VariantRenderer(specPath: path)
        var backgrounds: [RGBA] = []
        for variant in try VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large])) {
            let layout = try renderer.layout(variant)
            var pages: [[UInt8]] = []
            _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
            let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 2)).contentOrigin)
            let cell = try #require(layout.elements.first { $0.kind == .cell })
            let png = try DecodedPNG(png: pages[0])
            // Beside the images, inside the cell: its background.
            backgrounds.append(png.pixel(atPoint: origin.x + cell.frame.maxX - 4, origin.y + cell.frame.midY, scale: 2))
        }
        #expect(backgrounds == [RGBA(0xFF, 0x80, 0x00), RGBA(0x20, 0x40, 0x80)])
    }

    /// The contrast rule in every combination. On white, systemBlue body text is 4.02:1 at normal
    /// contrast (under 4.5:1 below 24 pt) and #0040DD, 7.56:1, at high: a finding at normal
    /// contrast only. #777777 (4.48:1) is the same at both: a finding in each, the high one named
    /// so in its axes and its description.
    @Test func contrastFindingsNameTheirCombination() throws {
        let spec = """
            name: Audit
            screens:
              - name: audited
                devices: [iPhone 16]
                layout: {kind: list}
                background: "#FFFFFF"
                contrast: [normal, high]
                cell:
                  background: "#FFFFFF"
                  stack:
                    items:
                      - label: {text: "{text}", color: systemBlue}
                      - label: {text: "{text}", color: "#777777"}
                items:
                  - {text: Hello}
            """
        let folder = try ScratchFolder("increase-contrast-audit")
        let file = folder.file("audit.yaml")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let session = try SnapshotSession(specPath: file.path, options: .init(snapshots: folder.url, jobs: 2))
        let found = try session.audit().findings.filter { $0.rule == .lowContrast }
        func at(_ item: Int) -> [VariantAxisValue?] {
            found.filter { $0.element.templatePath == "stack.items[\(item)].label" }.map { $0[axis: "contrast"] }
        }
        #expect(at(0) == [nil])
        #expect(at(1) == [nil, .text("high")])
        let high = try #require(found.first { $0[axis: "contrast"] == .text("high") })
        #expect(high.variantDescription == "audited · iPhone 16 · 1 column · light · high contrast")
        #expect(high.measured["contrast"] == 4.48)
    }
}
