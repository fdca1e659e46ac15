import DynamicType
import Spec

/// List content: an image, a text and a secondary text laid out as `UIListContentConfiguration`
/// lays them out (docs/components.md, "List content configurations"). The texts are the labels
/// ``ListContentTemplate`` describes and the image is an image view, each laid out as any label or
/// image is, so painting, mirroring and the audit need nothing of their own; only their places are
/// decided here. Every number comes from `ListContentMetrics` unless the template overrides it.
extension CellContentLayout {
    /// The content `offeredWidth` wide: inside its margins, the image centred in its reserved
    /// width and across the content's height, then after the image-to-text padding the texts,
    /// side by side (the secondary text at the trailing edge) when the template prefers it, both
    /// fit on one line and the category is not an accessibility one, else stacked.
    func listContentNode(_ content: ListContentTemplate, data: [String: String], offeredWidth: Double) throws -> Node {
        let margins = content.resolvedMargins
        guard margins.horizontal <= offeredWidth else {
            throw LayoutError.paddingExceedsCell(path: "listContent.directionalLayoutMargins", padding: margins.horizontal, cellWidth: offeredWidth)
        }
        let width = offeredWidth - margins.horizontal
        var result = Node(size: .zero)

        var image: Node?
        var slot = 0.0
        if let template = content.image {
            let node = try layout(.image(template), data: data, offeredWidth: width)
            result.content.hiddenElementCount += node.content.hiddenElementCount
            if !node.content.images.isEmpty {
                image = node
                slot = max(node.size.width, content.reservedWidth(at: category, displayScale: displayScale))
            }
        }
        let textX = image == nil ? 0 : slot + content.resolvedImageToTextPadding
        let textWidth = width - textX
        guard textWidth > 0 else {
            throw LayoutError.labelHasNoWidth(path: "listContent.text", width: offeredWidth, taken: margins.horizontal + textX)
        }

        let textLabel = content.textLabel
        var texts: [(node: Node, origin: Point)] = []
        // An empty secondary text, written or filled from an empty field, shows no secondary
        // label, as UIKit's list content view hides a label whose text is empty.
        var secondaryLabel = content.secondaryTextLabel
        if let label = secondaryLabel, (try? Self.fill(label.text, with: data))?.isEmpty == true { secondaryLabel = nil }
        if let secondaryLabel, let secondaryWidth = try sideBySideWidth(content, textLabel, secondaryLabel, data: data, width: textWidth) {
            let padding = content.resolvedHorizontalPadding
            var text = try listText(textLabel, part: "text", data: data, width: textWidth - padding - secondaryWidth)
            var secondary = try listText(secondaryLabel, part: "secondaryText", data: data, width: secondaryWidth)
            text.content.labels[0].sharesRow = true
            secondary.content.labels[0].sharesRow = true
            let height = max(text.size.height, secondary.size.height)
            texts = [
                (text, Point(x: textX, y: (height - text.size.height) / 2)),
                (secondary, Point(x: textX + textWidth - secondary.size.width, y: (height - secondary.size.height) / 2)),
            ]
        } else {
            var y = 0.0
            for (label, part) in [(textLabel, "text")] + (secondaryLabel.map { [($0, "secondaryText")] } ?? []) {
                if !texts.isEmpty { y += content.resolvedVerticalPadding }
                var node = try listText(label, part: part, data: data, width: textWidth)
                // Stacked, each text spans the width, as in a `.fill` vertical stack.
                node.content.labels[0].frame.width = textWidth
                texts.append((node, Point(x: textX, y: y)))
                y += node.size.height
            }
        }
        if image != nil { for index in texts.indices { texts[index].node.content.labels[0].sharesRow = true } }

        let textsHeight = texts.map { $0.origin.y + $0.node.size.height }.max() ?? 0
        let height = max(image?.size.height ?? 0, textsHeight)
        if let image {
            let placed = image.content.offsetBy(dx: margins.left + (slot - image.size.width) / 2, dy: margins.top + (height - image.size.height) / 2)
            result.content.backgrounds += placed.backgrounds
            result.content.images += placed.images
            result.content.imageContents += placed.imageContents
            result.content.tappableElements += placed.tappableElements
            result.content.accessibilityElements += placed.accessibilityElements
        }
        let textsTop = margins.top + (height - textsHeight) / 2
        for text in texts {
            let placed = text.node.content.offsetBy(dx: margins.left + text.origin.x, dy: textsTop + text.origin.y)
            result.content.labels += placed.labels
            result.content.accessibilityElements += placed.accessibilityElements
        }
        result.size = Size(width: offeredWidth, height: height + margins.top + margins.bottom)
        result.content.size = result.size
        return result
    }

    /// The width the secondary text takes beside the text, or nil when the two are stacked: when
    /// the template prefers side by side, the category is not an accessibility one and both texts
    /// fit on one line in `width` with the horizontal padding between them.
    private func sideBySideWidth(
        _ content: ListContentTemplate, _ text: LabelTemplate, _ secondary: LabelTemplate, data: [String: String], width: Double
    ) throws -> Double? {
        guard content.prefersSideBySide, !category.isAccessibilityCategory else { return nil }
        let textWidth = try intrinsicWidth(of: .label(text), data: data, within: width)
        let secondaryWidth = try intrinsicWidth(of: .label(secondary), data: data, within: width)
        return textWidth + content.resolvedHorizontalPadding + secondaryWidth <= width ? secondaryWidth : nil
    }

    /// One of the texts laid out as a label `width` wide, named `listContent.<part>` in findings.
    private func listText(_ label: LabelTemplate, part: String, data: [String: String], width: Double) throws -> Node {
        do {
            var node = try layout(.label(label), data: data, offeredWidth: width)
            node.content.labels[0].part = "listContent." + part
            for index in node.content.accessibilityElements.indices { node.content.accessibilityElements[index].part = "listContent." + part }
            return node
        } catch let error as LayoutError {
            throw error.inside("listContent.")
        }
    }
}
