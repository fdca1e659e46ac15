import Layout
import Spec
import Testing

/// Impossible geometry throws a ``LayoutError`` instead of producing a negative frame.
struct LayoutErrorTests {
    private let one = [LayoutSection(itemCount: 1)]
    private let tall: ItemSizer = { _, _, width in Size(width: width, height: 10) }

    /// Every layout, configured alike where the parameters allow.
    private func layouts(width: Double = 375, contentInset: EdgeInsets = .zero, columns: Int = 2, displayScale: Double = 2)
        -> [(String, ([LayoutSection], ItemSizer) throws -> CollectionLayoutResult)]
    {
        let grid = FlexibleRowHeightGridLayout(width: width, contentInset: contentInset, columns: columns)
        let flow = FlowLayout(width: width, contentInset: contentInset, columns: columns, displayScale: displayScale)
        let table = TableLayout(width: width, contentInset: contentInset, displayScale: displayScale)
        let waterfall = MasonryLayout(width: width, contentInset: contentInset, columns: columns, displayScale: displayScale)
        let kodeco = MasonryLayout(width: width, contentInset: contentInset, columns: columns, placement: .kodeco(), displayScale: displayScale)
        return [
            ("grid", { try grid.layout(sections: $0, sizer: $1) }),
            ("flow", { try flow.layout(sections: $0, sizer: $1) }),
            ("table", { try table.layout(sections: $0, sizer: $1) }),
            ("waterfall", { try waterfall.layout(sections: $0, sizer: $1) }),
            ("kodeco", { try kodeco.layout(sections: $0, sizer: $1) }),
        ]
    }

