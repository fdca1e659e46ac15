import Foundation
import Layout
import ProofSheet
import ProofSheetSupport
import Rendering
import TestSupport
import Testing
import Variants

/// Review sheets: how variants are grouped and arranged, that a cell shows exactly the variant's
/// own render, what the title block and captions say in PDF and SVG, and that a long screen's
/// full matrix splits into pages between rows.
@Suite struct ReviewSheetTests {
    static func renderer(_ example: String) throws -> VariantRenderer {
        try VariantRenderingTests.renderer(example)
    }

    /// The `.placed` cells of a sheet scene, in painting order.
    static func placedCells(_ scene: RenderScene) -> [(scene: RenderScene, origin: Point, scale: Double)] {
        scene.items.compactMap { item in
            if case .placed(let cell, let origin, let scale) = item { (cell, origin, scale) } else { nil }
        }
    }

    // MARK: Grouping

    /// A screen that reviews several column counts side by side: per device one sheet of 12
    /// categories by the counts, every cell filled.
    @Test func defaultSheetsAreCategoriesByColumnCountsPerScreenAndDevice() throws {
        let variants = try Self.countsVariants(counts: [1, 2, 3])
        let plan = SheetPlan(variants: variants, rows: .category, columns: .columns)
        #expect(
            plan.fixedAxes == [
                .screen, .device, .appearance, .language, VariantAxis(rawValue: "legibilityWeight")!, VariantAxis(rawValue: "contrast")!,
            ])
        try #require(plan.sheets.count == 1)
        let sheet = plan.sheets[0]
        #expect(!sheet.columnsFollowRows)
        #expect(sheet.rows.map(\.category) == ContentSizeCategory.allCases)
        #expect(sheet.columns.map(\.columns) == [1, 2, 3])
        for (row, category) in ContentSizeCategory.allCases.enumerated() {
            #expect(sheet.cells[row].map { $0?.columns } == [1, 2, 3])
            #expect(sheet.cells[row].allSatisfy { $0?.category == category })
        }
    }

    /// A spec whose one screen lists `counts` on a custom 320 pt width, and its variants.
    static func countsVariants(counts: [Int]) throws -> [Variant] {
        let folder = try ScratchFolder("counts")
        let spec = """
            name: Counts
            screens:
              - name: tiles
                devices: [{width: 320}]
                columns: {counts: \(counts)}
                layout: {kind: grid}
                cell:
                  stack:
                    items:
                      - label: {text: "{text}", style: body}
                items:
                  - {text: One}
            """
        let renderer = try VariantRenderer(specPath: try folder.write(Array(spec.utf8), to: "counts.yaml").path)
        return VariantMatrix(suite: renderer.suite).variants()
    }

    /// Where some rows lack some column values the gaps stay as empty cells.
    @Test func cellsTheMatrixLacksStayEmpty() throws {
        let variants = try Self.countsVariants(counts: [1, 2]).filter { !($0.columns == 2 && $0.category.isAccessibilityCategory) }
        let sheet = try #require(SheetPlan(variants: variants, rows: .category, columns: .columns).sheets.first)
        #expect(!sheet.columnsFollowRows)
        #expect(sheet.cells.map { $0.map { $0?.columns } } == ContentSizeCategory.allCases.map { $0.isAccessibilityCategory ? [1, nil] : [1, 2] })
    }

    /// lorem-grid shows 2 columns up to xxxL and 1 at AX sizes, one per row: instead of a
    /// staircase of empty cells each sheet has one column, and each row names its count.
    @Test func aColumnValueThatFollowsFromTheRowFoldsIntoTheRows() throws {
        let renderer = try Self.renderer("lorem-grid")
        let variants = VariantMatrix(suite: renderer.suite).variants()
        let plan = SheetPlan(variants: variants, rows: .category, columns: .columns)
        #expect(plan.sheets.map(\.fixed.device.name) == ["iPhone 16", "iPad mini"])
        for sheet in plan.sheets {
            #expect(sheet.columnsFollowRows)
            #expect(sheet.columns.isEmpty)
            #expect(sheet.rows.map(\.category) == ContentSizeCategory.allCases)
            #expect(sheet.cells.map { $0.map { $0?.columns } } == ContentSizeCategory.allCases.map { [$0.isAccessibilityCategory ? 1 : 2] })
        }
        // Every variant lands in exactly one cell.
        #expect(plan.sheets.flatMap { $0.cells.flatMap { $0.compactMap { $0 } } }.count == variants.count)

        let composed = try ReviewSheetRenderer(
            renderer: renderer, options: SheetOptions(rows: .category, columns: .columns, zoom: 0.25, tallContent: .firstScreen)
        )
        .compose(variants)
        #expect(composed[0].sheet.columns.map(\.title) == ["one per row"])
        #expect(composed[0].sheet.rows.first?.detail == "body 14 pt\n2 columns")
        #expect(composed[0].sheet.rows.last?.detail == "body 53 pt\n1 column")
    }

    @Test func anyTwoAxesCanBeChosen() throws {
        let renderer = try Self.renderer("recipes")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["recipe-grid"]))
        let byDevice = SheetPlan(variants: variants, rows: .category, columns: .device)
        // The recipe grid uses 1, 2 and 3 columns on its three devices: one sheet per column count.
        #expect(byDevice.sheets.count == 3)
        #expect(byDevice.sheets.map(\.fixed.columns) == [1, 2, 3])
        #expect(byDevice.sheets.map { $0.columns.map(\.device.name) } == [["iPhone 16"], ["iPhone 16 landscape"], ["iPad Pro 13-inch"]])
        #expect(byDevice.sheets.allSatisfy { $0.rows.count == 12 })

        let transposed = SheetPlan(variants: variants, rows: .columns, columns: .category)
        #expect(transposed.sheets.count == 3)
        #expect(transposed.sheets[0].rows.count == 1)
        #expect(transposed.sheets[0].columns.map(\.category) == ContentSizeCategory.allCases)
    }

    // MARK: Drawing

    /// At zoom 1 a cell is the variant's own render, pixel for pixel, at whole-pixel origins
    /// (without marks, which the variant's own render does not have).
    @Test func aCellAtZoomOneIsTheVariantsOwnRenderPixelForPixel() throws {
        let renderer = try Self.renderer("plain-table")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large, .accessibilityExtraExtraExtraLarge]))
        let options = SheetOptions(rows: .category, columns: .columns, zoom: 1, scale: 2, chrome: true, markedRules: [])
        let sheets = ReviewSheetRenderer(renderer: renderer, options: options)
        let composed = try sheets.compose(variants, jobs: 2)
        try #require(composed.count == 1)
        #expect(composed[0].fileStem == "plain-table_plain-table_iphone-16_light")
        var pages: [[UInt8]] = []
        try sheets.renderPNG(composed[0]) { _, _, png in pages.append(png) }
        try #require(pages.count == 1)
        let sheet = try DecodedPNG(png: pages[0])

        let cells = Self.placedCells(composed[0].scene)
        try #require(cells.count == 2)
        for (variant, cell) in zip(variants, cells) {
            #expect(cell.scale == 1)
            #expect(cell.origin.x == cell.origin.x.rounded() && cell.origin.y == cell.origin.y.rounded())
            var own: [[UInt8]] = []
            try renderer.renderPNG(variant, options: RenderOptions(scale: 2, chrome: true, caption: false, legend: false)) { _, _, png in
                own.append(png)
            }
            let image = try DecodedPNG(png: own[0])
            let left = Int(cell.origin.x) * 2
            let top = Int(cell.origin.y) * 2
            var differing = 0
            for y in 0..<image.height {
                for x in 0..<image.width where sheet.raw(left + x, top + y) != image.raw(x, y) { differing += 1 }
            }
            #expect(differing == 0, "\(variant.category.name): \(differing) pixels differ from the variant's own render")
            // The hairline frame sits one point outside the cell, on the sheet background.
            #expect(sheet[left - 1, top + 10] != sheet[left - 4, top + 10])
        }
    }

    @Test func zoomScalesCellsAndKeepsThemOnWholePoints() throws {
        let renderer = try Self.renderer("plain-table")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large]))
        let composed = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(zoom: 0.5)).compose(variants)
        let cell = try #require(Self.placedCells(composed[0].scene).first)
        #expect(cell.scale == 0.5)
        let layout = try renderer.layout(variants[0])
        #expect(cell.scene.size.width == layout.contentSize.width)
        #expect(DisplayItem.placed(cell.scene, at: cell.origin, scale: 0.5).bounds.width == layout.contentSize.width / 2)
    }

    /// Title block, axis labels, captions and findings are real text in the PDF, one page per
    /// sheet; SVG keeps them as `<text>`.
    @Test func pdfHasOnePageOfSelectableTextPerSheetAndSVGKeepsText() throws {
        try #require(
            ExternalTool.isInstalled("pdftotext") && ExternalTool.isInstalled("pdfinfo"), "poppler-utils is needed (apt-get install poppler-utils)")
        let renderer = try Self.renderer("messages")
        let variants = VariantMatrix(suite: renderer.suite).variants(
            VariantFilter(categories: [.large, .accessibilityExtraExtraExtraLarge], languages: [.english]))
        let sheets = ReviewSheetRenderer(renderer: renderer, options: SheetOptions(arrangements: [.overview], zoom: 0.5))
        let composed = try sheets.compose(variants)
        #expect(composed.map(\.fileStem) == ["messages_messages_iphone-se-3rd-generation_light_en", "messages_messages_iphone-16_light_en"])
        let folder = try ScratchFolder("sheet")
        let pdf = try folder.write(try sheets.renderPDF(composed), to: "sheets.pdf")
        let info = try ExternalTool.run("pdfinfo", [pdf.path]).stdout
        #expect(info.contains("Pages:           2"))
        #expect(info.contains("Creator:         ProofSheet \(ProofSheetVersion.current)"))
        let text = try ExternalTool.run("pdftotext", ["-f", "2", "-l", "2", pdf.path, "-"]).stdout
        for expected in [
            "messages on iPhone 16 · en", "spec messages.yaml", "language en", "ProofSheet \(ProofSheetVersion.current)", "AX5", "body 53 pt",
            "1 column",
            "393 × 409 pt · L · 1 column", "truncated-text item 3 name", "(below)", "warning: truncated-text",
        ] {
            #expect(text.contains(expected), "page 2 lacks '\(expected)'")
        }
        let svg = String(decoding: try sheets.renderSVG(composed[1])[0], as: UTF8.self)
        #expect(svg.contains(">messages on iPhone 16 · en</text>"))
        #expect(svg.contains("scale(0.5)"))
    }

    /// The audit's findings are marked in the cells by default, with one legend for the sheet
    /// naming the rules present by severity; `markedRules: []` leaves the marks out (the captions
    /// still list the findings).
    @Test func marksAddOneLegendToTheSheetAndNoneToTheCells() throws {
        let renderer = try Self.renderer("messages")
        let variants = VariantMatrix(suite: renderer.suite).variants(
            VariantFilter(devices: ["iPhone 16"], categories: [.accessibilityExtraExtraExtraLarge]))
        let plain = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(rows: .category, columns: .columns, markedRules: [])).compose(
            variants)[0]
        let marked = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(rows: .category, columns: .columns)).compose(variants)[0]
        func texts(_ scene: RenderScene) -> [String] {
            scene.items.compactMap { if case .text(let text) = $0 { text.request.text } else { nil } }
        }
        #expect(!texts(plain.scene).contains("warning: truncated-text"))
        #expect(texts(marked.scene).contains("warning: truncated-text"))
        // The truncated name is also read in full by VoiceOver: a note beside the warning.
        let caption = "truncated-text item 3 name · truncated-text-read-in-full item 3 name"
        #expect(texts(plain.scene).contains(caption))
        #expect(texts(marked.scene).contains(caption))
        #expect(texts(marked.scene).contains("note: truncated-text-read-in-full"))
        // The cell has the marks but not its own legend: same height as without marks.
        let plainCell = try #require(Self.placedCells(plain.scene).first)
        let markedCell = try #require(Self.placedCells(marked.scene).first)
        #expect(markedCell.scene.size == plainCell.scene.size)
        #expect(markedCell.scene.items.count > plainCell.scene.items.count)
    }

    @Test func sameBytesAtAnyJobCount() throws {
        let renderer = try Self.renderer("recipes")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.small, .accessibilityLarge]))
        func bytes(jobs: Int) throws -> [[UInt8]] {
            let sheets = ReviewSheetRenderer(renderer: renderer, options: SheetOptions(zoom: 0.5))
            var pages: [[UInt8]] = []
            for sheet in try sheets.compose(variants, jobs: jobs) { try sheets.renderPNG(sheet) { _, _, png in pages.append(png) } }
            return pages
        }
        #expect(try bytes(jobs: 1) == bytes(jobs: 6))
    }

    // MARK: Very large matrices

    /// 12 categories x 4 column counts of a long list: the sheet is far taller than a PNG or PDF
    /// page may be, so it splits into pages, each within the limit and each break between rows.
    /// (A narrow custom width keeps the pixel count, and so the test's time, down.)
    @Test func aLongScreensFullMatrixSplitsIntoPagesBetweenRows() throws {
        try #require(ExternalTool.isInstalled("pdfinfo"), "poppler-utils is needed (apt-get install poppler-utils)")
        let folder = try ScratchFolder("long-sheet")
        let items = (1...8).map { "      - {text: \"Row \($0): a label long enough to wrap onto more lines at the larger sizes\"}" }.joined(
            separator: "\n")
        let spec = """
            name: Long
            screens:
              - name: long-list
                devices: [{width: 160}]
                columns: {counts: [1, 2, 3, 4]}
                layout: {kind: grid}
                cell:
                  padding: 4
                  stack:
                    items:
                      - label: {text: "{text}", style: body}
                items:
            \(items)
            """
        let specURL = try folder.write(Array(spec.utf8), to: "long.yaml")
        let renderer = try VariantRenderer(specPath: specURL.path)
        let variants = VariantMatrix(suite: renderer.suite).variants()
        #expect(variants.count == 48)
        let sheets = ReviewSheetRenderer(renderer: renderer, options: SheetOptions(rows: .category, columns: .columns, scale: 1))
        let composed = try sheets.compose(variants)
        try #require(composed.count == 1)
        let scene = composed[0].scene
        #expect(scene.size.height > Double(PNGRenderer.maximumPageRows))
        #expect(scene.pageBreaks.count == 11)

        var heights: [Int] = []
        try sheets.renderPNG(composed[0]) { index, count, png in
            let image = try DecodedPNG(png: png)
            heights.append(image.height)
            #expect(image.height <= SheetOptions.defaultMaximumPageRows)
        }
        #expect(heights.count >= 2)
        #expect(heights.reduce(0, +) == Int(scene.size.height.rounded(.up)))
        var top = 0
        for height in heights.dropLast() {
            top += height
            #expect(scene.pageBreaks.contains { Int($0.rounded(.down)) == top }, "a page ends at row \(top), not between sheet rows")
        }

        // In the PDF the sheet stays one page, drawn smaller to fit (it is vector).
        let pdf = try folder.write(try sheets.renderPDF(composed), to: "long.pdf")
        let info = try ExternalTool.run("pdfinfo", [pdf.path]).stdout
        #expect(info.contains("Pages:           1"))
        let fit = VectorPages.maximumPageHeight / scene.size.height
        #expect(fit >= 0.25 && fit < 1)
        let size = info.split(separator: "\n").first { $0.hasPrefix("Page size:") }.map { $0.split(separator: " ").compactMap { Double($0) } } ?? []
        #expect(size.count == 2 && abs(size[0] - scene.size.width * fit) < 0.01 && size[1] == VectorPages.maximumPageHeight, "\(info)")
    }

    /// A sheet wider than a page holds (12 iPad Pro screens side by side at @3x: a PNG page is
    /// 10,922 pt wide at most) is split by columns into parts of 6, each with the row labels.
    @Test func aSheetTooWideForAPageSplitsIntoPartsByColumns() throws {
        let renderer = try Self.renderer("recipes")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(devices: ["iPad Pro 13-inch"]))
        let options = SheetOptions(rows: .columns, columns: .category, scale: 3, tallContent: .firstScreen)
        #expect(options.maximumSheetWidth == 10_922)
        let composed = try ReviewSheetRenderer(renderer: renderer, options: options).compose(variants)
        #expect(
            composed.map(\.fileStem) == ["recipes_recipe-grid_ipad-pro-13-inch_light-part01", "recipes_recipe-grid_ipad-pro-13-inch_light-part02"])
        #expect(
            composed.map { $0.sheet.columns.map(\.title) } == [["xS", "S", "M", "L", "xL", "xxL"], ["xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]])
        #expect(composed[1].sheet.title == "recipe-grid on iPad Pro 13-inch (part 2 of 2: xxxL to AX5)")
        #expect(composed.allSatisfy { $0.scene.size.width <= 10_922 && $0.sheet.rows.map(\.title) == ["3 columns"] })
        #expect(Self.placedCells(composed[0].scene).count + Self.placedCells(composed[1].scene).count == 12)

        // A single column wider than a page cannot be split: a clear error, not a Cairo one.
        #expect(throws: RenderError.tooLarge("a sheet column 1032 pt wide does not fit the widest page, 500 pt; use a smaller zoom or scale")) {
            try ReviewSheetBuilder(measurer: renderer.measurer).columnGroups(of: composed[0].sheet, maximumWidth: 500)
        }
    }
}
