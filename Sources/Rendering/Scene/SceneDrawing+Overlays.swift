import DynamicType
import Layout
import Spec

extension SceneDrawing {
    /// One legend line: a swatch colour and what it marks.
    struct LegendEntry {
        var color: Color
        var title: String
    }

    /// The overlay colours, shared by the marks and the legends; with `marks`, each title ends
    /// with how many of them are the overlay's. `showsSafeArea` adds the grid's safe-area band
    /// (drawn only on a screen with a left or right safe area).
    static func legendEntries(for overlays: Set<Overlay>, marks: [ReviewMark]?, showsSafeArea: Bool = false) -> [LegendEntry] {
        func title(_ overlay: Overlay) -> String {
            marks.map { marks in "\(overlay.legendTitle) (\(marks.count { $0.overlay == overlay }))" } ?? overlay.legendTitle
        }
        var entries: [LegendEntry] = []
        for overlay in Overlay.allCases where overlays.contains(overlay) {
            switch overlay {
            case .grid:
                entries += [
                    LegendEntry(color: OverlayColors.column, title: "columns"),
                    LegendEntry(color: OverlayColors.spacing, title: "spacing"),
                    LegendEntry(color: OverlayColors.sectionInset, title: "section insets"),
                    LegendEntry(color: OverlayColors.contentInset, title: "content insets"),
                ]
                if showsSafeArea { entries.append(LegendEntry(color: OverlayColors.safeArea, title: "outside the safe area")) }
            case .truncation:
                entries.append(LegendEntry(color: OverlayColors.truncation, title: title(overlay)))
            case .targets:
                entries.append(LegendEntry(color: OverlayColors.target, title: title(overlay)))
            case .overflow:
                entries.append(LegendEntry(color: OverlayColors.overflow, title: title(overlay)))
            case .voiceover:
                // Its stops are counted in its own list beside the screen.
                entries.append(LegendEntry(color: VoiceOverView.color(ofStop: 1), title: overlay.legendTitle))
            }
        }
        return entries
    }

    mutating func mark(_ frame: Rect, _ color: Color, dash: Double?) {
        append(.fill(frame, color.withAlpha(0.18), cornerRadius: 0))
        append(.outline(frame, width: 1.5, color, dash: dash))
    }

    /// Content insets, and for each section its insets, column bands and the gaps between them
    /// (the grid overlay);
    /// right to left the insets' leading (`left`) and trailing (`right`) sides are swapped, as
    /// the layout swapped them. Last, the parts of `screen` outside the device's horizontal safe
    /// area (its physical left and right, in either direction; with or without the chrome drawn)
    /// are tinted, with a dashed line along the safe area's edge (docs/layout-rules.md §5).
    mutating func grid(_ request: ScreenRenderRequest, at origin: Point, screen: Rect) {
        let size = request.layout.contentSize
        let content = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        let isMirrored = request.layout.direction == .rightToLeft
        appendFrame(outer: content, inset: isMirrored ? request.input.contentInset.mirrored : request.input.contentInset, OverlayColors.contentInset)
        defer { safeArea(request.safeArea, in: screen) }

        let sections = Dictionary(grouping: request.layout.elements.filter { $0.kind == .cell }, by: \.section)
        for section in sections.keys.sorted() {
            let frames = sections[section]!.map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
            let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
            let inset = isMirrored ? request.input.sectionInset.mirrored : request.input.sectionInset
            let outer = union.outset(by: inset)
            appendFrame(outer: outer, inset: inset, OverlayColors.sectionInset)

            let columns = Set(frames.map { ColumnBand(minX: $0.minX, maxX: $0.maxX) }).sorted()
            var previousMaxX = union.minX
            for column in columns {
                if column.minX > previousMaxX + 1e-6 {
                    append(
                        .fill(
                            Rect(x: previousMaxX, y: union.minY, width: column.minX - previousMaxX, height: union.height), OverlayColors.spacing,
                            cornerRadius: 0))
                }
                append(
                    .fill(
                        Rect(x: column.minX, y: union.minY, width: column.maxX - column.minX, height: union.height), OverlayColors.column,
                        cornerRadius: 0))
                for x in [column.minX, column.maxX] {
                    append(.line(from: Point(x: x, y: union.minY), to: Point(x: x, y: union.maxY), width: 0.5, OverlayColors.guide, dash: 4))
                }
                previousMaxX = max(previousMaxX, column.maxX)
            }
        }
    }

