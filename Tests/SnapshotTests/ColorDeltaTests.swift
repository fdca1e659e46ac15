import Testing

@testable import Snapshot

/// Bit-exact colour distances; the expected doubles are pixelmatch-fast's `_color_delta` for
/// the same pixels and byte offsets.
@Suite struct ColorDeltaTests {
    private func yiq(_ a: [UInt8], _ b: [UInt8], offset: Int = 0, checkerboard: Bool = true) -> Double {
        let img1 = [UInt8](repeating: 0, count: offset) + a
        let img2 = [UInt8](repeating: 0, count: offset) + b
        return ColorDelta.yiq(img1, img2, offset, offset, checkerboard: checkerboard)
    }

    @Test func opaquePixels() {
        #expect(yiq([10, 200, 30, 255], [12, 190, 33, 255]) == -23.370435163741405)  // img2 darker: negative
        #expect(yiq([200, 10, 30, 255], [0, 255, 255, 255]) == 28073.124358158006)
        #expect(yiq([0, 0, 0, 255], [255, 255, 255, 255]) == 32857.13315714265)
        #expect(yiq([1, 2, 3, 4], [1, 2, 3, 4]) == 0)
    }

    @Test func semiTransparentPixelsUseTheCheckerboardOfTheirOffset() {
        #expect(yiq([255, 255, 255, 255], [0, 0, 0, 0], offset: 0) == -21651.600133032)
        #expect(yiq([255, 255, 255, 255], [0, 0, 0, 0], offset: 4) == -19272.8947766002)
        #expect(yiq([10, 200, 30, 128], [12, 190, 33, 77], offset: 12) == 9.671771534742163)
        // Over white, transparent and white are the same colour (pixelmatch v5 and checkerboard: false).
        #expect(yiq([255, 255, 255, 255], [0, 0, 0, 0], checkerboard: false) == 0)
    }

    @Test func brightnessAgainstANeighbour() {
        let img: [UInt8] = [10, 200, 30, 128, 255, 255, 255, 255, 0, 0, 0, 0, 90, 90, 90, 200]
        #expect(ColorDelta.brightness(img, 0, 4, checkerboard: true) == -168.97751998937252)
        #expect(ColorDelta.brightness(img, 4, 0, checkerboard: true) == 159.91187422313723)
        #expect(ColorDelta.brightness(img, 12, 8, checkerboard: true) == -40.21409592941177)
        #expect(ColorDelta.brightness(img, 8, 12, checkerboard: true) == -18.66456929411764)
        #expect(ColorDelta.brightness(img, 4, 12, checkerboard: true) == 170.13275820588237)
    }
}
