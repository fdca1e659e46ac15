import Audit
import Foundation
import Layout
import ProofSheetSupport
import Variants

/// Makes review sheets of a spec's variants: builds every variant's scene once (in parallel),
/// arranges them with ``SheetPlan`` and ``ReviewSheetBuilder``, and renders the sheets to PNG,
/// SVG or one PDF. The same variants and options give the same bytes at any job count.
/// Each variant is laid out and audited once and drawn once per tall-content policy its
/// arrangements need (first screen, whole screen); each cell's caption lists the variant's audit
/// findings and its image marks them (``SheetFindings``). The variants are laid out and drawn
/// by the renderer handed in (``SheetVariantDrawing``); staging PNG pages from worker processes
/// and a shard's variants are the facade's (ProofSheet's `ReviewSheetRenderer+Staging.swift`).
package struct ReviewSheetRenderer: Sendable {
    /// What lays the variants out and draws each as a cell (the facade's renderer).
    package let renderer: any SheetVariantDrawing
    package let options: SheetOptions

    package init(renderer: any SheetVariantDrawing, options: SheetOptions) {
        self.renderer = renderer
        self.options = options
    }

    /// A sheet ready to draw, with the name its files get.
    package struct Composed: Sendable {
        /// `<suite>_<screen>_<device>_<appearance>` (the fixed axes' values), then the
        /// arrangement's suffix (`-full`) and `-partNN` for a sheet split by columns.
        package var fileStem: String
        /// The kind of sheet it is.
        package var arrangement: SheetOptions.Arrangement
        package var sheet: ReviewSheet
        package var scene: RenderScene
        /// The audit of every variant on the sheet, in row then column order.
        package var findings: [VariantFindings]
    }

    /// What the audit observed on one variant.
    package struct VariantFindings: Sendable {
        package var variant: Variant
        package var findings: [AuditFinding]
        /// How many template elements (labels, images, stacks) the spec's rules hide at this size.
        package var hiddenElementCount: Int
    }

    /// Every sheet of `variants`: each arrangement's sheets in matrix order, arrangements in
    /// ``SheetOptions/arrangements`` order. `jobs` variants are laid out, audited and drawn at a
    /// time. A sheet wider than ``SheetOptions/maximumSheetWidth`` is split by columns into
    /// parts, each with the row labels, named `-part01`, `-part02`, ...
    package func compose(_ variants: [Variant], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [Composed] {
        let prepared = try prepare(variants, jobs: jobs)
        let builder = ReviewSheetBuilder(measurer: renderer.measurer)
        return try options.arrangements.flatMap { arrangement in
            let plan = SheetPlan(variants: variants, rows: arrangement.rows, columns: arrangement.columns)
            return try plan.sheets.flatMap { planned in
                let members = planned.cells.flatMap { $0.compactMap { $0 } }
                let found = members.flatMap { prepared[$0]!.findings.findings }
                let sheet = ReviewSheet(
                    title: title(planned, plan: plan, arrangement: arrangement), details: details(planned, plan: plan, arrangement: arrangement),
                    rowAxis: plan.rowAxis.title, columnAxis: plan.columnAxis.title,
                    rows: rowHeaders(planned, plan: plan), columns: columnHeaders(planned, plan: plan),
                    cells: planned.cells.map { row in row.map { $0.flatMap { prepared[$0]!.cells[arrangement.tallContent] } } },
                    zoom: options.zoom, overlays: options.overlays,
                    legend: SheetFindings.legend(found, rules: options.markedRules)
                )
                let stem =
                    ([Slug.make(renderer.suite.name)] + plan.fixedAxes.compactMap { $0.fileNamePart(for: planned.fixed) }).joined(separator: "_")
                    + arrangement.fileSuffix
                let findings = members.map { prepared[$0]!.findings }
                let groups = try builder.columnGroups(of: sheet, maximumWidth: options.maximumSheetWidth)
                guard groups.count > 1 else {
                    return [
                        Composed(fileStem: stem, arrangement: arrangement, sheet: sheet, scene: try builder.scene(for: sheet), findings: findings)
                    ]
                }
                return try groups.enumerated().map { index, columns in
                    var part = sheet
                    part.columns = Array(sheet.columns[columns])
                    part.cells = sheet.cells.map { Array($0[columns]) }
                    part.title += " (part \(index + 1) of \(groups.count): \(part.columns.first!.title) to \(part.columns.last!.title))"
                    let partFindings = planned.cells.flatMap { Array($0[columns]).compactMap { $0 } }.map { prepared[$0]!.findings }
                    return Composed(
                        fileStem: stem + String(format: "-part%02d", index + 1), arrangement: arrangement, sheet: part,
                        scene: try builder.scene(for: part),
                        findings: partFindings
                    )
                }
            }
        }
    }

    /// The values of the axes every arrangement holds fixed: variants alike in them lie on one
    /// sheet of each arrangement.
    package func sheetGroup(of variant: Variant) -> [AxisValue] {
        VariantAxis.allCases.filter { axis in options.arrangements.allSatisfy { $0.rows != axis && $0.columns != axis } }.map {
            $0.value(of: variant)
        }
    }

    /// PNG pages of a composed sheet, in order, each at most ``SheetOptions/maximumPageRows`` tall.
    package func renderPNG(_ composed: Composed, page: (_ index: Int, _ count: Int, _ png: [UInt8]) throws -> Void) throws {
        let text: [(key: String, value: String)] = [
            ("Title", composed.sheet.title), ("spec", renderer.specName), ("rows", composed.arrangement.rows.rawValue),
            ("columns", composed.arrangement.columns.rawValue), ("scale", String(options.scale)),
            ("Software", "ProofSheet \(ProofSheetVersion.current)"),
        ]
        try PNGRenderer(measurer: renderer.measurer).render(
            composed.scene, scale: options.scale, text: text, pageRows: options.maximumPageRows, page: page)
    }

    /// How many PNG pages `renderPNG` makes of a composed sheet.
    package func pngPageCount(_ composed: Composed) throws -> Int {
        try PNGRenderer.pages(for: composed.scene, scale: options.scale, pageRows: options.maximumPageRows).pages.count
    }

    /// SVG pages of a composed sheet (text as `<text>`), in order.
    package func renderSVG(_ composed: Composed) throws -> [[UInt8]] {
        try SVGRenderer(measurer: renderer.measurer).render(composed.scene, textMode: .text, title: composed.sheet.title)
    }

    /// One PDF holding every sheet, one page each (more only for a sheet taller than a page),
    /// bookmarked by title; with more than one kind of sheet, each kind (overview, full length)
    /// is a bookmark holding its sheets', and its pages come in ``SheetOptions/arrangements`` order.
    package func renderPDF(_ sheets: [Composed], title: String? = nil) throws -> [UInt8] {
        let pdf = PDFRenderer(measurer: renderer.measurer)
        let documentTitle = title ?? "\(renderer.suite.name) review sheets"
        let creator = "ProofSheet \(ProofSheetVersion.current)"
        let kinds = options.arrangements.filter { arrangement in sheets.contains { $0.arrangement == arrangement } }
        guard kinds.count > 1 else { return try pdf.render(sheets.map { ($0.scene, $0.sheet.title) }, title: documentTitle, creator: creator) }
        let groups = kinds.map { arrangement in
            (title: arrangement.name, scenes: sheets.filter { $0.arrangement == arrangement }.map { (scene: $0.scene, title: $0.sheet.title) })
        }
        return try pdf.render(groups: groups, title: documentTitle, creator: creator)
    }

    /// One variant ready for every kind of sheet: its findings and a cell per tall-content policy.
    private struct Prepared {
        var findings: VariantFindings
        var cells: [ScreenRenderRequest.TallContent: ReviewSheet.Cell]
    }

    /// Lays out, audits and draws each variant once. Every variant that cannot be drawn is named
    /// in one error.
    private func prepare(_ variants: [Variant], jobs: Int) throws -> [Variant: Prepared] {
        // The registry is a task-local, which the threads `ParallelWork` prepares variants on do not inherit.
        let registry = VariantAxisRegistry.current
        let made = ParallelWork.map(
            variants.count, jobs: jobs,
            { index in Result { try VariantAxisRegistry.$current.withValue(registry) { try self.prepare(variants[index]) } } })
        let failures = zip(variants, made).compactMap { variant, result -> VariantFailures.Failure? in
            guard case .failure(let error) = result else { return nil }
            return VariantFailures.Failure(variant: variant.caption(scale: nil), reason: String(describing: error))
        }
        guard failures.isEmpty else { throw VariantFailures(failures: failures) }
        let prepared = made.compactMap { try? $0.get() }
        return Dictionary(zip(variants, prepared), uniquingKeysWith: { first, _ in first })
    }

    private func prepare(_ variant: Variant) throws -> Prepared {
        let layout = try renderer.layout(variant)
        let found = try Auditor(
            suite: renderer.suite, specName: renderer.specName, measurer: renderer.measurer, layout: { [renderer] in try renderer.layout($0) },
            jobs: 1
        ).findings(of: variant, layout: layout)
        let screen = try renderer.suite.screen(named: variant.screen)
        let marks = SheetFindings.marks(found, rules: options.markedRules)
        let size = "\(variant.device.size.width.compact) × \(layout.contentSize.height.roundedForMessage) pt"
        let caption = ([size] + VariantAxisRegistry.current.axes.compactMap { $0.caption(of: variant) }).joined(separator: " · ")
        var cells: [ScreenRenderRequest.TallContent: ReviewSheet.Cell] = [:]
        for tallContent in Set(options.arrangements.map(\.tallContent)) {
            let scene = try renderer.cellScene(variant, layout: layout, options: options, tallContent: tallContent, marks: marks)
            // A first screen shows the content down to the screen's bottom, less the status bar.
            let safeTop = options.chrome ? variant.device.chrome?.safeArea.top ?? 0 : 0
            let visible = tallContent == .firstScreen ? variant.device.size.height - safeTop : nil
            cells[tallContent] = ReviewSheet.Cell(
                scene: scene, caption: caption, warning: SheetFindings.caption(found, screen: screen, visibleHeight: visible))
        }
        let hidden = layout.elements.reduce(0) { $0 + $1.content.hiddenElementCount }
        return Prepared(findings: VariantFindings(variant: variant, findings: found, hiddenElementCount: hidden), cells: cells)
    }

    /// Row labels; when the column value follows from the row, it is named under the row's.
    private func rowHeaders(_ sheet: SheetPlan.Sheet, plan: SheetPlan) -> [ReviewSheet.Header] {
        if sheet.rowsFollowColumns {
            return [ReviewSheet.Header(title: "one per column", detail: "named under each column")]
        }
        return zip(sheet.rows, sheet.cells).map { representative, cells in
            var header = plan.rowAxis.header(for: representative)
            if sheet.columnsFollowRows, let variant = cells.first ?? nil {
                let value = plan.columnAxis.header(for: variant).title
                header.detail = header.detail.map { "\($0)\n\(value)" } ?? value
            }
            return header
        }
    }

    /// Column labels; when the row value follows from the column, it is named under the column's.
    private func columnHeaders(_ sheet: SheetPlan.Sheet, plan: SheetPlan) -> [ReviewSheet.Header] {
        if sheet.columnsFollowRows {
            return [ReviewSheet.Header(title: "one per row", detail: "each row's \(plan.columnAxis.title) is under its label")]
        }
        return zip(sheet.columns, sheet.rowsFollowColumns ? sheet.cells[0] : sheet.columns.map { _ in nil }).map { representative, variant in
            var header = plan.columnAxis.header(for: representative)
            if let variant {
                let value = plan.rowAxis.header(for: variant).title
                header.detail = header.detail.map { "\($0)\n\(value)" } ?? value
            }
            return header
        }
    }

    /// The screen and the places it is shown on that the sheet holds fixed (`recipe-grid on
    /// iPhone 16`; the suite's name when there are none), then the remarks of its other fixed
    /// axes (` · de`), as each axis names its value (`MatrixAxis.sheetTitlePart(of:)`).
    private func title(_ sheet: SheetPlan.Sheet, plan: SheetPlan, arrangement: SheetOptions.Arrangement) -> String {
        let fixed = Set(plan.fixedAxes.map(\.rawValue))
        var places: [String] = fixed.contains(VariantAxis.screen.rawValue) ? [sheet.fixed.screen] : []
        var remarks = ""
        for axis in VariantAxisRegistry.current.axes where fixed.contains(axis.key) {
            switch axis.sheetTitlePart(of: sheet.fixed) {
            case .place(let place)?: places.append(place)
            case .remark(let remark)?: remarks += " · " + remark
            case nil: break
            }
        }
        return (places.isEmpty ? renderer.suite.name : places.joined(separator: " on ")) + remarks + arrangement.titleSuffix
    }

    private func details(_ sheet: SheetPlan.Sheet, plan: SheetPlan, arrangement: SheetOptions.Arrangement) -> [String] {
        let fixed = plan.fixedAxes.filter { $0 != .screen }.compactMap { $0.describe(sheet.fixed) }
        let zoom = options.zoom == 1 ? "actual size" : "zoom \((options.zoom * 100).compact)%"
        let shown = arrangement.tallContent == .firstScreen ? "first screen of each variant" : "whole screens"
        let marks = (options.markedRules.isEmpty ? "" : " · marks: audit findings") + (options.voiceOver ? " · VoiceOver beside each screen" : "")
        return [
            "spec \(renderer.specName) · suite \(renderer.suite.name)" + (fixed.isEmpty ? "" : " · " + fixed.joined(separator: " · ")),
            "rows: \(plan.rowAxis.title) · columns: \(plan.columnAxis.title) · \(shown) · \(zoom)\(marks) · ProofSheet \(ProofSheetVersion.current)",
        ]
    }
}
