import Layout
import Spec
import Testing

struct FlexibleRowHeightGridLayoutTests {
    /// FRH-14: the worked example, every frame to the point, contentHeight 555.
    @Test func frh14WorkedExample() throws {
        let layout = FlexibleRowHeightGridLayout(width: 375, columns: 2)
        let sections = [
            LayoutSection(itemCount: 3, inset: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10, headerHeight: 100, footerHeight: 100),
            LayoutSection(itemCount: 2, headerHeight: 100, footerHeight: 100),
        ]
        var proposed: [Double] = []
        let result = try layout.layout(sections: sections) { section, item, width in
            proposed.append(width)
            return Size(width: width, height: [[40, 60, 30], [20, 25]][section][item])
        }
        let expected: [PlacedElement] = [
            PlacedElement(kind: .header, section: 0, item: 0, frame: rect(0, 0, 375, 100)),
            PlacedElement(kind: .cell, section: 0, item: 0, frame: rect(10, 110, 172.5, 60)),
            PlacedElement(kind: .cell, section: 0, item: 1, frame: rect(192.5, 110, 172.5, 60)),
            PlacedElement(kind: .cell, section: 0, item: 2, frame: rect(10, 180, 172.5, 30)),
            PlacedElement(kind: .footer, section: 0, item: 0, frame: rect(0, 240, 375, 100)),
            PlacedElement(kind: .header, section: 1, item: 0, frame: rect(0, 330, 375, 100)),
            PlacedElement(kind: .cell, section: 1, item: 0, frame: rect(0, 430, 187.5, 25)),
            PlacedElement(kind: .cell, section: 1, item: 1, frame: rect(187.5, 430, 187.5, 25)),
            PlacedElement(kind: .footer, section: 1, item: 0, frame: rect(0, 455, 375, 100)),
        ]
        #expect(result.elements == expected)
        #expect(result.contentSize == Size(width: 375, height: 555))
        #expect(result.separators.isEmpty)
        // FRH-8: the S0 footer overlaps the S1 header by 10.
        #expect(expected[4].frame.maxY - expected[5].frame.minY == 10)
        #expect(expected[4].frame.intersects(expected[5].frame))
        // The sizer is asked once per item, at the column width (FRH-11).
        #expect(proposed == [172.5, 172.5, 172.5, 187.5, 187.5])
    }

    /// FRH-3: `(W − SI.left − SI.right − s·(n−1) − CI.left − CI.right) / n`, unrounded.
    @Test func frh3ColumnWidthSubtractsInsetsAndSpacingUnrounded() throws {
        let layout = FlexibleRowHeightGridLayout(width: 400, contentInset: EdgeInsets(left: 8, right: 12), columns: 3)
        let section = LayoutSection(itemCount: 3, inset: EdgeInsets(left: 5, right: 7), interitemSpacing: 4)
        // 400 − 5 − 7 − 8 − 8 − 12 = 360; / 3 = 120.
        #expect(layout.columnWidth(for: section) == 120)
        let odd = LayoutSection(itemCount: 1, inset: EdgeInsets(left: 1), interitemSpacing: 0)
        #expect(layout.columnWidth(for: odd) == 379.0 / 3)
        let result = try layout.layout(sections: [odd], sizer: heights([[10]]))
        #expect(result.cellFrames()[0].width == 379.0 / 3)
    }

    /// FRH-4 and FRH-5: column `item % n`, row `item / n`, `x = c·colW + c·s + SI.left`.
    @Test func frh4And5ColumnsAndRowsByIndex() throws {
        let layout = FlexibleRowHeightGridLayout(width: 320, columns: 3)
        let section = LayoutSection(itemCount: 7, inset: EdgeInsets(left: 10, right: 10), interitemSpacing: 15)
        // colW = (320 − 20 − 30) / 3 = 90; x = 10, 115, 220.
        let result = try layout.layout(sections: [section], sizer: heights([[10, 20, 30, 40, 50, 60, 70]]))
        let frames = result.cellFrames()
        #expect(frames.map(\.x) == [10, 115, 220, 10, 115, 220, 10])
        #expect(frames.map(\.y) == [0, 0, 0, 30, 30, 30, 90])
        #expect(frames.allSatisfy { $0.width == 90 })
    }

    /// FRH-6: every cell of a row takes the row's tallest height (the library's own test rows).
    @Test func frh6RowHeightIsTheRowMaximum() throws {
        let layout = FlexibleRowHeightGridLayout(width: 400, columns: 4)
        let rows: [[Double]] = [[1, 2, 3, 4], [5, 8, 7, 6], [12, 9, 10, 11], [13, 14, 16, 15]]
        let result = try layout.layout(sections: [LayoutSection(itemCount: 16)], sizer: heights([rows.flatMap { $0 }]))
        let cellHeights = result.cellFrames().map(\.height)
        #expect(cellHeights == [4, 8, 12, 16].flatMap { Array(repeating: $0, count: 4) })
        #expect(result.cellFrames().map(\.y) == [0, 4, 12, 24].flatMap { Array(repeating: $0, count: 4) })
    }

