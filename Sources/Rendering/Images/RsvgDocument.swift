import CRsvg
import Foundation
import ImageIO
import Spec

/// An SVG document parsed by librsvg (through the CRsvg shim), owning its `RsvgHandle`.
///
/// The document is read from bytes, never from a path, so librsvg has no base URL and resolves
/// no reference outside the document: an `<image>`, `<use>`, stylesheet or font that names
/// another file or the network is not loaded (only `data:` URLs and fragments inside the
/// document are), and the document is drawn without it. librsvg's XML safety limits stay on.
/// A handle is not thread-safe: make one per thread (parsing a small document is cheap), never
/// share one.
package final class RsvgDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    /// The document's intrinsic size in CSS pixels, which ProofSheet takes as points (as Xcode
    /// does for an SVG asset): its `width` and `height` when both are absolute lengths (physical
    /// units at 96 per inch), otherwise its viewBox's size.
    package let size: Size

    /// Parses `bytes`, with `stylesheet` (CSS) in the cascade's user origin when given: the
    /// document's own styles and presentation attributes win over it unless its declarations are
    /// `!important`. A document librsvg cannot parse, or one with neither an absolute size nor a
    /// viewBox, is an ``ImageFileError`` with the reason.
    package init(bytes: [UInt8], stylesheet: String? = nil) throws(ImageFileError) {
        var message = [CChar](repeating: 0, count: 512)
        let loaded = bytes.withUnsafeBufferPointer { svg in
            ps_rsvg_load(svg.baseAddress, svg.count, stylesheet, stylesheet?.utf8.count ?? 0, &message, message.count)
        }
        guard let loaded else { throw ImageFileError(reason: "the SVG file cannot be read: \(Self.text(message, or: "librsvg gave no reason"))") }
        var width = 0.0
        var height = 0.0
        guard ps_rsvg_intrinsic_size(loaded, &width, &height) != 0, width > 0, height > 0 else {
            ps_rsvg_release(loaded)
            throw ImageFileError(
                reason: "the SVG file has no size: its <svg> element needs a width and a height in absolute units (24, 24px, 18pt) or a viewBox")
        }
        handle = loaded
        size = Size(width: width, height: height)
    }

    deinit {
        ps_rsvg_release(handle)
    }

    /// Draws the whole document into `cairo` stretched to fill `rect` (its ``size`` scaled on each
    /// axis to `rect`'s), in `cairo`'s user space; `cairo`'s state is left as it was. On a vector
    /// surface (PDF, SVG) the drawing stays vector; on an image surface it is rasterised at the
    /// surface's scale.
    package func draw(on cairo: OpaquePointer, in rect: Rect) throws(ImageFileError) {
        var message = [CChar](repeating: 0, count: 512)
        let drawn = ps_rsvg_render(handle, cairo, size.width, size.height, rect.x, rect.y, rect.width, rect.height, &message, message.count)
        guard drawn != 0 else { throw ImageFileError(reason: "librsvg cannot draw the SVG file: \(Self.text(message, or: "no reason given"))") }
    }

    /// Whether the document has an element whose id is `id`.
    package func hasElement(_ id: String) -> Bool {
        ps_rsvg_has_layer(handle, "#" + id) != 0
    }

    /// The bounds of the element `id` in the document's units: with its strokes (`ink`), or its
    /// shapes' geometry alone.
    package func bounds(ofElement id: String, ink: Bool) throws(ImageFileError) -> Rect {
        var message = [CChar](repeating: 0, count: 512)
        var (x, y, width, height) = (0.0, 0.0, 0.0, 0.0)
        guard ps_rsvg_layer_bounds(handle, "#" + id, size.width, size.height, ink ? 1 : 0, &x, &y, &width, &height, &message, message.count) != 0
        else { throw ImageFileError(reason: "librsvg cannot measure #\(id): \(Self.text(message, or: "no reason given"))") }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Draws only the element `id`, where it sits when the whole document is drawn into
    /// `viewport`, as a mask of its alpha filled with `tint` (a template image's tinting).
    package func drawElement(_ id: String, on cairo: OpaquePointer, viewport: Rect, tint: Color) throws(ImageFileError) {
        var message = [CChar](repeating: 0, count: 512)
        let drawn = ps_rsvg_render_layer_tinted(
            handle, cairo, "#" + id, viewport.x, viewport.y, viewport.width, viewport.height, tint.red, tint.green, tint.blue, tint.alpha, &message,
            message.count)
        guard drawn != 0 else { throw ImageFileError(reason: "librsvg cannot draw #\(id): \(Self.text(message, or: "no reason given"))") }
    }

    /// A C message buffer as one line of text, or `fallback` when empty: librsvg's and
    /// poppler's messages end in a line break and may hold several lines (libxml2's), which are
    /// trimmed and joined with "; ".
    static func text(_ message: [CChar], or fallback: String) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.isEmpty ? fallback : lines.joined(separator: "; ")
    }
}
