import DynamicType
import Layout
import Spec

/// The display list being built for one scene, with the palette and appearance that turn colour
/// names into colours.
struct SceneDrawing {
    let builder: ScreenSceneBuilder
    let palette: ColorPalette
    let appearance: Appearance
    private(set) var items: [DisplayItem] = []

    init(builder: ScreenSceneBuilder, palette: ColorPalette, appearance: Appearance) {
        self.builder = builder
        self.palette = palette
        self.appearance = appearance
    }

    func color(_ name: String) throws -> Color {
        try palette.resolve(name, for: appearance)
    }

    mutating func append(_ item: DisplayItem) {
        items.append(item)
    }

    mutating func fill(_ rect: Rect, _ colorName: String, cornerRadius: Double = 0, opacity: Double = 1) throws {
        let color = opacity == 1 ? try color(colorName) : try color(colorName).withAlpha(opacity)
        if color.alpha > 0, rect.width > 0, rect.height > 0 { items.append(.fill(rect, color, cornerRadius: cornerRadius)) }
    }

    /// A full-width strip with padded text; returns its height.
    mutating func strip(text: String, top: Double, width: Double, background: String, color: String) throws -> Double {
        let padding = ScreenSceneBuilder.stripPadding
        let item = try builder.textItem(
            text, font: ScreenSceneBuilder.captionFont, at: Point(x: padding, y: top + padding),
            width: max(1, width - 2 * padding), color: try self.color(color)
        )
        let height = (item.frame.height + 2 * padding).rounded(.up)
        try fill(Rect(x: 0, y: top, width: width, height: height), background)
        items.append(.text(item))
        return height
    }

    /// Cells, headers, footers and separators of the layout, moved to `origin`.
    ///
    /// In an inset-grouped list (TV-6) each section's rows and separators are drawn clipped to the
    /// section's rounded rectangle (`ListMetrics/insetGroupedCornerRadius`); their text is drawn
    /// after, unclipped, as a rounded cell's is.
    mutating func content(of request: ScreenRenderRequest, at origin: Point, clip screen: Rect) throws {
        let cellImageFill = try color(appearance == .light ? "systemGray5" : "systemGray4")
        let cellImageCross = try color("systemGray3")
        let separator = try color("separator")
        var separators = request.layout.separators.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        var groups = request.input.kind.listStyle == .insetGrouped ? Self.sectionGroups(of: request.layout, at: origin) : [:]
        var group: (section: Int, start: Int)?
        for element in request.layout.elements {
            if let open = group, element.kind != .cell || element.section != open.section {
                closeGroup(open, groups.removeValue(forKey: open.section), separators: &separators, color: separator)
                group = nil
            }
            if group == nil, element.kind == .cell, groups[element.section] != nil { group = (element.section, items.count) }
            let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard frame.minY < screen.maxY else { continue }
            let template = request.input.template(of: element.kind, section: element.section, item: element.item)
            let radius = template.border?.cornerRadius ?? 0
            try fill(frame, template.background, cornerRadius: radius)
            var contents = SceneDrawing(builder: builder, palette: palette, appearance: appearance)
            for background in element.content.backgrounds {
                try contents.fill(
                    background.frame.offsetBy(dx: origin.x, dy: origin.y), background.color, cornerRadius: background.cornerRadius,
                    opacity: background.opacity)
            }
            for label in element.content.labels {
                try contents.fill(label.frame.offsetBy(dx: origin.x, dy: origin.y), label.background)
            }
            for (index, image) in element.content.images.enumerated() {
                let frame = image.offsetBy(dx: origin.x, dy: origin.y)
                let shown = element.content.imageContents.indices.contains(index) ? element.content.imageContents[index] : nil
                if let symbol = shown?.symbol {
                    contents.append(
                        .symbol(try SymbolItem(symbol, in: frame, color: try color(symbol.tintColor), templates: request.images.symbolTemplates)))
                } else if let shown,
                    let picked = request.images.image(
                        for: shown.source, scale: request.imageScale, appearance: appearance, contrast: palette.contrast, idiom: request.idiom)
                {
                    let decoded = picked.isTemplate ? try picked.image.tinted(with: try color(shown.tintColor)) : picked.image
                    contents.append(
                        .image(
                            ImageViewItem(
                                frame: frame, image: decoded, contentMode: shown.contentMode, cornerRadius: shown.cornerRadius,
                                clipsToBounds: shown.clipsToBounds)))
                } else {
                    try contents.placeholder(frame, fill: cellImageFill, cross: cellImageCross)
                }
            }
            for label in element.content.labels {
                try contents.label(label, at: origin)
            }
            // Rounded cells clip their images and backgrounds to the corners; text is never clipped, so text
            // that overflows stays visible (the overflow overlay marks it).
            let images = contents.items.filter { if case .text = $0 { false } else { true } }
            if radius > 0, !images.isEmpty { items.append(.clipped(frame, cornerRadius: radius, images)) } else { items += images }
            items += contents.items.filter { if case .text = $0 { true } else { false } }
            if let border = template.border, border.width > 0 {
                let color = try color(border.color)
                if color.alpha > 0 { items.append(.border(frame, width: border.width, color, cornerRadius: radius)) }
            }
        }
        if let open = group { closeGroup(open, groups.removeValue(forKey: open.section), separators: &separators, color: separator) }
        for rect in separators {
            items.append(.fill(rect, separator, cornerRadius: 0))
        }
    }

