import Layout
import Spec
import Testing

struct FlowLayoutTests {
    /// A one-section flow layout of `widths` (all `height` tall) with spacing `s`, line width 375.
    private func line375(_ widths: [Double], height: Double = 10, uniform: Bool = false) throws -> CollectionLayoutResult {
        let layout = FlowLayout(width: 375, columns: 3, uniformItemSize: uniform, displayScale: 3)
        let section = LayoutSection(itemCount: widths.count, interitemSpacing: 10, lineSpacing: 10)
        return try layout.layout(sections: [section], sizer: sizes([widths.map { Size(width: $0, height: height) }]))
    }

    /// FLOW-3: `A = W − CI.left − CI.right − SI.left − SI.right`; the proposed width is
    /// `floorToPixel((A − (n−1)·s) / n)` at the display scale.
    @Test func flow3ProposedWidthFloorsToThePixelGrid() throws {
        let section = LayoutSection(itemCount: 1, interitemSpacing: 10)
        var proposed: [Double] = []
        let sizer: ItemSizer = { _, _, width in
            proposed.append(width)
            return Size(width: width, height: 10)
        }
        _ = try FlowLayout(width: 375, columns: 3, displayScale: 3).layout(sections: [section], sizer: sizer)
        _ = try FlowLayout(width: 375, columns: 3, displayScale: 2).layout(sections: [section], sizer: sizer)
        let inset = LayoutSection(itemCount: 1, inset: EdgeInsets(left: 5, right: 15))
        _ = try FlowLayout(width: 400, contentInset: EdgeInsets(left: 10, right: 10), columns: 2, displayScale: 2)
            .layout(sections: [inset], sizer: sizer)
        // 355 / 3 is on the @3x grid; @2x it floors to 118; A = 400 − 20 − 20 = 360 → 180.
        #expect(proposed == [355.0 / 3, 118, 180])
    }

    /// FLOW-3 and FLOW-4: `n` proposed widths fit on one line even when their sum exceeds `A` by
    /// a rounding error (A = 100, s = 10, n = 3 at @3x: 26.666…7 × 3 + 20 = 100 + 1.4e-14).
    @Test func flow4ColumnsOfProposedWidthShareALine() throws {
        let layout = FlowLayout(width: 100, columns: 3, displayScale: 3)
        let section = LayoutSection(itemCount: 6, interitemSpacing: 10)
        let result = try layout.layout(sections: [section], sizer: heights([Array(repeating: 10, count: 6)]))
        #expect(result.cellFrames().map(\.y) == [0, 0, 0, 10, 10, 10])
        // An item exactly as wide as the line fits.
        let full = try layout.layout(sections: [LayoutSection(itemCount: 1)], sizer: sizes([[Size(width: 100, height: 5)]]))
        #expect(full.cellFrames() == [rect(0, 0, 100, 5)])
    }

    /// FLOW-4: items join a line while `used + s + w ≤ A`, so the count varies from line to line.
    /// FLOW-5 spreads each full line; the last line (one 300-wide item) cannot pad and centers.
    @Test func flow4LineBreaking() throws {
        let layout = FlowLayout(width: 320, columns: 3, displayScale: 2)
        let section = LayoutSection(itemCount: 7, inset: EdgeInsets(left: 20), interitemSpacing: 10, lineSpacing: 5)
        let widths: [Double] = [100, 100, 100, 50, 200, 90, 300]
        let result = try layout.layout(sections: [section], sizer: sizes([widths.map { Size(width: $0, height: 10) }]))
        let frames = result.cellFrames()
        #expect(frames.map(\.y) == [0, 0, 15, 15, 30, 30, 45])
        // Gaps: 10 + 90 = 100; 10 + 140 = 150; exact fit 10; single item centered at 20 + 0.
        #expect(frames.map(\.x) == [20, 220, 20, 270, 20, 230, 20])
        #expect(result.contentSize == Size(width: 320, height: 55))
    }

    /// FLOW-5: `gap = s + leftover / (k − 1)`; an exactly full line keeps `gap = s`.
    @Test func flow5JustificationWidensGaps() throws {
        let result = try line375([100, 100, 100, 165, 200])
        // Line 1: leftover 375 − 320 = 55, gap 37.5. Line 2: 165 + 10 + 200 = 375 exactly.
        #expect(result.cellXs() == [0, 137.5, 275, 0, 175])
    }

    /// FLOW-6 worked example: A = 375, self-sized items 187.5 wide, s = 10: one item per line,
    /// centered at 93.75, the last line included.
    @Test(arguments: [false, true]) func flow6SingleItemLinesAreCentered(uniform: Bool) throws {
        let result = try line375([187.5, 187.5, 187.5], height: 50, uniform: uniform)
        #expect(result.cellFrames() == [rect(93.75, 0, 187.5, 50), rect(93.75, 60, 187.5, 50), rect(93.75, 120, 187.5, 50)])
    }

