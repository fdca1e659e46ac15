/// An image file a screen's templates show (an image's `source`), and where the spec writes it,
/// so the files can be read and checked once, right after the spec loads.
package struct ImageSourcePlace: Hashable, Sendable {
    /// The source as written, relative to the spec file.
    package let source: String
    /// The screen that shows it.
    package let screen: String
    /// The key path of the `source` value (`screens[0].cell.stack.items[1].image.source`).
    package let keyPath: String
    /// Where the item is written whose values filled the template's `{field}` placeholders
    /// (``ScreenLayoutInput/ItemTemplate/filledBy``), where an error in the source belongs; nil
    /// when the template takes no values from items.
    package let item: String?

    package init(source: String, screen: String, keyPath: String, item: String? = nil) {
        self.source = source
        self.screen = screen
        self.keyPath = keyPath
        self.item = item
    }
}

extension Suite {
    /// Every image source of every screen's templates, in spec order: the cell's, or each
    /// template its items are drawn with (``ScreenLayoutInput/itemTemplates``), each its
    /// sections' headers and footers are drawn with (``ScreenLayoutInput/sectionTemplates``),
    /// the header's and the footer's; an image's `source` (a list content's image's too) and a button's `image`.
    package func imageSourcePlaces() -> [ImageSourcePlace] {
        var places: [ImageSourcePlace] = []
        forEachElement { element, screen, keyPath, item in
            switch element {
            case .image(let image):
                if let source = image.source {
                    places.append(ImageSourcePlace(source: source, screen: screen, keyPath: "\(keyPath).image.source", item: item))
                }
            case .button(let button):
                if let source = button.imageFile {
                    places.append(ImageSourcePlace(source: source, screen: screen, keyPath: "\(keyPath).button.image", item: item))
                }
            case .label, .spacer, .switch, .stack, .segmentedControl, .searchField, .listContent:
                break
            }
        }
        return places
    }

    /// The symbol names each screen's templates show, in spec order, once each (a screen without
    /// symbols is absent), for its variants' fingerprints.
    package func symbolNamesByScreen() -> [String: [String]] {
        var names: [String: [String]] = [:]
        forEachElement { element, screen, _, _ in
            let symbol: SymbolTemplate? =
                switch element {
                case .image(let image): image.symbol
                case .button(let button): button.imageSymbol
                case .searchField: ControlMetrics.searchGlass
                default: nil
                }
            if let symbol, !names[screen, default: []].contains(symbol.name) { names[screen, default: []].append(symbol.name) }
        }
        // The bars' items show symbols too (custom ones included, docs/symbols.md "In bars").
        for screen in screens {
            for (_, name) in screen.layout.bars.symbolPlaces where !names[screen.name, default: []].contains(name) {
                names[screen.name, default: []].append(name)
            }
        }
        return names
    }

    /// Calls `body` with every element of every screen's templates, stacks' contents included, in
    /// spec order, with its screen, its key path (`screens[0].cell.stack.items[1]`) and the item
    /// that filled its template (``ImageSourcePlace/item``).
    private func forEachElement(_ body: (TemplateElement, String, String, String?) -> Void) {
        for (index, screen) in screens.enumerated() {
            let layout = screen.layout
            let filled = (layout.cellTemplates + layout.sectionTemplates).map { ($0.keyPath, $0.template, $0.filledBy) }
            let screens = [("header", layout.supplementary, nil as String?)] + (layout.footer.map { [("footer", $0, nil as String?)] } ?? [])
            for (key, template, item) in filled + screens {
                forEachElement(in: template.stack, at: "screens[\(index)].\(key).stack", screen: screen.name, item: item, body)
                for (position, accessory) in template.accessories.enumerated() {
                    let at = "screens[\(index)].\(key).accessories[\(position)]"
                    // A system accessory's glyph is a symbol image (`AccessoryMetrics`); a custom one any element.
                    switch accessory {
                    case .custom(let element): forEachElement(element, at: at + ".custom", screen: screen.name, item: item, body)
                    case .disclosureIndicator:
                        for name in [AccessoryMetrics.disclosureSymbol.name, AccessoryMetrics.disclosureSymbolRightToLeft] {
                            body(.image(ImageTemplate(size: .zero, symbol: SymbolTemplate(name: name))), screen.name, at, item)
                        }
                    case .checkmark: body(.image(ImageTemplate(size: .zero, symbol: AccessoryMetrics.checkmarkSymbol)), screen.name, at, item)
                    case .detailButton: body(.image(ImageTemplate(size: .zero, symbol: AccessoryMetrics.detailSymbol)), screen.name, at, item)
                    case .switch(let control): body(.switch(control), screen.name, at, item)
                    case .label(let label): body(.label(label), screen.name, at, item)
                    }
                }
            }
        }
    }

    private func forEachElement(
        in stack: StackTemplate, at path: String, screen: String, item: String?, _ body: (TemplateElement, String, String, String?) -> Void
    ) {
        for (index, element) in stack.items.enumerated() {
            forEachElement(element, at: "\(path).items[\(index)]", screen: screen, item: item, body)
        }
    }

    /// `body` with `element` at `path` and, for a stack, every element in it.
    private func forEachElement(
        _ element: TemplateElement, at path: String, screen: String, item: String?, _ body: (TemplateElement, String, String, String?) -> Void
    ) {
        body(element, screen, path, item)
        // A list content's image is an image view like any other, at `….listContent.image`.
        if case .listContent(let content) = element, let image = content.image { body(.image(image), screen, "\(path).listContent", item) }
        if case .stack(let inner) = element { forEachElement(in: inner, at: "\(path).stack", screen: screen, item: item, body) }
    }
}
