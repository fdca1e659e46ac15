import DynamicType
import Layout
import Spec
import Testing

/// Right-to-left screens (``ScreenLayout/mirrored()``), rule by rule against the left-to-right
/// layout of the same input, measured with ``FakeTextMeasurer`` (a 10 pt character is 5 pt wide, a
/// line 15 pt tall). The content of a list, flow or grid is `W − CI.left − CI.right` wide, and a
/// mirrored frame is `x' = contentSize.width − x − w`.
struct RightToLeftLayoutTests {
    // MARK: Stacks and padding

    /// A horizontal stack lays out from the leading (right) edge: the image that comes first is
    /// rightmost, the label to its left, the spacing between them kept.
    @Test func horizontalStackOrderIsReversed() throws {
        let (ltr, rtl) = try both(list(cell: CellTemplate(stack: hstack(spacing: 10, [image(30, 30), label("abcd")]))), width: 200)
        #expect(ltr.cell.content.images == [rect(0, 0, 30, 30)])
        #expect(ltr.cell.content.labels.map(\.frame) == [rect(40, 0, 20, 15)])
        #expect(rtl.cell.content.images == [rect(170, 0, 30, 30)])
        #expect(rtl.cell.content.labels.map(\.frame) == [rect(140, 0, 20, 15)])  // 200 − 40 − 20
        #expect(rtl.cell.content.labels[0].frame.maxX + 10 == rtl.cell.content.images[0].minX)
    }

    /// Padding written left 4, right 20 means leading 4, trailing 20: right to left, the label
    /// starts 20 from the left edge and ends 4 from the right edge.
    @Test func asymmetricPaddingSwapsSides() throws {
        let template = CellTemplate(padding: EdgeInsets(top: 0, left: 4, bottom: 0, right: 20), stack: vstack([label("abcd")]))
        let (ltr, rtl) = try both(list(cell: template), width: 200)
        #expect(ltr.cell.content.labels.map(\.frame) == [rect(4, 0, 176, 15)])
        #expect(rtl.cell.content.labels.map(\.frame) == [rect(20, 0, 176, 15)])
    }

    /// A vertical stack's `leading` alignment puts children at the right edge, `trailing` at the
    /// left, and `center` keeps them centred.
    @Test(arguments: [(StackAlignment.leading, 0.0, 180.0), (.trailing, 180, 0), (.center, 90, 90)])
    func verticalStackAlignmentFollowsTheLeadingEdge(alignment: StackAlignment, ltrX: Double, rtlX: Double) throws {
        let (ltr, rtl) = try both(list(cell: CellTemplate(stack: vstack(alignment: alignment, [label("abcd")]))), width: 200)
        #expect(ltr.cell.content.labels.map(\.frame) == [rect(ltrX, 0, 20, 15)])
        #expect(rtl.cell.content.labels.map(\.frame) == [rect(rtlX, 0, 20, 15)])
    }

    /// Every label of a right-to-left screen is marked right to left, so the renderer aligns
    /// natural text to the right; left to right they stay left to right.
    @Test func labelsCarryTheLayoutDirection() throws {
        let (ltr, rtl) = try both(list(cell: CellTemplate(stack: hstack([label("ab"), label("cd")]))), width: 200)
        #expect(ltr.direction == .leftToRight && rtl.direction == .rightToLeft)
        #expect(ltr.cell.content.labels.map(\.layoutDirection) == [.leftToRight, .leftToRight])
        #expect(rtl.cell.content.labels.map(\.layoutDirection) == [.rightToLeft, .rightToLeft])
    }

    // MARK: Collection layouts fill from the right

    /// Flow, 3 columns of 100 pt in 300 pt: item 0 at the right, item 2 at the left; the fourth
    /// item starts the second line at the right (FLOW-7b's padded last line, mirrored).
    @Test func flowFillsLinesFromTheRight() throws {
        let (ltr, rtl) = try both(screen(.flow(), items: 4), width: 300, columns: 3)
        #expect(ltr.cellXs == [0, 100, 200, 0])
        #expect(rtl.cellXs == [200, 100, 0, 200])
    }

