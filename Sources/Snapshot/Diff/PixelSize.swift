import ImageIO

/// An image's width and height in pixels, as a run knew them: manifest.json writes one as
/// `{"height": 812, "width": 375}`.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a decoded image.
    package init(of image: RGBAImage) {
        self.init(width: image.width, height: image.height)
    }

    /// The size a PNG's header (its IHDR chunk) states, read from the bytes in memory; nil when
    /// they do not start like a PNG.
    package init?(pngHeader png: [UInt8]) {
        guard let dimensions = PNGDimensions(header: png) else { return nil }
        self.init(width: dimensions.width, height: dimensions.height)
    }

    /// `375x812`.
    public var description: String { "\(width)x\(height)" }

    /// The canvas a diff of images of these two sizes is drawn on, as
    /// `PixelDiffer.compareAcrossSizes` draws it: the larger width and the larger height.
    public func union(_ other: PixelSize) -> PixelSize {
        PixelSize(width: max(width, other.width), height: max(height, other.height))
    }
}
