/// UIKit's `UIFontMetrics`: scales custom fonts and layout values with Dynamic Type.
///
/// The scale factor is the ratio of the text style's line spacing at the target category to its
/// line spacing at `large` (TypeRamp Table C), not a ratio of point sizes. `scaledValue` rounds to
/// the display's pixel grid, `scaledPointSize` to whole points; both round halves away from zero.
/// Both are the identity at `large`. See docs/dynamic-type.md, UIFontMetrics.
///
/// Known divergence: UIKit on iOS 26.1 gives 25 for an 11 pt headline font at AX4
/// (11 × 51/22 = 25.5); these rules give 26. No simple rule explains UIKit's value.
public struct FontMetrics: Hashable, Sendable {
    /// The text style whose ramp drives the scaling.
    public let textStyle: TextStyle

    public init(forTextStyle textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// `UIFontMetrics.default`: body metrics.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `C(style, category) / C(style, large)`.
    public func scaleFactor(for category: ContentSizeCategory) -> Double {
        TypeRamp.scalingLineSpacing(textStyle, category) / TypeRamp.scalingLineSpacing(textStyle, .large)
    }

    /// `scaledValue(for:compatibleWith:)`: `value` scaled, rounded to the nearest device pixel at
    /// `displayScale` (halves away from zero).
    public func scaledValue(for value: Double, category: ContentSizeCategory, displayScale: Double) -> Double {
        let scaled = unroundedScaledValue(value, category)
        guard displayScale > 0 else { return scaled }
        return (scaled * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
    }

    /// The point size of `scaledFont(for:maximumPointSize:)`: scaled, rounded to whole points
    /// (halves away from zero), then capped at `maximumPointSize` when that is above 0.
    public func scaledPointSize(for pointSize: Double, category: ContentSizeCategory, maximumPointSize: Double = 0) -> Double {
        let rounded = unroundedScaledValue(pointSize, category).rounded(.toNearestOrAwayFromZero)
        return maximumPointSize > 0 ? min(rounded, maximumPointSize) : rounded
    }

    /// `scaledFont(for:maximumPointSize:)`: the same family and weight at the scaled point size; a
    /// line height, if the font has one, keeps its ratio to the (rounded, capped) point size.
    public func scaledFont(for font: Font, category: ContentSizeCategory, maximumPointSize: Double = 0) -> Font {
        var scaled = font
        scaled.pointSize = scaledPointSize(for: font.pointSize, category: category, maximumPointSize: maximumPointSize)
        scaled.lineHeight = font.lineHeight.map { font.pointSize > 0 ? $0 * scaled.pointSize / font.pointSize : $0 }
        return scaled
    }

    /// Multiplies before dividing so that exact products such as 17 × 61 / 34 = 30.5 stay exact.
    private func unroundedScaledValue(_ value: Double, _ category: ContentSizeCategory) -> Double {
        value * TypeRamp.scalingLineSpacing(textStyle, category) / TypeRamp.scalingLineSpacing(textStyle, .large)
    }
}
