import DynamicType
import Layout
import Spec

extension SceneDrawing {
    /// The number badges' text: white on the stop's colour.
    static let badgeFont = Font(family: Font.defaultFamily, weight: .bold, pointSize: 11, lineHeight: 13)
    /// A badge's height, its least width and the outline's width around a stop's frame.
    static let badgeHeight = 16.0
    static let voiceOverOutline = 2.0

    /// Each stop of `view` whose frame starts within `visible` (the screen's part of the
    /// content, in content coordinates) outlined in its colour over a light tint, cut to
    /// `visible`, with its number in a badge at its top leading corner; `origin` is where the
    /// content's (0, 0) lies.
    mutating func voiceOverFrames(_ view: VoiceOverView, at origin: Point, visible: Rect) throws {
        for stop in view.stops where stop.frame.minY < visible.maxY {
            let shown = stop.frame.intersection(visible)
            let frame = (shown.width > 0 && shown.height > 0 ? shown : stop.frame).offsetBy(dx: origin.x, dy: origin.y)
            append(.fill(frame, stop.color.withAlpha(0.12), cornerRadius: 0))
            append(
                .outline(
                    frame.insetBy(dx: Self.voiceOverOutline / 2, dy: Self.voiceOverOutline / 2), width: Self.voiceOverOutline, stop.color, dash: nil))
            var badge = try self.badge(stop)
            let x = view.direction == .leftToRight ? frame.minX : frame.maxX - badge.frame.width
            badge.move(to: Point(x: x, y: frame.minY))
            badge.append(to: &self)
        }
    }

    /// The list beside the screen, `VoiceOverView.legendWidth` wide from `left`, from the top of
    /// the scene down to `height` at least: a title, then each stop's badge and what VoiceOver
    /// speaks, in reading order (right to left, the badges at the right and the lines ending at
    /// them), of the stops that start within `visible` (as ``voiceOverFrames(_:at:visible:)``),
    /// then how many stops lie below it (a first screen). Returns the list's height.
    mutating func voiceOverLegend(_ view: VoiceOverView, visible: Rect, left: Double, height: Double) throws -> Double {
        let padding = ScreenSceneBuilder.stripPadding
        let width = VoiceOverView.legendWidth
        let ink = try color("label")
        let secondary = try color("secondaryLabel")
        let isMirrored = view.direction == .rightToLeft
        var items: [DisplayItem] = []
        var y = padding
        var title = try builder.textItem(
            view.legendTitle, font: ScreenSceneBuilder.captionFont, at: Point(x: left + padding, y: y),
            width: width - 2 * padding, color: ink, writingDirection: view.writingDirection)
        title.layoutDirection = view.direction
        title.frame.x = isMirrored ? left + width - padding - title.frame.width : left + padding
        items.append(.text(title))
        y = title.frame.maxY + 6
        let shown = view.stops.filter { $0.frame.minY < visible.maxY }
        let hidden = view.stops.count - shown.count
        for stop in shown {
            var badge = try self.badge(stop)
            let textWidth = width - 2 * padding - badge.frame.width - 6
            var text = try builder.textItem(
                view.legendText(stop), font: ScreenSceneBuilder.captionFont, at: .zero, width: textWidth, color: ink,
                writingDirection: view.writingDirection)
            text.layoutDirection = view.direction
            if isMirrored {
                badge.move(to: Point(x: left + width - padding - badge.frame.width, y: y))
                text.frame.x = badge.frame.minX - 6 - text.frame.width
            } else {
                badge.move(to: Point(x: left + padding, y: y))
                text.frame.x = badge.frame.maxX + 6
            }
            text.frame.y = y
            badge.append(to: &items)
            items.append(.text(text))
            y += max(text.frame.height, badge.frame.height) + 6
        }
        if hidden > 0 {
            var note = try builder.textItem(
                view.hiddenStopsNote(hidden), font: ScreenSceneBuilder.captionFont, at: .zero, width: width - 2 * padding, color: secondary,
                writingDirection: view.writingDirection)
            note.layoutDirection = view.direction
            note.frame.x = isMirrored ? left + width - padding - note.frame.width : left + padding
            note.frame.y = y
            items.append(.text(note))
            y = note.frame.maxY + 6
        }
        let total = max(height, (y - 6 + padding).rounded(.up))
        try fill(Rect(x: left, y: 0, width: width, height: total), "systemGray6")
        for item in items { append(item) }
        return total
    }

    /// A stop's number badge at the origin: a pill in its colour with the number in white.
    private func badge(_ stop: VoiceOverView.Stop) throws -> Badge {
        var number = try builder.textItem(String(stop.number), font: Self.badgeFont, at: .zero, width: .infinity, color: .white)
        let size = Size(width: max(Self.badgeHeight, (number.frame.width + 8).rounded(.up)), height: Self.badgeHeight)
        number.frame.x = (size.width - number.frame.width) / 2
        number.frame.y = (size.height - number.frame.height) / 2
        return Badge(frame: Rect(origin: .zero, size: size), color: stop.color, number: number)
    }
}

/// A stop's number badge: its pill and the number in it.
private struct Badge {
    var frame: Rect
    var color: Color
    var number: TextItem

    mutating func move(to origin: Point) {
        number.frame = number.frame.offsetBy(dx: origin.x - frame.minX, dy: origin.y - frame.minY)
        frame.x = origin.x
        frame.y = origin.y
    }

    func append(to items: inout [DisplayItem]) {
        items.append(.fill(frame, color, cornerRadius: frame.height / 2))
        items.append(.text(number))
    }

    func append(to drawing: inout SceneDrawing) {
        var items: [DisplayItem] = []
        append(to: &items)
        for item in items { drawing.append(item) }
    }
}
