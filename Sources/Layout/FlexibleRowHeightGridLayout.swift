import Spec

/// rwbutler/FlexibleRowHeightGridLayout v3.0.0: a grid of equal-width columns where every row is
/// as tall as its tallest cell (docs/layout-rules.md §1, FRH-1…FRH-8), quirks included.
///
/// Per section it reads the inset `SI`, `interitemSpacing` (`s`), `lineSpacing` (`L`) and the
/// header and footer heights (FRH-1). The quirks of v3.0.0 are reproduced on purpose:
/// - headers and footers sit at x = 0 with width `W − CI.left − CI.right`, the value the library's
///   example app returns as their reference width (FRH-7a, FRH-7d);
/// - `L` follows the header only in sections after the first (FRH-7a) and follows every last row
///   (FRH-7c);
/// - `SI.bottom` is never added to the cursor; it only moves the footer down, together with a
///   second `SI.top` (FRH-7d, FRH-7e), so a footer can overlap the next section's header (FRH-8);
/// - `L` follows a footer unless the section is the last one (FRH-7d);
/// - the column width is not rounded (FRH-3).
///
/// Deviation: the library falls back to 2 columns for a column count of 0 or less (FRH-2); here
/// that is a ``LayoutError/invalidColumnCount(_:)``, so the caller chooses.
package struct FlexibleRowHeightGridLayout: Hashable, Sendable {
    /// The collection view's width `W` (`bounds.width`).
    package var width: Double
    /// The content inset `CI`; only left and right are used.
    package var contentInset: EdgeInsets
    /// The column count `n`, the same for every section (FRH-2).
    package var columns: Int

    package init(width: Double, contentInset: EdgeInsets = .zero, columns: Int) {
        self.width = width
        self.contentInset = contentInset
        self.columns = columns
    }

    /// FRH-3 (and the FRH-11 helper): the unrounded column width of `section`,
    /// `(W − SI.left − SI.right − s·(n−1) − CI.left − CI.right) / n`; never below 0. Meaningful
    /// for `columns ≥ 1`, which ``layout(sections:sizer:)`` enforces.
    package func columnWidth(for section: LayoutSection) -> Double {
        let free =
            width - section.inset.left - section.inset.right - section.interitemSpacing * Double(columns - 1)
            - contentInset.left - contentInset.right
        return max(0, free / Double(columns))
    }

    /// Lays out `sections`, asking `sizer` for each item's height at the column width.
    ///
    /// - FRH-4: a cell's x is `c·colW + c·s + SI.left` for column `c`.
    /// - FRH-5: column `item % n`, row `item / n`.
    /// - FRH-6: every cell of a row gets the row's tallest height and the column width.
    /// - FRH-7: header, `SI.top`, rows (each followed by `L`), footer at `y + SI.top + SI.bottom`.
    /// - FRH-8: content size is `(W − CI.left − CI.right, final y)`.
    package func layout(sections: [LayoutSection], sizer: ItemSizer) throws -> CollectionLayoutResult {
        try LayoutValidation.columns(columns)
        try LayoutValidation.container(width: width, contentInset: contentInset, sections: sections)
        let contentWidth = width - contentInset.left - contentInset.right
        var elements: [PlacedElement] = []
        elements.reserveCapacity(sections.elementCapacity)
        var y = 0.0

        for (index, section) in sections.enumerated() {
            try LayoutValidation.sectionInsets(section, index: index, contentInset: contentInset, width: width)
            let inset = section.inset
            let spacing = section.interitemSpacing
            try LayoutValidation.columnSpacing(
                section: index, columns: columns, spacing: spacing,
                availableWidth: width - contentInset.horizontal - inset.horizontal
            )
            let columnWidth = columnWidth(for: section)

            // FRH-7a: the header; L after it only from the second section on.
            if section.headerHeight > 0 {
                let frame = Rect(x: 0, y: y, width: contentWidth, height: section.headerHeight)
                elements.append(PlacedElement(kind: .header, section: index, item: 0, frame: frame))
                y += section.headerHeight
                if index != 0 { y += section.lineSpacing }
            }
            // FRH-7b: SI.top, even with no items.
            y += inset.top

            // FRH-7c: rows start at y; y advances by rowHeight + L after the row's last cell.
            var rowStart = elements.count
            var rowHeight = 0.0
            for item in 0..<section.itemCount {
                let column = item % columns
                if column == 0 {
                    rowStart = elements.count
                    rowHeight = 0
                }
                let size = try LayoutValidation.itemSize(sizer(index, item, columnWidth), section: index, item: item)
                rowHeight = max(rowHeight, size.height)
                let x = Double(column) * columnWidth + Double(column) * spacing + inset.left
                let frame = Rect(x: x, y: y, width: columnWidth, height: size.height)
                elements.append(PlacedElement(kind: .cell, section: index, item: item, frame: frame))
                if column == columns - 1 || item == section.itemCount - 1 {
                    for cell in rowStart..<elements.count { elements[cell].frame.height = rowHeight }
                    y += rowHeight + section.lineSpacing
                }
            }

            // FRH-7d/e: the footer is shifted by SI.top + SI.bottom, but y never adds SI.bottom.
            if section.footerHeight > 0 {
                let frame = Rect(x: 0, y: y + inset.top + inset.bottom, width: contentWidth, height: section.footerHeight)
                elements.append(PlacedElement(kind: .footer, section: index, item: 0, frame: frame))
                y += section.footerHeight
                if index != sections.count - 1 { y += section.lineSpacing }
            }
        }
        return CollectionLayoutResult(contentSize: Size(width: contentWidth, height: y), elements: elements)
    }
}
