import DynamicType
import Layout
import Spec

/// One drawing operation of a scene, in scene points (origin top-left, y down).
package enum DisplayItem: Hashable, Sendable {
    /// A filled rectangle, optionally with rounded corners.
    case fill(Rect, Color, cornerRadius: Double)
    /// A border drawn inside `rect`'s edge, `width` points thick.
    case border(Rect, width: Double, Color, cornerRadius: Double)
    /// A straight line centred on the two points; `dash` is the dash and gap length, if dashed.
    case line(from: Point, to: Point, width: Double, Color, dash: Double?)
    /// A rectangle outline centred on `rect`'s edge (overlays).
    case outline(Rect, width: Double, Color, dash: Double?)
    /// Text laid out by Pango exactly as it was measured.
    case text(TextItem)
    /// An image view's image, placed by its content mode and clipped as the view clips it.
    case image(ImageViewItem)
    /// A symbol image, drawn by librsvg from its SVG document.
    case symbol(SymbolItem)
    /// Items drawn clipped to a (rounded) rectangle, as a cell with rounded corners clips its
    /// content.
    indirect case clipped(Rect, cornerRadius: Double, [DisplayItem])
    /// A whole scene, background included, drawn with its top-left corner at `origin` and every
    /// length multiplied by `scale`, clipped to its own bounds: the cells of a review sheet.
    indirect case placed(RenderScene, at: Point, scale: Double)

    /// The area the item can paint, for picking the items of a page or a band.
    package var bounds: Rect {
        switch self {
        case .fill(let rect, _, _), .border(let rect, _, _, _), .clipped(let rect, _, _): rect
        case .line(let from, let to, let width, _, _):
            Rect(
                x: min(from.x, to.x) - width, y: min(from.y, to.y) - width, width: abs(to.x - from.x) + 2 * width,
                height: abs(to.y - from.y) + 2 * width)
        case .outline(let rect, let width, _, _):
            Rect(x: rect.x - width, y: rect.y - width, width: rect.width + 2 * width, height: rect.height + 2 * width)
        case .text(let item):
            // Glyph ink can reach a little past the line boxes (accents, descenders, italics).
            Rect(
                x: item.frame.x - item.font.pointSize / 2, y: item.frame.y - item.font.pointSize / 2,
                width: item.frame.width + item.font.pointSize, height: item.frame.height + item.font.pointSize)
        case .image(let item): item.bounds
        case .symbol(let item): item.frame
        case .placed(let scene, let origin, let scale):
            Rect(x: origin.x, y: origin.y, width: scene.size.width * scale, height: scene.size.height * scale)
        }
    }
}

/// A piece of text to draw: the measurement request that produced its frame, and the colour.
package struct TextItem: Hashable, Sendable {
    /// The frame the layout gave the text; lines are drawn from its top-left corner.
    package var frame: Rect
    /// Text, font (family resolved against the font library), width, lines and line break mode,
    /// exactly as measured.
    package var request: TextMeasurementRequest
    /// How many lines to draw: a label limited to N lines without truncation shows N lines.
    package var lineCount: Int
    package var color: Color
    /// The direction of the user interface the text is in. Right to left, every line ends at the
    /// frame's right edge (`NSTextAlignment.natural` in a right-to-left localization); left to
    /// right, a line starts at the left edge unless its paragraph is right to left.
    package var layoutDirection: LayoutDirection

    package var font: Font { request.font }

    package init(frame: Rect, request: TextMeasurementRequest, lineCount: Int, color: Color, layoutDirection: LayoutDirection = .leftToRight) {
        self.frame = frame
        self.request = request
        self.lineCount = lineCount
        self.color = color
        self.layoutDirection = layoutDirection
    }
}
