import Foundation
import Layout
import ProofSheet
import Rendering
import TestSupport
import Testing
import Variants

/// The sheets a designer opens by default: per screen, device and appearance an overview of
/// first screens with the categories across, then the whole screens as further pages of at most
/// 16,000 px; every cell captioned with its audit findings and marked where they are.
@Suite struct SheetDefaultsTests {
    static func renderer(_ example: String) throws -> VariantRenderer {
        try VariantRenderingTests.renderer(example)
    }

    /// The recipe grid on iPhone 16 (one column count): the overview is one row ("1 column") of the
    /// 12 categories, each cell the 852 pt screen, so the sheet is about 12 screens wide and one tall.
    @Test func aOneColumnSpecsOverviewIsOneRowOfTwelveFirstScreens() throws {
        let renderer = try Self.renderer("recipes")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["recipe-grid"], devices: ["iPhone 16"]))
        let composed = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions()).compose(variants)
        #expect(composed.map(\.fileStem) == ["recipes_recipe-grid_iphone-16_light", "recipes_recipe-grid_iphone-16_light-full"])
        #expect(composed.map(\.arrangement) == [.overview, .fullLength])

        let overview = composed[0]
        #expect(overview.sheet.title == "recipe-grid on iPhone 16")
        #expect(overview.sheet.rows.map(\.title) == ["1 column"])
        #expect(overview.sheet.columns.map(\.title) == ContentSizeCategory.allCases.map(\.shortLabel))
        let cells = ReviewSheetTests.placedCells(overview.scene)
        #expect(cells.count == 12)
        #expect(cells.allSatisfy { $0.scene.size == Size(width: 393, height: 852) }, "every cell is the first screen")
        #expect(Set(cells.map(\.origin.y)).count == 1, "one row")
        #expect(cells.map(\.origin.x) == cells.map(\.origin.x).sorted())
        let grid = 12 * 393.0 + 11 * 16  // the cells and the 16 pt gaps between them
        #expect(overview.scene.size.width > grid && overview.scene.size.width < grid + 300, "\(overview.scene.size)")
        #expect(overview.scene.size.height > 852 && overview.scene.size.height < 852 + 320, "\(overview.scene.size)")

        // The full-length sheet keeps the categories down, whole screens.
        let full = composed[1]
        #expect(full.sheet.title == "recipe-grid on iPhone 16, full length")
        #expect(full.sheet.rows.map(\.title) == ContentSizeCategory.allCases.map(\.shortLabel))
        #expect(ReviewSheetTests.placedCells(full.scene).allSatisfy { $0.scene.size.height > 852 })
    }

    /// Six axes stay readable: the settings example's display screen (light and dark, Bold Text
    /// off and on, normal and high contrast, at L and AX3) gets by default one overview per
    /// appearance, Bold Text setting and contrast, each grid the categories by the column count of
    /// one setting; regular and normal add nothing to a sheet's name and title, bold and high
    /// contrast say so. Asked for, Bold Text goes down the rows: regular above bold at each size,
    /// one sheet per appearance and contrast.
    @Test func boldTextAndContrastGetSheetsOfTheirOwnUnlessAskedToSitSideBySide() throws {
        let renderer = try Self.renderer("settings")
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["display"]))
        #expect(variants.count == 16)
        let plan = SheetPlan(variants: variants, rows: .category, columns: .columns)
        #expect(plan.sheets.count == 8)
        for sheet in plan.sheets {
            let members = sheet.cells.flatMap { $0 }.compactMap { $0 }
            #expect(members.count == 2 && Set(members.map(\.category)) == [.large, .accessibility3])
            #expect(Set(members.map(\.legibilityWeight)).count == 1 && Set(members.map(\.contrast)).count == 1)
            #expect(Set(members.map(\.appearance)).count == 1)
        }
        let composed = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(arrangements: [.overview], zoom: 0.25)).compose(variants)
        #expect(
            composed.map(\.fileStem) == [
                "settings_display_iphone-16_light", "settings_display_iphone-16_light_highContrast", "settings_display_iphone-16_light_bold",
                "settings_display_iphone-16_light_bold_highContrast", "settings_display_iphone-16_dark",
                "settings_display_iphone-16_dark_highContrast", "settings_display_iphone-16_dark_bold",
                "settings_display_iphone-16_dark_bold_highContrast",
            ])
        #expect(composed[0].sheet.title == "display on iPhone 16")
        #expect(composed[3].sheet.title == "display on iPhone 16 · Bold Text · high contrast")

        let weight = try #require(VariantAxis(rawValue: "legibilityWeight"))
        let side = SheetPlan(variants: variants, rows: weight, columns: .category)
        #expect(side.sheets.count == 4)
        for sheet in side.sheets {
            #expect(sheet.rows.map(\.legibilityWeight) == [.regular, .bold])
            #expect(sheet.columns.map(\.category) == [.large, .accessibility3])
            #expect(Set(sheet.cells.flatMap { $0 }.compactMap { $0?.contrast }).count == 1)
        }
    }

    /// lorem-grid has 2 columns up to xxxL and 1 at AX sizes: each category has one column count,
    /// so the overview is one row and each category names its count under its label.
    @Test func loremGridsOverviewFoldsTheColumnCountsIntoTheCategoryLabels() throws {
        let renderer = try Self.renderer("lorem-grid")
        let variants = VariantMatrix(suite: renderer.suite).variants()
        let plan = SheetPlan(variants: variants, rows: .columns, columns: .category)
        #expect(plan.sheets.count == 2)
        for sheet in plan.sheets {
            #expect(sheet.rowsFollowColumns && !sheet.columnsFollowRows)
            #expect(sheet.rows.isEmpty && sheet.cells.count == 1)
            #expect(sheet.cells[0].map { $0?.category } == ContentSizeCategory.allCases)
            #expect(sheet.cells[0].map { $0?.columns } == ContentSizeCategory.allCases.map { $0.isAccessibilityCategory ? 1 : 2 })
        }
        let composed = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(arrangements: [.overview], zoom: 0.5)).compose(variants)
        #expect(composed.map(\.fileStem) == ["lorem-grid_lorem-grid_iphone-16_light", "lorem-grid_lorem-grid_ipad-mini_light"])
        let sheet = composed[0].sheet
        #expect(sheet.rows.map(\.title) == ["one per column"])
        #expect(sheet.columns.first?.detail == "body 14 pt\n2 columns")
        #expect(sheet.columns.last?.detail == "body 53 pt\n1 column")
        let cells = ReviewSheetTests.placedCells(composed[0].scene)
        #expect(cells.count == 12 && Set(cells.map(\.origin.y)).count == 1)
        #expect(cells.allSatisfy { $0.scene.size == Size(width: 393, height: 852) && $0.scale == 0.5 })
    }

    /// Every PNG page of the default sheets is at most 16,000 px tall: the recipe grid's full-length
    /// sheet on iPhone 16 (about 30,700 pt at @1x) and lorem-grid's split between rows.
    @Test(arguments: [("recipes", ["recipe-grid"], ["iPhone 16"]), ("lorem-grid", [], [])])
    func noDefaultPNGPageIsTallerThan16000Pixels(example: String, screens: [String], devices: [String]) throws {
        let renderer = try Self.renderer(example)
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: Set(screens), devices: devices))
        let sheets = ReviewSheetRenderer(renderer: renderer, options: SheetOptions())
        #expect(SheetOptions().maximumPageRows == 16_000)
        var fullPages = 0
        for sheet in try sheets.compose(variants) {
            var heights: [Int] = []
            try sheets.renderPNG(sheet) { _, _, png in heights.append(try DecodedPNG(png: png).height) }
            #expect(heights.allSatisfy { $0 <= 16_000 }, "\(sheet.fileStem): \(heights)")
            #expect(heights.reduce(0, +) == Int(sheet.scene.size.height.rounded(.up)))
            #expect(try sheets.pngPageCount(sheet) == heights.count)
            var top = 0
            for height in heights.dropLast() {
                top += height
                #expect(
                    sheet.scene.pageBreaks.contains { Int($0.rounded(.down)) == top },
                    "\(sheet.fileStem): a page ends at row \(top), not between rows")
            }
            if sheet.arrangement == .overview { #expect(heights.count == 1) } else { fullPages += heights.count }
        }
        #expect(fullPages >= 2 * max(1, devices.count), "the full-length sheets are taller than one page")
    }

    /// The PDF holds the overview pages first, then the full-length ones, each kind a bookmark
    /// holding its sheets'.
    @Test func thePDFHasTheOverviewPagesFirstThenTheFullLengthOnesBookmarked() throws {
        try #require(
            ExternalTool.isInstalled("pdftotext") && ExternalTool.isInstalled("pdfinfo"), "poppler-utils is needed (apt-get install poppler-utils)")
        let renderer = try Self.renderer("messages")
        let variants = VariantMatrix(suite: renderer.suite).variants(
            VariantFilter(categories: [.large, .accessibilityExtraExtraExtraLarge], languages: [.english]))
        let sheets = ReviewSheetRenderer(renderer: renderer, options: SheetOptions(zoom: 0.5))
        let composed = try sheets.compose(variants)
        // The language each sheet shows is part of its title.
        #expect(
            composed.map(\.sheet.title) == [
                "messages on iPhone SE (3rd generation) · en", "messages on iPhone 16 · en",
                "messages on iPhone SE (3rd generation) · en, full length", "messages on iPhone 16 · en, full length",
            ])
        let folder = try ScratchFolder("sheet-pdf")
        defer { folder.remove() }
        let bytes = try sheets.renderPDF(composed)
        let pdf = try folder.write(bytes, to: "sheets.pdf")
        #expect(try ExternalTool.run("pdfinfo", [pdf.path]).stdout.contains("Pages:           4"))
        for (page, title) in composed.map(\.sheet.title).enumerated() {
            let text = try ExternalTool.run("pdftotext", ["-f", "\(page + 1)", "-l", "\(page + 1)", pdf.path, "-"]).stdout
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.hasPrefix(title + " spec"), "page \(page + 1): \(text.prefix(80))")
            #expect(text.contains(page < 2 ? "first screen of each variant" : "whole screens"), "page \(page + 1)")
        }
        // Cairo writes each outline entry with its title and parent.
        let raw = String(decoding: bytes, as: UTF8.self)
        for group in ["Overview: first screens", "Full length"] {
            #expect(raw.contains("/Title (\(group))"), "no bookmark \(group)")
        }
    }

    /// A tappable 20 pt cell whose one-line title is cut and does not fit: three known findings,
    /// and the note that VoiceOver reads the cut title in full.
    static let findingsSpec = """
        name: Findings
        screens:
          - name: cramped
            devices: [iPhone 16]
            layout: {kind: list}
            background: "#FFFFFF"
            cell:
              tappable: true
              height: 20
              padding: [0, 16]
              background: "#FFFFFF"
              stack:
                items:
                  - label: {text: "{title}", style: body, lines: 1}
            items:
              - {title: "A title far too long to fit on one line of an iPhone 16 at the default size"}
        """

    static func findingsRenderer(_ folder: ScratchFolder) throws -> VariantRenderer {
        try VariantRenderer(specPath: try folder.write(Array(findingsSpec.utf8), to: "findings.yaml").path)
    }

    /// The caption under a cell names each finding by rule id and element, errors first, notes last.
    @Test func captionsListTheAuditsRuleIdsAndElements() throws {
        let folder = try ScratchFolder("sheet-findings")
        defer { folder.remove() }
        let renderer = try Self.findingsRenderer(folder)
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large]))
        let composed = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(arrangements: [.overview])).compose(variants)
        let cell = try #require(composed[0].sheet.cells[0][0])
        #expect(
            cell.warning
                == "clipped-text item 0 title · tap-target-below-24pt item 0 · truncated-text item 0 title · truncated-text-read-in-full item 0 title"
        )
        let rules = Set(try #require(composed[0].findings.first).findings.map(\.rule))
        #expect(rules == [.clippedText, .tinyTapTarget, .truncatedText, .truncatedTextReadInFull])
        #expect(
            composed[0].sheet.legend.map(\.title) == [
                "error: clipped-text, tap-target-below-24pt", "warning: truncated-text", "note: truncated-text-read-in-full",
            ])
    }

    /// The marks are drawn where the audit found something: the tap target's outline runs along
    /// the cell's frame in the severity's colour (errors: solid red), and only with marks on. The
    /// truncated title's note outlines the label, whose top is the cell's: the error is drawn over it.
    @Test func marksAreDrawnOnTheFindingsFrameInItsSeveritysColour() throws {
        let folder = try ScratchFolder("sheet-marks")
        defer { folder.remove() }
        let renderer = try Self.findingsRenderer(folder)
        let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large]))
        func sheet(_ rules: Set<AuditRule>) throws -> (DecodedPNG, ReviewSheetRenderer.Composed) {
            let sheets = ReviewSheetRenderer(
                renderer: renderer, options: SheetOptions(arrangements: [.overview], scale: 2, chrome: false, markedRules: rules))
            let composed = try sheets.compose(variants)[0]
            var pages: [[UInt8]] = []
            try sheets.renderPNG(composed) { _, _, png in pages.append(png) }
            return (try DecodedPNG(png: pages[0]), composed)
        }
        let (marked, composed) = try sheet(Set(AuditRule.allCases))
        let (plain, _) = try sheet([])
        let target = try #require(composed.findings[0].findings.first { $0.rule == .tinyTapTarget })
        let origin = try #require(ReviewSheetTests.placedCells(composed.scene).first).origin
        let red = RGBA(255, 59, 48)
        // The outline (1.5 pt, centred on the frame's edge) covers these pixels at @2x whole.
        let left = Int(((origin.x + target.frame.minX) * 2).rounded(.down))
        let middle = Int(((origin.y + target.frame.midY) * 2).rounded(.down))
        let top = Int(((origin.y + target.frame.minY) * 2).rounded(.down))
        let centre = Int(((origin.x + target.frame.midX) * 2).rounded(.down))
        #expect(marked[left, middle] == red, "\(marked[left, middle])")
        #expect(marked[centre, top] == red, "\(marked[centre, top])")
        #expect(plain[left, middle] != red && plain[centre, top] != red)
    }
}
