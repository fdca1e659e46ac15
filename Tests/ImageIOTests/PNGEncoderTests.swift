import Foundation
import TestSupport
import Testing

@testable import ImageIO

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

/// Long text goes into a zlib-compressed iTXt chunk before the image data, and reads back whole
/// through libpng; a missing keyword is nil, not an error.
@Test func compressedTextRoundTripsThroughTheReader() throws {
    let long = String(repeating: "{\"frame\":[0,0,393,44.333333],\"text\":\"Café 日本\"},", count: 400)
    let encoder = try PNGEncoder(width: 1, height: 1, hasAlpha: false, scale: 1, text: [("spec", "a.yaml")], compressedText: [("layout", long)])
    var pixel: [UInt8] = [0, 0, 0, 255]
    try encoder.appendARGB32(&pixel, stride: 4, rowCount: 1)
    let png = try encoder.finish()
    let chunks = try PNGChunks(png)
    let compressed = try #require(chunks.chunks.first { $0.type == "iTXt" && $0.data.starts(with: Array("layout".utf8) + [0]) })
    // The compression flag is set, and the chunk is much smaller than the text.
    #expect(compressed.data[7] == 1)
    #expect(compressed.data.count < long.utf8.count / 10)
    #expect(chunks.chunks.map(\.type).firstIndex(of: "iTXt")! < chunks.chunks.map(\.type).firstIndex(of: "IDAT")!)
    #expect(try PNGTextReader.text(named: "layout", in: png, path: "a.png") == long)
    #expect(try PNGTextReader.text(named: "spec", in: png, path: "a.png") == "a.yaml")
    #expect(try PNGTextReader.text(named: "absent", in: png, path: "a.png") == nil)
}

/// A chunk claiming more bytes than the file has is refused before libpng allocates what it
/// claims (the fuzzer's 2 GiB zTXt: 51 bytes that once took libpng seconds to clear memory for).
@Test func aTextChunkClaimingGigabytesIsRefusedAtOnce() throws {
    let file = Repository.url("tools/fuzz/crashers/png/ztxt-claims-2gib.png")
    let png = Array(try Data(contentsOf: file))
    #expect(throws: PNGDecodingError.self) { try PNGTextReader.text(named: "layout", in: png, path: "x.png") }
    do {
        _ = try PNGTextReader.text(named: "layout", in: png, path: "x.png")
    } catch {
        #expect(error.reason.hasPrefix("truncated (read beyond end of data): the chunk at byte 33 claims"))
    }
}
