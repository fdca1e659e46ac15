import DynamicType

/// A button drawn as `UIButton.Configuration` draws it (a spec's `button:`): a style from its
/// static constructors, a title and subtitle that grow with Dynamic Type, a size, a corner style
/// and an image. Every button is a tap target for the audit.
///
/// ```swift
/// Button("Add to Cart", style: .tinted).subtitle("{count} items").image("icons/cart.png", placement: .trailing)
/// ```
public struct Button: CellElement {
    /// The button as the spec model holds it.
    public var template: ButtonTemplate

    /// A button titled `title` (`{field}` placeholders allowed) in `style` at `size`.
    public init(_ title: String, style: ButtonConfigurationStyle = .plain, size: ButtonSize = .medium) {
        template = ButtonTemplate(title: title, style: style, buttonSize: size)
    }

    /// The button as an element of its stack.
    public var templateElement: TemplateElement { .button(template) }

    /// A second line under the title.
    public func subtitle(_ subtitle: String) -> Button { changed { $0.subtitle = subtitle } }

    /// `cornerStyle`.
    public func cornerStyle(_ style: ButtonCornerStyle) -> Button { changed { $0.cornerStyle = style } }

    /// `contentInsets` in place of the size's.
    public func contentInsets(_ insets: EdgeInsets) -> Button { changed { $0.contentInsets = insets } }

    /// An image file beside, above or below the title, `padding` points from it (nil: the size's padding).
    public func image(_ source: String, placement: ButtonImagePlacement = .leading, padding: Double? = nil) -> Button {
        changed {
            $0.image = .file(source)
            $0.imagePlacement = placement
            $0.imagePadding = padding
        }
    }

    /// A symbol image (`UIImage(systemName:)` sized by `textStyle`, a spec's `image: {symbol: ...}`)
    /// beside, above or below the title, drawn in the button's foreground colour.
    public func image(
        systemName: String, textStyle: TextStyle = .body, scale: SymbolScale = .medium, placement: ButtonImagePlacement = .leading,
        padding: Double? = nil
    ) -> Button {
        changed {
            $0.image = .symbol(SymbolTemplate(name: systemName, textStyle: textStyle, scale: scale))
            $0.imagePlacement = placement
            $0.imagePadding = padding
        }
    }

    /// `isEnabled`: `false` draws the button in the disabled colours; it is then no tap target.
    public func isEnabled(_ enabled: Bool) -> Button { changed { $0.isEnabled = enabled } }

    /// `titleLineBreakMode`: the truncating modes keep the title on one line.
    public func titleLineBreakMode(_ mode: LineBreakMode) -> Button { changed { $0.titleLineBreakMode = mode } }

    /// The tint the style's colours come from.
    public func tint(_ color: String) -> Button { changed { $0.tint = color } }

    /// `titlePadding`: the space between the title and the subtitle, in place of the size's.
    public func titlePadding(_ padding: Double) -> Button { changed { $0.titlePadding = padding } }

    /// `baseBackgroundColor`: the background colour in place of the style's.
    public func baseBackgroundColor(_ color: String) -> Button { changed { $0.baseBackgroundColor = color } }

    /// `baseForegroundColor`: the title's and image's colour in place of the style's.
    public func baseForegroundColor(_ color: String) -> Button { changed { $0.baseForegroundColor = color } }

    private func changed(_ change: (inout ButtonTemplate) -> Void) -> Button {
        var button = self
        change(&button.template)
        return button
    }
}

/// A switch (a spec's `switch:`), as `UISwitch` draws it: 51 × 31 pt at every content-size category.
///
/// ```swift
/// Switch(isOn: true, onTintColor: "systemBlue")
/// ```
public struct Switch: CellElement {
    /// The switch as the spec model holds it.
    public var template: SwitchTemplate

    /// A switch, on or off, its track `onTintColor` when on.
    public init(isOn: Bool = false, onTintColor: String = "systemGreen") {
        template = SwitchTemplate(isOn: isOn, onTintColor: onTintColor)
    }

    /// The switch as an element of its stack.
    public var templateElement: TemplateElement { .switch(template) }
}
