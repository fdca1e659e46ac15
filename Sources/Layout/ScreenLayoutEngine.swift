import DynamicType
import Spec

/// Lays out a whole screen: measures every cell's content at the width the chosen collection
/// layout proposes (self-sizing), runs that layout, and places each cell's labels and images.
package struct ScreenLayoutEngine {
    package var input: ScreenLayoutInput
    package var measurer: any TextMeasuring

    package init(input: ScreenLayoutInput, measurer: any TextMeasuring) {
        self.input = input
        self.measurer = measurer
    }

    /// The screen `width` points wide at `category` with `columns` columns, laid out in `direction`.
    ///
    /// Everything is laid out left to right first; right to left, the finished layout is then
    /// mirrored once (``ScreenLayout/mirrored()``: `x' = contentSize.width − x − w` for every frame,
    /// which reverses horizontal stacks, swaps leading and trailing paddings and insets, fills
    /// collection lines from the right and moves separator insets to the right). Sizes, line breaks
    /// and heights do not depend on the direction.
    ///
    /// A cell's content is laid out in the width its frame gets, so no label is laid out wider
    /// than its cell: a cell's own width (``CellTemplate/fixedWidth``, ``CellTemplate/hugsContent``)
    /// applies only where the layout takes it (``ScreenLayoutInput/Kind/sizesCellWidths``), and
    /// headers and footers always span the content width. (A spec that gives a width where it does
    /// not apply is refused before it gets here.)
    ///
    /// `safeArea` is the device's safe area; its left and right insets apply as the input's
    /// ``ScreenLayoutInput/safeArea`` says (docs/layout-rules.md §5): with
    /// `contentInsetAdjustmentBehavior = .always` (SAFE-2) the collection is laid out in the width
    /// between them and moved right by the left one, so the content keeps its full width with the
    /// unsafe bands empty; the part of the safe area a row still covers beyond the content inset
    /// (``uncoveredSafeArea``) insets a list's row, header and footer content (SAFE-1) and a flow
    /// layout's section insets with `sectionInsetReference = .safeArea` (SAFE-3). The safe area is
    /// physical, not leading and trailing: right to left, it is laid out swapped, so that after the
    /// mirroring each inset is back on its own side of the screen.
    ///
    /// With the input's ``ScreenLayoutInput/bars``, the collection starts below the navigation bar
    /// and the toolbar and tab bar follow it, no higher than the bottom of `visibleHeight` (the
    /// screen's height between its top and bottom safe areas; docs/components.md, "Bars").
    ///
    /// With `legibilityWeight` bold (Bold Text), system text and symbols draw heavier, and custom
    /// faces at their bold counterparts (`FontChoice.font(at:lineHeight:systemFamily:legibilityWeight:)`).
    package func layout(
        width: Double, columns: Int, category: ContentSizeCategory, displayScale: Double, direction: LayoutDirection = .leftToRight,
        safeArea: EdgeInsets = .zero, visibleHeight: Double = 0, legibilityWeight: LegibilityWeight = .regular
    ) throws -> ScreenLayout {
        let cells = CellContentLayout(
            category: category, displayScale: displayScale, measurer: measurer, systemFontFamily: input.systemFontFamily,
            imageSizes: input.imageSizes,
            symbolGeometries: input.symbolGeometries, legibilityWeight: legibilityWeight
        )
        let safe = direction == .rightToLeft ? safeArea.mirrored : safeArea
        let adjusted = input.safeArea.contentInsetAdjustment == .always ? EdgeInsets(left: safe.left, right: safe.right) : .zero
        let margin = ListMetrics.insetGroupedMargin(width: width)
        let screenWidth = width
        let width = width - adjusted.left - adjusted.right
        let uncovered = uncoveredSafeArea(safe, adjusted: adjusted)
        let listStyle = input.kind.listStyle
        var contentViewInset = EdgeInsets.zero
        var groupInset = EdgeInsets.zero
        var sectionInset = input.sectionInset
        switch input.kind {
        case .list where listStyle == .insetGrouped:
            // The sections sit inside the layout margins, which lie inside the safe area (TV-6),
            // so their content has no safe area left to keep out of.
            groupInset = EdgeInsets(left: uncovered.left + margin, right: uncovered.right + margin)
        case .list where input.safeArea.insetsContentViewsToSafeArea: contentViewInset = uncovered
        case .flow where input.safeArea.sectionInsetReference == .safeArea:
            sectionInset.left += uncovered.left
            sectionInset.right += uncovered.right
        default: break
        }
        let contentWidth = width - input.contentInset.left - input.contentInset.right - groupInset.left - groupInset.right
        var supplementaryContent: [[CellContent?]] = []
        var sections: [LayoutSection] = []
        for (index, section) in input.sections.enumerated() {
            let header = try section.header.map {
                try supplementary(cells, .header, of: index, text: $0, width: contentWidth, contentViewInset: contentViewInset)
            }
            let footer = try section.footer.map {
                try supplementary(cells, .footer, of: index, text: $0, width: contentWidth, contentViewInset: contentViewInset)
            }
            supplementaryContent.append([header, footer])
            sections.append(
                LayoutSection(
                    itemCount: section.items.count, inset: sectionInset, interitemSpacing: input.interitemSpacing,
                    lineSpacing: input.lineSpacing, headerHeight: header?.size.height ?? 0, footerHeight: footer?.size.height ?? 0
                ))
        }

        var itemContent: [[CellContent]] = input.sections.map { _ in [] }
        let sizer: ItemSizer = { section, item, proposedWidth in
            let content: CellContent
            var template = input.template(of: .cell, section: section, item: item)
            // A styled list's rows are at least the minimum row height (TV-4).
            if listStyle != nil { template.minimumHeight = max(template.minimumHeight, ListMetrics.minimumRowHeight) }
            do {
                content = try cells.layout(
                    input.kind.sizesCellWidths ? template : template.takingTheOfferedWidth, data: input.sections[section].items[item],
                    width: proposedWidth, contentViewInset: contentViewInset)
            } catch let error as LayoutError {
                throw error.inside(input.templateKey(of: .cell, section: section, item: item) + ".")
            }
            itemContent[section].append(content)
            return content.size
        }
        var result: CollectionLayoutResult
        switch input.kind {
        case .list(let separatorInset, let style):
            // The separators follow the content view (SAFE-1): their inset starts at its leading edge.
            // Without a `separatorInset`, each follows its row's primary text (docs/components.md,
            // "Separators follow the text"): the first label's leading edge, as laid out (it
            // already includes the content view's inset).
            let separatorLeading: ((Int, Int) -> Double?)? =
                separatorInset == nil ? { section, item in itemContent[section][item].labels.first?.frame.x } : nil
            result = try TableLayout(
                width: width, contentInset: input.contentInset,
                separatorInsetLeft: contentViewInset.left + (separatorInset ?? ListMetrics.defaultSeparatorInset),
                displayScale: displayScale,
                style: style, groupInset: groupInset
            )
            .layout(sections: sections, sizer: sizer, separatorLeading: separatorLeading)
        case .flow(let uniform):
            result = try FlowLayout(
                width: width, contentInset: input.contentInset, columns: columns, uniformItemSize: uniform, displayScale: displayScale
            )
            .layout(sections: sections, sizer: sizer)
        case .grid:
            result = try FlexibleRowHeightGridLayout(width: width, contentInset: input.contentInset, columns: columns)
                .layout(sections: sections, sizer: sizer)
        case .masonry(let placement):
            result = try MasonryLayout(
                width: width, contentInset: input.contentInset, columns: columns, placement: placement, displayScale: displayScale
            )
            .layout(sections: sections, sizer: sizer)
        }
        if adjusted.left > 0 || adjusted.right > 0 { result = result.widened(by: adjusted) }

        let elements = result.elements.map { element in
            let content: CellContent =
                switch element.kind {
                case .cell: itemContent[element.section][element.item]
                case .header: supplementaryContent[element.section][0]!
                case .footer: supplementaryContent[element.section][1]!
                // A collection layout places cells, headers and footers only; bars come after it.
                case .navigationBar, .toolbar, .tabBar: CellContent(size: .zero, labels: [], images: [], hiddenElementCount: 0)
                }
            var placed = content.offsetBy(dx: element.frame.x, dy: element.frame.y)
            placed.size = element.frame.size
            return ScreenElement(kind: element.kind, section: element.section, item: element.item, frame: element.frame, content: placed)
        }
        var layout = ScreenLayout(contentSize: result.contentSize, columns: columns, elements: elements, separators: result.separators)
        if case .list = input.kind { layout.cellsAreAccessibilityElements = true }
        if !input.bars.isEmpty {
            let bars = BarLayout(
                bars: input.bars, measurer: measurer, category: category, displayScale: displayScale, systemFontFamily: input.systemFontFamily,
                symbolGeometries: input.symbolGeometries, legibilityWeight: legibilityWeight)
            layout = try layout.between(
                bars, width: screenWidth, safeArea: EdgeInsets(left: safe.left, right: safe.right), visibleHeight: visibleHeight)
        }
        return direction == .rightToLeft ? layout.mirrored() : layout
    }

    /// The header or footer (`kind`) of section `section` showing `text` and the section's
    /// values, drawn with the section's template for it and sized by its own content, its
    /// content inset by `contentViewInset`.
    private func supplementary(
        _ cells: CellContentLayout, _ kind: ElementKind, of section: Int, text: String, width: Double, contentViewInset: EdgeInsets
    ) throws -> CellContent {
        do {
            return try cells.layout(
                input.template(of: kind, section: section, item: 0).takingTheOfferedWidth,
                data: input.sections[section].supplementaryData(text: text), width: width, contentViewInset: contentViewInset)
        } catch let error as LayoutError {
            throw error.inside(input.templateKey(of: kind, section: section, item: 0) + ".")
        }
    }

    /// The left and right safe-area insets a full-width row still covers (SAFE-1, SAFE-3): what
    /// `safe` reaches past the content inset and the part of the safe area already left out of
    /// the layout's width (`adjusted`), as a cell's own `safeAreaInsets` are the part of it
    /// outside the safe area; never negative.
    private func uncoveredSafeArea(_ safe: EdgeInsets, adjusted: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            left: max(0, safe.left - adjusted.left - input.contentInset.left),
            right: max(0, safe.right - adjusted.right - input.contentInset.right))
    }
}

