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

/// Image sets and colour sets of an asset catalog drawn (docs/asset-catalogs.md): the fixture
/// catalog's swatch is red, green and blue at @1x, @2x and @3x and yellow and magenta in dark
/// mode, so the pick shows in pixels; a template glyph is tinted; a colour set is a cell's
/// background; a changed file changes the fingerprint; every bad set is an error at its source.
@Suite struct AssetCatalogImageTests {
    static let spec = """
        name: Catalog
        assetCatalogs: [Assets.xcassets]
        screens:
          - name: swatches
            devices: [iPhone SE]
            appearances: [light, dark]
            layout: {kind: list}
            cell:
              background: Brand
              stack:
                axis: horizontal
                items:
                  - image: {source: "asset:Swatch"}
                  - image: {source: "asset:{glyph}", tintColor: systemRed}
            items: [{glyph: Glyph}]

        """

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("asset-catalog-images") }

    /// Copies the fixture catalog beside the spec, lets `change` alter it, writes the spec; returns its path.
    func write(spec: String = Self.spec, change: (URL) throws -> Void = { _ in }) throws -> String {
        let catalog = scratch.file("Assets.xcassets")
        try? FileManager.default.removeItem(at: catalog)
        try FileManager.default.copyItem(at: Repository.url("Tests/Fixtures/Assets.xcassets"), to: catalog)
        try change(catalog)
        return try scratch.write(Array(spec.utf8), to: "catalog.yaml").path
    }

    /// The Swift form of a spec with asset catalogs and image sources (`Suite(assetCatalogs:)`,
    /// `Image(source:contentMode:)`, `.source(_:contentMode:)`, `.cornerRadius(_:)`,
    /// `.clipsToBounds()`) is the YAML form's suite: the same templates, and the same layout and
    /// PNG bytes at every variant.
    @Test func theSwiftFormOfImagesAndCatalogsIsTheSpecs() throws {
        let glyph = "          - image: {source: \"asset:{glyph}\", tintColor: systemRed}\n"
        let spec = Self.spec.replacingOccurrences(
            of: glyph,
            with: glyph + """
                          - image: {source: "asset:Swatch", contentMode: scaleAspectFit}
                          - image: {source: "asset:Swatch", size: 20, contentMode: scaleAspectFill, cornerRadius: circle}
                          - image: {source: "asset:Swatch", size: [30, 10], contentMode: center, clipsToBounds: true}

                """)
        try #require(spec.contains("clipsToBounds"))
        let path = try write(spec: spec)
        let swift = Suite("Catalog", assetCatalogs: ["Assets.xcassets"], filePath: path) {
            Screen("swatches", devices: [.iPhoneSE], layout: .list(), appearances: [.light, .dark]) {
                Cell(background: "Brand") {
                    Stack(.horizontal) {
                        Image(source: "asset:Swatch")
                        Image(source: "asset:{glyph}").tintColor("systemRed")
                        Image(source: "asset:Swatch", contentMode: .scaleAspectFit)
                        Image(size: 20).source("asset:Swatch", contentMode: .scaleAspectFill).cornerRadius(.circle)
                        Image(width: 30, height: 10).source("asset:Swatch", contentMode: .center).clipsToBounds()
                    }
                }
            } items: {
                ["glyph": "Glyph"]
            }
        }
        let yaml = try VariantRenderer(specPath: path)
        let built = try VariantRenderer(suite: swift, specPath: path)
        #expect(built.suite.assetCatalogs == yaml.suite.assetCatalogs)
        #expect(built.suite.screens[0].layout == yaml.suite.screens[0].layout, "templates and data differ")
        let variants = VariantMatrix(suite: yaml.suite).variants(VariantFilter(categories: [.large, .accessibilityExtraExtraExtraLarge]))
        try #require(variants.count == 4)
        for variant in variants {
            let layout = try yaml.layout(variant)
            #expect(LayoutSnapshot(try built.layout(variant)).text == LayoutSnapshot(layout).text, "\(variant)")
            var pages: [[UInt8]] = []
            try yaml.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
            var index = 0
            try built.renderPNG(variant, options: RenderOptions(scale: 2)) { _, _, png in
                #expect(index < pages.count && png == pages[index], "page \(index + 1) of \(variant)")
                index += 1
            }
            #expect(index == pages.count)
        }
        let images = try #require(built.layout(variants[0]).elements.first?.content.images)
        #expect(images.count == 5)
    }

    /// The colour at the centres of the swatch and of the glyph's two halves, at `scale` in `appearance`.
    func pixels(_ renderer: VariantRenderer, scale: Int, appearance: Appearance) throws -> (swatch: RGBA, glyph: RGBA, clear: RGBA) {
        let variant = try #require(
            VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large])).first { $0.appearance == appearance })
        let layout = try renderer.layout(variant)
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: scale)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: scale)).contentOrigin)
        let cell = try #require(layout.elements.first { $0.kind == .cell })
        let images = cell.content.images
        #expect(images.map(\.size) == [Size(width: 8, height: 8), Size(width: 10, height: 10)])
        let png = try DecodedPNG(png: pages[0])
        func at(_ x: Double, _ y: Double) -> RGBA { png.pixel(atPoint: origin.x + x, origin.y + y, scale: scale) }
        return (at(images[0].midX, images[0].midY), at(images[1].minX + 2.5, images[1].midY), at(images[1].minX + 7.5, images[1].midY))
    }

    @Test func imageSetsArePickedByRenderScaleAndAppearance() throws {
        let renderer = try VariantRenderer(specPath: try write())
        let light = try (1...3).map { try pixels(renderer, scale: $0, appearance: .light) }
        #expect(light.map(\.swatch) == [RGBA(255, 0, 0), RGBA(0, 255, 0), RGBA(0, 0, 255)])
        let dark = try (1...3).map { try pixels(renderer, scale: $0, appearance: .dark) }
        // No dark 3x file: the largest dark one (2x) at @3x.
        #expect(dark.map(\.swatch) == [RGBA(255, 255, 0), RGBA(255, 0, 255), RGBA(255, 0, 255)])
        // The template glyph: its opaque half in the tint colour (systemRed), its clear half the
        // cell's background, the Brand colour set (#FF8000 light, #0080FF dark).
        #expect(light.map(\.glyph) == Array(repeating: RGBA(255, 59, 48), count: 3))
        #expect(dark.map(\.glyph) == Array(repeating: RGBA(255, 69, 58), count: 3))
        #expect(light.map(\.clear) == Array(repeating: RGBA(255, 128, 0), count: 3))
        #expect(dark.map(\.clear) == Array(repeating: RGBA(0, 128, 255), count: 3))
    }

    /// A vector image set (a single PDF, `preserves-vector-representation`) is drawn by the vector
    /// decoder at every scale: its 8 x 8 pt red page fills the swatch.
    @Test func vectorImageSetsAreDrawnAtEveryScale() throws {
        let renderer = try VariantRenderer(specPath: try write(spec: Self.spec.replacingOccurrences(of: "asset:Swatch", with: "asset:Logo")))
        let light = try (1...3).map { try pixels(renderer, scale: $0, appearance: .light) }
        #expect(light.map(\.swatch) == Array(repeating: RGBA(255, 0, 0), count: 3))
    }

    /// A vector image set marked `template` is tinted as a raster template is: the glyph drawn
    /// as an SVG of 10 x 10 pt whose left half is opaque green shows the tint colour there and the
    /// cell's background in its clear half, at every scale and in both appearances (the PDF
    /// path and the SVG and PDF outputs: `VectorImageTests`).
    @Test func vectorTemplateImageSetsAreTinted() throws {
        let file = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#0f0"/></svg>"##
        let spec = Self.spec.replacingOccurrences(of: "items: [{glyph: Glyph}]", with: "items: [{glyph: VectorGlyph}]")
        let renderer = try VariantRenderer(
            specPath: try write(spec: spec) { catalog in
                let set = catalog.appendingPathComponent("VectorGlyph.imageset")
                try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
                try Data(file.utf8).write(to: set.appendingPathComponent("glyph.svg"))
                let contents =
                    #"{"images": [{"filename": "glyph.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}, "properties": {"preserves-vector-representation": true, "template-rendering-intent": "template"}}"#
                try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
            })
        let light = try (1...3).map { try pixels(renderer, scale: $0, appearance: .light) }
        let dark = try (1...3).map { try pixels(renderer, scale: $0, appearance: .dark) }
        #expect(light.map(\.glyph) == Array(repeating: RGBA(255, 59, 48), count: 3))
        #expect(dark.map(\.glyph) == Array(repeating: RGBA(255, 69, 58), count: 3))
        #expect(light.map(\.clear) == Array(repeating: RGBA(255, 128, 0), count: 3))
        #expect(dark.map(\.clear) == Array(repeating: RGBA(0, 128, 255), count: 3))
    }

    /// Every file of an image set the screen shows is in its fingerprint, the 3x file too.
    @Test func changingAnAssetFileChangesTheFingerprint() throws {
        func fingerprint(_ change: (URL) throws -> Void = { _ in }) throws -> String {
            let renderer = try VariantRenderer(specPath: try write(change: change))
            #expect(renderer.imageFingerprint(ofScreen: "swatches").contains("asset 'asset:Swatch' 'Assets.xcassets'"))
            let environment = RenderEnvironment.current(fontFiles: renderer.measurer.library.files)
            let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large])).first)
            return try VariantFingerprints(renderer: renderer, scale: 1, environment: environment, build: "build").of(variant)
        }
        let before = try fingerprint()
        #expect(try fingerprint() == before)
        let recoloured = try fingerprint { folder in
            let file = folder.appendingPathComponent("Swatch.imageset/swatch@3x.png")
            try Data(try PNGEncoder.encode(RGBAImage(width: 24, height: 24, filledWith: (0, 0, 254, 255)))).write(to: file)
        }
        #expect(recoloured != before)
        let colour = try fingerprint { folder in
            let file = folder.appendingPathComponent("Brand.colorset/Contents.json")
            try Data(
                try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"green\": \"0.500\"", with: "\"green\": \"0.498\"").utf8
            ).write(to: file)
        }
        #expect(colour != before)
    }

    func error(spec: String = Self.spec, _ change: (URL) throws -> Void = { _ in }) throws -> SpecError {
        let path = try write(spec: spec, change: change)
        return try #require(throws: SpecError.self) { try VariantRenderer(specPath: path) }
    }

    @Test func badImageSetsAreSpecErrorsAtTheirSource() throws {
        let unknown = try error(spec: Self.spec.replacingOccurrences(of: "asset:Swatch", with: "asset:Swatc"))
        // The cell takes a value from its item ({glyph}), so errors are at the item, naming the template's key.
        #expect(unknown.keyPath == "screens[0].items[0]")
        #expect(unknown.line == 15)
        #expect(
            unknown.problem
                == "cannot show the image 'asset:Swatc' (cell.stack.items[0].image.source): no image set is named 'Swatc' in 'Assets.xcassets'; did you mean 'Swatch'? (image sets: Glyph, Icons/Dot, Logo, Swatch)"
        )

        let missingFile = try error { try FileManager.default.removeItem(at: $0.appendingPathComponent("Swatch.imageset/swatch@3x.png")) }
        #expect(
            missingFile.problem.hasPrefix(
                "cannot show the image 'asset:Swatch' (cell.stack.items[0].image.source): 'Swatch.imageset/swatch@3x.png' in 'Assets.xcassets': "))
        #expect(missingFile.problem.lowercased().contains("no such file"))

        let link = try error { folder in
            let file = folder.appendingPathComponent("Swatch.imageset/swatch.png")
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/etc/hostname")
        }
        #expect(link.problem.contains("'Swatch.imageset/swatch.png' in 'Assets.xcassets': it is a symbolic link"))

        // A field names the set: the error is at the item.
        let item = try error(spec: Self.spec.replacingOccurrences(of: "{glyph: Glyph}", with: "{glyph: Glif}"))
        #expect(item.keyPath == "screens[0].items[0]")
        #expect(item.problem.hasPrefix("cannot show the image 'asset:Glif' (cell.stack.items[1].image.source): no image set is named 'Glif'"))

        let none = try error(spec: Self.spec.replacingOccurrences(of: "assetCatalogs: [Assets.xcassets]\n", with: "colors: {Brand: \"#FF8000\"}\n"))
        #expect(
            none.problem.hasPrefix(
                "cannot show the image 'asset:Swatch' (cell.stack.items[0].image.source): asset sources name an image set of the spec's asset catalogs, and it lists none"
            ))
    }
}
