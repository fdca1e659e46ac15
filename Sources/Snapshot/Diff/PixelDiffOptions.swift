/// The options of pixelmatch v7.2.0, with its defaults.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Matching threshold from 0 to 1; smaller is more sensitive. Two colours match when their
    /// squared YIQ distance is at most `35215 * threshold²` (35215 is the largest possible distance).
    public var threshold: Double
    /// Count anti-aliased pixels as different instead of skipping them.
    public var includeAA: Bool
    /// Opacity (0 to 1) of the greyscale copy of the expected image drawn under the diff.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image (they are not counted).
    public var aaColor: RGBColor
    /// Colour of counted pixels in the diff image.
    public var diffColor: RGBColor
    /// Colour of counted pixels where the actual image is darker than the expected one; nil draws
    /// them in `diffColor` too.
    public var diffColorAlt: RGBColor?
    /// Draw only the counted pixels, over a transparent background.
    public var diffMask: Bool
    /// Composite semi-transparent pixels over pixelmatch's per-position checkerboard of greys
    /// 48 and 207 (v7 and later, the default); false composites them over white.
    public var checkerboard: Bool

    /// Options with pixelmatch's defaults, changing the ones given.
    public init(
        threshold: Double = 0.1,
        includeAA: Bool = false,
        alpha: Double = 0.1,
        aaColor: RGBColor = RGBColor(255, 255, 0),
        diffColor: RGBColor = RGBColor(255, 0, 0),
        diffColorAlt: RGBColor? = nil,
        diffMask: Bool = false,
        checkerboard: Bool = true
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.checkerboard = checkerboard
    }

    /// Rejects values pixelmatch leaves undefined: a threshold that is negative or not a number,
    /// and an alpha outside 0...1 (which would paint grey levels outside 0...255).
    public func validate() throws(PixelDiffError) {
        guard threshold.isFinite, threshold >= 0 else { throw .invalidOption("threshold must be a number >= 0, not \(threshold)") }
        guard alpha.isFinite, (0...1).contains(alpha) else { throw .invalidOption("alpha must be between 0 and 1, not \(alpha)") }
    }
}
