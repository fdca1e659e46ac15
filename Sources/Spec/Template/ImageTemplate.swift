import DynamicType

/// An image placeholder in a cell template: a fixed size, a size that scales with a text style
/// (`UIFontMetrics.scaledValue`, the profile image of the Kodeco chapter), or the full width of
/// its stack at an aspect ratio (a recipe photo).
public struct ImageTemplate: Hashable, Sendable {
    /// The size at the default category.
    public var size: Size
    /// Scale `size` with this text style's metrics.
    public var scaledWith: TextStyle?
    /// Width divided by height. With it, the image fills the width it is offered.
    public var aspectRatio: Double?
    /// Hidden at this category and above.
    public var hiddenFrom: ContentSizeCategory?
    public var rules: [CategoryRule<Changes>]
    /// Whether the image is something to tap (an icon button): the audit checks its size as a
    /// tap target.
    public var isTappable: Bool

    /// What a category rule may change on an image.
    public struct Changes: Hashable, Sendable, Decodable {
        public var size: Size?
        public var hidden: Bool?

        enum CodingKeys: String, CodingKey, CaseIterable { case size, hidden }

        public init(size: Size? = nil, hidden: Bool? = nil) {
            self.size = size
            self.hidden = hidden
        }

        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(CodingKeys.self, allowing: categoryRuleRangeKeys)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            size = try container.decodeIfPresent(FlexibleSize.self, forKey: .size)?.size
            hidden = try container.decodeIfPresent(Bool.self, forKey: .hidden)
        }
    }

    public init(
        size: Size, scaledWith: TextStyle? = nil, aspectRatio: Double? = nil, hiddenFrom: ContentSizeCategory? = nil,
        rules: [CategoryRule<Changes>] = [], isTappable: Bool = false
    ) {
        self.isTappable = isTappable
        self.size = size
        self.scaledWith = scaledWith
        self.aspectRatio = aspectRatio
        self.hiddenFrom = hiddenFrom
        self.rules = rules
    }

    /// Whether the image is hidden at `category`.
    public func isHidden(at category: ContentSizeCategory) -> Bool {
        var hidden = hiddenFrom.map { category.normalized >= $0 } ?? false
        for rule in rules where rule.applies(to: category) { hidden = rule.changes.hidden ?? hidden }
        return hidden
    }

    /// The image's size at `category` when offered `width` (used only with an aspect ratio).
    package func size(at category: ContentSizeCategory, displayScale: Double, offeredWidth: Double) -> Size {
        if let aspectRatio { return Size(width: offeredWidth, height: offeredWidth / aspectRatio) }
        var base = size
        for rule in rules where rule.applies(to: category) { base = rule.changes.size ?? base }
        guard let style = scaledWith else { return base }
        let metrics = FontMetrics(forTextStyle: style)
        return Size(
            width: metrics.scaledValue(for: base.width, category: category, displayScale: displayScale),
            height: metrics.scaledValue(for: base.height, category: category, displayScale: displayScale)
        )
    }
}

extension ImageTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case size, scaledWith, aspectRatio, hiddenFrom, rules, tappable }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        aspectRatio = try container.decodeNumberIfPresent(.aspectRatio, .aspectRatio)
        let size = try container.decodeIfPresent(FlexibleSize.self, forKey: .size)?.size
        guard size != nil || aspectRatio != nil else {
            throw DecodingError.keyNotFound(
                CodingKeys.size,
                .init(
                    codingPath: container.codingPath, debugDescription: "an image needs a size (44 or [64, 48]) or an aspectRatio"
                ))
        }
        self.size = size ?? .zero
        scaledWith = try container.decodeIfPresent(TextStyle.self, forKey: .scaledWith)
        hiddenFrom = try container.decodeIfPresent(ContentSizeCategory.self, forKey: .hiddenFrom)
        rules = try container.decode(.rules, default: [])
        isTappable = try container.decode(.tappable, default: false)
    }
}

/// A size written as one number (a square) or `[width, height]`; never negative.
struct FlexibleSize: Decodable {
    var size: Size

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let side = try container.decodeNumber(.length, name: "size") {
            size = Size(width: side, height: side)
        } else if let pair = try container.decodeNumbers(.length, name: "size") {
            guard pair.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "a size is one number or [width, height], not \(pair.count) numbers")
            }
            size = Size(width: pair[0], height: pair[1])
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a size is one number (44) or [width, height] ([64, 48])")
        }
    }
}
