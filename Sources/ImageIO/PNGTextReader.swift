import CPNG
import Foundation
import ProofSheetSupport

/// Reads a text chunk back out of a PNG: tEXt, zTXt or iTXt (decompressed), among the chunks
/// before the image data, where ``PNGEncoder`` writes them.
package enum PNGTextReader {
    /// The most bytes a compressed chunk may inflate to (the stored layout of a 10,000-item list
    /// at AX5 is about 4 MB): more is refused, so a small file cannot claim gigabytes.
    package static let maximumTextBytes = 16 << 20

    /// The text of the chunk named `key`, nil when the PNG has none; a PNG libpng cannot read
    /// up to its image data, or a chunk that is not UTF-8 or inflates past
    /// ``maximumTextBytes``, is an error naming `path`.
    package static func text(named key: String, in png: [UInt8], path: String) throws(PNGDecodingError) -> String? {
        // A chunk that claims more bytes than the file has would have libpng allocate (and
        // clear) that much before failing: refused first, as the decoder refuses it.
        if let truncation = png.withUnsafeBytes({ PNGChunkScan($0) }).truncation {
            throw PNGDecodingError(path: path, reason: truncation)
        }
        var text: UnsafeMutablePointer<CChar>?
        var length = 0
        let found = png.withUnsafeBufferPointer { bytes in
            ps_png_read_text(bytes.baseAddress, bytes.count, key, maximumTextBytes, &text, &length)
        }
        defer { free(text) }
        switch found {
        case 0:
            return nil
        case 1:
            guard let text else { return nil }
            let bytes = UnsafeRawBufferPointer(start: text, count: length)
            guard let value = String(validating: bytes, as: UTF8.self) else {
                throw PNGDecodingError(path: path, reason: "its \(key.quoted) text is not UTF-8")
            }
            return value
        default:
            throw PNGDecodingError(
                path: path, reason: "its \(key.quoted) text cannot be read (a malformed chunk, or more than \(maximumTextBytes) bytes once inflated)")
        }
    }
}
