import DynamicType
import ProofSheetSupport

extension Device {
    /// iPhone SE (3rd generation), 375 × 667 pt @2x.
    public static let iPhoneSE = presetNamed("iPhone SE (3rd generation)")
    /// iPhone SE (3rd generation) under Display Zoom, 320 × 568 pt @2x.
    public static let iPhoneSEZoomed = presetNamed("iPhone SE (3rd generation) zoomed")
    /// iPhone 16, 393 × 852 pt @3x.
    public static let iPhone16 = presetNamed("iPhone 16")
    /// iPhone 16 Pro Max, 440 × 956 pt @3x.
    public static let iPhone16ProMax = presetNamed("iPhone 16 Pro Max")
    /// iPad mini, 744 × 1133 pt @2x.
    public static let iPadMini = presetNamed("iPad mini")
    /// iPad Pro 13-inch, 1032 × 1376 pt @2x.
    public static let iPadPro13 = presetNamed("iPad Pro 13-inch")

    /// The same preset turned to landscape ("iPhone 16 landscape"); a device already in
    /// landscape, or a custom width, is itself.
    public var landscape: Device {
        Self.presets.first { $0.name == name + " landscape" } ?? self
    }

    /// A screen of a custom width (a spec's `{width: 390}`, which is decoded through this): 1000
    /// pt tall at @2x unless told, and named (which names its baseline folder) "width 390".
    public static func custom(width: Double, height: Double = 1000, scale: Double = 2, name: String? = nil) -> Device {
        Device(name: name ?? "width \(width.compact)", size: Size(width: width, height: height), scale: scale)
    }

    private static func presetNamed(_ name: String) -> Device {
        presets.first { $0.name == name }!
    }
}
