import Foundation
import ImageIO
import TestSupport
import Testing

@Suite struct PNGDecoderTests {
    private func decode(_ png: TestPNG) throws -> [UInt8] {
        let image = try PNGDecoder.decode(png.bytes)
        #expect(image.width == png.width && image.height == png.height)
        return image.pixels
    }

    @Test(arguments: [false, true]) func greyAtEveryBitDepth(interlaced: Bool) throws {
        let expectations: [(depth: Int, samples: [UInt16], grey: [UInt8])] = [
            (1, [0, 1, 1, 0], [0, 255, 255, 0]),
            (2, [0, 1, 2, 3], [0, 85, 170, 255]),
            (4, [0, 1, 7, 15], [0, 17, 119, 255]),
            (8, [0, 1, 128, 255], [0, 1, 128, 255]),
            (16, [0, 128, 129, 65535], [0, 0, 1, 255]),
        ]
        for (depth, samples, grey) in expectations {
            let png = TestPNG(width: 2, height: 2, colourType: .grey, bitDepth: depth, samples: samples, interlaced: interlaced)
            #expect(try decode(png) == grey.flatMap { [$0, $0, $0, 255] }, "\(depth)-bit")
        }
    }

    @Test func greyColourKeyIsTransparentBlackAsInPngjs() throws {
        let eightBit = TestPNG(width: 3, height: 1, colourType: .grey, bitDepth: 8, samples: [10, 20, 10], transparency: [0, 10])
        #expect(try decode(eightBit) == [0, 0, 0, 0, 20, 20, 20, 255, 0, 0, 0, 0])
        let twoBit = TestPNG(width: 4, height: 1, colourType: .grey, bitDepth: 2, samples: [0, 1, 2, 3], transparency: [0, 2])
        #expect(try decode(twoBit) == [0, 0, 0, 255, 85, 85, 85, 255, 0, 0, 0, 0, 255, 255, 255, 255])
        let sixteenBit = TestPNG(width: 2, height: 1, colourType: .grey, bitDepth: 16, samples: [1000, 1001], transparency: [0x03, 0xE8])
        #expect(try decode(sixteenBit) == [0, 0, 0, 0, 4, 4, 4, 255])
    }

    @Test func greyWithAlpha() throws {
        let eightBit = TestPNG(width: 2, height: 1, colourType: .greyAlpha, bitDepth: 8, samples: [200, 0, 50, 128])
        #expect(try decode(eightBit) == [200, 200, 200, 0, 50, 50, 50, 128])
        let sixteenBit = TestPNG(width: 2, height: 1, colourType: .greyAlpha, bitDepth: 16, samples: [65535, 32896, 257, 32767])
        #expect(try decode(sixteenBit) == [255, 255, 255, 128, 1, 1, 1, 127])
    }

    @Test func rgbAndItsColourKey() throws {
        let eightBit = TestPNG(width: 2, height: 1, colourType: .rgb, bitDepth: 8, samples: [1, 2, 3, 250, 251, 252])
        #expect(try decode(eightBit) == [1, 2, 3, 255, 250, 251, 252, 255])
        // 65407 / 257 = 254.502
        let sixteenBit = TestPNG(width: 2, height: 1, colourType: .rgb, bitDepth: 16, samples: [0, 32767, 65535, 385, 386, 65407])
        #expect(try decode(sixteenBit) == [0, 127, 255, 255, 1, 2, 255, 255])
        let keyed = TestPNG(width: 2, height: 1, colourType: .rgb, bitDepth: 8, samples: [9, 8, 7, 9, 8, 6], transparency: [0, 9, 0, 8, 0, 7])
        #expect(try decode(keyed) == [0, 0, 0, 0, 9, 8, 6, 255])
    }

    @Test func rgbaKeepsStraightAlpha() throws {
        let eightBit = TestPNG(width: 2, height: 1, colourType: .rgba, bitDepth: 8, samples: [255, 0, 0, 0, 10, 20, 30, 40])
        #expect(try decode(eightBit) == [255, 0, 0, 0, 10, 20, 30, 40])
        let sixteenBit = TestPNG(width: 2, height: 1, colourType: .rgba, bitDepth: 16, samples: [65535, 0, 32896, 0, 2570, 5140, 7710, 32896])
        #expect(try decode(sixteenBit) == [255, 0, 128, 0, 10, 20, 30, 128])
    }

