/// iOS system colours, light and dark, as UIKit defines them (iOS 17/18, default contrast), so
/// templates can say `secondaryLabel` or `systemGroupedBackground` and look right in both
/// appearances.
package enum SystemColors {
    /// Every system colour by its UIKit name (without the `UIColor.` prefix).
    package static let all: [String: DynamicColor] = [
        // Label colours
        "label": DynamicColor(light: Color(0, 0, 0), dark: Color(255, 255, 255)),
        "secondaryLabel": DynamicColor(light: Color(60, 60, 67, alpha: 0.6), dark: Color(235, 235, 245, alpha: 0.6)),
        "tertiaryLabel": DynamicColor(light: Color(60, 60, 67, alpha: 0.3), dark: Color(235, 235, 245, alpha: 0.3)),
        "quaternaryLabel": DynamicColor(light: Color(60, 60, 67, alpha: 0.18), dark: Color(235, 235, 245, alpha: 0.16)),
        "placeholderText": DynamicColor(light: Color(60, 60, 67, alpha: 0.3), dark: Color(235, 235, 245, alpha: 0.3)),
        "link": DynamicColor(light: Color(0, 122, 255), dark: Color(9, 132, 255)),
        // Separators
        "separator": DynamicColor(light: Color(60, 60, 67, alpha: 0.29), dark: Color(84, 84, 88, alpha: 0.6)),
        "opaqueSeparator": DynamicColor(light: Color(198, 198, 200), dark: Color(56, 56, 58)),
        // Backgrounds
        "systemBackground": DynamicColor(light: Color(255, 255, 255), dark: Color(0, 0, 0)),
        "secondarySystemBackground": DynamicColor(light: Color(242, 242, 247), dark: Color(28, 28, 30)),
        "tertiarySystemBackground": DynamicColor(light: Color(255, 255, 255), dark: Color(44, 44, 46)),
        "systemGroupedBackground": DynamicColor(light: Color(242, 242, 247), dark: Color(0, 0, 0)),
        "secondarySystemGroupedBackground": DynamicColor(light: Color(255, 255, 255), dark: Color(28, 28, 30)),
        "tertiarySystemGroupedBackground": DynamicColor(light: Color(242, 242, 247), dark: Color(44, 44, 46)),
        // Fills
        "systemFill": DynamicColor(light: Color(120, 120, 128, alpha: 0.2), dark: Color(120, 120, 128, alpha: 0.36)),
        "secondarySystemFill": DynamicColor(light: Color(120, 120, 128, alpha: 0.16), dark: Color(120, 120, 128, alpha: 0.32)),
        "tertiarySystemFill": DynamicColor(light: Color(118, 118, 128, alpha: 0.12), dark: Color(118, 118, 128, alpha: 0.24)),
        "quaternarySystemFill": DynamicColor(light: Color(116, 116, 128, alpha: 0.08), dark: Color(118, 118, 128, alpha: 0.18)),
        // Tints
        "systemBlue": DynamicColor(light: Color(0, 122, 255), dark: Color(10, 132, 255)),
        "systemBrown": DynamicColor(light: Color(162, 132, 94), dark: Color(172, 142, 104)),
        "systemCyan": DynamicColor(light: Color(50, 173, 230), dark: Color(100, 210, 255)),
        "systemGreen": DynamicColor(light: Color(52, 199, 89), dark: Color(48, 209, 88)),
        "systemIndigo": DynamicColor(light: Color(88, 86, 214), dark: Color(94, 92, 230)),
        "systemMint": DynamicColor(light: Color(0, 199, 190), dark: Color(99, 230, 226)),
        "systemOrange": DynamicColor(light: Color(255, 149, 0), dark: Color(255, 159, 10)),
        "systemPink": DynamicColor(light: Color(255, 45, 85), dark: Color(255, 55, 95)),
        "systemPurple": DynamicColor(light: Color(175, 82, 222), dark: Color(191, 90, 242)),
        "systemRed": DynamicColor(light: Color(255, 59, 48), dark: Color(255, 69, 58)),
        "systemTeal": DynamicColor(light: Color(48, 176, 199), dark: Color(64, 200, 224)),
        "systemYellow": DynamicColor(light: Color(255, 204, 0), dark: Color(255, 214, 10)),
        "tintColor": DynamicColor(light: Color(0, 122, 255), dark: Color(10, 132, 255)),
        // Greys
        "systemGray": DynamicColor(light: Color(142, 142, 147), dark: Color(142, 142, 147)),
        "systemGray2": DynamicColor(light: Color(174, 174, 178), dark: Color(99, 99, 102)),
        "systemGray3": DynamicColor(light: Color(199, 199, 204), dark: Color(72, 72, 74)),
        "systemGray4": DynamicColor(light: Color(209, 209, 214), dark: Color(58, 58, 60)),
        "systemGray5": DynamicColor(light: Color(229, 229, 234), dark: Color(44, 44, 46)),
        "systemGray6": DynamicColor(light: Color(242, 242, 247), dark: Color(28, 28, 30)),
        // Fixed
        "white": DynamicColor(.white),
        "black": DynamicColor(.black),
        "clear": DynamicColor(.clear),
    ]
}
