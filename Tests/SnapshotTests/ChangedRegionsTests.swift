import ImageIO
import ProofSheetSupport
import Testing

@testable import Snapshot

/// ChangedRegions on synthetic diff images: exact boxes for tiles, 8-neighbour joins, overlap
/// merging, the count cap, and which colours count as changed.
@Suite struct ChangedRegionsTests {
    static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)

    /// A grey diff image of `width` × `height` with `points` painted `colour`.
    func image(_ width: Int, _ height: Int, _ points: [(Int, Int)], colour: (UInt8, UInt8, UInt8, UInt8) = red) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: (240, 240, 240, 255))
        for (x, y) in points {
            let index = (y * width + x) * 4
            image.pixels[index] = colour.0
            image.pixels[index + 1] = colour.1
            image.pixels[index + 2] = colour.2
            image.pixels[index + 3] = colour.3
        }
        return image
    }

    func regions(_ image: RGBAImage, options: PixelDiffOptions = PixelDiffOptions(), maximumCount: Int = ChangedRegions.maximumCount) -> [PixelRegion]
    {
        ChangedRegions.find(in: image, options: options, maximumCount: maximumCount)
    }

    @Test func noChangedPixelsNoRegions() {
        #expect(regions(image(64, 64, [])).isEmpty)
        #expect(regions(RGBAImage(width: 0, height: 0, pixels: [])).isEmpty)
    }

    @Test func oneBoxIsTightAroundItsPixels() {
        #expect(regions(image(64, 64, [(5, 7)])) == [PixelRegion(x: 5, y: 7, width: 1, height: 1)])
        #expect(regions(image(64, 64, [(3, 4), (9, 12), (6, 2)])) == [PixelRegion(x: 3, y: 2, width: 7, height: 11)])
    }

    @Test func neighbouringTilesJoinAcrossEdgesAndCorners() {
        // Tiles (0, 0) and (1, 0) share an edge; (0, 0) and (1, 1) a corner.
        #expect(regions(image(64, 64, [(15, 0), (16, 3)])) == [PixelRegion(x: 15, y: 0, width: 2, height: 4)])
        #expect(regions(image(64, 64, [(15, 15), (16, 16)])) == [PixelRegion(x: 15, y: 15, width: 2, height: 2)])
    }

    @Test func tilesApartStaySeparateAndSortTopToBottomThenLeftToRight() {
        // Tiles 0 and 2 of a row are not neighbours.
        #expect(
            regions(image(64, 64, [(40, 50), (0, 0), (40, 0)])) == [
                PixelRegion(x: 0, y: 0, width: 1, height: 1), PixelRegion(x: 40, y: 0, width: 1, height: 1),
                PixelRegion(x: 40, y: 50, width: 1, height: 1),
            ])
    }

    @Test func aBoxInsideAnotherComponentsBoxMergesIntoIt() {
        // An L along the top row and the left column, and a lone pixel in tile (2, 2), which
        // touches no tile of the L but lies inside its box.
        let l = (0..<64).map { ($0, 0) } + (0..<64).map { (0, $0) }
        #expect(regions(image(64, 64, l + [(40, 40)])) == [PixelRegion(x: 0, y: 0, width: 64, height: 64)])
    }

    @Test func tooManyBoxesMergeIntoBiggerOnes() {
        // Eight lone pixels 32 px apart: eight boxes on 16 px tiles, one on 32 px tiles.
        let points = (0..<8).map { ($0 * 32, 0) }
        #expect(regions(image(256, 32, points)).count == 8)
        #expect(regions(image(256, 32, points), maximumCount: 4) == [PixelRegion(x: 0, y: 0, width: 225, height: 1)])
        // Pixels 64 apart are still eight boxes on 32 px tiles, and join on 64 px tiles.
        let sparse = (0..<8).map { ($0 * 64, 0) }
        #expect(regions(image(512, 32, sparse), maximumCount: 4) == [PixelRegion(x: 0, y: 0, width: 449, height: 1)])
    }

    @Test func countsDiffAndAlternativeColoursOnlyNotAntialiasingOrGrey() {
        let options = PixelDiffOptions(diffColorAlt: RGBColor(0, 255, 0))
        #expect(regions(image(64, 64, [(1, 1)], colour: (0, 255, 0, 255)), options: options) == [PixelRegion(x: 1, y: 1, width: 1, height: 1)])
        #expect(regions(image(64, 64, [(1, 1)], colour: (255, 255, 0, 255))).isEmpty)  // aaColor
        #expect(regions(image(64, 64, [(1, 1)], colour: (128, 128, 128, 255))).isEmpty)
    }

    @Test func findsTheChangesTheDifferDrew() throws {
        let expected = RGBAImage(width: 100, height: 80, filledWith: (255, 255, 255, 255))
        var actual = expected
        for y in 30..<42 {
            for x in 50..<71 {
                actual.pixels[(y * 100 + x) * 4 + 1] = 0
            }
        }
        let result = try PixelDiffer().compare(expected, actual, drawingDiff: true)
        #expect(ChangedRegions.find(in: result.diffImage!, options: PixelDiffOptions()) == [PixelRegion(x: 50, y: 30, width: 21, height: 12)])
    }
}