    /// FlexibleRowHeightGridLayout, 3 columns: column c lands at `W − (c + 1)·colW`.
    @Test func gridFillsRowsFromTheRight() throws {
        let (ltr, rtl) = try both(screen(.grid, items: 4), width: 300, columns: 3)
        #expect(ltr.cellXs == [0, 100, 200, 0])
        #expect(rtl.cellXs == [200, 100, 0, 200])
    }

    /// Waterfall, 3 columns of 100 pt with 10 pt spacing in 320 pt: items 0–2 fill columns from
    /// the right; item 3 goes to the shortest column, item 0's (one line), which is now the
    /// rightmost; the heights are the left-to-right ones.
    @Test func masonryPlacesTheShortestColumnMirrored() throws {
        let texts = ["a", "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii", "aaaa bbbb cccc dddd eeee", "a"]
        let (ltr, rtl) = try both(screen(.masonry(.waterfall()), texts: texts), width: 320, columns: 3)
        #expect(ltr.cellXs == [0, 110, 220, 0])
        #expect(rtl.cellXs == [220, 110, 0, 220])
        #expect(rtl.cells.map(\.frame.y) == ltr.cells.map(\.frame.y))
        #expect(rtl.cells.map(\.frame.height) == ltr.cells.map(\.frame.height))
    }

    /// Kodeco masonry mirrors within its content width like the others.
    @Test func kodecoMasonryFillsFromTheRight() throws {
        let (ltr, rtl) = try both(screen(.masonry(.kodeco(cellPadding: 5)), items: 3), width: 300, columns: 3)
        #expect(ltr.cellXs == [5, 105, 205])
        #expect(rtl.cellXs == [205, 105, 5])
    }

    // MARK: Separators and insets

    /// `UITableView`'s separator inset is on the leading side: 16 pt from the right edge.
    @Test func listSeparatorsAreInsetFromTheRight() throws {
        let (ltr, rtl) = try both(screen(.list(separatorInset: 16), items: 3), width: 200, scale: 2)
        #expect(ltr.separators == [rect(16, 14.5, 184, 0.5), rect(16, 29.5, 184, 0.5)])
        #expect(rtl.separators == [rect(0, 14.5, 184, 0.5), rect(0, 29.5, 184, 0.5)])
    }

