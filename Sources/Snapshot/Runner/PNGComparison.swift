import ImageIO

/// A stored and a rendered PNG, decoded and diffed as `proofsheet check` compares a variant with
/// its baseline: the pixelmatch differ on a canvas of the larger size when the sizes differ.
package struct PNGComparison: Sendable {
    /// The stored PNG's bytes.
    package let expectedPNG: [UInt8]
    /// The rendered PNG's bytes.
    package let actualPNG: [UInt8]
    /// The stored PNG, decoded.
    package let expected: RGBAImage
    /// The rendered PNG, decoded.
    package let actual: RGBAImage
    /// On a canvas of the larger width and height when the sizes differ
    /// (`PixelDiffer.compareAcrossSizes`); it always carries the diff image.
    package let diff: PixelDiffResult
    /// The stored PNG's path, for errors.
    private let path: String

    /// Decodes both PNGs and compares them; `path` names the stored one in a decoding error.
    /// Throws when either is not a PNG that can be read, or the differ's options are invalid.
    package init(expected expectedPNG: [UInt8], actual actualPNG: [UInt8], path: String, differ: PixelDiffer) throws {
        self.expectedPNG = expectedPNG
        self.actualPNG = actualPNG
        self.path = path
        expected = try PNGDecoder.decode(expectedPNG, path: path)
        actual = try PNGDecoder.decode(actualPNG, path: "rendered image")
        diff = try differ.compareAcrossSizes(expected, actual)
    }

    /// Why the variant changed when its size did; nil when the sizes match.
    package var sizeMessage: String? {
        expected.width == actual.width && expected.height == actual.height
            ? nil : "size changed from \(expected.width)x\(expected.height) to \(actual.width)x\(actual.height)"
    }

    /// Expected | diff | actual side by side (`Triptych`), as check's reports show a change.
    package var triptych: RGBAImage? {
        diff.diffImage.map { Triptych.compose(expected: expected, diff: $0, actual: actual) }
    }

    /// What changed, in words, from the layouts the two PNGs carry (``LayoutSnapshot``, on a
    /// rendering's first page), as check describes a changed variant; nil when the rendered PNG
    /// carries no layout (it was not made by ProofSheet).
    package var change: ChangeDescription? {
        guard let current = try? LayoutSnapshot.stored(in: actualPNG, path: "rendered image") else { return nil }
        return ChangeDescriber(stored: StoredLayout(reading: expectedPNG, path: path), current: current, environmentNote: nil).description
    }
}
