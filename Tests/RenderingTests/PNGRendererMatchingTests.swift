import DynamicType
import Foundation
import ImageIO
import Layout
import Spec
import Testing

@testable import Rendering

/// `PNGRenderer.matches`: painting compared strip by strip with decoded PNGs, without encoding,
/// must agree exactly with encoding the PNG and comparing its decoded pixels.
@Suite struct PNGRendererMatchingTests {
    let renderer = PNGRenderer(measurer: SceneFixture.measurer)

    /// A grid taller than two strips at @2x, with text, borders and the separator colour.
    func gridScene() throws -> RenderScene {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(border: .init(width: 0.5, color: "separator", cornerRadius: 8)), itemCount: 8)
        return try SceneFixture.scene(input, try SceneFixture.layout(input), caption: "matching")
    }

    /// Text on a half-transparent background: a PNG with alpha, whose pixels are unpremultiplied.
    func translucentScene() -> RenderScene {
        let request = TextMeasurementRequest(text: "Half-transparent background", font: Font(pointSize: 17), width: 300)
        let text = TextItem(frame: Rect(x: 10, y: 10, width: 300, height: 30), request: request, lineCount: 1, color: Color(200, 30, 90, alpha: 0.7))
        return RenderScene(size: Size(width: 320, height: 50), background: Color(20, 120, 220, alpha: 0.5), items: [.text(text)])
    }

    func decodedPages(_ scene: RenderScene, scale: Int) throws -> [RGBAImage] {
        try SceneFixture.pngPages(scene, scale: scale).map { try PNGDecoder.decode($0) }
    }

    @Test func aSceneMatchesItsOwnDecodedPNG() throws {
        let grid = try gridScene()
        let pages = try decodedPages(grid, scale: 2)
        #expect(pages.count == 1 && pages[0].height > 2 * PNGRenderer.stripRows, "several strips, the last one partial")
        #expect(try renderer.matches(grid, scale: 2, expected: pages))

        let translucent = translucentScene()
        let withAlpha = try decodedPages(translucent, scale: 3)
        #expect(!withAlpha[0].isOpaque)
        #expect(
            withAlpha[0].pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element != 0 && $0.element != 255 && $0.element != 128 },
            "antialiased text over the translucent fill")
        #expect(try renderer.matches(translucent, scale: 3, expected: withAlpha))
    }

    /// One channel of one pixel off by one, in the last strip's last row and in the first row, is
    /// a mismatch; so are a page too many and an image a row short.
    @Test func anyDifferenceIsAMismatch() throws {
        let grid = try gridScene()
        let pages = try decodedPages(grid, scale: 2)
        for offset in [0, pages[0].pixels.count - 4, (pages[0].width * (PNGRenderer.stripRows + 3) + 7) * 4 + 2] {
            var changed = pages[0]
            changed.pixels[offset] ^= 1
            #expect(try !renderer.matches(grid, scale: 2, expected: [changed]), "byte \(offset) changed")
        }
        // Each channel of a pixel past the first 256 of a row (the comparison goes a block of
        // 256 pixels at a time), and of a row's last pixel.
        let width = pages[0].width
        #expect(width > 300 && width % 256 != 0)
        for pixel in [width * 5 + 300, width * 6 - 1] {
            for channel in 0..<4 {
                var changed = pages[0]
                changed.pixels[pixel * 4 + channel] ^= 0x10
                #expect(try !renderer.matches(grid, scale: 2, expected: [changed]), "pixel \(pixel) channel \(channel) changed")
            }
        }
        // An opaque rendering against a baseline with the same colours but alpha 254 in one pixel.
        var translucentPixel = pages[0]
        translucentPixel.pixels[7] = 254
        #expect(try !renderer.matches(grid, scale: 2, expected: [translucentPixel]))
        #expect(try !renderer.matches(grid, scale: 2, expected: pages + pages))
        #expect(try !renderer.matches(grid, scale: 2, expected: []))
        let short = RGBAImage(width: pages[0].width, height: pages[0].height - 1, pixels: Array(pages[0].pixels.dropLast(pages[0].width * 4)))
        #expect(try !renderer.matches(grid, scale: 2, expected: [short]))

        let translucent = translucentScene()
        var withAlpha = try decodedPages(translucent, scale: 1)
        let ink = try #require(withAlpha[0].pixels.indices.first { $0 % 4 == 3 && withAlpha[0].pixels[$0] != 128 })
        withAlpha[0].pixels[ink] &+= 1
        #expect(try !renderer.matches(translucent, scale: 1, expected: withAlpha))
    }

    /// A scene over several pages matches its pages in order, not in another order.
    @Test func pagesAreComparedInOrder() throws {
        let scene = RenderScene(
            size: Size(width: 40, height: 120), background: .white,
            items: [.fill(Rect(x: 0, y: 70, width: 40, height: 10), .black, cornerRadius: 0)]
        )
        var pages: [RGBAImage] = []
        try renderer.render(scene, scale: 1, text: [], pageRows: 50) { _, _, png in pages.append(try PNGDecoder.decode(png)) }
        try #require(pages.count == 3)
        #expect(try renderer.matches(scene, scale: 1, expected: pages, pageRows: 50))
        #expect(try !renderer.matches(scene, scale: 1, expected: [pages[1], pages[0], pages[2]], pageRows: 50))
    }

    /// `samePixels` on pixels whose channels all differ: an opaque Cairo pixel (native ARGB32)
    /// equals the decoded straight RGBA bytes of the same colour with alpha 255, whatever the
    /// count (none, one, a block of 256 and one past it), and any channel or alpha off is not
    /// equal wherever it falls.
    @Test func samePixelsComparesEachChannelInItsPlace() {
        for count in [0, 1, 255, 256, 257, 600] {
            let argb: [UInt32] = (0..<count).map { index in
                let (red, green, blue) = (UInt32(index % 251), UInt32(index * 7 % 253), UInt32(index * 13 % 241))
                return 0xFF00_0000 | red << 16 | green << 8 | blue
            }
            let rgba: [UInt8] = argb.flatMap { pixel -> [UInt8] in
                [UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel), 255]
            }
            let same = argb.withUnsafeBytes { source in
                rgba.withUnsafeBufferPointer {
                    PNGEncoder.samePixels(
                        argb32: source.bindMemory(to: UInt8.self).baseAddress ?? UnsafePointer(bitPattern: 1)!,
                        rgba: $0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: count, hasAlpha: false)
                }
            }
            #expect(same, "count \(count)")
            for pixel in Set([0, count / 2, count - 1]) where count > 0 {
                for channel in 0..<4 {
                    var changed = rgba
                    changed[pixel * 4 + channel] = channel == 3 ? 254 : changed[pixel * 4 + channel] ^ 0x01
                    let differs = argb.withUnsafeBytes { source in
                        changed.withUnsafeBufferPointer {
                            PNGEncoder.samePixels(
                                argb32: source.bindMemory(to: UInt8.self).baseAddress!, rgba: $0.baseAddress!, count: count, hasAlpha: false)
                        }
                    }
                    #expect(!differs, "count \(count), pixel \(pixel), channel \(channel)")
                }
            }
        }
        // Red and blue swapped is a difference, not a byte order.
        let pixel: [UInt32] = [0xFF11_2233]
        let swapped: [UInt8] = [0x33, 0x22, 0x11, 255]
        let straight: [UInt8] = [0x11, 0x22, 0x33, 255]
        for (bytes, expected) in [(straight, true), (swapped, false)] {
            let result = pixel.withUnsafeBytes { source in
                bytes.withUnsafeBufferPointer {
                    PNGEncoder.samePixels(argb32: source.bindMemory(to: UInt8.self).baseAddress!, rgba: $0.baseAddress!, count: 1, hasAlpha: false)
                }
            }
            #expect(result == expected)
        }
    }
}
