import ArgumentParser
import Foundation
import Layout
import ProofSheet
import Rendering
import Snapshot
import TextEngine

/// `proofsheet layout`: lay out one variant of a screen and print its geometry.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out one variant of a screen and print every frame, label line count and truncation."
    )

    @Argument(help: "The spec file (YAML or JSON).", transform: ArgumentParsing.path)
    var spec: String

    @Option(help: "Screen name (default: the first screen).")
    var screen: String?

    @OptionGroup var variant: VariantOptions

    @Option(help: "Display scale with --width: 1, 2 or 3 (frames are rounded to its pixel grid).")
    var scale: Double = 2

    @Option(help: "Output format: json or text.")
    var format: OutputFormat = .json

    func validate() throws {
        try format.require(oneOf: [.json, .text])
        try variant.validate()
        try ArgumentParsing.check(scale, .displayScale, flag: "--scale")
    }

    func run() throws {
        let layout: ScreenLayout
        do {
            let suite = try SpecLoader.load(path: spec)
            let screen = try suite.screen(named: screen)
            let measurer = PangoTextMeasurer(library: try suite.fontLibrary(relativeTo: spec))
            try suite.checkFonts(in: measurer.library)
            let chosen = try variant.variant(of: screen, displayScale: scale)
            let images = try ImageLibrary(suite: suite, specPath: spec)
            let sizes = images.pointSizes(scale: Int(chosen.device.scale.rounded()), appearance: chosen.appearance, idiom: chosen.device.idiom)
            layout = try suite.layout(chosen, measurer: measurer, imageSizes: sizes, symbolGeometries: images.symbolGeometries)
        } catch {
            throw InputError(error)
        }
        let snapshot = LayoutSnapshot(layout)
        try Console.write(format == .json ? snapshot.json : snapshot.text)
    }
}
