import TestSupport

/// Builds PNG files byte by byte for the decoder tests: any colour type, bit depth and
/// interlacing, with any extra chunks. The image data goes into zlib "stored" blocks, so no
/// compressor is needed and every sample in the file is the one the test wrote.
struct TestPNG {
    enum ColourType: UInt8 {
        case grey = 0
        case rgb = 2
        case palette = 3
        case greyAlpha = 4
        case rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    var width: Int
    var height: Int
    var colourType: ColourType
    var bitDepth: Int
    /// `width * height * channels` samples, row by row (palette indices for `.palette`).
    var samples: [UInt16]
    var interlaced = false
    /// PLTE: R, G, B per entry.
    var palette: [UInt8] = []
    /// tRNS payload.
    var transparency: [UInt8]?
    /// Chunks written after IHDR, before PLTE and IDAT.
    var extraChunks: [(type: String, data: [UInt8])] = []

    /// The PNG file.
    var bytes: [UInt8] {
        var file = Self.signatureAndHeader(width: width, height: height, colourType: colourType, bitDepth: bitDepth, interlaced: interlaced)
        for extra in extraChunks { file += PNGChunks.chunk(extra.type, extra.data) }
        if !palette.isEmpty { file += PNGChunks.chunk("PLTE", palette) }
        if let transparency { file += PNGChunks.chunk("tRNS", transparency) }
        file += PNGChunks.chunk("IDAT", Self.zlibStored(scanlines))
        file += PNGChunks.chunk("IEND", [])
        return file
    }

    /// Filter byte 0 and packed samples for every row, pass by pass when interlaced.
    private var scanlines: [UInt8] {
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data: [UInt8] = []
        for pass in passes {
            let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
            let rows = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !columns.isEmpty, !rows.isEmpty else { continue }
            for y in rows {
                data.append(0)
                data += pack(
                    columns.flatMap { x in
                        let start = (y * width + x) * colourType.channels
                        return samples[start..<start + colourType.channels]
                    })
            }
        }
        return data
    }

    private func pack(_ row: [UInt16]) -> [UInt8] {
        switch bitDepth {
        case 16: return row.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return row.map { UInt8($0) }
        default:
            var bytes = [UInt8](repeating: 0, count: (row.count * bitDepth + 7) / 8)
            for (index, sample) in row.enumerated() {
                let bit = index * bitDepth
                bytes[bit / 8] |= UInt8(sample) << (8 - bitDepth - bit % 8)
            }
            return bytes
        }
    }

    /// The signature and IHDR alone, for files whose data a test writes itself.
    static func signatureAndHeader(width: Int, height: Int, colourType: ColourType, bitDepth: Int, interlaced: Bool = false) -> [UInt8] {
        let size = PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height))
        return PNGChunks.signature + PNGChunks.chunk("IHDR", size + [UInt8(bitDepth), colourType.rawValue, 0, 0, interlaced ? 1 : 0])
    }

    /// A zlib stream of uncompressed (stored) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let isLast = offset + count == data.count
            stream += [isLast ? 1 : 0, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            stream += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return stream + PNGChunks.bigEndian(b << 16 | a)
    }
}
