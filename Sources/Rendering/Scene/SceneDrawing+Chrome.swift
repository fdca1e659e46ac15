import DynamicType
import Layout

extension SceneDrawing {
    /// The status bar (time, signal, battery) and the home indicator, in `screen`'s coordinates.
    mutating func chrome(_ chrome: DeviceChrome, in screen: Rect) throws {
        let ink = try color("label")
        if chrome.statusBarHeight > 0 {
            let font = Font(family: Font.defaultFamily, weight: .semibold, pointSize: 15, lineHeight: 20)
            var time = try builder.textItem("9:41", font: font, at: .zero, width: .infinity, color: ink)
            let inset = screen.width > 600 ? 20.0 : 32.0
            time.frame.x = screen.minX + inset
            time.frame.y = screen.minY + (chrome.statusBarHeight - time.frame.height) / 2
            append(.text(time))

            let middle = screen.minY + chrome.statusBarHeight / 2
            let battery = Rect(x: screen.maxX - inset - 27, y: middle - 6, width: 25, height: 12)
            append(.border(battery, width: 1, ink.withAlpha(0.4), cornerRadius: 3.5))
            append(.fill(battery.insetBy(dx: 2, dy: 2), ink, cornerRadius: 2))
            append(.fill(Rect(x: battery.maxX + 1, y: middle - 2, width: 1.5, height: 4), ink.withAlpha(0.4), cornerRadius: 0.75))
            for bar in 0..<4 {
                let height = 4 + Double(bar) * 2.5
                let x = battery.minX - 24 + Double(bar) * 4.5
                append(.fill(Rect(x: x, y: middle + 5 - height, width: 3, height: height), ink, cornerRadius: 1))
            }
        }
        if chrome.hasHomeIndicator {
            let width = 134.0, height = 5.0
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
