import CPangoCairo
import ImageIO
import Spec

/// The vector image formats a spec may show, drawn by librsvg (SVG) and poppler-glib (PDF's first
/// page) through ``RsvgDocument`` and ``PopplerFirstPage`` (docs/images.md).
package enum VectorFormat: String, Sendable {
    case svg = "SVG"
    case pdf = "PDF"

    /// How many pixels a point of a vector image may take at most: its size at @3x, the largest
    /// display scale, must be within ``ImageFileDecoder/maximumPixelCount``, the raster limit.
    package static let largestScale = 3.0

    /// The format `bytes` start with: `%PDF-` for PDF; for SVG, `<` as the first character
    /// after a UTF-8 byte order mark and white space (an XML declaration, a comment or the
    /// `<svg>` element; librsvg then decides). A gzip-compressed SVG (`.svgz`) is neither.
    package init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: Array("%PDF-".utf8)) {
            self = .pdf
            return
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard body.drop(while: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }).first == UInt8(ascii: "<") else { return nil }
        self = .svg
    }

    /// The format's media type.
    package var mediaType: String {
        switch self {
        case .svg: "image/svg+xml"
        case .pdf: "application/pdf"
        }
    }

    /// The image in `file`: parsed, sized and checked, so a file that cannot be drawn is refused
    /// when the spec loads. A PDF's page is drawn once more, as the PNG at @3x that SVG output
    /// embeds.
    package func image(file: [UInt8]) throws(ImageFileError) -> SceneImage {
        switch self {
        case .svg:
            let size = try RsvgDocument(bytes: file).size
            try Self.checkSize(size, of: self)
            try SVGFilterCost.check(file, size: size)
            return SceneImage(vector: self, size: size, file: file, embedding: nil)
        case .pdf:
            let page = try PopplerFirstPage(bytes: file)
            try Self.checkSize(page.size, of: self)
            return SceneImage(
                vector: self, size: page.size, file: file, embedding: try Self.pngRendition(of: page.size) { page.draw(on: $0, in: $1) })
        }
    }

    private static func checkSize(_ size: Size, of format: VectorFormat) throws(ImageFileError) {
        let pixels = size.width * largestScale * size.height * largestScale
        guard pixels > Double(ImageFileDecoder.maximumPixelCount) else { return }
        throw ImageFileError(
            reason:
                "the \(format.rawValue) image is \(size.width.compact) × \(size.height.compact) points, more than the limit of \(ImageFileDecoder.maximumPixelCount) pixels at @3x"
        )
    }

    /// What `draw` draws into a transparent canvas `size` points large at @3x (given the canvas
    /// and its rectangle in pixels), as a PNG.
    static func pngRendition(of size: Size, draw: (OpaquePointer, Rect) -> Void) throws(ImageFileError) -> SceneImage.Embedding {
        let width = max(1, Int((size.width * largestScale).rounded(.up)))
        let height = max(1, Int((size.height * largestScale).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw ImageFileError(reason: "out of memory")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw ImageFileError(reason: "out of memory") }
        draw(cr, Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        do {
            let encoder = try PNGEncoder(width: width, height: height, hasAlpha: true, scale: nil)
            try encoder.appendARGB32(cairo_image_surface_get_data(surface), stride: Int(cairo_image_surface_get_stride(surface)), rowCount: height)
            return SceneImage.Embedding(mediaType: "image/png", bytes: try encoder.finish(), width: Double(width), height: Double(height))
        } catch {
            throw ImageFileError(reason: "the drawing cannot be encoded as PNG: \(error)")
        }
    }
}

/// Each vector image of one vector document (PDF, outlined SVG) drawn once into a Cairo recording
/// surface, which every view showing it paints as a pattern: Cairo's PDF surface writes a
/// recording surface as one form XObject, and its SVG surface as one `<g>` in `<defs>`, however
/// many times it is painted (both key it by the surface's id), so a file is embedded once per
/// document, not once per use (docs/images.md). One per render, on one thread, like the librsvg
/// and poppler handles it draws with.
final class VectorRecordings {
    private var surfaces: [String: OpaquePointer] = [:]

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// `image`'s drawing at its own size (``SceneImage/pointSize``, one unit a point) in a
    /// bounded recording surface, made the first time it is asked for; nil when Cairo cannot
    /// make one (out of memory).
    func recording(of image: SceneImage) -> OpaquePointer? {
        if let surface = surfaces[image.digest] { return surface }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: image.pointSize.width, height: image.pointSize.height)
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        image.drawVector(on: cr, in: Rect(origin: .zero, size: image.pointSize))
        cairo_destroy(cr)
        surfaces[image.digest] = surface
        return surface
    }
}

extension SceneImage {
    /// Draws a vector image (``vector``) from its file into `cairo`, stretched to fill `rect`:
    /// parsed again here, as librsvg's and poppler's handles belong to one thread. The file was
    /// checked when the spec loaded, so a failure here is unexpected and draws nothing.
    func drawVector(on cairo: OpaquePointer, in rect: Rect) {
        switch vector {
        case .svg: try? RsvgDocument(bytes: file).draw(on: cairo, in: rect)
        case .pdf: (try? PopplerFirstPage(bytes: file))?.draw(on: cairo, in: rect)
        case nil: break
        }
    }
}
