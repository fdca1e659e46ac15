import Audit
import Variants

/// What review sheets show and how: which kinds of sheet (arrangements), the size of the cells,
/// how each cell is drawn and what is marked on it.
///
/// By default a run makes two kinds of sheet per screen, device, appearance and language: an overview of
/// each variant's first screen with the content-size categories across (what a designer opens
/// first), then the whole screens with the categories down as further pages.
package struct SheetOptions: Hashable, Sendable {
    /// One kind of sheet: its axes, how much of each variant it draws, and how its files and
    /// PDF bookmarks are named.
    package struct Arrangement: Hashable, Sendable {
        /// The axis down the rows.
        package var rows: VariantAxis
        /// The axis across the columns.
        package var columns: VariantAxis
        package var tallContent: ScreenRenderRequest.TallContent
        /// Added to each sheet's file stem: "" for the overview, "-full" for the full-length pages.
        package var fileSuffix: String
        /// The PDF bookmark holding these sheets when a run makes more than one kind.
        package var name: String
        /// Added to each sheet's title: ", full length".
        package var titleSuffix: String

        package init(
            rows: VariantAxis, columns: VariantAxis, tallContent: ScreenRenderRequest.TallContent, fileSuffix: String = "", name: String = "Sheets",
            titleSuffix: String = ""
        ) {
            precondition(rows != columns, "a sheet's rows and columns vary different axes")
            self.rows = rows
            self.columns = columns
            self.tallContent = tallContent
            self.fileSuffix = fileSuffix
            self.name = name
            self.titleSuffix = titleSuffix
        }

        /// Each variant's first screen, column counts down (folded into the column labels when
        /// each category has one count) and the 12 categories across.
        package static let overview = Arrangement(
            rows: .columns, columns: .category, tallContent: .firstScreen, fileSuffix: "", name: "Overview: first screens")
        /// Whole screens, categories down and column counts across, files named `-full`.
        package static let fullLength = Arrangement(
            rows: .category, columns: .columns, tallContent: .full, fileSuffix: "-full", name: "Full length", titleSuffix: ", full length")
    }

    /// The kinds of sheet made, in order: every overview sheet comes before every full-length one.
    package var arrangements: [Arrangement]
    /// How large each variant is drawn: 1 is its size in points, 0.5 half.
    package var zoom: Double
    /// Pixels per point for PNG: 1, 2 or 3.
    package var scale: Int
    /// Draw each cell's device status bar and home indicator.
    package var chrome: Bool
    /// Draw the column guides and insets (the `grid` overlay) in every cell.
    package var grid: Bool
    /// The audit rules whose findings are marked on the cells, coloured by severity, with one
    /// legend for the sheet (every rule by default; empty for no marks). Captions list every
    /// finding whatever this holds.
    package var markedRules: Set<AuditRule>
    /// Draw beside each cell's screen the VoiceOver view of the same variant (the `voiceover`
    /// overlay: its elements numbered in reading order, and what VoiceOver speaks).
    package var voiceOver: Bool
    /// The tallest PNG page in pixels; a taller sheet is split into `-pageNN` files between rows.
    package var maximumPageRows: Int

    /// The zooms a sheet accepts: below a tenth text is unreadable; above 2 a cell is bigger than
    /// the PNG @2x of the variant itself.
    package static let zoomRange = 0.1...2.0
    /// The default tallest PNG page: about what image viewers and design tools open comfortably
    /// (Cairo's own limit is 32,767).
    package static let defaultMaximumPageRows = 16_000

    /// The overview and full-length sheets (or the `arrangements` given).
    package init(
        arrangements: [Arrangement] = [.overview, .fullLength], zoom: Double = 1, scale: Int = 1, chrome: Bool = true, grid: Bool = false,
        markedRules: Set<AuditRule> = Set(AuditRule.allCases), voiceOver: Bool = false, maximumPageRows: Int = defaultMaximumPageRows
    ) {
        precondition(!arrangements.isEmpty, "a sheet run makes at least one kind of sheet")
        self.voiceOver = voiceOver
        self.arrangements = arrangements
        self.zoom = zoom
        self.scale = scale
        self.chrome = chrome
        self.grid = grid
        self.markedRules = markedRules
        self.maximumPageRows = maximumPageRows
    }

    /// One kind of sheet with the axes and tall-content policy given.
    package init(
        rows: VariantAxis, columns: VariantAxis, zoom: Double = 1, scale: Int = 1, chrome: Bool = true, grid: Bool = false,
        markedRules: Set<AuditRule> = Set(AuditRule.allCases), voiceOver: Bool = false, tallContent: ScreenRenderRequest.TallContent = .full,
        maximumPageRows: Int = defaultMaximumPageRows
    ) {
        self.init(
            arrangements: [Arrangement(rows: rows, columns: columns, tallContent: tallContent)], zoom: zoom, scale: scale, chrome: chrome, grid: grid,
            markedRules: markedRules, voiceOver: voiceOver, maximumPageRows: maximumPageRows
        )
    }

    /// The widest sheet in points: what a PNG page holds at this scale (32,767 px) and what a
    /// PDF or SVG page holds (14,400 pt). Wider sheets are split by columns into parts.
    package var maximumSheetWidth: Double {
        min(VectorPages.maximumPageHeight, Double(PNGRenderer.maximumPageColumns / scale))
    }
}

extension SheetOptions {
    /// The overlays drawn in every cell, which the sheet's legend explains: the grid, and
    /// VoiceOver's (drawn in the view beside each screen).
    package var overlays: Set<Overlay> {
        Set([grid ? Overlay.grid : nil, voiceOver ? Overlay.voiceover : nil].compactMap { $0 })
    }

    /// The gap between a cell's screen and its VoiceOver view, in points.
    package static let voiceOverGap = 12.0
}
