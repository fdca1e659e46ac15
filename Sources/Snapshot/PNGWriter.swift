import CPangoCairo
import Foundation
import Rendering

/// Encodes an `RGBAImage` as an 8-bit RGBA PNG with libpng's simplified API, and writes it
/// atomically (`StagedFiles.write`), so a reader never sees a half-written diff image.
public enum PNGWriter {
    /// The PNG bytes of `image`.
    public static func encode(_ image: RGBAImage) throws(PNGWritingError) -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= 0x7FFF_FFFF, image.height <= 0x7FFF_FFFF else {
            throw .encoding("a PNG needs 1 to 2^31-1 pixels on each side, not \(image.width)x\(image.height)")
        }
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        control.width = UInt32(image.width)
        control.height = UInt32(image.height)
        control.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        return try image.pixels.withUnsafeBytes { pixels in
            Result { () throws(PNGWritingError) in
                var size = 0
                // The first call measures, the second writes.
                guard png_image_write_to_memory(&control, nil, &size, 0, pixels.baseAddress, 0, nil) != 0 else {
                    throw .encoding(message(of: control))
                }
                var bytes = [UInt8](repeating: 0, count: size)
                let written = bytes.withUnsafeMutableBytes { buffer in
                    png_image_write_to_memory(&control, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
                }
                guard written != 0 else { throw .encoding(message(of: control)) }
                return Array(bytes.prefix(size))
            }
        }.get()
    }

    /// Encodes `image` and writes it to `path` (whose folder must exist), replacing any file
    /// there. On failure no temporary file is left behind.
    public static func write(_ image: RGBAImage, to path: String) throws(PNGWritingError) {
        let bytes = try encode(image)
        do {
            try StagedFiles.write(bytes, to: URL(fileURLWithPath: path), creatingFolder: false)
        } catch {
            throw .notWritable(path: path, reason: error.reason)
        }
    }

    private static func message(of control: png_image) -> String {
        let text = withUnsafeBytes(of: control.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}
