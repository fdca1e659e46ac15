import DynamicType
import Layout
import Spec

extension SceneDrawing {
    /// The screen's bars (docs/components.md, "Bars"), their layout moved to `origin`: each bar's
    /// background (the navigation bar's reaching up to the top of `screen`, under the status bar,
    /// and the lowest bar's down to its bottom, over the home indicator's safe area), its hairline,
    /// the search field's rounded field, symbols (a custom one drawn from its template in `symbolTemplates`) and titles.
    mutating func bars(_ bars: [PlacedBar], at origin: Point, screen: Rect, symbolTemplates: [String: CustomSymbolTemplate] = [:]) throws {
        let lowest = bars.last { $0.kind != .navigationBar }
        for bar in bars {
            var frame = bar.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard frame.minY < screen.maxY else { continue }
            if bar.kind == .navigationBar { frame = Rect(x: frame.minX, y: screen.minY, width: frame.width, height: frame.maxY - screen.minY) }
            if bar == lowest { frame.height = max(frame.height, screen.maxY - frame.minY) }
            if !bar.isTransparent { try fill(frame, BarMetrics.background) }
            if let hairline = bar.hairline { try fill(hairline.offsetBy(dx: origin.x, dy: origin.y), BarMetrics.hairline) }
            // The search field's rounded field.
            for background in bar.content.backgrounds {
                try fill(
                    background.frame.offsetBy(dx: origin.x, dy: origin.y), background.color, cornerRadius: background.cornerRadius,
                    opacity: background.opacity)
            }
            for (index, image) in bar.content.images.enumerated() {
                guard let symbol = bar.content.imageContents[index]?.symbol else { continue }
                append(
                    .symbol(
                        try SymbolItem(
                            symbol, in: image.offsetBy(dx: origin.x, dy: origin.y), color: try color(symbol.tintColor),
                            templates: symbolTemplates)))
            }
            for label in bar.content.labels { try self.label(label, at: origin) }
        }
    }
}