    /// Content inset leading 4 / trailing 20 and section inset leading 8 / trailing 2 in a 330 pt
    /// flow of 2 columns: the content is 306 wide and the line 296, so a column is 148. Right to
    /// left the section inset's leading 8 is at the right of the content; on the screen the
    /// content starts `CI.right` = 20 from the left edge, and every frame is `W − x − w` of its
    /// left-to-right screen frame.
    @Test func contentAndSectionInsetsSwapSides() throws {
        var input = screen(.flow(), items: 2)
        input.contentInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 20)
        input.sectionInset = EdgeInsets(top: 0, left: 8, bottom: 0, right: 2)
        let (ltr, rtl) = try both(input, width: 330, columns: 2)
        #expect(ltr.contentSize.width == 306 && rtl.contentSize.width == 306)
        #expect(ltr.cells.map(\.frame) == [rect(8, 0, 148, 15), rect(156, 0, 148, 15)])
        #expect(rtl.cells.map(\.frame) == [rect(150, 0, 148, 15), rect(2, 0, 148, 15)])
        // Screen coordinates: left to right content starts at CI.left, right to left at CI.right.
        for (l, r) in zip(ltr.cells, rtl.cells) {
            #expect(r.frame.x + 20 == 330 - (l.frame.x + 4) - l.frame.width)
        }
    }

    // MARK: Every frame of every layout kind

    static let kinds: [ScreenLayoutInput.Kind] = [
        .list(), .flow(), .flow(uniformItemSize: true), .grid, .masonry(.waterfall()),
        .masonry(.waterfall(direction: .leftToRight)), .masonry(.waterfall(direction: .rightToLeft)), .masonry(.kodeco()),
    ]

    /// Over seeded random screens of every kind (headers, footers, insets, spacing, hugging and
    /// tappable elements, nested stacks, widths and scales): every right-to-left element, label,
    /// image, target and separator frame is the mirror of its left-to-right frame, sizes and line
    /// breaks are unchanged, mirroring back gives the left-to-right layout, and a frame on the pixel
    /// grid left to right stays on it.
    @Test(arguments: 0..<kinds.count)
    func everyFrameIsTheMirrorOfItsLeftToRightFrame(kindIndex: Int) throws {
        var checked = 0
        for seed in 1...25 {
            var random = SplitMix64(seed: UInt64(seed * 100 + kindIndex))
            let (input, width, columns, scale) = Self.randomScreen(kind: Self.kinds[kindIndex], using: &random)
            let engine = ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer())
            let ltr: ScreenLayout
            do {
                ltr = try engine.layout(width: width, columns: columns, category: .large, displayScale: scale)
            } catch is LayoutError {
                continue  // an item wider than its line and the like: nothing to mirror
            }
            let rtl = try engine.layout(width: width, columns: columns, category: .large, displayScale: scale, direction: .rightToLeft)
            checked += 1
            let w = ltr.contentSize.width
            let context = "seed \(seed), \(Self.kinds[kindIndex])"
            #expect(rtl.contentSize == ltr.contentSize && rtl.columns == ltr.columns, "\(context)")
            #expect(rtl.direction == .rightToLeft, "\(context)")
            #expect(rtl.elements.count == ltr.elements.count, "\(context)")
            #expect(same(rtl.separators, ltr.separators.map { mirror($0, w) }), "\(context)")
            var frames: [(Rect, Rect)] = zip(ltr.separators, rtl.separators).map { ($0, $1) }
            for (l, r) in zip(ltr.elements, rtl.elements) {
                #expect((r.kind, r.section, r.item) == (l.kind, l.section, l.item), "\(context)")
                #expect(same([r.frame], [mirror(l.frame, w)]), "\(context)")
                #expect(r.content.size == l.content.size && r.content.hiddenElementCount == l.content.hiddenElementCount, "\(context)")
                #expect(same(r.content.labels.map(\.frame), l.content.labels.map { mirror($0.frame, w) }), "\(context)")
                #expect(r.content.labels.map(\.layoutWidth) == l.content.labels.map(\.layoutWidth), "\(context)")
                #expect(r.content.labels.map(\.lineCount) == l.content.labels.map(\.lineCount), "\(context)")
                #expect(r.content.labels.allSatisfy { $0.layoutDirection == .rightToLeft }, "\(context)")
                #expect(same(r.content.images, l.content.images.map { mirror($0, w) }), "\(context)")
                #expect(same(r.content.tappableElements.map(\.frame), l.content.tappableElements.map { mirror($0.frame, w) }), "\(context)")
                #expect(r.content.tappableElements.map(\.elementPath) == l.content.tappableElements.map(\.elementPath), "\(context)")
                frames.append((l.frame, r.frame))
                frames += zip(l.content.labels.map(\.frame), r.content.labels.map(\.frame)).map { ($0, $1) }
                frames += zip(l.content.images, r.content.images).map { ($0, $1) }
            }
            // Mirroring back gives the left-to-right layout (to float rounding: w − (w − x − a) − a).
            let back = rtl.mirrored()
            #expect(back.direction == .leftToRight && back.elements.map(\.content.labels).joined().allSatisfy { $0.layoutDirection == .leftToRight })
            #expect(same(back.elements.map(\.frame), ltr.elements.map(\.frame)), "\(context)")
            // The content width is on the pixel grid here, so a frame whose x and width are on it
            // left to right is on it right to left.
            for (l, r) in frames where onGrid(l.x, scale) && onGrid(l.width, scale) && onGrid(w, scale) {
                #expect(onGrid(r.x, scale), "\(context): \(l) -> \(r) at @\(scale)x")
            }
        }
        #expect(checked >= 15, "most random screens lay out")
    }

    /// Sizes that depend on nothing but the direction are the same, and the label frames of a
    /// real UIKit-like screen land on the pixel grid at every scale.
    @Test(arguments: [1.0, 2, 3])
    func mirroredFramesStayOnThePixelGrid(scale: Double) throws {
        let template = CellTemplate(
            padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 8),
            stack: hstack(
                spacing: 12,
                [image(44, 44), .stack(vstack(alignment: .leading, [label("Title"), label("A subtitle that wraps onto a second line")]))])
        )
        var input = list(cell: template)
        input.sections = [.init(items: [[:], [:], [:]])]
        let engine = ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer())
        let rtl = try engine.layout(width: 393, columns: 1, category: .large, displayScale: scale, direction: .rightToLeft)
        for element in rtl.elements {
            for frame in [element.frame] + element.content.labels.map(\.frame) + element.content.images + rtl.separators {
                #expect(onGrid(frame.x, scale) && onGrid(frame.width, scale), "\(frame) at @\(scale)x")
            }
        }
    }

    // MARK: Random screens

    static func randomScreen(kind: ScreenLayoutInput.Kind, using random: inout SplitMix64) -> (ScreenLayoutInput, Double, Int, Double) {
        func points(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &random)) }
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff"]
        let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]
        let inner = StackTemplate(
            axis: .vertical, spacing: points(0...6), alignment: alignments.randomElement(using: &random)!,
            items: [label("{title}"), label("{text}", lines: Int.random(in: 0...3, using: &random))], isTappable: Bool.random(using: &random)
        )
        let row = StackTemplate(
            axis: Bool.random(using: &random) ? .horizontal : .vertical, spacing: points(0...12),
            alignment: alignments.randomElement(using: &random)!,
            items: [
                .image(ImageTemplate(size: Size(width: points(10...40), height: points(10...40)), isTappable: true)), .stack(inner),
                .spacer(minimumLength: points(0...8)),
            ]
        )
        let hugs: Bool
        if case .flow = kind { hugs = Bool.random(using: &random) } else { hugs = false }
        let cell = CellTemplate(
            padding: EdgeInsets(top: points(0...12), left: points(0...16), bottom: points(0...12), right: points(0...16)), hugsContent: hugs,
            stack: row
        )
        let sections = (0..<Int.random(in: 1...3, using: &random)).map { _ in
            ScreenLayoutInput.Section(
                header: Bool.random(using: &random) ? "Header" : nil, footer: Bool.random(using: &random) ? "Footer text" : nil,
                items: (0..<Int.random(in: 1...9, using: &random)).map { _ in
                    [
                        "title": words.randomElement(using: &random)!,
                        "text": (0..<Int.random(in: 1...12, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " "),
                    ]
                }
            )
        }
        var input = ScreenLayoutInput(
            kind: kind, contentInset: EdgeInsets(top: 0, left: points(0...20), bottom: 0, right: points(0...20)),
            sectionInset: EdgeInsets(top: points(0...10), left: points(0...12), bottom: points(0...10), right: points(0...12)),
            interitemSpacing: points(0...10), lineSpacing: points(0...10), cell: cell, sections: sections
        )
        input.supplementary = CellTemplate(
            padding: EdgeInsets(top: 4, left: 16, bottom: 4, right: 6), stack: vstack(alignment: .leading, [label("{text}")]))
        if case .flow(uniformItemSize: true) = kind {
            input.cell.fixedWidth = 60
            input.cell.fixedHeight = 40
        }
        return (
            input, [320, 375, 393, 744].randomElement(using: &random)!, Int.random(in: 1...4, using: &random),
            [1.0, 2, 3].randomElement(using: &random)!
        )
    }
}

