import DynamicType
import Spec

/// Buttons and switches: a button laid out as `UIButton.Configuration` lays out its content
/// (image beside, above or below a title and subtitle, inside the content insets, centred), a
/// switch at its fixed size. Both are made of the pieces every element draws with (backgrounds,
/// labels, images), so painting, mirroring and the audit need nothing of their own. Every number
/// comes from `ControlMetrics` (docs/components.md).
extension CellContentLayout {
    /// A button offered `offeredWidth`: as wide as its content and insets (at most the width
    /// offered), or the whole width when `fillsWidth` (a `.fill` vertical stack stretches it).
    func buttonContent(_ button: ButtonTemplate, data: [String: String], offeredWidth: Double, fillsWidth: Bool) throws -> CellContent {
        let metrics = ControlMetrics.button(button.buttonSize)
        let insets = button.contentInsets ?? metrics.contentInsets
        let foreground = button.foreground
        let image = buttonImage(button, color: foreground)
        let imagePadding = button.imagePadding ?? metrics.imagePadding
        let beside = button.imagePlacement == .leading || button.imagePlacement == .trailing
        let imageAlong = image.map { beside ? $0.size.width + imagePadding : 0 } ?? 0
        let textWidth = offeredWidth - insets.horizontal - imageAlong
        guard textWidth > 0 else {
            throw LayoutError.labelHasNoWidth(path: "button.title", width: offeredWidth, taken: insets.horizontal + imageAlong)
        }

        let subtitle = try button.subtitle.map { try Self.fill($0, with: data) }.flatMap { $0.isEmpty ? nil : $0 }
        var texts = [
            try buttonText(
                try Self.fill(button.title, with: data), style: subtitle == nil ? metrics.titleStyle : metrics.titleStyleWithSubtitle,
                part: "button.title", button: button, width: textWidth, color: foreground)
        ]
        if let subtitle {
            texts.append(
                try buttonText(subtitle, style: metrics.subtitleStyle, part: "button.subtitle", button: button, width: textWidth, color: foreground))
        }
        let titlePadding = button.titlePadding ?? metrics.titlePadding
        let column = Size(
            width: texts.map(\.frame.width).max() ?? 0,
            height: texts.map(\.frame.height).reduce(0, +) + Double(texts.count - 1) * titlePadding)

        // The content block: image and text column, each centred across the other's axis.
        let imageSize = image?.size ?? .zero
        let gap = image == nil ? 0 : imagePadding
        let block =
            beside
            ? Size(width: imageSize.width + gap + column.width, height: max(imageSize.height, column.height))
            : Size(width: max(imageSize.width, column.width), height: imageSize.height + gap + column.height)
        let width = fillsWidth ? offeredWidth : min(offeredWidth, block.width + insets.horizontal)
        let size = Size(width: width, height: block.height + insets.top + insets.bottom)
        let origin = Point(x: insets.left + (width - insets.horizontal - block.width) / 2, y: insets.top)

        var columnOrigin = origin
        var imageOrigin = origin
        switch button.imagePlacement {
        case .leading:
            columnOrigin.x += imageSize.width + gap
        case .trailing:
            imageOrigin.x += column.width + gap
        case .top:
            columnOrigin.y += imageSize.height + gap
        case .bottom:
            imageOrigin.y += column.height + gap
        }
        if beside {
            columnOrigin.y += (block.height - column.height) / 2
            imageOrigin.y += (block.height - imageSize.height) / 2
        } else {
            columnOrigin.x += (block.width - column.width) / 2
            imageOrigin.x += (block.width - imageSize.width) / 2
        }
        var y = columnOrigin.y
        for index in texts.indices {
            texts[index].frame.x = columnOrigin.x + (column.width - texts[index].frame.width) / 2
            texts[index].frame.y = y
            y += texts[index].frame.height + titlePadding
        }

        let frame = Rect(origin: .zero, size: size)
        var content = CellContent(size: size, labels: texts, images: [], hiddenElementCount: 0)
        if let image {
            content.images = [Rect(origin: imageOrigin, size: image.size)]
            content.imageContents = [image.shown]
        }
        if let background = button.background {
            content.backgrounds = [
                PlacedBackground(
                    frame: frame, color: background.color, cornerRadius: buttonCornerRadius(button, height: size.height), opacity: background.opacity)
            ]
        }
        // A disabled button cannot be tapped, so it is no tap target (docs/components.md).
        if button.isEnabled { content.tappableElements = [PlacedTarget(kind: .button, frame: frame)] }
        return content
    }

