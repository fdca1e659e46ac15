import CPNG
import Foundation
import ProofSheetSupport

/// The one PNG encoder: renders, diff images and triptychs all go through it, with the same
/// settings. It encodes an image row band by row band into PNG bytes with libpng: 8-bit RGB (or
/// RGBA when the image may be transparent), pHYs for the render scale when there is one, tEXt
/// metadata, and no time stamp, so the same pixels always give the same bytes. Rows are not
/// filtered: on rendered UI that gives smaller files than libpng's adaptive filtering in half the
/// time (measured in docs/performance.md).
///
/// Rows arrive in either of two layouts and are converted on the way in, so a tall page never
/// has to exist whole in memory a second time:
/// - Cairo ARGB32 (premultiplied, native-endian), from the renderers (`appendARGB32`);
/// - straight RGBA bytes, as `RGBAImage` holds them, from the differ (`appendRGBA`, or
///   `encode(_:)` / `write(_:to:)` for a whole image).
package final class PNGEncoder {
    /// zlib level 3, with no row filter. On the example baselines that is 5% smaller and about
    /// twice as fast as level 6 with libpng's adaptive filters; level 6 unfiltered is 13% smaller
    /// still but 35% slower, as levels above 3 index every byte of a long run (flat fills,
    /// the gaps of a review sheet) where levels 1-3 skip over it.
    package static let compressionLevel: Int32 = 3

    package let width: Int
    package let height: Int
    package let hasAlpha: Bool
    private let writer: UnsafeMutablePointer<ps_png_writer>
    private var rowsWritten = 0
    private var rowBuffer: [UInt8] = []

    /// Starts a PNG of `width` x `height` pixels. `scale` sets pHYs to 72 x scale dpi (nil: no
    /// pHYs chunk); `text` is written in order as tEXt chunks, or iTXt (UTF-8) for values beyond
    /// ASCII, then `compressedText` as zlib-compressed iTXt chunks (for long values, such as a
    /// layout); keywords are ASCII of 1-79 characters. All come before the image data.
    package init(
        width: Int, height: Int, hasAlpha: Bool, scale: Int?, text: [(key: String, value: String)] = [],
        compressedText: [(key: String, value: String)] = []
    ) throws(RenderError) {
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw .tooLarge("a PNG must be between 1 and 2^31-1 pixels on each side, not \(width)x\(height)")
        }
        guard let writer = ps_png_writer_create() else { throw .pngEncoding("out of memory") }
        self.writer = writer
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        let pixelsPerMetre = scale.map { UInt32((Double(72 * $0) / 0.0254).rounded()) } ?? 0
        let pairs = text + compressedText
        let keys = pairs.map { strdup($0.key) }
        let values = pairs.map { strdup($0.value) }
        let kinds =
            text.map { Int32($0.value.utf8.contains { $0 > 127 } ? PS_PNG_TEXT_INTERNATIONAL : PS_PNG_TEXT_PLAIN) }
            + compressedText.map { _ in Int32(PS_PNG_TEXT_COMPRESSED) }
        defer {
            for key in keys { free(key) }
            for value in values { free(value) }
        }
        let began = keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { keyPointers in
            values.map { UnsafePointer($0) }.withUnsafeBufferPointer { valuePointers in
                ps_png_writer_begin(
                    writer, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, Self.compressionLevel, pixelsPerMetre,
                    keyPointers.baseAddress, valuePointers.baseAddress, kinds, Int32(pairs.count)
                )
            }
        }
        guard began != 0 else { throw .pngEncoding(message) }
    }

    deinit { ps_png_writer_destroy(writer) }

    /// Appends `rowCount` rows of Cairo ARGB32 pixels starting at `pixels`, `stride` bytes apart.
    package func appendARGB32(_ pixels: UnsafePointer<UInt8>, stride: Int, rowCount: Int) throws(RenderError) {
        guard rowCount > 0 else { return }
        guard rowsWritten + rowCount <= height else { throw .pngEncoding("more rows than the \(height) declared") }
        let channels = hasAlpha ? 4 : 3
        let rowBytes = width * channels
        if rowBuffer.count < rowBytes * rowCount { rowBuffer = [UInt8](repeating: 0, count: rowBytes * rowCount) }
        rowBuffer.withUnsafeMutableBufferPointer { output in
            for row in 0..<rowCount {
                let source = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
                let target = output.baseAddress! + row * rowBytes
                if hasAlpha {
                    Self.unpremultiply(source, into: target, count: width)
                } else {
                    Self.dropAlpha(source, into: target, count: width)
                }
            }
        }
        try writeRowBuffer(rowBytes: rowBytes, rowCount: rowCount)
    }

    /// Appends `rowCount` rows of straight (not premultiplied) RGBA bytes starting at `pixels`,
    /// `stride` bytes apart, as `RGBAImage` holds them. With alpha they go to libpng as they are;
    /// without, the alpha byte is dropped on the way.
    package func appendRGBA(_ pixels: UnsafePointer<UInt8>, stride: Int, rowCount: Int) throws(RenderError) {
        guard rowCount > 0 else { return }
        guard rowsWritten + rowCount <= height else { throw .pngEncoding("more rows than the \(height) declared") }
        if hasAlpha {
            guard ps_png_writer_write_rows(writer, pixels, stride, UInt32(rowCount)) != 0 else { throw .pngEncoding(message) }
            rowsWritten += rowCount
            return
        }
        // A band at a time, so the RGB copy stays small and in cache whatever the image's height.
        let rowBytes = width * 3
        let bandRows = max(1, min(rowCount, Self.bandBytes / rowBytes))
        if rowBuffer.count < rowBytes * bandRows { rowBuffer = [UInt8](repeating: 0, count: rowBytes * bandRows) }
        for bandTop in Swift.stride(from: 0, to: rowCount, by: bandRows) {
            let rows = min(bandRows, rowCount - bandTop)
            rowBuffer.withUnsafeMutableBufferPointer { output in
                for row in 0..<rows {
                    Self.dropAlpha(rgba: pixels + (bandTop + row) * stride, into: output.baseAddress! + row * rowBytes, count: width)
                }
            }
            try writeRowBuffer(rowBytes: rowBytes, rowCount: rows)
        }
    }

    private func writeRowBuffer(rowBytes: Int, rowCount: Int) throws(RenderError) {
        let written = rowBuffer.withUnsafeBufferPointer { buffer in
            ps_png_writer_write_rows(writer, buffer.baseAddress, rowBytes, UInt32(rowCount))
        }
        guard written != 0 else { throw .pngEncoding(message) }
        rowsWritten += rowCount
    }

    /// The most bytes converted at once by `appendRGBA`.
    private static let bandBytes = 1 << 20

    /// Finishes the file and returns its bytes.
    package func finish() throws(RenderError) -> [UInt8] {
        guard rowsWritten == height else { throw .pngEncoding("\(rowsWritten) of \(height) rows were written") }
        guard ps_png_writer_finish(writer) != 0 else { throw .pngEncoding(message) }
        return Array(UnsafeBufferPointer(start: writer.pointee.data, count: writer.pointee.size))
    }

    private var message: String { LibpngMessage.text(of: writer.pointee.message) }

    /// Whether `count` Cairo ARGB32 pixels are, once converted as ``appendARGB32(_:stride:rowCount:)``
    /// converts them, exactly the straight RGBA pixels at `rgba` that decoding the PNG gives:
    /// without alpha, the same colour and a decoded alpha of 255.
    package static func samePixels(argb32: UnsafePointer<UInt8>, rgba: UnsafePointer<UInt8>, count: Int, hasAlpha: Bool) -> Bool {
        let source = UnsafeRawPointer(argb32).assumingMemoryBound(to: UInt32.self)
        guard !hasAlpha else {
            for index in 0..<count {
                let converted = straight(source[index])
                let target = rgba + index &* 4
                guard converted.0 == target[0], converted.1 == target[1], converted.2 == target[2], converted.3 == target[3] else { return false }
            }
            return true
        }
        // Opaque: each pixel as the little-endian word of its RGBA bytes, R G B and 255, compared
        // a block at a time with no branch per pixel, so the compiler vectorises the loop (it
        // was a seventh of a passing check's time, byte by byte).
        let decoded = UnsafeRawPointer(rgba)
        var start = 0
        while start < count {
            let end = min(count, start &+ 256)
            var difference: UInt32 = 0
            for index in start..<end {
                let pixel = source[index]
                let word = 0xFF00_0000 | (pixel & 0xFF) << 16 | (pixel & 0xFF00) | (pixel >> 16) & 0xFF
                difference |= word ^ UInt32(littleEndian: decoded.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
            }
            guard difference == 0 else { return false }
            start = end
        }
        return true
    }

    private static func dropAlpha(rgba source: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            target[index &* 3] = source[index &* 4]
            target[index &* 3 &+ 1] = source[index &* 4 &+ 1]
            target[index &* 3 &+ 2] = source[index &* 4 &+ 2]
        }
    }

    private static func dropAlpha(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let (red, green, blue) = opaque(source[index])
            target[index &* 3] = red
            target[index &* 3 &+ 1] = green
            target[index &* 3 &+ 2] = blue
        }
    }

    /// One ARGB32 pixel's colour, its alpha dropped (the scene is opaque).
    @inline(__always)
    private static func opaque(_ pixel: UInt32) -> (UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel))
    }

    private static func unpremultiply(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let (red, green, blue, alpha) = straight(source[index])
            target[index &* 4] = red
            target[index &* 4 &+ 1] = green
            target[index &* 4 &+ 2] = blue
            target[index &* 4 &+ 3] = alpha
        }
    }

    /// One premultiplied ARGB32 pixel as straight RGBA, rounded to nearest.
    @inline(__always)
    private static func straight(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let alpha = pixel >> 24
        var red = (pixel >> 16) & 0xFF
        var green = (pixel >> 8) & 0xFF
        var blue = pixel & 0xFF
        if alpha != 0 && alpha != 255 {
            red = (red * 255 + alpha / 2) / alpha
            green = (green * 255 + alpha / 2) / alpha
            blue = (blue * 255 + alpha / 2) / alpha
        }
        return (UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green), UInt8(truncatingIfNeeded: blue), UInt8(truncatingIfNeeded: alpha))
    }
}

// Whole images: diffs and triptychs.
extension PNGEncoder {
    /// The PNG bytes of `image`: RGB when every pixel is opaque, RGBA otherwise (the decoded
    /// pixels are the same either way), with the same settings as a render. `scale` sets pHYs
    /// as for a render; nil writes none.
    package static func encode(_ image: RGBAImage, scale: Int? = nil) throws(RenderError) -> [UInt8] {
        let encoder = try PNGEncoder(width: image.width, height: image.height, hasAlpha: !image.isOpaque, scale: scale)
        try image.pixels.withUnsafeBufferPointer { (pixels) throws(RenderError) in
            try encoder.appendRGBA(pixels.baseAddress!, stride: image.width * 4, rowCount: image.height)
        }
        return try encoder.finish()
    }

    /// Encodes `image` and writes it to `path` (whose folder must exist), replacing any file
    /// there, atomically (`StagedFiles.write`), so a reader never sees a half-written diff image.
    /// On failure no temporary file is left behind.
    package static func write(_ image: RGBAImage, to path: String, scale: Int? = nil) throws(RenderError) {
        try StagedFiles.write(try encode(image, scale: scale), to: URL(fileURLWithPath: path), creatingFolder: false)
    }
}
