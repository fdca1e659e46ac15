import Spec

/// One element of a laid-out collection and its frame in content coordinates (origin at the
/// top-left of the content, after the content inset; y grows downward).
package struct PlacedElement: Hashable, Sendable {
    package var kind: ElementKind
    package var section: Int
    /// The item index for a cell; 0 for a header or footer.
    package var item: Int
    package var frame: Rect

    package init(kind: ElementKind, section: Int, item: Int, frame: Rect) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
    }
}

/// The output of a collection layout: pure geometry, ready to paint.
package struct CollectionLayoutResult: Hashable, Sendable {
    /// The scrollable content size (`collectionViewContentSize`).
    package var contentSize: Size
    /// Every element, section by section: the header (if any), the cells in item order, then the
    /// footer (if any).
    package var elements: [PlacedElement]
    /// Row separators as hairline rectangles, in row order; only ``TableLayout`` produces them.
    package var separators: [Rect]

    package init(contentSize: Size, elements: [PlacedElement], separators: [Rect] = []) {
        self.contentSize = contentSize
        self.elements = elements
        self.separators = separators
    }

    /// The cells only, in section and item order.
    package var cells: [PlacedElement] { elements.filter { $0.kind == .cell } }
}