    /// A button's image and its size in points: a loaded file at its own size (none when the file
    /// is not loaded), or a symbol at its configuration's size at this category, in `color`.
    private func buttonImage(_ button: ButtonTemplate, color: String) -> (size: Size, shown: PlacedImage)? {
        switch button.image {
        case .file(let source):
            return imageSizes[source].map {
                ($0, PlacedImage(source: source, contentMode: .scaleToFill, cornerRadius: 0, clipsToBounds: false))
            }
        case .symbol(let symbol):
            return placedSymbol(symbol, color: color)
        case nil:
            return nil
        }
    }

    /// `symbol` as an image view of its own size at this category, drawn in `color`.
    func placedSymbol(_ symbol: SymbolTemplate, color: String) -> (size: Size, shown: PlacedImage) {
        let placed = placedSymbol(symbol, tintColor: color)
        let size = placed.size
        return (
            size, PlacedImage(source: symbol.name, contentMode: .scaleToFill, cornerRadius: 0, clipsToBounds: false, symbol: placed, tintColor: color)
        )
    }

    /// The radius of `button`'s background `height` tall: the size's radius scaled with Dynamic
    /// Type (`dynamic`) or not (`fixed`), a named radius, or half the height (`capsule`).
    func buttonCornerRadius(_ button: ButtonTemplate, height: Double) -> Double {
        let base = ControlMetrics.button(button.buttonSize).cornerRadius
        switch button.cornerStyle {
        case .dynamic:
            return FontMetrics(forTextStyle: ControlMetrics.dynamicCornerStyle).scaledValue(for: base, category: category, displayScale: displayScale)
        case .fixed: return base
        case .capsule: return height / 2
        case .small, .medium, .large: return ControlMetrics.cornerRadius(button.cornerStyle) ?? base
        }
    }

    /// A button's title or subtitle in `style`, broken within `width` and centred, as wide as its
    /// widest line. It is measured again at that width, which the painter draws it at, so what is
    /// measured is what is drawn.
    private func buttonText(_ text: String, style: TextStyle, part: String, button: ButtonTemplate, width: Double, color: String) throws
        -> PlacedLabel
    {
        var paragraph = ParagraphStyle.standard
        paragraph.alignment = .center
        paragraph.baseWritingDirection = button.baseWritingDirection
        let lines = button.titleLineBreakMode.isTruncating ? 1 : 0
        let font = FontChoice.style(style).font(
            at: category, lineHeight: paragraph.lineHeight, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
        var request = TextMeasurementRequest(
            text: text, font: font, width: width, maximumLines: lines, lineBreakMode: button.titleLineBreakMode, paragraph: paragraph,
            displayScale: displayScale)
        var measured = try measurer.measure(request)
        if measured.size.width > 0, measured.size.width < width {
            request.width = measured.size.width
            measured = try measurer.measure(request)
        }
        return PlacedLabel(
            frame: Rect(origin: .zero, size: measured.size), layoutWidth: request.width, text: text, font: font, maximumLines: lines,
            lineBreakMode: button.titleLineBreakMode, paragraph: paragraph, color: color, lineCount: measured.lineCount,
            isTruncated: measured.isTruncated, missingCharacters: measured.missingCharacters, textStyle: style, part: part)
    }

    /// A switch: `UISwitch`'s fixed size at every category, its track (tinted when on), and the
    /// thumb with its shadow at the trailing end when on, the leading end when off (mirroring
    /// moves it in a right-to-left interface). It is a tap target, as a button is.
    static func switchContent(_ control: SwitchTemplate) -> CellContent {
        let size = ControlMetrics.switchSize
        let inset = ControlMetrics.switchThumbInset
        let diameter = size.height - 2 * inset
        let thumb = Rect(x: control.isOn ? size.width - inset - diameter : inset, y: inset, width: diameter, height: diameter)
        var content = CellContent(size: size, labels: [], images: [], hiddenElementCount: 0)
        content.backgrounds = [
            PlacedBackground(
                frame: Rect(origin: .zero, size: size), color: control.isOn ? control.onTintColor : ControlMetrics.switchOffTrack,
                cornerRadius: size.height / 2),
            PlacedBackground(
                frame: thumb.offsetBy(dx: 0, dy: ControlMetrics.switchShadowOffset), color: ControlMetrics.switchShadow, cornerRadius: diameter / 2),
            PlacedBackground(frame: thumb, color: ControlMetrics.switchThumb, cornerRadius: diameter / 2),
        ]
        content.tappableElements = [PlacedTarget(kind: .switch, frame: Rect(origin: .zero, size: size))]
        return content
    }
}
