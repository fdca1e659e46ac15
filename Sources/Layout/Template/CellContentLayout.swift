import DynamicType
import Spec

/// Sizes a cell template's content at a fixed width with free height — the
/// `systemLayoutSizeFitting` behaviour of a self-sizing cell — and places its labels and images.
///
/// Stacks follow `UIStackView`; with `.fill` distribution (the default) a vertical stack offers every child
/// its full width and sums the heights with spacing; a horizontal stack gives images their own
/// width and spacers their minimum length, shares the rest max-min fairly among labels and
/// nested stacks (one that fits keeps its width; spacers take what those do not need), and is as tall as its tallest child. Hidden
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
    /// The custom symbols' measurements by name (``ScreenLayoutInput/symbolGeometries``).
    package var symbolGeometries: [String: SymbolGeometry]
    /// The Bold Text setting: under bold, system text and symbols draw heavier.
    package var legibilityWeight: LegibilityWeight

    package init(
        category: ContentSizeCategory, displayScale: Double, measurer: any TextMeasuring, systemFontFamily: String = Font.defaultFamily,
        imageSizes: [String: Size] = [:], symbolGeometries: [String: SymbolGeometry] = [:], legibilityWeight: LegibilityWeight = .regular
    ) {
        self.legibilityWeight = legibilityWeight
        self.imageSizes = imageSizes
        self.symbolGeometries = symbolGeometries
        self.category = category
        self.displayScale = displayScale
        self.measurer = measurer
        self.systemFontFamily = systemFontFamily
    }

    /// Lays out `template` for one item's `data` in a cell `width` wide.
    /// Its accessories take their width from the content's, at the trailing edge (``place(_:in:size:)``).
    package func layout(_ template: CellTemplate, data: [String: String], width: Double) throws -> CellContent {
        let padding = template.padding
        let offeredWidth = template.fixedWidth ?? width
        let accessories = try accessoryNodes(template.accessories, data: data, cellWidth: offeredWidth)
        let reserved = Self.reservedWidth(of: accessories)
        guard reserved < offeredWidth else {
            throw LayoutError.insetsExceedWidth(what: "accessories with their spacing and trailing margin", insets: reserved, width: offeredWidth)
        }
        // The content view: the cell less its accessories (`UICellAccessory` sits outside it).
        let contentWidth = offeredWidth - reserved
        guard padding.horizontal <= contentWidth else {
            throw LayoutError.paddingExceedsCell(path: "padding", padding: padding.horizontal, cellWidth: contentWidth)
        }
        var node = try layout(.stack(template.stack), data: data, offeredWidth: contentWidth - padding.horizontal)
        if template.fixedWidth != nil || !template.hugsContent {
            node = stretched(node, .stack(template.stack), to: contentWidth - padding.horizontal)
            // The root stack spans the content width, as its edge constraints make it.
            Self.widenOwnBackground(&node, x: 0, width: contentWidth - padding.horizontal)
        }
        node.content.offset(dx: padding.left, dy: padding.top)
        let contentHeight = max(node.size.height + padding.top + padding.bottom, Self.requiredHeight(of: accessories))
        let cellWidth = template.fixedWidth ?? (template.hugsContent ? node.size.width + padding.left + padding.right + reserved : width)
        node.content.size = Size(width: cellWidth, height: template.fixedHeight ?? max(template.minimumHeight, contentHeight))
        Self.place(accessories, in: &node.content, size: node.content.size)
        return node.content
    }

    /// An element's size and placements relative to its own origin.
    struct Node {
        var size: Size
        var content = CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 0)
        var isFlexibleSpace = false
        /// The first and last baselines below the element's top (`firstBaselineAnchor`,
        /// `lastBaselineAnchor`): a label's first and last lines', a symbol image's; nil for a
        /// view without one, which a baseline-aligned stack aligns by its bottom.
        var baselines: (first: Double, last: Double)?
        /// Whether `content.backgrounds[0]` is the element's own (a stack's `background`), which
        /// widens with the element when a `.fill` stack or the cell stretches it.
        var hasOwnBackground = false

        static let hidden = Node(size: .zero, content: CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 1))
    }

    /// `element`'s layout in `offeredWidth`; `fillsWidth` when a `.fill` vertical stack stretches it
    /// to that width (a button then centres its content across it).
    func layout(_ element: TemplateElement, data: [String: String], offeredWidth: Double, fillsWidth: Bool = false) throws -> Node {
        switch element {
        case .label(let label):
            let resolved = label.resolved(at: category)
            if resolved.hidden { return .hidden }
            guard offeredWidth > 0 else { throw LayoutError.labelHasNoWidth(path: "label", width: 0, taken: 0) }
            let text = try Self.fill(label.text, with: data)
            let font = resolved.font.font(
                at: category, lineHeight: label.paragraph.lineHeight, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
            let request = TextMeasurementRequest(
                text: text, font: font, width: offeredWidth, maximumLines: resolved.lines, lineBreakMode: resolved.lineBreakMode,
                paragraph: label.paragraph, displayScale: displayScale
            )
            let measured = try measurer.measure(request)
            // The frame keeps the full-size text's size (`baselineAdjustment` moves shrunk text
            // within it); the text is drawn at the shrunk size, centred across the frame's height.
            var shown = (scale: 1.0, request: request, measurement: measured)
            if label.adjustsFontSizeToFitWidth, label.minimumScaleFactor > 0, resolved.lines > 0, measured.isTruncated {
                shown = try LabelShrinking.shrink(request, minimumScale: label.minimumScaleFactor, measurer: measurer)
            }
            var placed = PlacedLabel(
                frame: Rect(x: 0, y: 0, width: measured.size.width, height: measured.size.height), layoutWidth: offeredWidth,
                text: text, font: shown.request.font,
                maximumLines: resolved.lines, lineBreakMode: resolved.lineBreakMode, paragraph: label.paragraph, color: label.color,
                lineCount: shown.measurement.lineCount, isTruncated: shown.measurement.isTruncated,
                missingCharacters: shown.measurement.missingCharacters,
                textStyle: resolved.font.textStyle, isTappable: label.isTappable, field: Self.field(of: label.text),
                background: label.background, fontScale: shown.scale,
                textOffset: (measured.size.height - shown.measurement.size.height) / 2
            )
            placed.meaningByColor = label.meaningByColor
            placed.ignoresBoldText = resolved.font.ignoresBoldText(systemFamily: systemFontFamily)
            var node = Node(size: measured.size, content: CellContent(size: measured.size, labels: [placed], images: [], hiddenElementCount: 0))
            node.content.accessibilityElements = try Self.accessibilityElements(
                ofLabel: text, frame: placed.frame, properties: label.accessibility, data: data)
            node.baselines = (placed.textOffset + shown.measurement.firstBaseline, placed.textOffset + shown.measurement.lastBaseline)
            return node
        case .image(let image):
            if image.isHidden(at: category) { return .hidden }
            let size = imageSize(image, offeredWidth: offeredWidth)
            var content = CellContent(size: size, labels: [], images: [Rect(origin: .zero, size: size)], hiddenElementCount: 0)
            let symbol = image.symbol.map { placedSymbol($0, tintColor: image.tintColor) }
            content.imageContents = [
                (image.source ?? symbol?.name).map {
                    var placed = PlacedImage(
                        source: $0, contentMode: image.contentMode, cornerRadius: image.cornerRadius(for: size),
                        clipsToBounds: image.clipsToBounds, symbol: symbol, tintColor: image.tintColor)
                    placed.meaningByColor = image.meaningByColor
                    return placed
                }
            ]
            if image.background != "clear" {
                // `backgroundColor`, rounded with the view's layer (a Settings icon square).
                content.backgrounds = [
                    PlacedBackground(
                        frame: Rect(origin: .zero, size: size), color: image.background, cornerRadius: image.cornerRadius(for: size))
                ]
            }
            if image.isTappable { content.tappableElements = [PlacedTarget(kind: .image, frame: Rect(origin: .zero, size: size))] }
            content.accessibilityElements = try Self.accessibilityElements(
                ofImage: Rect(origin: .zero, size: size), properties: image.accessibility, data: data)
            var node = Node(size: size, content: content)
            // A symbol is drawn centred in its view (`SymbolItem`); its baseline goes with it.
            if let symbol {
                let baseline = (size.height - symbol.size.height) / 2 + symbol.baseline
                node.baselines = (baseline, baseline)
            }
            return node
        case .spacer(let length):
            return Node(size: Size(width: length, height: length), isFlexibleSpace: true)
        case .button(let button):
            var content = try buttonContent(button, data: data, offeredWidth: offeredWidth, fillsWidth: fillsWidth)
            content.accessibilityElements = try Self.accessibilityElements(
                ofButton: button, frame: Rect(origin: .zero, size: content.size), data: data)
            return Node(size: content.size, content: content)
        case .switch(let control):
            var content = Self.switchContent(control)
            content.accessibilityElements = try Self.accessibilityElements(
                ofSwitch: control, frame: Rect(origin: .zero, size: content.size), data: data)
            return Node(size: content.size, content: content)
        case .segmentedControl(let control):
            let content = try segmentedControlContent(control, data: data, offeredWidth: offeredWidth, fillsWidth: fillsWidth)
            return Node(size: content.size, content: content)
        case .searchField(let field):
            let content = try searchFieldContent(field, data: data, offeredWidth: offeredWidth)
            return Node(size: content.size, content: content)
        case .listContent(let content):
            var node = try listContentNode(content, data: data, offeredWidth: offeredWidth)
            node.content.accessibilityElements = try Self.accessibilityElements(
                combining: node.content.accessibilityElements, frame: Rect(origin: .zero, size: node.size), properties: content.accessibility,
                data: data, part: "listContent", isElementByDefault: content.accessibility.label != nil)
            return node
        case .stack(let stack):
            let resolved = stack.resolved(at: category)
            if resolved.hidden { return .hidden }
            do {
                let insets = stack.arrangementInsets
                guard insets.horizontal <= offeredWidth else {
                    throw LayoutError.paddingExceedsCell(path: "layoutMargins", padding: insets.horizontal, cellWidth: offeredWidth)
                }
                let arrangement = Arrangement(stack: stack, resolved: resolved)
                var node =
                    resolved.axis == .vertical
                    ? try verticalStack(arrangement, data: data, width: offeredWidth - insets.horizontal)
                    : try horizontalStack(arrangement, data: data, width: offeredWidth - insets.horizontal)
                node.content.offset(dx: insets.left, dy: insets.top)
                node.baselines = node.baselines.map { ($0.first + insets.top, $0.last + insets.top) }
                node.size = Size(width: node.size.width + insets.horizontal, height: node.size.height + insets.top + insets.bottom)
                node.content.accessibilityElements = try Self.accessibilityElements(
                    ofStack: node.content.accessibilityElements, frame: Rect(origin: .zero, size: node.size), properties: stack.accessibility,
                    data: data)
                if stack.background != Self.noBackground {
                    let frame = Rect(origin: .zero, size: node.size)
                    node.content.backgrounds.insert(PlacedBackground(frame: frame, color: stack.background, cornerRadius: stack.cornerRadius), at: 0)
                    node.hasOwnBackground = true
                }
                if stack.isTappable { node.content.tappableElements.append(PlacedTarget(kind: .stack, frame: Rect(origin: .zero, size: node.size))) }
                return node
            } catch let error as LayoutError {
                throw error.inside("stack.")
            }
        }
    }

    /// The colour name of no background, the default.
    static let noBackground = "clear"

    /// What a stack's children are laid out by: its items and resolved properties, and the space
    /// before each visible child (its predecessor's custom spacing, else the stack's spacing).
    private struct Arrangement {
        var stack: StackTemplate
        var items: [TemplateElement] { stack.items }
        var spacing: Double
        var alignment: StackAlignment
        var distribution: StackDistribution { stack.distribution }

        init(stack: StackTemplate, resolved: (axis: Axis, spacing: Double, alignment: StackAlignment, hidden: Bool)) {
            self.stack = stack
            spacing = resolved.spacing
            alignment = resolved.alignment
        }

        /// The gaps between the visible children `visible` (indices in `items`): one fewer than
        /// them, the gap after each but the last.
        func gaps(between visible: [Int]) -> [Double] {
            zip(visible, visible.dropFirst()).map { previous, _ in stack.spacing(after: previous, default: spacing) }
        }
    }

    /// Child `index` of a stack, its labels' element paths starting at `index`; an error inside
    /// it names its place (`items[2].label`).
    private func layout(_ element: TemplateElement, index: Int, data: [String: String], offeredWidth: Double, fillsWidth: Bool = false) throws -> Node
    {
        do {
            var node = try layout(element, data: data, offeredWidth: offeredWidth, fillsWidth: fillsWidth)
            for label in node.content.labels.indices { node.content.labels[label].elementPath.insert(index, at: 0) }
            for target in node.content.tappableElements.indices { node.content.tappableElements[target].elementPath.insert(index, at: 0) }
            for element in node.content.accessibilityElements.indices { node.content.accessibilityElements[element].elementPath.insert(index, at: 0) }
            return node
        } catch let error as LayoutError {
            throw error.inside("items[\(index)].")
        }
    }

    private func verticalStack(_ arrangement: Arrangement, data: [String: String], width: Double) throws -> Node {
        let items = arrangement.items
        let alignment = arrangement.alignment
        let visibleItems = items.indices.filter { !isHidden(items[$0]) }
        var result = Node(size: .zero)
        result.content.hiddenElementCount = items.count - visibleItems.count
        var children: [Node] = []
        children.reserveCapacity(visibleItems.count)
        for index in visibleItems {
            var child = try layout(items[index], index: index, data: data, offeredWidth: width, fillsWidth: alignment == .fill)
            if alignment == .fill { child = stretched(child, items[index], to: width) }
            result.content.hiddenElementCount += child.content.hiddenElementCount
            children.append(child)
        }
        // Children are placed across the stack's own width, so that the width it reports covers
        // them: all it is offered when it fills (and holds more than spacers), else its widest child.
        let widest = children.reduce(0) { max($0, $1.isFlexibleSpace ? 0 : $1.size.width) }
        let stackWidth = alignment == .fill && children.contains(where: { !$0.isFlexibleSpace }) ? width : widest
        let slots = Self.verticalSlots(
            children.map(\.size.height), gaps: arrangement.gaps(between: visibleItems), distribution: arrangement.distribution)
        for (position, (index, var child)) in zip(visibleItems, children).enumerated() {
            let item = items[index]
            if !child.isFlexibleSpace {
                // Images keep their own width under `.fill`, as an image view with a fixed size does, and so does a switch.
                let isImage = if case .image = item { true } else if case .switch = item { true } else { false }
                let placement = (alignment == .fill && isImage ? .leading : alignment).place(length: child.size.width, in: stackWidth)
                // A label taller slot (`fillEqually`) shows its text centred, as UILabel draws it.
                let isLabel = if case .label = item { true } else { false }
                let dy = slots[position].y + (isLabel ? (slots[position].length - child.size.height) / 2 : 0)
                child.content.offset(dx: placement.offset, dy: dy)
                if alignment == .fill, isLabel { child.content.labels[0].frame.width = width }
                if alignment == .fill { Self.widenOwnBackground(&child, x: 0, width: width) }
                result.content.labels += child.content.labels
                result.content.images += child.content.images
                result.content.imageContents += Self.imageContents(of: child.content)
                result.content.tappableElements += child.content.tappableElements
                result.content.backgrounds += child.content.backgrounds
                result.content.accessibilityElements += child.content.accessibilityElements
            }
        }
        result.size = Size(width: stackWidth, height: slots.last.map { $0.y + $0.length } ?? 0)
        // Its first baseline is its first child's, its last its last child's (a child without
        // one has it at its bottom); a stack of views without baselines has none.
        let placed = zip(slots, children).filter { !$0.1.isFlexibleSpace }
        if placed.contains(where: { $0.1.baselines != nil }), let first = placed.first, let last = placed.last {
            result.baselines = (
                first.0.y + (first.1.baselines?.first ?? first.1.size.height), last.0.y + (last.1.baselines?.last ?? last.1.size.height)
            )
        }
        return result
    }

    /// Where each child of a vertical stack goes along its axis: the stack is as tall as its
    /// content, so there is no space to share out; `fill`, `fillProportionally` and
    /// `equalSpacing` stack the children at their own heights with their gaps, `fillEqually` gives
    /// each the tallest child's height, and `equalCentering` spaces their centres equally at the
    /// least distance that keeps every gap.
    static func verticalSlots(_ heights: [Double], gaps: [Double], distribution: StackDistribution) -> [(y: Double, length: Double)] {
        guard !heights.isEmpty else { return [] }
        switch distribution {
        case .fill, .fillProportionally, .equalSpacing, .fillEqually:
            let tallest = heights.max() ?? 0
            var slots: [(y: Double, length: Double)] = []
            var y = 0.0
            for (position, height) in heights.enumerated() {
                if position > 0 { y += gaps[position - 1] }
                let length = distribution == .fillEqually ? tallest : height
                slots.append((y, length))
                y += length
            }
            return slots
        case .equalCentering:
            let distance = zip(heights, heights.dropFirst()).enumerated().map { $1.0 / 2 + gaps[$0] + $1.1 / 2 }.max() ?? 0
            return heights.enumerated().map { position, height in (heights[0] / 2 + Double(position) * distance - height / 2, height) }
        }
    }

    /// Moves `node`'s own background (a stack's) to `x` and makes it `width` wide, as the stack
    /// itself is stretched.
    private static func widenOwnBackground(_ node: inout Node, x: Double, width: Double) {
        guard node.hasOwnBackground else { return }
        node.content.backgrounds[0].frame.x = x
        node.content.backgrounds[0].frame.width = width
    }

    /// `node`, the layout of `element`, stretched to `width` by a `.fill` vertical stack or the
    /// cell: a vertical stack that centres or trails its children moves them across the new width
    /// (every child by the same distance, as they were placed across the stack's own width).
    private func stretched(_ node: Node, _ element: TemplateElement, to width: Double) -> Node {
        guard case .stack(let stack) = element else { return node }
        let resolved = stack.resolved(at: category)
        guard !resolved.hidden, resolved.axis == .vertical, resolved.alignment != .fill, node.size.width < width else { return node }
        var node = node
        node.content.offset(dx: resolved.alignment.place(length: node.size.width, in: width).offset, dy: 0)
        node.size.width = width
        Self.widenOwnBackground(&node, x: 0, width: width)
        return node
    }

    private func horizontalStack(_ arrangement: Arrangement, data: [String: String], width: Double) throws -> Node {
        let items = arrangement.items
        let visibleItems = items.indices.filter { !isHidden(items[$0]) }
        var result = Node(size: .zero)
        result.content.hiddenElementCount = items.count - visibleItems.count
        guard !visibleItems.isEmpty else { return result }
        let gaps = arrangement.gaps(between: visibleItems)
        let distribution = arrangement.distribution
        let sharesRow = visibleItems.filter { if case .spacer = items[$0] { false } else { true } }.count > 1

        // Fixed widths first: images without an aspect ratio, spacers' minimum lengths.
        var fixedWidth = gaps.reduce(0, +)
        var flexibleCount = 0
        var spacerCount = 0
        for item in visibleItems.map({ items[$0] }) {
            switch item {
            case .image(let image) where image.aspectRatio == nil:
                fixedWidth += imageSize(image, offeredWidth: 0).width
            case .spacer(let length):
                fixedWidth += length
                spacerCount += 1
            case .switch:
                fixedWidth += ControlMetrics.switchSize.width
            default:
                flexibleCount += 1
            }
        }
        let share = flexibleCount > 0 ? max(0, width - fixedWidth) / Double(flexibleCount) : 0
        // The width each child is offered: labels' and nested stacks' fair shares of what the
        // others leave (`fill`, `equalSpacing`, `equalCentering`), or for `fillEqually` and
        // `fillProportionally` its slot.
        let offered: [Double]
        switch distribution {
        case .fill, .equalSpacing, .equalCentering:
            offered = try fairShares(
                of: visibleItems.map { items[$0] }, share: share, flexibleCount: flexibleCount, fixedWidth: fixedWidth, width: width, data: data)
        case .fillEqually:
            offered = visibleItems.map { _ in max(0, width - gaps.reduce(0, +)) / Double(visibleItems.count) }
        case .fillProportionally:
            let intrinsic = try visibleItems.map { try intrinsicWidth(of: items[$0], data: data, within: width) }
            let total = intrinsic.reduce(0, +)
            let available = max(0, width - gaps.reduce(0, +))
            offered = intrinsic.map { total > 0 ? available * $0 / total : available / Double(visibleItems.count) }
        }

        // `fillEqually` and `fillProportionally` make each child as wide as its slot.
        let fillsSlot = distribution == .fillEqually || distribution == .fillProportionally
        var children: [Node] = []
        children.reserveCapacity(visibleItems.count)
        for (position, index) in visibleItems.enumerated() {
            do {
                var child = try layout(items[index], index: index, data: data, offeredWidth: offered[position], fillsWidth: fillsSlot)
                if fillsSlot { child = filledSlot(child, items[index], width: offered[position]) }
                if sharesRow { for label in child.content.labels.indices { child.content.labels[label].sharesRow = true } }
                children.append(child)
            } catch let LayoutError.labelHasNoWidth(path, _, _) where offered[position] <= 0 {
                throw LayoutError.labelHasNoWidth(path: path, width: width, taken: fixedWidth)
            }
            result.content.hiddenElementCount += children[children.count - 1].content.hiddenElementCount
        }
        let baselineOffsets = Self.baselineOffsets(of: children, alignment: arrangement.alignment)
        let height = children.indices.reduce(0) {
            max($0, children[$1].isFlexibleSpace ? 0 : (baselineOffsets?[$1] ?? 0) + children[$1].size.height)
        }
        result.baselines = Self.baselines(ofRow: children, offsets: baselineOffsets)
        let slots = horizontalSlots(children, gaps: gaps, offered: offered, spacerCount: spacerCount, width: width, distribution: distribution)
        for (position, var child) in children.enumerated() where !child.isFlexibleSpace {
            let dy = baselineOffsets?[position] ?? arrangement.alignment.place(length: child.size.height, in: height).offset
            child.content.offset(dx: slots[position].x, dy: dy)
            result.content.labels += child.content.labels
            result.content.images += child.content.images
            result.content.imageContents += Self.imageContents(of: child.content)
            result.content.tappableElements += child.content.tappableElements
            result.content.backgrounds += child.content.backgrounds
            result.content.accessibilityElements += child.content.accessibilityElements
        }
        let end = slots.last.map { $0.x + $0.length } ?? 0
        // Spacers, and every distribution but `fill`, take the whole width.
        let fillsWidth = spacerCount > 0 || distribution != .fill
        result.size = Size(width: fillsWidth ? width : min(width, end), height: height)
        return result
    }

    /// The width a `fill`, `equalSpacing` or `equalCentering` horizontal stack offers each of its
    /// visible `children`, shared out max-min fairly (water-filling) as Auto Layout does with
    /// equal compression resistance (DT-15): fixed children (images of their own width, spacers,
    /// switches) and the other flexible ones (buttons, controls, images with an aspect ratio) get
    /// `share` as before; labels and nested stacks share what is left: each whose one-line width
    /// (``intrinsicWidth(of:data:within:)``) is within its fair share keeps it (it is offered that
    /// share, and hugs its text), and the others share the rest again, until none fits, when each
    /// of those is offered an equal part of what remains.
    private func fairShares(
        of children: [TemplateElement], share: Double, flexibleCount: Int, fixedWidth: Double, width: Double, data: [String: String]
    ) throws -> [Double] {
        var offered = children.map { _ in share }
        let sharing = children.indices.filter {
            switch children[$0] {
            case .label, .stack: true
            default: false
            }
        }
        guard sharing.count > 1 else { return offered }
        var remaining = max(0, width - fixedWidth) - share * Double(flexibleCount - sharing.count)
        let demands = try sharing.map { try intrinsicWidth(of: children[$0], data: data, within: remaining) }
        var open = Array(sharing.indices)
        while !open.isEmpty {
            let fair = max(0, remaining) / Double(open.count)
            let fitting = open.filter { demands[$0] <= fair }
            guard !fitting.isEmpty else {
                for position in open { offered[sharing[position]] = fair }
                break
            }
            for position in fitting {
                offered[sharing[position]] = fair
                remaining -= demands[position]
            }
            open.removeAll { demands[$0] <= fair }
        }
        return offered
    }

    /// `node`, the layout of `element`, made as wide as its `fillEqually` or `fillProportionally`
    /// slot, as the stack's equal-width constraints make an arranged view: a label's frame (its
    /// text, laid out in the slot's width, aligned in it), a nested stack (its background, and a
    /// vertical stack's children moved as its alignment places them). Buttons and segmented
    /// controls were laid out filling the slot; images and switches keep their own size.
    private func filledSlot(_ node: Node, _ element: TemplateElement, width: Double) -> Node {
        var node = node
        switch element {
        case .label:
            guard !node.content.labels.isEmpty else { return node }
            let frame = node.content.labels[0].frame
            node.content.labels[0].frame.width = width
            // Its accessibility frame is its frame.
            for element in node.content.accessibilityElements.indices where node.content.accessibilityElements[element].frame == frame {
                node.content.accessibilityElements[element].frame.width = width
            }
            node.size.width = width
        case .stack:
            node = stretched(node, element, to: width)
            Self.widenOwnBackground(&node, x: 0, width: width)
            node.size.width = max(node.size.width, width)
        default:
            break
        }
        return node
    }

    /// The top of each child of a horizontal stack aligned by `alignment` when it is
    /// `firstBaseline` or `lastBaseline` (nil otherwise): every child's first (or last) baseline
    /// on the lowest one's line, the top child at 0. A view without a baseline aligns its bottom,
    /// as `UIImage.baselineOffsetFromBottom` of 0 and SwiftUI's `firstTextBaseline` do.
    private static func baselineOffsets(of children: [Node], alignment: StackAlignment) -> [Double]? {
        guard alignment == .firstBaseline || alignment == .lastBaseline else { return nil }
        let baselines = children.map { child in
            child.baselines.map { alignment == .firstBaseline ? $0.first : $0.last } ?? child.size.height
        }
        let line = zip(children, baselines).reduce(0) { $1.0.isFlexibleSpace ? $0 : max($0, $1.1) }
        return baselines.map { line - $0 }
    }

    /// A horizontal stack's own baselines, which a stack around it aligns by: its tallest child's
    /// (`UIStackView` answers `viewForFirstBaselineLayout` with its tallest arranged view in a
    /// horizontal stack), placed at its offset. Nil when that child has none.
    private static func baselines(ofRow children: [Node], offsets: [Double]?) -> (first: Double, last: Double)? {
        let visible = children.indices.filter { !children[$0].isFlexibleSpace }
        guard let tallest = visible.max(by: { children[$0].size.height < children[$1].size.height }),
            let own = children[tallest].baselines
        else { return nil }
        let offset = offsets?[tallest] ?? 0
        return (own.first + offset, own.last + offset)
    }

    /// An image view's size: its template's, or the image's own in points when it has a source
    /// and no size (its intrinsic content size).
    private func imageSize(_ image: ImageTemplate, offeredWidth: Double) -> Size {
        let own = image.symbol.map { placedSymbol($0, tintColor: image.tintColor).size } ?? image.source.flatMap { imageSizes[$0] }
        return image.size(at: category, displayScale: displayScale, offeredWidth: offeredWidth, imageSize: own)
    }

    /// `symbol` as drawn at this category in `tintColor`: a custom symbol's template variant and
    /// size from its measurements (``SymbolGeometry``), a stand-in's square.
    func placedSymbol(_ symbol: SymbolTemplate, tintColor: String) -> PlacedSymbol {
        let pointSize = symbol.pointSize(at: category, displayScale: displayScale)
        if let geometry = symbolGeometries[symbol.name],
            let picked = geometry.variant(weight: legibilityWeight.weight(symbol.resolvedWeight), scale: symbol.scale)
        {
            let custom = SymbolGeometry.image(of: picked.variant, factor: picked.factor, pointSize: pointSize)
            return PlacedSymbol(
                name: symbol.name, size: custom.size, weight: legibilityWeight.weight(symbol.resolvedWeight), tintColor: tintColor, custom: custom)
        }
        return PlacedSymbol(
            name: symbol.name, size: symbol.imageSize(at: category, displayScale: displayScale),
            weight: legibilityWeight.weight(symbol.resolvedWeight), tintColor: tintColor)
    }

    /// `content`'s image contents, one per image (nil for a placeholder).
    private static func imageContents(of content: CellContent) -> [PlacedImage?] {
        content.images.indices.map { content.imageContents.indices.contains($0) ? content.imageContents[$0] : nil }
    }

    /// Where each child of a horizontal stack goes along its axis, from the children's laid-out
    /// widths: `fill` gives spacers what the others leave; `fillEqually` and `fillProportionally`
    /// place each child at the start of the slot it was offered; `equalSpacing` pads the gaps
    /// evenly; `equalCentering` spaces the centres evenly from the first child's leading edge to
    /// the last child's trailing edge, never closing a gap below its spacing.
    private func horizontalSlots(
        _ children: [Node], gaps: [Double], offered: [Double], spacerCount: Int, width: Double, distribution: StackDistribution
    ) -> [(x: Double, length: Double)] {
        let widths = children.map(\.size.width)
        let used = widths.reduce(0, +) + gaps.reduce(0, +)
        let leftover = max(0, width - used)
        var lengths = widths
        var gaps = gaps
        switch distribution {
        case .fill:
            let spacerExtra = spacerCount > 0 ? leftover / Double(spacerCount) : 0
            lengths = zip(children, widths).map { $0.isFlexibleSpace ? $1 + spacerExtra : $1 }
        case .fillEqually, .fillProportionally:
            lengths = offered
        case .equalSpacing:
            if !gaps.isEmpty { gaps = gaps.map { $0 + leftover / Double(gaps.count) } }
        case .equalCentering:
            if !gaps.isEmpty {
                let distance = (width - widths[0] / 2 - widths[widths.count - 1] / 2) / Double(gaps.count)
                gaps = gaps.indices.map { max(gaps[$0], distance - widths[$0] / 2 - widths[$0 + 1] / 2) }
            }
        }
        var slots: [(x: Double, length: Double)] = []
        var x = 0.0
        for (position, length) in lengths.enumerated() {
            if position > 0 { x += gaps[position - 1] }
            slots.append((x, length))
            x += length
        }
        return slots
    }

    /// A child's intrinsic width for `fillProportionally`: a label's text on one line, an image's
    /// own width, a spacer's length, a stack's width laid out in `width`.
    func intrinsicWidth(of element: TemplateElement, data: [String: String], within width: Double) throws -> Double {
        switch element {
        case .label(let label):
            let resolved = label.resolved(at: category)
            let font = resolved.font.font(
                at: category, lineHeight: label.paragraph.lineHeight, systemFamily: systemFontFamily, legibilityWeight: legibilityWeight)
            let request = TextMeasurementRequest(
                text: try Self.fill(label.text, with: data), font: font, width: .infinity, maximumLines: 1, lineBreakMode: resolved.lineBreakMode,
                paragraph: label.paragraph, displayScale: displayScale)
            return try measurer.measure(request).size.width
        case .image(let image): return imageSize(image, offeredWidth: 0).width
        case .spacer(let length): return length
        case .switch: return ControlMetrics.switchSize.width
        case .stack, .button, .segmentedControl, .searchField, .listContent: return try layout(element, data: data, offeredWidth: width).size.width
        }
    }

    private func isHidden(_ element: TemplateElement) -> Bool {
        switch element {
        case .label(let label): label.isHidden(at: category)
        case .image(let image): image.isHidden(at: category)
        case .stack(let stack): stack.resolved(at: category).hidden
        case .spacer, .button, .switch, .segmentedControl, .searchField, .listContent: false
        }
    }

    /// The field a template text is when it is one placeholder and nothing else (`{message}`).
    static func field(of text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let field = text.dropFirst().dropLast()
        return field.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") } ? nil : String(field)
    }

    /// Replaces each `{field}` with the item's value (``TemplateText``). A text without `{` is
    /// returned as it is, found by a byte scan (`String.contains(_:)` of a string goes through
    /// Foundation's search, 14 % of a cached whole-screen layout when it was used here).
    static func fill(_ text: String, with data: [String: String]) throws -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        try TemplateText.scan(text, literal: { result += $0 }) { field in
            guard let value = data[field] else { throw TemplateFieldError(field: field, available: Array(data.keys)) }
            result += value
        }
        return result
    }
}
