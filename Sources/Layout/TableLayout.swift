import Spec

/// `UITableView` with self-sizing rows (`rowHeight = automaticDimension`) (docs/layout-rules.md
/// §2, TV-1…TV-3), in the plain style unless ``style`` says otherwise (TV-4…TV-6).
///
/// Rows span the content width `W − CI.left − CI.right` and are stacked without gaps; a section's
/// header and footer span the same width above and below its rows (TV-3). A table has no section
/// insets or item spacing, so this layout reads only `itemCount`, `headerHeight` and
/// `footerHeight` of each section (the other fields are still validated).
///
/// Separators follow `UITableView`'s default `separatorInset` (left 16, right 0): a hairline
/// (one device pixel, `1 / displayScale` points tall) along the bottom edge inside every row but
/// the last of its section, from `separatorInsetLeft` (or the row's own inset, see
/// ``layout(sections:sizer:separatorLeading:)``) to the row's right edge.
///
/// With a ``style`` (TV-4…TV-6): `.plain` also draws a separator under a section's last row;
/// `.grouped` and `.insetGrouped` leave `ListMetrics/groupedSectionSpacing` above each section and
/// below the last; `.insetGrouped` insets each section (rows, header and footer) by
/// ``groupInset`` on the left and right, its separators running to the section's right edge.
package struct TableLayout: Hashable, Sendable {
    /// The table view's width `W` (`bounds.width`).
    package var width: Double
    /// The content inset `CI`; only left and right are used.
    package var contentInset: EdgeInsets
    /// Where separators start, from the row's left edge.
    package var separatorInsetLeft: Double
    /// Device pixels per point; a separator is one pixel tall.
    package var displayScale: Double
    /// The table's style; nil: a plain table as ProofSheet drew it before styles (no separator
    /// under a section's last row).
    package var style: ListStyle?
    /// How far the sections are inset from the content's left and right edges (an inset-grouped
    /// list's margins); only left and right are used.
    package var groupInset: EdgeInsets

    package init(
        width: Double, contentInset: EdgeInsets = .zero, separatorInsetLeft: Double = 16, displayScale: Double, style: ListStyle? = nil,
        groupInset: EdgeInsets = .zero
    ) {
        self.width = width
        self.contentInset = contentInset
        self.separatorInsetLeft = separatorInsetLeft
        self.displayScale = displayScale
        self.style = style
        self.groupInset = groupInset
    }

    /// Lays out `sections`, asking `sizer` for each row's height at the row width (TV-1: the row
    /// height is the cell's own; TV-3: its fitting height at the table's width). TV-2's estimated
    /// heights only affect scrolling estimates, so every row is measured.
    ///
    /// `separatorLeading` answers, once a row is measured, where its separator starts from the
    /// row's left edge when it follows the row's own content (the text's leading edge, as UIKit
    /// aligns a separator to the primary text); nil, or a nil answer, keeps `separatorInsetLeft`.
    package func layout(
        sections: [LayoutSection], sizer: ItemSizer, separatorLeading: ((_ section: Int, _ item: Int) -> Double?)? = nil
    ) throws -> CollectionLayoutResult {
        try LayoutValidation.displayScale(displayScale)
        try LayoutValidation.container(width: width, contentInset: contentInset, sections: sections)
        try LayoutValidation.length(separatorInsetLeft, "separatorInsetLeft")
        try LayoutValidation.insets(groupInset, "groupInset")
        let contentWidth = width - contentInset.left - contentInset.right
        try LayoutValidation.fits("groupInset", groupInset.left + groupInset.right, in: contentWidth)
        let rowX = groupInset.left
        let rowWidth = contentWidth - groupInset.left - groupInset.right
        try LayoutValidation.fits("separatorInsetLeft", separatorInsetLeft, in: rowWidth)
        let sectionSpacing = style == .grouped || style == .insetGrouped ? ListMetrics.groupedSectionSpacing : 0
        let separatorUnderLastRow = style == .plain
        let hairline = 1 / displayScale
        var elements: [PlacedElement] = []
        elements.reserveCapacity(sections.elementCapacity)
        var separators: [Rect] = []
        separators.reserveCapacity(sections.reduce(0) { $0 + $1.itemCount })
        var y = 0.0

        for (index, section) in sections.enumerated() {
            y += sectionSpacing
            if section.headerHeight > 0 {
                let frame = Rect(x: rowX, y: y, width: rowWidth, height: section.headerHeight)
                elements.append(PlacedElement(kind: .header, section: index, item: 0, frame: frame))
                y += section.headerHeight
            }
            for item in 0..<section.itemCount {
                let size = try LayoutValidation.itemSize(sizer(index, item, rowWidth), section: index, item: item)
                let frame = Rect(x: rowX, y: y, width: rowWidth, height: size.height)
                elements.append(PlacedElement(kind: .cell, section: index, item: item, frame: frame))
                y += size.height
                if item < section.itemCount - 1 || separatorUnderLastRow {
                    let inset = min(max(0, separatorLeading?(index, item) ?? separatorInsetLeft), rowWidth)
                    separators.append(Rect(x: rowX + inset, y: y - hairline, width: rowWidth - inset, height: hairline))
                }
            }
            if section.footerHeight > 0 {
                let frame = Rect(x: rowX, y: y, width: rowWidth, height: section.footerHeight)
                elements.append(PlacedElement(kind: .footer, section: index, item: 0, frame: frame))
                y += section.footerHeight
            }
        }
        if !sections.isEmpty { y += sectionSpacing }
        return CollectionLayoutResult(contentSize: Size(width: contentWidth, height: y), elements: elements, separators: separators)
    }
}
