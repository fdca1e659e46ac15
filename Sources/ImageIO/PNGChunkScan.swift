/// A walk over a PNG's chunks before libpng reads it, for the two places where libpng's
/// simplified API and pngjs (the decoder pixelmatch's CLI uses) would give different pixels:
///
/// - gAMA: libpng converts from the file's gamma to sRGB (also for 16-bit files, whatever
///   `PNG_IMAGE_FLAG_16BIT_sRGB` says, which only covers files without gAMA); pngjs ignores
///   gamma. The chunk is dropped, so samples come out as stored (16-bit ones scaled).
/// - a tRNS colour key on a grey or RGB image: libpng keeps the colour with alpha 0; pngjs
///   zeroes all four channels. `zeroesColourKey` tells the decoder to do the same.
///
/// It also spots Adam7-interlaced 16-bit files, which need `InterlacedSixteenBitReader`, and
/// a chunk before the image data that runs past the end of the file: libpng would fail on it
/// anyway ("truncated (read beyond end of data)"), but only after allocating the length the chunk claims
/// (zTXt, iCCP, iTXt, sPLT, ...), up to 2 GiB for a file of a few hundred bytes.
///
/// Anything else malformed is left for libpng to find and report.
struct PNGChunkScan {
    /// The bytes without gAMA chunks, or nil when there were none to drop.
    private(set) var bytesWithoutGamma: [UInt8]?
    /// A grey or RGB image with a tRNS colour key.
    private(set) var zeroesColourKey = false
    /// IHDR says 16 bits per sample and Adam7 interlacing.
    private(set) var isInterlacedSixteenBit = false
    /// Why the file cannot be decoded, when a chunk before the first IDAT claims more bytes
    /// than the file has.
    private(set) var truncation: String?
    /// The bytes of compressed image data (all IDAT chunks together).
    private(set) var imageDataBytes = 0
    /// The filtered image's size as IHDR declares it (a filter byte and the packed samples of
    /// each row), what the image data must inflate to; nil without a readable IHDR.
    private(set) var declaredRawBytes: Int?
    /// IHDR's width, height, bit depth, colour type, and compression, filter and interlace
    /// methods; nil without a readable IHDR.
    private(set) var header:
        (width: Int, height: Int, depth: UInt8, colourType: UInt8, methods: (compression: UInt8, filter: UInt8, interlace: UInt8))?
    /// Where each IDAT chunk's data lies in the file, when they follow one another as the format
    /// requires (nil when another chunk comes between two of them).
    private(set) var imageData: [Range<Int>]? = []
    /// Every chunk up to IEND, CRC included, for checking the CRCs: each chunk's type and data
    /// followed by its stored CRC.
    private(set) var chunks: [Range<Int>] = []

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    init(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 8, bytes.prefix(8).elementsEqual(Self.signature) else { return }
        var colourType: UInt8?
        var hasTransparency = false
        var gammaChunks: [Range<Int>] = []
        var seenImageData = false
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 12 + length
            guard end <= bytes.count else {
                chunks = []
                // A cut inside the image data stays libpng's to report (as it always has).
                if !seenImageData && type != "IDAT" {
                    truncation =
                        "truncated (read beyond end of data): the chunk at byte \(offset) claims \(length) bytes, and the file has \(bytes.count - offset - 8) more"
                }
                break
            }
            chunks.append((offset + 4)..<end)
            switch type {
            case "IHDR" where length >= 13:
                colourType = bytes[offset + 8 + 9]
                let field = { (at: Int) in bytes[(offset + 8 + at)..<(offset + 12 + at)].reduce(0) { $0 << 8 | Int($1) } }
                header = (field(0), field(4), bytes[offset + 16], bytes[offset + 17], (bytes[offset + 18], bytes[offset + 19], bytes[offset + 20]))
                isInterlacedSixteenBit = bytes[offset + 8 + 8] == 16 && bytes[offset + 8 + 12] == 1
                declaredRawBytes = Self.rawBytes(header: UnsafeRawBufferPointer(rebasing: bytes[(offset + 8)..<(offset + 21)]))
            case "tRNS": hasTransparency = true
            case "gAMA": gammaChunks.append(offset..<end)
            case "IDAT":
                if let last = imageData?.last, last.upperBound + 4 != offset { imageData = nil }
                imageData?.append((offset + 8)..<(offset + 8 + length))
                seenImageData = true
                imageDataBytes += length
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

    /// `height × (1 + ⌈width × channels × depth / 8⌉)` from the 13 bytes of IHDR's data.
    private static func rawBytes(header: UnsafeRawBufferPointer) -> Int? {
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(header[9])] ?? 1
        let bitsPerRow = width.multipliedReportingOverflow(by: channels * Int(header[8]))
        guard !bitsPerRow.overflow else { return nil }
        let total = height.multipliedReportingOverflow(by: 1 + (bitsPerRow.partialValue + 7) / 8)
        return total.overflow ? nil : total.partialValue
    }

    /// Deflate never shrinks data more than 1032 to 1; image data that could not inflate to the
    /// declared size even at that ratio cannot be a whole image.
    static let maximumCompressionRatio = 1_032

    /// Images smaller than this are left to libpng to judge: the buffer is cheap and its message
    /// is the one people know.
    static let shortfallCheckMinimumBytes = 1 << 24

    /// Why the image data cannot hold the (large) image IHDR declares, or nil when it might:
    /// checked before a pixel buffer of that size is allocated for a file of a few bytes.
    var imageDataShortfall: String? {
        guard let declaredRawBytes, declaredRawBytes >= Self.shortfallCheckMinimumBytes else { return nil }
        let (inflated, overflow) = imageDataBytes.multipliedReportingOverflow(by: Self.maximumCompressionRatio)
        guard !overflow, inflated < declaredRawBytes else { return nil }
        return
            "the image data is \(imageDataBytes) bytes, too little for the \(declaredRawBytes) bytes the header declares even at deflate's best ratio (1032:1)"
    }
}
