import ArgumentParser
import Foundation
import ProofSheet

/// `proofsheet sheet`: review sheets of a spec's whole matrix, one per screen and device.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Compose review sheets: each screen and device's variants in one grid, categories down, column counts across.",
        discussion: """
        One sheet per combination of the axes that are not rows or columns (by default: screen, \
        device, appearance). Each cell is a variant at the same zoom, with a caption and its review \
        findings; a title block names the spec, screen, device and tool version. PNG and SVG write one \
        file per sheet (name_screen_device_appearance.png; pages -page01... when a sheet is taller than \
        32,767 pixels or 14,400 points, split between rows); PDF writes one document with a bookmarked \
        page per sheet. Files are written only when every sheet succeeded; their paths are printed.
        """
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var matrix: MatrixOptions

    @Option(help: "The axis down the rows: \(VariantAxis.allValueStrings.joined(separator: ", ")).")
    var rowAxis: VariantAxis = .category

    @Option(help: "The axis across the columns: \(VariantAxis.allValueStrings.joined(separator: ", ")).")
    var columnAxis: VariantAxis = .columns

    @Option(help: "Formats, comma-separated: png, svg, pdf.", transform: SheetCommand.formats)
    var format: [RenderFormat] = [.png]

    @Option(help: "Cell size: 1 draws each variant at its size in points, 0.5 at half (0.1 to 2).")
    var zoom: Double = 1

    @Option(help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 1

    @Option(help: "Design-review overlays, comma-separated: \(Overlay.allCases.map(\.rawValue).joined(separator: ", ")), or all.", transform: RenderCommand.overlays)
    var overlays: Set<Overlay> = []

    @Flag(name: .customLong("no-chrome"), help: "Leave out the status bar and home indicator.")
    var noChrome = false

    @Flag(help: "Draw only the first screenful of each variant, marked as clipped.")
    var firstScreen = false

    @Option(help: "Variants drawn at a time (default: the number of cores). The output is the same at any count.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .shortAndLong, help: "Output folder.")
    var output: String

    func validate() throws {
        if rowAxis == columnAxis { throw ValidationError("--row-axis and --column-axis are both \(rowAxis.rawValue); choose two different axes") }
        guard SheetOptions.zoomRange.contains(zoom) else {
            throw ValidationError("--zoom \(zoom.compact) is outside \(SheetOptions.zoomRange.lowerBound.compact)...\(SheetOptions.zoomRange.upperBound.compact)")
        }
        try ArgumentParsing.check(scale, .displayScale, flag: "--scale")
        try ArgumentParsing.check(jobs, .jobs, flag: "--jobs")
    }

    func run() throws {
        do {
            let renderer = try VariantRenderer(specPath: spec)
            let variants = try matrix.variants(of: renderer.suite)
            let options = SheetOptions(
                rows: rowAxis, columns: columnAxis, zoom: zoom, scale: scale, chrome: !noChrome, overlays: overlays,
                tallContent: firstScreen ? .firstScreen : .full
            )
            let sheets = ReviewSheetRenderer(renderer: renderer, options: options)
            let composed = try sheets.compose(variants, jobs: jobs)
            let files = StagedFiles()
            for format in Set(format).sorted(by: { $0.rawValue > $1.rawValue }) {
                switch format {
                case .png:
                    for sheet in composed {
                        let naming = OutputNaming(folder: output, stem: sheet.fileStem, format: .png)
                        try sheets.renderPNG(sheet) { index, count, png in
                            try files.stage(png, at: naming.url(page: index, of: count, scale: scale))
                        }
                    }
                case .svg:
                    for sheet in composed {
                        let naming = OutputNaming(folder: output, stem: sheet.fileStem, format: .svg)
                        let pages = try sheets.renderSVG(sheet)
                        for (index, page) in pages.enumerated() {
                            try files.stage(page, at: naming.url(page: index, of: pages.count, scale: nil))
                        }
                    }
                case .pdf:
                    let naming = OutputNaming(folder: output, stem: "\(Slug.make(renderer.suite.name))-sheets", format: .pdf)
                    try files.stage(try sheets.renderPDF(composed), at: naming.url(page: 0, of: 1, scale: nil))
                }
            }
            try files.commit()
            let display = OutputNaming(folder: output, stem: "", format: .png)
            for url in files.destinations { print(display.display(url)) }
        } catch let error as ValidationError {
            throw error
        } catch {
            throw InputError(error)
        }
    }

    static func formats(_ text: String) throws -> [RenderFormat] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ValidationError("--format needs at least one of png, svg, pdf") }
        return try names.map { name in
            guard let format = RenderFormat(rawValue: name) else { throw ValidationError("unknown format '\(name)'; valid: png, svg, pdf") }
            return format
        }
    }
}

extension VariantAxis: ExpressibleByArgument {}
