import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport
import Rendering
import Variants

/// `proofsheet sheet`: review sheets of a spec's whole matrix, one per screen and device: an
/// overview of first screens with the categories across, then the whole screens as further pages.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Compose review sheets: each screen and device's variants at every content size, with the audit's findings marked.",
        discussion: """
            By default, per screen, device, appearance and language: an overview sheet of each variant's first \
            screen, the 12 content-size categories across (column counts down, or named under each \
            category when each has one), name_screen_device_appearance[_language].png; then the whole screens, \
            categories down and column counts across, as further pages, name_..._appearance[_language]-full.png. \
            Each cell's caption lists the variant's audit findings (rule and element) and its image marks \
            them, coloured by severity. --row-axis/--column-axis make one kind of sheet with those axes \
            instead (whole screens unless --first-screen). PNG pages are at most 16,000 pixels tall \
            (-page01..., split between rows); SVG pages at most 14,400 points; PDF writes one document, \
            overview pages first, bookmarked. Files are written only when every sheet succeeded; their \
            paths are printed. With --shard K/N a shard draws whole sheets, its share of them (its PDF is \
            name-sheets-shardKofN.pdf), so the shards' folders together hold every sheet. --overlays \
            voiceover draws beside each screen its VoiceOver view: the elements numbered in reading order \
            and what VoiceOver speaks, so the order at AX5 shows beside the order at Large.
            """
    )

    @Argument(help: "The spec file (YAML or JSON).", transform: ArgumentParsing.path)
    var spec: String

    @OptionGroup var matrix: MatrixOptions
    @OptionGroup var shard: ShardOptions

    @Option(
        help:
            "The axis down the rows: \(VariantAxis.allValueStrings.joined(separator: ", ")). Giving --row-axis or --column-axis (or both) makes one kind of sheet with these axes instead of the overview and full-length pages."
    )
    var rowAxis: VariantAxis?

    @Option(help: "The axis across the columns: \(VariantAxis.allValueStrings.joined(separator: ", ")).")
    var columnAxis: VariantAxis?

    @Option(help: "Formats, comma-separated: png, svg, pdf.", transform: SheetCommand.formats)
    var format: [RenderFormat] = [.png]

    @Option(help: "Cell size: 1 draws each variant at its size in points, 0.5 at half (0.1 to 2).")
    var zoom: Double = 1

    @Option(help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Int = 1

    @Option(
        help:
            "Marks in every cell, comma-separated: findings (every audit finding, the default), an audit rule id, truncation, targets, overflow (their audit rules), grid (column guides and insets), all (grid and findings), or none; voiceover draws beside each screen its VoiceOver view (elements numbered in reading order, and what VoiceOver speaks).",
        transform: SheetCommand.marks
    )
    var overlays: Marks = Marks(grid: false, rules: Set(AuditRule.allCases), voiceOver: false)

    @Flag(name: .customLong("no-chrome"), help: "Leave out the status bar and home indicator.")
    var noChrome = false

    @Flag(
        help:
            "Only first screens: the overview sheets without the full-length pages (with --row-axis/--column-axis: those sheets, each variant's first screenful, marked as clipped)."
    )
    var firstScreen = false

    @Option(help: "Variants laid out, and sheets drawn, at a time (default: the number of cores). The output is the same at any count.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .shortAndLong, help: "Output folder (not in the baselines folder).", transform: ArgumentParsing.path)
    var output: String

    func validate() throws {
        if let rowAxis, rowAxis == columnAxis {
            throw ValidationError("--row-axis and --column-axis are both \(rowAxis.rawValue); choose two different axes")
        }
        guard SheetOptions.zoomRange.contains(zoom) else {
            throw ValidationError(
                "--zoom \(zoom.compact) is outside \(SheetOptions.zoomRange.lowerBound.compact)...\(SheetOptions.zoomRange.upperBound.compact)")
        }
        try ArgumentParsing.check(scale, .displayScale, flag: "--scale")
        try ArgumentParsing.check(jobs, .jobs, flag: "--jobs")
    }

    func run() throws {
        // At more than one job, worker processes may draw sheets (making the folder) before a
        // variant of another sheet fails; a failed run leaves no folder it made, as at one job.
        let outputExisted = FileManager.default.fileExists(atPath: output)
        do {
            try stageAndCommit()
        } catch {
            if !outputExisted { rmdir(output) }  // only if empty: the staged files are gone by now
            throw error
        }
    }

    private func stageAndCommit() throws {
        do {
            let renderer = try VariantRenderer(specPath: spec, jobs: jobs)
            try OutputInBaselinesError.check(output: URL(fileURLWithPath: output), snapshots: nil, suiteFolder: renderer.suite.folderName)
            let options = SheetOptions(
                arrangements: arrangements, zoom: zoom, scale: scale, chrome: !noChrome, grid: overlays.grid, markedRules: overlays.rules,
                voiceOver: overlays.voiceOver
            )
            let sheets = ReviewSheetRenderer(renderer: renderer, options: options)
            var variants = try matrix.variants(of: renderer.suite)
            if let plan = try shard.plan() { variants = sheets.variants(of: variants, inShard: plan) }
            Leftovers.remove(in: output, recursive: false)
            let files = StagedFiles()
            let written: [URL]
            let formats = Set(format)
            let pngDestination: @Sendable (String, Int, Int) -> URL = { [output, scale] stem, page, count in
                OutputNaming(folder: output, stem: stem, format: .png).url(page: page, of: count, scale: scale)
            }
            if formats == [.png] {
                // Worker processes compose the sheets they draw (at more than one job and sheet).
                written = try sheets.stagePNG(of: variants, jobs: jobs, workers: .processes, into: files, destination: pngDestination)
            } else {
                written = try stageComposed(sheets, variants: variants, formats: formats, into: files, pngDestination: pngDestination)
            }
            try files.commit()
            let display = OutputNaming(folder: output, stem: "", format: .png)
            for url in written { try Console.line(display.display(url)) }
        } catch let error as ValidationError {
            throw error
        } catch {
            throw InputError(error)
        }
    }

    /// Composes every sheet in this process, then stages each format's files (PNG drawn by
    /// worker processes at more than one job), in format order; returns them in that order.
    private func stageComposed(
        _ sheets: ReviewSheetRenderer, variants: [Variant], formats: Set<RenderFormat>, into files: StagedFiles,
        pngDestination: @escaping @Sendable (String, Int, Int) -> URL
    ) throws -> [URL] {
        let composed = try sheets.compose(variants, jobs: jobs)
        var written: [URL] = []
        for format in formats.sorted(by: { $0.rawValue > $1.rawValue }) {
            switch format {
            case .png:
                // Sheets are drawn in worker processes (at more than one job and sheet); their
                // files are listed in sheet order.
                written += try sheets.stagePNG(composed, jobs: jobs, workers: .processes, into: files) { sheet, page, count in
                    pngDestination(composed[sheet].fileStem, page, count)
                }.flatMap { $0 }
            case .svg:
                for sheet in composed {
                    let naming = OutputNaming(folder: output, stem: sheet.fileStem, format: .svg)
                    let pages = try sheets.renderSVG(sheet)
                    for (index, page) in pages.enumerated() {
                        let url = naming.url(page: index, of: pages.count, scale: nil)
                        try files.stage(page, at: url)
                        written.append(url)
                    }
                }
            case .pdf:
                let shardPart = shard.shard.map { "-shard\($0.index)of\($0.count)" } ?? ""
                let naming = OutputNaming(folder: output, stem: "\(Slug.make(sheets.renderer.suite.name))-sheets\(shardPart)", format: .pdf)
                let url = naming.url(page: 0, of: 1, scale: nil)
                try files.stage(try sheets.renderPDF(composed), at: url)
                written.append(url)
            }
        }
        return written
    }

    /// What the options ask for: with an axis given, one kind of sheet with it (the other axis
    /// as before the overview existed, categories down and column counts across, unless that is
    /// the axis given); else the overview and, unless --first-screen, the full-length pages.
    var arrangements: [SheetOptions.Arrangement] {
        guard rowAxis != nil || columnAxis != nil else { return firstScreen ? [.overview] : [.overview, .fullLength] }
        let rows = rowAxis ?? (columnAxis == .category ? .columns : .category)
        let columns = columnAxis ?? (rows == .columns ? .category : .columns)
        return [SheetOptions.Arrangement(rows: rows, columns: columns, tallContent: firstScreen ? .firstScreen : .full)]
    }

    /// The marks `--overlays` chose: the grid overlay, the audit rules whose findings are marked,
    /// and whether each screen has its VoiceOver view beside it.
    struct Marks {
        var grid: Bool
        var rules: Set<AuditRule>
        var voiceOver: Bool
    }

    /// The marks `--overlays` names (`OverlayName`): the grid, VoiceOver's view and the rules of
    /// the overlays named, the rules named, every rule for `findings`, the grid and every rule
    /// for `all` (with `voiceover` if named too: it doubles each cell's width, so `all` leaves
    /// it out), nothing for `none` alone.
    static func marks(_ text: String) throws -> Marks {
        let names = try OverlayName.list(text, marks: true)
        if names.contains(.none), names.count > 1 { throw ValidationError("--overlays none cannot be combined with other marks") }
        var marks = Marks(grid: false, rules: [], voiceOver: false)
        for name in names {
            switch name {
            case .none: break
            case .all:
                marks.grid = true
                marks.rules = Set(AuditRule.allCases)
            case .findings: marks.rules.formUnion(AuditRule.allCases)
            case .overlay(let overlay):
                if overlay == .grid { marks.grid = true }
                if overlay == .voiceover { marks.voiceOver = true }
                marks.rules.formUnion(overlay.rules)
            case .rule(let rule): marks.rules.insert(rule)
            }
        }
        return marks
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
