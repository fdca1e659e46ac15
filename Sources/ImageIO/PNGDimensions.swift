/// A PNG's width and height, read from its IHDR chunk alone (the first 24 bytes), without
/// decoding the image.
package struct PNGDimensions: Hashable, Sendable {
    package let width: Int
    package let height: Int

    /// The dimensions in a PNG's first 24 bytes: signature, IHDR length and type, width, height.
    package init?(header bytes: [UInt8]) {
        guard bytes.count >= 24, bytes.prefix(8).elementsEqual(PNGChunkScan.signature), bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
            return nil
        }
        width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
}
