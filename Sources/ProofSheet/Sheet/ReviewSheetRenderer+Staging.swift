import Audit
import Foundation
import Layout
import ProofSheetSupport
import Rendering
import Snapshot
import Variants

/// Review sheets from the facade's renderer: its variants laid out with its fonts and drawn as
/// check draws them, at a sheet's options.
extension VariantRenderer: SheetVariantDrawing {
    package func cellScene(
        _ variant: Variant, layout: ScreenLayout, options: SheetOptions, tallContent: ScreenRenderRequest.TallContent, marks: [ReviewMark]
    ) throws -> RenderScene {
        let screen = try scene(variant, layout: layout, options: options.cellOptions(tallContent), marks: marks)
        guard options.voiceOver else { return screen }
        var voiceOver = options.cellOptions(tallContent)
        voiceOver.overlays = [.voiceover]
        return RenderScene.sideBySide([screen, try scene(variant, layout: layout, options: voiceOver)], gap: SheetOptions.voiceOverGap)
    }
}

extension SheetOptions {
    /// How each cell's variant is drawn: no caption strip and no legend (the sheet has its own).
    fileprivate func cellOptions(_ tallContent: ScreenRenderRequest.TallContent) -> RenderOptions {
        RenderOptions(scale: scale, chrome: chrome, caption: false, overlays: grid ? [.grid] : [], legend: false, tallContent: tallContent)
    }
}

/// What wires the sheets to the facade's stages: a shard's variants (`ShardPlan`), and PNG pages
/// drawn on threads or in worker processes (`WorkerProcesses`) and staged together.
extension ReviewSheetRenderer {
    /// The variants of `variants` (in matrix order) that shard `plan` draws: whole sheets, every
    /// variant of a sheet of any of the options' arrangements in one shard.
    package func variants(of variants: [Variant], inShard plan: ShardPlan) -> [Variant] {
        let positions = plan.positions(of: variants, suite: renderer.suite, scale: options.scale, keepingTogether: sheetGroup)
        return positions.map { variants[$0] }
    }

    /// ``compose(_:jobs:)`` and ``stagePNG(_:jobs:workers:into:destination:)`` in one, for PNG
    /// sheets alone: the same files, staged at `destination(fileStem, page, pageCount)`, and
    /// every page's file in the order those would list them. With `.processes` at more than one
    /// job, worker processes forked now lay out, audit and compose the sheets they draw, so that
    /// work is divided too: each takes the variants that lie on one sheet of every arrangement
    /// together, so each variant is still laid out once. The sheets no worker drew are composed
    /// here, all their variants at once, so an error names every variant that cannot be drawn,
    /// as at one job; then they are drawn here. With `.threads`, composes first.
    package func stagePNG(
        of variants: [Variant], jobs: Int, workers: SnapshotSession.Workers = .threads, into files: StagedFiles,
        destination: @escaping @Sendable (_ stem: String, _ page: Int, _ count: Int) -> URL
    ) throws -> [URL] {
        var grouped: [[Variant]] = []
        var groupOf: [[AxisValue]: Int] = [:]
        for variant in variants {
            let key = sheetGroup(of: variant)
            if groupOf[key] == nil {
                groupOf[key] = grouped.count
                grouped.append([])
            }
            grouped[groupOf[key]!].append(variant)
        }
        let groups = grouped
        // Drawn group by group, the files come back in the order of one job's only when every
        // arrangement has one sheet per group, in group order (as every arrangement the sheet
        // command makes has); otherwise, and with nothing to share out, compose first.
        let sheetGroups = options.arrangements.map {
            SheetPlan(variants: variants, rows: $0.rows, columns: $0.columns).sheets.map { groupOf[sheetGroup(of: $0.fixed)]! }
        }
        guard workers == .processes, jobs > 1, groups.count > 1, sheetGroups.allSatisfy({ $0 == Array(groups.indices) }) else {
            let composed = try compose(variants, jobs: jobs)
            return try stagePNG(composed, jobs: jobs, workers: workers, into: files) { sheet, page, count in
                destination(composed[sheet].fileStem, page, count)
            }.flatMap { $0 }
        }
        let arrangements = options.arrangements
        // The page files of `sheets` (one group's), by arrangement. They are staged together, so
        // a sheet that fails takes the pages drawn before it with it.
        let draw: @Sendable (_ sheets: [Composed]) throws -> [[StagedFiles.Handed]] = { sheets in
            let group = StagedFiles()
            var byArrangement = [[StagedFiles.Handed]](repeating: [], count: arrangements.count)
            for sheet in sheets {
                let staged = StagedFiles()
                try renderPNG(sheet) { index, count, png in try staged.stage(png, at: destination(sheet.fileStem, index, count), durable: false) }
                let handed = staged.handOver()
                group.adopt(handed)
                byArrangement[arrangements.firstIndex(of: sheet.arrangement)!] += handed
            }
            _ = group.handOver()
            return byArrangement
        }
        var drawn: [[[StagedFiles.Handed]]?] = WorkerProcesses.map(
            groups.count, jobs: jobs, batches: groups.indices.map { $0..<($0 + 1) },
            { group in
                try? draw(compose(groups[group], jobs: 1))
            }, interrupted: { _, _ in nil })
        for sheet in drawn { sheet?.forEach(files.adopt) }
        let undrawn = groups.indices.filter { drawn[$0] == nil }
        if !undrawn.isEmpty {
            // Their variants in matrix order, so any that cannot be drawn are named together.
            let members = Set(undrawn.flatMap { groups[$0] })
            _ = try compose(variants.filter(members.contains), jobs: jobs)
            let sheets = try undrawn.map { try compose(groups[$0], jobs: jobs) }
            // A worker killed while drawing left its pages as temporaries: removed first, all.
            for sheet in sheets.joined() {
                let count = try pngPageCount(sheet)
                for page in 0..<count { files.removeAbandonedTemporaries(of: destination(sheet.fileStem, page, count)) }
            }
            for (group, sheets) in zip(undrawn, sheets) {
                let again = try draw(sheets)
                again.forEach(files.adopt)
                drawn[group] = again
            }
        }
        return arrangements.indices.flatMap { arrangement in groups.indices.flatMap { drawn[$0]![arrangement] } }.map {
            URL(fileURLWithPath: $0.destination)
        }
    }

