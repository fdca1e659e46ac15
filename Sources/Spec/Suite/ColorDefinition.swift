/// A colour a spec defines under `colors`: one value for both appearances (`"#FF9500"`), or
/// `{light: ..., dark: ...}`, optionally with the Increase Contrast values `highContrast` (light)
/// and `darkHighContrast`, as an asset catalog's colour set has "High Contrast" and "Dark High
/// Contrast" slots. Each value is a hex literal or an iOS system colour name. A value a definition
/// does not give at high contrast is its normal value resolved at high contrast: the same hex
/// literal, or a system colour's increased-contrast value.
struct ColorDefinition: Decodable {
    var color: DynamicColor

    enum CodingKeys: String, CodingKey, CaseIterable { case light, dark, highContrast, darkHighContrast }

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            color = DynamicColor(
                light: try Self.value(single, for: .light, contrast: .normal, in: decoder),
                dark: try Self.value(single, for: .dark, contrast: .normal, in: decoder),
                highContrastLight: try Self.value(single, for: .light, contrast: .high, in: decoder),
                highContrastDark: try Self.value(single, for: .dark, contrast: .high, in: decoder)
            )
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func value(_ key: CodingKeys, or fallback: CodingKeys? = nil, for appearance: Appearance, contrast: AppearanceContrast) throws -> Color {
            let key = fallback.map { container.contains(key) ? key : $0 } ?? key
            let text = try container.decode(String.self, forKey: key)
            return try Self.value(text, for: appearance, contrast: contrast, in: try container.superDecoder(forKey: key))
        }
        color = DynamicColor(
            light: try value(.light, for: .light, contrast: .normal),
            dark: try value(.dark, for: .dark, contrast: .normal),
            highContrastLight: try value(.highContrast, or: .light, for: .light, contrast: .high),
            highContrastDark: try value(.darkHighContrast, or: .dark, for: .dark, contrast: .high)
        )
    }

    private static func value(_ text: String, for appearance: Appearance, contrast: AppearanceContrast, in decoder: any Decoder) throws -> Color {
        do {
            return try ColorPalette().resolve(text, for: appearance, contrast: contrast)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}