    @Test(arguments: [1, 2, 4, 8]) func paletteWithPartialTransparency(depth: Int) throws {
        let palette: [UInt8] = [255, 0, 0, 0, 255, 0, 0, 0, 255]
        let png = TestPNG(
            width: 3, height: 2, colourType: .palette, bitDepth: depth,
            samples: depth == 1 ? [0, 1, 1, 0, 0, 1] : [0, 1, 2, 2, 1, 0],
            palette: depth == 1 ? Array(palette.prefix(6)) : palette, transparency: [0, 128]
        )
        let red: [UInt8] = [255, 0, 0, 0]
        let green: [UInt8] = [0, 255, 0, 128]
        let blue: [UInt8] = [0, 0, 255, 255]
        let expected = depth == 1 ? [red, green, green, red, red, green] : [red, green, blue, blue, green, red]
        #expect(try decode(png) == expected.flatMap { $0 })
    }

    /// Adam7 on a size that leaves every pass partial, for each colour type and a sub-byte depth.
    /// The 16-bit cases go through `InterlacedSixteenBitReader` (libpng bug #853).
    @Test func interlacedDecodesLikeProgressive() throws {
        let width = 11
        let height = 9
        let cases: [(TestPNG.ColourType, Int)] = [(.grey, 1), (.grey, 4), (.greyAlpha, 16), (.rgb, 8), (.rgba, 16), (.palette, 2)]
        for (type, depth) in cases {
            let maximum = (1 << depth) - 1
            let count = width * height * type.channels
            let samples = (0..<count).map { UInt16(($0 * 7919 + 13) % (type == .palette ? 4 : maximum + 1)) }
            var png = TestPNG(width: width, height: height, colourType: type, bitDepth: depth, samples: samples)
            if type == .palette { png.palette = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120] }
            let progressive = try decode(png)
            png.interlaced = true
            let interlaced = try decode(png)
            #expect(
                interlaced == progressive,
                "\(type) \(depth)-bit: first difference at byte \(String(describing: zip(interlaced, progressive).enumerated().first { $0.element.0 != $0.element.1 }))"
            )
            #expect(Set(progressive).count >= 2, "\(type) \(depth)-bit has varied pixels")
        }
        let keyed = TestPNG(
            width: 3, height: 3, colourType: .grey, bitDepth: 16, samples: [0, 500, 65535, 500, 500, 257, 65535, 0, 500],
            interlaced: true, transparency: [0x01, 0xF4]
        )
        let opaque: [UInt8] = [0, 0, 0, 255]
        let white: [UInt8] = [255, 255, 255, 255]
        let one: [UInt8] = [1, 1, 1, 255]
        let clear: [UInt8] = [0, 0, 0, 0]
        #expect(try decode(keyed) == [opaque, clear, white, clear, clear, one, white, opaque, clear].flatMap { $0 })
        let single = TestPNG(width: 1, height: 1, colourType: .rgb, bitDepth: 8, samples: [7, 8, 9], interlaced: true)
        #expect(try decode(single) == [7, 8, 9, 255])
    }

    /// Every 16-bit value scales as pngjs scales it: floor(v * 255 / 65535 + 0.5).
    @Test func sixteenBitScalingMatchesPngjsForEveryValue() throws {
        let png = TestPNG(width: 256, height: 256, colourType: .grey, bitDepth: 16, samples: (0...65535).map { UInt16($0) })
        let pixels = try decode(png)
        let mismatches = (0...65535).filter { value in
            pixels[value * 4] != UInt8((Double(value) * 255 / 65535 + 0.5).rounded(.down))
        }
        #expect(mismatches.isEmpty)
    }

    @Test func gammaIsIgnoredAsInPngjs() throws {
        let linear = PNGChunks.bigEndian(100_000)
        let eightBit = TestPNG(width: 2, height: 1, colourType: .rgb, bitDepth: 8, samples: [64, 128, 192, 1, 2, 3], extraChunks: [("gAMA", linear)])
        #expect(try decode(eightBit) == [64, 128, 192, 255, 1, 2, 3, 255])
        let sixteenBit = TestPNG(width: 1, height: 1, colourType: .greyAlpha, bitDepth: 16, samples: [16448, 32896], extraChunks: [("gAMA", linear)])
        #expect(try decode(sixteenBit) == [64, 64, 64, 128])
    }

    @Test func decodesFromAFile() throws {
        let folder = try ScratchFolder("decode")
        let file = try folder.write(
            TestPNG(width: 1, height: 2, colourType: .rgba, bitDepth: 8, samples: [1, 2, 3, 4, 5, 6, 7, 8]).bytes, to: "decode.png")
        let image = try PNGDecoder.decode(contentsOf: file.path)
        #expect(image == RGBAImage(width: 1, height: 2, pixels: [1, 2, 3, 4, 5, 6, 7, 8]))
    }

    // MARK: - Failures

    private func failure(_ bytes: [UInt8], path: String? = "shot.png") -> PNGDecodingError? {
        do {
            _ = try PNGDecoder.decode(bytes, path: path)
            return nil
        } catch {
            return error
        }
    }

    private var valid: [UInt8] {
        TestPNG(width: 4, height: 4, colourType: .rgb, bitDepth: 8, samples: (0..<48).map { UInt16($0 * 5) }).bytes
    }

    @Test func notAPNGNamesTheFileAndLibpngsReason() throws {
        let error = try #require(failure(Array("GIF89a, not a PNG at all".utf8)))
        #expect(error.description == "cannot decode PNG 'shot.png': Not a PNG file")
        #expect(failure([])?.reason == "empty file")
    }

    @Test func truncatedFilesFail() throws {
        let bytes = valid
        for length in [7, 8, 20, 33, 50, bytes.count - 20] {
            let error = try #require(failure(Array(bytes.prefix(length))), "\(length) bytes")
            #expect(error.path == "shot.png")
            #expect(!error.reason.isEmpty)
        }
        #expect(failure(Array(bytes.prefix(bytes.count - 30)))?.reason == "truncated (read beyond end of data)")
        // Only IEND missing: every pixel is there, and libpng (like most readers) accepts it.
        #expect(failure(Array(bytes.prefix(bytes.count - 12))) == nil)
    }

    @Test func corruptChunksFail() throws {
        var badCRC = valid
        badCRC[8 + 8 + 3] ^= 0x01  // IHDR width, so its CRC no longer matches
        #expect(failure(badCRC)?.reason == "IHDR: CRC error")

        let header = TestPNG.signatureAndHeader(width: 4, height: 4, colourType: .rgb, bitDepth: 8)
        let garbage: [UInt8] = [0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x13]
        let corruptStream = header + PNGChunks.chunk("IDAT", garbage) + PNGChunks.chunk("IEND", [])
        let error = try #require(failure(corruptStream))
        #expect(error.reason.contains("IDAT") || error.reason.contains("invalid"), "\(error.reason)")

        let badDepth = TestPNG.signatureAndHeader(width: 2, height: 2, colourType: .rgb, bitDepth: 3) + PNGChunks.chunk("IEND", [])
        #expect(failure(badDepth)?.reason == "Invalid IHDR data")
    }

    /// Found by tools/fuzz (png): a 735-byte file whose zTXt chunk claims 0x7E000020 bytes made
    /// libpng allocate 2 GiB before finding the file too short. The chunk scan now refuses a
    /// chunk before the image data that runs past the end, with libpng's reason, before libpng
    /// sees it; a cut inside the image data is still libpng's to report.
    @Test(arguments: ["zTXt", "iCCP", "iTXt", "sPLT", "prVt", "IHDR"])
    func aChunkClaimingMoreBytesThanTheFileHasIsRefusedBeforeLibpng(type: String) throws {
        let header = TestPNG.signatureAndHeader(width: 7, height: 5, colourType: .rgba, bitDepth: 16, interlaced: true)
        let claim: [UInt8] = [0x7E, 0x00, 0x00, 0x20] + Array(type.utf8) + Array("Comment\0\0x".utf8)
        let error = try #require(failure(header + claim))
        #expect(error.reason == "truncated (read beyond end of data): the chunk at byte 33 claims 2113929248 bytes, and the file has 10 more")
        // Only the header of the chunk is there: the same.
        #expect(failure(header + claim.prefix(8))?.reason.hasPrefix("truncated (read beyond end of data): the chunk at byte 33 claims") == true)
    }

    @Test func unreadableFileNamesItAndTheSystemsReason() {
        #expect(throws: PNGDecodingError(path: "/no/such/dir/a.png", reason: "No such file or directory")) {
            try PNGDecoder.decode(contentsOf: "/no/such/dir/a.png")
        }
        #expect(throws: PNGDecodingError(path: "/tmp", reason: "is a folder, not a file")) {
            try PNGDecoder.decode(contentsOf: "/tmp")
        }
    }

    @Test func oversizedImagesAreRefusedNotAttempted() throws {
        // An IHDR of 100000 x 100000 with no data: refused before any allocation.
        let header = TestPNG.signatureAndHeader(width: 100_000, height: 100_000, colourType: .rgba, bitDepth: 8)
        let reason = try #require(failure(header + PNGChunks.chunk("IDAT", TestPNG.zlibStored([0])) + PNGChunks.chunk("IEND", []))?.reason)
        #expect(reason.contains("too little for the 40000100000 bytes the header declares"), "\(reason)")
    }

    /// A few bytes of image data cannot inflate to a 16,000 x 16,000 image (deflate shrinks at
    /// most 1032:1): refused before a 1 GiB pixel buffer is allocated, where libpng would only
    /// find the data short after it.
    @Test func imageDataTooShortForTheHeaderIsRefusedBeforeAllocating() throws {
        let header = TestPNG.signatureAndHeader(width: 16_000, height: 16_000, colourType: .rgba, bitDepth: 8)
        let file = header + PNGChunks.chunk("IDAT", TestPNG.zlibStored(Array(repeating: 0, count: 100))) + PNGChunks.chunk("IEND", [])
        let reason = try #require(failure(file)?.reason)
        #expect(
            reason == "the image data is 111 bytes, too little for the 1024016000 bytes the header declares even at deflate's best ratio (1032:1)")
        // An image that really is that uniform compresses far less: libpng's own best still decodes.
        let white = RGBAImage(width: 2_000, height: 2_000, pixels: Array(repeating: 255, count: 2_000 * 2_000 * 4))
        #expect(try PNGDecoder.decode(PNGEncoder.encode(white)) == white)
    }
}

