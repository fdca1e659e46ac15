import Foundation

/// A PNG's width and height, read from its IHDR chunk alone (the first 24 bytes), so a report
/// can size thousands of images without decoding them.
package struct PNGDimensions: Hashable, Sendable {
    package let width: Int
    package let height: Int

    /// The dimensions of the PNG at `url`; nil when it cannot be read or is not a PNG.
    package init?(contentsOf url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 24) else { return nil }
        self.init(header: [UInt8](header))
    }

    /// The dimensions in a PNG's first 24 bytes: signature, IHDR length and type, width, height.
    package init?(header bytes: [UInt8]) {
        guard bytes.count >= 24, bytes.prefix(8).elementsEqual(PNGChunkScan.signature), bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    }
}
