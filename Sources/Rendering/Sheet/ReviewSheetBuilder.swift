import DynamicType
import Layout
import ProofSheetSupport
import Spec
import TextEngine

/// Lays out a ``ReviewSheet`` as one ``RenderScene``: the title block and legend, column headers
/// along the top, row headers down the left, and each cell's scene placed at the sheet's zoom
/// with its caption below. Cells are referenced, not copied or drawn again, so a sheet costs
/// little more than its cells. Every position is a whole point, so cells sit on the pixel grid
/// at every render scale, and the gaps between rows are the sheet's preferred page breaks.
package struct ReviewSheetBuilder {
    static let margin = 24.0
    static let columnGap = 16.0
    static let rowGap = 24.0
    static let captionGap = 6.0
    static let emptyCellHeight = 64.0

    static let titleFont = Font(family: Font.defaultFamily, weight: .bold, pointSize: 24, lineHeight: 30)
    static let detailFont = Font(family: Font.defaultFamily, weight: .regular, pointSize: 13, lineHeight: 18)
    static let headerFont = Font(family: Font.defaultFamily, weight: .semibold, pointSize: 17, lineHeight: 22)
    static let captionFont = Font(family: Font.defaultFamily, weight: .regular, pointSize: 12, lineHeight: 16)
    static let warningFont = Font(family: Font.defaultFamily, weight: .semibold, pointSize: 12, lineHeight: 16)

    enum Palette {
        static let background = Color(242, 242, 247)
        static let ink = Color(0, 0, 0)
        static let secondaryInk = Color(60, 60, 67, alpha: 0.7)
        static let warning = Color(215, 0, 21)
        static let cellBorder = Color(60, 60, 67, alpha: 0.3)
    }

    let scenes: ScreenSceneBuilder

    package init(measurer: PangoTextMeasurer) {
        scenes = ScreenSceneBuilder(measurer: measurer)
    }

    /// The grid's horizontal geometry: each column as wide as its widest cell (or header), the
    /// row header column as wide as the widest row label.
    private struct Columns {
        var widths: [Double]
        var headers: [MeasuredHeader]
        var rowHeaderWidth: Double

        /// The sheet's width for the columns in `range`.
        func sheetWidth(_ range: Range<Int>) -> Double {
            let grid = rowHeaderWidth + widths[range].reduce(0, +) + ReviewSheetBuilder.columnGap * Double(max(0, range.count - 1))
            return max(grid, 360) + 2 * ReviewSheetBuilder.margin
        }
    }

    private func columns(of sheet: ReviewSheet) throws -> Columns {
        var widths = sheet.columns.indices.map { column in
            sheet.cells.compactMap { $0[column] }.map { ($0.scene.size.width * sheet.zoom).rounded(.up) }.max() ?? 160
        }
        let headers = try sheet.columns.map { try header($0, width: .infinity) }
        for (column, header) in headers.enumerated() {
            widths[column] = max(widths[column], header.width.rounded(.up))
        }
        let rowAxisLabel = try scenes.textItem("\(sheet.rowAxis) ↓", font: Self.captionFont, at: .zero, width: .infinity, color: Palette.secondaryInk)
        let widestRowLabel = try sheet.rows.map { try header($0, width: .infinity).width }.max() ?? 0
        return Columns(
            widths: widths, headers: headers, rowHeaderWidth: min(200, max(48, widestRowLabel, rowAxisLabel.frame.width).rounded(.up) + 12))
    }

    /// Consecutive ranges of `sheet`'s columns, each making a sheet at most `maximumWidth`
    /// points wide: one range when the whole sheet fits, else as few as fit, as even in count as
    /// fits (12 categories in two parts of 6, not 9 and 3). Throws when one column is too wide.
    package func columnGroups(of sheet: ReviewSheet, maximumWidth: Double) throws -> [Range<Int>] {
        let columns = try columns(of: sheet)
        var groups: [Range<Int>] = []
        var start = 0
        for column in columns.widths.indices {
            guard columns.sheetWidth(column..<column + 1) <= maximumWidth else {
                throw RenderError.tooLarge(
                    "a sheet column \(columns.widths[column].compactPoints) pt wide does not fit the widest page, \(maximumWidth.compactPoints) pt; use a smaller zoom or scale"
                )
            }
            if column > start, columns.sheetWidth(start..<column + 1) > maximumWidth {
                groups.append(start..<column)
                start = column
            }
        }
        groups.append(start..<max(start, columns.widths.count))
        let size = (columns.widths.count + groups.count - 1) / max(1, groups.count)
        let even = stride(from: 0, to: columns.widths.count, by: max(1, size)).map { $0..<min(columns.widths.count, $0 + size) }
        return even.count == groups.count && even.allSatisfy({ columns.sheetWidth($0) <= maximumWidth }) ? even : groups
    }

    /// The scene of `sheet`. Throws when text cannot be measured.
    package func scene(for sheet: ReviewSheet) throws -> RenderScene {
        let zoom = sheet.zoom
        let margin = Self.margin
        var items: [DisplayItem] = []

        let columns = try columns(of: sheet)
        let columnWidths = columns.widths
        let columnHeaders = columns.headers
        let rowHeaderWidth = columns.rowHeaderWidth
        let width = columns.sheetWidth(0..<columnWidths.count)
        let textWidth = width - 2 * margin

        // Title block and legend.
        var y = margin
        let title = try scenes.textItem(sheet.title, font: Self.titleFont, at: Point(x: margin, y: y), width: textWidth, color: Palette.ink)
        items.append(.text(title))
        y = (title.frame.maxY + 6).rounded(.up)
        for line in sheet.details {
            let detail = try scenes.textItem(line, font: Self.detailFont, at: Point(x: margin, y: y), width: textWidth, color: Palette.secondaryInk)
            items.append(.text(detail))
            y = detail.frame.maxY.rounded(.up)
        }
        if !sheet.overlays.isEmpty || !sheet.legend.isEmpty {
            y += 10
            y += try legend(sheet, at: Point(x: margin, y: y), width: textWidth, into: &items)
        }
        y = (y + 24).rounded(.up)

        // The axis names above the row and column headers, then the column headers.
        let columnXs = columnWidths.indices.map { column in
            margin + rowHeaderWidth + columnWidths[..<column].reduce(0, +) + Self.columnGap * Double(column)
        }
        let rowAxis = try scenes.textItem(
            "\(sheet.rowAxis) ↓", font: Self.captionFont, at: Point(x: margin, y: y), width: rowHeaderWidth - 4, color: Palette.secondaryInk)
        let gridLeft = margin + rowHeaderWidth
        let columnAxis = try scenes.textItem(
            "\(sheet.columnAxis) →", font: Self.captionFont, at: Point(x: gridLeft, y: y), width: width - margin - gridLeft,
            color: Palette.secondaryInk
        )
        items += [.text(rowAxis), .text(columnAxis)]
        y = (y + max(rowAxis.frame.height, columnAxis.frame.height) + 4).rounded(.up)
        var headerHeight = 0.0
        for (column, header) in columnHeaders.enumerated() {
            header.place(at: Point(x: columnXs[column], y: y), into: &items)
            headerHeight = max(headerHeight, header.height)
        }
        y = (y + headerHeight + 10).rounded(.up)

        // Rows: header, then each cell and its caption.
        var pageBreaks: [Double] = []
        for (row, rowHeader) in sheet.rows.enumerated() {
            if row > 0 { pageBreaks.append(y - Self.rowGap / 2) }
            let header = try header(rowHeader, width: rowHeaderWidth - 12)
            header.place(at: Point(x: margin, y: y), into: &items)
            var rowHeight = header.height
            for column in sheet.columns.indices {
                let origin = Point(x: columnXs[column], y: y)
                let cellHeight: Double
                if let cell = sheet.cells[row][column] {
                    cellHeight = try place(cell, at: origin, zoom: zoom, width: columnWidths[column], into: &items)
                } else {
                    cellHeight = try emptyCell(at: origin, width: columnWidths[column], into: &items)
                }
                rowHeight = max(rowHeight, cellHeight)
            }
            y = (y + rowHeight + Self.rowGap).rounded(.up)
        }
        let height = y - Self.rowGap + margin
        return RenderScene(size: Size(width: width, height: height), background: Palette.background, items: items, pageBreaks: pageBreaks)
    }

    /// A header's text, measured at the origin so its size is known before it is placed.
    private struct MeasuredHeader {
        var texts: [TextItem]
        var width: Double
        var height: Double

        func place(at origin: Point, into items: inout [DisplayItem]) {
            for var text in texts {
                text.frame = text.frame.offsetBy(dx: origin.x, dy: origin.y)
                items.append(.text(text))
            }
        }
    }

    private func header(_ header: ReviewSheet.Header, width: Double) throws -> MeasuredHeader {
        let title = try scenes.textItem(header.title, font: Self.headerFont, at: .zero, width: width, color: Palette.ink)
        var measured = MeasuredHeader(texts: [title], width: title.frame.width, height: title.frame.height)
        if let detail = header.detail {
            let text = try scenes.textItem(
                detail, font: Self.captionFont, at: Point(x: 0, y: title.frame.height + 2), width: width, color: Palette.secondaryInk)
            measured.texts.append(text)
            measured.width = max(measured.width, text.frame.width)
            measured.height = text.frame.maxY
        }
        return measured
    }

    /// Places a cell's scene with a hairline frame and its caption; returns the height used.
    private func place(_ cell: ReviewSheet.Cell, at origin: Point, zoom: Double, width: Double, into items: inout [DisplayItem]) throws -> Double {
        let size = Size(width: cell.scene.size.width * zoom, height: cell.scene.size.height * zoom)
        items.append(.placed(cell.scene, at: origin, scale: zoom))
        items.append(
            .border(
                Rect(x: origin.x - 1, y: origin.y - 1, width: size.width + 2, height: size.height + 2), width: 1, Palette.cellBorder, cornerRadius: 0)
        )
        var bottom = origin.y + size.height + Self.captionGap
        let caption = try scenes.textItem(
            cell.caption, font: Self.captionFont, at: Point(x: origin.x, y: bottom), width: width, color: Palette.secondaryInk, lines: 2)
        items.append(.text(caption))
        bottom = caption.frame.maxY
        if let warning = cell.warning {
            let text = try scenes.textItem(
                warning, font: Self.warningFont, at: Point(x: origin.x, y: bottom), width: width, color: Palette.warning, lines: 3)
            items.append(.text(text))
            bottom = text.frame.maxY
        }
        return bottom - origin.y
    }

    /// A dashed box saying the matrix has no variant here; returns its height.
    private func emptyCell(at origin: Point, width: Double, into items: inout [DisplayItem]) throws -> Double {
        let box = Rect(x: origin.x, y: origin.y, width: width, height: Self.emptyCellHeight)
        items.append(.outline(box, width: 1, Palette.cellBorder, dash: 4))
        var note = try scenes.textItem("not in the matrix", font: Self.captionFont, at: .zero, width: width - 16, color: Palette.secondaryInk)
        note.frame.x = box.midX - note.frame.width / 2
        note.frame.y = box.midY - note.frame.height / 2
        items.append(.text(note))
        return box.height
    }

    /// The legend: a swatch and a title per overlay colour, then the sheet's own entries (a
    /// mark's tint and outline), wrapping; returns its height.
    private func legend(_ sheet: ReviewSheet, at origin: Point, width: Double, into items: inout [DisplayItem]) throws -> Double {
        let swatch = 12.0
        let gap = 16.0
        var x = origin.x
        var y = origin.y
        var rowHeight = 0.0
        let overlays = SceneDrawing.legendEntries(for: sheet.overlays, marks: nil).map {
            (color: $0.color, dash: Double?.none, title: $0.title, isMark: false)
        }
        let marks = sheet.legend.map { (color: $0.color, dash: $0.dash, title: $0.title, isMark: true) }
        for entry in overlays + marks {
            var text = try scenes.textItem(entry.title, font: Self.captionFont, at: .zero, width: width - swatch - 5, color: Palette.ink)
            let entryWidth = swatch + 5 + text.frame.width
            if x > origin.x, x + entryWidth > origin.x + width {
                x = origin.x
                y += rowHeight + 4
                rowHeight = 0
            }
            let box = Rect(x: x, y: y + (min(text.frame.height, 16) - swatch) / 2, width: swatch, height: swatch)
            if entry.isMark {
                items.append(.fill(box, entry.color.withAlpha(0.18), cornerRadius: 0))
                items.append(.outline(box.insetBy(dx: 0.75, dy: 0.75), width: 1.5, entry.color, dash: entry.dash.map { $0 / 2 }))
            } else {
                items.append(.fill(box, entry.color.withAlpha(max(entry.color.alpha, 0.5)), cornerRadius: 2))
            }
            text.frame.x = x + swatch + 5
            text.frame.y = y
            items.append(.text(text))
            x += entryWidth + gap
            rowHeight = max(rowHeight, text.frame.height)
        }
        return y + rowHeight - origin.y
    }
}