extension ScreenLayout {
    /// The layout with `bars` around it (docs/components.md, "Bars"): the collection moved down
    /// below the navigation bar, the toolbar and tab bar after it, at the bottom of
    /// `visibleHeight` (the screen between its safe areas) when the collection ends higher; the
    /// bars' items kept out of `safeArea`'s left and right insets.
    fileprivate func between(_ bars: BarLayout, width: Double, safeArea: EdgeInsets, visibleHeight: Double) throws -> ScreenLayout {
        let top = try bars.navigationBar(width: width, safeArea: safeArea)
        let dy = top?.frame.height ?? 0
        var layout = self
        for index in layout.elements.indices {
            layout.elements[index].frame = elements[index].frame.offsetBy(dx: 0, dy: dy)
            layout.elements[index].content.offset(dx: 0, dy: dy)
        }
        layout.separators = separators.map { $0.offsetBy(dx: 0, dy: dy) }
        let bottomTop = max(dy + contentSize.height, visibleHeight - bars.bottomHeight)
        layout.bars = (top.map { [$0] } ?? []) + (try bars.bottomBars(width: width, top: bottomTop, safeArea: safeArea))
        layout.contentSize.height = bottomTop + bars.bottomHeight
        return layout
    }
}

extension CellContentLayout {
    /// A cell's content laid out `width` wide with its content view inset by `contentViewInset`
    /// on the left and right (SAFE-1): the template is laid out in the narrower width and moved
    /// right by the left inset, and the cell keeps the full width (its background reaches the
    /// edges).
    fileprivate func layout(_ template: CellTemplate, data: [String: String], width: Double, contentViewInset: EdgeInsets) throws -> CellContent {
        guard contentViewInset.left > 0 || contentViewInset.right > 0 else { return try layout(template, data: data, width: width) }
        var content = try layout(template, data: data, width: width - contentViewInset.left - contentViewInset.right)
            .offsetBy(dx: contentViewInset.left, dy: 0)
        content.size.width = width
        return content
    }
}

extension CollectionLayoutResult {
    /// The result of a layout run in a width narrowed by `inset` (SAFE-2), placed back in the
    /// full width: every frame and separator moved right by `inset.left`, the content
    /// `inset.left + inset.right` wider.
    fileprivate func widened(by inset: EdgeInsets) -> CollectionLayoutResult {
        CollectionLayoutResult(
            contentSize: Size(width: contentSize.width + inset.left + inset.right, height: contentSize.height),
            elements: elements.map { element in
                var element = element
                element.frame = element.frame.offsetBy(dx: inset.left, dy: 0)
                return element
            },
            separators: separators.map { $0.offsetBy(dx: inset.left, dy: 0) })
    }
}
