import Foundation
import Localization
import Spec
import TestSupport
import Testing

/// Asset catalogs (docs/asset-catalogs.md): the fixture catalog under Tests/Fixtures read with
/// its groups, image sets picked by scale, appearance, contrast and idiom, colour sets in every
/// component format and colour space resolved per appearance and contrast, and every bad input
/// a spec error naming the file, the key and what is valid.
@Suite struct AssetCatalogTests {
    static let fixture = Repository.url("Tests/Fixtures/Assets.xcassets").path

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("asset-catalogs") }

    @Test func readsTheFixtureCatalogWithItsGroups() throws {
        let catalog = try AssetCatalog(path: "Assets.xcassets", folder: Self.fixture)
        #expect(catalog.imageSets.keys.sorted() == ["Glyph", "Icons/Dot", "Logo", "Swatch"])
        #expect(catalog.colorSets.keys.sorted() == ["Brand", "Neutral"])
        #expect(catalog.imageSets["Glyph"]?.isTemplate == true)
        #expect(catalog.imageSets["Swatch"]?.isTemplate == false)
        #expect(catalog.imageSets["Logo"]?.preservesVectorRepresentation == true)
        // The empty dark 3x slot names no file.
        #expect(catalog.imageSets["Swatch"]?.images.count == 6)
    }

    /// The exact scale, else the nearest larger, else the largest; the appearance first (a dark
    /// entry in dark mode, a high-contrast one at high contrast); a single image at every scale.
    @Test func imageSetsPickScaleAppearanceAndContrast() throws {
        let catalog = try AssetCatalog(path: "Assets.xcassets", folder: Self.fixture)
        let swatch = try #require(catalog.imageSets["Swatch"])
        func pick(_ scale: Int, _ appearance: Appearance, _ contrast: AppearanceContrast = .normal, _ idiom: DeviceIdiom = .iphone) -> String? {
            swatch.image(scale: scale, appearance: appearance, contrast: contrast, idiom: idiom)?.filename
        }
        #expect(pick(1, .light) == "swatch.png")
        #expect(pick(2, .light) == "swatch@2x.png")
        #expect(pick(3, .light) == "swatch@3x.png")
        #expect(pick(2, .light, .normal, .ipad) == "swatch@2x.png")
        #expect(pick(1, .dark) == "swatch-dark.png")
        #expect(pick(2, .dark) == "swatch-dark@2x.png")
        // No dark 3x file: the largest dark one.
        #expect(pick(3, .dark) == "swatch-dark@2x.png")
        // High contrast: its only file is 2x, the nearest larger at 1x and the largest at 3x.
        #expect(pick(1, .light, .high) == "swatch-contrast@2x.png")
        #expect(pick(2, .light, .high) == "swatch-contrast@2x.png")
        #expect(pick(3, .light, .high) == "swatch-contrast@2x.png")
        // Dark at high contrast: no entry is both, the dark one fits more closely.
        #expect(pick(2, .dark, .high) == "swatch-dark@2x.png")
        let glyph = try #require(catalog.imageSets["Glyph"])
        for scale in 1...3 { #expect(glyph.image(scale: scale, appearance: .dark, idiom: .iphone)?.filename == "glyph.png") }
        #expect(glyph.image(scale: 1, appearance: .light, idiom: .iphone)?.scale == nil)

        // 1x and 3x only: 2x takes the nearer larger, 3x.
        let gap = try catalogWith(
            imageSet: "Gap", images: #"[{"filename":"a.png","scale":"1x","idiom":"universal"},{"filename":"c.png","scale":"3x","idiom":"universal"}]"#
        )
        #expect(gap.imageSets["Gap"]?.image(scale: 2, appearance: .light, idiom: .iphone)?.filename == "c.png")
        // The device's own idiom before universal; another device's never.
        let idioms = try catalogWith(
            imageSet: "Idiom",
            images:
                #"[{"filename":"u.png","scale":"2x","idiom":"universal"},{"filename":"p.png","scale":"2x","idiom":"iphone"},{"filename":"m.png","scale":"2x","idiom":"mac"}]"#
        )
        #expect(idioms.imageSets["Idiom"]?.image(scale: 2, appearance: .light, idiom: .iphone)?.filename == "p.png")
        #expect(idioms.imageSets["Idiom"]?.image(scale: 2, appearance: .light, idiom: .ipad)?.filename == "u.png")
    }

    /// Floats, 0-255 integers and hexadecimal bytes; Display P3 through CSS Color 4's matrices;
    /// gray gamma 2.2; per appearance and contrast.
    @Test func colorSetsResolvePerAppearanceAndContrast() throws {
        let catalog = try AssetCatalog(path: "Assets.xcassets", folder: Self.fixture)
        let brand = try #require(catalog.colorSets["Brand"])
        #expect(brand.resolved(for: .light).hex == "#FF8000")
        #expect(brand.resolved(for: .dark).hex == "#0080FF")
        #expect(brand.resolved(for: .light, contrast: .high).hex == "#204080")
        // display-p3 (0.5, 0.4, 0.3) at alpha 0.5 is sRGB (132, 101, 73).
        #expect(brand.resolved(for: .dark, contrast: .high).hex == "#84654980")
        #expect(catalog.colorSets["Neutral"]?.resolved(for: .light).hex == "#808080")

        // Out of gamut: Display P3's pure red is clipped to sRGB's; (0.2, 0.6, 0.4) has a negative red.
        let red = try catalogWith(
            colorSet: "Red",
            colors: #"[{"idiom":"universal","color":{"color-space":"display-p3","components":{"red":1,"green":0,"blue":0,"alpha":1}}},"#
                + #"{"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],"#
                + #""color":{"color-space":"display-p3","components":{"red":"0.200","green":"0.600","blue":"0.400"}}}]"#)
        #expect(red.colorSets["Red"]?.resolved(for: .light).hex == "#FF0000")
        #expect(red.colorSets["Red"]?.resolved(for: .dark).hex == "#009C61")
        // Extended linear sRGB: encoded, and clipped above 1.
        let linear = try catalogWith(
            colorSet: "Linear",
            colors: #"[{"color":{"color-space":"extended-linear-srgb","components":{"red":"0.216","green":"1.500","blue":"-0.100"}}}]"#)
        #expect(linear.colorSets["Linear"]?.resolved(for: .light).hex == "#80FF00")
    }

    @Test func aSpecUsesColourSetsAsColourNames() throws {
        _ = try copyFixture()
        let spec = try scratch.write(Array(Self.spec(label: "{text: Hi, style: body, color: Brand}").utf8), to: "catalog.yaml")
        let suite = try SpecLoader.load(path: spec.path)
        #expect(try suite.palette.resolve("Brand", for: .dark).hex == "#0080FF")
        #expect(suite.palette.knownNames.contains("Neutral"))

        _ = try scratch.write(Array(Self.spec(label: "{text: Hi, style: body, color: Brnd}").utf8), to: "catalog.yaml")
        let error = try #require(throws: SpecError.self) { try SpecLoader.load(path: spec.path) }
        #expect(error.keyPath == "screens[0].cell.stack.items[0].label.color")
        #expect(error.problem.contains("unknown colour 'Brnd'; did you mean 'Brand'?"))
    }

    /// Every bad catalog is an error at its `assetCatalogs` entry naming the file inside it, the
    /// key, the value and what is valid.
    /// An empty list, or an empty path in it, says what `assetCatalogs` takes (not what `strings` does).
    @Test func anEmptyCatalogListSaysWhatItTakes() throws {
        for list in ["[]", "[\"\"]"] {
            let text =
                "name: S\nassetCatalogs: \(list)\nscreens:\n  - name: s\n    cell: {stack: {items: [{label: {text: x}}]}}\n    items: [{a: 1}]\n"
            let error = try #require(throws: SpecError.self) { try SpecLoader.parse(text) }
            #expect(error.keyPath == "assetCatalogs")
            #expect(error.problem == "give an Xcode asset catalog folder (Assets.xcassets), or a list of them")
        }
    }

    @Test func badCatalogsAreSpecErrors() throws {
        func error(_ change: (URL) throws -> Void, catalogs: String = "Assets.xcassets") throws -> SpecError {
            let folder = try copyFixture()
            try change(folder)
            let spec = try scratch.write(Array(Self.spec(label: "{text: Hi, style: body}", catalogs: catalogs).utf8), to: "catalog.yaml")
            return try #require(throws: SpecError.self) { try SpecLoader.load(path: spec.path) }
        }
        let missing = try error({ _ in }, catalogs: "Missing.xcassets")
        #expect(missing.keyPath == "assetCatalogs")
        #expect(missing.line == 2)
        #expect(missing.problem.hasPrefix("cannot read the asset catalog 'Missing.xcassets': there is no asset catalog at "))

        let second = try error({ _ in }, catalogs: "[Assets.xcassets, Other.xcassets]")
        #expect(second.keyPath == "assetCatalogs[1]")

        let json = try error { try Array("{\"images\": [".utf8).write(to: $0.appendingPathComponent("Swatch.imageset/Contents.json")) }
        #expect(json.problem.contains("'Swatch.imageset/Contents.json' is not a valid Contents.json"))

        let scale = try error { folder in
            try Self.replace("\"3x\"", with: "\"4x\"", in: folder.appendingPathComponent("Swatch.imageset/Contents.json"))
        }
        #expect(scale.problem.contains("'Swatch.imageset/Contents.json' images[2].scale: '4x' is not a scale; valid: 1x, 2x, 3x"))

        let component = try error { folder in
            try Self.replace("\"0x40\"", with: "\"0xG0\"", in: folder.appendingPathComponent("Brand.colorset/Contents.json"))
        }
        #expect(component.problem.contains("'Brand.colorset/Contents.json' colors[2].color.components.green: '0xG0' is not a component"))

        let integer = try error { folder in
            try Self.replace("\"128\"", with: "\"300\"", in: folder.appendingPathComponent("Brand.colorset/Contents.json"))
        }
        #expect(integer.problem.contains("colors[1].color.components.green: '300' is not a component; write a number from 0 to 1"))

        let space = try error { folder in
            try Self.replace("gray-gamma-22", with: "cmyk", in: folder.appendingPathComponent("Neutral.colorset/Contents.json"))
        }
        #expect(space.problem.contains("colors[0].color.color-space: 'cmyk' is not supported; valid: srgb, extended-srgb"))

        let appearance = try error { folder in
            try Self.replace("\"high\"", with: "\"low\"", in: folder.appendingPathComponent("Brand.colorset/Contents.json"))
        }
        #expect(appearance.problem.contains("colors[2].appearances: contrast 'low' is not valid; luminosity is light or dark, contrast is high"))

        let escape = try error { folder in
            try Self.replace("\"glyph.png\"", with: "\"../../secret.png\"", in: folder.appendingPathComponent("Glyph.imageset/Contents.json"))
        }
        #expect(escape.problem.contains("images[0].filename: '../../secret.png' is not a file name in the set's folder"))

        let link = try error { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Outside.imageset").path, withDestinationPath: "/tmp")
        }
        #expect(link.problem.contains("'Outside.imageset' in 'Assets.xcassets' is a symbolic link"))

        let template = try error { folder in
            try Self.replace("\"template\"", with: "\"automatic\"", in: folder.appendingPathComponent("Glyph.imageset/Contents.json"))
        }
        #expect(template.problem.contains("properties.template-rendering-intent: 'automatic' is not valid; valid: template, original"))
    }

    // MARK: - Helpers

    static func spec(label: String, catalogs: String = "Assets.xcassets") -> String {
        """
        name: Catalog
        assetCatalogs: \(catalogs)
        screens:
          - name: list
            layout: {kind: list}
            cell: {stack: {items: [{label: \(label)}]}}
            items: [{title: One}]

        """
    }

    /// A copy of the fixture catalog in the scratch folder (replacing any earlier copy).
    func copyFixture() throws -> URL {
        let copy = scratch.file("Assets.xcassets")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.fixture), to: copy)
        return copy
    }

    static func replace(_ text: String, with replacement: String, in file: URL) throws {
        let old = try String(contentsOf: file, encoding: .utf8)
        #expect(old.contains(text))
        try Array(old.replacingOccurrences(of: text, with: replacement).utf8).write(to: file)
    }

    /// A catalog in the scratch folder holding one image set with `images` (files need not exist).
    func catalogWith(imageSet name: String, images: String) throws -> AssetCatalog {
        try FileManager.default.createDirectory(at: scratch.file("Made.xcassets/\(name).imageset"), withIntermediateDirectories: true)
        _ = try scratch.write(Array(#"{"images":\#(images)}"#.utf8), to: "Made.xcassets/\(name).imageset/Contents.json")
        return try AssetCatalog(path: "Made.xcassets", folder: scratch.file("Made.xcassets").path)
    }

    /// A catalog in the scratch folder holding one colour set with `colors`.
    func catalogWith(colorSet name: String, colors: String) throws -> AssetCatalog {
        try FileManager.default.createDirectory(at: scratch.file("Made.xcassets/\(name).colorset"), withIntermediateDirectories: true)
        _ = try scratch.write(Array(#"{"colors":\#(colors)}"#.utf8), to: "Made.xcassets/\(name).colorset/Contents.json")
        return try AssetCatalog(path: "Made.xcassets", folder: scratch.file("Made.xcassets").path)
    }
}

extension [UInt8] {
    fileprivate func write(to url: URL) throws { try Data(self).write(to: url) }
}
