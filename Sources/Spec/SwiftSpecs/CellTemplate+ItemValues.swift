extension CellTemplate {
    /// The template with every text value a Swift template may fill from an item (its
    /// background, border colour, its stacks', labels', images', buttons' and switches' colours,
    /// image sources and symbol names; not
    /// label text, which is filled per language when laid out) passed through `fill`.
    ///
    /// A spec fills any value from its items by decoding the filled text (``CellKinds``); a
    /// template built in Swift holds numbers and names as Swift values, so its text values are
    /// the ones that can hold `{field}` placeholders.
    func fillingItemValues(_ fill: (String) -> String) -> CellTemplate {
        var filled = self
        filled.background = fill(background)
        if let border { filled.border?.color = fill(border.color) }
        filled.stack = stack.fillingItemValues(fill)
        filled.accessories = accessories.map { accessory in
            switch accessory {
            case .switch(var control):
                control.onTintColor = fill(control.onTintColor)
                return .switch(control)
            case .label(var label):
                label.color = fill(label.color)
                return .label(label)
            case .custom(let element): return .custom(element.fillingItemValues(fill))
            case .disclosureIndicator, .checkmark, .detailButton: return accessory
            }
        }
        return filled
    }

    /// The fields the template's values other than label text take (``fillingItemValues(_:)``),
    /// each once, in order.
    var itemValueFields: [String] {
        var fields: [String] = []
        _ = fillingItemValues { text in
            for field in TemplateText.fields(in: text) where !fields.contains(field) { fields.append(field) }
            return text
        }
        return fields
    }

    /// The template with its placeholders outside label text filled from `values` (a field
    /// `values` lacks stays written).
    func fillingItemValues(from values: [String: String]) -> CellTemplate {
        fillingItemValues { TemplateText.filling($0, from: values) }
    }
}

extension StackTemplate {
    fileprivate func fillingItemValues(_ fill: (String) -> String) -> StackTemplate {
        var filled = self
        filled.background = fill(background)
        filled.items = items.map { $0.fillingItemValues(fill) }
        return filled
    }
}

extension TemplateElement {
    /// The element with its colours, image sources and symbol names passed through `fill`
    /// (``CellTemplate/fillingItemValues(_:)``).
    fileprivate func fillingItemValues(_ fill: (String) -> String) -> TemplateElement {
        switch self {
        case .label(var label):
            label.color = fill(label.color)
            label.background = fill(label.background)
            return .label(label)
        case .image(let image):
            return .image(image.fillingItemValues(fill))
        case .button(var button):
            button.tint = fill(button.tint)
            button.baseBackgroundColor = button.baseBackgroundColor.map(fill)
            button.baseForegroundColor = button.baseForegroundColor.map(fill)
            switch button.image {
            case .file(let file): button.image = .file(fill(file))
            case .symbol(var symbol):
                symbol.name = fill(symbol.name)
                button.image = .symbol(symbol)
            case nil: break
            }
            return .button(button)
        case .switch(var control):
            control.onTintColor = fill(control.onTintColor)
            return .switch(control)
        case .segmentedControl(var control):
            control.selectedSegmentTintColor = fill(control.selectedSegmentTintColor)
            return .segmentedControl(control)
        case .searchField(var field):
            field.tint = fill(field.tint)
            return .searchField(field)
        case .listContent(var content):
            content.image = content.image?.fillingItemValues(fill)
            return .listContent(content)
        case .stack(let inner): return .stack(inner.fillingItemValues(fill))
        case .spacer: return self
        }
    }
}

extension ImageTemplate {
    /// The image with its source, symbol name, tint and background colours passed through `fill`.
    fileprivate func fillingItemValues(_ fill: (String) -> String) -> ImageTemplate {
        var image = self
        image.source = source.map(fill)
        if let name = symbol?.name { image.symbol?.name = fill(name) }
        image.tintColor = fill(tintColor)
        image.background = fill(background)
        return image
    }
}
