import DynamicType

/// A `UILabel` in a cell: text with `{field}` placeholders filled from each item, set in a text
/// style that follows Dynamic Type (a spec's `label:`).
///
/// ```swift
/// Label("{name}", style: .headline, lines: 1)
/// Label("{time}", style: .caption1, color: "secondaryLabel")
///     .hidden(from: .accessibility5)
/// ```
public struct Label: CellElement {
    /// The label as the spec model holds it.
    public var template: LabelTemplate

    /// A label in `style` (`UIFont.preferredFont(forTextStyle:)`, bold when `emphasized`), with
    /// `numberOfLines` `lines` (0: unlimited), `lineBreakMode` and a colour: an iOS system colour
    /// name (`label`, `secondaryLabel`), a suite's own colour or `#RRGGBB`.
    public init(
        _ text: String, style: TextStyle = .body, emphasized: Bool = false, lines: Int = 0, lineBreakMode: LineBreakMode = .truncateTail,
        color: String = "label"
    ) {
        self.init(text, font: .style(style, emphasized: emphasized), lines: lines, lineBreakMode: lineBreakMode, color: color)
    }

    /// A label in a custom font: scaled with a text style by `UIFontMetrics`, or fixed.
    public init(_ text: String, font: FontChoice, lines: Int = 0, lineBreakMode: LineBreakMode = .truncateTail, color: String = "label") {
        template = LabelTemplate(text: text, font: font, lines: lines, lineBreakMode: lineBreakMode, color: color)
    }

    /// The label as an element of its stack.
    public var templateElement: TemplateElement { .label(template) }

    /// `numberOfLines` at the categories in `sizes`.
    public func lines(_ lines: Int, at sizes: CategoryRange) -> Label {
        changed { $0.rules.append(sizes.rule(LabelTemplate.Changes(lines: lines))) }
    }

    /// The text style at the categories in `sizes` (a custom font keeps its face).
    public func style(_ style: TextStyle, at sizes: CategoryRange) -> Label {
        changed { $0.rules.append(sizes.rule(LabelTemplate.Changes(style: style))) }
    }

    /// The line break mode at the categories in `sizes`.
    public func lineBreakMode(_ mode: LineBreakMode, at sizes: CategoryRange) -> Label {
        changed { $0.rules.append(sizes.rule(LabelTemplate.Changes(lineBreakMode: mode))) }
    }

    /// Hidden at `category` and every larger one (a spec's `hiddenFrom`).
    public func hidden(from category: ContentSizeCategory) -> Label {
        changed { $0.hiddenFrom = category }
    }

    /// Hidden at the categories in `sizes`.
    public func hidden(at sizes: CategoryRange) -> Label {
        changed { $0.rules.append(sizes.rule(LabelTemplate.Changes(hidden: true))) }
    }

    /// Line height, spacing, tracking and hyphenation, as an `NSParagraphStyle` sets them.
    public func paragraph(_ paragraph: ParagraphStyle) -> Label {
        changed { $0.paragraph = paragraph }
    }

    /// Marks the label as something to tap (a link): the audit checks it as a tap target.
    public func tappable(_ isTappable: Bool = true) -> Label {
        changed { $0.isTappable = isTappable }
    }

    /// Marks the label's colour as carrying meaning (a status colour): the Differentiate Without
    /// Color Alone evidence checks that items differ in more than its colour.
    public func meaningByColor(_ meaningByColor: Bool = true) -> Label {
        changed { $0.meaningByColor = meaningByColor }
    }

    /// `textAlignment` (`NSTextAlignment`): where the lines sit in the label's frame.
    public func alignment(_ alignment: TextAlignment) -> Label {
        changed { $0.paragraph.alignment = alignment }
    }

    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: text that does not fit its width or
    /// lines shrinks, down to `minimumScaleFactor` of its size, before it is truncated.
    public func adjustsFontSizeToFitWidth(minimumScaleFactor: Double) -> Label {
        changed {
            $0.adjustsFontSizeToFitWidth = true
            $0.minimumScaleFactor = minimumScaleFactor
        }
    }

    /// `backgroundColor`, behind the label's frame.
    public func background(_ color: String) -> Label {
        changed { $0.background = color }
    }

    private func changed(_ change: (inout LabelTemplate) -> Void) -> Label {
        var label = self
        change(&label.template)
        return label
    }
}
