import Foundation
import ImageIO
import TestSupport
import Testing

@Suite struct ImageFileDecoderTests {
    private func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Repository.url("Tests/Fixtures/Images/\(name)")))
    }

    private func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ImageFileDecoder.decode(bytes)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test(arguments: ["solid-16x8.jpg", "solid-16x8-progressive.jpg"]) func decodesJPEGToOpaqueRGBA(file: String) throws {
        let image = try ImageFileDecoder.decode(try fixture(file))
        #expect(image.width == 16 && image.height == 8)
        // cjpeg of a solid (200, 40, 90) picture, as djpeg decodes it: the exact integer IDCT.
        for pixel in stride(from: 0, to: image.pixels.count, by: 4) {
            #expect(Array(image.pixels[pixel..<pixel + 4]) == [201, 40, 90, 255])
        }
    }

    /// The centre of each 8 × 8 block of the upright 24 × 16 picture that
    /// `Tests/Fixtures/Images/make-orientation-fixtures.py` stores under every EXIF orientation.
    private static let uprightBlocks: [(x: Int, y: Int, rgb: [Int])] = [
        (4, 4, [220, 30, 30]), (12, 4, [30, 200, 30]), (20, 4, [30, 30, 220]),
        (4, 12, [240, 240, 40]), (12, 12, [40, 230, 230]), (20, 12, [20, 20, 20]),
    ]

    /// Each file stores the picture as orientation n would (5 to 8 stored 16 × 24): decoded, every
    /// one is the upright 24 × 16 picture, as UIImage shows it with its `imageOrientation`.
    @Test(arguments: 1...8) func appliesTheEXIFOrientation(orientation: Int) throws {
        let bytes = try fixture("orientation-\(orientation).jpg")
        #expect(EXIFOrientation(jpeg: bytes).rawValue == orientation)
        let image = try ImageFileDecoder.decode(bytes)
        #expect(image.width == 24 && image.height == 16)
        for block in Self.uprightBlocks {
            let offset = (block.y * image.width + block.x) * 4
            let rgb = image.pixels[offset..<offset + 3].map(Int.init)
            // Quality 100 without subsampling: within 2 of the colour written.
            #expect(zip(rgb, block.rgb).allSatisfy { abs($0 - $1) <= 2 }, "orientation \(orientation) at (\(block.x), \(block.y)): \(rgb)")
            #expect(image.pixels[offset + 3] == 255)
        }
    }

    /// Orientation 9 is out of range and a garbled EXIF entry has no orientation: both are shown as
    /// stored (orientation 1), never refused and never a crash. So is a JPEG without EXIF.
    @Test func treatsOddOrientationsAsUp() throws {
        let outOfRange = try fixture("orientation-9.jpg")
        #expect(EXIFOrientation(jpeg: outOfRange) == .up)
        let shown = try ImageFileDecoder.decode(outOfRange)
        #expect(shown.width == 24 && shown.height == 16 && shown.pixels[0] > 200 && shown.pixels[1] < 40)
        let garbled = try fixture("orientation-garbled.jpg")
        #expect(EXIFOrientation(jpeg: garbled) == .up)
        let stored = try ImageFileDecoder.decode(garbled)
        #expect(stored.width == 16 && stored.height == 24)
        #expect(EXIFOrientation(jpeg: try fixture("solid-16x8.jpg")) == .up)
        // The file cut anywhere before its orientation's value (bytes 46 and 47) has none; cut
        // after its APP1 segment (56 bytes in), the orientation is read. Never a crash.
        let six = try fixture("orientation-6.jpg")
        for length in 0..<46 {
            #expect(EXIFOrientation(jpeg: Array(six.prefix(length))) == .up, "cut at \(length)")
        }
        for length in 56..<80 {
            #expect(EXIFOrientation(jpeg: Array(six.prefix(length))) == .right, "cut at \(length)")
        }
    }

    @Test func decodesPNGThroughTheCodec() throws {
        let png = try PNGEncoder.encode(RGBAImage(width: 3, height: 2, filledWith: (10, 20, 30, 128)))
        let image = try ImageFileDecoder.decode(png)
        #expect(image == RGBAImage(width: 3, height: 2, filledWith: (10, 20, 30, 128)))
    }

    @Test func refusesWhatIsNotAnImage() {
        #expect(reason([]) == "the file is empty")
        #expect(reason(Array("hello, world".utf8))?.hasPrefix("not a PNG or JPEG image") == true)
    }

    @Test func refusesTruncatedFiles() throws {
        let jpeg = try fixture("solid-16x8.jpg")
        let cut = reason(Array(jpeg.prefix(jpeg.count / 2)))
        #expect(cut?.hasPrefix("the JPEG file cannot be decoded:") == true, "\(cut ?? "decoded")")
        let png = try PNGEncoder.encode(RGBAImage(width: 40, height: 40, filledWith: (1, 2, 3, 255)))
        #expect(reason(Array(png.prefix(png.count - 20))) != nil)
        #expect(reason(Array(png.prefix(20)))?.contains("truncated") == true)
    }

    /// A header claiming 60000 × 60000 pixels is refused from the header, before any pixel is
    /// allocated (3.6 billion pixels would need 14 GB), and the message states the limit.
    @Test func refusesDecompressionBombsFromTheirHeaders() throws {
        var jpeg = try fixture("solid-16x8.jpg")
        // The baseline frame header (SOF0, FF C0): length (2), precision (1), height (2), width (2).
        let sof = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        let limit = String(ImageFileDecoder.maximumPixelCount)
        #expect(reason(jpeg) == "the image is 60000 × 60000 pixels, more than the limit of \(limit) pixels decoded (a decompression bomb?)")

        var png = try PNGEncoder.encode(RGBAImage(width: 1, height: 1, filledWith: (0, 0, 0, 255)))
        png.replaceSubrange(16..<24, with: [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60])
        #expect(reason(png) == "the image is 60000 × 60000 pixels, more than the limit of \(limit) pixels decoded (a decompression bomb?)")
    }
}
