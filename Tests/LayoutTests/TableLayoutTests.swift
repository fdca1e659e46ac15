import Layout
import Spec
import Testing

struct TableLayoutTests {
    /// TV-1 and TV-3: every row takes its own fitting height at the table width, rows stack with no
    /// gaps, and headers and footers span the same width. TV-2: no estimates, every row measured.
    @Test func tv3RowsStackWithoutGaps() throws {
        let layout = TableLayout(width: 375, displayScale: 3)
        let sections = [
            LayoutSection(itemCount: 3, headerHeight: 28, footerHeight: 20),
            LayoutSection(itemCount: 1),
        ]
        var calls: [[Double]] = []
        let result = try layout.layout(sections: sections) { section, item, width in
            calls.append([Double(section), Double(item), width])
            return Size(width: width, height: [[44, 60.5, 44], [50]][section][item])
        }
        #expect(calls == [[0, 0, 375], [0, 1, 375], [0, 2, 375], [1, 0, 375]])
        #expect(
            result.elements == [
                PlacedElement(kind: .header, section: 0, item: 0, frame: rect(0, 0, 375, 28)),
                PlacedElement(kind: .cell, section: 0, item: 0, frame: rect(0, 28, 375, 44)),
                PlacedElement(kind: .cell, section: 0, item: 1, frame: rect(0, 72, 375, 60.5)),
                PlacedElement(kind: .cell, section: 0, item: 2, frame: rect(0, 132.5, 375, 44)),
                PlacedElement(kind: .footer, section: 0, item: 0, frame: rect(0, 176.5, 375, 20)),
                PlacedElement(kind: .cell, section: 1, item: 0, frame: rect(0, 196.5, 375, 50)),
            ])
        #expect(result.contentSize == Size(width: 375, height: 246.5))
    }

    /// Separators: a hairline (1 / scale tall) along the bottom inside every row but the last of
    /// its section, from `separatorInsetLeft` (default 16) to the right edge.
    @Test func separatorsAreHairlinesInsideAllButTheLastRow() throws {
        let layout = TableLayout(width: 375, displayScale: 3)
        let sections = [LayoutSection(itemCount: 3), LayoutSection(itemCount: 1), LayoutSection(itemCount: 2)]
        let result = try layout.layout(sections: sections, sizer: heights([[44, 60.5, 44], [50], [30, 30]]))
        let hairline = 1.0 / 3
        #expect(
            result.separators == [
                rect(16, 44 - hairline, 359, hairline),
                rect(16, 104.5 - hairline, 359, hairline),
                rect(16, 228.5 - hairline, 359, hairline),
            ])
    }

    /// Separators follow the content width and a custom inset; at @2x a hairline is half a point.
    @Test func separatorInsetAndScale() throws {
        let layout = TableLayout(width: 375, contentInset: EdgeInsets(left: 16, right: 16), separatorInsetLeft: 0, displayScale: 2)
        let result = try layout.layout(sections: [LayoutSection(itemCount: 2)], sizer: heights([[44, 44]]))
        #expect(result.cellFrames() == [rect(0, 0, 343, 44), rect(0, 44, 343, 44)])
        #expect(result.separators == [rect(0, 43.5, 343, 0.5)])
        #expect(result.contentSize == Size(width: 343, height: 88))
    }

    /// A table has no section insets or item spacing: those fields do not move rows.
    @Test func sectionInsetsAndSpacingsAreIgnored() throws {
        let layout = TableLayout(width: 320, displayScale: 2)
        let plain = try layout.layout(sections: [LayoutSection(itemCount: 2)], sizer: heights([[10, 20]]))
        let spaced = try layout.layout(
            sections: [LayoutSection(itemCount: 2, inset: EdgeInsets(all: 30), interitemSpacing: 8, lineSpacing: 9)],
            sizer: heights([[10, 20]])
        )
        #expect(plain == spaced)
    }

    /// TV-5: `style: plain` also draws a separator under each section's last row.
    @Test func plainStyleSeparatesEveryRow() throws {
        let layout = TableLayout(width: 375, displayScale: 2, style: .plain)
        let result = try layout.layout(sections: [LayoutSection(itemCount: 2), LayoutSection(itemCount: 1)], sizer: heights([[44, 44], [50]]))
        #expect(result.separators == [rect(16, 43.5, 359, 0.5), rect(16, 87.5, 359, 0.5), rect(16, 137.5, 359, 0.5)])
        #expect(result.contentSize == Size(width: 375, height: 138))
    }

    /// TV-6: grouped sections have 20 pt above each (above the header) and below the last, and no
    /// separator under a section's last row.
    @Test func groupedSectionsAreSpaced() throws {
        let layout = TableLayout(width: 375, displayScale: 2, style: .grouped)
        let sections = [LayoutSection(itemCount: 2, headerHeight: 30), LayoutSection(itemCount: 1, footerHeight: 10)]
        let result = try layout.layout(sections: sections, sizer: heights([[44, 44], [44]]))
        #expect(
            result.elements.map(\.frame) == [
                rect(0, 20, 375, 30), rect(0, 50, 375, 44), rect(0, 94, 375, 44), rect(0, 158, 375, 44), rect(0, 202, 375, 10),
            ])
        #expect(result.separators == [rect(16, 93.5, 359, 0.5)])
        #expect(result.contentSize == Size(width: 375, height: 232))
    }

    /// TV-6: an inset-grouped section is `groupInset` in from each side: rows, headers and the
    /// separators (16 pt inside the section) move and narrow with it; the content keeps the full width.
    @Test func insetGroupedSectionsAreInset() throws {
        let layout = TableLayout(width: 390, displayScale: 3, style: .insetGrouped, groupInset: EdgeInsets(left: 16, right: 16))
        var widths: [Double] = []
        let result = try layout.layout(sections: [LayoutSection(itemCount: 2, headerHeight: 30)]) { _, _, width in
            widths.append(width)
            return Size(width: width, height: 44)
        }
        #expect(widths == [358, 358])
        #expect(result.elements.map(\.frame) == [rect(16, 20, 358, 30), rect(16, 50, 358, 44), rect(16, 94, 358, 44)])
        #expect(result.separators == [rect(32, 94 - 1.0 / 3, 342, 1.0 / 3)])
        #expect(result.contentSize.width == 390)
        #expect(throws: LayoutError.self) {
            try TableLayout(width: 30, displayScale: 3, style: .insetGrouped, groupInset: EdgeInsets(left: 16, right: 16))
                .layout(sections: [LayoutSection(itemCount: 1)], sizer: heights([[44]]))
        }
    }
}
