import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport
import Rendering
import Variants

/// `proofsheet render`: draw one variant of a screen to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one variant of a screen to PNG (@1x/@2x/@3x), SVG or PDF.",
        discussion: """
            -o FILE writes that file as named; -o FOLDER/ names the file from the variant, and a PNG \
            name there ends in @2x/@3x. Content taller than 32,767 pixels (PNG) or 14,400 points \
            (SVG, PDF pages) is split into numbered pages (name-page01.png, or name-page01@3x.png in a \
            folder); --first-screen draws only the first screenful instead, marked as clipped. Files are \
            written only when the whole render succeeded; the written paths are printed, one per line. \
            --overlays voiceover outlines each VoiceOver element in a colour of its own with its number in \
            reading order, and lists beside the screen what VoiceOver speaks at each number.
            """
    )

    @Argument(help: "The spec file (YAML or JSON).", transform: ArgumentParsing.path)
    var spec: String

    @Option(help: "Screen name (default: the first screen).")
    var screen: String?

    @OptionGroup var variant: VariantOptions

    @Option(help: "Pixels per point for PNG: 1, 2 or 3 (default: the device's scale). Layout does not change with it.")
    var scale: Int?

    @Option(
        name: .axis(.appearance), help: .choice(.appearance, default: RenderCommand.defaultAppearance), transform: AxisArgument.choice(.appearance))
    var appearance: AxisArgument?

    /// The appearance drawn without `--appearance`, as the flag would give it.
    static let defaultAppearance = "light"

    @Option(help: "png, svg or pdf (default: from the output's extension, else png).")
    var format: RenderFormat?

    @Option(
        help: "Design-review overlays, comma-separated: \(Overlay.allCases.map(\.rawValue).joined(separator: ", ")), or all.",
        transform: RenderCommand.overlays)
    var overlays: Set<Overlay> = []

    @Flag(help: "Draw the device's status bar, safe areas and home indicator.")
    var chrome = false

    @Flag(name: .customLong("no-caption"), help: "Leave out the caption strip.")
    var noCaption = false

    @Flag(help: "Draw only the first screenful of a tall screen, marked as clipped, instead of pages.")
    var firstScreen = false

    @Flag(help: "SVG: draw text as outlined paths instead of <text> elements.")
    var outlinedText = false

    @Option(name: .shortAndLong, help: "Output file or folder. A folder gets a name from the variant.", transform: ArgumentParsing.path)
    var output: String

    func validate() throws {
        try variant.validate()
        if let scale { try ArgumentParsing.check(scale, .displayScale, flag: "--scale") }
        if outlinedText, resolvedFormat != .svg { throw ValidationError("--outlined-text applies to --format svg only") }
        if let format, let implied = RenderFormat(path: output), implied != format {
            throw ValidationError("--format \(format.rawValue) does not match the output's extension .\(implied.rawValue)")
        }
    }

    private var resolvedFormat: RenderFormat { format ?? RenderFormat(path: output) ?? .png }

    func run() throws {
        do {
            let renderer = try VariantRenderer(specPath: spec)
            let screen = try renderer.suite.screen(named: self.screen)
            let chosen = try variant.variant(of: screen, also: [appearance ?? AxisArgument.choice(.appearance)(Self.defaultAppearance)])
            let device = chosen.device
            let options = RenderOptions(
                scale: scale ?? Int(device.scale), chrome: chrome, caption: !noCaption, overlays: overlays,
                tallContent: firstScreen ? .firstScreen : .full
            )
            let naming = OutputNaming(
                output: output, format: resolvedFormat,
                defaultStem: [
                    Slug.make(screen.name), VariantAxisRegistry.current.baselineFolder(of: chosen).replacingOccurrences(of: "/", with: "-"),
                    chosen.fileStem,
                ]
                .joined(separator: "-"))
            let suiteFolder = renderer.suite.folderName
            if naming.namesAFile {
                try OutputInBaselinesError.check(outputFile: URL(fileURLWithPath: output), snapshots: nil, suiteFolder: suiteFolder)
            } else {
                try OutputInBaselinesError.check(output: naming.folder, snapshots: nil, suiteFolder: suiteFolder)
            }
            Leftovers.remove(in: naming.folder.path, recursive: false)
            let files = StagedFiles()
            switch resolvedFormat {
            case .png:
                try renderer.renderPNG(chosen, options: options) { index, count, png in
                    try files.stage(png, at: naming.url(page: index, of: count, scale: options.scale))
                }
            case .pdf:
                try files.stage(try renderer.renderPDF(chosen, options: options), at: naming.url(page: 0, of: 1, scale: nil))
            case .svg:
                let pages = try renderer.renderSVG(chosen, options: options, textMode: outlinedText ? .outlined : .text)
                for (index, page) in pages.enumerated() {
                    try files.stage(page, at: naming.url(page: index, of: pages.count, scale: nil))
                }
            }
            try files.commit()
            for url in files.destinations { try Console.line(naming.display(url)) }
        } catch {
            throw InputError(error)
        }
    }

    /// The overlays `--overlays` names (`OverlayName`); `all`: every one.
    static func overlays(_ text: String) throws -> Set<Overlay> {
        try OverlayName.list(text, marks: false).reduce(into: Set<Overlay>()) { chosen, name in
            switch name {
            case .overlay(let overlay): chosen.insert(overlay)
            default: chosen.formUnion(Overlay.allCases)  // `all`, the only other name render takes
            }
        }
    }
}
