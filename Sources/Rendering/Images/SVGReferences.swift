import Foundation

/// What an SVG document refers to outside itself, found in its text before librsvg reads it:
/// the one check behind refusing an image SVG (docs/images.md) and a custom symbol template
/// (docs/symbols.md) that names another file or the network.
///
/// librsvg, given bytes without a base URL, loads none of these anyway (``RsvgDocument``), so
/// such a document would be drawn without what it names: refusing it says so instead of showing
/// a picture that differs from the designer's.
package enum SVGReferences {
    /// The first reference in `bytes` to something outside the document, or nil when there is
    /// none: an `href` or `xlink:href` value, a CSS `url(…)` or an `@import` whose target does
    /// not start with `#` (an element of the document) nor, with `allowingDataURIs`, with
    /// `data:` (bytes inside the document). What it returns is the target as written, at most
    /// 80 characters.
    package static func firstExternal(in bytes: [UInt8], allowingDataURIs: Bool) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        func isInside(_ target: Substring) -> Bool {
            target.hasPrefix("#") || (allowingDataURIs && target.prefix(5).lowercased() == "data:")
        }
        /// The target starting at `value`: past white space and an opening quote, up to the
        /// closing quote, `)`, `;` or white space.
        func target(_ value: Substring) -> Substring {
            let start = value.drop { $0.isWhitespace || $0 == "\"" || $0 == "'" }
            return start.prefix { !"\"')>;".contains($0) && !$0.isWhitespace }
        }
        var found: (offset: Int, target: Substring)?
        func note(_ target: Substring, at index: String.Index) {
            guard !target.isEmpty, !isInside(target) else { return }
            let offset = text.distance(from: text.startIndex, to: index)
            if found == nil || offset < found!.offset { found = (offset, target) }
        }
        // Attributes: href (SVG 2) and xlink:href, with or without space around `=`.
        var rest = text[...]
        while let match = rest.range(of: "href") {
            rest = rest[match.upperBound...]
            let afterName = rest.drop { $0.isWhitespace }
            guard afterName.first == "=" else { continue }
            let value = afterName.dropFirst().drop { $0.isWhitespace }
            guard value.first == "\"" || value.first == "'" else { continue }
            note(target(value), at: match.lowerBound)
        }
        // CSS, in a <style> element or a style attribute: url(…) in any letter case, and @import
        // (`@import "a.css"` or `@import url(a.css)`).
        for marker in ["url(", "@import"] {
            var from = text.startIndex
            while let match = text.range(of: marker, options: .caseInsensitive, range: from..<text.endIndex) {
                from = match.upperBound
                var value = text[match.upperBound...]
                if marker == "@import" {
                    value = value.drop { $0.isWhitespace }
                    if value.prefix(4).lowercased() == "url(" { value = value.dropFirst(4) }
                }
                note(target(value), at: match.lowerBound)
            }
        }
        return found.map { String($0.target.prefix(80)) }
    }
}
