import Foundation
import ImageIO

/// A Swift port of pixelmatch v7.2.0 (mapbox/pixelmatch): counts the pixels that differ between
/// two images of the same size, ignoring anti-aliasing, and optionally draws a diff image.
///
/// The counts equal pixelmatch's for the same decoded RGBA and options (the tests check them
/// against PyPI pixelmatch-fast). The diff image is pixelmatch's too: matching pixels as a pale
/// greyscale copy of the expected image, anti-aliased pixels in `aaColor` and counted pixels in
/// `diffColor` (or `diffColorAlt` where the actual image is darker).
package struct PixelDiffer: Sendable {
    /// The options every comparison uses.
    package var options: PixelDiffOptions

    /// A differ with pixelmatch's default options, or the ones given.
    package init(options: PixelDiffOptions = PixelDiffOptions()) {
        self.options = options
    }

    /// Compares `expected` (pixelmatch's `img1`) with `actual` (`img2`); with `drawingDiff` the
    /// result carries the diff image. Throws for images of different sizes or invalid options.
    package func compare(_ expected: RGBAImage, _ actual: RGBAImage, drawingDiff: Bool = false) throws(PixelDiffError) -> PixelDiffResult {
        try options.validate()
        guard expected.width == actual.width, expected.height == actual.height else {
            throw .sizeMismatch(
                expectedWidth: expected.width, expectedHeight: expected.height, actualWidth: actual.width, actualHeight: actual.height)
        }
        let width = expected.width
        let height = expected.height
        var diffPixels = 0
        var identical = true
        var diffImage: RGBAImage?
        expected.pixels.withUnsafeBufferPointer { img1 in
            actual.pixels.withUnsafeBufferPointer { img2 in
                let pass = img1.baseAddress.map { Pass(img1: $0, img2: img2.baseAddress!, width: width, height: height, options: options) }
                guard drawingDiff else {
                    if let pass { (diffPixels, identical) = pass.run(output: nil) }
                    return
                }
                // Every pixel is drawn unless the diff is a mask, so only a mask starts zeroed (transparent).
                let pixels = [UInt8](unsafeUninitializedCapacity: img1.count) { buffer, initializedCount in
                    if options.diffMask { buffer.initialize(repeating: 0) }
                    if let pass { (diffPixels, identical) = pass.run(output: UnsafeMutableRawPointer(buffer.baseAddress!)) }
                    initializedCount = buffer.count
                }
                diffImage = RGBAImage(width: width, height: height, pixels: pixels)
            }
        }
        return PixelDiffResult(width: width, height: height, diffPixels: diffPixels, identical: identical, diffImage: diffImage)
    }
}

/// One comparison over raw pixel memory: no allocation, no bounds checks, pixels read as 32-bit
/// words so that equal pixels cost one compare.
private struct Pass {
    let img1: UnsafePointer<UInt8>
    let img2: UnsafePointer<UInt8>
    let words1: UnsafeRawPointer
    let words2: UnsafeRawPointer
    let width: Int
    let height: Int
    let options: PixelDiffOptions
    /// The largest squared YIQ distance that still matches.
    let maxDelta: Double
    let detector: AntialiasingDetector

    init(img1: UnsafePointer<UInt8>, img2: UnsafePointer<UInt8>, width: Int, height: Int, options: PixelDiffOptions) {
        self.img1 = img1
        self.img2 = img2
        words1 = UnsafeRawPointer(img1)
        words2 = UnsafeRawPointer(img2)
        self.width = width
        self.height = height
        self.options = options
        maxDelta = 35215 * options.threshold * options.threshold
        detector = AntialiasingDetector(width: width, height: height, checkerboard: options.checkerboard)
    }

    /// Returns the count and whether the images are identical, drawing into `output` (zeroed,
    /// `width * height * 4` bytes) when given.
    func run(output: UnsafeMutableRawPointer?) -> (diffPixels: Int, identical: Bool) {
        let count = width * height
        if memcmp(img1, img2, count * 4) == 0 {
            if let output, !options.diffMask { drawGreyscale(into: output, count: count) }
            return (0, true)
        }
        guard let output else { return (countOnly(), false) }
        return (drawing(into: output), false)
    }

    /// The count alone: equal pixels are skipped eight at a time and only unequal ones are looked at.
    private func countOnly() -> Int {
        var diff = 0
        let count = width * height
        var index = 0
        while index < count {
            if index &+ 8 <= count && block(words1, index) == block(words2, index) {
                index &+= 8
                continue
            }
            if word(words1, index) == word(words2, index) {
                index &+= 1
                continue
            }
            let delta = ColorDelta.yiq(img1, img2, index &* 4, index &* 4, checkerboard: options.checkerboard)
            if abs(delta) > maxDelta && !isExcludedAntialiasing(x: index % width, y: index / width) { diff &+= 1 }
            index &+= 1
        }
        return diff
    }

