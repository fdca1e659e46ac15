import DynamicType

// How specs and ProofSheet's JSON write the Dynamic Type model: DynamicType itself holds no
// decoding. Each name decodes in any spelling its parser accepts (``decodeParsed(from:_:)``).

extension ContentSizeCategory: Codable {
    /// Decodes any accepted spelling; encodes the UIKit name.
    public init(from decoder: any Decoder) throws {
        self = try decodeParsed(from: decoder, Self.init(parsing:))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension FontWeight: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeParsed(from: decoder, Self.init(parsing:))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension TextStyle: Codable {
    public init(from decoder: any Decoder) throws {
        self = try decodeParsed(from: decoder, Self.init(parsing:))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension TextStyle: CodingKeyRepresentable {}

extension LineHeightSource: Codable, SpecNamedValue {
    public static let specKind = "line height"
}

extension LegibilityWeight: SpecNamedValue {
    public static let specKind = "legibility weight"
}