    /// FRH-7a: the header sits at x 0 with the content width; `L` follows it only after section 0;
    /// a header height of 0 means no header.
    @Test func frh7aHeaderPlacementAndSpacing() throws {
        let layout = FlexibleRowHeightGridLayout(width: 375, contentInset: EdgeInsets(left: 20, right: 15), columns: 1)
        let sections = [
            LayoutSection(itemCount: 1, inset: EdgeInsets(left: 30), lineSpacing: 7, headerHeight: 50),
            LayoutSection(itemCount: 1, inset: EdgeInsets(left: 30), lineSpacing: 9, headerHeight: 40),
            LayoutSection(itemCount: 1, lineSpacing: 5),
        ]
        let result = try layout.layout(sections: sections, sizer: heights([[10], [10], [10]]))
        #expect(result.frame(of: .header, section: 0) == rect(0, 0, 340, 50))
        // Section 0: header 50, no L; cell at 50; y = 50 + 10 + 7 = 67.
        #expect(result.cellFrames(section: 0)[0].y == 50)
        #expect(result.frame(of: .header, section: 1) == rect(0, 67, 340, 40))
        // Section 1: header then L = 9: cell at 67 + 40 + 9 = 116.
        #expect(result.cellFrames(section: 1)[0].y == 116)
        #expect(result.frame(of: .header, section: 2) == nil)
        #expect(result.cellFrames(section: 2)[0] == rect(0, 135, 340, 10))
    }

    /// FRH-7b: `SI.top` is added even to a section with no items.
    @Test func frh7bSectionTopInsetAlwaysApplies() throws {
        let layout = FlexibleRowHeightGridLayout(width: 100, columns: 2)
        let result = try layout.layout(sections: [LayoutSection(itemCount: 0, inset: EdgeInsets(top: 12, bottom: 30))], sizer: heights([[]]))
        #expect(result.elements.isEmpty)
        // FRH-7e: SI.bottom is never added.
        #expect(result.contentSize == Size(width: 100, height: 12))
    }

    /// FRH-7c: a trailing `L` follows the last row, complete or not.
    @Test func frh7cTrailingLineSpacingAfterLastRow() throws {
        let layout = FlexibleRowHeightGridLayout(width: 100, columns: 2)
        let complete = try layout.layout(sections: [LayoutSection(itemCount: 2, lineSpacing: 8)], sizer: heights([[20, 30]]))
        #expect(complete.contentSize.height == 38)
        let incomplete = try layout.layout(sections: [LayoutSection(itemCount: 3, lineSpacing: 8)], sizer: heights([[20, 30, 5]]))
        #expect(incomplete.cellFrames()[2] == rect(0, 38, 50, 5))
        #expect(incomplete.contentSize.height == 51)
    }

    /// FRH-7d and FRH-7e: the footer sits at `y + SI.top + SI.bottom`; `y` grows by its height and,
    /// unless the section is the last, by `L`.
    @Test func frh7dFooterIsShiftedByBothVerticalInsets() throws {
        let layout = FlexibleRowHeightGridLayout(width: 100, columns: 1)
        let sections = [
            LayoutSection(itemCount: 1, inset: EdgeInsets(top: 3, bottom: 4), lineSpacing: 6, footerHeight: 20),
            LayoutSection(itemCount: 0, inset: EdgeInsets(top: 1, bottom: 2), lineSpacing: 6, footerHeight: 20),
        ]
        let result = try layout.layout(sections: sections, sizer: heights([[10], []]))
        // Section 0: y = 3, cell 3…13, y = 19; footer at 19 + 3 + 4 = 26; y = 39 + L = 45.
        #expect(result.frame(of: .footer, section: 0) == rect(0, 26, 100, 20))
        // Section 1: y = 46; footer at 46 + 1 + 2 = 49; y = 66, no L after the last footer.
        #expect(result.frame(of: .footer, section: 1) == rect(0, 49, 100, 20))
        #expect(result.contentSize.height == 66)
        // FRH-8: the last footer extends past the content height.
        #expect(result.frame(of: .footer, section: 1)!.maxY == 69)
    }

    /// FRH-8: the content width excludes the content inset; elements come header, cells, footer.
    @Test func frh8ContentSizeAndElementOrder() throws {
        let layout = FlexibleRowHeightGridLayout(width: 390, contentInset: EdgeInsets(left: 16, right: 16), columns: 2)
        let result = try layout.layout(
            sections: [LayoutSection(itemCount: 2, headerHeight: 1, footerHeight: 1)], sizer: heights([[10, 10]])
        )
        #expect(result.contentSize.width == 358)
        #expect(result.elements.map(\.kind) == [.header, .cell, .cell, .footer])
        #expect(result.cellFrames().map(\.width) == [179, 179])
    }
}
