import Foundation

/// A spec file: a named suite of screens, and any font files its screens use.
public struct Suite: Sendable, Decodable {
    public var name: String
    /// Extra TTF/OTF files, relative to the spec file; the default family (Inter) is always loaded.
    public var fonts: [String]
    public var screens: [Screen]

    public init(name: String, fonts: [String] = [], screens: [Screen]) {
        self.name = name
        self.fonts = fonts
        self.screens = screens
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case name, fonts, screens }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        fonts = try container.decode(.fonts, default: [])
        screens = try container.decode([Screen].self, forKey: .screens)
        guard !screens.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .screens, in: container, debugDescription: "a suite needs at least one screen")
        }
        var seen = Set<String>()
        for (index, screen) in screens.enumerated() where !seen.insert(screen.name).inserted {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath + [CodingKeys.screens, AnyCodingKey(intValue: index)!],
                debugDescription: "two screens are named '\(screen.name)'; names must be unique"
            ))
        }
    }

    /// The screen named `name`, or an error listing the screens.
    public func screen(named name: String?) throws(NameError) -> Screen {
        guard let name else { return screens[0] }
        if let screen = screens.first(where: { $0.name == name }) { return screen }
        throw NameError(kind: "screen", given: name, validNames: screens.map(\.name))
    }
}

extension Suite {
    /// The suite's font files as URLs, relative paths resolved against the spec file's folder.
    public func fontFiles(relativeTo specPath: String) -> [URL] {
        let folder = URL(fileURLWithPath: specPath).deletingLastPathComponent()
        return fonts.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : folder.appendingPathComponent($0) }
    }
}
