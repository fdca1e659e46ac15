import ImageIO
import ProofSheetSupport
import Testing

@testable import Snapshot

/// Comparisons of images whose sizes differ: the canvas, the count, the diff image and its
/// regions, and the canvas helper that crops and pads.
@Suite struct SizeChangeDiffTests {
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
    static let red: [UInt8] = [255, 0, 0, 255]

    /// The RGBA bytes of pixel (`x`, `y`).
    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * image.width + x) * 4
        return Array(image.pixels[index..<index + 4])
    }

    @Test func aTallerImageCountsAndBoxesEveryNewPixel() throws {
        // White on white: transparent padding composited over white would match it, so only
        // counting the pixels one image lacks finds them, with the checkerboard or without.
        for checkerboard in [true, false] {
            let differ = PixelDiffer(options: PixelDiffOptions(checkerboard: checkerboard))
            let result = try differ.compareAcrossSizes(
                RGBAImage(width: 4, height: 4, filledWith: Self.white), RGBAImage(width: 4, height: 6, filledWith: Self.white))
            #expect(result.width == 4 && result.height == 6 && result.totalPixels == 24)
            #expect(result.diffPixels == 8 && !result.identical)
            let diff = try #require(result.diffImage)
            #expect(diff.width == 4 && diff.height == 6)
            #expect((0..<4).allSatisfy { x in (0..<4).allSatisfy { y in pixel(diff, x, y) == [255, 255, 255, 255] } })  // the faded copy of white
            #expect((0..<4).allSatisfy { x in (4..<6).allSatisfy { y in pixel(diff, x, y) == Self.red } })
            #expect(ChangedRegions.find(in: diff, options: differ.options) == [PixelRegion(x: 0, y: 4, width: 4, height: 2)])
        }
    }

    @Test func shrinkingAndWideningCountTheSameWay() throws {
        let square = RGBAImage(width: 4, height: 4, filledWith: Self.white)
        let shorter = try PixelDiffer().compareAcrossSizes(RGBAImage(width: 4, height: 6, filledWith: Self.white), square)
        #expect(shorter.diffPixels == 8 && shorter.height == 6)
        let wider = try PixelDiffer().compareAcrossSizes(square, RGBAImage(width: 6, height: 3, filledWith: Self.white))
        // A 6 × 4 canvas: columns 4 and 5 of rows 0 to 2, and all of row 3, exist in one image only.
        #expect(wider.width == 6 && wider.height == 4 && wider.diffPixels == 6 + 6)
        #expect(ChangedRegions.find(in: try #require(wider.diffImage), options: PixelDiffOptions()) == [PixelRegion(x: 0, y: 0, width: 6, height: 4)])
    }

    @Test func changesInTheSharedAreaAddToTheNewPixels() throws {
        var expected = RGBAImage(width: 4, height: 4, filledWith: Self.white)
        expected.pixels.replaceSubrange(20..<24, with: [0, 0, 0, 255])  // pixel (1, 1)
        let result = try PixelDiffer().compareAcrossSizes(expected, RGBAImage(width: 4, height: 6, filledWith: Self.white))
        #expect(result.diffPixels == 1 + 8)
        #expect(pixel(try #require(result.diffImage), 1, 1) == Self.red)
    }

    @Test func sameSizesCompareAsCompareDoes() throws {
        var actual = RGBAImage(width: 5, height: 5, filledWith: Self.white)
        actual.pixels.replaceSubrange(48..<52, with: [0, 0, 0, 255])
        let expected = RGBAImage(width: 5, height: 5, filledWith: Self.white)
        #expect(try PixelDiffer().compareAcrossSizes(expected, actual) == PixelDiffer().compare(expected, actual, drawingDiff: true))
    }

    @Test func resizingTheCanvasCropsAndPadsTopLeft() {
        let image = RGBAImage(width: 2, height: 2, pixels: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4])
        #expect(image.resizingCanvas(toWidth: 2, height: 2) == image)
        #expect(image.resizingCanvas(toWidth: 3, height: 1) == RGBAImage(width: 3, height: 1, pixels: [1, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 0]))
        #expect(
            image.resizingCanvas(toWidth: 1, height: 3, fill: (9, 8, 7, 6))
                == RGBAImage(width: 1, height: 3, pixels: [1, 1, 1, 1, 3, 3, 3, 3, 9, 8, 7, 6]))
        #expect(image.resizingCanvas(toWidth: 0, height: 0) == RGBAImage(width: 0, height: 0, pixels: []))
    }
}