    /// FLOW-7a worked example: A = 375, w = 110, s = 10: full rows at 0, 132.5, 265; a last row
    /// of 1 at 0, of 2 at 0 and 132.5. Per-item sizes that happen to be equal give the same (7b).
    @Test(arguments: [true, false]) func flow7aLastRowReusesFullRowPositions(uniform: Bool) throws {
        let four = try line375(Array(repeating: 110, count: 4), uniform: uniform)
        #expect(four.cellXs() == [0, 132.5, 265, 0])
        #expect(four.cellFrames().map(\.y) == [0, 0, 0, 20])
        let five = try line375(Array(repeating: 110, count: 5), uniform: uniform)
        #expect(five.cellXs() == [0, 132.5, 265, 0, 132.5])
    }

    /// FLOW-7b: the last line is padded with copies of its last item; a lone narrow item sits at
    /// the left, a lone wide one (no copy fits) is centered.
    @Test func flow7bLastLineIsPaddedWithCopiesOfItsLastItem() throws {
        // Line 1: 200 + 10 + 150 = 360, gap 10 + 15 = 25.
        let narrow = try line375([200, 150, 80])
        #expect(narrow.cellXs() == [0, 225, 0])
        let wide = try line375([200, 150, 200])
        #expect(wide.cellXs() == [0, 225, 87.5])
        // Last line [50, 100] plus one copy of 100: used 270, gap 10 + 105 / 2 = 62.5.
        let padded = try line375([200, 150, 50, 100])
        #expect(padded.cellXs() == [0, 225, 0, 112.5])
        // The same two items on a line that is not the last are justified instead.
        let justified = try line375([200, 150, 50, 100, 300])
        #expect(justified.cellXs() == [0, 225, 0, 275, 37.5])
    }

    /// FLOW-8: a line is as tall as its tallest item and centers the others vertically, so the
    /// visible gap between lines of mixed heights exceeds `L` (the "jarring" row).
    @Test func flow8MixedHeightsAreCenteredInTheirLine() throws {
        let layout = FlowLayout(width: 375, columns: 3, displayScale: 3)
        let section = LayoutSection(itemCount: 5, interitemSpacing: 10, lineSpacing: 10)
        let result = try layout.layout(sections: [section], sizer: sizes([[40, 100, 60, 30, 30].map { Size(width: 110, height: $0) }]))
        let frames = result.cellFrames()
        #expect(
            frames == [
                rect(0, 30, 110, 40), rect(132.5, 0, 110, 100), rect(265, 20, 110, 60),
                rect(0, 110, 110, 30), rect(132.5, 110, 110, 30),
            ])
        #expect(frames[3].minY - frames[0].maxY == 40)
        #expect(result.contentSize.height == 140)
    }

    /// FLOW-9 and FLOW-10: header at the section top (content width), `SI.top`, lines separated by
    /// `L` only, `SI.bottom`, footer, and the next section directly below. An empty section still
    /// takes its vertical insets.
    @Test func flow9And10SectionSequence() throws {
        let layout = FlowLayout(width: 375, columns: 3, uniformItemSize: true, displayScale: 3)
        let sections = [
            LayoutSection(
                itemCount: 2, inset: EdgeInsets(top: 5, left: 10, bottom: 7, right: 10), interitemSpacing: 10, lineSpacing: 4,
                headerHeight: 30, footerHeight: 25
            ),
            LayoutSection(itemCount: 4, interitemSpacing: 10, lineSpacing: 4, headerHeight: 10),
            LayoutSection(itemCount: 0, inset: EdgeInsets(top: 3, bottom: 4)),
        ]
        let result = try layout.layout(sections: sections, sizer: { _, _, _ in Size(width: 110, height: 20) })
        #expect(result.frame(of: .header, section: 0) == rect(0, 0, 375, 30))
        // A = 355: last line padded to 3 items, leftover 5, gap 12.5.
        #expect(result.cellFrames(section: 0) == [rect(10, 35, 110, 20), rect(132.5, 35, 110, 20)])
        #expect(result.frame(of: .footer, section: 0) == rect(0, 62, 375, 25))
        #expect(result.frame(of: .header, section: 1) == rect(0, 87, 375, 10))
        #expect(result.cellFrames(section: 1).map(\.y) == [97, 97, 97, 121])
        #expect(result.elements.map(\.kind) == [.header, .cell, .cell, .footer, .header, .cell, .cell, .cell, .cell])
        // FLOW-11: 141 + the empty section's 3 + 4.
        #expect(result.contentSize == Size(width: 375, height: 148))
    }

    /// FLOW-10: headers and footers span the content width, which excludes the content inset.
    @Test func flow10HeaderSpansTheContentWidth() throws {
        let layout = FlowLayout(width: 375, contentInset: EdgeInsets(left: 10, right: 10), columns: 2, displayScale: 2)
        let section = LayoutSection(itemCount: 1, inset: EdgeInsets(left: 20, right: 20), headerHeight: 40, footerHeight: 40)
        let result = try layout.layout(sections: [section], sizer: heights([[10]]))
        #expect(result.frame(of: .header) == rect(0, 0, 355, 40))
        #expect(result.frame(of: .footer) == rect(0, 50, 355, 40))
        #expect(result.contentSize == Size(width: 355, height: 90))
        // A = 315, proposed 157.5; a lone last item with one copy fitting starts at SI.left.
        #expect(result.cellFrames() == [rect(20, 40, 157.5, 10)])
    }
}
