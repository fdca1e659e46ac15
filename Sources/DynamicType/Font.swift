/// A concrete font: what the measurer and the painter need to lay out and draw text.
public struct Font: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The family name as the font files declare it, e.g. "Inter".
    public var family: String
    public var weight: FontWeight
    /// Size in points (user units at 72 dpi).
    public var pointSize: Double
    /// The distance from one baseline to the next, in points; nil uses the font's own line height.
    public var lineHeight: Double?

    /// The family used when a spec names none.
    public static let defaultFamily = "Inter"

    public init(family: String = Font.defaultFamily, weight: FontWeight = .regular, pointSize: Double, lineHeight: Double? = nil) {
        self.family = family
        self.weight = weight
        self.pointSize = pointSize
        self.lineHeight = lineHeight
    }

    /// The font of `UIFont.preferredFont(forTextStyle:)` at `category`, in `family`: the ramp's point
    /// size, the HIG leading as line height, and the style's (or emphasized) weight.
    public static func preferred(
        _ style: TextStyle, category: ContentSizeCategory, family: String = Font.defaultFamily, emphasized: Bool = false
    ) -> Font {
        Font(
            family: family,
            weight: emphasized ? style.emphasizedWeight : style.weight,
            pointSize: TypeRamp.pointSize(style, category),
            lineHeight: TypeRamp.leading(style, category)
        )
    }

    public var description: String {
        "\(family) \(weight) \(pointSize)pt" + (lineHeight.map { " / \($0)pt" } ?? "")
    }
}
