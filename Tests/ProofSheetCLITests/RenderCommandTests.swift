import Foundation
import TestSupport
import Testing

/// `proofsheet render` end to end: file naming, format choice, bad arguments and unwritable
/// outputs (exit 2 with one line naming the problem, nothing written).
@Suite struct RenderCommandTests {
    static let examples = Repository.examples
    static let recipes = examples.appendingPathComponent("recipes.yaml").path
    static let loremGrid = examples.appendingPathComponent("lorem-grid.yaml").path

    /// A fresh folder, removed after `body`.
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = try ScratchFolder("render-cli")
        try body(folder.url)
    }

    static func contents(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    static func png(_ url: URL) throws -> PNGChunks {
        try PNGChunks(Array(try Data(contentsOf: url)))
    }

    @Test func pngIntoAFolderIsNamedFromTheVariantAndPrinted() throws {
        try Self.inFolder { folder in
            let result = try CLIRunner.run(arguments: ["render", Self.recipes, "--category", "large", "--scale", "2", "-o", folder.path + "/"])
            #expect(result.status == 0, "\(result.stderr)")
            let name = "recipe-grid-iphone-16-1col-large@2x.png"
            #expect(Self.contents(folder) == [name])
            #expect(result.stdout == folder.appendingPathComponent(name).path + "\n")
            #expect(result.stderr.isEmpty)
            let png = try Self.png(folder.appendingPathComponent(name))
            #expect(png.width == 393 * 2)
            #expect(png.physicalPixels?.x == 5669)
            #expect(png.text("scale") == "2")
            #expect(png.text("category") == "large")
            #expect(png.text("spec") == "recipes.yaml")
        }
    }

    /// `-o x.png` writes x.png, at the device's scale (@3x) but with no scale in its name, and
    /// prints that path.
    @Test func aNamedPNGIsWrittenAsNamed() throws {
        try Self.inFolder { folder in
            let output = folder.appendingPathComponent("x.png")
            let result = try CLIRunner.run(arguments: ["render", Self.recipes, "--category", "large", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.contents(folder) == ["x.png"])
            #expect(result.stdout == output.path + "\n")
            let png = try Self.png(output)
            #expect(png.width == 393 * 3)
            #expect(png.text("scale") == "3")
        }
    }

    /// A named file too tall for one PNG is split into pages named after it, with no scale.
    @Test func aNamedPNGOfPagesIsNamedAfterTheFile() throws {
        try Self.inFolder { folder in
            let spec = folder.appendingPathComponent("rows.yaml")
            try SpecFixture.suite("Rows", screens: [SpecFixture.twoPageRows()]).write(to: spec, atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("tall.png")
            let result = try CLIRunner.run(arguments: ["render", spec.path, "--category", "large", "--scale", "1", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.contents(folder) == ["rows.yaml", "tall-page01.png", "tall-page02.png"])
            #expect(result.stdout == ["tall-page01.png", "tall-page02.png"].map { folder.appendingPathComponent($0).path + "\n" }.joined())
        }
    }

    /// `unspecified`, UIKit's trait default, is no size a screen is shown at: refused, and not
    /// among the valid names.
    @Test(arguments: ["render", "layout"])
    func unspecifiedIsNoCategory(command: String) throws {
        try Self.inFolder { folder in
            let output = command == "render" ? ["-o", folder.path + "/"] : []
            let result = try CLIRunner.run(arguments: [command, Self.recipes, "--category", "unspecified"] + output)
            #expect(result.status == 2)
            #expect(result.stderr.contains("unknown content size category 'unspecified'. Valid: extraSmall, "), "\(result.stderr)")
            #expect(!result.stderr.contains("Valid: unspecified") && !result.stderr.contains(", unspecified"), "\(result.stderr)")
            #expect(Self.contents(folder).isEmpty)
        }
    }

    @Test func svgExtensionPicksSVG() throws {
        try Self.inFolder { folder in
            let output = folder.appendingPathComponent("x.svg")
            let result = try CLIRunner.run(arguments: ["render", Self.recipes, "--category", "AX2", "-o", output.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == output.path + "\n")
            #expect(Self.contents(folder) == ["x.svg"])
            let svg = String(decoding: try Data(contentsOf: output), as: UTF8.self)
            #expect(svg.hasPrefix("<?xml"))
            #expect(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\""))
            #expect(svg.contains(">Tomato &amp; basil pasta</text>"))
        }
    }

    @Test func pdfFormatFlagWritesPDF() throws {
        try Self.inFolder { folder in
            let result = try CLIRunner.run(arguments: ["render", Self.recipes, "--category", "large", "--format", "pdf", "-o", folder.path + "/"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.contents(folder) == ["recipe-grid-iphone-16-1col-large.pdf"])
            let pdf = try Data(contentsOf: folder.appendingPathComponent("recipe-grid-iphone-16-1col-large.pdf"))
            #expect(pdf.starts(with: Array("%PDF-".utf8)))
        }
    }

    /// `--first-screen` draws one screen height (852 pt on iPhone 16) of a taller screen.
    @Test func firstScreenCutsATallScreenToTheDeviceHeight() throws {
        try Self.inFolder { folder in
            let common = ["render", Self.loremGrid, "--category", "AX5", "--scale", "1", "--no-caption"]
            let cut = try CLIRunner.run(arguments: common + ["--first-screen", "-o", folder.appendingPathComponent("cut.png").path])
            #expect(cut.status == 0, "\(cut.stderr)")
            let full = try CLIRunner.run(arguments: common + ["-o", folder.appendingPathComponent("full.png").path])
            #expect(full.status == 0, "\(full.stderr)")
            let cutPNG = try Self.png(folder.appendingPathComponent("cut.png"))
            let fullPNG = try Self.png(folder.appendingPathComponent("full.png"))
            #expect(fullPNG.height > 852)
            #expect(cutPNG.height == 852)
            #expect(cutPNG.width == 393 && fullPNG.width == 393)
        }
    }

    /// A spec listing the SE and its Display Zoom variant: `--device "iPhone SE zoomed"` picks the
    /// zoomed one alone, drawn 320 pt wide at the SE's scale 2 (640 px), and `--device "iPhone SE"`
    /// the unzoomed one alone (750 px).
    @Test func zoomedDeviceFilterRendersThe320PointScreen() throws {
        try Self.inFolder { folder in
            let spec = folder.appendingPathComponent("zoom.yaml")
            try Data(SpecFixture.labelList(devices: "[iPhone SE, iPhone SE zoomed]", items: "[{text: Hello}]").utf8).write(to: spec)
            let common = ["render", spec.path, "--category", "large", "--no-caption"]
            let zoomed = try CLIRunner.run(arguments: common + ["--device", "iPhone SE zoomed", "-o", folder.path + "/"])
            #expect(zoomed.status == 0, "\(zoomed.stderr)")
            let name = "list-iphone-se-3rd-generation-zoomed-1col-large@2x.png"
            #expect(Self.contents(folder) == [name, "zoom.yaml"])
            let png = try Self.png(folder.appendingPathComponent(name))
            #expect(png.width == 640 && png.text("scale") == "2")
            #expect(png.text("device") == "iPhone SE (3rd generation) zoomed" && png.text("width") == "320")
            let plain = try CLIRunner.run(arguments: common + ["--device", "iPhone SE", "-o", folder.appendingPathComponent("se.png").path])
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(try Self.png(folder.appendingPathComponent("se.png")).width == 750)
        }
    }

    /// `--device` chooses a device the screen lists by its name, as `check --device` names it (a
    /// custom device too), or any preset the screen does not list (render explores, as with any
    /// category or language); a name that is neither is exit 2 naming the screen's devices.
    @Test func deviceChoosesTheScreensOwnDeviceOrAnyPreset() throws {
        try Self.inFolder { folder in
            let spec = folder.appendingPathComponent("devices.yaml")
            try Data(
                SpecFixture.labelList(devices: "[iPhone SE, {name: narrow, width: 120, scale: 2}]", items: "[{text: Hello}]").utf8
            ).write(to: spec)
            let common = ["render", spec.path, "--category", "large", "--no-caption"]
            for (device, name, width, points) in [
                ("narrow", "narrow", 240, "120"), ("iPhone SE", "iPhone SE (3rd generation)", 750, "375"), ("iPhone 16", "iPhone 16", 1179, "393"),
            ] {
                let out = folder.appendingPathComponent("\(width).png")
                let result = try CLIRunner.run(arguments: common + ["--device", device, "-o", out.path])
                #expect(result.status == 0, "\(device): \(result.stderr)")
                let png = try Self.png(out)
                #expect(png.width == width && png.text("device") == name && png.text("width") == points, "\(device)")
            }
            let unknown = try CLIRunner.run(arguments: common + ["--device", "narow", "-o", folder.path + "/"])
            #expect(unknown.status == 2)
            #expect(unknown.stderr.hasPrefix("proofsheet: unknown device 'narow'"), "\(unknown.stderr)")
            #expect(unknown.stderr.hasSuffix("; the screen's device values: iPhone SE (3rd generation), narrow\n"), "\(unknown.stderr)")
            #expect(Self.contents(folder) == ["1179.png", "240.png", "750.png", "devices.yaml"])
        }
    }

    @Test(arguments: [
        (["--format", "pdf", "-o", "x.png"], "--format pdf does not match the output's extension .png"),
        (["--overlays", "grid,gird"], "unknown overlay 'gird'; valid: grid, truncation, targets, overflow, voiceover, all"),
        (["--scale", "4"], "--scale 4 is out of range; valid: 1, 2, 3"),
        (["--outlined-text", "-o", "x.png"], "--outlined-text applies to --format svg only"),
    ])
    func badOptionsAreExitTwoAndWriteNothing(arguments: [String], message: String) throws {
        try Self.inFolder { folder in
            var all = ["render", Self.recipes, "--category", "large"] + arguments
            if let index = all.firstIndex(of: "x.png") { all[index] = folder.appendingPathComponent("x.png").path }
            if !all.contains("-o") { all += ["-o", folder.path + "/"] }
            let result = try CLIRunner.run(arguments: all)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("proofsheet: "))
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(Self.contents(folder).isEmpty)
        }
    }

    @Test func unknownCategoryNamesTheValidOnes() throws {
        try Self.inFolder { folder in
            let result = try CLIRunner.run(arguments: ["render", Self.recipes, "--category", "larg", "-o", folder.path + "/"])
            #expect(result.status == 2)
            #expect(result.stderr.contains("unknown content size category 'larg'; did you mean 'large'?"), "\(result.stderr)")
            #expect(result.stderr.contains("Valid: "))
            #expect(result.stderr.contains("accessibilityExtraExtraExtraLarge"))
            #expect(Self.contents(folder).isEmpty)
        }
    }

    /// An output folder that cannot be created: exit 2, the path in the message, nothing left.
    /// (`-o x.png` at the device's @3x writes `x.png`, and the message names that file.)
    @Test func unwritableOutputIsExitTwoAndLeavesNothing() throws {
        let proc = try CLIRunner.run(arguments: ["render", Self.recipes, "--category", "large", "--scale", "1", "-o", "/proc/nope/x.png"])
        #expect(proc.status == 2)
        #expect(proc.stdout.isEmpty)
        #expect(proc.stderr.hasPrefix("proofsheet: cannot write /proc/nope/x.png: "), "\(proc.stderr)")
        #expect(proc.stderr.split(separator: "\n").count == 1)

        try Self.inFolder { folder in
            try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file"))
            let result = try CLIRunner.run(arguments: [
                "render", Self.recipes, "--category", "large", "-o", folder.appendingPathComponent("file/sub/x.png").path,
            ])
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.hasPrefix("proofsheet: cannot write \(folder.appendingPathComponent("file/sub/x.png").path): "), "\(result.stderr)")
            #expect(Self.contents(folder) == ["file"], "no temporaries or partial files")
        }
    }
}
