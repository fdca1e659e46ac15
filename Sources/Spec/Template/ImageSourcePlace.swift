/// An image file a screen's templates show (an image's `source`), and where the spec writes it,
/// so the files can be read and checked once, right after the spec loads.
package struct ImageSourcePlace: Hashable, Sendable {
    /// The source as written, relative to the spec file.
    package let source: String
    /// The screen that shows it.
    package let screen: String
    /// The key path of the `source` value (`screens[0].cell.stack.items[1].image.source`).
    package let keyPath: String

    package init(source: String, screen: String, keyPath: String) {
        self.source = source
        self.screen = screen
        self.keyPath = keyPath
    }
}

extension Suite {
    /// Every image source of every screen's cell and header templates, in spec order.
    package func imageSourcePlaces() -> [ImageSourcePlace] {
        var places: [ImageSourcePlace] = []
        for (index, screen) in screens.enumerated() {
            for (key, template) in [("cell", screen.layout.cell), ("header", screen.layout.supplementary)] {
                collect(template.stack, at: "screens[\(index)].\(key).stack", screen: screen.name, into: &places)
            }
        }
        return places
    }

    private func collect(_ stack: StackTemplate, at path: String, screen: String, into places: inout [ImageSourcePlace]) {
        for (index, item) in stack.items.enumerated() {
            switch item {
            case .image(let image):
                if let source = image.source {
                    places.append(ImageSourcePlace(source: source, screen: screen, keyPath: "\(path).items[\(index)].image.source"))
                }
            case .stack(let inner):
                collect(inner, at: "\(path).items[\(index)].stack", screen: screen, into: &places)
            case .label, .spacer:
                break
            }
        }
    }
}
