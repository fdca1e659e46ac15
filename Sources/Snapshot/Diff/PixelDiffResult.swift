import ImageIO

/// What a comparison found.
package struct PixelDiffResult: Hashable, Sendable {
    /// Width of both images, in pixels.
    package let width: Int
    /// Height of both images, in pixels.
    package let height: Int
    /// Pixels whose colours differ beyond the threshold and that are not anti-aliasing (unless
    /// anti-aliasing is included): pixelmatch's return value.
    package let diffPixels: Int
    /// The two images are byte for byte the same (pixelmatch's fast path). A pair can have
    /// `diffPixels == 0` without being identical, when every difference is below the threshold
    /// or anti-aliasing.
    package let identical: Bool
    /// The diff image, when one was asked for.
    package let diffImage: RGBAImage?

    /// `width * height`.
    package var totalPixels: Int { width * height }
}