    /// The count with every pixel of the diff image drawn (only counted pixels for a mask).
    private func drawing(into output: UnsafeMutableRawPointer) -> Int {
        let aaWord = options.aaColor.opaqueWord
        let diffWord = options.diffColor.opaqueWord
        let altWord = (options.diffColorAlt ?? options.diffColor).opaqueWord
        let drawsBackground = !options.diffMask
        var fader = GreyFader(alpha: options.alpha)
        var diff = 0
        for y in 0..<height {
            let rowStart = y &* width
            var x = 0
            while x < width {
                let index = rowStart &+ x
                // Eight pixels equal in both images and to the last faded colour: one vector store.
                if drawsBackground, x &+ 8 <= width, let grey = fader.lastWord {
                    let first = block(words1, index)
                    if first == SIMD8(repeating: fader.lastPixel) && first == block(words2, index) {
                        output.storeBytes(of: SIMD8(repeating: grey), toByteOffset: index &* 4, as: SIMD8<UInt32>.self)
                        x &+= 8
                        continue
                    }
                }
                let pixel = word(words1, index)
                let delta =
                    pixel == word(words2, index)
                    ? 0 : ColorDelta.yiq(img1, img2, index &* 4, index &* 4, checkerboard: options.checkerboard)
                if abs(delta) > maxDelta {
                    if isExcludedAntialiasing(x: x, y: y) {
                        // Not counted, and left out of a mask.
                        if drawsBackground { store(aaWord, output, index) }
                    } else {
                        store(delta < 0 ? altWord : diffWord, output, index)
                        diff &+= 1
                    }
                } else if drawsBackground {
                    store(fader.word(for: pixel, at: img1 + index &* 4), output, index)
                }
                x &+= 1
            }
        }
        return diff
    }

    private func isExcludedAntialiasing(x: Int, y: Int) -> Bool {
        !options.includeAA
            && (detector.isAntialiased(img1, x, y, words: words1, otherWords: words2)
                || detector.isAntialiased(img2, x, y, words: words2, otherWords: words1))
    }

    /// The faded copy of the expected image alone, for identical images.
    private func drawGreyscale(into output: UnsafeMutableRawPointer, count: Int) {
        var fader = GreyFader(alpha: options.alpha)
        var index = 0
        while index < count {
            if index &+ 8 <= count, let grey = fader.lastWord, block(words1, index) == SIMD8(repeating: fader.lastPixel) {
                output.storeBytes(of: SIMD8(repeating: grey), toByteOffset: index &* 4, as: SIMD8<UInt32>.self)
                index &+= 8
                continue
            }
            store(fader.word(for: word(words1, index), at: img1 + index &* 4), output, index)
            index &+= 1
        }
    }

    /// Pixels `index` to `index + 7`.
    @inline(__always)
    private func block(_ words: UnsafeRawPointer, _ index: Int) -> SIMD8<UInt32> {
        words.loadUnaligned(fromByteOffset: index &* 4, as: SIMD8<UInt32>.self)
    }

    @inline(__always)
    private func word(_ words: UnsafeRawPointer, _ index: Int) -> UInt32 {
        words.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    @inline(__always)
    private func store(_ value: UInt32, _ output: UnsafeMutableRawPointer, _ index: Int) {
        output.storeBytes(of: value, toByteOffset: index &* 4, as: UInt32.self)
    }
}

/// pixelmatch's background for matching pixels: the expected pixel's luma faded toward white,
/// `255 + (Y − 255) · alpha · a / 255`, stored as JavaScript stores it in a byte array
/// (truncated). UI images repeat colours in long runs, so the last result is reused.
private struct GreyFader {
    let alpha: Double
    /// The last pixel faded, and its faded word (nil before the first).
    private(set) var lastPixel: UInt32 = 0
    private(set) var lastWord: UInt32?

    init(alpha: Double) {
        self.alpha = alpha
    }

    @inline(__always)
    mutating func word(for pixel: UInt32, at bytes: UnsafePointer<UInt8>) -> UInt32 {
        if let lastWord, pixel == lastPixel { return lastWord }
        let value =
            255 + (Double(bytes[0]) * 0.29889531 + Double(bytes[1]) * 0.58662247 + Double(bytes[2]) * 0.11448223 - 255)
            * alpha * Double(bytes[3]) / 255
        let grey = UInt32(truncatingIfNeeded: Int(value))
        let word = (grey | grey << 8 | grey << 16 | 0xFF00_0000).littleEndian
        lastPixel = pixel
        lastWord = word
        return word
    }
}
