import Spec

/// `UITableView` with self-sizing rows (`rowHeight = automaticDimension`), plain style
/// (docs/layout-rules.md §2, TV-1…TV-3).
///
/// Rows span the content width `W − CI.left − CI.right` and are stacked without gaps; a section's
/// header and footer span the same width above and below its rows (TV-3). A table has no section
/// insets or item spacing, so this layout reads only `itemCount`, `headerHeight` and
/// `footerHeight` of each section (the other fields are still validated).
///
/// Separators follow `UITableView`'s default `separatorInset` (left 16, right 0): a hairline
/// (one device pixel, `1 / displayScale` points tall) along the bottom edge inside every row but
/// the last of its section, from `separatorInsetLeft` to the row's right edge.
package struct TableLayout: Hashable, Sendable {
    /// The table view's width `W` (`bounds.width`).
    package var width: Double
    /// The content inset `CI`; only left and right are used.
    package var contentInset: EdgeInsets
    /// Where separators start, from the row's left edge.
    package var separatorInsetLeft: Double
    /// Device pixels per point; a separator is one pixel tall.
    package var displayScale: Double

    package init(width: Double, contentInset: EdgeInsets = .zero, separatorInsetLeft: Double = 16, displayScale: Double) {
        self.width = width
        self.contentInset = contentInset
        self.separatorInsetLeft = separatorInsetLeft
        self.displayScale = displayScale
    }

    /// Lays out `sections`, asking `sizer` for each row's height at the row width (TV-1: the row
    /// height is the cell's own; TV-3: its fitting height at the table's width). TV-2's estimated
    /// heights only affect scrolling estimates, so every row is measured.
    package func layout(sections: [LayoutSection], sizer: ItemSizer) throws -> CollectionLayoutResult {
        try LayoutValidation.displayScale(displayScale)
        try LayoutValidation.container(width: width, contentInset: contentInset, sections: sections)
        try LayoutValidation.length(separatorInsetLeft, "separatorInsetLeft")
        let rowWidth = width - contentInset.left - contentInset.right
        try LayoutValidation.fits("separatorInsetLeft", separatorInsetLeft, in: rowWidth)
        let hairline = 1 / displayScale
        var elements: [PlacedElement] = []
        elements.reserveCapacity(sections.elementCapacity)
        var separators: [Rect] = []
        separators.reserveCapacity(sections.reduce(0) { $0 + max(0, $1.itemCount - 1) })
        var y = 0.0

        for (index, section) in sections.enumerated() {
            if section.headerHeight > 0 {
                let frame = Rect(x: 0, y: y, width: rowWidth, height: section.headerHeight)
                elements.append(PlacedElement(kind: .header, section: index, item: 0, frame: frame))
                y += section.headerHeight
            }
            for item in 0..<section.itemCount {
                let size = try LayoutValidation.itemSize(sizer(index, item, rowWidth), section: index, item: item)
                let frame = Rect(x: 0, y: y, width: rowWidth, height: size.height)
                elements.append(PlacedElement(kind: .cell, section: index, item: item, frame: frame))
                y += size.height
                if item < section.itemCount - 1 {
                    separators.append(
                        Rect(x: separatorInsetLeft, y: y - hairline, width: rowWidth - separatorInsetLeft, height: hairline)
                    )
                }
            }
            if section.footerHeight > 0 {
                let frame = Rect(x: 0, y: y, width: rowWidth, height: section.footerHeight)
                elements.append(PlacedElement(kind: .footer, section: index, item: 0, frame: frame))
                y += section.footerHeight
            }
        }
        return CollectionLayoutResult(contentSize: Size(width: rowWidth, height: y), elements: elements, separators: separators)
    }
}
