import DynamicType
import Spec

/// A cell's trailing accessories as `UICellAccessory` places them: outside the content, which is
/// narrowed by their width, leading to trailing at the cell's trailing edge, each centred across
/// the cell's height (docs/components.md, "Cell accessories"). Each is made of the pieces every
/// element draws with: a symbol image (the glyphs, through the stand-in set), a switch's
/// backgrounds, a label, or the custom element's own content; so painting, mirroring and the
/// audit need nothing of their own. Every number comes from `AccessoryMetrics`.
extension CellContentLayout {
    /// The accessories of a cell `cellWidth` wide, each laid out at its own size relative to its own
    /// origin, in order; an accessory whose element is hidden at this category is left out.
    func accessoryNodes(_ accessories: [CellAccessory], data: [String: String], cellWidth: Double) throws -> [Node] {
        let widest = cellWidth * AccessoryMetrics.maximumWidthFraction
        var nodes: [Node] = []
        for (index, accessory) in accessories.enumerated() {
            let root = "accessories[\(index)]"
            var pathRoot = root
            do {
                var node: Node
                switch accessory {
                case .disclosureIndicator:
                    node = glyph(
                        AccessoryMetrics.disclosureSymbol, color: AccessoryMetrics.disclosureColor, width: AccessoryMetrics.disclosureWidthFraction)
                    node.content.imageContents[0]?.symbol?.mirroredName = AccessoryMetrics.disclosureSymbolRightToLeft
                case .checkmark:
                    node = glyph(AccessoryMetrics.checkmarkSymbol, color: AccessoryMetrics.tint, width: AccessoryMetrics.checkmarkWidthFraction)
                case .detailButton:
                    node = glyph(AccessoryMetrics.detailSymbol, color: AccessoryMetrics.tint, width: AccessoryMetrics.detailWidthFraction)
                    node.content.tappableElements = [PlacedTarget(kind: .accessory, frame: Rect(origin: .zero, size: node.size))]
                case .switch(let control):
                    var content = Self.switchContent(control)
                    content.accessibilityElements = try Self.accessibilityElements(
                        ofSwitch: control, frame: Rect(origin: .zero, size: content.size), data: data)
                    node = Node(size: content.size, content: content)
                case .label(let label):
                    node = try fitted(.label(label), data: data, widest: widest)
                    for label in node.content.labels.indices { node.content.labels[label].sharesRow = true }
                case .custom(let element):
                    node = try fitted(element, data: data, widest: widest)
                    if case .stack = element { pathRoot += ".custom.stack" } else { pathRoot += ".custom" }
                }
                node = Self.rooted(node, at: pathRoot)
                if node.size == .zero, node.content.hiddenElementCount > 0 { continue }
                nodes.append(node)
            } catch let error as LayoutError {
                throw error.inside(root + ".")
            }
        }
        return nodes
    }

    /// The width the accessories take from the cell: their widths, the spacing between them, the
    /// trailing margin and the space before the content; 0 without accessories.
    static func reservedWidth(of accessories: [Node]) -> Double {
        guard !accessories.isEmpty else { return 0 }
        return accessories.map(\.size.width).reduce(0, +) + Double(accessories.count - 1) * AccessoryMetrics.spacing
            + AccessoryMetrics.trailingMargin + AccessoryMetrics.contentSpacing
    }

    /// The least height the accessories ask of their cell: the tallest plus the vertical margin
    /// above and below; 0 without accessories.
    static func requiredHeight(of accessories: [Node]) -> Double {
        guard let tallest = accessories.map(\.size.height).max() else { return 0 }
        return tallest + 2 * AccessoryMetrics.verticalMargin
    }

    /// `accessories` placed in `content`, a cell `size` big: leading to trailing, the last the
    /// trailing margin from the cell's trailing edge, each centred across the cell's height.
    static func place(_ accessories: [Node], in content: inout CellContent, size: Size) {
        var x = size.width - reservedWidth(of: accessories) + AccessoryMetrics.contentSpacing
        for node in accessories {
            let placed = node.content.offsetBy(dx: x, dy: (size.height - node.size.height) / 2)
            content.labels += placed.labels
            content.images += placed.images
            content.imageContents += placed.images.indices.map { placed.imageContents.indices.contains($0) ? placed.imageContents[$0] : nil }
            content.tappableElements += placed.tappableElements
            content.backgrounds += placed.backgrounds
            content.accessibilityElements += placed.accessibilityElements
            content.hiddenElementCount += placed.hiddenElementCount
            x += node.size.width + AccessoryMetrics.spacing
        }
    }

    /// A system accessory's glyph: `symbol` at its size at this category, drawn in `color`, in an
    /// image view as tall as the symbol and `fraction` of it wide (the symbol is drawn centred
    /// in it at its own size: the glyph's ink fits, the canvas's empty sides need not).
    private func glyph(_ symbol: SymbolTemplate, color: String, width fraction: Double) -> Node {
        let (symbolSize, shown) = placedSymbol(symbol, color: color)
        let size = Size(width: symbolSize.width * fraction, height: symbolSize.height)
        var content = CellContent(size: size, labels: [], images: [Rect(origin: .zero, size: size)], hiddenElementCount: 0)
        content.imageContents = [shown]
        return Node(size: size, content: content)
    }

    /// `element` laid out as wide as it is on its own (a label's text on one line), at most `widest`.
    private func fitted(_ element: TemplateElement, data: [String: String], widest: Double) throws -> Node {
        let width = min(widest, try intrinsicWidth(of: element, data: data, within: widest))
        return try layout(element, data: data, offeredWidth: width)
    }

    /// `node` with its labels' and targets' key paths starting at `root` (``PlacedLabel/pathRoot``).
    private static func rooted(_ node: Node, at root: String) -> Node {
        var node = node
        for index in node.content.labels.indices { node.content.labels[index].pathRoot = root }
        for index in node.content.tappableElements.indices { node.content.tappableElements[index].pathRoot = root }
        for index in node.content.accessibilityElements.indices { node.content.accessibilityElements[index].pathRoot = root }
        return node
    }
}