    /// Tints the bands of `screen` left of `safeArea.left` and right of `safeArea.right`, each
    /// with a dashed line along the safe area's edge; nothing when both are 0.
    private mutating func safeArea(_ safeArea: EdgeInsets, in screen: Rect) {
        let bands = [
            (band: Rect(x: screen.minX, y: screen.minY, width: safeArea.left, height: screen.height), edge: screen.minX + safeArea.left),
            (
                band: Rect(x: screen.maxX - safeArea.right, y: screen.minY, width: safeArea.right, height: screen.height),
                edge: screen.maxX - safeArea.right
            ),
        ]
        for (band, edge) in bands where band.width > 0 {
            append(.fill(band, OverlayColors.safeArea, cornerRadius: 0))
            append(.line(from: Point(x: edge, y: screen.minY), to: Point(x: edge, y: screen.maxY), width: 1, OverlayColors.safeAreaEdge, dash: 6))
        }
    }

    /// Fills the ring between `outer` and `outer` inset by `inset`.
    private mutating func appendFrame(outer: Rect, inset: EdgeInsets, _ color: Color) {
        let middleHeight = outer.height - inset.top - inset.bottom
        let parts = [
            Rect(x: outer.minX, y: outer.minY, width: outer.width, height: inset.top),
            Rect(x: outer.minX, y: outer.maxY - inset.bottom, width: outer.width, height: inset.bottom),
            Rect(x: outer.minX, y: outer.minY + inset.top, width: inset.left, height: middleHeight),
            Rect(x: outer.maxX - inset.right, y: outer.minY + inset.top, width: inset.right, height: middleHeight),
        ]
        for part in parts where part.width > 0 && part.height > 0 {
            append(.fill(part, color, cornerRadius: 0))
        }
    }

    /// The legend strip below the screen; returns its height.
    mutating func legend(_ overlays: Set<Overlay>, marks: [ReviewMark], showsSafeArea: Bool, top: Double, width: Double) throws -> Double {
        let entries = Self.legendEntries(for: overlays, marks: marks, showsSafeArea: showsSafeArea)
        let padding = ScreenSceneBuilder.stripPadding
        let swatch = 12.0
        let gap = 14.0
        let ink = try color("label")
        var items: [DisplayItem] = []
        var x = padding
        var y = top + padding
        var rowHeight = 0.0
        for entry in entries {
            var text = try builder.textItem(entry.title, font: ScreenSceneBuilder.captionFont, at: .zero, width: .infinity, color: ink)
            let entryWidth = swatch + 4 + text.frame.width
            if x > padding, x + entryWidth > width - padding {
                x = padding
                y += rowHeight + 4
                rowHeight = 0
            }
            let swatchRect = Rect(x: x, y: y + (text.frame.height - swatch) / 2, width: swatch, height: swatch)
            items.append(.fill(swatchRect, entry.color.withAlpha(max(entry.color.alpha, 0.5)), cornerRadius: 2))
            text.frame.x = x + swatch + 4
            text.frame.y = y
            items.append(.text(text))
            x += entryWidth + gap
            rowHeight = max(rowHeight, text.frame.height)
        }
        let height = y + rowHeight + padding - top
        try fill(Rect(x: 0, y: top, width: width, height: height), "systemGray6")
        for item in items { append(item) }
        return height
    }
}

/// A column's horizontal extent, for collecting distinct columns.
private struct ColumnBand: Hashable, Comparable {
    var minX: Double
    var maxX: Double

    static func < (lhs: ColumnBand, rhs: ColumnBand) -> Bool {
        (lhs.minX, lhs.maxX) < (rhs.minX, rhs.maxX)
    }
}

/// Fixed overlay colours: saturated enough to read over both appearances.
enum OverlayColors {
    static let column = Color(0, 122, 255, alpha: 0.12)
    static let guide = Color(0, 122, 255, alpha: 0.8)
    static let spacing = Color(255, 45, 85, alpha: 0.22)
    static let sectionInset = Color(52, 199, 89, alpha: 0.22)
    static let contentInset = Color(255, 149, 0, alpha: 0.22)
    /// The screen outside the horizontal safe area, and the dashed line along its edge.
    static let safeArea = Color(88, 86, 214, alpha: 0.2)
    static let safeAreaEdge = Color(88, 86, 214, alpha: 0.9)
    static let truncation = Color(255, 59, 48)
    static let target = Color(175, 82, 222)
    static let overflow = Color(255, 149, 0)
}
