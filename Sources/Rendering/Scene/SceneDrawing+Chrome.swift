import DynamicType
import Layout
import Spec

extension SceneDrawing {
    /// The status bar (time, signal, battery) and the home indicator, in `screen`'s coordinates.
    ///
    /// Right to left the status bar mirrors as iOS mirrors it in Arabic or Hebrew: the time at the
    /// right, the signal and battery group at the left, in reversed order (battery outermost).
    /// The glyphs themselves are not flipped (the battery's tip and the rising signal bars keep
    /// their shape), and the home indicator, centred, is unchanged.
    mutating func chrome(_ chrome: DeviceChrome, in screen: Rect, direction: LayoutDirection = .leftToRight) throws {
        let ink = try color("label")
        if chrome.statusBarHeight > 0 {
            let font = Font(family: Font.defaultFamily, weight: .semibold, pointSize: 15, lineHeight: 20)
            var time = try builder.textItem("9:41", font: font, at: .zero, width: .infinity, color: ink)
            let inset = screen.width > 600 ? 20.0 : 32.0
            time.frame.x = screen.minX + inset
            time.frame.y = screen.minY + (chrome.statusBarHeight - time.frame.height) / 2
            // A glyph's place across the bar: left to right as drawn, right to left reflected
            // across the screen's centre line (its shape kept).
            func placed(_ rect: Rect) -> Rect {
                direction == .leftToRight
                    ? rect : rect.offsetBy(dx: -screen.minX, dy: 0).mirrored(within: screen.width).offsetBy(dx: screen.minX, dy: 0)
            }
            time.frame = placed(time.frame)
            append(.text(time))

            let middle = screen.minY + chrome.statusBarHeight / 2
            // The battery body and its tip move together, the tip staying on the body's right.
            let body = Rect(x: screen.maxX - inset - 27, y: middle - 6, width: 27, height: 12)
            let battery = Rect(x: placed(body).minX, y: middle - 6, width: 25, height: 12)
            append(.border(battery, width: 1, ink.withAlpha(0.4), cornerRadius: 3.5))
            append(.fill(battery.insetBy(dx: 2, dy: 2), ink, cornerRadius: 2))
            append(.fill(Rect(x: battery.maxX + 1, y: middle - 2, width: 1.5, height: 4), ink.withAlpha(0.4), cornerRadius: 0.75))
            // The signal bars, a group 16.5 pt wide 24 pt before the battery's left edge, move as one.
            let signal = placed(Rect(x: body.minX - 24, y: middle, width: 16.5, height: 0))
            for bar in 0..<4 {
                let height = 4 + Double(bar) * 2.5
                let x = signal.minX + Double(bar) * 4.5
                append(.fill(Rect(x: x, y: middle + 5 - height, width: 3, height: height), ink, cornerRadius: 1))
            }
        }
        if chrome.hasHomeIndicator {
            let width = 134.0
            let height = 5.0
            let indicator = Rect(x: screen.midX - width / 2, y: screen.maxY - 8 - height, width: width, height: height)
            append(.fill(indicator, ink, cornerRadius: height / 2))
        }
    }

    /// A dashed edge and a note at the bottom of a screen cut to its first screenful.
    mutating func clipMarker(hiddenHeight: Double, at bottom: Double, width: Double) throws {
        let red = try color("systemRed")
        append(.line(from: Point(x: 0, y: bottom - 1), to: Point(x: width, y: bottom - 1), width: 2, red, dash: 6))
        var note = try builder.textItem(
            "clipped: \(hiddenHeight.compactPoints) pt more below", font: ScreenSceneBuilder.smallFont, at: .zero,
            width: .infinity, color: .white
        )
        note.frame.x = width - note.frame.width - 12
        note.frame.y = bottom - note.frame.height - 8
        append(.fill(note.frame.insetBy(dx: -5, dy: -2), red, cornerRadius: 4))
        append(.text(note))
    }
}
