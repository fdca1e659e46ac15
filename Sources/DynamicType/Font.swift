/// A concrete font: what the measurer and the painter need to lay out and draw text.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name as the font files declare it, e.g. "Inter".
    public var family: String
    public var weight: FontWeight
    /// Size in points (user units at 72 dpi).
    public var pointSize: Double
    /// A fixed line height in points (the HIG leading, or ProofSheet's own captions); nil uses the
    /// font's own line height, as UIKit does.
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
    /// size and the style's (or emphasized) weight, heavier under Bold Text (`legibilityWeight`,
    /// ``LegibilityWeight/weight(_:)``). Its lines advance by the font's own line height, or by
    /// the HIG leading with `lineHeight: .hig`.
    public static func preferred(
        _ style: TextStyle, category: ContentSizeCategory, family: String = Font.defaultFamily, emphasized: Bool = false,
        lineHeight: LineHeightSource = .font, legibilityWeight: LegibilityWeight = .regular
    ) -> Font {
        Font(
            family: family,
            weight: legibilityWeight.weight(emphasized ? style.emphasizedWeight : style.weight),
            pointSize: TypeRamp.pointSize(style, category),
            lineHeight: lineHeight == .hig ? TypeRamp.leading(style, category) : nil
        )
    }

    public var description: String {
        "\(family) \(weight) \(pointSize)pt" + (lineHeight.map { " / \($0)pt" } ?? "")
    }
}

/// Where a label's line height comes from.
public enum LineHeightSource: String, Hashable, Sendable, CaseIterable {
    /// The font's own line height (`UIFont.lineHeight`: ascender − descender + line gap), as a
    /// `UILabel` or SwiftUI `Text` uses.
    case font
    /// The HIG leading of the label's text style (body at Large: 22 pt), what design tools' text
    /// styles use. Laid out as an app gets it in UIKit, with `minimumLineHeight` and
    /// `maximumLineHeight` both set to it: the extra space goes above the text.
    case hig
}
