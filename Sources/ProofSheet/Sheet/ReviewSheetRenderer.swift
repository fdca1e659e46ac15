import Dispatch
import Foundation
import Layout
import Rendering
import Synchronization

/// Makes review sheets of a spec's variants: builds every variant's scene once (in parallel),
/// arranges them with ``SheetPlan`` and `ReviewSheetBuilder` (Rendering), and renders the sheets to PNG,
/// SVG or one PDF. The same variants and options give the same bytes at any job count.
public struct ReviewSheetRenderer: Sendable {
    public let renderer: VariantRenderer
    public let options: SheetOptions

    public init(renderer: VariantRenderer, options: SheetOptions) {
        self.renderer = renderer
        self.options = options
    }

    /// A sheet ready to draw, with the name its files get.
    public struct Composed: Sendable {
        /// `<suite>_<screen>_<device>_<appearance>`: the fixed axes' values.
        public var fileStem: String
        public var sheet: ReviewSheet
        public var scene: RenderScene
    }

    /// Every sheet of `variants`, in matrix order. `jobs` variants are drawn at a time. A sheet
    /// wider than ``SheetOptions/maximumSheetWidth`` is split by columns into parts, each with
    /// the row labels, named `-part01`, `-part02`, ...
    public func compose(_ variants: [Variant], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [Composed] {
        let plan = SheetPlan(variants: variants, rows: options.rows, columns: options.columns)
        let cells = try cells(for: variants, jobs: jobs)
        let builder = ReviewSheetBuilder(measurer: renderer.measurer)
        return try plan.sheets.flatMap { planned in
            let sheet = ReviewSheet(
                title: title(planned, plan: plan), details: details(planned, plan: plan),
                rowAxis: plan.rowAxis.title, columnAxis: plan.columnAxis.title,
                rows: rowHeaders(planned, plan: plan), columns: columnHeaders(planned, plan: plan),
                cells: planned.cells.map { row in row.map { $0.flatMap { cells[$0] } } }, zoom: options.zoom, overlays: options.overlays
            )
            let stem = ([Slug.make(renderer.suite.name)] + plan.fixedAxes.map { $0.fileNamePart(for: planned.fixed) }).joined(separator: "_")
            let groups = try builder.columnGroups(of: sheet, maximumWidth: options.maximumSheetWidth)
            guard groups.count > 1 else { return [Composed(fileStem: stem, sheet: sheet, scene: try builder.scene(for: sheet))] }
            return try groups.enumerated().map { index, columns in
                var part = sheet
                part.columns = Array(sheet.columns[columns])
                part.cells = sheet.cells.map { Array($0[columns]) }
                part.title += " (part \(index + 1) of \(groups.count): \(part.columns.first!.title) to \(part.columns.last!.title))"
                return Composed(fileStem: stem + String(format: "-part%02d", index + 1), sheet: part, scene: try builder.scene(for: part))
            }
        }
    }

    /// PNG pages of a composed sheet, in order.
    public func renderPNG(_ composed: Composed, page: (_ index: Int, _ count: Int, _ png: [UInt8]) throws -> Void) throws {
        let text: [(key: String, value: String)] = [
            ("Title", composed.sheet.title), ("spec", renderer.specName), ("rows", options.rows.rawValue),
            ("columns", options.columns.rawValue), ("scale", String(options.scale)), ("Software", "ProofSheet \(ProofSheetVersion.current)"),
        ]
        try PNGRenderer(measurer: renderer.measurer).render(composed.scene, scale: options.scale, text: text, page: page)
    }

    /// SVG pages of a composed sheet (text as `<text>`), in order.
    public func renderSVG(_ composed: Composed) throws -> [[UInt8]] {
        try SVGRenderer(measurer: renderer.measurer).render(composed.scene, textMode: .text, title: composed.sheet.title)
    }

    /// One PDF holding every sheet, one page each (more only for a sheet taller than a page),
    /// bookmarked by title.
    public func renderPDF(_ sheets: [Composed]) throws -> [UInt8] {
        try PDFRenderer(measurer: renderer.measurer).render(
            sheets.map { ($0.scene, $0.sheet.title) }, title: "\(renderer.suite.name) review sheets", creator: "ProofSheet \(ProofSheetVersion.current)"
        )
    }

    /// Each variant's cell: its scene without caption or legend, a caption, and its findings.
    /// Every variant that cannot be drawn is named in one error.
    private func cells(for variants: [Variant], jobs: Int) throws -> [Variant: ReviewSheet.Cell] {
        let results = Mutex<[Int: Result<ReviewSheet.Cell, any Error>]>([:])
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), max(1, variants.count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < variants.count else { return }
                let made = Result { try self.cell(for: variants[index]) }
                results.withLock { $0[index] = made }
            }
        }
        let made = results.withLock { results in variants.indices.map { results[$0]! } }
        let failures = zip(variants, made).compactMap { variant, result -> VariantFailures.Failure? in
            guard case .failure(let error) = result else { return nil }
            return VariantFailures.Failure(variant: variant.caption(scale: nil), reason: String(describing: error))
        }
        guard failures.isEmpty else { throw VariantFailures(failures: failures) }
        let cells = made.compactMap { try? $0.get() }
        return Dictionary(zip(variants, cells), uniquingKeysWith: { first, _ in first })
    }

    private func cell(for variant: Variant) throws -> ReviewSheet.Cell {
        let layout = try renderer.layout(variant)
        let scene = try renderer.scene(variant, layout: layout, options: options.cellOptions)
        let size = "\(variant.device.size.width.compact) × \(layout.contentSize.height.roundedForMessage) pt"
        let caption = "\(size) · \(variant.category.name) · \(variant.columns == 1 ? "1 column" : "\(variant.columns) columns") · \(variant.appearance.rawValue)"
        return ReviewSheet.Cell(scene: scene, caption: caption, warning: Self.warning(for: ReviewFindings(layout)))
    }

    /// "2 truncated labels · 1 small target · missing glyph U+E000", or nil when there is nothing to flag.
    static func warning(for findings: ReviewFindings) -> String? {
        func count(_ number: Int, _ one: String, _ many: String) -> String? {
            number == 0 ? nil : "\(number) \(number == 1 ? one : many)"
        }
        let parts = [
            count(findings.truncatedLabels.count, "truncated label", "truncated labels"),
            count(findings.smallTargets.count, "small target", "small targets"),
            count(findings.overflowingLabels.count, "label outside its cell", "labels outside their cells"),
            Self.missingGlyphs(findings.missingGlyphs),
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "missing glyphs U+E000, U+0D9E", or nil when every character has a glyph.
    private static func missingGlyphs(_ findings: [MissingGlyph]) -> String? {
        var characters: [Unicode.Scalar] = []
        for character in findings.flatMap(\.characters) where !characters.contains(character) { characters.append(character) }
        guard !characters.isEmpty else { return nil }
        return "missing glyph\(characters.count == 1 ? "" : "s") \(characters.map(MissingGlyph.code).joined(separator: ", "))"
    }

    /// Row labels; when the column value follows from the row, it is named under the row's.
    private func rowHeaders(_ sheet: SheetPlan.Sheet, plan: SheetPlan) -> [ReviewSheet.Header] {
        zip(sheet.rows, sheet.cells).map { representative, cells in
            var header = plan.rowAxis.header(for: representative)
            if sheet.columnsFollowRows, let variant = cells.first ?? nil {
                let value = plan.columnAxis.header(for: variant).title
                header.detail = header.detail.map { "\($0)\n\(value)" } ?? value
            }
            return header
        }
    }

    private func columnHeaders(_ sheet: SheetPlan.Sheet, plan: SheetPlan) -> [ReviewSheet.Header] {
        sheet.columnsFollowRows
            ? [ReviewSheet.Header(title: "one per row", detail: "each row's \(plan.columnAxis.title) is under its label")]
            : sheet.columns.map { plan.columnAxis.header(for: $0) }
    }

    private func title(_ sheet: SheetPlan.Sheet, plan: SheetPlan) -> String {
        let fixed = Set(plan.fixedAxes)
        var parts: [String] = []
        if fixed.contains(.screen) { parts.append(sheet.fixed.screen) }
        if fixed.contains(.device) { parts.append(sheet.fixed.device.name) }
        return parts.isEmpty ? renderer.suite.name : parts.joined(separator: " on ")
    }

    private func details(_ sheet: SheetPlan.Sheet, plan: SheetPlan) -> [String] {
        let fixed = plan.fixedAxes.filter { $0 != .screen }.map { $0.describe(sheet.fixed) }
        let zoom = options.zoom == 1 ? "actual size" : "zoom \((options.zoom * 100).compact)%"
        return [
            "spec \(renderer.specName) · suite \(renderer.suite.name)" + (fixed.isEmpty ? "" : " · " + fixed.joined(separator: " · ")),
            "rows: \(plan.rowAxis.title) · columns: \(plan.columnAxis.title) · \(zoom) · ProofSheet \(ProofSheetVersion.current)",
        ]
    }
}
