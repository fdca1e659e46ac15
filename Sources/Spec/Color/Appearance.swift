import DynamicType

/// The interface style a variant is rendered in (`UIUserInterfaceStyle`).
public enum Appearance: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "appearance"

    case light
    case dark
}

/// A colour with a value for each appearance, as a dynamic `UIColor`.
public struct DynamicColor: Hashable, Sendable {
    public var light: Color
    public var dark: Color

    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ color: Color) {
        self.init(light: color, dark: color)
    }

    public func resolved(for appearance: Appearance) -> Color {
        appearance == .light ? light : dark
    }
}
