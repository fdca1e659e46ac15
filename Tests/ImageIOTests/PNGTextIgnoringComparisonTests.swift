import TestSupport
import Testing

@testable import ImageIO

/// Two PNGs are the same but for a named text chunk exactly when every other chunk is the same.
@Suite struct PNGTextIgnoringComparisonTests {
    static let image = PNGFastDecoderTests.png(
        width: 4, height: 3, pixels: PNGFastDecoderTests.randomPixels(width: 4, height: 3, alpha: false, seed: 9), alpha: false, filters: [0]
    )

    static func with(_ extra: [PNGChunks.Chunk], in png: [UInt8] = image) throws -> [UInt8] {
        let chunks = try PNGChunks(png).chunks
        return PNGChunks(chunks: [chunks[0]] + extra + chunks.dropFirst()).bytes
    }

    @Test func onlyTheNamedTextChunkIsLeftOut() throws {
        let stampA = PNGChunks.Chunk(type: "iTXt", data: Array("fingerprint\0\0\0\0\0aaaa".utf8))
        let stampB = PNGChunks.Chunk(type: "iTXt", data: Array("fingerprint\0\0\0\0\0bbbb".utf8))
        let other = PNGChunks.Chunk(type: "tEXt", data: Array("screen\0one".utf8))
        let same = PNGTextIgnoringComparison.same
        #expect(same(try Self.with([stampA]), try Self.with([stampB]), "fingerprint"))
        #expect(same(try Self.with([stampA]), Self.image, "fingerprint"))
        #expect(same(try Self.with([other, stampA]), try Self.with([other]), "fingerprint"))
        #expect(!same(try Self.with([stampA]), try Self.with([stampB]), "layout"))
        #expect(!same(try Self.with([other]), Self.image, "fingerprint"))
        let changed = PNGFastDecoderTests.png(
            width: 4, height: 3, pixels: PNGFastDecoderTests.randomPixels(width: 4, height: 3, alpha: false, seed: 10), alpha: false, filters: [0])
        #expect(!same(try Self.with([stampA], in: changed), try Self.with([stampB]), "fingerprint"))
        #expect(!same(Array(Self.image.dropLast(3)), Self.image, "fingerprint"))
        #expect(!same([], [], "fingerprint"))
    }
}
