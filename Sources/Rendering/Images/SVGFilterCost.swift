import Foundation
import ImageIO
import Spec

/// The bound on what an image SVG's filters may cost librsvg to draw, estimated from the
/// document's text before it is drawn (docs/images.md, "Filters are bounded"): a filter is
/// drawn pixel by pixel over its region, once per element that uses it, so a few kilobytes of
/// chained `feMorphology` or thousands of filtered elements take librsvg minutes.
///
/// The estimate is an upper bound, in pixel operations: every filter use in the document, times
/// the weight of every filter primitive in it, times the image's pixels at @3x (its own size,
/// the largest display scale). A use set from a `<style>` element counts once for every element
/// of the document (a selector may match them all), and every `<use>` element may repeat every
/// use. Weights, from librsvg 2.54's algorithms as measured on this project's machine: 1 for
/// most primitives (Gaussian blur is three box blurs, whatever its `stdDeviation`), 128 for
/// `feMorphology` up to a radius of 16 pixels at @3x and 128 more for every further 16 pixels, `orderX × orderY / 16` (at least 1) for `feConvolveMatrix`, 8 for the two
/// lighting primitives and `4 × numOctaves` for `feTurbulence`.
package enum SVGFilterCost {
    /// The most pixel operations an image SVG's filters may cost: 2^26 (67,108,864), about 20
    /// Gaussian blurs over an 1,800 × 1,800-pixel image: a few seconds of librsvg at most.
    package static let limit = 1 << 26

    /// The children of filter primitives, which are not primitives themselves.
    private static let primitiveChildren: Set<String> = [
        "feFuncR", "feFuncG", "feFuncB", "feFuncA", "feMergeNode", "feDistantLight", "fePointLight", "feSpotLight",
    ]

    /// Refuses `svg`, an image `size` points large, when its filters may cost more than ``limit``,
    /// or when it declares XML entities and uses filters (an entity could repeat a primitive
    /// that the text does not show).
    package static func check(_ svg: [UInt8], size: Size) throws(ImageFileError) {
        let text = String(decoding: svg, as: UTF8.self)
        guard text.range(of: "filter", options: .caseInsensitive) != nil else { return }
        let primitives = Self.primitives(in: text)
        guard !primitives.isEmpty else { return }
        if text.contains("<!ENTITY") {
            throw ImageFileError(reason: "the SVG file declares XML entities and has filters, whose cost cannot then be bounded before drawing")
        }
        let weight = primitives.reduce(0) { $0 + $1.weight }
        let attributeUses = matches(of: #"filter\s*=\s*["']\s*url\("#, in: text)
        let styleUses = matches(of: #"filter\s*:\s*url\("#, in: text)
        let elements = matches(of: #"<[A-Za-z]"#, in: text)
        let repeats = 1 + matches(of: #"<use[\s/>]"#, in: text)
        let pixels = Int((size.width * VectorFormat.largestScale).rounded(.up)) * Int((size.height * VectorFormat.largestScale).rounded(.up))
        let uses = (attributeUses + styleUses * elements).multipliedReportingOverflow(by: repeats)
        let cost = uses.partialValue.multipliedReportingOverflow(by: weight)
        let total = cost.partialValue.multipliedReportingOverflow(by: pixels)
        guard uses.overflow || cost.overflow || total.overflow || total.partialValue > limit else { return }
        let costText = uses.overflow || cost.overflow || total.overflow ? "more than \(Int.max)" : String(total.partialValue)
        throw ImageFileError(
            reason:
                "the SVG file's filters may cost \(costText) pixel operations to draw (\(uses.overflow ? "too many" : String(uses.partialValue)) filter uses"
                + " × primitive weight \(weight) × \(pixels) pixels at @3x), more than the limit of \(limit)"
                + "; use fewer or cheaper filters (feMorphology weighs 128 or more), or a raster image")
    }

    /// The filter primitives of `text`, each with its weight.
    private static func primitives(in text: String) -> [(name: String, weight: Int)] {
        guard let element = try? NSRegularExpression(pattern: #"<(fe[A-Za-z]+)\b([^>]*)"#) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return element.matches(in: text, range: range).compactMap { match in
            guard let nameRange = Range(match.range(at: 1), in: text), let attributesRange = Range(match.range(at: 2), in: text) else { return nil }
            let name = String(text[nameRange])
            guard !primitiveChildren.contains(name) else { return nil }
            let attributes = text[attributesRange]
            switch name {
            case "feMorphology":
                // librsvg's cost grows with the radius: 128 up to 16 pixels at @3x, 128 more for every further 16.
                let radius = number(of: "radius", in: attributes)
                let pixels = clamped(max(radius.first ?? 0, radius.dropFirst().first ?? 0) * VectorFormat.largestScale)
                return (name, 128 * max(1, (pixels + 15) / 16))
            case "feDiffuseLighting", "feSpecularLighting": return (name, 8)
            case "feTurbulence": return (name, 4 * clamped(number(of: "numOctaves", in: attributes).first ?? 1))
            case "feConvolveMatrix":
                let order = number(of: "order", in: attributes)
                let x = clamped(order.first ?? 3)
                let y = clamped(order.dropFirst().first ?? order.first ?? 3)
                return (name, max(1, (x * y + 15) / 16))
            default: return (name, 1)
            }
        }
    }

    /// `value` as a whole number from 1 to 2^14 (an attribute may say anything, 1e300 or -4).
    private static func clamped(_ value: Double) -> Int {
        Int(min(Double(1 << 14), max(1, value.rounded(.up))))
    }

    /// The numbers of the attribute `name` in `attributes` (`order="3 5"`: 3 and 5).
    private static func number(of name: String, in attributes: Substring) -> [Double] {
        guard let value = try? NSRegularExpression(pattern: "\\b\(name)\\s*=\\s*[\"']([^\"']*)[\"']") else { return [] }
        let text = String(attributes)
        guard let match = value.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        else { return [] }
        return text[range].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }.filter(\.isFinite)
    }

    private static func matches(of pattern: String, in text: String) -> Int {
        (try? NSRegularExpression(pattern: pattern, options: .caseInsensitive))?.numberOfMatches(
            in: text, range: NSRange(text.startIndex..., in: text)) ?? 0
    }
}
