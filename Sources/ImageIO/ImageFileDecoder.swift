import CJPEG
import Foundation
import ProofSheetSupport

/// Decodes the raster image files a spec shows (PNG through ``PNGDecoder``, JPEG through
/// libjpeg-turbo and libexif) into ``RGBAImage``, told apart by their first bytes, not their names.
///
/// Every decode is bounded: the file is read up to ``maximumFileBytes``, and the image's width
/// and height are read from its header and checked against ``maximumPixelCount`` before any
/// pixel is allocated, so a small file that declares a huge image (a decompression bomb) is
/// refused without the memory it asks for. A truncated or corrupt JPEG is refused rather than
/// drawn with libjpeg's grey fill. JPEG pixels come from the exact integer IDCT, the same bytes
/// on every machine. A JPEG's EXIF Orientation (``EXIFOrientation``, read with libexif) is applied,
/// as UIImage applies it: the pixels are turned upright and the size is the upright size.
package enum ImageFileDecoder {
    /// The most pixels an image may have: 2^25 (33,554,432, 128 MiB of RGBA; 8192 × 4096).
    package static let maximumPixelCount = 1 << 25
    /// The largest image file read.
    package static let maximumFileBytes = 1 << 27

    /// The formats decoded, by their signatures.
    package enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"

        /// The format `bytes` start with, or nil.
        package init?(sniffing bytes: [UInt8]) {
            if bytes.starts(with: PNGChunkScan.signature) {
                self = .png
            } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else {
                return nil
            }
        }
    }

    /// The image file at `path`.
    package static func decode(contentsOf path: String) throws(ImageFileError) -> RGBAImage {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, limit: maximumFileBytes)
        } catch {
            throw ImageFileError(reason: error.reason)
        }
        return try decode(bytes)
    }

    /// Decodes PNG or JPEG `bytes`.
    package static func decode(_ bytes: [UInt8]) throws(ImageFileError) -> RGBAImage {
        guard !bytes.isEmpty else { throw ImageFileError(reason: "the file is empty") }
        switch Format(sniffing: bytes) {
        case .png:
            guard let header = PNGDimensions(header: bytes) else { throw ImageFileError(reason: "the PNG file is truncated before its header ends") }
            try checkSize(width: header.width, height: header.height)
            do {
                return try PNGDecoder.decode(bytes)
            } catch {
                throw ImageFileError(reason: error.reason)
            }
        case .jpeg:
            return try decodeJPEG(bytes)
        case nil:
            throw ImageFileError(reason: "not a PNG or JPEG image (its first bytes are neither signature)")
        }
    }

    private static func checkSize(width: Int, height: Int) throws(ImageFileError) {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard overflow || pixels > maximumPixelCount else { return }
        throw ImageFileError(
            reason: "the image is \(width) × \(height) pixels, more than the limit of \(maximumPixelCount) pixels decoded (a decompression bomb?)")
    }

    private static func decodeJPEG(_ bytes: [UInt8]) throws(ImageFileError) -> RGBAImage {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            ps_jpeg_decode(buffer.baseAddress, UInt(buffer.count), UInt64(maximumPixelCount), &width, &height, &pixels, &message, message.count)
        }
        defer { free(pixels) }
        switch Int(status) {
        case Int(PS_JPEG_DECODED):
            guard let pixels else { throw ImageFileError(reason: "libjpeg returned no pixels") }
            let count = Int(width) * Int(height) * 4
            let stored = RGBAImage(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
            return EXIFOrientation(jpeg: bytes).applied(to: stored)
        case Int(PS_JPEG_TOO_LARGE):
            try checkSize(width: Int(width), height: Int(height))
            throw ImageFileError(reason: "the image is too large")
        default:
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageFileError(reason: "the JPEG file cannot be decoded: \(reason.isEmpty ? "libjpeg gave no reason" : reason)")
        }
    }
}

/// Why an image file could not be decoded, in words for a spec error (the caller names the file).
package struct ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }

    package var description: String { reason }
}
