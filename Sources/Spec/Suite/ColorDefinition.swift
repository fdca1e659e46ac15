/// A colour a spec defines under `colors`: one value for both appearances (`"#FF9500"`), or
/// `{light: ..., dark: ...}`. Each value is a hex literal or an iOS system colour name.
struct ColorDefinition: Decodable {
    var color: DynamicColor

    enum CodingKeys: String, CodingKey, CaseIterable { case light, dark }

    init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            color = try DynamicColor(light: Self.value(single, for: .light, in: decoder), dark: Self.value(single, for: .dark, in: decoder))
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let light = try container.decode(String.self, forKey: .light)
        let dark = try container.decode(String.self, forKey: .dark)
        color = DynamicColor(
            light: try Self.value(light, for: .light, in: try container.superDecoder(forKey: .light)),
            dark: try Self.value(dark, for: .dark, in: try container.superDecoder(forKey: .dark))
        )
    }

    private static func value(_ text: String, for appearance: Appearance, in decoder: any Decoder) throws -> Color {
        do {
            return try ColorPalette().resolve(text, for: appearance)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}
