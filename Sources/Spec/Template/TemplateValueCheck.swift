import DynamicType

/// A value of a model built in code (not decoded from a spec) that a spec would refuse: where it
/// is, as the spec's key path (`stack.items[1].label.lines`), and why, in the words a spec's
/// decoding error uses ("lines 2000 is out of range; valid: 0...1,000 lines (0 = unlimited)").
package struct ValueProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the value is, relative to what was checked (`stack.spacing`).
    package var keyPath: String
    /// What is wrong and what would be valid.
    package var problem: String

    /// The problem `problem` with the value at `keyPath`.
    package init(keyPath: String, problem: String) {
        self.keyPath = keyPath
        self.problem = problem
    }

    /// The problem seen from a parent: `prefix.keyPath` (`cell.` + `stack.spacing`).
    package func inside(_ prefix: String) -> ValueProblem {
        ValueProblem(keyPath: keyPath.isEmpty ? prefix : "\(prefix).\(keyPath)", problem: problem)
    }

    /// "spacing -8 is out of range… at stack.spacing".
    package var description: String { keyPath.isEmpty ? problem : "\(problem) at \(keyPath)" }
}

/// Checks a template's values with the rules its decoding applies (``NumberLimit``,
/// ``ColorNameCheck``, ``CategoryRule/rangeProblem(from:through:)``), for templates built in code.
package struct TemplateValueCheck: Sendable {
    /// The colour names the templates may use; nil accepts any name.
    package var colors: ColorNameCheck?
    /// Why a font family a label names cannot be used (no loaded font declares it), or nil when it
    /// can; nil accepts any family.
    package var fontFamilies: (@Sendable (String) -> String?)?
    /// The custom symbols' names, symbol names beside the stand-in set's (``CustomSymbols``).
    package var customSymbols: [String] = []

    /// A check that accepts the colour names `colors` knows and the font families `fontFamilies`
    /// accepts.
    package init(colors: ColorNameCheck?, fontFamilies: (@Sendable (String) -> String?)? = nil) {
        self.colors = colors
        self.fontFamilies = fontFamilies
    }

    /// Throws the first value of `cell` a spec could not hold, its key path starting inside the cell.
    package func check(_ cell: CellTemplate) throws(ValueProblem) {
        try insets(cell.padding, "padding")
        try color(cell.background, "background")
        if let border = cell.border {
            do throws(ValueProblem) {
                try number(border.width, .length, "width")
                try color(border.color, "color")
                try number(border.cornerRadius, .length, "cornerRadius")
            } catch { throw error.inside("border") }
        }
        try number(cell.minimumHeight, .length, "minHeight")
        if let height = cell.fixedHeight { try number(height, .length, "height") }
        if let width = cell.fixedWidth { try number(width, .length, "width") }
        do throws(ValueProblem) { try check(cell.stack) } catch { throw error.inside("stack") }
        for (index, accessory) in cell.accessories.enumerated() {
            do throws(ValueProblem) {
                switch accessory {
                case .switch(let control):
                    do throws(ValueProblem) { try color(control.onTintColor, "onTintColor") } catch { throw error.inside("switch") }
                case .label(let label): do throws(ValueProblem) { try check(label) } catch { throw error.inside("label") }
                case .custom(let element): do throws(ValueProblem) { try check(element) } catch { throw error.inside("custom") }
                case .disclosureIndicator, .checkmark, .detailButton: break
                }
            } catch { throw error.inside("accessories[\(index)]") }
        }
    }

    private func check(_ stack: StackTemplate) throws(ValueProblem) {
        try number(stack.spacing, .length, "spacing")
        for (index, rule) in stack.rules.enumerated() {
            do throws(ValueProblem) {
                try range(rule)
                if let spacing = rule.changes.spacing { try number(spacing, .length, "spacing") }
            } catch { throw error.inside("rules[\(index)]") }
        }
        for (index, item) in stack.items.enumerated() {
            do throws(ValueProblem) { try check(item) } catch { throw error.inside("items[\(index)]") }
        }
    }

    private func check(_ element: TemplateElement) throws(ValueProblem) {
        switch element {
        case .label(let label): do throws(ValueProblem) { try check(label) } catch { throw error.inside("label") }
        case .image(let image): do throws(ValueProblem) { try check(image) } catch { throw error.inside("image") }
        case .stack(let stack): do throws(ValueProblem) { try check(stack) } catch { throw error.inside("stack") }
        case .spacer(let length): do throws(ValueProblem) { try number(length, .length, "length") } catch { throw error.inside("spacer") }
        case .button(let button): do throws(ValueProblem) { try check(button) } catch { throw error.inside("button") }
        case .switch(let control): do throws(ValueProblem) { try color(control.onTintColor, "onTintColor") } catch { throw error.inside("switch") }
        case .segmentedControl(let control):
            do throws(ValueProblem) { try color(control.selectedSegmentTintColor, "selectedSegmentTintColor") } catch {
                throw error.inside("segmentedControl")
            }
        case .searchField(let field): do throws(ValueProblem) { try color(field.tint, "tint") } catch { throw error.inside("searchField") }
        case .listContent(let content): do throws(ValueProblem) { try check(content) } catch { throw error.inside("listContent") }
        }
    }

    private func check(_ button: ButtonTemplate) throws(ValueProblem) {
        if let insets = button.contentInsets { try self.insets(insets, "contentInsets") }
        if let padding = button.imagePadding { try number(padding, .length, "imagePadding") }
        if let padding = button.titlePadding { try number(padding, .length, "titlePadding") }
        try color(button.tint, "tint")
        if let background = button.baseBackgroundColor { try color(background, "baseBackgroundColor") }
        if let foreground = button.baseForegroundColor { try color(foreground, "baseForegroundColor") }
    }

    private func check(_ content: ListContentTemplate) throws(ValueProblem) {
        if let image = content.image { do throws(ValueProblem) { try check(image) } catch { throw error.inside("image") } }
        if case .points(let width) = content.reservedLayoutWidth { try number(width, .length, "reservedLayoutWidth") }
        try count(content.textLines, .lines, "textLines")
        try count(content.secondaryTextLines, .lines, "secondaryTextLines")
        if let margins = content.directionalLayoutMargins { try insets(margins, "directionalLayoutMargins") }
        if let padding = content.imageToTextPadding { try number(padding, .length, "imageToTextPadding") }
        if let padding = content.textToSecondaryTextHorizontalPadding { try number(padding, .length, "textToSecondaryTextHorizontalPadding") }
        if let padding = content.textToSecondaryTextVerticalPadding { try number(padding, .length, "textToSecondaryTextVerticalPadding") }
    }

    private func check(_ label: LabelTemplate) throws(ValueProblem) {
        switch label.font {
        case .style: break
        case .custom(let custom, let style, let maximum):
            do throws(ValueProblem) {
                try family(custom.family)
                if let size = custom.baseSizes[style] { try number(size, .fontSize, "size") }
                try number(maximum, .maximumPointSize, "maximumPointSize")
            } catch { throw error.inside("font") }
        case .fixed(let font, _):
            do throws(ValueProblem) {
                try family(font.family)
                try number(font.pointSize, .fontSize, "size")
            } catch { throw error.inside("font") }
        }
        try count(label.lines, .lines, "lines")
        try color(label.color, "color")
        for (index, rule) in label.rules.enumerated() {
            do throws(ValueProblem) {
                try range(rule)
                if let lines = rule.changes.lines { try count(lines, .lines, "lines") }
            } catch { throw error.inside("rules[\(index)]") }
        }
        let paragraph = label.paragraph
        try number(paragraph.lineHeightMultiple, .lineHeightMultiple, "lineHeightMultiple")
        try number(paragraph.minimumLineHeight, .length, "minimumLineHeight")
        try number(paragraph.maximumLineHeight, .length, "maximumLineHeight")
        try number(paragraph.lineSpacing, .length, "lineSpacing")
        try number(paragraph.kern, .kern, "kern")
    }

    private func check(_ image: ImageTemplate) throws(ValueProblem) {
        try size(image.size, "size")
        try color(image.tintColor, "tintColor")
        try color(image.background, "background")
        if let symbol = image.symbol {
            do throws(NameError) {
                _ = try CustomSymbols.checkedName(symbol.name, custom: customSymbols)
            } catch { throw ValueProblem(keyPath: "symbol.name", problem: error.description) }
            if let pointSize = symbol.pointSize { try number(pointSize, .fontSize, "symbol.pointSize") }
        }
        if let ratio = image.aspectRatio { try number(ratio, .aspectRatio, "aspectRatio") }
        for (index, rule) in image.rules.enumerated() {
            do throws(ValueProblem) {
                try range(rule)
                if let size = rule.changes.size { try self.size(size, "size") }
            } catch { throw error.inside("rules[\(index)]") }
        }
    }

    private func range<Changes>(_ rule: CategoryRule<Changes>) throws(ValueProblem) {
        if let problem = CategoryRule<Changes>.rangeProblem(from: rule.from, through: rule.through) {
            throw ValueProblem(keyPath: "through", problem: problem)
        }
    }

    /// A label's font family, as a spec's `font: {family}`.
    private func family(_ name: String) throws(ValueProblem) {
        if let problem = fontFamilies?(name) { throw ValueProblem(keyPath: "family", problem: problem) }
    }

    /// `value` within `limit`, as `decodeNumber` checks a spec's number at `key`.
    package func number(_ value: Double, _ limit: NumberLimit, _ key: String) throws(ValueProblem) {
        if let problem = limit.problem(with: value) { throw ValueProblem(keyPath: key, problem: "\(key) \(problem)") }
    }

    /// A whole number within `limit`, as `decodeCount` checks a spec's count at `key`.
    package func count(_ value: Int, _ limit: NumberLimit, _ key: String) throws(ValueProblem) {
        if let problem = limit.problem(with: value) { throw ValueProblem(keyPath: key, problem: "\(key) \(problem)") }
    }

    /// Each side of `insets` a length, named as a spec's `{top, left, bottom, right}`.
    package func insets(_ insets: EdgeInsets, _ key: String) throws(ValueProblem) {
        do throws(ValueProblem) {
            try number(insets.top, .length, "top")
            try number(insets.left, .length, "left")
            try number(insets.bottom, .length, "bottom")
            try number(insets.right, .length, "right")
        } catch { throw error.inside(key) }
    }

    /// Both sides of `size` lengths, named as a spec's `[width, height]` (`size[1]`).
    package func size(_ size: Size, _ key: String) throws(ValueProblem) {
        for (index, side) in [size.width, size.height].enumerated() {
            if let problem = NumberLimit.length.problem(with: side) { throw ValueProblem(keyPath: key, problem: "\(key)[\(index)] \(problem)") }
        }
    }

    /// A colour name the palette knows, as `decodeColor` checks one.
    package func color(_ name: String, _ key: String) throws(ValueProblem) {
        if let colors, let problem = colors.problem(name) { throw ValueProblem(keyPath: key, problem: problem) }
    }
}