/// Damaged files never crash the decoder: every flipped byte or cut either decodes or throws.
@Suite struct PNGDecoderDamageTests {
    static let originals: [TestPNG] = [
        TestPNG(width: 9, height: 7, colourType: .rgba, bitDepth: 16, samples: (0..<252).map { UInt16($0 * 257 % 65536) }, interlaced: true),
        TestPNG(
            width: 9, height: 7, colourType: .grey, bitDepth: 16, samples: (0..<63).map { UInt16($0 * 1000) }, interlaced: true, transparency: [0, 0]),
        TestPNG(
            width: 9, height: 7, colourType: .palette, bitDepth: 4, samples: (0..<63).map { UInt16($0 % 3) }, palette: [1, 2, 3, 4, 5, 6, 7, 8, 9],
            transparency: [9]),
    ]

    @Test(arguments: 0..<3) func flippedBytesAndCutsDecodeOrThrow(original: Int) {
        let bytes = Self.originals[original].bytes
        var generator = SplitMix64(seed: UInt64(original))
        var outcomes = (decoded: 0, failed: 0)
        for _ in 0..<400 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                damaged[Int.random(in: 8..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            }
            if Bool.random(using: &generator) { damaged.removeLast(Int.random(in: 0..<damaged.count - 8, using: &generator)) }
            do {
                let image = try PNGDecoder.decode(damaged, path: "damaged.png")
                #expect(image.pixels.count == image.width * image.height * 4)
                outcomes.decoded += 1
            } catch {
                #expect(error.path == "damaged.png" && !error.reason.isEmpty)
                outcomes.failed += 1
            }
        }
        #expect(outcomes.failed > 0)
    }
}
