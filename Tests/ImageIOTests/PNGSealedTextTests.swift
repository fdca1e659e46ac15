import ProofSheetSupport
import TestSupport
import Testing

@testable import ImageIO

/// A sealed text chunk reads back with the digest of the rest of its file, and verifies only in
/// the file it was sealed into: every byte outside it is bound, a cut or an appended byte shows,
/// and the chunk moved into another image does not verify.
@Suite struct PNGSealedTextTests {
    /// A small PNG as the renderer writes it: metadata, a compressed text chunk, the image data.
    static func png(seed: UInt64 = 3) throws -> [UInt8] {
        let (width, height) = (40, 30)
        let encoder = try PNGEncoder(
            width: width, height: height, hasAlpha: false, scale: 1, text: [("spec", "sealed.yaml")], compressedText: [("layout", "{\"columns\":1}")]
        )
        let pixels = PNGFastDecoderTests.randomPixels(width: width, height: height, alpha: false, seed: seed)
        try pixels.withUnsafeBufferPointer { (pixels) throws(RenderError) in
            try encoder.appendRGBA(pixels.baseAddress!, stride: width * 4, rowCount: height)
        }
        return try encoder.finish()
    }

    static func seal(_ png: [UInt8]) throws -> [UInt8] {
        try PNGSealedText.sealing(png, keyword: "seal") { "digest \($0)" }
    }

    /// Whether `png` carries a seal that verifies: its text names the digest of the rest.
    static func verifies(_ png: [UInt8]) -> Bool {
        guard let (text, digest) = PNGSealedText.read(keyword: "seal", in: png) else { return false }
        return text == "digest \(digest)"
    }

    @Test func theSealGoesBeforeTheImageDataAndReadsBack() throws {
        let plain = try Self.png()
        var given: String?
        let sealed = try PNGSealedText.sealing(plain, keyword: "seal") { digest in
            given = digest
            return "digest \(digest)"
        }
        #expect(given == SHA256Digest.hex(of: plain))
        let read = try #require(PNGSealedText.read(keyword: "seal", in: sealed))
        #expect(read.text == "digest \(given!)" && read.digestOfTheRest == given)
        #expect(try Self.seal(plain) == sealed, "the same bytes and text give the same file")

        // A whole PNG (CRCs right), the chunk last before the image data, nothing else moved.
        let chunks = try PNGChunks(sealed).chunks
        let index = try #require(chunks.firstIndex { PNGChunks.keyword(of: $0) == "seal" })
        #expect(chunks[index].type == "iTXt" && chunks[index + 1].type == "IDAT" && chunks[index - 1].type == "iTXt")
        #expect(PNGChunks(chunks: chunks.filter { PNGChunks.keyword(of: $0) != "seal" }).bytes == plain)
        #expect(try PNGDecoder.decode(sealed) == (try PNGDecoder.decode(plain)))
        #expect(try PNGTextReader.text(named: "seal", in: sealed, path: "sealed") == "digest \(given!)")

        #expect(throws: RenderError.self, "sealed twice") { try Self.seal(sealed) }
        #expect(throws: RenderError.self, "no image data") { try Self.seal(Array(plain.prefix(40))) }
    }

    @Test func everyByteOfTheFileIsBound() throws {
        let sealed = try Self.seal(try Self.png())
        #expect(Self.verifies(sealed))
        var changed: [Int] = []
        for index in sealed.indices {
            var edited = sealed
            edited[index] ^= 0x20
            if Self.verifies(edited) { changed.append(index) }
        }
        #expect(changed.isEmpty, "a byte changed at \(changed) and the seal still verifies")
        let cut = (1..<sealed.count).filter { Self.verifies(Array(sealed.prefix($0))) }
        #expect(cut.isEmpty, "cut to \(cut) bytes and the seal still verifies")
        #expect(!Self.verifies(sealed + [0]))
    }

    @Test func theSealOfOneImageDoesNotVerifyInAnother() throws {
        let other = try Self.png(seed: 4)
        let seal = try #require(try PNGChunks(try Self.seal(try Self.png())).chunks.first { PNGChunks.keyword(of: $0) == "seal" })
        var chunks = try PNGChunks(other).chunks
        chunks.insert(seal, at: try #require(chunks.firstIndex { $0.type == "IDAT" }))
        let moved = PNGChunks(chunks: chunks).bytes
        #expect(PNGSealedText.read(keyword: "seal", in: moved) != nil)
        #expect(!Self.verifies(moved))
        #expect(Self.verifies(try Self.seal(other)))
    }

    @Test func onlyAWholeCompressedChunkIsRead() throws {
        let plain = try Self.png()
        #expect(PNGSealedText.read(keyword: "seal", in: plain) == nil)
        let insert = { (chunk: PNGChunks.Chunk) throws -> [UInt8] in
            var chunks = try PNGChunks(plain).chunks
            chunks.insert(chunk, at: try #require(chunks.firstIndex { $0.type == "IDAT" }))
            return PNGChunks(chunks: chunks).bytes
        }
        // tEXt, or iTXt uncompressed, of that name: not the chunk a seal is.
        #expect(PNGSealedText.read(keyword: "seal", in: try insert(.init(type: "tEXt", data: Array("seal\0digest".utf8)))) == nil)
        #expect(PNGSealedText.read(keyword: "seal", in: try insert(.init(type: "iTXt", data: Array("seal\0\0\0\0\0digest".utf8)))) == nil)
        // Compressed data that is not a zlib stream, and one past the text limit (zeros).
        #expect(PNGSealedText.read(keyword: "seal", in: try insert(.init(type: "iTXt", data: Array("seal\0\u{1}\0\0\0digest".utf8)))) == nil)
        let zeros = try PNGSealedText.sealing(plain, keyword: "seal") { _ in String(repeating: "\0", count: PNGTextReader.maximumTextBytes + 1) }
        #expect(PNGSealedText.read(keyword: "seal", in: zeros) == nil)
        let limit = try PNGSealedText.sealing(plain, keyword: "seal") { _ in String(repeating: "a", count: PNGTextReader.maximumTextBytes) }
        #expect(PNGSealedText.read(keyword: "seal", in: limit)?.text.count == PNGTextReader.maximumTextBytes)
        // A name that only begins like it.
        #expect(PNGSealedText.read(keyword: "sea", in: try Self.seal(plain)) == nil)
        // The chunk's CRC is checked.
        var sealed = try Self.seal(plain)
        let chunk = try #require(try PNGChunks(sealed).chunks.firstIndex { PNGChunks.keyword(of: $0) == "seal" })
        let end = 8 + (try PNGChunks(sealed).chunks[...chunk].reduce(0) { $0 + 12 + $1.data.count })
        sealed[end - 1] ^= 1
        #expect(PNGSealedText.read(keyword: "seal", in: sealed) == nil)
        #expect(PNGSealedText.read(keyword: "seal", in: []) == nil)
    }
}
