/// Apple's Dynamic Type ramp for iOS: point size, HIG leading and the line spacing UIKit scales by,
/// for every text style and content-size category.
///
/// Source: docs/dynamic-type.md (the ramp), Tables A (point size = HIG = iOS 26.1 runtime),
/// B (HIG leading) and C (the line spacing `UIFontMetrics` scales by on iOS 26.1, which differs
/// from the HIG leading in 8 cells). `unspecified` reads as `large`.
public enum TypeRamp {
    /// The point size of `preferredFont(forTextStyle:)` (Table A).
    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Double(pointSizes[style.index][category.index])
    }

    /// The HIG's design line height (Table B).
    public static func leading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Double(leadings[style.index][category.index])
    }

    /// The line spacing that `UIFontMetrics` scales by (Table C).
    public static func scalingLineSpacing(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
        Double(scalingLineSpacings[style.index][category.index])
    }

    // Rows in TextStyle order; columns xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
    private static let pointSizes: [[UInt8]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]

    private static let leadings: [[UInt8]] = [
        [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],  // largeTitle
        [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],  // title1
        [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],  // title2
        [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],  // title3
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // headline
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // body
        [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],  // callout
        [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],  // subheadline
        [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],  // footnote
        [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],  // caption1
        [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],  // caption2
    ]

    private static let scalingLineSpacings: [[UInt8]] = [
        [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],  // largeTitle
        [31, 32, 33, 34, 36, 38, 41, 46, 51, 57, 61, 68],  // title1: xL, xxL, AX4 differ from HIG
        [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],  // title2
        [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],  // title3
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 51, 62],  // headline: AX4 differs
        [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // body
        [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],  // callout
        [16, 18, 19, 20, 22, 24, 26, 31, 36, 43, 50, 58],  // subheadline: xxxL, AX2 differ
        [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],  // footnote
        [13, 13, 13, 16, 19, 21, 23, 27, 32, 39, 44, 51],  // caption1: AX1 differs
        [13, 13, 13, 13, 18, 20, 22, 25, 29, 35, 41, 48],  // caption2: AX2 differs
    ]
}

extension TextStyle {
    /// Row of this style in the ramp tables.
    var index: Int { Self.allCases.firstIndex(of: self)! }
}