    /// Each section's rectangle, the union of its rows' frames moved to `origin`.
    private static func sectionGroups(of layout: ScreenLayout, at origin: Point) -> [Int: Rect] {
        var groups: [Int: Rect] = [:]
        for element in layout.elements where element.kind == .cell {
            let frame = element.frame.offsetBy(dx: origin.x, dy: origin.y)
            groups[element.section] = groups[element.section].map { $0.union(frame) } ?? frame
        }
        return groups
    }

    /// Replaces the items drawn since `open.start` (a section's rows) with those items and the
    /// separators between its top and bottom (taken out of `separators`), clipped to it with the
    /// inset-grouped corner radius, then their text unclipped.
    private mutating func closeGroup(_ open: (section: Int, start: Int), _ rect: Rect?, separators: inout [Rect], color: Color) {
        guard let rect else { return }
        let drawn = items[open.start...]
        let shapes = drawn.filter { if case .text = $0 { false } else { true } }
        let texts = drawn.filter { if case .text = $0 { true } else { false } }
        items.removeSubrange(open.start...)
        let inside = { (line: Rect) in line.minY >= rect.minY && line.maxY <= rect.maxY }
        let lines = separators.filter(inside).map { DisplayItem.fill($0, color, cornerRadius: 0) }
        separators.removeAll(where: inside)
        items.append(.clipped(rect, cornerRadius: ListMetrics.insetGroupedCornerRadius, shapes + lines))
        items += texts
    }

    mutating func label(_ label: PlacedLabel, at origin: Point) throws {
        var font = label.font
        font.family = try builder.measurer.library.resolveFamily(font.family)
        let request = TextMeasurementRequest(
            text: label.text, font: font, width: label.layoutWidth, maximumLines: label.maximumLines, lineBreakMode: label.lineBreakMode,
            paragraph: label.paragraph
        )
        // Shrunk text sits centred in the full-size frame (``PlacedLabel/textOffset``).
        var frame = label.frame.offsetBy(dx: origin.x, dy: origin.y + label.textOffset)
        frame.height -= 2 * label.textOffset
        items.append(
            .text(
                TextItem(
                    frame: frame, request: request, lineCount: label.lineCount, color: try color(label.color), layoutDirection: label.layoutDirection
                )))
    }

    /// A tinted box with a diagonal cross and its size in points, centred when it fits.
    mutating func placeholder(_ rect: Rect, fill: Color, cross: Color) throws {
        guard rect.width > 0, rect.height > 0 else { return }
        items.append(.fill(rect, fill, cornerRadius: 0))
        items.append(.line(from: Point(x: rect.minX, y: rect.minY), to: Point(x: rect.maxX, y: rect.maxY), width: 1, cross, dash: nil))
        items.append(.line(from: Point(x: rect.maxX, y: rect.minY), to: Point(x: rect.minX, y: rect.maxY), width: 1, cross, dash: nil))
        let text = "\(rect.width.compactPoints) × \(rect.height.compactPoints) pt"
        var item = try builder.textItem(text, font: ScreenSceneBuilder.smallFont, at: .zero, width: .infinity, color: try color("secondaryLabel"))
        let size = item.frame.size
        guard size.width + 8 <= rect.width, size.height + 4 <= rect.height else { return }
        item.frame.x = rect.midX - size.width / 2
        item.frame.y = rect.midY - size.height / 2
        items.append(.fill(item.frame.insetBy(dx: -3, dy: -1), fill, cornerRadius: 3))
        items.append(.text(item))
    }
}

extension Double {
    /// Whole numbers without a fraction, others to one decimal: 361, 240.7.
    var compactPoints: String {
        let tenths = (self * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}
