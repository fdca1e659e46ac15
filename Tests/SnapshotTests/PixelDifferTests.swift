import ImageIO
import Testing

@testable import Snapshot

@Suite struct PixelDifferTests {
    private static let white: [UInt8] = [255, 255, 255, 255]

    /// A `width` x `height` image of `base` with the given pixels replaced.
    private func image(_ width: Int, _ height: Int, _ base: [UInt8] = white, _ pixels: [(x: Int, y: Int, rgba: [UInt8])] = []) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: (base[0], base[1], base[2], base[3]))
        for pixel in pixels { image.pixels.replaceSubrange((pixel.y * width + pixel.x) * 4..<(pixel.y * width + pixel.x) * 4 + 4, with: pixel.rgba) }
        return image
    }

    private func pixel(_ image: RGBAImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image else { return [] }
        return Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
    }

    @Test func identicalImagesTakeTheFastPathAndDrawTheFadedCopy() throws {
        let colours: [(x: Int, y: Int, rgba: [UInt8])] = [
            (0, 0, [0, 0, 0, 255]), (1, 0, [100, 150, 200, 255]), (2, 0, [100, 150, 200, 128]), (0, 1, [9, 9, 9, 0]),
        ]
        let expected = image(3, 2, Self.white, colours)
        let result = try PixelDiffer().compare(expected, expected, drawingDiff: true)
        #expect(result.diffPixels == 0 && result.identical && result.totalPixels == 6)
        // 255 + (Y - 255) * 0.1 * a / 255, truncated: black 229.5, Y = 140.779 opaque 243.58, at a = 128 249.27.
        #expect(pixel(result.diffImage, 0, 0) == [229, 229, 229, 255])
        #expect(pixel(result.diffImage, 1, 0) == [243, 243, 243, 255])
        #expect(pixel(result.diffImage, 2, 0) == [249, 249, 249, 255])
        #expect(pixel(result.diffImage, 0, 1) == [255, 255, 255, 255])
        #expect(pixel(result.diffImage, 2, 1) == [255, 255, 255, 255])
        let mask = try PixelDiffer(options: PixelDiffOptions(diffMask: true)).compare(expected, expected, drawingDiff: true)
        #expect(mask.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
        #expect(try PixelDiffer().compare(expected, expected).diffImage == nil)
    }

    @Test func aDarkDotInAFlatAreaIsCountedInTheAlternativeColour() throws {
        let expected = image(5, 5)
        let actual = image(5, 5, Self.white, [(2, 2, [0, 0, 0, 255]), (4, 4, [255, 255, 255, 200])])
        let options = PixelDiffOptions(alpha: 0.5, diffColorAlt: RGBColor(0, 255, 0))
        let result = try PixelDiffer(options: options).compare(expected, actual, drawingDiff: true)
        // The dot; the corner's semi-transparent white over the checkerboard (207, 48, 48 there)
        // shifts it by (9.6, 40.6, 40.6): Y 29.7, delta 446.6 > 352.2, and darker.
        #expect(result.diffPixels == 2 && !result.identical)
        #expect(pixel(result.diffImage, 2, 2) == [0, 255, 0, 255])
        #expect(pixel(result.diffImage, 4, 4) == [0, 255, 0, 255])
        #expect(pixel(result.diffImage, 0, 0) == [255, 255, 255, 255])
        let lighter = try PixelDiffer().compare(actual, expected, drawingDiff: true)
        #expect(pixel(lighter.diffImage, 2, 2) == [255, 0, 0, 255])
    }

    @Test func thresholdIsASquaredYIQDistance() throws {
        // A grey step of d levels has delta 0.5053 d²: 0.05 allows 13.2 levels, 0.1 allows 26.4.
        let expected = image(3, 3, [128, 128, 128, 255])
        for (step, counts) in [(13, [0, 0]), (14, [9, 0]), (26, [9, 0]), (27, [9, 9])] {
            let actual = image(3, 3, [UInt8(128 + step), UInt8(128 + step), UInt8(128 + step), 255])
            let found = try [0.05, 0.1].map { try PixelDiffer(options: PixelDiffOptions(threshold: $0)).compare(expected, actual).diffPixels }
            #expect(found == counts, "step \(step)")
        }
        let zero = try PixelDiffer(options: PixelDiffOptions(threshold: 0)).compare(expected, image(3, 3, [128, 128, 129, 255]))
        #expect(zero.diffPixels == 9)
    }

    /// A black | grey | white edge whose grey column darkens: every changed pixel sits between a
    /// darker and a brighter neighbour that are in flat areas in both images, so it is
    /// anti-aliasing.
    @Test func antialiasedEdgeIsSkippedUnlessIncluded() throws {
        func edge(grey: UInt8) -> RGBAImage {
            var pixels: [(x: Int, y: Int, rgba: [UInt8])] = []
            for y in 0..<7 {
                for x in 0..<3 { pixels.append((x, y, [0, 0, 0, 255])) }
                pixels.append((3, y, [grey, grey, grey, 255]))
            }
            return image(7, 7, Self.white, pixels)
        }
        let options = PixelDiffOptions(aaColor: RGBColor(0, 0, 255))
        let skipped = try PixelDiffer(options: options).compare(edge(grey: 128), edge(grey: 100), drawingDiff: true)
        #expect(skipped.diffPixels == 0)
        #expect((0..<7).allSatisfy { pixel(skipped.diffImage, 3, $0) == [0, 0, 255, 255] })
        #expect(pixel(skipped.diffImage, 0, 0) == [229, 229, 229, 255])

        var included = options
        included.includeAA = true
        let counted = try PixelDiffer(options: included).compare(edge(grey: 128), edge(grey: 100), drawingDiff: true)
        #expect(counted.diffPixels == 7)
        #expect(pixel(counted.diffImage, 3, 3) == [255, 0, 0, 255])

        let mask = try PixelDiffer(options: PixelDiffOptions(diffMask: true)).compare(edge(grey: 128), edge(grey: 100), drawingDiff: true)
        #expect(mask.diffImage?.pixels.allSatisfy { $0 == 0 } == true)  // anti-aliasing is left out of a mask
    }

    @Test func transparencyDiffersFromWhiteOnTheCheckerboardOnly() throws {
        let white = image(4, 4)
        let clear = image(4, 4, [0, 0, 0, 0])
        #expect(try PixelDiffer().compare(white, clear).diffPixels == 16)
        #expect(try PixelDiffer(options: PixelDiffOptions(checkerboard: false)).compare(white, clear).diffPixels == 0)
    }

    @Test func countsAloneEqualCountsWithTheImage() throws {
        let expected = image(9, 6, Self.white, [(1, 1, [0, 0, 0, 255]), (2, 1, [90, 90, 90, 255]), (8, 5, [0, 0, 0, 10])])
        let actual = image(9, 6, Self.white, [(1, 1, [0, 0, 0, 255]), (2, 2, [90, 90, 90, 255]), (7, 5, [10, 200, 0, 255])])
        for includeAA in [false, true] {
            let differ = PixelDiffer(options: PixelDiffOptions(includeAA: includeAA))
            #expect(try differ.compare(expected, actual).diffPixels == differ.compare(expected, actual, drawingDiff: true).diffPixels)
        }
    }

    @Test func differentSizesAreAReportedFailure() {
        #expect(throws: PixelDiffError.sizeMismatch(expectedWidth: 3, expectedHeight: 2, actualWidth: 2, actualHeight: 3)) {
            try PixelDiffer().compare(image(3, 2), image(2, 3))
        }
        #expect(
            PixelDiffError.sizeMismatch(expectedWidth: 3, expectedHeight: 2, actualWidth: 2, actualHeight: 3).description
                == "image sizes differ: expected 3x2, actual 2x3")
    }

    @Test func invalidOptionsAreRejected() {
        for options in [PixelDiffOptions(threshold: -0.1), PixelDiffOptions(threshold: .nan), PixelDiffOptions(alpha: 1.5)] {
            #expect(throws: PixelDiffError.self) { try PixelDiffer(options: options).compare(image(1, 1), image(1, 1)) }
        }
    }

    @Test func emptyImagesAreIdentical() throws {
        let empty = RGBAImage(width: 0, height: 5, pixels: [])
        let result = try PixelDiffer().compare(empty, empty, drawingDiff: true)
        #expect(result.identical && result.diffPixels == 0 && result.diffImage?.pixels.isEmpty == true)
    }
}
