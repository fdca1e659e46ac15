import DynamicType
import Localization
import ProofSheetSupport

/// A screen the variants are rendered for: a named preset or a custom width.
public struct Device: Hashable, Sendable {
    /// Display name, e.g. "iPhone 16 landscape".
    public var name: String
    /// Width and height in points, in this orientation.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// Status bar, safe areas and home indicator; nil for a custom width.
    public var chrome: DeviceChrome?
    public var isLandscape: Bool { size.width > size.height }

    public init(name: String, size: Size, scale: Double, chrome: DeviceChrome? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        self.chrome = chrome
    }

    /// A file-name-safe name: "iphone-16-landscape".
    public var slug: String { Slug.make(name) }

    /// The built-in presets in portrait; each also exists as "<name> landscape".
    public static let portraitPresets: [Device] = presetTable.map(\.portrait)

    /// Every preset in both orientations.
    public static let presets: [Device] = presetTable.flatMap { [$0.portrait, $0.landscape] }

    /// Screen sizes, status bar heights and safe areas as the iOS 18 simulator reports them; a
    /// "… zoomed" preset is the phone under Display Zoom, only where a source gives its size.
    private static let presetTable: [(portrait: Device, landscape: Device)] = [
        pair(
            "iPhone SE (3rd generation)", 375, 667, scale: 2, statusBar: 20, portraitSafe: EdgeInsets(top: 20),
            landscapeStatusBar: 0, landscapeSafe: .zero, homeIndicator: false),
        // Display Zoom: the SE's 750 × 1334 px screen shows 320 × 568 pt, still at UIKit scale 2 (the
        // system scales the 640 × 1136 px image up); sources and the chosen chrome in docs/devices.md.
        pair(
            "iPhone SE (3rd generation) zoomed", 320, 568, scale: 2, statusBar: 20, portraitSafe: EdgeInsets(top: 20),
            landscapeStatusBar: 0, landscapeSafe: .zero, homeIndicator: false),
        pair(
            "iPhone 16", 393, 852, scale: 3, statusBar: 54, portraitSafe: EdgeInsets(top: 59, bottom: 34),
            landscapeStatusBar: 0, landscapeSafe: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), homeIndicator: true),
        pair(
            "iPhone 16 Pro Max", 440, 956, scale: 3, statusBar: 54, portraitSafe: EdgeInsets(top: 62, bottom: 34),
            landscapeStatusBar: 0, landscapeSafe: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62), homeIndicator: true),
        pair(
            "iPad mini", 744, 1133, scale: 2, statusBar: 24, portraitSafe: EdgeInsets(top: 24, bottom: 20),
            landscapeStatusBar: 24, landscapeSafe: EdgeInsets(top: 24, bottom: 20), homeIndicator: true),
        pair(
            "iPad Pro 13-inch", 1032, 1376, scale: 2, statusBar: 24, portraitSafe: EdgeInsets(top: 24, bottom: 20),
            landscapeStatusBar: 24, landscapeSafe: EdgeInsets(top: 24, bottom: 20), homeIndicator: true),
    ]

    private static func pair(
        _ name: String, _ width: Double, _ height: Double, scale: Double, statusBar: Double, portraitSafe: EdgeInsets,
        landscapeStatusBar: Double, landscapeSafe: EdgeInsets, homeIndicator: Bool
    ) -> (portrait: Device, landscape: Device) {
        let portrait = DeviceChrome(screenHeight: height, statusBarHeight: statusBar, safeArea: portraitSafe, hasHomeIndicator: homeIndicator)
        let landscape = DeviceChrome(
            screenHeight: width, statusBarHeight: landscapeStatusBar, safeArea: landscapeSafe, hasHomeIndicator: homeIndicator)
        return (
            Device(name: name, size: Size(width: width, height: height), scale: scale, chrome: portrait),
            Device(name: name + " landscape", size: Size(width: height, height: width), scale: scale, chrome: landscape)
        )
    }

    /// A preset by name, ignoring case, spaces and punctuation ("iphone-se", "iPad mini landscape").
    public static func preset(named name: String) throws(NameError) -> Device {
        let key = Self.key(name)
        if let match = presets.first(where: {
            Self.key($0.name) == key || Self.key($0.name.replacingOccurrences(of: " (3rd generation)", with: "")) == key
        }) {
            return match
        }
        throw NameError(kind: "device", given: name, validNames: presets.map(\.name))
    }

    private static func key(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

extension Device: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, width, height, scale }

    /// A preset name, or `{name, width, scale, height}` for a custom width.
    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            do { self = try Device.preset(named: name) } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
            }
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let width = try container.decodeNumberIfPresent(.width, .screenLength) else {
            throw DecodingError.keyNotFound(
                CodingKeys.width,
                .init(codingPath: container.codingPath, debugDescription: "a custom device needs a width in points, e.g. {width: 390}"))
        }
        self = .custom(width: width)
        if let height = try container.decodeNumberIfPresent(.height, .screenLength) { size.height = height }
        if let scale = try container.decodeNumberIfPresent(.scale, .displayScale) { self.scale = scale }
        name = try container.decodeName(.name, default: name)
    }
}

extension Device {
    /// The String Catalog device variation the device shows: `ipad` for an iPad, `iphone` for
    /// an iPhone or a bare width.
    public var idiom: DeviceIdiom { name.hasPrefix("iPad") ? .ipad : .iphone }
}
