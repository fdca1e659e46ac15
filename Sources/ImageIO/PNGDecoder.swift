import CPNG
import Foundation
import ProofSheetSupport

/// Decodes PNG files into 8-bit straight-alpha RGBA with libpng's simplified API: every colour
/// type (palette with tRNS, grey, grey + alpha, RGB, RGBA), every bit depth (1, 2, 4, 8, 16)
/// and Adam7 interlacing; 8-bit RGB and RGBA, the common case, take `PNGFastDecoder`'s quicker
/// path to the same pixels.
///
/// The pixels are the ones pngjs gives pixelmatch's CLI, so counts agree with pixelmatch run on
/// the same files:
/// - 16-bit samples are scaled, `round(v · 255 / 65535)`: libpng's `png_set_scale_16`, chosen by
///   `PNG_IMAGE_FLAG_16BIT_sRGB`, equals pngjs's `floor(v · 255 / 65535 + 0.5)` for every v
///   (ties cannot occur), where without the flag libpng would treat them as linear light and
///   gamma-encode them;
/// - 1-, 2- and 4-bit grey expand to 255 / 85 / 17 steps in both;
/// - Adam7-interlaced 16-bit files are re-read with libpng's row API (see
///   `InterlacedSixteenBitReader`), around a libpng bug in exactly that case;
/// - gamma (gAMA) is ignored, as pngjs ignores it, and a tRNS colour key on a grey or RGB image
///   makes matching pixels (0, 0, 0, 0), as in pngjs (see `PNGChunkScan`).
package enum PNGDecoder {
    /// The largest image decoded, in pixels (1 GiB of RGBA); larger ones are refused, not attempted.
    package static let maximumPixelCount = 1 << 28

    /// Decodes the PNG file at `path`.
    package static func decode(contentsOf path: String) throws(PNGDecodingError) -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path)
        } catch {
            throw PNGDecodingError(path: path, reason: error.reason)
        }
        return try decode(bytes, path: path)
    }

    /// Decodes PNG bytes; `path`, when given, names the file in errors.
    package static func decode(_ bytes: [UInt8], path: String? = nil) throws(PNGDecodingError) -> RGBAImage {
        let scan = bytes.withUnsafeBytes { PNGChunkScan($0) }
        if let truncation = scan.truncation { throw PNGDecodingError(path: path, reason: truncation) }
        if let shortfall = scan.imageDataShortfall { throw PNGDecodingError(path: path, reason: shortfall) }
        if let image = bytes.withUnsafeBytes({ PNGFastDecoder.decode($0, scan: scan) }) { return image }
        return try decodeWithLibpng(bytes, scan: scan, path: path)
    }

    /// `bytes` decoded by libpng (the path every file but 8-bit RGB and RGBA takes).
    static func decodeWithLibpng(_ bytes: [UInt8], scan: PNGChunkScan, path: String?) throws(PNGDecodingError) -> RGBAImage {
        var image = try (scan.bytesWithoutGamma ?? bytes).withUnsafeBytes { raw in
            Result { () throws(PNGDecodingError) in
                try decodeWithLibpng(raw, path: path, interlacedSixteenBit: scan.isInterlacedSixteenBit)
            }
        }.get()
        if scan.zeroesColourKey {
            image.pixels.withUnsafeMutableBufferPointer { pixels in
                for index in stride(from: 0, to: pixels.count, by: 4) where pixels[index + 3] == 0 {
                    pixels[index] = 0
                    pixels[index + 1] = 0
                    pixels[index + 2] = 0
                }
            }
        }
        return image
    }

    private static func decodeWithLibpng(
        _ raw: UnsafeRawBufferPointer, path: String?, interlacedSixteenBit: Bool
    ) throws(PNGDecodingError) -> RGBAImage {
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        guard let base = raw.baseAddress, png_image_begin_read_from_memory(&control, base, raw.count) != 0 else {
            throw PNGDecodingError(path: path, reason: raw.isEmpty ? "empty file" : message(of: control))
        }
        let width = Int(control.width)
        let height = Int(control.height)
        let (pixelCount, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixelCount <= maximumPixelCount else {
            png_image_free(&control)
            throw PNGDecodingError(path: path, reason: "\(width)x\(height) is larger than the \(maximumPixelCount) pixels decoded")
        }
        // Only settable after begin_read, which initialises `flags`.
        control.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
        control.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        var pixels = [UInt8](repeating: 0, count: pixelCount * 4)
        let finished = pixels.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&control, nil, buffer.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw PNGDecodingError(path: path, reason: message(of: control)) }
        if interlacedSixteenBit {
            pixels.withUnsafeMutableBytes { InterlacedSixteenBitReader.read(raw, into: $0, width: width, height: height) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// libpng's message; it frees the image itself when it fails.
    private static func message(of control: png_image) -> String {
        LibpngMessage.text(of: control.message)
    }
}
