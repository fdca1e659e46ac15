import Layout
import Spec
import Testing

struct MasonryLayoutTests {
    private let wfHeights: [Double] = [50, 30, 40, 20, 10, 60, 5]

    /// A 3-column waterfall, 320 wide, spacings 10 (item width 100), of `wfHeights`.
    private func waterfall(_ direction: MasonryLayout.ItemRenderDirection) throws -> CollectionLayoutResult {
        let layout = MasonryLayout(width: 320, columns: 3, placement: .waterfall(direction: direction), displayScale: 2)
        return try layout.layout(sections: [LayoutSection(itemCount: wfHeights.count)], sizer: heights([wfHeights]))
    }

    /// WF-1: CHT's defaults are spacings of 10 and 10, `shortestFirst`, no header or footer
    /// insets and no minimum content height.
    @Test func wf1Defaults() {
        let layout = MasonryLayout(width: 320, columns: 2, displayScale: 2)
        #expect(layout.placement == .waterfall(columnSpacing: 10, interitemSpacing: 10, direction: .shortestFirst))
        #expect(layout.headerInset == .zero && layout.footerInset == .zero && layout.minimumContentHeight == 0)
    }

    /// WF-2: item width `floorToPixel((W − CI.left − CI.right − SI.left − SI.right − (n−1)·columnSpacing) / n)`;
    /// x is `SI.left + (itemWidth + columnSpacing)·column`.
    @Test func wf2ItemWidthFloorsToThePixelGrid() throws {
        let sizer = heights([[10, 10, 10]])
        let at2x = try MasonryLayout(width: 375, columns: 3, placement: .waterfall(direction: .leftToRight), displayScale: 2)
            .layout(sections: [LayoutSection(itemCount: 3)], sizer: sizer)
        #expect(at2x.cellFrames().map(\.width) == [118, 118, 118])
        #expect(at2x.cellXs() == [0, 128, 256])
        let at3x = try MasonryLayout(width: 375, columns: 3, placement: .waterfall(direction: .leftToRight), displayScale: 3)
            .layout(sections: [LayoutSection(itemCount: 3)], sizer: sizer)
        #expect(at3x.cellFrames().map(\.width) == Array(repeating: 355.0 / 3, count: 3))
        // The Swift version subtracts the content inset (sectionInsetReference .fromContentInset).
        var proposed: [Double] = []
        let inset = try MasonryLayout(width: 375, contentInset: EdgeInsets(left: 10, right: 10), columns: 3, displayScale: 2)
            .layout(sections: [LayoutSection(itemCount: 1, inset: EdgeInsets(left: 4, right: 6))]) { _, _, width in
                proposed.append(width)
                return Size(width: width, height: 10)
            }
        // (375 − 20 − 10 − 20) / 3 = 108.33… → 108 at @2x.
        #expect(proposed == [108])
        #expect(inset.cellFrames() == [rect(4, 0, 108, 10)])
    }

    /// WF-3: the measured height is floored to the pixel grid.
    @Test func wf3ItemHeightFloorsToThePixelGrid() throws {
        for (scale, expected) in [(2.0, 20.0), (3.0, 61.0 / 3)] {
            let layout = MasonryLayout(width: 200, columns: 1, displayScale: scale)
            let result = try layout.layout(sections: [LayoutSection(itemCount: 1)], sizer: heights([[20.4]]))
            #expect(result.cellFrames()[0].height == expected)
        }
    }

