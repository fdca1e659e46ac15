import DynamicType

/// The interface style a variant is rendered in (`UIUserInterfaceStyle`).
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "appearance"

    case light
    case dark
}

/// A colour with a value for each appearance and contrast, as a dynamic `UIColor`.
public struct DynamicColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color
    /// The light value under Increase Contrast.
    public var highContrastLight: Color
    /// The dark value under Increase Contrast.
    public var highContrastDark: Color

    /// A colour with `light` and `dark` values, and their Increase Contrast counterparts (nil: the
    /// same as at normal contrast).
    public init(light: Color, dark: Color, highContrastLight: Color? = nil, highContrastDark: Color? = nil) {
        self.light = light
        self.dark = dark
        self.highContrastLight = highContrastLight ?? light
        self.highContrastDark = highContrastDark ?? dark
    }

    /// The same colour in both appearances and at both contrasts.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    /// The value in `appearance` at normal contrast.
    public func resolved(for appearance: Appearance) -> Color {
        resolved(for: appearance, contrast: .normal)
    }

    /// The value in `appearance` at `contrast`.
    public func resolved(for appearance: Appearance, contrast: AppearanceContrast) -> Color {
        switch (appearance, contrast) {
        case (.light, .normal): light
        case (.dark, .normal): dark
        case (.light, .high): highContrastLight
        case (.dark, .high): highContrastDark
        }
    }
}
