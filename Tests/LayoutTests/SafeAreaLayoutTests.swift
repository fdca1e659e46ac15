import DynamicType
import Layout
import Spec
import Testing

/// Safe areas as UIKit applies them (docs/layout-rules.md §5, SAFE-1…SAFE-4), in iPhone 16
/// landscape: 852 pt wide, 59 pt safe-area insets left and right, @3x. With
/// ``FakeTextMeasurer`` at 10 pt a character is 5 pt wide and a line 15 pt tall.
@Suite struct SafeAreaLayoutTests {
    static let width = 852.0
    static let safeArea = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    /// SAFE-1: a table insets each row's, header's and footer's content view by the safe area;
    /// the rows and headers themselves span the full width (their backgrounds reach the edges),
    /// and the separators start their 16 pt inset at the content view's leading edge.
    @Test func listInsetsRowContentBySafeArea() throws {
        let layout = try Self.layout(Self.screen(.list(), header: "Header", footer: "Footer"))
        #expect(layout.contentSize == Size(width: 852, height: 23 + 35 + 35 + 23))
        #expect(layout.elements.map(\.frame) == [rect(0, 0, 852, 23), rect(0, 23, 852, 35), rect(0, 58, 852, 35), rect(0, 93, 852, 23)])
        #expect(layout.elements.map { $0.content.size.width } == [852, 852, 852, 852])
        // 59 (safe area) + 16 (padding); 852 − 2 × 59 − 2 × 16 wide.
        #expect(layout.elements.map { $0.content.labels[0].frame.x } == [75, 75, 75, 75])
        #expect(layout.elements.map { $0.content.labels[0].frame.width } == [702, 702, 702, 702])
        #expect(layout.separators == [rect(75, 58 - 1.0 / 3, 777, 1.0 / 3)])
    }

    /// SAFE-1 with `insetsContentViewsToSafeArea: false`: the row content starts at its padding,
    /// under the sensor housing, exactly as without a safe area.
    @Test func listWithoutContentViewInsetsIsUnchanged() throws {
        var input = Self.screen(.list(), header: "Header", footer: nil)
        input.safeArea.insetsContentViewsToSafeArea = false
        let landscape = try Self.layout(input)
        let bare = try Self.layout(input, safeArea: .zero)
        #expect(landscape == bare)
        #expect(landscape.elements.map { $0.content.labels[0].frame.x } == [16, 16, 16])
    }

    /// SAFE-1: a row's content view is inset by the part of the safe area the row covers; a
    /// content inset of 20 leaves 39 of the 59, so the text lands at 20 + 39 + 16 = 75 on screen
    /// as before, and a content inset wider than the safe area leaves none.
    @Test func listContentInsetCoversPartOfTheSafeArea() throws {
        var input = Self.screen(.list(), header: nil, footer: nil)
        input.contentInset = EdgeInsets(left: 20, right: 20)
        let partly = try Self.layout(input)
        #expect(partly.elements.map(\.frame) == [rect(0, 0, 812, 35), rect(0, 35, 812, 35)])
        #expect(partly.elements.map { $0.content.labels[0].frame } == [rect(55, 10, 702, 15), rect(55, 45, 702, 15)])
        input.contentInset = EdgeInsets(left: 70, right: 70)
        let covered = try Self.layout(input)
        #expect(covered.elements.map { $0.content.labels[0].frame.x } == [16, 16])
    }

    /// SAFE-2: `contentInsetAdjustmentBehavior: always` lays a list out between the safe-area
    /// insets: rows, backgrounds and separators start at 59, and the content keeps the full width.
    @Test func listAlwaysAdjustedLiesInsideTheSafeArea() throws {
        var input = Self.screen(.list(), header: "Header", footer: nil)
        input.safeArea.contentInsetAdjustment = .always
        let layout = try Self.layout(input)
        #expect(layout.contentSize.width == 852)
        #expect(layout.elements.map(\.frame) == [rect(59, 0, 734, 23), rect(59, 23, 734, 35), rect(59, 58, 734, 35)])
        #expect(layout.elements.map { $0.content.labels[0].frame.x } == [75, 75, 75])
        #expect(layout.separators == [rect(75, 58 - 1.0 / 3, 718, 1.0 / 3)])
    }

    /// SAFE-2 and SAFE-3 by default: a vertically scrolling collection is not inset sideways, so
    /// flow, grid and masonry layouts are the same with and without a safe area.
    @Test(arguments: [
        ScreenLayoutInput.Kind.flow(), .grid, .masonry(.waterfall()), .masonry(.kodeco()),
    ])
    func collectionsAreNotInsetByDefault(kind: ScreenLayoutInput.Kind) throws {
        let input = Self.screen(kind, header: "Header", footer: "Footer", items: 5)
        let landscape = try Self.layout(input, columns: 2)
        #expect(landscape == (try Self.layout(input, columns: 2, safeArea: .zero)))
        let firstX = landscape.elements.first { $0.kind == .cell }?.frame.x
        #expect(firstX == (kind == .masonry(.kodeco()) ? 16 : 10))  // the section inset (and Kodeco's cell padding) only
    }

