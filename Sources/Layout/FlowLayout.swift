import Spec

/// `UICollectionViewFlowLayout`, vertical scrolling, with self-sizing cells
/// (docs/layout-rules.md §2, FLOW-3…FLOW-11).
///
/// Per section it reads the inset `SI`, `interitemSpacing` (`s`, the minimum gap within a line),
/// `lineSpacing` (`L`) and the header and footer heights.
///
/// Cells are offered the width of one of `columns` equal columns,
/// `floorToPixel((A − (n−1)·s) / n)`, and may answer narrower (hugging their content) or with a
/// fixed size. Lines then form as UIKit forms them, whatever the widths.
///
/// Choices where docs/layout-rules.md leaves room:
/// - Headers and footers span the content width `W − CI.left − CI.right`, which is the collection
///   view width FLOW-10 names when the content inset is 0; content coordinates start after
///   `CI.left` (FLOW-6's `x = SI.left + …`).
/// - FLOW-10's open point is settled as PST does it and the document prescribes: `SI.top` lies
///   between the header and the first line.
/// - Width comparisons (FLOW-3, FLOW-4, FLOW-7b) tolerate ``fitTolerance``, so that a row of `n`
///   proposed widths, whose sum can exceed the line by a rounding error, fits on one line.
/// - An empty section still takes `SI.top + SI.bottom` (FLOW-10 applies them unconditionally).
package struct FlowLayout: Hashable, Sendable {
    /// The collection view's width `W` (`bounds.width`).
    package var width: Double
    /// The content inset `CI`; only left and right are used.
    package var contentInset: EdgeInsets
    /// How many equal columns the proposed item width divides a line into.
    package var columns: Int
    /// True when every item has the same size, as with `itemSize` and no delegate sizes: every
    /// line reuses the x-positions of a full line (FLOW-7a). False for per-item sizes (FLOW-7b).
    package var uniformItemSize: Bool
    /// Device pixels per point, for `floorToPixel` of the proposed width.
    package var displayScale: Double

    /// Slack allowed when comparing widths: a billionth of a point, far below any pixel.
    package static let fitTolerance = 1e-9

    package init(
        width: Double, contentInset: EdgeInsets = .zero, columns: Int, uniformItemSize: Bool = false, displayScale: Double
    ) {
        self.width = width
        self.contentInset = contentInset
        self.columns = columns
        self.uniformItemSize = uniformItemSize
        self.displayScale = displayScale
    }

    /// Lays out `sections`, asking `sizer` for each item's size at the proposed column width.
    ///
    /// - FLOW-3: the line width is `A = W − CI.left − CI.right − SI.left − SI.right`; an item wider
    ///   than `A` is a ``LayoutError/itemWiderThanLine(section:item:itemWidth:lineWidth:)``.
    /// - FLOW-4: items join the current line while `used + s + w ≤ A`.
    /// - FLOW-5: a line's leftover width widens its gaps: `gap = s + leftover / (k − 1)`.
    /// - FLOW-6: a line holding a single item centers it: `x = SI.left + (A − w) / 2`.
    /// - FLOW-7: the section's last line is spread as a full line would be: (a) with uniform sizes,
    ///   every line uses the spread of a full line of the first item; (b) otherwise the last line is
    ///   padded with copies of its last item while they fit, then spread from `SI.left`, or
    ///   centered (FLOW-6) if it still holds one item.
    /// - FLOW-8: a line is as tall as its tallest item; items are centered vertically in it.
    /// - FLOW-9: `L` separates lines only.
    /// - FLOW-10: header (full width) at the section's top, `SI.top`, lines, `SI.bottom`, footer,
    ///   and the next section directly below.
    /// - FLOW-11: the content height is the sum of the sections' heights.
    package func layout(sections: [LayoutSection], sizer: ItemSizer) throws -> CollectionLayoutResult {
        try LayoutValidation.columns(columns)
        try LayoutValidation.displayScale(displayScale)
        try LayoutValidation.container(width: width, contentInset: contentInset, sections: sections)
        let contentWidth = width - contentInset.left - contentInset.right
        var elements: [PlacedElement] = []
        elements.reserveCapacity(sections.elementCapacity)
        var y = 0.0

        for (index, section) in sections.enumerated() {
            try LayoutValidation.sectionInsets(section, index: index, contentInset: contentInset, width: width)
            let inset = section.inset
            let spacing = section.interitemSpacing
            let lineWidth = width - contentInset.left - contentInset.right - inset.left - inset.right
            try LayoutValidation.columnSpacing(section: index, columns: columns, spacing: spacing, availableWidth: lineWidth)
            let proposedWidth = max(
                0, floorToPixel((lineWidth - Double(columns - 1) * spacing) / Double(columns), scale: displayScale)
            )
            let line = FlowLine(originX: inset.left, width: lineWidth, spacing: spacing)

            if section.headerHeight > 0 {
                let frame = Rect(x: 0, y: y, width: contentWidth, height: section.headerHeight)
                elements.append(PlacedElement(kind: .header, section: index, item: 0, frame: frame))
                y += section.headerHeight
            }
            y += inset.top

            var lineStart = elements.count
            var used = 0.0
            var lineHeight = 0.0
            var uniform: (size: Size, spread: LineSpread)?
            for item in 0..<section.itemCount {
                let size = try LayoutValidation.itemSize(sizer(index, item, proposedWidth), section: index, item: item)
                guard size.width <= lineWidth + Self.fitTolerance else {
                    throw LayoutError.itemWiderThanLine(section: index, item: item, itemWidth: size.width, lineWidth: lineWidth)
                }
                if uniformItemSize {
                    if let uniform {
                        guard size == uniform.size else {
                            throw LayoutError.nonUniformItemSize(section: index, item: item, size: size, expected: uniform.size)
                        }
                    } else {
                        uniform = (size, line.paddedSpread(count: 1, used: size.width, lastWidth: size.width))
                    }
                }
                if elements.count > lineStart, !line.fits(size.width, after: used) {
                    let spread = uniform?.spread ?? line.justifiedSpread(count: elements.count - lineStart, used: used)
                    line.place(&elements, from: lineStart, spread: spread, y: y, height: lineHeight)
                    y += lineHeight + section.lineSpacing
                    lineStart = elements.count
                    used = 0
                    lineHeight = 0
                }
                used += (elements.count > lineStart ? spacing : 0) + size.width
                lineHeight = max(lineHeight, size.height)
                let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
                elements.append(PlacedElement(kind: .cell, section: index, item: item, frame: frame))
            }
            if elements.count > lineStart {
                let spread =
                    uniform?.spread
                    ?? line.paddedSpread(
                        count: elements.count - lineStart, used: used, lastWidth: elements[elements.count - 1].frame.width
                    )
                line.place(&elements, from: lineStart, spread: spread, y: y, height: lineHeight)
                y += lineHeight
            }
            y += inset.bottom

            if section.footerHeight > 0 {
                let frame = Rect(x: 0, y: y, width: contentWidth, height: section.footerHeight)
                elements.append(PlacedElement(kind: .footer, section: index, item: 0, frame: frame))
                y += section.footerHeight
            }
        }
        return CollectionLayoutResult(contentSize: Size(width: contentWidth, height: y), elements: elements)
    }
}
