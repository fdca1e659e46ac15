import ImageIO

/// What a comparison found.
public struct PixelDiffResult: Hashable, Sendable {
    /// Width of both images, in pixels.
    public let width: Int
    /// Height of both images, in pixels.
    public let height: Int
    /// Pixels whose colours differ beyond the threshold and that are not anti-aliasing (unless
    /// anti-aliasing is included): pixelmatch's return value.
    public let diffPixels: Int
    /// The two images are byte for byte the same (pixelmatch's fast path). A pair can have
    /// `diffPixels == 0` without being identical, when every difference is below the threshold
    /// or anti-aliasing.
    public let identical: Bool
    /// The diff image, when one was asked for.
    public let diffImage: RGBAImage?

    /// `width * height`.
    public var totalPixels: Int { width * height }
}
