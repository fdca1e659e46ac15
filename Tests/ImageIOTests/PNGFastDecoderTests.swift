import Foundation
import TestSupport
import Testing

@testable import ImageIO

/// The quick path for 8-bit RGB and RGBA PNGs gives the pixels that were encoded, as libpng does,
/// for every row filter; anything it does not take or cannot trust goes to libpng unchanged.
@Suite struct PNGFastDecoderTests {
    /// A PNG of `pixels` (RGBA, or RGB when `alpha` is false) whose rows use `filters` in turn,
    /// filtered here by the PNG specification and compressed as the encoder compresses text (`PNGSealedText.deflate`), in chunks written by `PNGChunks.chunk`.
    static func png(width: Int, height: Int, pixels: [UInt8], alpha: Bool, filters: [UInt8], interlaced: Bool = false) -> [UInt8] {
        let channels = alpha ? 4 : 3
        let rowBytes = width * channels
        var rows: [[UInt8]] = (0..<height).map { row in
            (0..<width).flatMap { column -> [UInt8] in
                let start = (row * width + column) * 4
                return Array(pixels[start..<start + channels])
            }
        }
        var raw: [UInt8] = []
        for row in 0..<height {
            let filter = filters[row % filters.count]
            let above = row > 0 ? rows[row - 1] : [UInt8](repeating: 0, count: rowBytes)
            let line = rows[row]
            raw.append(filter)
            for index in 0..<rowBytes {
                let left = index >= channels ? Int(line[index - channels]) : 0
                let up = Int(above[index])
                let upLeft = index >= channels ? Int(above[index - channels]) : 0
                let predictor: Int =
                    switch filter {
                    case 1: left
                    case 2: up
                    case 3: (left + up) / 2
                    case 4:
                        {
                            let estimate = left + up - upLeft
                            let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                            return a <= b && a <= c ? left : b <= c ? up : upLeft
                        }()
                    default: 0
                    }
                raw.append(UInt8(truncatingIfNeeded: Int(line[index]) - predictor))
            }
        }
        rows = []
        let compressed = try! PNGSealedText.deflate(raw)
        let chunk = PNGChunks.chunk
        let header = PNGChunks.bigEndian(UInt32(width)) + PNGChunks.bigEndian(UInt32(height)) + [8, alpha ? 6 : 2, 0, 0, interlaced ? 1 : 0]
        // The image data split over two IDAT chunks, as encoders do.
        let half = compressed.count / 2
        return PNGChunkScan.signature + chunk("IHDR", header) + chunk("IDAT", Array(compressed[..<half])) + chunk("IDAT", Array(compressed[half...]))
            + chunk("IEND", [])
    }

    static func randomPixels(width: Int, height: Int, alpha: Bool, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        // Runs of similar colours, like UI, so every filter has something to predict.
        var pixels: [UInt8] = []
        var colour: [UInt8] = [200, 120, 40, 255]
        for _ in 0..<(width * height) {
            if random.next() % 7 == 0 { colour = (0..<4).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
            pixels += [colour[0], colour[1], colour[2], alpha ? colour[3] : 255]
        }
        return pixels
    }

    @Test(arguments: [false, true])
    func everyFilterDecodesToTheEncodedPixels(alpha: Bool) throws {
        for (width, height) in [(1, 1), (7, 5), (33, 17), (120, 64)] {
            let pixels = Self.randomPixels(width: width, height: height, alpha: alpha, seed: UInt64(width * 100 + height))
            for filters: [UInt8] in [[0], [1], [2], [3], [4], [4, 3, 2, 1, 0], [2, 4, 1, 3]] {
                let bytes = Self.png(width: width, height: height, pixels: pixels, alpha: alpha, filters: filters)
                let scan = bytes.withUnsafeBytes { PNGChunkScan($0) }
                let fast = try #require(bytes.withUnsafeBytes { PNGFastDecoder.decode($0, scan: scan) }, "\(width)x\(height) \(filters)")
                #expect(fast.pixels == pixels, "\(width)x\(height) alpha \(alpha) filters \(filters)")
                #expect(try PNGDecoder.decodeWithLibpng(bytes, scan: scan, path: nil).pixels == pixels, "libpng \(width)x\(height) \(filters)")
            }
        }
    }

    /// ProofSheet's own renderings and the pixelmatch fixtures decode the same by both paths.
    @Test func realFilesDecodeAsLibpngDecodesThem() throws {
        let root = Repository.root
        let files =
            [
                "Snapshots/recipes/recipe-grid/iphone-16/1col-accessibilityExtraExtraExtraLarge.png",
                "Snapshots/messages/messages/iphone-16/ar/1col-large.png",
            ]
            + ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Tests/SnapshotTests/Fixtures/pixelmatch").path))
            ?? [])
            .filter { $0.hasSuffix(".png") }.map { "Tests/SnapshotTests/Fixtures/pixelmatch/\($0)" }
        var fastCount = 0
        for file in files {
            let bytes = Array(try Data(contentsOf: root.appendingPathComponent(file)))
            let scan = bytes.withUnsafeBytes { PNGChunkScan($0) }
            let libpng = try PNGDecoder.decodeWithLibpng(bytes, scan: scan, path: file)
            if let fast = bytes.withUnsafeBytes({ PNGFastDecoder.decode($0, scan: scan) }) {
                fastCount += 1
                #expect(fast.width == libpng.width && fast.height == libpng.height && fast.pixels == libpng.pixels, "\(file)")
            }
            #expect(try PNGDecoder.decode(bytes, path: file).pixels == libpng.pixels, "\(file)")
        }
        #expect(fastCount >= 2, "the renderings take the quick path")
    }

    /// A broken CRC, broken image data, an undefined filter, interlacing or a colour key are left to
    /// libpng: it reports or decodes them as it always did.
    @Test func whatTheQuickPathCannotTrustGoesToLibpng() throws {
        let pixels = Self.randomPixels(width: 9, height: 6, alpha: false, seed: 3)
        let good = Self.png(width: 9, height: 6, pixels: pixels, alpha: false, filters: [4])
        let decodes = { (bytes: [UInt8]) -> Bool in bytes.withUnsafeBytes { PNGFastDecoder.decode($0, scan: PNGChunkScan($0)) } != nil }
        #expect(decodes(good))

        var badCRC = good
        badCRC[badCRC.count - 13] ^= 1  // the last IDAT's CRC
        #expect(!decodes(badCRC))
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(badCRC) }

        var badFilter = Self.png(width: 9, height: 6, pixels: pixels, alpha: false, filters: [9])
        #expect(!decodes(badFilter))
        badFilter = Self.png(width: 9, height: 6, pixels: pixels, alpha: false, filters: [5])
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(badFilter) }

        #expect(!decodes(Self.png(width: 9, height: 6, pixels: pixels, alpha: false, filters: [0], interlaced: true)))
    }
}
