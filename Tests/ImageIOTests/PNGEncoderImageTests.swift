import Foundation
import ProofSheetSupport
import TestSupport
import Testing

@testable import ImageIO

/// Whole images through the one encoder, as diff images and triptychs are written (they were
/// `PNGWriter`'s, with libpng's simplified API, before the encoders were merged).
@Suite struct PNGEncoderImageTests {
    private let image = RGBAImage(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })

    @Test func encodedBytesDecodeToTheSamePixels() throws {
        let bytes = try PNGEncoder.encode(image)
        #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        #expect(try PNGDecoder.decode(bytes) == image)
        #expect(try PNGEncoder.encode(image) == bytes)
    }

    @Test func writeReplacesTheFileAndLeavesNoTemporary() throws {
        let directory = try ScratchFolder("writer")
        let path = directory.file("diff.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        try PNGEncoder.write(image, to: path)
        #expect(try PNGDecoder.decode(contentsOf: path) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diff.png"])
    }

    @Test func unwritablePathIsReportedWithTheReason() {
        #expect(throws: RenderError.notWritable(path: "/no/such/dir/diff.png", reason: "No such file or directory")) {
            try PNGEncoder.write(image, to: "/no/such/dir/diff.png")
        }
    }

    @Test func aFolderInTheWayIsRefusedAndLeavesNothing() throws {
        let directory = try ScratchFolder("writer")
        let occupied = directory.file("diff.png")
        try FileManager.default.createDirectory(at: occupied.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: RenderError.notWritable(path: occupied.path, reason: "is a folder, not a file")) {
            try PNGEncoder.write(image, to: occupied.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diff.png"])
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: RenderError.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    }

    /// RGB when every pixel is opaque (a pixelmatch diff always is), RGBA otherwise; pHYs only
    /// when a scale is given.
    @Test func opaqueImagesAreStoredWithoutAlpha() throws {
        let opaque = RGBAImage(width: 4, height: 3, filledWith: (9, 8, 7, 255))
        let header = { (bytes: [UInt8]) throws -> [UInt8] in try #require(try PNGChunks(bytes).chunks.first { $0.type == "IHDR" }).data }
        #expect(try header(PNGEncoder.encode(opaque))[9] == 2)
        #expect(try header(PNGEncoder.encode(image))[9] == 6)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(opaque)) == opaque)
        #expect(try PNGChunks(PNGEncoder.encode(opaque)).chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        let physical = try #require(try PNGChunks(PNGEncoder.encode(opaque, scale: 3)).chunks.first { $0.type == "pHYs" })
        #expect(PNGChunks.uint32(physical.data, 0) == 8504)  // 216 dpi
    }

    /// One encoder, one set of settings: an opaque image given as straight RGBA gives the same
    /// bytes as the same pixels given as Cairo ARGB32, the way a render is encoded.
    @Test func straightRGBAAndCairoRowsEncodeAlike() throws {
        let width = 37
        let height = 29
        var rgba = [UInt8]()
        var argb = [UInt32]()
        for index in 0..<(width * height) {
            let (r, g, b) = (UInt8(index % 251), UInt8(index * 7 % 256), UInt8(index / 5 % 256))
            rgba += [r, g, b, 255]
            argb.append(0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
        }
        let encoder = try PNGEncoder(width: width, height: height, hasAlpha: false, scale: nil)
        try argb.withUnsafeBytes { raw in
            try encoder.appendARGB32(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), stride: width * 4, rowCount: height)
        }
        #expect(try PNGEncoder.encode(RGBAImage(width: width, height: height, pixels: rgba)) == (try encoder.finish()))
    }

    /// Opaque rows are converted a band at a time; an image of several bands decodes whole.
    @Test func tallOpaqueImagesSpanSeveralBands() throws {
        let width = 700
        let height = 1_300  // 2.7 MB of RGB: three bands of 1 MiB
        let pixels = (0..<(width * height)).flatMap { (index: Int) -> [UInt8] in
            [UInt8(index % 256), UInt8(index / width % 256), UInt8(index % 7 * 30), 255]
        }
        let tall = RGBAImage(width: width, height: height, pixels: pixels)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(tall)) == tall)
    }

    @Test func opacityIsReadFromEveryAlphaByte() {
        var image = RGBAImage(width: 5, height: 5, filledWith: (0, 0, 0, 255))
        #expect(image.isOpaque)
        image.pixels[4 * 24 + 3] = 254
        #expect(!image.isOpaque)
        image.pixels[4 * 24 + 3] = 255
        image.pixels[4 * 24 + 2] = 0
        #expect(image.isOpaque)
    }
}