    /// WF-4 `shortestFirst`: each item goes to the shortest column; ties go to the lowest index
    /// (items 0, 1 and 6). Columns grow by `maxY + interitemSpacing`.
    @Test func wf4ShortestFirstBreaksTiesTowardsTheLowestIndex() throws {
        let result = try waterfall(.shortestFirst)
        #expect(
            result.cellFrames() == [
                rect(0, 0, 100, 50), rect(110, 0, 100, 30), rect(220, 0, 100, 40), rect(110, 40, 100, 20),
                rect(220, 50, 100, 10), rect(0, 60, 100, 60), rect(110, 70, 100, 5),
            ])
        // WF-5: the tallest column (130) minus the trailing spacing.
        #expect(result.contentSize == Size(width: 320, height: 120))
    }

    /// WF-4 `leftToRight`: column `item % n`; columns still stack independently.
    @Test func wf4LeftToRight() throws {
        let result = try waterfall(.leftToRight)
        #expect(result.cellXs() == [0, 110, 220, 0, 110, 220, 0])
        #expect(result.cellFrames().map(\.y) == [0, 0, 0, 60, 40, 50, 90])
        #expect(result.contentSize.height == 110)
    }

    /// WF-4 `rightToLeft`: column `(n−1) − item % n`.
    @Test func wf4RightToLeft() throws {
        let result = try waterfall(.rightToLeft)
        #expect(result.cellXs() == [220, 110, 0, 220, 110, 0, 220])
        #expect(result.cellFrames().map(\.y) == [0, 0, 0, 60, 40, 50, 90])
    }

    /// WF-5: `headerInset.top`, header, `headerInset.bottom`, `SI.top`, columns, the tallest column
    /// minus the item spacing, `SI.bottom`, `footerInset.top`, footer, `footerInset.bottom`.
    /// `headerInset.top`, `footerInset.top` and the spacing subtraction apply even to a bare, empty
    /// section.
    @Test func wf5SectionSequence() throws {
        let layout = MasonryLayout(
            width: 300, columns: 2, headerInset: EdgeInsets(top: 5, left: 8, bottom: 3, right: 12),
            footerInset: EdgeInsets(top: 4, left: 1, bottom: 6, right: 2), displayScale: 1
        )
        let sections = [
            LayoutSection(itemCount: 2, inset: EdgeInsets(top: 7, bottom: 9), headerHeight: 20, footerHeight: 15),
            LayoutSection(itemCount: 0),
        ]
        let result = try layout.layout(sections: sections, sizer: heights([[30, 40], []]))
        #expect(
            result.elements == [
                PlacedElement(kind: .header, section: 0, item: 0, frame: rect(8, 5, 280, 20)),
                PlacedElement(kind: .cell, section: 0, item: 0, frame: rect(0, 35, 145, 30)),
                PlacedElement(kind: .cell, section: 0, item: 1, frame: rect(155, 35, 145, 40)),
                PlacedElement(kind: .footer, section: 0, item: 0, frame: rect(1, 88, 297, 15)),
            ])
        // Section 1: 109 + 5 − 10 + 4.
        #expect(result.contentSize == Size(width: 300, height: 108))
    }

    /// WF-6: content size `(W, max(height, minimumContentHeight))`; W is the full width even with
    /// a content inset (the header spans it too).
    @Test func wf6ContentSize() throws {
        let layout = MasonryLayout(
            width: 300, contentInset: EdgeInsets(left: 10, right: 10), columns: 2, minimumContentHeight: 500, displayScale: 2
        )
        let result = try layout.layout(sections: [LayoutSection(itemCount: 1, headerHeight: 10)], sizer: heights([[30]]))
        #expect(result.contentSize == Size(width: 300, height: 500))
        #expect(result.frame(of: .header) == rect(0, 0, 300, 10))
        #expect(result.cellFrames() == [rect(0, 10, 135, 30)])
        let tall = MasonryLayout(width: 300, columns: 1, minimumContentHeight: 20, displayScale: 2)
        #expect(try tall.layout(sections: [LayoutSection(itemCount: 1)], sizer: heights([[30]])).contentSize.height == 30)
    }

    /// KP-2, KP-3, KP-4: columns `W / n` wide with no spacing, round-robin (item 2 goes to column 0
    /// although column 1 is shorter), slots `2·padding + height` tall, cells inset by the padding,
    /// proposed width `columnWidth − 2·padding`.
    @Test func kp4KodecoFrames() throws {
        let layout = MasonryLayout(width: 375, columns: 2, placement: .kodeco(cellPadding: 6), displayScale: 3)
        var proposed: [Double] = []
        let result = try layout.layout(sections: [LayoutSection(itemCount: 3)]) { _, item, width in
            proposed.append(width)
            return Size(width: width, height: [100, 50, 80][item])
        }
        #expect(proposed == [175.5, 175.5, 175.5])
        #expect(result.cellFrames() == [rect(6, 6, 175.5, 100), rect(193.5, 6, 175.5, 50), rect(6, 118, 175.5, 80)])
        #expect(result.contentSize == Size(width: 375, height: 204))
    }

    /// KP-2: the content width subtracts the content inset and the column width is not rounded;
    /// KP-4: neither is the height. KP-1: the 2018 tutorial's padding, 6, is the default.
    @Test func kp2KodecoUnroundedWidthsAndContentInset() throws {
        #expect(MasonryLayout.Placement.kodeco() == .kodeco(cellPadding: 6))
        let layout = MasonryLayout(
            width: 375, contentInset: EdgeInsets(left: 10, right: 11), columns: 3, placement: .kodeco(cellPadding: 8), displayScale: 3
        )
        let result = try layout.layout(sections: [LayoutSection(itemCount: 2)], sizer: heights([[33.3, 10]]))
        let columnWidth = 354.0 / 3
        #expect(result.cellFrames() == [rect(8, 8, columnWidth - 16, 33.3), rect(columnWidth + 8, 8, columnWidth - 16, 10)])
        #expect(result.contentSize == Size(width: 354, height: 16 + 33.3))
    }
}
