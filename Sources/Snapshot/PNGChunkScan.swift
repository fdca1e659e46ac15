/// A walk over a PNG's chunks before libpng reads it, for the two places where libpng's
/// simplified API and pngjs (the decoder pixelmatch's CLI uses) would give different pixels:
///
/// - gAMA: libpng converts from the file's gamma to sRGB (also for 16-bit files, whatever
///   `PNG_IMAGE_FLAG_16BIT_sRGB` says, which only covers files without gAMA); pngjs ignores
///   gamma. The chunk is dropped, so samples come out as stored (16-bit ones scaled).
/// - a tRNS colour key on a grey or RGB image: libpng keeps the colour with alpha 0; pngjs
///   zeroes all four channels. `zeroesColourKey` tells the decoder to do the same.
///
/// It also spots Adam7-interlaced 16-bit files, which need `InterlacedSixteenBitReader`.
///
/// Anything malformed is left for libpng to find and report.
struct PNGChunkScan {
    /// The bytes without gAMA chunks, or nil when there were none to drop.
    private(set) var bytesWithoutGamma: [UInt8]?
    /// A grey or RGB image with a tRNS colour key.
    private(set) var zeroesColourKey = false
    /// IHDR says 16 bits per sample and Adam7 interlacing.
    private(set) var isInterlacedSixteenBit = false

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    init(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(Self.signature) else { return }
        var colourType: UInt8?
        var hasTransparency = false
        var gammaChunks: [Range<Int>] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let end = offset + 12 + length
            guard end <= bytes.count else { break }
            switch String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) {
            case "IHDR" where length >= 13:
                colourType = bytes[offset + 8 + 9]
                isInterlacedSixteenBit = bytes[offset + 8 + 8] == 16 && bytes[offset + 8 + 12] == 1
            case "tRNS": hasTransparency = true
            case "gAMA": gammaChunks.append(offset..<end)
            case "IEND": offset = bytes.count
            default: break
            }
            offset = end
        }
        zeroesColourKey = hasTransparency && (colourType == 0 || colourType == 2)
        if !gammaChunks.isEmpty {
            var kept = [UInt8]()
            kept.reserveCapacity(bytes.count)
            var start = 0
            for chunk in gammaChunks {
                kept.append(contentsOf: bytes[start..<chunk.lowerBound])
                start = chunk.upperBound
            }
            kept.append(contentsOf: bytes[start...])
            bytesWithoutGamma = kept
        }
    }
}
