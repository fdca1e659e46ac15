import DynamicType

/// The look a button takes from `UIButton.Configuration`'s static constructors (iOS 15).
public enum ButtonConfigurationStyle: String, CaseIterable, Hashable, Sendable, SpecNamedValue {
    public static let specKind = "button style"

    case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent

    /// The colour name drawn behind the button for the tint `tint`, and its opacity; nil for none.
    package func background(tint: String) -> (color: String, opacity: Double)? {
        switch self {
        case .plain, .borderless: nil
        case .gray, .bordered: (ControlMetrics.grayBackground, 1)
        case .tinted, .borderedTinted: (tint, ControlMetrics.tintedBackgroundOpacity)
        case .filled, .borderedProminent: (tint, 1)
        }
    }

    /// The title's and image's colour name for the tint `tint`.
    package func foreground(tint: String) -> String {
        switch self {
        case .filled, .borderedProminent: ControlMetrics.filledForeground
        case .plain, .borderless, .gray, .bordered, .tinted, .borderedTinted: tint
        }
    }
}

/// `UIButton.Configuration.Size` (`buttonSize`).
public enum ButtonSize: String, CaseIterable, Hashable, Sendable, SpecNamedValue {
    public static let specKind = "button size"
    case mini, small, medium, large
}

/// `UIButton.Configuration.CornerStyle` (`cornerStyle`).
public enum ButtonCornerStyle: String, CaseIterable, Hashable, Sendable, SpecNamedValue {
    public static let specKind = "corner style"
    case dynamic, fixed, small, medium, large, capsule
}

/// `UIButton.Configuration.imagePlacement`: where the image sits next to the text, `leading`
/// and `trailing` following the layout direction.
public enum ButtonImagePlacement: String, CaseIterable, Hashable, Sendable, SpecNamedValue {
    public static let specKind = "image placement"
    case leading, trailing, top, bottom
}

/// What a button shows as its image: written as a file path (`image: icons/cart.png`) or as a
/// symbol (`image: {symbol: cart}`, the `symbol` an image element takes).
public enum ButtonImage: Hashable, Sendable {
    /// A PNG or JPEG file relative to the spec file (docs/images.md), at its own size in points.
    case file(String)
    /// A symbol image (`UIImage(systemName:)` with its configuration, docs/symbols.md), drawn in
    /// the button's foreground colour at its configuration's size, which follows Dynamic Type.
    case symbol(SymbolTemplate)
}

extension ButtonImage: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case symbol }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let path = try? single.decode(String.self) {
            guard !path.isEmpty else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "a button image is a file path relative to the spec (icons/cart.png) or {symbol: cart}, not empty")
            }
            self = .file(path)
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        self = .symbol(try decoder.container(keyedBy: CodingKeys.self).decode(SymbolTemplate.self, forKey: .symbol))
    }
}

/// A `UIButton` with a `UIButton.Configuration`: its style, title and subtitle in text styles
/// that grow with Dynamic Type, size, corner style, content insets and image. Every button is a
/// tap target for the audit.
public struct ButtonTemplate: Hashable, Sendable {
    public var style: ButtonConfigurationStyle
    /// The title; `{field}` placeholders are filled from the item's data.
    public var title: String
    public var subtitle: String?
    public var buttonSize: ButtonSize
    public var cornerStyle: ButtonCornerStyle
    /// `contentInsets`; nil for the size's default (`ControlMetrics`, docs/components.md).
    public var contentInsets: EdgeInsets?
    public var image: ButtonImage?
    public var imagePlacement: ButtonImagePlacement
    /// `imagePadding`; nil for the size's default.
    public var imagePadding: Double?
    /// `titlePadding`, between title and subtitle; nil for the size's default.
    public var titlePadding: Double?
    /// `titleLineBreakMode`: `wordWrap` and `charWrap` wrap the title over as many lines as it
    /// needs; the truncating modes keep it on one line.
    public var titleLineBreakMode: LineBreakMode
    /// The tint colour the style derives its colours from.
    public var tint: String
    /// `baseBackgroundColor`, in place of the style's; nil for the style's.
    public var baseBackgroundColor: String?
    /// `baseForegroundColor`, in place of the style's; nil for the style's.
    public var baseForegroundColor: String?
    /// `isEnabled`: a disabled button draws its title, image and background in the disabled
    /// colours (`ControlMetrics`) and is not a tap target.
    public var isEnabled = true
    /// The title's and subtitle's base writing direction (``ParagraphStyle/baseWritingDirection``):
    /// `.natural`, or what the right-to-left pseudolanguage forces.
    public var baseWritingDirection: WritingDirection = .natural
    /// What VoiceOver reads for the button in place of its title and the `button` trait
    /// (docs/voiceover.md): an icon-only button's label.
    public var accessibility = AccessibilityProperties()

