import Foundation
import ImageIO

/// A PNG decoded by ImageIO's decoder (the one the differ and the reports read PNGs with, so the
/// tests need no Cairo to read one), read pixel by pixel as straight RGBA at device coordinates.
package final class DecodedPNG {
    private let image: RGBAImage
    package var width: Int { image.width }
    package var height: Int { image.height }

    /// Decodes the PNG file `bytes`; throws `PNGDecodingError` when they are not one.
    package init(png bytes: [UInt8]) throws {
        image = try PNGDecoder.decode(bytes)
    }

    /// Decodes the PNG file at `url`.
    package convenience init(contentsOf url: URL) throws {
        try self.init(png: Array(try Data(contentsOf: url)))
    }

    /// The pixel at device coordinates (`x`, `y`).
    package subscript(x: Int, y: Int) -> RGBA {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let index = (y * width + x) * 4
        return RGBA(image.pixels[index], image.pixels[index + 1], image.pixels[index + 2], image.pixels[index + 3])
    }

    /// The pixel at (`x`, `y`) packed as 0xAARRGGBB: fast equality checks.
    package func raw(_ x: Int, _ y: Int) -> UInt32 {
        let pixel = self[x, y]
        return UInt32(pixel.a) << 24 | UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
    }

    /// Every pixel as 0x00RRGGBB, row by row (opaque images only), for whole-image comparisons.
    package lazy var rgb: [UInt32] = {
        precondition(isOpaque, "rgb is for opaque images")
        return image.pixels.withUnsafeBufferPointer { bytes in
            (0..<(width * height)).map { index in
                UInt32(bytes[index * 4]) << 16 | UInt32(bytes[index * 4 + 1]) << 8 | UInt32(bytes[index * 4 + 2])
            }
        }
    }()

    /// Whether every pixel's alpha is 255 (always, for a file without alpha).
    package var isOpaque: Bool { image.isOpaque }

    /// The pixel under the point (`x`, `y`) at `scale` pixels per point.
    package func pixel(atPoint x: Double, _ y: Double, scale: Int) -> RGBA {
        self[Int((x * Double(scale)).rounded(.down)), Int((y * Double(scale)).rounded(.down))]
    }
}
