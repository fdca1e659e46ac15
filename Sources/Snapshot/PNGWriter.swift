import CPangoCairo
import Foundation

/// Encodes an `RGBAImage` as an 8-bit RGBA PNG with libpng's simplified API, and writes it
/// atomically: to a temporary file in the destination's directory, then renamed over the
/// destination, so a reader never sees a half-written diff image.
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

    /// Encodes `image` and writes it to `path`, replacing any file there. On failure no
    /// temporary file is left behind.
    public static func write(_ image: RGBAImage, to path: String) throws(PNGWritingError) {
        let bytes = try encode(image)
        let destination = URL(fileURLWithPath: path)
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .notWritable(path: path, reason: String(cString: strerror(errno))) }
        var failure: String?
        var offset = 0
        while failure == nil, offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written > 0 { offset += written } else if errno != EINTR { failure = String(cString: strerror(errno)) }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, destination.path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw .notWritable(path: path, reason: failure)
        }
    }

    private static func message(of control: png_image) -> String {
        let text = withUnsafeBytes(of: control.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}
