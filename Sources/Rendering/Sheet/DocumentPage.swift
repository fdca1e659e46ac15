import DynamicType
import Layout
import Spec
import TextEngine

/// A page of text for a report that goes with review sheets (the Larger Text evidence's summary):
/// a title, headings, paragraphs, verdict lines with a coloured tag, and simple tables, set top to
/// bottom at a fixed width. Drawn as a ``RenderScene``, so it is vector text in a PDF and the same
/// pixels at any job count in a PNG.
package struct DocumentPage: Hashable, Sendable {
    package enum Block: Hashable, Sendable {
        case title(String)
        case heading(String)
        /// Body text; `secondary` draws it smaller and grey (sources, notes).
        case paragraph(String, secondary: Bool)
        /// A tag ("PASS", "NEEDS WORK") in a coloured box, then a bold line and its details.
        case verdict(tag: String, passed: Bool, title: String, detail: String)
        /// Rows of cells under a header row; the last column takes the width left and wraps.
        case table(header: [String], rows: [[String]])
    }

    package var width: Double
    package var blocks: [Block]

    package init(width: Double = 760, blocks: [Block]) {
        self.width = width
        self.blocks = blocks
    }
}

/// Sets a ``DocumentPage`` as a scene.
package struct DocumentPageBuilder {
    static let margin = 40.0
    static let titleFont = Font(family: Font.defaultFamily, weight: .bold, pointSize: 24, lineHeight: 30)
    static let headingFont = Font(family: Font.defaultFamily, weight: .semibold, pointSize: 17, lineHeight: 22)
    static let bodyFont = Font(family: Font.defaultFamily, weight: .regular, pointSize: 13, lineHeight: 18)
    static let boldFont = Font(family: Font.defaultFamily, weight: .semibold, pointSize: 13, lineHeight: 18)
    static let smallFont = Font(family: Font.defaultFamily, weight: .regular, pointSize: 11, lineHeight: 15)
    static let tagFont = Font(family: Font.defaultFamily, weight: .bold, pointSize: 11, lineHeight: 15)

    enum Palette {
        static let background = Color(255, 255, 255)
        static let ink = Color(0, 0, 0)
        static let secondaryInk = Color(60, 60, 67, alpha: 0.75)
        /// Dark enough for white text on it at 4.5:1 and more.
        static let pass = Color(36, 128, 56)
        static let needsWork = Color(196, 0, 19)
        static let rule = Color(60, 60, 67, alpha: 0.25)
        static let tableHeader = Color(242, 242, 247)
    }

    let scenes: ScreenSceneBuilder

    package init(measurer: PangoTextMeasurer) {
        scenes = ScreenSceneBuilder(measurer: measurer)
    }

    package func scene(for page: DocumentPage) throws -> RenderScene {
        let margin = Self.margin
        let textWidth = page.width - 2 * margin
        var items: [DisplayItem] = []
        var y = margin
        for (index, block) in page.blocks.enumerated() {
            switch block {
            case .title(let text):
                y = try place(text, Self.titleFont, x: margin, y: y, width: textWidth, Palette.ink, into: &items) + 8
            case .heading(let text):
                if index > 0 { y += 14 }
                y = try place(text, Self.headingFont, x: margin, y: y, width: textWidth, Palette.ink, into: &items) + 6
            case .paragraph(let text, let secondary):
                let font = secondary ? Self.smallFont : Self.bodyFont
                y = try place(text, font, x: margin, y: y, width: textWidth, secondary ? Palette.secondaryInk : Palette.ink, into: &items) + 8
            case .verdict(let tag, let passed, let title, let detail):
                var label = try scenes.textItem(tag, font: Self.tagFont, at: .zero, width: .infinity, color: .white)
                let tagWidth = 92.0
                let box = Rect(x: margin, y: y + 1, width: tagWidth, height: label.frame.height + 4)
                items.append(.fill(box, passed ? Palette.pass : Palette.needsWork, cornerRadius: 4))
                label.frame.x = box.midX - label.frame.width / 2
                label.frame.y = box.minY + 2
                items.append(.text(label))
                let left = margin + tagWidth + 10
                var bottom = try place(title, Self.boldFont, x: left, y: y, width: textWidth - tagWidth - 10, Palette.ink, into: &items)
                if !detail.isEmpty {
                    bottom = try place(
                        detail, Self.bodyFont, x: left, y: bottom + 2, width: textWidth - tagWidth - 10, Palette.secondaryInk, into: &items)
                }
                y = max(bottom, box.maxY) + 10
            case .table(let header, let rows):
                y = try table(header: header, rows: rows, x: margin, y: y, width: textWidth, into: &items) + 8
            }
        }
        let height = (y - 8 + margin).rounded(.up)
        return RenderScene(size: Size(width: page.width, height: height), background: Palette.background, items: items)
    }

    /// Places wrapped text; returns its bottom, on a whole point.
    private func place(_ text: String, _ font: Font, x: Double, y: Double, width: Double, _ color: Color, into items: inout [DisplayItem]) throws
        -> Double
    {
        let item = try scenes.textItem(text, font: font, at: Point(x: x, y: y), width: width, color: color)
        items.append(.text(item))
        return item.frame.maxY.rounded(.up)
    }

    private func table(header: [String], rows: [[String]], x: Double, y top: Double, width: Double, into items: inout [DisplayItem]) throws -> Double
    {
        let count = header.count
        guard count > 0 else { return top }
        let padding = 6.0
        let gap = 14.0
        // Every column but the last as wide as its widest cell (capped); the last takes the rest.
        var widths = [Double](repeating: 0, count: count)
        for row in [header] + rows {
            for column in 0..<(count - 1) where column < row.count {
                let font = row == header ? Self.boldFont : Self.bodyFont
                let measured = try scenes.textItem(row[column], font: font, at: .zero, width: .infinity, color: Palette.ink)
                widths[column] = min(max(widths[column], measured.frame.width.rounded(.up)), (width * 0.3).rounded(.down))
            }
        }
        widths[count - 1] = max(80, width - widths.dropLast().reduce(0, +) - gap * Double(count - 1) - 2 * padding)
        var y = top
        for (index, row) in ([header] + rows).enumerated() {
            var cellX = x + padding
            var bottom = y + padding
            var texts: [DisplayItem] = []
            for column in 0..<count {
                let text = column < row.count ? row[column] : ""
                let item = try scenes.textItem(
                    text, font: index == 0 ? Self.boldFont : Self.bodyFont, at: Point(x: cellX, y: y + padding), width: widths[column],
                    color: Palette.ink
                )
                texts.append(.text(item))
                bottom = max(bottom, item.frame.maxY)
                cellX += widths[column] + gap
            }
            let rowHeight = (bottom + padding - y).rounded(.up)
            if index == 0 { items.append(.fill(Rect(x: x, y: y, width: width, height: rowHeight), Palette.tableHeader, cornerRadius: 0)) }
            items += texts
            y += rowHeight
            items.append(.fill(Rect(x: x, y: y - 0.5, width: width, height: 0.5), Palette.rule, cornerRadius: 0))
        }
        return y
    }
}
