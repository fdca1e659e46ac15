extension ScreenLayoutInput {
    /// The input with every label of the cell, header and footer templates set in `direction`
    /// (``ParagraphStyle/baseWritingDirection``): what `NSForceRightToLeftWritingDirection` does
    /// to every paragraph of an app run in the right-to-left pseudolanguage.
    package func forcingBaseWritingDirection(_ direction: WritingDirection) -> ScreenLayoutInput {
        var input = self
        input.cell = cell.forcingBaseWritingDirection(direction)
        input.supplementary = supplementary.forcingBaseWritingDirection(direction)
        input.footer = footer?.forcingBaseWritingDirection(direction)
        for index in input.itemTemplates.indices {
            input.itemTemplates[index].template = itemTemplates[index].template.forcingBaseWritingDirection(direction)
        }
        return input
    }
}

extension CellTemplate {
    /// The template with every label of its stack and its accessories set in `direction`.
    func forcingBaseWritingDirection(_ direction: WritingDirection) -> CellTemplate {
        var template = self
        template.stack = stack.forcingBaseWritingDirection(direction)
        template.accessories = accessories.map { accessory in
            switch accessory {
            case .label(var label):
                label.paragraph.baseWritingDirection = direction
                return .label(label)
            case .custom(let element): return .custom(element.forcingBaseWritingDirection(direction))
            case .disclosureIndicator, .checkmark, .detailButton, .switch: return accessory
            }
        }
        return template
    }
}

extension StackTemplate {
    /// The stack with every label in it, nested stacks included, set in `direction`.
    func forcingBaseWritingDirection(_ direction: WritingDirection) -> StackTemplate {
        var stack = self
        stack.items = items.map { $0.forcingBaseWritingDirection(direction) }
        return stack
    }
}

extension TemplateElement {
    /// The element with every label in it, nested stacks included, set in `direction`.
    func forcingBaseWritingDirection(_ direction: WritingDirection) -> TemplateElement {
        switch self {
        case .label(var label):
            label.paragraph.baseWritingDirection = direction
            return .label(label)
        case .stack(let nested):
            return .stack(nested.forcingBaseWritingDirection(direction))
        case .button(var button):
            button.baseWritingDirection = direction
            return .button(button)
        case .segmentedControl(var control):
            control.baseWritingDirection = direction
            return .segmentedControl(control)
        case .searchField(var field):
            field.baseWritingDirection = direction
            return .searchField(field)
        case .listContent(var content):
            content.baseWritingDirection = direction
            return .listContent(content)
        case .image, .spacer, .switch:
            return self
        }
    }
}
