/// The vertical metrics of iOS's system font (SF) as UIKit reports them for every text style and
/// size, measured on iOS 26.1 (docs/dynamic-type.md, system font metrics): each is a fixed
/// ratio of the point size. The default family stands in for SF with these metrics, so lines
/// advance and baselines sit where an iPhone puts them whatever the stand-in's own metrics are.
public enum SystemFontMetrics {
    /// `UIFont.ascender / pointSize`.
    public static let ascenderRatio = 0.9521484375
    /// `UIFont.descender / pointSize` (negative: below the baseline).
    public static let descenderRatio = -0.2412109375
    /// `UIFont.lineHeight / pointSize`: ascender − descender, no line gap.
    public static let lineHeightRatio = 1.193359375

    /// `UIFont.capHeight / pointSize`: SF Pro's cap height, 1443 of its 2048 units per em. Not
    /// measured on a device: the SF Symbols app's exported templates draw at 100 pt with their
    /// capline 70.46 units above the baseline (docs/symbols.md), which is this ratio.
    package static let capHeightRatio = 1443.0 / 2048

    /// `UIFont.ascender` at `pointSize`.
    public static func ascender(pointSize: Double) -> Double { ascenderRatio * pointSize }

    /// `UIFont.lineHeight` at `pointSize` (body at Large: 20.287109375 pt).
    public static func lineHeight(pointSize: Double) -> Double { lineHeightRatio * pointSize }
}
