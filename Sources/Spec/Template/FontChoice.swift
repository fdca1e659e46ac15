import DynamicType

/// Where a label's font comes from.
public enum FontChoice: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`, in the system font's family.
    case style(TextStyle, emphasized: Bool = false)
    /// A custom face scaled with a text style by `UIFontMetrics` (Kodeco's custom-font pattern).
    case custom(CustomFont, style: TextStyle, maximumPointSize: Double = 0)
    /// A fixed font that does not scale with Dynamic Type; under Bold Text drawn at `boldWeight`
    /// (its bold counterpart) if given, at the system font's bold weight when it is in the system
    /// family (`UIFont.systemFont(ofSize:weight:)` follows Bold Text), else unchanged.
    case fixed(Font, boldWeight: FontWeight? = nil)

    /// The concrete font at `category`, a text style's in `systemFamily`; `lineHeight: .hig`
    /// fixes its line height at its text style's HIG leading (a fixed font has no style, and
    /// keeps its own). Under Bold Text (`legibilityWeight` bold) the system font draws heavier
    /// (`LegibilityWeight.weight(_:)`) and a custom face at its bold counterpart, if it has one.
    public func font(
        at category: ContentSizeCategory, lineHeight: LineHeightSource = .font, systemFamily: String = Font.defaultFamily,
        legibilityWeight: LegibilityWeight = .regular
    ) -> Font {
        switch self {
        case .style(let style, let emphasized):
            return .preferred(
                style, category: category, family: systemFamily, emphasized: emphasized, lineHeight: lineHeight, legibilityWeight: legibilityWeight)
        case .custom(let custom, let style, let maximum):
            return custom.font(for: style, category: category, maximumPointSize: maximum, lineHeight: lineHeight, legibilityWeight: legibilityWeight)
        case .fixed(var font, let boldWeight):
            guard legibilityWeight == .bold else { return font }
            font.weight = boldWeight ?? (font.family == systemFamily ? legibilityWeight.weight(font.weight) : font.weight)
            return font
        }
    }

    /// Whether the font stays as it is under Bold Text: a custom face (not the system family)
    /// that declares no `boldWeight`, which the audit notes under bold variants.
    public func ignoresBoldText(systemFamily: String) -> Bool {
        switch self {
        case .style: false
        case .custom(let custom, _, _): custom.boldWeight == nil && custom.family != systemFamily
        case .fixed(let font, let boldWeight): boldWeight == nil && font.family != systemFamily
        }
    }

    /// The text style the font scales with; nil for a fixed font.
    public var textStyle: TextStyle? {
        switch self {
        case .style(let style, _), .custom(_, let style, _): style
        case .fixed: nil
        }
    }

    /// The same choice scaled with another text style (fixed fonts stay fixed).
    func with(style: TextStyle) -> FontChoice {
        switch self {
        case .style(_, let emphasized): .style(style, emphasized: emphasized)
        case .custom(let custom, _, let maximum): .custom(custom, style: style, maximumPointSize: maximum)
        case .fixed: self
        }
    }

    /// The `font:` mapping of a label: `{family, weight, size, maximumPointSize}`.
    struct CustomFace: Decodable {
        var family: String
        var weight: FontWeight
        var boldWeight: FontWeight?
        var size: Double?
        var maximumPointSize: Double

        enum CodingKeys: String, CodingKey, CaseIterable { case family, weight, boldWeight, size, maximumPointSize }

        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            family = try container.decode(String.self, forKey: .family)
            weight = try container.decode(.weight, default: .regular)
            boldWeight = try container.decodeIfPresent(FontWeight.self, forKey: .boldWeight)
            size = try container.decodeNumberIfPresent(.size, .fontSize)
            maximumPointSize = try container.decodeNumber(.maximumPointSize, .maximumPointSize, default: 0)
        }

        /// With a style, the face scales like that style (size = its base size at `large`);
        /// without one, a `size` is required and the font is fixed.
        func choice(style: TextStyle?, codingPath: [any CodingKey]) throws -> FontChoice {
            if let style {
                var sizes = CustomFont.kodecoBaseSizes
                if let size { sizes[style] = size }
                return .custom(
                    CustomFont(family: family, weight: weight, boldWeight: boldWeight, baseSizes: sizes), style: style,
                    maximumPointSize: maximumPointSize)
            }
            guard let size else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath,
                        debugDescription: "a custom font needs a text style to scale with (style: body) or a fixed size (size: 17)"
                    ))
            }
            return .fixed(Font(family: family, weight: weight, pointSize: size), boldWeight: boldWeight)
        }
    }
}
