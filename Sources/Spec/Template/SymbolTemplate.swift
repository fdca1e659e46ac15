import DynamicType

/// A symbol image in an image view, as `UIImage(systemName:)` with a
/// `UIImage.SymbolConfiguration`: sized from a text style's font at the variant's category
/// (`init(textStyle:scale:)`) or from a point size (`init(pointSize:weight:scale:)`), at a scale
/// and a weight, tinted by the view's tint colour. Drawn with the bundled stand-in set
/// (`StandInSymbols`); docs/symbols.md has the rules and their sources.
public struct SymbolTemplate: Hashable, Sendable {
    /// The SF Symbol name: a custom symbol's of the suite, or one of the bundled stand-in set's (docs/symbols.md).
    public var name: String
    /// The text style whose font sizes the symbol; used when ``pointSize`` is nil.
    public var textStyle: TextStyle
    /// A fixed point size, the system font size the symbol matches; nil follows ``textStyle``.
    public var pointSize: Double?
    /// Scales ``pointSize`` with this text style's metrics (`UIFontMetrics.scaledValue(for:)`).
    public var scaledWith: TextStyle?
    public var scale: SymbolScale
    /// The stroke weight; nil takes the text style's weight (headline is semibold), or regular
    /// with a point size.
    public var weight: FontWeight?

    /// The configuration an image view gives a symbol when the spec names none: body, medium,
    /// regular (Apple documents only "a default size, weight, and scale provided by the system").
    public init(
        name: String, textStyle: TextStyle = .body, pointSize: Double? = nil, scaledWith: TextStyle? = nil, scale: SymbolScale = .medium,
        weight: FontWeight? = nil
    ) {
        self.name = name
        self.textStyle = textStyle
        self.pointSize = pointSize
        self.scaledWith = scaledWith
        self.scale = scale
        self.weight = weight
    }

    /// The font point size the symbol matches at `category`: the text style's size there (the
    /// type ramp, as `UIFont.preferredFont(forTextStyle:)`), or the fixed point size, scaled by
    /// `UIFontMetrics` when ``scaledWith`` is set.
    public func pointSize(at category: ContentSizeCategory, displayScale: Double) -> Double {
        guard let pointSize else { return TypeRamp.pointSize(textStyle, category) }
        guard let scaledWith else { return pointSize }
        return FontMetrics(forTextStyle: scaledWith).scaledValue(for: pointSize, category: category, displayScale: displayScale)
    }

    /// The symbol image's size in points at `category`: a square of the point size times the
    /// scale's factor (docs/symbols.md: the stand-in icons' 24-unit canvas is one point size).
    public func imageSize(at category: ContentSizeCategory, displayScale: Double) -> Size {
        let side = pointSize(at: category, displayScale: displayScale) * scale.factor
        return Size(width: side, height: side)
    }

    /// The weight drawn: as written, else the text style's (or regular with a point size).
    public var resolvedWeight: FontWeight {
        weight ?? (pointSize == nil ? textStyle.weight : .regular)
    }
}

/// `UIImage.SymbolScale`: the symbol's size relative to the text it sits beside.
public enum SymbolScale: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    case small, medium, large

    public static let specKind = "symbol scale"

    /// The size relative to `medium`. Apple's `NSImage.SymbolScale` documents `small` as
    /// "approximately 20% smaller" and `large` as "approximately 30% larger" than medium
    /// (docs/symbols.md); UIKit's pages give no numbers.
    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension SymbolTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case name, textStyle, pointSize, scaledWith, scale, weight }

    /// A symbol is written as its name (`symbol: heart.fill`) or as a configuration
    /// (`symbol: {name: heart.fill, textStyle: headline, scale: large}`).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(name: try Self.checkedName(text, custom: CustomSymbols.names(in: decoder.userInfo), single))
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        do throws(NameError) {
            _ = try CustomSymbols.checkedName(name, custom: CustomSymbols.names(in: decoder.userInfo))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: error.description)
        }
        let textStyle = try container.decodeIfPresent(TextStyle.self, forKey: .textStyle)
        let pointSize = try container.decodeNumberIfPresent(.pointSize, .fontSize)
        if textStyle != nil, pointSize != nil {
            throw DecodingError.dataCorruptedError(
                forKey: .pointSize, in: container,
                debugDescription: "a symbol is sized by a textStyle or by a pointSize, not both (UIImage.SymbolConfiguration takes one)")
        }
        let scaledWith = try container.decodeIfPresent(TextStyle.self, forKey: .scaledWith)
        if scaledWith != nil, pointSize == nil {
            throw DecodingError.dataCorruptedError(
                forKey: .scaledWith, in: container, debugDescription: "scaledWith scales a symbol's pointSize; a textStyle already scales")
        }
        self.init(
            name: name, textStyle: textStyle ?? .body, pointSize: pointSize, scaledWith: scaledWith,
            scale: try container.decode(.scale, default: .medium), weight: try container.decodeIfPresent(FontWeight.self, forKey: .weight))
    }

    /// `name` when it is a custom symbol's (`custom`) or a stand-in's; else the decoding error.
    private static func checkedName(_ name: String, custom: [String], _ container: any SingleValueDecodingContainer) throws -> String {
        do throws(NameError) {
            return try CustomSymbols.checkedName(name, custom: custom)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }
}