// MARK: - Helpers

private let font10 = FontChoice.fixed(Font(pointSize: 10))

private func label(_ text: String, lines: Int = 0) -> TemplateElement {
    .label(LabelTemplate(text: text, font: font10, lines: lines))
}

private func image(_ width: Double, _ height: Double) -> TemplateElement {
    .image(ImageTemplate(size: Size(width: width, height: height)))
}

private func vstack(spacing: Double = 0, alignment: StackAlignment = .fill, _ items: [TemplateElement]) -> StackTemplate {
    StackTemplate(axis: .vertical, spacing: spacing, alignment: alignment, items: items)
}

private func hstack(spacing: Double = 0, alignment: StackAlignment = .fill, _ items: [TemplateElement]) -> StackTemplate {
    StackTemplate(axis: .horizontal, spacing: spacing, alignment: alignment, items: items)
}

/// A one-row list of `cell`.
private func list(cell: CellTemplate) -> ScreenLayoutInput {
    ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [[:]])])
}

/// `items` cells, each a full-width label "{text}" (one line of "a" unless `texts` says).
private func screen(_ kind: ScreenLayoutInput.Kind, items: Int = 0, texts: [String]? = nil) -> ScreenLayoutInput {
    let texts = texts ?? Array(repeating: "a", count: items)
    return ScreenLayoutInput(kind: kind, cell: CellTemplate(stack: vstack([label("{text}")])), sections: [.init(items: texts.map { ["text": $0] })])
}

