import CPangoCairo
import Foundation

/// A PNG decoded by Cairo (a decoder independent of the libpng writer under test), read pixel by
/// pixel as straight RGBA at device coordinates.
package final class DecodedPNG {
    package let width: Int
    package let height: Int
    private let surface: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let stride: Int
    private let hasAlpha: Bool

    /// Cairo could not read the bytes as a PNG, or gave an unexpected pixel format.
    package struct DecodingFailed: Error, CustomStringConvertible {
        package let description: String
    }

    /// Decodes the PNG file `bytes`.
    package init(png bytes: [UInt8]) throws {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard let data, reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { buffer in
                data.update(from: buffer.baseAddress! + reader.offset, count: count)
            }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())!
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw DecodingFailed(description: String(cString: cairo_status_to_string(status)))
        }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 else {
            cairo_surface_destroy(surface)
            throw DecodingFailed(description: "unexpected Cairo format \(format.rawValue)")
        }
        cairo_surface_flush(surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        hasAlpha = format == CAIRO_FORMAT_ARGB32
        data = cairo_image_surface_get_data(surface)!
    }

    /// Decodes the PNG file at `url`.
    package convenience init(contentsOf url: URL) throws {
        try self.init(png: Array(try Data(contentsOf: url)))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixel at device coordinates (`x`, `y`), unpremultiplied.
    package subscript(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let pixel = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x]
        let alpha = hasAlpha ? pixel >> 24 : 255
        var red = (pixel >> 16) & 0xFF
        var green = (pixel >> 8) & 0xFF
        var blue = pixel & 0xFF
        if alpha != 255, alpha > 0 {
            red = (red * 255 + alpha / 2) / alpha
            green = (green * 255 + alpha / 2) / alpha
            blue = (blue * 255 + alpha / 2) / alpha
        }
        return RGBA(UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha))
    }

    /// The raw Cairo pixel (0xAARRGGBB premultiplied; alpha unused for RGB files): fast equality
    /// checks on opaque images.
    package func raw(_ x: Int, _ y: Int) -> UInt32 {
        UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)[x] | (hasAlpha ? 0 : 0xFF00_0000)
    }

    /// Every pixel as 0x00RRGGBB, row by row (opaque images only), for whole-image comparisons.
    package lazy var rgb: [UInt32] = {
        precondition(isOpaque, "rgb is for opaque images")
        var values = [UInt32](repeating: 0, count: width * height)
        values.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { buffer[y * width + x] = row[x] & 0x00FF_FFFF }
            }
        }
        return values
    }()

    /// Whether every pixel's alpha is 255 (always, for an RGB file).
    package var isOpaque: Bool {
        guard hasAlpha else { return true }
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 255 { return false }
        }
        return true
    }

    /// The pixel under the point (`x`, `y`) at `scale` pixels per point.
    package func pixel(atPoint x: Double, _ y: Double, scale: Int) -> RGBA {
        self[Int((x * Double(scale)).rounded(.down)), Int((y * Double(scale)).rounded(.down))]
    }
}
