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
    package func layout(width: Double, columns: Int, category: ContentSizeCategory, displayScale: Double, direction: LayoutDirection = .leftToRight)
        throws -> ScreenLayout
    {
        let cells = CellContentLayout(
            category: category, displayScale: displayScale, measurer: measurer, systemFontFamily: input.systemFontFamily, imageSizes: input.imageSizes
        )
        let cellTemplate = input.kind.sizesCellWidths ? input.cell : input.cell.takingTheOfferedWidth
        let contentWidth = width - input.contentInset.left - input.contentInset.right
        var supplementaryContent: [[CellContent?]] = []
        var sections: [LayoutSection] = []
        for section in input.sections {
            let header = try section.header.map { try supplementary(cells, text: $0, width: contentWidth) }
            let footer = try section.footer.map { try supplementary(cells, text: $0, width: contentWidth) }
            supplementaryContent.append([header, footer])
            sections.append(
                LayoutSection(
                    itemCount: section.items.count, inset: input.sectionInset, interitemSpacing: input.interitemSpacing,
                    lineSpacing: input.lineSpacing, headerHeight: header?.size.height ?? 0, footerHeight: footer?.size.height ?? 0
                ))
        }

        var itemContent: [[CellContent]] = input.sections.map { _ in [] }
        let sizer: ItemSizer = { section, item, proposedWidth in
            let content: CellContent
            do {
                content = try cells.layout(cellTemplate, data: input.sections[section].items[item], width: proposedWidth)
            } catch let error as LayoutError {
                throw error.inside("cell.")
            }
            itemContent[section].append(content)
            return content.size
        }
        let result: CollectionLayoutResult
        switch input.kind {
        case .list(let separatorInset):
            result = try TableLayout(width: width, contentInset: input.contentInset, separatorInsetLeft: separatorInset, displayScale: displayScale)
                .layout(sections: sections, sizer: sizer)
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

        let elements = result.elements.map { element in
            let content: CellContent =
                switch element.kind {
                case .cell: itemContent[element.section][element.item]
                case .header: supplementaryContent[element.section][0]!
                case .footer: supplementaryContent[element.section][1]!
                }
            var placed = content.offsetBy(dx: element.frame.x, dy: element.frame.y)
            placed.size = element.frame.size
            return ScreenElement(kind: element.kind, section: element.section, item: element.item, frame: element.frame, content: placed)
        }
        let layout = ScreenLayout(contentSize: result.contentSize, columns: columns, elements: elements, separators: result.separators)
        return direction == .rightToLeft ? layout.mirrored() : layout
    }

    /// A section header or footer showing `text`.
    private func supplementary(_ cells: CellContentLayout, text: String, width: Double) throws -> CellContent {
        do {
            return try cells.layout(input.supplementary.takingTheOfferedWidth, data: ["text": text], width: width)
        } catch let error as LayoutError {
            throw error.inside("header.")
        }
    }
}
