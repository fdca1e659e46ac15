import Spec

/// One element of a laid-out collection and its frame in content coordinates (origin at the
/// top-left of the content, after the content inset; y grows downward).
public struct PlacedElement: Hashable, Sendable {
    public var kind: ElementKind
    public var section: Int
    /// The item index for a cell; 0 for a header or footer.
    public var item: Int
    public var frame: Rect

    public init(kind: ElementKind, section: Int, item: Int, frame: Rect) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
    }
}

/// The output of a collection layout: pure geometry, ready to paint.
public struct CollectionLayoutResult: Hashable, Sendable {
    /// The scrollable content size (`collectionViewContentSize`).
    public var contentSize: Size
    /// Every element, section by section: the header (if any), the cells in item order, then the
    /// footer (if any).
    public var elements: [PlacedElement]
    /// Row separators as hairline rectangles, in row order; only ``TableLayout`` produces them.
    public var separators: [Rect]

    public init(contentSize: Size, elements: [PlacedElement], separators: [Rect] = []) {
        self.contentSize = contentSize
        self.elements = elements
        self.separators = separators
    }

    /// The cells only, in section and item order.
    public var cells: [PlacedElement] { elements.filter { $0.kind == .cell } }
}