    public init(
        title: String, style: ButtonConfigurationStyle = .plain, subtitle: String? = nil, buttonSize: ButtonSize = .medium,
        cornerStyle: ButtonCornerStyle = .dynamic, contentInsets: EdgeInsets? = nil, image: ButtonImage? = nil,
        imagePlacement: ButtonImagePlacement = .leading, imagePadding: Double? = nil, titlePadding: Double? = nil,
        titleLineBreakMode: LineBreakMode = .wordWrap, tint: String = "systemBlue", baseBackgroundColor: String? = nil,
        baseForegroundColor: String? = nil
    ) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.buttonSize = buttonSize
        self.cornerStyle = cornerStyle
        self.contentInsets = contentInsets
        self.image = image
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.titleLineBreakMode = titleLineBreakMode
        self.tint = tint
        self.baseBackgroundColor = baseBackgroundColor
        self.baseForegroundColor = baseForegroundColor
    }

    /// The image file, if the image is one.
    package var imageFile: String? {
        guard case .file(let source) = image else { return nil }
        return source
    }

    /// The image's symbol, if the image is one.
    package var imageSymbol: SymbolTemplate? {
        guard case .symbol(let symbol) = image else { return nil }
        return symbol
    }

    /// The title's and image's colour: the disabled colour, `baseForegroundColor`, or the style's.
    package var foreground: String {
        isEnabled ? baseForegroundColor ?? style.foreground(tint: tint) : ControlMetrics.disabledForeground
    }

    /// The background's colour and opacity: a disabled button's colour when its style has a
    /// background, `baseBackgroundColor`, or the style's; nil for none.
    package var background: (color: String, opacity: Double)? {
        let enabled = baseBackgroundColor.map { ($0, 1) } ?? style.background(tint: tint)
        return isEnabled ? enabled : enabled.map { _ in (ControlMetrics.disabledBackground, 1) }
    }
}

extension ButtonTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, title, subtitle, buttonSize, cornerStyle, contentInsets, image, imagePlacement, imagePadding, titlePadding
        case titleLineBreakMode, tint, baseBackgroundColor, baseForegroundColor, isEnabled, accessibility
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        style = try container.decode(.style, default: .plain)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        buttonSize = try container.decode(.buttonSize, default: .medium)
        cornerStyle = try container.decode(.cornerStyle, default: .dynamic)
        contentInsets = try container.decodeIfPresent(FlexibleInsets.self, forKey: .contentInsets)?.insets
        image = try container.decodeIfPresent(ButtonImage.self, forKey: .image)
        imagePlacement = try container.decode(.imagePlacement, default: .leading)
        imagePadding = try container.decodeNumberIfPresent(.imagePadding, .length)
        titlePadding = try container.decodeNumberIfPresent(.titlePadding, .length)
        titleLineBreakMode = try container.decode(.titleLineBreakMode, default: .wordWrap)
        tint = try container.decodeColor(.tint, default: ControlMetrics.defaultTint, userInfo: decoder.userInfo)
        baseBackgroundColor =
            container.contains(.baseBackgroundColor)
            ? try container.decodeColor(.baseBackgroundColor, default: "", userInfo: decoder.userInfo) : nil
        baseForegroundColor =
            container.contains(.baseForegroundColor)
            ? try container.decodeColor(.baseForegroundColor, default: "", userInfo: decoder.userInfo) : nil
        isEnabled = try container.decode(.isEnabled, default: true)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }
}

/// A `UISwitch`: 51 × 31 pt whatever the content-size category, on or off, its track tinted
/// with `onTintColor` when on.
public struct SwitchTemplate: Hashable, Sendable {
    public var isOn: Bool
    public var onTintColor: String
    /// What VoiceOver reads for the switch over its defaults (no label, "On" or "Off", the
    /// `toggleButton` trait; docs/voiceover.md).
    public var accessibility = AccessibilityProperties()

    public init(isOn: Bool = false, onTintColor: String = "systemGreen") {
        self.isOn = isOn
        self.onTintColor = onTintColor
    }
}

extension SwitchTemplate: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case isOn, onTintColor, accessibility }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isOn = try container.decode(.isOn, default: false)
        onTintColor = try container.decodeColor(.onTintColor, default: ControlMetrics.switchOnTint, userInfo: decoder.userInfo)
        accessibility = try container.decode(.accessibility, default: AccessibilityProperties())
    }
}
