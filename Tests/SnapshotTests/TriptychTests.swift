import ImageIO
import Snapshot
import Testing

/// Expected | diff | actual: each image at its place on an opaque grey canvas 12 px apart and
/// from the edges, top-aligned, a shorter image padded with grey below.
@Suite struct TriptychTests {
    /// A `width` x `height` image of one colour.
    static func image(_ width: Int, _ height: Int, _ colour: [UInt8]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in colour }.joined()))
    }

    @Test func imagesSitSideBySideOnGrey() {
        let red: [UInt8] = [255, 0, 0, 255]
        let green: [UInt8] = [0, 255, 0, 128]
        let blue: [UInt8] = [0, 0, 255, 0]
        let triptych = Triptych.compose(expected: Self.image(3, 2, red), diff: Self.image(2, 4, green), actual: Self.image(1, 1, blue))
        #expect(triptych.width == 3 + 2 + 1 + 12 * 4)
        #expect(triptych.height == 4 + 12 * 2)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * triptych.width + x) * 4
            return Array(triptych.pixels[index..<index + 4])
        }
        let grey: [UInt8] = [128, 128, 128, 255]
        #expect(pixel(0, 0) == grey)
        #expect(pixel(11, 12) == grey)
        #expect(pixel(12, 12) == red && pixel(14, 13) == red)
        #expect(pixel(15, 12) == grey)
        #expect(pixel(12, 14) == grey, "padded below the shorter expected image")
        #expect(pixel(27, 12) == green && pixel(28, 15) == green)
        #expect(pixel(41, 12) == blue)
        #expect(pixel(41, 13) == grey && pixel(42, 12) == grey)
        #expect(pixel(triptych.width - 1, triptych.height - 1) == grey)
        let greyCount = stride(from: 0, to: triptych.pixels.count, by: 4).filter { Array(triptych.pixels[$0..<$0 + 4]) == grey }.count
        #expect(greyCount == triptych.width * triptych.height - 6 - 8 - 1)
    }
}
