/// iOS system colours as UIKit defines them (iOS 17/18), light and dark, at default and
/// increased contrast (Increase Contrast, `UIAccessibilityContrast.high`), so templates can say
/// `secondaryLabel` or `systemGroupedBackground` and look right in every appearance and contrast.
/// docs/colors.md gives the table and its sources: the HIG's Color page for tints and greys, a
/// UIKit dump (Flutter's `CupertinoColors`) for labels, separators, backgrounds and fills.
package enum SystemColors {
    /// Every system colour by its UIKit name (without the `UIColor.` prefix).
    package static let all: [String: DynamicColor] = [
        // Label colours (increased contrast: Flutter's UIKit dump, see docs/colors.md)
        "label": DynamicColor(
            light: Color(0, 0, 0), dark: Color(255, 255, 255), highContrastLight: Color(0, 0, 0), highContrastDark: Color(255, 255, 255)),
        "secondaryLabel": DynamicColor(
            light: Color(60, 60, 67, alpha: 0.6), dark: Color(235, 235, 245, alpha: 0.6), highContrastLight: Color(60, 60, 67, alpha: 173 / 255),
            highContrastDark: Color(235, 235, 245, alpha: 173 / 255)),
        "tertiaryLabel": DynamicColor(
            light: Color(60, 60, 67, alpha: 0.3), dark: Color(235, 235, 245, alpha: 0.3), highContrastLight: Color(60, 60, 67, alpha: 96 / 255),
            highContrastDark: Color(235, 235, 245, alpha: 96 / 255)),
        "quaternaryLabel": DynamicColor(
            light: Color(60, 60, 67, alpha: 0.18), dark: Color(235, 235, 245, alpha: 0.16), highContrastLight: Color(60, 60, 67, alpha: 66 / 255),
            highContrastDark: Color(235, 235, 245, alpha: 61 / 255)),
        "placeholderText": DynamicColor(
            light: Color(60, 60, 67, alpha: 0.3), dark: Color(235, 235, 245, alpha: 0.3), highContrastLight: Color(60, 60, 67, alpha: 96 / 255),
            highContrastDark: Color(235, 235, 245, alpha: 96 / 255)),
        "link": DynamicColor(
            light: Color(0, 122, 255), dark: Color(9, 132, 255), highContrastLight: Color(0, 122, 255), highContrastDark: Color(9, 132, 255)),
        // Separators
        "separator": DynamicColor(
            light: Color(60, 60, 67, alpha: 0.29), dark: Color(84, 84, 88, alpha: 0.6), highContrastLight: Color(60, 60, 67, alpha: 94 / 255),
            highContrastDark: Color(84, 84, 88, alpha: 173 / 255)),
        "opaqueSeparator": DynamicColor(
            light: Color(198, 198, 200), dark: Color(56, 56, 58), highContrastLight: Color(198, 198, 200), highContrastDark: Color(56, 56, 58)),
        // Backgrounds
        "systemBackground": DynamicColor(
            light: Color(255, 255, 255), dark: Color(0, 0, 0), highContrastLight: Color(255, 255, 255), highContrastDark: Color(0, 0, 0)),
        "secondarySystemBackground": DynamicColor(
            light: Color(242, 242, 247), dark: Color(28, 28, 30), highContrastLight: Color(235, 235, 240), highContrastDark: Color(36, 36, 38)),
        "tertiarySystemBackground": DynamicColor(
            light: Color(255, 255, 255), dark: Color(44, 44, 46), highContrastLight: Color(255, 255, 255), highContrastDark: Color(54, 54, 56)),
        "systemGroupedBackground": DynamicColor(
            light: Color(242, 242, 247), dark: Color(0, 0, 0), highContrastLight: Color(235, 235, 240), highContrastDark: Color(0, 0, 0)),
        "secondarySystemGroupedBackground": DynamicColor(
            light: Color(255, 255, 255), dark: Color(28, 28, 30), highContrastLight: Color(255, 255, 255), highContrastDark: Color(36, 36, 38)),
        "tertiarySystemGroupedBackground": DynamicColor(
            light: Color(242, 242, 247), dark: Color(44, 44, 46), highContrastLight: Color(235, 235, 240), highContrastDark: Color(54, 54, 56)),
        // Fills
        "systemFill": DynamicColor(
            light: Color(120, 120, 128, alpha: 0.2), dark: Color(120, 120, 128, alpha: 0.36),
            highContrastLight: Color(120, 120, 128, alpha: 71 / 255), highContrastDark: Color(120, 120, 128, alpha: 112 / 255)),
        "secondarySystemFill": DynamicColor(
            light: Color(120, 120, 128, alpha: 0.16), dark: Color(120, 120, 128, alpha: 0.32),
            highContrastLight: Color(120, 120, 128, alpha: 61 / 255), highContrastDark: Color(120, 120, 128, alpha: 102 / 255)),
        "tertiarySystemFill": DynamicColor(
            light: Color(118, 118, 128, alpha: 0.12), dark: Color(118, 118, 128, alpha: 0.24),
            highContrastLight: Color(118, 118, 128, alpha: 51 / 255), highContrastDark: Color(118, 118, 128, alpha: 81 / 255)),
        "quaternarySystemFill": DynamicColor(
            light: Color(116, 116, 128, alpha: 0.08), dark: Color(118, 118, 128, alpha: 0.18),
            highContrastLight: Color(116, 116, 128, alpha: 40 / 255), highContrastDark: Color(118, 118, 128, alpha: 66 / 255)),
        // Tints (increased contrast: the HIG's Color page)
        "systemBlue": DynamicColor(
            light: Color(0, 122, 255), dark: Color(10, 132, 255), highContrastLight: Color(0, 64, 221), highContrastDark: Color(64, 156, 255)),
        "systemBrown": DynamicColor(
            light: Color(162, 132, 94), dark: Color(172, 142, 104), highContrastLight: Color(127, 101, 69), highContrastDark: Color(181, 148, 105)),
        "systemCyan": DynamicColor(
            light: Color(50, 173, 230), dark: Color(100, 210, 255), highContrastLight: Color(0, 113, 164), highContrastDark: Color(112, 215, 255)),
        "systemGreen": DynamicColor(
            light: Color(52, 199, 89), dark: Color(48, 209, 88), highContrastLight: Color(36, 138, 61), highContrastDark: Color(48, 219, 91)),
        "systemIndigo": DynamicColor(
            light: Color(88, 86, 214), dark: Color(94, 92, 230), highContrastLight: Color(54, 52, 163), highContrastDark: Color(125, 122, 255)),
        "systemMint": DynamicColor(
            light: Color(0, 199, 190), dark: Color(99, 230, 226), highContrastLight: Color(12, 129, 123), highContrastDark: Color(102, 212, 207)),
        "systemOrange": DynamicColor(
            light: Color(255, 149, 0), dark: Color(255, 159, 10), highContrastLight: Color(201, 52, 0), highContrastDark: Color(255, 179, 64)),
        "systemPink": DynamicColor(
            light: Color(255, 45, 85), dark: Color(255, 55, 95), highContrastLight: Color(211, 15, 69), highContrastDark: Color(255, 100, 130)),
        "systemPurple": DynamicColor(
            light: Color(175, 82, 222), dark: Color(191, 90, 242), highContrastLight: Color(137, 68, 171), highContrastDark: Color(218, 143, 255)),
        "systemRed": DynamicColor(
            light: Color(255, 59, 48), dark: Color(255, 69, 58), highContrastLight: Color(215, 0, 21), highContrastDark: Color(255, 105, 97)),
        "systemTeal": DynamicColor(
            light: Color(48, 176, 199), dark: Color(64, 200, 224), highContrastLight: Color(0, 130, 153), highContrastDark: Color(93, 230, 255)),
        "systemYellow": DynamicColor(
            light: Color(255, 204, 0), dark: Color(255, 214, 10), highContrastLight: Color(178, 80, 0), highContrastDark: Color(255, 212, 38)),
        "tintColor": DynamicColor(
            light: Color(0, 122, 255), dark: Color(10, 132, 255), highContrastLight: Color(0, 64, 221), highContrastDark: Color(64, 156, 255)),
        // Greys
        "systemGray": DynamicColor(
            light: Color(142, 142, 147), dark: Color(142, 142, 147), highContrastLight: Color(108, 108, 112), highContrastDark: Color(174, 174, 178)),
        "systemGray2": DynamicColor(
            light: Color(174, 174, 178), dark: Color(99, 99, 102), highContrastLight: Color(142, 142, 147), highContrastDark: Color(124, 124, 128)),
        "systemGray3": DynamicColor(
            light: Color(199, 199, 204), dark: Color(72, 72, 74), highContrastLight: Color(174, 174, 178), highContrastDark: Color(84, 84, 86)),
        "systemGray4": DynamicColor(
            light: Color(209, 209, 214), dark: Color(58, 58, 60), highContrastLight: Color(188, 188, 192), highContrastDark: Color(68, 68, 70)),
        "systemGray5": DynamicColor(
            light: Color(229, 229, 234), dark: Color(44, 44, 46), highContrastLight: Color(216, 216, 220), highContrastDark: Color(54, 54, 56)),
        "systemGray6": DynamicColor(
            light: Color(242, 242, 247), dark: Color(28, 28, 30), highContrastLight: Color(235, 235, 240), highContrastDark: Color(36, 36, 38)),
        // Fixed
        "white": DynamicColor(.white),
        "black": DynamicColor(.black),
        "clear": DynamicColor(.clear),
    ]
}
