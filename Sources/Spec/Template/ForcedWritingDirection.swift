extension ScreenLayoutInput {
    /// The input with every label of the cell, header and footer templates set in `direction`
    /// (``ParagraphStyle/baseWritingDirection``): what `NSForceRightToLeftWritingDirection` does
    /// to every paragraph of an app run in the right-to-left pseudolanguage.
    package func forcingBaseWritingDirection(_ direction: WritingDirection) -> ScreenLayoutInput {
        var input = self
        input.cell.stack = cell.stack.forcingBaseWritingDirection(direction)
        input.supplementary.stack = supplementary.stack.forcingBaseWritingDirection(direction)
        if let footer { input.footer?.stack = footer.stack.forcingBaseWritingDirection(direction) }
        for index in input.itemTemplates.indices {
            input.itemTemplates[index].template.stack = itemTemplates[index].template.stack.forcingBaseWritingDirection(direction)
        }
        return input
    }
}

extension StackTemplate {
    /// The stack with every label in it, nested stacks included, set in `direction`.
    func forcingBaseWritingDirection(_ direction: WritingDirection) -> StackTemplate {
        var stack = self
        stack.items = items.map { item in
            switch item {
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
                return item
            }
        }
        return stack
    }
}
