/// The chunks of a PNG file read straight from its bytes (signature and CRCs checked), for the
/// metadata a pixel decoder does not show: IHDR, pHYs, tEXt, tIME.
struct PNGChunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let chunks: [Chunk]

    init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw Malformed(description: "no PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Malformed(description: "truncated chunk header at \(offset)") }
            let length = Int(Self.uint32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed(description: "truncated chunk at \(offset)") }
            let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            guard Self.crc32(typeAndData) == Self.uint32(bytes, offset + 8 + length) else { throw Malformed(description: "bad CRC in \(type)") }
            chunks.append(Chunk(type: type, data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND", offset == bytes.count else {
            throw Malformed(description: "chunks must run from IHDR to IEND and end the file")
        }
        self.chunks = chunks
    }

    var types: [String] { chunks.map(\.type) }

    private var header: [UInt8] { chunks[0].data }
    var width: Int { Int(Self.uint32(header, 0)) }
    var height: Int { Int(Self.uint32(header, 4)) }
    var bitDepth: Int { Int(header[8]) }
    /// 2 = RGB, 6 = RGBA.
    var colorType: Int { Int(header[9]) }

    /// pHYs: pixels per unit on each axis and the unit (1 = metre).
    var physicalPixels: (x: UInt32, y: UInt32, unit: UInt8)? {
        guard let data = chunks.first(where: { $0.type == "pHYs" })?.data, data.count == 9 else { return nil }
        return (Self.uint32(data, 0), Self.uint32(data, 4), data[8])
    }

    /// tEXt chunks as (keyword, text), in file order (both Latin-1).
    var text: [(key: String, value: String)] {
        chunks.filter { $0.type == "tEXt" }.compactMap { chunk in
            guard let zero = chunk.data.firstIndex(of: 0) else { return nil }
            let latin1 = { (bytes: ArraySlice<UInt8>) in String(bytes.map { Character(Unicode.Scalar($0)) }) }
            return (latin1(chunk.data[..<zero]), latin1(chunk.data[(zero + 1)...]))
        }
    }

    func text(_ key: String) -> String? {
        text.first { $0.key == key }?.value
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