private func both(_ input: ScreenLayoutInput, width: Double, columns: Int = 1, scale: Double = 3) throws -> (ScreenLayout, ScreenLayout) {
    let engine = ScreenLayoutEngine(input: input, measurer: FakeTextMeasurer())
    return (
        try engine.layout(width: width, columns: columns, category: .large, displayScale: scale),
        try engine.layout(width: width, columns: columns, category: .large, displayScale: scale, direction: .rightToLeft)
    )
}

private func mirror(_ frame: Rect, _ width: Double) -> Rect {
    Rect(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
}

/// Equal rectangles, to a billionth of a point (`w − x − a` is not always exact in binary).
private func same(_ a: [Rect], _ b: [Rect]) -> Bool {
    a.count == b.count
        && zip(a, b).allSatisfy { l, r in
            abs(l.x - r.x) < 1e-9 && l.y == r.y && l.width == r.width && l.height == r.height
        }
}

private func onGrid(_ value: Double, _ scale: Double) -> Bool {
    abs((value * scale).rounded() - value * scale) < 1e-6
}

extension ScreenLayout {
    fileprivate var cells: [ScreenElement] { elements.filter { $0.kind == .cell } }
    fileprivate var cell: ScreenElement { cells[0] }
    fileprivate var cellXs: [Double] { cells.map(\.frame.x) }
}

/// The right-to-left pseudolanguage forces every label's paragraph right to left.
struct ForcedWritingDirectionTests {
    @Test func everyLabelOfEveryTemplateIsForced() {
        let nested = StackTemplate(
            axis: .horizontal, items: [.image(ImageTemplate(size: Size(width: 10, height: 10))), .label(LabelTemplate(text: "b"))])
        let input = ScreenLayoutInput(
            kind: .list(),
            cell: CellTemplate(stack: StackTemplate(items: [.label(LabelTemplate(text: "a")), .stack(nested), .spacer(minimumLength: 4)])),
            sections: []
        )
        func directions(_ stack: StackTemplate) -> [WritingDirection] {
            stack.items.flatMap { item -> [WritingDirection] in
                switch item {
                case .label(let label): [label.paragraph.baseWritingDirection]
                case .stack(let nested): directions(nested)
                default: []
                }
            }
        }
        let forced = input.forcingBaseWritingDirection(.rightToLeft)
        #expect(directions(input.cell.stack) == [.natural, .natural])
        #expect(directions(forced.cell.stack) == [.rightToLeft, .rightToLeft])
        #expect(directions(forced.supplementary.stack) == [.rightToLeft])
        #expect(forced.cell.stack.items.count == 3)
    }
}
