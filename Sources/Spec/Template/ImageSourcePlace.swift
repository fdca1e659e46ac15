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
    /// the header's and the footer's.
    package func imageSourcePlaces() -> [ImageSourcePlace] {
        var places: [ImageSourcePlace] = []
        for (index, screen) in screens.enumerated() {
            let layout = screen.layout
            let filled = (layout.cellTemplates + layout.sectionTemplates).map { ($0.keyPath, $0.template, $0.filledBy) }
            let screens = [("header", layout.supplementary, nil as String?)] + (layout.footer.map { [("footer", $0, nil as String?)] } ?? [])
            for (key, template, item) in filled + screens {
                collect(template.stack, at: "screens[\(index)].\(key).stack", screen: screen.name, item: item, into: &places)
            }
        }
        return places
    }

    private func collect(_ stack: StackTemplate, at path: String, screen: String, item: String?, into places: inout [ImageSourcePlace]) {
        for (index, element) in stack.items.enumerated() {
            switch element {
            case .image(let image):
                if let source = image.source {
                    places.append(ImageSourcePlace(source: source, screen: screen, keyPath: "\(path).items[\(index)].image.source", item: item))
                }
            case .stack(let inner):
                collect(inner, at: "\(path).items[\(index)].stack", screen: screen, item: item, into: &places)
            case .label, .spacer:
                break
            }
        }
    }
}