    /// SAFE-3: a flow layout's section insets measured from the safe area: items start at
    /// 59 + 10; proposed width `floor((852 − 2 × 69 − 10) / 2)` = 352; headers still span the width
    /// (section insets never move them) and their content is not inset.
    @Test func flowSectionInsetsFromTheSafeArea() throws {
        var input = Self.screen(.flow(), header: "Header", footer: nil, items: 3)
        input.safeArea.sectionInsetReference = .safeArea
        let layout = try Self.layout(input, columns: 2)
        let cells = layout.elements.filter { $0.kind == .cell }
        #expect(cells.map(\.frame.x) == [69, 431, 69])
        #expect(cells.map(\.frame.width) == [352, 352, 352])
        #expect(layout.elements[0].frame == rect(0, 0, 852, 23))
        #expect(layout.elements[0].content.labels[0].frame.x == 16)
        // A content inset past the safe area is the minimum reference: nothing is added.
        input.contentInset = EdgeInsets(left: 60, right: 60)
        let inset = try Self.layout(input, columns: 2)
        input.safeArea.sectionInsetReference = .contentInset
        #expect(inset == (try Self.layout(input, columns: 2)))
    }

    /// SAFE-2 for the custom layouts: with `always`, grid and masonry lay out in 852 − 118 = 734
    /// points from x = 59, headers included.
    @Test func gridAndMasonryAlwaysAdjusted() throws {
        for (kind, xs, itemWidth) in [
            (ScreenLayoutInput.Kind.grid, [69.0, 431, 69], 352.0),  // (734 − 20 − 10) / 2 = 352
            (.masonry(.waterfall()), [69, 431, 69], 352),  // floor((734 − 20 − 10) / 2)
            (.flow(), [69, 431, 69], 352),
        ] {
            var input = Self.screen(kind, header: "Header", footer: nil, items: 3)
            input.safeArea.contentInsetAdjustment = .always
            let layout = try Self.layout(input, columns: 2)
            let cells = layout.elements.filter { $0.kind == .cell }
            #expect(cells.map(\.frame.x) == xs, "\(kind)")
            #expect(cells.map(\.frame.width) == [itemWidth, itemWidth, itemWidth], "\(kind)")
            #expect(layout.elements[0].frame.x == 59 && layout.elements[0].frame.width == 734, "\(kind): the header")
            #expect(layout.contentSize.width == 852, "\(kind)")
        }
    }

    /// SAFE-4: right to left the safe area stays on its physical side. With the housing on the
    /// left only (59 / 0), a row's text spans 75…836 in both directions; the separator keeps its
    /// 16 pt inset at the leading edge of the content view (the right, 836) and reaches the
    /// row's trailing (left) edge. A symmetric landscape list is the mirror image of its
    /// left-to-right layout.
    @Test func rightToLeftKeepsThePhysicalSafeArea() throws {
        let input = Self.screen(.list(), header: nil, footer: nil)
        let oneSided = EdgeInsets(left: 59)
        let ltr = try Self.layout(input, safeArea: oneSided)
        let rtl = try Self.layout(input, safeArea: oneSided, direction: .rightToLeft)
        #expect(ltr.elements.map { $0.content.labels[0].frame } == [rect(75, 10, 761, 15), rect(75, 45, 761, 15)])
        #expect(rtl.elements.map { $0.content.labels[0].frame } == [rect(75, 10, 761, 15), rect(75, 45, 761, 15)])
        #expect(ltr.separators == [rect(75, 35 - 1.0 / 3, 777, 1.0 / 3)])
        #expect(rtl.separators == [rect(0, 35 - 1.0 / 3, 836, 1.0 / 3)])

        let symmetric = try Self.layout(input, direction: .rightToLeft)
        #expect(symmetric == (try Self.layout(input)).mirrored())
        #expect(symmetric.elements.map { $0.content.labels[0].frame.x } == [75, 75])
    }

    // MARK: Helpers

    /// Cells and headers of one 10 pt label with 16 pt side padding (10 above and below in a
    /// cell, 4 in a header); flow, grid and masonry get 10 pt section insets and spacing.
    static func screen(_ kind: ScreenLayoutInput.Kind, header: String?, footer: String?, items: Int = 2) -> ScreenLayoutInput {
        let font = FontChoice.fixed(Font(pointSize: 10))
        let label = TemplateElement.label(LabelTemplate(text: "{text}", font: font))
        let isList: Bool
        if case .list = kind { isList = true } else { isList = false }
        var input = ScreenLayoutInput(
            kind: kind, sectionInset: isList ? .zero : EdgeInsets(all: 10), interitemSpacing: isList ? 0 : 10, lineSpacing: isList ? 0 : 10,
            cell: CellTemplate(padding: EdgeInsets(top: 10, left: 16, bottom: 10, right: 16), stack: StackTemplate(items: [label])),
            sections: [.init(header: header, footer: footer, items: (0..<items).map { ["text": "Item \($0)"] })]
        )
        input.supplementary = CellTemplate(padding: EdgeInsets(top: 4, left: 16, bottom: 4, right: 16), stack: StackTemplate(items: [label]))
        return input
    }

    static func layout(
        _ input: ScreenLayoutInput, columns: Int = 1, safeArea: EdgeInsets = safeArea, direction: LayoutDirection = .leftToRight
    ) throws -> ScreenLayout {
        try ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer()).layout(
            width: width, columns: columns, category: .large, displayScale: 3, direction: direction, safeArea: safeArea)
    }
}