    /// Draws the PNG pages of every sheet, `jobs` sheets at a time, and stages each page at
    /// `destination(sheet, page, pageCount)` in `files` (not flushed to disk one by one: sheets
    /// are output a run writes again); returns each sheet's page files in order. With
    /// `.processes`, worker processes forked now draw the sheets (each with its own Cairo and
    /// Pango, so no lock is shared) and hand their staged files to `files`. Each sheet that could
    /// not be drawn is drawn again in this process, in sheet order; the first that fails again
    /// throws its error, with every sheet drawn so far staged in `files` for the caller to
    /// discard. A sheet whose worker was killed while drawing it is drawn again here, after the
    /// hidden temporaries (`.NAME.PID-STARTED-RANDOM.partial`) of its pages that are not `files`' own are
    /// removed (the worker's; see `StagedFiles.removeAbandonedTemporaries(of:)`); if that drawing
    /// fails, the sheet is drawn once more in sheet order to throw its error.
    package func stagePNG(
        _ sheets: [Composed], jobs: Int, workers: SnapshotSession.Workers = .threads, into files: StagedFiles,
        destination: @escaping @Sendable (_ sheet: Int, _ page: Int, _ count: Int) -> URL
    ) throws -> [[URL]] {
        let draw: @Sendable (Int) throws -> [StagedFiles.Handed] = { sheet in
            let staged = StagedFiles()
            try renderPNG(sheets[sheet]) { index, count, png in try staged.stage(png, at: destination(sheet, index, count), durable: false) }
            return staged.handOver()
        }
        let drawn: [[StagedFiles.Handed]?] =
            switch workers {
            case .threads: ParallelWork.map(sheets.count, jobs: jobs) { try? draw($0) }
            case .processes:
                WorkerProcesses.map(
                    sheets.count, jobs: jobs, batches: sheets.indices.map { $0..<($0 + 1) }, { try? draw($0) },
                    interrupted: { sheet, _ in
                        // Its worker was killed while drawing it: what it staged is left as temporaries.
                        if let count = try? pngPageCount(sheets[sheet]) {
                            for page in 0..<count { files.removeAbandonedTemporaries(of: destination(sheet, page, count)) }
                        }
                        return try? draw(sheet)
                    })
            }
        for sheet in drawn { files.adopt(sheet ?? []) }
        var pages: [[URL]] = []
        for (sheet, handed) in drawn.enumerated() {
            let handed =
                try handed
                ?? {
                    let again = try draw(sheet)
                    files.adopt(again)
                    return again
                }()
            pages.append(handed.map { URL(fileURLWithPath: $0.destination) })
        }
        return pages
    }
}