    /// The error `body` throws, if it is a ``LayoutError``.
    private func layoutError(_ body: () throws -> CollectionLayoutResult) -> LayoutError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? LayoutError
        }
    }

    @Test func negativeLengthsInEveryLayout() {
        let sections = [LayoutSection(itemCount: 1), LayoutSection(itemCount: 1, lineSpacing: -1)]
        for (name, layout) in layouts() {
            #expect(layoutError { try layout(sections, tall) } == .invalidLength(name: "sections[1].lineSpacing", value: -1), "\(name)")
            #expect(
                layoutError { try layout([LayoutSection(itemCount: 0, inset: EdgeInsets(bottom: -2))], tall) }
                    == .invalidLength(name: "sections[0].inset.bottom", value: -2), "\(name)"
            )
            #expect(layoutError { try layout(one, tall) } == nil, "\(name)")
        }
        for (name, layout) in layouts(contentInset: EdgeInsets(left: -3)) {
            #expect(layoutError { try layout(one, tall) } == .invalidLength(name: "contentInset.left", value: -3), "\(name)")
        }
    }

    @Test func nonFiniteLengths() {
        for (name, layout) in layouts(width: .nan) {
            let error = layoutError { try layout(one, tall) }
            guard case .invalidLength(let parameter, let value) = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
            #expect(parameter == "width" && value.isNaN, "\(name)")
        }
        for (name, layout) in layouts() {
            let sections = [LayoutSection(itemCount: 1, headerHeight: .infinity)]
            #expect(layoutError { try layout(sections, tall) } == .invalidLength(name: "sections[0].headerHeight", value: .infinity), "\(name)")
        }
    }

    @Test func negativeLayoutParameters() {
        let table = TableLayout(width: 375, separatorInsetLeft: -1, displayScale: 2)
        #expect(layoutError { try table.layout(sections: one, sizer: tall) } == .invalidLength(name: "separatorInsetLeft", value: -1))
        let masonry = MasonryLayout(width: 375, columns: 2, displayScale: 2)
        func with(_ change: (inout MasonryLayout) -> Void) -> MasonryLayout {
            var layout = masonry
            change(&layout)
            return layout
        }
        let cases: [(MasonryLayout, LayoutError)] = [
            (with { $0.placement = .waterfall(columnSpacing: -1) }, .invalidLength(name: "columnSpacing", value: -1)),
            (with { $0.placement = .waterfall(interitemSpacing: -2) }, .invalidLength(name: "interitemSpacing", value: -2)),
            (with { $0.placement = .kodeco(cellPadding: -3) }, .invalidLength(name: "cellPadding", value: -3)),
            (with { $0.headerInset.top = -4 }, .invalidLength(name: "headerInset.top", value: -4)),
            (with { $0.footerInset.right = -5 }, .invalidLength(name: "footerInset.right", value: -5)),
            (with { $0.minimumContentHeight = -6 }, .invalidLength(name: "minimumContentHeight", value: -6)),
        ]
        for (layout, expected) in cases {
            #expect(layoutError { try layout.layout(sections: one, sizer: tall) } == expected)
        }
    }

    @Test func invalidDisplayScale() {
        for scale in [0.0, -2] {
            for (name, layout) in layouts(displayScale: scale) where name != "grid" {
                #expect(layoutError { try layout(one, tall) } == .invalidDisplayScale(scale), "\(name)")
            }
        }
    }

    /// FRH-2 falls back to 2 columns; every column layout here rejects the count instead.
    @Test func invalidColumnCount() {
        for columns in [0, -2] {
            for (name, layout) in layouts(columns: columns) where name != "table" {
                #expect(layoutError { try layout(one, tall) } == .invalidColumnCount(columns), "\(name)")
            }
        }
    }

    @Test func negativeItemCount() {
        for (name, layout) in layouts() {
            #expect(layoutError { try layout([LayoutSection(itemCount: -1)], tall) } == .negativeItemCount(section: 0, itemCount: -1), "\(name)")
        }
    }

    @Test func insetsWiderThanTheWidth() {
        for (name, layout) in layouts(width: 100, contentInset: EdgeInsets(left: 60, right: 50)) {
            let expected = LayoutError.insetsExceedWidth(what: "contentInset.left + contentInset.right", insets: 110, width: 100)
            #expect(layoutError { try layout(one, tall) } == expected, "\(name)")
        }
        let sections = [LayoutSection(itemCount: 1, inset: EdgeInsets(left: 30, right: 20))]
        let what = "contentInset.left + contentInset.right + sections[0].inset.left + sections[0].inset.right"
        for (name, layout) in layouts(width: 100, contentInset: EdgeInsets(left: 30, right: 30)) where name != "table" {
            #expect(layoutError { try layout(sections, tall) } == .insetsExceedWidth(what: what, insets: 110, width: 100), "\(name)")
        }
        let table = TableLayout(width: 375, contentInset: EdgeInsets(left: 20, right: 20), separatorInsetLeft: 400, displayScale: 2)
        #expect(
            layoutError { try table.layout(sections: one, sizer: tall) }
                == .insetsExceedWidth(what: "separatorInsetLeft", insets: 400, width: 335)
        )
        let header = MasonryLayout(width: 100, columns: 1, headerInset: EdgeInsets(left: 60, right: 50), displayScale: 2)
        #expect(
            layoutError { try header.layout(sections: [LayoutSection(itemCount: 1, headerHeight: 10)], sizer: tall) }
                == .insetsExceedWidth(what: "headerInset.left + headerInset.right", insets: 110, width: 100)
        )
        // Without a header the header inset is harmless.
        #expect(layoutError { try header.layout(sections: one, sizer: tall) } == nil)
        let footer = MasonryLayout(width: 100, columns: 1, footerInset: EdgeInsets(left: 101), displayScale: 2)
        #expect(
            layoutError { try footer.layout(sections: [LayoutSection(itemCount: 0, footerHeight: 10)], sizer: tall) }
                == .insetsExceedWidth(what: "footerInset.left + footerInset.right", insets: 101, width: 100)
        )
        let padded = MasonryLayout(width: 100, columns: 2, placement: .kodeco(cellPadding: 30), displayScale: 2)
        #expect(
            layoutError { try padded.layout(sections: one, sizer: tall) }
                == .insetsExceedWidth(what: "2 × cellPadding in section 0", insets: 60, width: 50)
        )
    }

    @Test func columnsDoNotFit() {
        let sections = [LayoutSection(itemCount: 1, interitemSpacing: 60)]
        let expected = LayoutError.columnsDoNotFit(section: 0, columns: 3, spacing: 60, availableWidth: 100)
        let grid = FlexibleRowHeightGridLayout(width: 100, columns: 3)
        #expect(layoutError { try grid.layout(sections: sections, sizer: tall) } == expected)
        let flow = FlowLayout(width: 100, columns: 3, displayScale: 2)
        #expect(layoutError { try flow.layout(sections: sections, sizer: tall) } == expected)
        let waterfall = MasonryLayout(width: 100, columns: 3, placement: .waterfall(columnSpacing: 60), displayScale: 2)
        #expect(layoutError { try waterfall.layout(sections: one, sizer: tall) } == expected)
        // Exactly filling the width with spacing leaves zero-width columns, which is valid.
        #expect(layoutError { try grid.layout(sections: [LayoutSection(itemCount: 1, interitemSpacing: 50)], sizer: tall) } == nil)
    }

    /// FLOW-3: an item wider than `A` is undefined in UIKit, an error here.
    @Test func itemWiderThanLine() {
        let flow = FlowLayout(width: 375, contentInset: EdgeInsets(left: 10, right: 10), columns: 1, displayScale: 2)
        let sections = [LayoutSection(itemCount: 2, inset: EdgeInsets(left: 5, right: 5))]
        #expect(
            layoutError { try flow.layout(sections: sections, sizer: sizes([[Size(width: 345, height: 1), Size(width: 345.5, height: 1)]])) }
                == .itemWiderThanLine(section: 0, item: 1, itemWidth: 345.5, lineWidth: 345)
        )
    }

    @Test func invalidItemSizes() {
        for (name, layout) in layouts() {
            for bad in [Size(width: 10, height: -1), Size(width: -1, height: 10), Size(width: 10, height: .infinity)] {
                #expect(layoutError { try layout(one, { _, _, _ in bad }) } == .invalidItemSize(section: 0, item: 0, size: bad), "\(name)")
            }
            let error = layoutError { try layout(one, { _, _, _ in Size(width: 10, height: .nan) }) }
            guard case .invalidItemSize(let section, let item, let size) = error else {
                Issue.record("\(name): \(String(describing: error))")
                continue
            }
            #expect(section == 0 && item == 0 && size.height.isNaN, "\(name)")
        }
    }

    /// FLOW-7a assumes one size for every item; a different size is an error, not a silent overlap.
    @Test func nonUniformItemSize() {
        let flow = FlowLayout(width: 375, columns: 3, uniformItemSize: true, displayScale: 2)
        let sizer = sizes([[Size(width: 100, height: 20), Size(width: 100, height: 20), Size(width: 100, height: 21)]])
        #expect(
            layoutError { try flow.layout(sections: [LayoutSection(itemCount: 3)], sizer: sizer) }
                == .nonUniformItemSize(section: 0, item: 2, size: Size(width: 100, height: 21), expected: Size(width: 100, height: 20))
        )
    }

    /// Errors from the sizer propagate unchanged, and no later item is measured.
    @Test func sizerErrorsPropagate() {
        struct MeasureFailure: Error, Equatable {}
        for (name, layout) in layouts() {
            var measured = 0
            #expect(throws: MeasureFailure(), "\(name)") {
                try layout([LayoutSection(itemCount: 3)]) { _, item, _ in
                    measured += 1
                    if item == 1 { throw MeasureFailure() }
                    return Size(width: 1, height: 1)
                }
            }
            #expect(measured == 2, "\(name)")
        }
    }

    @Test func descriptionsNameTheValueAndWhatIsValid() {
        #expect(
            LayoutError.invalidLength(name: "sections[1].lineSpacing", value: -1).description
                == "sections[1].lineSpacing is -1.0; it must be a finite number of points, 0 or more")
        #expect(LayoutError.invalidColumnCount(0).description == "columns is 0; a layout needs at least 1 column")
        #expect(LayoutError.invalidDisplayScale(0).description.contains("above 0"))
        #expect(LayoutError.negativeItemCount(section: 2, itemCount: -1).description == "section 2 has itemCount -1; it must be 0 or more")
        #expect(
            LayoutError.insetsExceedWidth(what: "separatorInsetLeft", insets: 400, width: 335).description
                == "separatorInsetLeft: 400.0 pt, more than the 335.0 pt available; at most 335.0 pt fits")
        #expect(
            LayoutError.columnsDoNotFit(section: 0, columns: 3, spacing: 60, availableWidth: 100).description
                == "section 0: 3 columns with spacing 60.0 need 120.0 pt between columns, more than the 100.0 pt left after insets; "
                + "use fewer columns or a spacing of at most 50.0 pt")
        #expect(LayoutError.itemWiderThanLine(section: 0, item: 1, itemWidth: 345.5, lineWidth: 345).description.contains("FLOW-3"))
        #expect(
            LayoutError.invalidItemSize(section: 1, item: 2, size: Size(width: 3, height: -1)).description
                == "section 1 item 2: the sizer returned 3.0 x -1.0; both width and height must be finite and 0 or more")
        #expect(
            LayoutError.nonUniformItemSize(section: 0, item: 2, size: Size(width: 1, height: 2), expected: Size(width: 1, height: 1))
                .description.contains("uniformItemSize"))
    }
}
