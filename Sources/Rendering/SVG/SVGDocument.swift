import Foundation
import Layout
import Spec
import TextEngine

/// Writes one page of a scene as SVG markup with text as `<text>` elements.
struct SVGDocument {
    let scene: RenderScene
    let page: Range<Double>
    let title: String
    let measurer: PangoTextMeasurer

    var text: String {
        let width = SVGNumber(scene.size.width)
        let height = SVGNumber(page.upperBound - page.lowerBound)
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 \(SVGNumber(page.lowerBound)) \(width) \(height)">
            <title>\(SVGEscape.text(title))</title>

            """
        svg += imageDefinitions()
        svg += "<rect x=\"0\" y=\"\(SVGNumber(page.lowerBound))\" width=\"\(width)\" height=\"\(height)\"\(paint("fill", scene.background))/>\n"
        var clipCount = 0
        for item in scene.items(inBand: page.lowerBound, page.upperBound) {
            svg += element(item, clipCount: &clipCount)
        }
        svg += "</svg>\n"
        return svg
    }

    private func element(_ item: DisplayItem, clipCount: inout Int) -> String {
        switch item {
        case .fill(let rect, let color, let radius):
            return "<rect\(geometry(rect))\(corner(radius, rect))\(paint("fill", color))/>\n"
        case .border(let rect, let width, let color, let radius):
            // A stroke centred half a border width inside the edge covers exactly the border.
            let inner = Rect(x: rect.x + width / 2, y: rect.y + width / 2, width: rect.width - width, height: rect.height - width)
            return
                "<rect\(geometry(inner))\(corner(max(0, radius - width / 2), inner)) fill=\"none\"\(paint("stroke", color)) stroke-width=\"\(SVGNumber(width))\"/>\n"
        case .line(let from, let to, let width, let color, let dash):
            return
                "<line x1=\"\(SVGNumber(from.x))\" y1=\"\(SVGNumber(from.y))\" x2=\"\(SVGNumber(to.x))\" y2=\"\(SVGNumber(to.y))\"\(paint("stroke", color)) stroke-width=\"\(SVGNumber(width))\"\(dashing(dash))/>\n"
        case .outline(let rect, let width, let color, let dash):
            return "<rect\(geometry(rect)) fill=\"none\"\(paint("stroke", color)) stroke-width=\"\(SVGNumber(width))\"\(dashing(dash))/>\n"
        case .text(let text):
            return lines(of: text)
        case .clipped(let rect, let radius, let items):
            clipCount += 1
            let id = "clip\(clipCount)"
            var group = "<clipPath id=\"\(id)\"><rect\(geometry(rect))\(corner(radius, rect))/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
            for item in items { group += element(item, clipCount: &clipCount) }
            return group + "</g>\n"
        case .image(let item):
            let image = item.image
            let drawn = item.imageRect
            let embedded = image.embedding
            guard embedded.width > 0, embedded.height > 0, drawn.width > 0, drawn.height > 0 else { return "" }
            let scaleX = SVGNumber(drawn.width / embedded.width)
            let scaleY = SVGNumber(drawn.height / embedded.height)
            let tint = image.tint.map { " filter=\"url(#\(Self.tintID($0)))\"" } ?? ""
            let use =
                "<use href=\"#\(Self.imageID(image))\" transform=\"translate(\(SVGNumber(drawn.x)) \(SVGNumber(drawn.y))) scale(\(scaleX) \(scaleY))\"\(tint)/>\n"
            guard item.clipsToBounds else { return use }
            clipCount += 1
            let id = "clip\(clipCount)"
            return
                "<clipPath id=\"\(id)\"><rect\(geometry(item.frame))\(corner(item.cornerRadius, item.frame))/></clipPath>\n<g clip-path=\"url(#\(id))\">\n"
                + use + "</g>\n"
        case .symbol(let symbol):
            guard case .standIn(let document) = symbol.art else {
                // A custom symbol: its variant, tinted, as a PNG at @3x (the template is not copied in).
                guard let png = try? symbol.pngRendition() else { return "" }
                return
                    "<image\(geometry(symbol.frame)) preserveAspectRatio=\"none\" href=\"data:\(png.mediaType);base64,\(Data(png.bytes).base64EncodedString())\"/>\n"
            }
            let scaleX = SVGNumber(symbol.frame.width / StandInSymbols.canvasUnits)
            let scaleY = SVGNumber(symbol.frame.height / StandInSymbols.canvasUnits)
            return
                "<g transform=\"translate(\(SVGNumber(symbol.frame.x)) \(SVGNumber(symbol.frame.y))) scale(\(scaleX) \(scaleY))\">\(document)</g>\n"
        case .placed(let scene, let origin, let scale):
            clipCount += 1
            let id = "clip\(clipCount)"
            let bounds = Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
            var group = "<clipPath id=\"\(id)\"><rect\(geometry(bounds))/></clipPath>\n"
            group +=
                "<g transform=\"translate(\(SVGNumber(origin.x)) \(SVGNumber(origin.y))) scale(\(SVGNumber(scale)))\" clip-path=\"url(#\(id))\">\n"
            if scene.background.alpha > 0 { group += "<rect\(geometry(bounds))\(paint("fill", scene.background))/>\n" }
            for item in scene.items { group += element(item, clipCount: &clipCount) }
            return group + "</g>\n"
        }
    }

    /// One `<image>` per distinct image the page shows, in `<defs>`, each file embedded once
    /// however many views show it; views draw it with `<use>`. An SVG image is embedded as it is
    /// (vector), a PDF's page as a PNG at @3x (``SceneImage/embedding``). A tinted vector image
    /// (a template) is drawn through a filter per tint colour that fills its alpha with the colour.
    private func imageDefinitions() -> String {
        var seen = Set<String>()
        var tints = Set<String>()
        var definitions = ""
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .image(let view):
                    if let tint = view.image.tint, tints.insert(Self.tintID(tint)).inserted {
                        let opaque = Color(red: tint.red, green: tint.green, blue: tint.blue)
                        definitions +=
                            "<filter id=\"\(Self.tintID(tint))\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\"><feFlood flood-color=\"\(opaque.hex)\" flood-opacity=\"\(SVGNumber(tint.alpha))\"/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>\n"
                    }
                    guard seen.insert(view.image.digest).inserted else { break }
                    let embedded = view.image.embedding
                    definitions +=
                        "<image id=\"\(Self.imageID(view.image))\" width=\"\(SVGNumber(embedded.width))\" height=\"\(SVGNumber(embedded.height))\" preserveAspectRatio=\"none\" href=\"data:\(embedded.mediaType);base64,\(Data(embedded.bytes).base64EncodedString())\"/>\n"
                case .clipped(_, _, let inner): collect(inner)
                case .placed(let scene, _, _): collect(scene.items)
                default: break
                }
            }
        }
        collect(scene.items(inBand: page.lowerBound, page.upperBound))
        return definitions.isEmpty ? "" : "<defs>\n\(definitions)</defs>\n"
    }

    /// An image's id in a document: from its file's SHA-256.
    private static func imageID(_ image: SceneImage) -> String {
        "image-\(image.digest.prefix(16))"
    }

    /// The id of the filter that draws a template image in `tint`: from the colour's hex (with its alpha).
    private static func tintID(_ tint: Color) -> String {
        "tint-\(tint.hex.dropFirst())"
    }

    /// Tracking as SVG's `letter-spacing`, when there is any.
    private func kern(_ points: Double) -> String {
        points == 0 ? "" : " letter-spacing=\"\(SVGNumber(points))\""
    }

    /// One `<text>` per line, at Pango's x offset and the line box's baseline, naming the
    /// fallback families that draw some of its characters after the label's own.
    private func lines(of item: TextItem) -> String {
        guard !item.request.text.isEmpty, item.lineCount > 0 else { return "" }
        let font = item.font
        let style =
            "font-size=\"\(SVGNumber(font.pointSize))\" font-weight=\"\(font.weight.cssWeight)\"\(kern(item.request.paragraph.kern))\(paint("fill", item.color))"
        var markup = ""
        measurer.withLayout { pango in
            pango.configure(for: item.request)
            PangoLines.forEach(in: pango, request: item.request, count: item.lineCount) { line, placement, baseline in
                let text = PangoLines.visibleText(of: line, in: pango)
                guard !text.isEmpty else { return }
                let families = PangoLines.families(of: line, primary: font.family, fallback: measurer.library.fallbackFamilies)
                let family = SVGEscape.attribute(([font.family] + families.dropFirst().map { "'\($0)'" }).joined(separator: ", "))
                let left = placement.left(in: item)
                markup +=
                    "<text x=\"\(SVGNumber(left))\" y=\"\(SVGNumber(item.frame.y + baseline))\" font-family=\"\(family)\" \(style) xml:space=\"preserve\">\(SVGEscape.text(text))</text>\n"
            }
        }
        return markup
    }

    private func geometry(_ rect: Rect) -> String {
        " x=\"\(SVGNumber(rect.x))\" y=\"\(SVGNumber(rect.y))\" width=\"\(SVGNumber(max(0, rect.width)))\" height=\"\(SVGNumber(max(0, rect.height)))\""
    }

    private func corner(_ radius: Double, _ rect: Rect) -> String {
        let radius = min(radius, rect.width / 2, rect.height / 2)
        return radius > 0 ? " rx=\"\(SVGNumber(radius))\"" : ""
    }

    private func paint(_ property: String, _ color: Color) -> String {
        let opaque = Color(red: color.red, green: color.green, blue: color.blue)
        return " \(property)=\"\(opaque.hex)\"" + (color.alpha < 1 ? " \(property)-opacity=\"\(SVGNumber(color.alpha))\"" : "")
    }

    private func dashing(_ dash: Double?) -> String {
        dash.map { " stroke-dasharray=\"\(SVGNumber($0)) \(SVGNumber($0))\"" } ?? ""
    }
}

/// A number as SVG writes it: at most four decimals, no trailing zeros, no exponent.
struct SVGNumber: CustomStringConvertible {
    let value: Double

    init(_ value: Double) {
        self.value = value
    }

    var description: String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// XML escaping for text content and attribute values.
/// Text as an SVG page draws it. Not ProofSheetSupport's `xmlEscaped`, which is text as a report
/// shows it: a drawing leaves out the control characters the painter does not draw (line breaks
/// included: each shaped line is a `<text>` of its own), so the SVG shows what the PNG shows, where
/// a report marks a stray control character with U+FFFD so that a reader sees it.
enum SVGEscape {
    /// Escapes markup characters and drops the control characters XML 1.0 cannot hold.
    static func text(_ string: String) -> String {
        String(string.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" }.map(Character.init))
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    static func attribute(_ string: String) -> String {
        text(string).replacingOccurrences(of: "\"", with: "&quot;")
    }
}
