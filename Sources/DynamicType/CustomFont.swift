/// A custom typeface used with Dynamic Type, as in the Kodeco Dynamic Type chapter: one family and
/// weight, a base size per text style (its `customFontSizeDictionary`), scaled by `FontMetrics`.
public struct CustomFont: Hashable, Sendable {
    public var family: String
    public var weight: FontWeight
    /// The weight the app draws the face at under Bold Text (its bold counterpart, chosen when
    /// `UIAccessibility.isBoldTextEnabled`); nil when the app gives none, so the face ignores
    /// Bold Text.
    public var boldWeight: FontWeight?
    /// Size at `large` for each text style; a style missing here uses the system ramp's size.
    public var baseSizes: [TextStyle: Double]

    /// The Kodeco chapter's `customFontSizeDictionary`, which equals the ramp's sizes at `large`.
    public static let kodecoBaseSizes: [TextStyle: Double] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
        .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]

    public init(
        family: String, weight: FontWeight = .regular, boldWeight: FontWeight? = nil, baseSizes: [TextStyle: Double] = CustomFont.kodecoBaseSizes
    ) {
        self.family = family
        self.weight = weight
        self.boldWeight = boldWeight
        self.baseSizes = baseSizes
    }

    /// The font for `style` at `category`: `UIFontMetrics(forTextStyle: style).scaledFont(for:)` of
    /// the base-size font. Its lines advance by the face's own line height, or with
    /// `lineHeight: .hig` by the HIG's leading-to-size ratio of the style at `large`, scaled with
    /// the font. Under Bold Text (`legibilityWeight` bold) it is drawn at ``boldWeight``, if any.
    public func font(
        for style: TextStyle, category: ContentSizeCategory, maximumPointSize: Double = 0, lineHeight: LineHeightSource = .font,
        legibilityWeight: LegibilityWeight = .regular
    ) -> Font {
        let baseSize = baseSizes[style] ?? TypeRamp.pointSize(style, .large)
        let baseLineHeight = lineHeight == .hig ? baseSize * TypeRamp.leading(style, .large) / TypeRamp.pointSize(style, .large) : nil
        let weight = legibilityWeight == .bold ? boldWeight ?? weight : weight
        let base = Font(family: family, weight: weight, pointSize: baseSize, lineHeight: baseLineHeight)
        return FontMetrics(forTextStyle: style).scaledFont(for: base, category: category, maximumPointSize: maximumPointSize)
    }
}
