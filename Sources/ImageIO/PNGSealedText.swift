import CPNG
import ProofSheetSupport

/// A text chunk that binds its PNG: a zlib-compressed iTXt chunk, before the image data, whose
/// text holds the SHA-256 of every other byte of the file (signature, header, the other text
/// chunks, all image data, IEND and anything after it). A reader tells without decoding that a
/// file is byte for byte the one the chunk was sealed into: an edited pixel, a file cut short,
/// another image carrying this chunk, all hash differently. `BaselineStamp`'s chunk is one, so
/// `check` skips a variant only when its baseline is the file the build wrote.
///
/// The digest is not a secret: it tells a file that was changed from the one written, not from
/// one whose editor recomputed the digest and sealed the chunk again.
package enum PNGSealedText {
    /// `png` (a whole PNG, as ``PNGEncoder`` writes it) with a compressed iTXt chunk named
    /// `keyword` placed just before its first IDAT chunk, whose text is `text(digest)`, `digest`
    /// being the SHA-256 (lowercase hex) of `png`: of every byte of the result but that chunk.
    /// The same bytes and text always give the same file. An error when `png` has no image data
    /// or already has a text chunk of that name before it.
    package static func sealing(_ png: [UInt8], keyword: String, text: (_ digest: String) -> String) throws(RenderError) -> [UInt8] {
        let key = Array(keyword.utf8)
        precondition((1...79).contains(key.count) && !key.contains(0), "a PNG keyword is 1 to 79 bytes without NUL")
        guard let layout = png.withUnsafeBytes({ chunks(of: $0, keyword: key) }), layout.sealed == nil else {
            throw .pngEncoding("cannot seal a \(keyword.quoted) text chunk into this PNG: it has no image data, or already has such a chunk")
        }
        let compressed = try deflate(Array(text(SHA256Digest.hex(of: png)).utf8))
        // The keyword, compressed (1) with zlib (0), an empty language tag and translated keyword.
        let typeAndData = Array("iTXt".utf8) + key + [0, 1, 0, 0, 0] + compressed
        let crc = typeAndData.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
        var sealed = [UInt8]()
        sealed.reserveCapacity(png.count + typeAndData.count + 8)
        sealed.append(contentsOf: png[..<layout.imageData])
        sealed.append(contentsOf: bigEndian(UInt32(typeAndData.count - 4)))
        sealed.append(contentsOf: typeAndData)
        sealed.append(contentsOf: bigEndian(crc))
        sealed.append(contentsOf: png[layout.imageData...])
        return sealed
    }

    /// The text of the first text chunk named `keyword` before `png`'s image data, and the
    /// SHA-256 (lowercase hex) of every other byte of `png`: the digest the text holds when the
    /// file is the one it was sealed into. Nothing is decoded; the chunk's text is inflated and
    /// the rest hashed. Nil when there is no such chunk, or it is not a compressed iTXt chunk
    /// with a correct CRC whose text inflates to UTF-8 of at most
    /// ``PNGTextReader/maximumTextBytes``, or a chunk before the image data runs past the end.
    package static func read(keyword: String, in png: [UInt8]) -> (text: String, digestOfTheRest: String)? {
        let key = Array(keyword.utf8)
        return png.withUnsafeBytes { bytes -> (String, String)? in
            guard let chunk = chunks(of: bytes, keyword: key)?.sealed, let base = bytes.baseAddress else { return nil }
            // Length, type, data, CRC: the CRC covers the type and data.
            let typeAndData = (chunk.lowerBound + 4)..<(chunk.upperBound - 4)
            let storedCRC = bytes[typeAndData.upperBound..<chunk.upperBound].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard bytes[typeAndData.prefix(4)].elementsEqual("iTXt".utf8),
                libdeflate_crc32(0, base + typeAndData.lowerBound, typeAndData.count) == storedCRC
            else { return nil }
            // Past the keyword and its NUL: compressed with zlib, then the language tag and the
            // translated keyword, each ended by a NUL, then the text.
            var index = typeAndData.lowerBound + 4 + key.count + 1
            guard index + 2 <= typeAndData.upperBound, bytes[index] == 1, bytes[index + 1] == 0 else { return nil }
            index += 2
            for _ in 0..<2 {
                guard let end = bytes[index..<typeAndData.upperBound].firstIndex(of: 0) else { return nil }
                index = end + 1
            }
            guard let text = inflate(UnsafeRawBufferPointer(rebasing: bytes[index..<typeAndData.upperBound])) else { return nil }
            let digest = SHA256Digest()
            digest.update(UnsafeRawBufferPointer(rebasing: bytes[..<chunk.lowerBound]))
            digest.update(UnsafeRawBufferPointer(rebasing: bytes[chunk.upperBound...]))
            return (text, digest.hex)
        }
    }

    /// Where the first IDAT chunk starts, and the first tEXt, zTXt or iTXt chunk named `keyword`
    /// before it (from its length to its CRC); nil when `bytes` is not a PNG, a chunk before the
    /// image data runs past the end, or there is no image data.
    private static func chunks(of bytes: UnsafeRawBufferPointer, keyword: [UInt8]) -> (imageData: Int, sealed: Range<Int>?)? {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(PNGChunkScan.signature) else { return nil }
        var sealed: Range<Int>?
        var offset = 8
        while offset + 12 <= bytes.count {
            let type = bytes[(offset + 4)..<(offset + 8)]
            if type.elementsEqual("IDAT".utf8) { return (offset, sealed) }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { return nil }
            let isText = type.elementsEqual("tEXt".utf8) || type.elementsEqual("zTXt".utf8) || type.elementsEqual("iTXt".utf8)
            if sealed == nil, isText, length > keyword.count, bytes[(offset + 8)..<(offset + 8 + keyword.count)].elementsEqual(keyword),
                bytes[offset + 8 + keyword.count] == 0
            {
                sealed = offset..<end
            }
            offset = end
        }
        return nil
    }

    /// The zlib stream of `text`, at libdeflate's level 9: a few hundred bytes, compressed in microseconds.
    static func deflate(_ text: [UInt8]) throws(RenderError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(9) else { throw .pngEncoding("out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, text.count))
        let size = text.withUnsafeBytes { text in
            compressed.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, text.baseAddress, text.count, $0.baseAddress, $0.count) }
        }
        guard size > 0 else { throw .pngEncoding("the \(text.count) bytes of text did not compress") }
        return Array(compressed.prefix(size))
    }

    /// The UTF-8 text of the zlib stream `compressed`; nil when it is not one whole stream, or
    /// not UTF-8, or inflates past ``PNGTextReader/maximumTextBytes``.
    private static func inflate(_ compressed: UnsafeRawBufferPointer) -> String? {
        guard let inflater = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(inflater) }
        var capacity = min(PNGTextReader.maximumTextBytes, max(1 << 12, compressed.count * 8))
        while true {
            var size = 0
            var text = [UInt8](repeating: 0, count: capacity)
            let result = text.withUnsafeMutableBytes {
                libdeflate_zlib_decompress(inflater, compressed.baseAddress, compressed.count, $0.baseAddress, $0.count, &size)
            }
            switch result {
            case LIBDEFLATE_SUCCESS:
                return String(validating: text.prefix(size), as: UTF8.self)
            case LIBDEFLATE_INSUFFICIENT_SPACE where capacity < PNGTextReader.maximumTextBytes:
                capacity = min(PNGTextReader.maximumTextBytes, capacity * 2)
            default:
                return nil
            }
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
