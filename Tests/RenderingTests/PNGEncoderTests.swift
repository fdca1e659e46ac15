import Testing
import TestSupport
@testable import Rendering

/// Text metadata: ASCII values as tEXt, anything beyond as iTXt holding the UTF-8 unchanged
/// (tEXt is Latin-1, so UTF-8 in it would read back as mojibake).
@Test func nonASCIIMetadataGoesIntoITXtAsUTF8() throws {
    let encoder = try PNGEncoder(width: 1, height: 1, hasAlpha: false, scale: 1, text: [("screen", "Café 日本"), ("spec", "plain.yaml")])
    var pixel: [UInt8] = [0, 0, 0, 255]
    try encoder.appendARGB32(&pixel, stride: 4, rowCount: 1)
    let chunks = try PNGChunks(try encoder.finish())
    #expect(chunks.text("spec") == "plain.yaml")
    // Not a tEXt chunk (Latin-1 only), but an iTXt one, which the reader decodes as UTF-8.
    #expect(!chunks.chunks.contains { $0.type == "tEXt" && $0.data.starts(with: Array("screen".utf8) + [0]) })
    #expect(chunks.text("screen") == "Café 日本")
    let international = try #require(chunks.chunks.first { $0.type == "iTXt" })
    // keyword, NUL, compression flag 0, method 0, empty language tag, NUL, empty translated keyword, NUL, text
    #expect(international.data == Array("screen".utf8) + [0, 0, 0, 0, 0] + Array("Café 日本".utf8))
}
