/// The chunks of a PNG file read straight from its bytes (signature and CRCs checked), for the
/// metadata a pixel decoder does not show: IHDR, pHYs, tEXt, tIME.
package struct PNGChunks {
    /// One chunk: its four-letter type and its data (length and CRC stripped).
    package struct Chunk {
        package var type: String
        package var data: [UInt8]

        package init(type: String, data: [UInt8]) {
            self.type = type
            self.data = data
        }
    }

    /// The bytes are not a well-formed sequence of PNG chunks.
    package struct Malformed: Error, CustomStringConvertible {
        package let description: String
    }

    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Every chunk, IHDR first and IEND last.
    package let chunks: [Chunk]

    /// Reads the chunks of the PNG file `bytes`; throws `Malformed` on a bad signature, a
    /// truncated chunk, a CRC mismatch or bytes after IEND.
    package init(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else { throw Malformed(description: "no PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw Malformed(description: "truncated chunk header at \(offset)") }
            let length = Int(Self.uint32(bytes, offset))
            guard offset + 12 + length <= bytes.count else { throw Malformed(description: "truncated chunk at \(offset)") }
            let typeAndData = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            guard CRC32.checksum(typeAndData) == Self.uint32(bytes, offset + 8 + length) else { throw Malformed(description: "bad CRC in \(type)") }
            chunks.append(Chunk(type: type, data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
            if type == "IEND" { break }
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND", offset == bytes.count else {
            throw Malformed(description: "chunks must run from IHDR to IEND and end the file")
        }
        self.chunks = chunks
    }

    /// The chunks given, as a PNG file: each with its length and a fresh CRC.
    package init(chunks: [Chunk]) {
        self.chunks = chunks
    }

    /// The file these chunks make, CRCs computed afresh.
    package var bytes: [UInt8] {
        chunks.reduce(Self.signature) { $0 + Self.chunk($1.type, $1.data) }
    }

    /// One chunk as a file holds it: the data's length, the type, the data and the CRC of type
    /// and data (the one chunk writer of the tests).
    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(CRC32.checksum(typeAndData))
    }

    /// The text keyword of a tEXt, zTXt or iTXt chunk (the bytes before its first NUL).
    package static func keyword(of chunk: Chunk) -> String? {
        guard ["tEXt", "zTXt", "iTXt"].contains(chunk.type) else { return nil }
        return String(decoding: chunk.data.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// `value` as four bytes, most significant first, as PNG writes numbers.
    package static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    /// The chunk types in file order.
    package var types: [String] { chunks.map(\.type) }

    private var header: [UInt8] { chunks[0].data }
    package var width: Int { Int(Self.uint32(header, 0)) }
    package var height: Int { Int(Self.uint32(header, 4)) }
    package var bitDepth: Int { Int(header[8]) }
    /// 2 = RGB, 6 = RGBA.
    package var colorType: Int { Int(header[9]) }

    /// pHYs: pixels per unit on each axis and the unit (1 = metre).
    package var physicalPixels: (x: UInt32, y: UInt32, unit: UInt8)? {
        guard let data = chunks.first(where: { $0.type == "pHYs" })?.data, data.count == 9 else { return nil }
        return (Self.uint32(data, 0), Self.uint32(data, 4), data[8])
    }

    /// tEXt chunks (Latin-1) and uncompressed iTXt chunks (UTF-8) as (keyword, text), in file
    /// order.
    package var text: [(key: String, value: String)] {
        let latin1 = { (bytes: ArraySlice<UInt8>) in String(bytes.map { Character(Unicode.Scalar($0)) }) }
        return chunks.compactMap { chunk in
            guard let zero = chunk.data.firstIndex(of: 0) else { return nil }
            let key = latin1(chunk.data[..<zero])
            switch chunk.type {
            case "tEXt":
                return (key, latin1(chunk.data[(zero + 1)...]))
            case "iTXt":
                // keyword, 0, compression flag (0), method, language tag, 0, translated keyword, 0, text.
                let rest = chunk.data[(zero + 1)...]
                guard rest.count >= 2, rest[rest.startIndex] == 0 else { return nil }
                let afterFlags = rest.dropFirst(2)
                guard let languageEnd = afterFlags.firstIndex(of: 0), let translatedEnd = afterFlags[(languageEnd + 1)...].firstIndex(of: 0) else {
                    return nil
                }
                return (key, String(decoding: afterFlags[(translatedEnd + 1)...], as: UTF8.self))
            default:
                return nil
            }
        }
    }

    /// The text of the first tEXt or iTXt chunk with `key`.
    package func text(_ key: String) -> String? {
        text.first { $0.key == key }?.value
    }

    /// The big-endian 32-bit number at `offset`.
    package static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
