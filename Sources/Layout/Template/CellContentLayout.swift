import DynamicType
import Spec

/// Sizes a cell template's content at a fixed width with free height — the
/// `systemLayoutSizeFitting` behaviour of a self-sizing cell — and places its labels and images.
///
/// Stacks follow `UIStackView` with `.fill` distribution: a vertical stack offers every child
/// its full width and sums the heights with spacing; a horizontal stack gives images their own
/// width and spacers their minimum length, splits the rest equally among labels and nested
/// stacks (spacers take what those do not need), and is as tall as its tallest child. Hidden
/// elements take no space and no spacing. A vertical stack that does not fill is as wide as its
/// widest child and places its children within that width; the cell (unless it hugs its content)
/// and a `.fill` vertical stack stretch it to their full width, as its edge constraints would.
package struct CellContentLayout {
    package var category: ContentSizeCategory
    package var displayScale: Double
    package var measurer: any TextMeasuring
    /// The family text-style labels are set in (see ``ScreenLayoutInput/systemFontFamily``).
    package var systemFontFamily: String
    /// The size in points of each image source (``ScreenLayoutInput/imageSizes``).
    package var imageSizes: [String: Size]

    package init(
        category: ContentSizeCategory, displayScale: Double, measurer: any TextMeasuring, systemFontFamily: String = Font.defaultFamily,
        imageSizes: [String: Size] = [:]
    ) {
        self.imageSizes = imageSizes
        self.category = category
        self.displayScale = displayScale
        self.measurer = measurer
        self.systemFontFamily = systemFontFamily
    }

    /// Lays out `template` for one item's `data` in a cell `width` wide.
    package func layout(_ template: CellTemplate, data: [String: String], width: Double) throws -> CellContent {
        let padding = template.padding
        let offeredWidth = template.fixedWidth ?? width
        guard padding.horizontal <= offeredWidth else {
            throw LayoutError.paddingExceedsCell(path: "padding", padding: padding.horizontal, cellWidth: offeredWidth)
        }
        var node = try layout(.stack(template.stack), data: data, offeredWidth: offeredWidth - padding.horizontal)
        if template.fixedWidth != nil || !template.hugsContent {
            node = stretched(node, .stack(template.stack), to: offeredWidth - padding.horizontal)
        }
        node.content = node.content.offsetBy(dx: padding.left, dy: padding.top)
        let contentHeight = node.size.height + padding.top + padding.bottom
        let cellWidth = template.fixedWidth ?? (template.hugsContent ? node.size.width + padding.left + padding.right : width)
        node.content.size = Size(width: cellWidth, height: template.fixedHeight ?? max(template.minimumHeight, contentHeight))
        return node.content
    }

    /// An element's size and placements relative to its own origin.
    private struct Node {
        var size: Size
        var content = CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 0)
        var isFlexibleSpace = false

        static let hidden = Node(size: .zero, content: CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 1))
    }

    private func layout(_ element: TemplateElement, data: [String: String], offeredWidth: Double) throws -> Node {
        switch element {
        case .label(let label):
            let resolved = label.resolved(at: category)
            if resolved.hidden { return .hidden }
            guard offeredWidth > 0 else { throw LayoutError.labelHasNoWidth(path: "label", width: 0, taken: 0) }
            let text = try Self.fill(label.text, with: data)
            let font = resolved.font.font(at: category, lineHeight: label.paragraph.lineHeight, systemFamily: systemFontFamily)
            let measured = try measurer.measure(
                TextMeasurementRequest(
                    text: text, font: font, width: offeredWidth, maximumLines: resolved.lines, lineBreakMode: resolved.lineBreakMode,
                    paragraph: label.paragraph, displayScale: displayScale
                ))
            let placed = PlacedLabel(
                frame: Rect(x: 0, y: 0, width: measured.size.width, height: measured.size.height), layoutWidth: offeredWidth,
                text: text, font: font,
                maximumLines: resolved.lines, lineBreakMode: resolved.lineBreakMode, paragraph: label.paragraph, color: label.color,
                lineCount: measured.lineCount, isTruncated: measured.isTruncated, missingCharacters: measured.missingCharacters,
                textStyle: resolved.font.textStyle, isTappable: label.isTappable, field: Self.field(of: label.text)
            )
            return Node(size: measured.size, content: CellContent(size: measured.size, labels: [placed], images: [], hiddenElementCount: 0))
        case .image(let image):
            if image.isHidden(at: category) { return .hidden }
            let size = imageSize(image, offeredWidth: offeredWidth)
            var content = CellContent(size: size, labels: [], images: [Rect(origin: .zero, size: size)], hiddenElementCount: 0)
            content.imageContents = [
                image.source.map {
                    PlacedImage(
                        source: $0, contentMode: image.contentMode, cornerRadius: image.cornerRadius?.radius(for: size) ?? 0,
                        clipsToBounds: image.clipsToBounds)
                }
            ]
            if image.isTappable { content.tappableElements = [PlacedTarget(kind: .image, frame: Rect(origin: .zero, size: size))] }
            return Node(size: size, content: content)
        case .spacer(let length):
            return Node(size: Size(width: length, height: length), isFlexibleSpace: true)
        case .stack(let stack):
            let resolved = stack.resolved(at: category)
            if resolved.hidden { return .hidden }
            do {
                var node =
                    resolved.axis == .vertical
                    ? try verticalStack(stack.items, spacing: resolved.spacing, alignment: resolved.alignment, data: data, width: offeredWidth)
                    : try horizontalStack(stack.items, spacing: resolved.spacing, alignment: resolved.alignment, data: data, width: offeredWidth)
                if stack.isTappable { node.content.tappableElements.append(PlacedTarget(kind: .stack, frame: Rect(origin: .zero, size: node.size))) }
                return node
            } catch let error as LayoutError {
                throw error.inside("stack.")
            }
        }
    }

    /// Child `index` of a stack, its labels' element paths starting at `index`; an error inside
    /// it names its place (`items[2].label`).
    private func layout(_ element: TemplateElement, index: Int, data: [String: String], offeredWidth: Double) throws -> Node {
        do {
            var node = try layout(element, data: data, offeredWidth: offeredWidth)
            for label in node.content.labels.indices { node.content.labels[label].elementPath.insert(index, at: 0) }
            for target in node.content.tappableElements.indices { node.content.tappableElements[target].elementPath.insert(index, at: 0) }
            return node
        } catch let error as LayoutError {
            throw error.inside("items[\(index)].")
        }
    }

    private func verticalStack(_ items: [TemplateElement], spacing: Double, alignment: StackAlignment, data: [String: String], width: Double) throws
        -> Node
    {
        let visibleItems = items.indices.filter { !isHidden(items[$0]) }
        var result = Node(size: .zero)
        result.content.hiddenElementCount = items.count - visibleItems.count
        var children: [Node] = []
        children.reserveCapacity(visibleItems.count)
        for index in visibleItems {
            var child = try layout(items[index], index: index, data: data, offeredWidth: width)
            if alignment == .fill { child = stretched(child, items[index], to: width) }
            result.content.hiddenElementCount += child.content.hiddenElementCount
            children.append(child)
        }
        // Children are placed across the stack's own width, so that the width it reports covers
        // them: all it is offered when it fills (and holds more than spacers), else its widest child.
        let widest = children.reduce(0) { max($0, $1.isFlexibleSpace ? 0 : $1.size.width) }
        let stackWidth = alignment == .fill && children.contains(where: { !$0.isFlexibleSpace }) ? width : widest
        var y = 0.0
        for (position, (index, var child)) in zip(visibleItems, children).enumerated() {
            let item = items[index]
            if position > 0 { y += spacing }
            if !child.isFlexibleSpace {
                // Images keep their own width under `.fill`, as an image view with a fixed size does.
                let isImage = if case .image = item { true } else { false }
                let placement = (alignment == .fill && isImage ? .leading : alignment).place(length: child.size.width, in: stackWidth)
                child.content = child.content.offsetBy(dx: placement.offset, dy: y)
                if alignment == .fill, case .label = item { child.content.labels[0].frame.width = width }
                result.content.labels += child.content.labels
                result.content.images += child.content.images
                result.content.imageContents += Self.imageContents(of: child.content)
                result.content.tappableElements += child.content.tappableElements
            }
            y += child.size.height
        }
        result.size = Size(width: stackWidth, height: y)
        return result
    }

    /// `node`, the layout of `element`, stretched to `width` by a `.fill` vertical stack or the
    /// cell: a vertical stack that centres or trails its children moves them across the new width
    /// (every child by the same distance, as they were placed across the stack's own width).
    private func stretched(_ node: Node, _ element: TemplateElement, to width: Double) -> Node {
        guard case .stack(let stack) = element else { return node }
        let resolved = stack.resolved(at: category)
        guard !resolved.hidden, resolved.axis == .vertical, resolved.alignment != .fill, node.size.width < width else { return node }
        var node = node
        node.content = node.content.offsetBy(dx: resolved.alignment.place(length: node.size.width, in: width).offset, dy: 0)
        node.size.width = width
        return node
    }

    private func horizontalStack(_ items: [TemplateElement], spacing: Double, alignment: StackAlignment, data: [String: String], width: Double) throws
        -> Node
    {
        let visibleItems = items.indices.filter { !isHidden(items[$0]) }
        var result = Node(size: .zero)
        result.content.hiddenElementCount = items.count - visibleItems.count
        guard !visibleItems.isEmpty else { return result }

        // Fixed widths first: images without an aspect ratio, spacers' minimum lengths.
        var fixedWidth = spacing * Double(visibleItems.count - 1)
        var flexibleCount = 0
        var spacerCount = 0
        for item in visibleItems.map({ items[$0] }) {
            switch item {
            case .image(let image) where image.aspectRatio == nil:
                fixedWidth += imageSize(image, offeredWidth: 0).width
            case .spacer(let length):
                fixedWidth += length
                spacerCount += 1
            default:
                flexibleCount += 1
            }
        }
        let share = flexibleCount > 0 ? max(0, width - fixedWidth) / Double(flexibleCount) : 0

        var children: [Node] = []
        children.reserveCapacity(visibleItems.count)
        for index in visibleItems {
            do {
                children.append(try layout(items[index], index: index, data: data, offeredWidth: share))
            } catch let LayoutError.labelHasNoWidth(path, _, _) where share <= 0 {
                throw LayoutError.labelHasNoWidth(path: path, width: width, taken: fixedWidth)
            }
            result.content.hiddenElementCount += children[children.count - 1].content.hiddenElementCount
        }
        let usedBySized = children.reduce(0) { $0 + $1.size.width }
        let leftover = max(0, width - usedBySized - spacing * Double(children.count - 1))
        let spacerExtra = spacerCount > 0 ? leftover / Double(spacerCount) : 0
        let height = children.reduce(0) { max($0, $1.isFlexibleSpace ? 0 : $1.size.height) }

        var x = 0.0
        for (index, var child) in children.enumerated() {
            if index > 0 { x += spacing }
            let childWidth = child.isFlexibleSpace ? child.size.width + spacerExtra : child.size.width
            if !child.isFlexibleSpace {
                let placement = alignment.place(length: child.size.height, in: height)
                child.content = child.content.offsetBy(dx: x, dy: placement.offset)
                result.content.labels += child.content.labels
                result.content.images += child.content.images
                result.content.imageContents += Self.imageContents(of: child.content)
                result.content.tappableElements += child.content.tappableElements
            }
            x += childWidth
        }
        result.size = Size(width: spacerCount > 0 ? width : min(width, x), height: height)
        return result
    }

    /// An image view's size: its template's, or the image's own in points when it has a source
    /// and no size (its intrinsic content size).
    private func imageSize(_ image: ImageTemplate, offeredWidth: Double) -> Size {
        image.size(at: category, displayScale: displayScale, offeredWidth: offeredWidth, imageSize: image.source.flatMap { imageSizes[$0] })
    }

    /// `content`'s image contents, one per image (nil for a placeholder).
    private static func imageContents(of content: CellContent) -> [PlacedImage?] {
        content.images.indices.map { content.imageContents.indices.contains($0) ? content.imageContents[$0] : nil }
    }

    private func isHidden(_ element: TemplateElement) -> Bool {
        switch element {
        case .label(let label): label.isHidden(at: category)
        case .image(let image): image.isHidden(at: category)
        case .stack(let stack): stack.resolved(at: category).hidden
        case .spacer: false
        }
    }

    /// The field a template text is when it is one placeholder and nothing else (`{message}`).
    static func field(of text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let field = text.dropFirst().dropLast()
        return field.contains("{") || field.contains("}") ? nil : String(field)
    }

    /// Replaces each `{field}` with the item's value (``TemplateText``).
    static func fill(_ text: String, with data: [String: String]) throws -> String {
        guard text.contains("{") else { return text }
        var result = ""
        try TemplateText.scan(text, literal: { result += $0 }) { field in
            guard let value = data[field] else { throw TemplateFieldError(field: field, available: Array(data.keys)) }
            result += value
        }
        return result
    }
}
