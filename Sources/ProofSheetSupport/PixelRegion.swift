/// An axis-aligned rectangle of pixels, in image coordinates (origin top left, y down): where a
/// diff found changes, or where an audit finding's element is in a rendered image. The report
/// draws a box around each.
public struct PixelRegion: Hashable, Sendable, Codable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels, at least 1.
    public var width: Int
    /// Height in pixels, at least 1.
    public var height: Int

    /// A region from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest region holding both.
    package func union(_ other: PixelRegion) -> PixelRegion {
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two share at least one pixel.
    package func overlaps(_ other: PixelRegion) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
