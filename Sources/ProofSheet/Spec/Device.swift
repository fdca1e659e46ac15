import Layout

/// A screen the variants are rendered for: a named preset or a custom width.
public struct Device: Hashable, Sendable {
    /// Display name, e.g. "iPhone 16 landscape".
    public var name: String
    /// Width and height in points, in this orientation.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var isLandscape: Bool { size.width > size.height }

    public init(name: String, size: Size, scale: Double) {
        self.name = name
        self.size = size
        self.scale = scale
    }

    /// A file-name-safe name: "iphone-16-landscape".
    public var slug: String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    /// The built-in presets in portrait; each also exists as "<name> landscape".
    public static let portraitPresets: [Device] = [
        Device(name: "iPhone SE (3rd generation)", size: Size(width: 375, height: 667), scale: 2),
        Device(name: "iPhone 16", size: Size(width: 393, height: 852), scale: 3),
        Device(name: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), scale: 3),
        Device(name: "iPad mini", size: Size(width: 744, height: 1133), scale: 2),
        Device(name: "iPad Pro 13-inch", size: Size(width: 1032, height: 1376), scale: 2),
    ]

    /// Every preset in both orientations.
    public static let presets: [Device] = portraitPresets.flatMap { device in
        [device, Device(name: device.name + " landscape", size: Size(width: device.size.height, height: device.size.width), scale: device.scale)]
    }

    /// A preset by name, ignoring case, spaces and punctuation ("iphone-se", "iPad mini landscape").
    public static func preset(named name: String) throws(NameError) -> Device {
        let key = Self.key(name)
        if let match = presets.first(where: { Self.key($0.name) == key || Self.key($0.name.replacingOccurrences(of: " (3rd generation)", with: "")) == key }) {
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
        let width = try container.decode(Double.self, forKey: .width)
        let height = try container.decode(.height, default: 1000.0)
        scale = try container.decode(.scale, default: 2.0)
        name = try container.decode(.name, default: "width \(width.compact)")
        size = Size(width: width, height: height)
        guard width > 0, width.isFinite, height > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: container, debugDescription: "width \(width) must be a positive number of points")
        }
        guard [1, 2, 3].contains(scale) else {
            throw DecodingError.dataCorruptedError(forKey: .scale, in: container, debugDescription: "scale \(scale) is not a display scale; valid: 1, 2, 3")
        }
    }
}
