import DynamicType

/// An image view in a cell template: a fixed size, a size that scales with a text style
/// (`UIFontMetrics.scaledValue`, the profile image of the Kodeco chapter), the full width of its
/// stack at an aspect ratio (a recipe photo), or, with a `source` and no size, the image's own
/// size in points (its intrinsic content size, as `UIImageView`'s). With a `symbol` it shows a
/// symbol image sized by its configuration (docs/symbols.md). Without either it is drawn as a
/// placeholder box (docs/images.md).
public struct ImageTemplate: Hashable, Sendable {
    /// The size at the default category; unused when ``usesImageSize``.
    public var size: Size
    /// The image file shown, relative to the spec file (PNG, JPEG, SVG or PDF; `name@2x.png` has
    /// scale 2), or an image set of the spec's asset catalogs (`asset:Avatar`); nil for a
    /// placeholder box.
    public var source: String?
    /// The symbol image shown (`UIImage(systemName:)` with its configuration); nil for none.
    public var symbol: SymbolTemplate?
    /// The view's tint colour (`UIView.tintColor`; the default is UIKit's, `systemBlue`): a
    /// symbol is drawn in it, and a template image (an image set whose rendering intent is
    /// `template`) as its alpha filled with it.
    public var tintColor: String
    /// Whether the view takes the image's size in points (pixels / scale): it has a ``source``
    /// or a ``symbol`` and neither a size nor an aspect ratio.
    public var usesImageSize: Bool
    /// How the image is placed in the view (`UIView.ContentMode`).
    public var contentMode: ImageContentMode
    /// Rounds the view's corners; set, it also clips the image to them.
    public var cornerRadius: ImageCornerRadius?
    /// `backgroundColor`: a colour filling the view behind the image, with its ``cornerRadius``
    /// (`clear`: none). A white symbol on a coloured rounded square is the Settings app's icon
    /// (docs/components.md, "Icon squares").
    public var background = "clear"
    /// Whether the image is clipped to the view's bounds (`clipsToBounds`): true when written
    /// `true` or when the corners are rounded, else false as in UIKit, so an aspect-filled image
    /// spills past its view.
    public var clipsToBounds: Bool
    /// Scale `size` with this text style's metrics.
    public var scaledWith: TextStyle?
    /// Whether a ``cornerRadius`` in points is the radius at the written ``size`` and scales with
    /// the view's shorter side as ``scaledWith`` or a rule changes it (as an app scaling an icon
    /// square would set its layer's radius), so the corners keep their share of the side.
    public var scalesCornerRadius = false
    /// Width divided by height. With it, the image fills the width it is offered.
    public var aspectRatio: Double?
    /// Hidden at this category and above.
    public var hiddenFrom: ContentSizeCategory?
    public var rules: [CategoryRule<Changes>]
    /// Whether the image is something to tap (an icon button): the audit checks its size as a
    /// tap target.
    public var isTappable: Bool
    /// Whether the image's colour carries meaning (a status dot or symbol), so that items must
    /// differ in more than it: the Differentiate Without Color Alone evidence checks them (docs/audit.md).
    public var meaningByColor = false
    /// What VoiceOver reads for the image: an image is no accessibility element unless it has a
    /// `label` (docs/voiceover.md).
    public var accessibility = AccessibilityProperties()

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
        rules: [CategoryRule<Changes>] = [], isTappable: Bool = false, source: String? = nil, usesImageSize: Bool = false,
        contentMode: ImageContentMode = .scaleToFill, cornerRadius: ImageCornerRadius? = nil, clipsToBounds: Bool = false,
        symbol: SymbolTemplate? = nil, tintColor: String = ImageTemplate.defaultTintColor
    ) {
        self.isTappable = isTappable
        self.source = source
        self.symbol = symbol
        self.tintColor = tintColor
        self.usesImageSize = usesImageSize && (source != nil || symbol != nil)
        self.contentMode = contentMode
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds || cornerRadius != nil
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

    /// The view's corner radius for a view of `size` (0 when not rounded): with
    /// ``scalesCornerRadius``, a ``cornerRadius`` in points times the view's shorter side over the
    /// written ``size``'s, so a square scaled with Dynamic Type keeps the shape it has at Large.
    package func cornerRadius(for size: Size) -> Double {
        guard let cornerRadius else { return 0 }
        let written = min(self.size.width, self.size.height)
        if scalesCornerRadius, case .points(let points) = cornerRadius, written > 0 {
            return points * min(size.width, size.height) / written
        }
        return cornerRadius.radius(for: size)
    }

    /// UIKit's default tint colour, a symbol's colour when the spec names none.
    public static let defaultTintColor = "systemBlue"

    /// The image's size at `category` when offered `width` (used only with an aspect ratio);
    /// `imageSize` is the source image's size in points, the size of a view that ``usesImageSize``
    /// (zero when not given). A symbol's size is its configuration's at `category`, which already
    /// follows Dynamic Type.
    package func size(at category: ContentSizeCategory, displayScale: Double, offeredWidth: Double, imageSize: Size? = nil) -> Size {
        if let aspectRatio { return Size(width: offeredWidth, height: offeredWidth / aspectRatio) }
        if usesImageSize, let symbol { return imageSize ?? symbol.imageSize(at: category, displayScale: displayScale) }
        var base = usesImageSize ? imageSize ?? .zero : size
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
    enum CodingKeys: String, CodingKey, CaseIterable {
        case size, scaledWith, aspectRatio, hiddenFrom, rules, tappable, source, contentMode, cornerRadius, clipsToBounds, symbol, tintColor
        case background, meaningByColor, accessibility, scalesCornerRadius
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        aspectRatio = try container.decodeNumberIfPresent(.aspectRatio, .aspectRatio)
        let size = try container.decodeIfPresent(FlexibleSize.self, forKey: .size)?.size
        source = try container.decodeIfPresent(String.self, forKey: .source)
        if let source, source.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: .source, in: container,
                debugDescription: "an image source is a file path relative to the spec (photo.jpg) or an image set (asset:Avatar), not empty")
        }
        symbol = try container.decodeIfPresent(SymbolTemplate.self, forKey: .symbol)
        if symbol != nil, source != nil {
            throw DecodingError.dataCorruptedError(
                forKey: .symbol, in: container, debugDescription: "an image shows a source file or a symbol, not both")
        }
        guard size != nil || aspectRatio != nil || source != nil || symbol != nil else {
            throw DecodingError.keyNotFound(
                CodingKeys.size,
                .init(
                    codingPath: container.codingPath,
                    debugDescription:
                        "an image needs a size (44 or [64, 48]), an aspectRatio or a source (its size is the image's), or a symbol (its size is the symbol's)"
                ))
        }
        self.size = size ?? .zero
        usesImageSize = (source != nil || symbol != nil) && size == nil && aspectRatio == nil
        tintColor = try container.decodeColor(.tintColor, default: Self.defaultTintColor, userInfo: decoder.userInfo)
        background = try container.decodeColor(.background, default: "clear", userInfo: decoder.userInfo)
        contentMode = try container.decode(.contentMode, default: .scaleToFill)
        cornerRadius = try container.decodeIfPresent(ImageCornerRadius.self, forKey: .cornerRadius)
        clipsToBounds = try container.decode(.clipsToBounds, default: false) || cornerRadius != nil
        scaledWith = try container.decodeIfPresent(TextStyle.self, forKey: .scaledWith)
        scalesCornerRadius = try container.decode(.scalesCornerRadius, default: false)
        if scalesCornerRadius {
            guard case .points = cornerRadius else {
                throw DecodingError.dataCorruptedError(
                    forKey: .scalesCornerRadius, in: container,
                    debugDescription: "scalesCornerRadius scales a cornerRadius in points (cornerRadius: 6.5), and circle already follows the size")
            }
            guard let size, size.width > 0, size.height > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .scalesCornerRadius, in: container,
                    debugDescription: "scalesCornerRadius keeps the cornerRadius's share of the written size: give a size (size: 29)")
            }
        }
        hiddenFrom = try container.decodeIfPresent(ContentSizeCategory.self, forKey: .hiddenFrom)
        rules = try container.decode(.rules, default: [])
        isTappable = try container.decode(.tappable, default: false)
        meaningByColor = try container.decode(.meaningByColor, default: false)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }

    /// The prefix of a source that names an image set of the spec's asset catalogs (`asset:Avatar`).
    package static let assetPrefix = "asset:"

    /// The image set a source names (`Avatar` for `asset:Avatar`), or nil for a file.
    package static func assetName(of source: String) -> String? {
        source.hasPrefix(assetPrefix) ? String(source.dropFirst(assetPrefix.count)) : nil
    }
}

