import CPNG
import Foundation
import ImageIO
import ProofSheetSupport
import Testing

@testable import Snapshot

/// Diff images and triptychs moved from libpng's simplified API (default settings) to the
/// encoder renders use: the bytes differ, the pixels must not.
@Suite struct DiffImageEncodingTests {
    /// The encoding diff images and triptychs had before: libpng's simplified API, RGBA.
    static func simplifiedAPIEncoding(_ image: RGBAImage) throws -> [UInt8] {
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        control.width = UInt32(image.width)
        control.height = UInt32(image.height)
        control.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var size = 0
        try image.pixels.withUnsafeBytes { pixels in
            guard png_image_write_to_memory(&control, nil, &size, 0, pixels.baseAddress, 0, nil) != 0 else {
                throw RenderError.pngEncoding("measure")
            }
        }
        var bytes = [UInt8](repeating: 0, count: size)
        try image.pixels.withUnsafeBytes { pixels in
            let written = bytes.withUnsafeMutableBytes { png_image_write_to_memory(&control, $0.baseAddress, &size, 0, pixels.baseAddress, 0, nil) }
            guard written != 0 else { throw RenderError.pngEncoding("write") }
        }
        return Array(bytes.prefix(size))
    }

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/pixelmatch")

    @Test(arguments: ["dark", "noise", "same", "shifted", "text"])
    func diffsAndTriptychsDecodeToTheSamePixelsAsBefore(name: String) throws {
        let a = try PNGDecoder.decode(contentsOf: Self.folder.appendingPathComponent("\(name)-a.png").path)
        let b = try PNGDecoder.decode(contentsOf: Self.folder.appendingPathComponent("\(name)-b.png").path)
        for options in [PixelDiffOptions(), PixelDiffOptions(diffMask: true)] {
            let diff = try #require(try PixelDiffer(options: options).compare(a, b, drawingDiff: true).diffImage)
            let triptych = Triptych.compose(expected: a, diff: diff, actual: b)
            for image in [diff, triptych] {
                let before = try PNGDecoder.decode(Self.simplifiedAPIEncoding(image))
                let after = try PNGDecoder.decode(PNGEncoder.encode(image))
                #expect(after == before)
                #expect(after == image)
            }
        }
    }
}
