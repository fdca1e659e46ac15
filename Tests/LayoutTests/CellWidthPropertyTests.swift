import Layout
import Spec
import Testing

/// A cell's content is laid out in the width its frame gets, in every layout: a width the layout
/// ignores (a list, grid or masonry cell's `width` or `hugsContent`, a header's) is ignored by its
/// content too, never laid out beyond the cell.
struct CellWidthPropertyTests {
    /// The widths a random cell or header asks for: none, narrow, about a column, and far wider
    /// than any screen (a grid cell given `width: 5000` once laid its label out 4,968 pt wide in
    /// a 181.5 pt cell).
    static let askedWidths: [Double?] = [nil, 40, 180, 5_000]

    /// Over seeded random screens of every kind, with random widths and hugging on the cell and
    /// the header template: no label of any cell, header or footer is wider than its element,
    /// nor its text broken at more than the element's width; and where the layout ignores the
    /// cell's width, asking for one changes nothing (the same layout, or the same error).
    @Test(arguments: 0..<RightToLeftLayoutTests.kinds.count)
    func noLabelIsLaidOutWiderThanItsCell(kindIndex: Int) throws {
        let kind = RightToLeftLayoutTests.kinds[kindIndex]
        var laidOut = 0
        for seed in 1...40 {
            var random = SplitMix64(seed: UInt64(seed * 1_000 + kindIndex))
            var (input, width, columns, scale) = RightToLeftLayoutTests.randomScreen(kind: kind, using: &random)
            let plain = input
            input.cell.fixedWidth = Self.askedWidths.randomElement(using: &random)!
            input.cell.hugsContent = Bool.random(using: &random)
            input.supplementary.fixedWidth = Self.askedWidths.randomElement(using: &random)!
            input.supplementary.hugsContent = Bool.random(using: &random)
            let engine = ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer())
            let layout: ScreenLayout
            do {
                layout = try engine.layout(width: width, columns: columns, category: .large, displayScale: scale)
            } catch let error as LayoutError {
                // A flow cell wider than its line, or of another size than a uniform flow's first;
                // padding wider than a column. Where the layout ignores the cell's width, the one
                // it asks for plays no part in the error either.
                if !kind.sizesCellWidths {
                    #expect(throws: error) {
                        try ScreenLayoutEngine(input: plain, measurer: FakeTextMeasurer()).layout(
                            width: width, columns: columns, category: .large, displayScale: scale)
                    }
                }
                continue
            }
            laidOut += 1
            // A hugging flow cell breaks its text at the column's width and is then as wide as
            // the text took; any other element breaks its text at most at its own width.
            let hugs = kind.sizesCellWidths && input.cell.hugsContent && input.cell.fixedWidth == nil
            for element in layout.elements {
                for label in element.content.labels {
                    // Measured widths round up to the pixel grid.
                    #expect(
                        label.frame.width <= element.frame.width + 1 / scale + 1e-6,
                        "seed \(seed): '\(label.text)' \(label.frame.width) pt wide in a \(element.kind) at \(element.frame)")
                    if !(hugs && element.kind == .cell) {
                        #expect(
                            label.layoutWidth <= element.frame.width + 1e-6,
                            "seed \(seed): '\(label.text)' laid out \(label.layoutWidth) pt wide in a \(element.kind) at \(element.frame)")
                    }
                }
            }
            if !kind.sizesCellWidths {
                let unasked = try ScreenLayoutEngine(input: plain, measurer: FakeTextMeasurer()).layout(
                    width: width, columns: columns, category: .large, displayScale: scale)
                #expect(layout == unasked, "seed \(seed): a width the layout ignores changed the layout")
            }
        }
        #expect(laidOut >= 10, "only \(laidOut) of 40 random screens laid out")
    }

    @Test func onlyAFlowLayoutSizesCellsByTheirOwnWidth() {
        #expect(RightToLeftLayoutTests.kinds.filter(\.sizesCellWidths) == [.flow(), .flow(uniformItemSize: true)])
    }
}