/// How an image view places its image (`UIView.ContentMode`; docs/images.md has UIKit's rules).
public enum ImageContentMode: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    /// Stretched to the view's bounds, ignoring the aspect ratio (UIImageView's default).
    case scaleToFill
    /// Scaled to fit inside the bounds at its aspect ratio, centred: bars on two sides.
    case scaleAspectFit
    /// Scaled to cover the bounds at its aspect ratio, centred: the overflow is cut only when clipped.
    case scaleAspectFill
    /// Unscaled, centred.
    case center
    /// Unscaled, centred horizontally at the top edge.
    case top
    case bottom
    /// Unscaled, centred vertically at the left edge.
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight

    public static let specKind = "content mode"
}

/// An image view's corner radius: points, or `circle` (half the shorter side, a round avatar).
public enum ImageCornerRadius: Hashable, Sendable, Decodable {
    case points(Double)
    case circle

    /// The radius for a view of `size`.
    public func radius(for size: Size) -> Double {
        switch self {
        case .points(let points): points
        case .circle: min(size.width, size.height) / 2
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try container.decodeNumber(.length, name: "cornerRadius") {
            self = .points(points)
        } else if let text = try? container.decode(String.self), text.lowercased() == "circle" {
            self = .circle
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a corner radius is a number of points (12) or circle")
        }
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
