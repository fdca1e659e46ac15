/// How many counted pixels a snapshot comparison may have and still pass, as Playwright's
/// `toHaveScreenshot` defines it:
///
/// - `maxDiffPixels` is an absolute count;
/// - `maxDiffPixelRatio` is a fraction of all pixels, applied as `totalPixels * ratio`;
/// - with both set, the smaller limit applies; with neither, the limit is 0, so any counted
///   pixel fails.
///
/// A comparison passes when `diffPixels <= limit`.
public struct DiffTolerance: Hashable, Sendable {
    /// The most counted pixels that pass, or nil for no absolute limit.
    public let maxDiffPixels: Int?
    /// The most counted pixels that pass as a fraction (0 to 1) of all pixels, or nil for no relative limit.
    public let maxDiffPixelRatio: Double?

    /// No tolerance: one counted pixel fails.
    public static let exact = DiffTolerance(checked: nil, nil)

    /// A tolerance; `maxDiffPixels` must be >= 0 and `maxDiffPixelRatio` between 0 and 1.
    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) throws(PixelDiffError) {
        if let maxDiffPixels, maxDiffPixels < 0 {
            throw .invalidOption("maxDiffPixels must be >= 0, not \(maxDiffPixels)")
        }
        if let maxDiffPixelRatio, !(0...1).contains(maxDiffPixelRatio) {
            throw .invalidOption("maxDiffPixelRatio must be between 0 and 1, not \(maxDiffPixelRatio)")
        }
        self.init(checked: maxDiffPixels, maxDiffPixelRatio)
    }

    private init(checked maxDiffPixels: Int?, _ maxDiffPixelRatio: Double?) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// The largest number of counted pixels that passes for an image of `totalPixels` pixels
    /// (fractional when it comes from the ratio).
    public func limit(totalPixels: Int) -> Double {
        let absolute = maxDiffPixels.map(Double.init)
        let relative = maxDiffPixelRatio.map { Double(totalPixels) * $0 }
        switch (absolute, relative) {
        case (let absolute?, let relative?): return min(absolute, relative)
        case (let absolute?, nil): return absolute
        case (nil, let relative?): return relative
        case (nil, nil): return 0
        }
    }

    /// Whether `diffPixels` counted pixels out of `totalPixels` pass.
    public func allows(diffPixels: Int, totalPixels: Int) -> Bool {
        Double(diffPixels) <= limit(totalPixels: totalPixels)
    }
}
