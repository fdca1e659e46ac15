import DynamicType
import Spec

/// A masonry (Pinterest-style) layout: equal-width columns that each stack their own cells, so
/// neighbouring columns do not share rows (docs/layout-rules.md §3).
///
/// Two placements share one section sequence:
/// - ``Placement/waterfall(columnSpacing:interitemSpacing:direction:)``:
///   CHTCollectionViewWaterfallLayout v1.0.1, Swift version (WF-1…WF-6);
/// - ``Placement/kodeco(cellPadding:)``: the Kodeco (raywenderlich) "Pinterest" tutorial layout
///   (KP-1…KP-6).
///
/// Per section it reads the inset `SI` and the header and footer heights; the spacings of a
/// ``LayoutSection`` are not used: the waterfall's spacings are part of its placement (CHT's
/// `minimumColumnSpacing` and `minimumInteritemSpacing`), and Kodeco's layout has none.
///
/// The Kodeco tutorial has a single section without headers or footers (KP-1, KP-6). For more,
/// this layout stacks sections the waterfall way (WF-5, with no item spacing), and the round robin
/// restarts at column 0 in each section; for one bare section with `SI = 0` that is exactly KP-2…KP-4.
package struct MasonryLayout: Hashable, Sendable {
    /// The order in which a waterfall fills its columns (WF-4); a spec's `placement`.
    package typealias ItemRenderDirection = MasonryItemRenderDirection
    /// How items go into columns and how big their cells are; a spec's masonry `layout`.
    package typealias Placement = MasonryPlacement

    /// The collection view's width `W` (`bounds.width`).
    package var width: Double
    /// The content inset `CI`; only left and right are used.
    package var contentInset: EdgeInsets
    /// The column count `n`, the same for every section.
    package var columns: Int
    /// Waterfall or Kodeco placement, with its spacing or padding.
    package var placement: Placement
    /// Space around each header (WF-1, WF-5): `top` is added before the header's place even when
    /// the section has no header; the rest only when it has one.
    package var headerInset: EdgeInsets
    /// Space around each footer (WF-1, WF-5): `top` is added even when the section has no
    /// footer; the rest only when it has one.
    package var footerInset: EdgeInsets
    /// The least content height (WF-6).
    package var minimumContentHeight: Double
    /// Device pixels per point, for the waterfall's `floorToPixel`.
    package var displayScale: Double

    package init(
        width: Double, contentInset: EdgeInsets = .zero, columns: Int, placement: Placement = .waterfall(),
        headerInset: EdgeInsets = .zero, footerInset: EdgeInsets = .zero, minimumContentHeight: Double = 0,
        displayScale: Double
    ) {
        self.width = width
        self.contentInset = contentInset
        self.columns = columns
        self.placement = placement
        self.headerInset = headerInset
        self.footerInset = footerInset
        self.minimumContentHeight = minimumContentHeight
        self.displayScale = displayScale
    }

    /// Lays out `sections`, asking `sizer` for each item's height at the proposed width: the item
    /// width for a waterfall, `columnWidth − 2·cellPadding` for Kodeco.
    ///
    /// - WF-2 / KP-2: the items' width is `W − CI.left − CI.right − SI.left − SI.right`. Waterfall
    ///   item width: `floorToPixel((that − (n−1)·columnSpacing) / n)`; Kodeco column width:
    ///   `that / n`, unrounded.
    /// - WF-3: a waterfall cell is `floorToPixel(height)` tall: CHT's aspect-ratio rule for a
    ///   delegate answering (item width, measured height). KP-4: a Kodeco slot is
    ///   `2·cellPadding + height` tall.
    /// - WF-4 / KP-3: the column, then `x = SI.left + (itemWidth + columnSpacing)·column` and `y`
    ///   the column's height, which grows by the slot height plus the item spacing.
    /// - WF-5: `headerInset.top`, header at `(headerInset.left, y)` and `W − headerInset.left −
    ///   headerInset.right` wide, `headerInset.bottom`, `SI.top`, the columns, then the tallest
    ///   column minus the trailing item spacing (even with no items), `SI.bottom`,
    ///   `footerInset.top`, and the footer placed like the header.
    /// - WF-6: content size `(W, max(final y, minimumContentHeight))`. Kodeco (KP-2) uses
    ///   `W − CI.left − CI.right` as both content and header width.
    package func layout(sections: [LayoutSection], sizer: ItemSizer) throws -> CollectionLayoutResult {
        try LayoutValidation.columns(columns)
        try LayoutValidation.displayScale(displayScale)
        try LayoutValidation.container(width: width, contentInset: contentInset, sections: sections)
        try LayoutValidation.insets(headerInset, "headerInset")
        try LayoutValidation.insets(footerInset, "footerInset")
        try LayoutValidation.length(minimumContentHeight, "minimumContentHeight")
        let rules = try MasonryColumnRules(placement)
        let contentWidth = width - contentInset.left - contentInset.right
        let sectionWidth = rules.isKodeco ? contentWidth : width
        var elements: [PlacedElement] = []
        elements.reserveCapacity(sections.elementCapacity)
        var columnHeights = [Double](repeating: 0, count: columns)
        var top = 0.0

        for (index, section) in sections.enumerated() {
            try LayoutValidation.sectionInsets(section, index: index, contentInset: contentInset, width: width)
            let inset = section.inset
            let available = contentWidth - inset.left - inset.right
            try LayoutValidation.columnSpacing(
                section: index, columns: columns, spacing: rules.columnSpacing, availableWidth: available
            )
            let columnWidth = rules.columnWidth(available: available, columns: columns, scale: displayScale)
            try LayoutValidation.fits("2 × cellPadding in section \(index)", 2 * rules.padding, in: columnWidth)
            let proposedWidth = columnWidth - 2 * rules.padding

            top += headerInset.top
            if section.headerHeight > 0 {
                let frame = try supplementaryFrame(
                    y: top, height: section.headerHeight, inset: headerInset, width: sectionWidth, name: "headerInset"
                )
                elements.append(PlacedElement(kind: .header, section: index, item: 0, frame: frame))
                top = frame.maxY + headerInset.bottom
            }
            top += inset.top
            for column in columnHeights.indices { columnHeights[column] = top }

            for item in 0..<section.itemCount {
                let column = rules.column(for: item, columns: columns, heights: columnHeights)
                let x = inset.left + (columnWidth + rules.columnSpacing) * Double(column)
                let y = columnHeights[column]
                let size = try LayoutValidation.itemSize(sizer(index, item, proposedWidth), section: index, item: item)
                let height = rules.cellHeight(size.height, scale: displayScale)
                // The slot is columnWidth × (height + 2·padding); the cell is the slot inset by the padding.
                let frame = Rect(x: x + rules.padding, y: y + rules.padding, width: proposedWidth, height: height)
                elements.append(PlacedElement(kind: .cell, section: index, item: item, frame: frame))
                columnHeights[column] = y + (height + 2 * rules.padding) + rules.itemSpacing
            }
            top = (columnHeights.max() ?? top) - rules.itemSpacing + inset.bottom

            top += footerInset.top
            if section.footerHeight > 0 {
                let frame = try supplementaryFrame(
                    y: top, height: section.footerHeight, inset: footerInset, width: sectionWidth, name: "footerInset"
                )
                elements.append(PlacedElement(kind: .footer, section: index, item: 0, frame: frame))
                top = frame.maxY + footerInset.bottom
            }
        }
        let contentSize = Size(width: sectionWidth, height: max(top, minimumContentHeight))
        return CollectionLayoutResult(contentSize: contentSize, elements: elements)
    }

    /// WF-5: a header or footer frame, `inset.left` from the left and `width − inset.left −
    /// inset.right` wide.
    private func supplementaryFrame(
        y: Double, height: Double, inset: EdgeInsets, width: Double, name: String
    ) throws(LayoutError) -> Rect {
        try LayoutValidation.fits("\(name).left + \(name).right", inset.horizontal, in: width)
        return Rect(x: inset.left, y: y, width: width - inset.left - inset.right, height: height)
    }
}
