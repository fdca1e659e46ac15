import Foundation

// Contrast as WCAG 2.2 defines it (Understanding SC 1.4.3: relative luminance and contrast ratio).
extension Color {
    /// This colour drawn over `background` with source-over compositing (`alpha` = 1 when the
    /// background is opaque).
    public func composited(over background: Color) -> Color {
        let alpha = self.alpha + background.alpha * (1 - self.alpha)
        guard alpha > 0 else { return .clear }
        func channel(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
        }
        return Color(red: channel(red, background.red), green: channel(green, background.green), blue: channel(blue, background.blue), alpha: alpha)
    }

    /// WCAG relative luminance of the (opaque) colour: sRGB channels linearised, weighted
    /// 0.2126, 0.7152, 0.0722.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG contrast ratio with `other`, 1…21: (lighter + 0.05) / (darker + 0.05).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
