import DynamicType
import Layout
import Spec
import Testing

/// The cell content rules of ``CellContentLayout`` (stacks, hiding, category rules, padding, fixed
/// and hugging sizes, the pixel grid, errors), measured with ``FakeTextMeasurer`` so that every
/// frame can be worked by hand: in the 10 pt font below a character is 5 pt wide and a line 15 pt
/// tall, so a label of n characters on one line is `5n × 15`, and a width w holds `floor(w / 5)`
/// characters per line. Rule ids are in docs/layout-rules.md (DT-1 to DT-3).
struct CellContentLayoutTests {
    // MARK: Vertical stacks (DT-2)

    /// A vertical `.fill` stack offers every child the full width; labels are as wide as the stack,
    /// images keep their own width at the leading edge, heights add up with the spacing between.
    @Test func verticalFillStackSumsHeightsWithSpacing() throws {
        let content = try layout(vstack(spacing: 4, [label("abcd"), image(30, 10), label("aaaa bbbb cccc dddd eeee")]), width: 100)
        // 100 pt holds 20 characters: "aaaa bbbb cccc dddd" (19) then "eeee", 2 lines, 30 pt.
        // y: 0, 15 + 4 = 19, 19 + 10 + 4 = 33; height 33 + 30 = 63.
        #expect(content.labels.map(\.frame) == [rect(0, 0, 100, 15), rect(0, 33, 100, 30)])
        #expect(content.images == [rect(0, 19, 30, 10)])
        #expect(content.labels.map(\.layoutWidth) == [100, 100])
        #expect(content.labels.map(\.lineCount) == [1, 2])
        #expect(content.size == Size(width: 100, height: 63))
    }

    /// Other alignments keep each child's own width and place it across the stack's 100 pt: the
    /// "abcd" label is 20 wide, the image 30, the wrapped label 19 characters = 95. In a vertical
    /// stack `top` means leading and `bottom` trailing.
    @Test(arguments: [
        (StackAlignment.leading, [0.0, 0, 0]),
        (.top, [0, 0, 0]),
        (.center, [40, 35, 2.5]),  // (100 − 20) / 2, (100 − 30) / 2, (100 − 95) / 2
        (.trailing, [80, 70, 5]),  // 100 − 20, 100 − 30, 100 − 95
        (.bottom, [80, 70, 5]),
    ])
    func verticalStackAlignment(alignment: StackAlignment, xs: [Double]) throws {
        let stack = vstack(spacing: 4, alignment: alignment, [label("abcd"), image(30, 10), label("aaaa bbbb cccc dddd eeee")])
        let content = try layout(stack, width: 100)
        #expect(content.labels.map(\.frame) == [rect(xs[0], 0, 20, 15), rect(xs[2], 33, 95, 30)])
        #expect(content.images == [rect(xs[1], 19, 30, 10)])
        #expect(content.labels.map(\.layoutWidth) == [100, 100])
        #expect(content.size == Size(width: 100, height: 63))
    }

    /// A vertical stack that does not fill is as wide as its widest child and places its children
    /// within that; the cell stretches it to its full width. Nested in another such stack, its
    /// children are placed once, not offset again by the outer stack.
    @Test func nestedCentredStackIsCentredOnce() throws {
        let inner = StackTemplate(alignment: .center, items: [label("ab"), label("abcdef")])
        let content = try layout(vstack(alignment: .center, [.stack(inner)]), width: 100)
        // Both stacks are 30 wide (the 6-character label); the cell stretches the outer one to
        // 100, so the labels sit at (100 − 10) / 2 = 45 and (100 − 30) / 2 = 35.
        #expect(content.labels.map(\.frame) == [rect(45, 0, 10, 15), rect(35, 15, 30, 15)])
    }

    /// A `.fill` vertical stack stretches a nested trailing stack to its width, so the nested
    /// labels end at the right edge; a leading stack keeps a nested centred one at its own width.
    @Test(arguments: [(StackAlignment.fill, StackAlignment.trailing, [90.0, 70]), (.leading, .center, [10, 0])])
    func outerStackStretchesOnlyWhenItFills(outer: StackAlignment, inner: StackAlignment, xs: [Double]) throws {
        let nested = StackTemplate(alignment: inner, items: [label("ab"), label("abcdef")])
        let content = try layout(vstack(alignment: outer, [.stack(nested)]), width: 100)
        // Trailing across 100: 100 − 10, 100 − 30. Centred within the inner stack's own 30 pt:
        // (30 − 10) / 2, 0; the leading outer stack (30 wide) is then stretched by the cell with
        // no move.
        #expect(content.labels.map(\.frame.x) == xs)
    }

    /// A centred vertical stack beside a label in a horizontal stack is as wide as its widest
    /// child and centres its children within that, so the label after it does not overlap them.
    @Test func centredStackInAHorizontalStackDoesNotOverlapItsNeighbour() throws {
        let column = StackTemplate(alignment: .center, items: [label("ab"), label("abcdef")])
        let content = try layout(hstack([.stack(column), label("xyz")]), width: 100)
        // Share 50 each. The column is 30 wide: "ab" at (30 − 10) / 2 = 10, "abcdef" at 0; "xyz" at 30.
        #expect(content.labels.map(\.frame) == [rect(10, 0, 10, 15), rect(0, 15, 30, 15), rect(30, 0, 15, 15)])
        #expect(content.labels.map(\.layoutWidth) == [50, 50, 50])
    }

    // MARK: Horizontal stacks (DT-2)

    /// Images keep their width; the labels share what is left after the images and the spacing
    /// max-min fairly (DT-15): the fair share is (200 − 40 − 2 × 10) / 2 = 70; "xy" (10 pt on one
    /// line) fits in it, so "aaaa bbbb cccc dddd" (95 pt) is offered the other 130 and keeps one
    /// line, where an equal split would wrap it; the stack is as tall as its tallest child.
    @Test func horizontalStackSharesTheRestFairlyAmongLabels() throws {
        let stack = hstack(spacing: 10, [image(40, 40), label("aaaa bbbb cccc dddd"), label("xy")])
        let content = try layout(stack, width: 200)
        #expect(content.images == [rect(0, 0, 40, 40)])
        #expect(content.labels.map(\.frame) == [rect(50, 0, 95, 15), rect(155, 0, 10, 15)])
        #expect(content.labels.map(\.layoutWidth) == [130, 70])
        #expect(content.size == Size(width: 200, height: 40))
    }

    /// Water-filling (DT-15), the reviewer's case with the fake measurer: "a" (5 pt), "abcdefghijklmnopq"
    /// (85 pt) and "ab" (10 pt) with spacing 5. In 120 pt the fair share is 110 / 3 ≈ 36.7: "a" and
    /// "ab" fit and keep their widths, leaving 95 for the long label, which fits on one line. In
    /// 80 pt (fair share 70 / 3) they still fit, the long label gets the 55 left and wraps there
    /// (11 characters a line).
    @Test(
        arguments: [
            (120.0, [rect(0, 0, 5, 15), rect(10, 0, 85, 15), rect(100, 0, 10, 15)]),
            (80.0, [rect(0, 0, 5, 15), rect(10, 0, 55, 30), rect(70, 0, 10, 15)]),
        ] as [(Double, [Rect])])
    func labelsThatFitKeepTheirWidthTheRestShareWhatIsLeft(width: Double, frames: [Rect]) throws {
        let stack = hstack(spacing: 5, [label("a"), label("abcdefghijklmnopq"), label("ab")])
        #expect(try layout(stack, width: width).labels.map(\.frame) == frames)
    }

    /// Spacers count their minimum length as fixed width, then take what the labels do not need.
    @Test func spacerTakesTheLeftover() throws {
        let stack = hstack(spacing: 6, [label("abc"), .spacer(minimumLength: 8), label("de")])
        let content = try layout(stack, width: 100)
        // Share: (100 − 8 − 2 × 6) / 2 = 40. Used: 15 + 8 + 10 = 33; leftover 100 − 33 − 12 = 55,
        // so the spacer is 63 and the second label starts at 15 + 6 + 63 + 6 = 90, ending at 100.
        #expect(content.labels.map(\.frame) == [rect(0, 0, 15, 15), rect(90, 0, 10, 15)])
        #expect(content.labels.map(\.layoutWidth) == [40, 40])
        #expect(content.size == Size(width: 100, height: 15))
    }

    /// Several spacers share the leftover equally: two around a label centre it.
    @Test func spacersShareTheLeftoverEqually() throws {
        let stack = hstack([.spacer(minimumLength: 0), label("abcd"), .spacer(minimumLength: 0)])
        let content = try layout(stack, width: 100)
        // The label is 20 wide; the spacers take (100 − 20) / 2 = 40 each.
        #expect(content.labels.map(\.frame) == [rect(40, 0, 20, 15)])
    }

    /// When the labels need all the width the spacer keeps its minimum length, and a spacer's
    /// length never makes the stack taller.
    @Test func spacerKeepsItsMinimumLengthAndAddsNoHeight() throws {
        let stack = hstack([label("abcdefghij"), .spacer(minimumLength: 30), label("klmnopqrst")])
        let content = try layout(stack, width: 130)
        // Share: (130 − 30) / 2 = 50 = 10 characters, so both labels are 50 × 15: no leftover.
        #expect(content.labels.map(\.frame) == [rect(0, 0, 50, 15), rect(80, 0, 50, 15)])
        #expect(content.size == Size(width: 130, height: 15))
    }

    /// Nested stacks get an equal share like labels; a nested `.fill` vertical stack is as wide as
    /// its share, and the tallest child (the two-label stack) sets the row's height.
    @Test func nestedStacksShareLikeLabels() throws {
        let stack = hstack(
            spacing: 10,
            [
                image(20, 20),
                .stack(vstack([label("ab"), label("cdef")])),
                .stack(vstack([label("x")])),
            ])
        let content = try layout(stack, width: 120)
        // Share: (120 − 20 − 2 × 10) / 2 = 40. First stack at 20 + 10 = 30, 30 tall; second at
        // 30 + 40 + 10 = 80.
        #expect(content.images == [rect(0, 0, 20, 20)])
        #expect(content.labels.map(\.frame) == [rect(30, 0, 40, 15), rect(30, 15, 40, 15), rect(80, 0, 40, 15)])
        #expect(content.labels.map(\.layoutWidth) == [40, 40, 40])
        #expect(content.size == Size(width: 120, height: 30))
    }

    /// A nested horizontal stack splits its own share again; children sit at their measured widths
    /// from the leading edge, what they do not need left over at the trailing end (no spacer).
    @Test func nestedHorizontalStackSplitsItsShare() throws {
        let stack = hstack([label("a"), .stack(hstack([label("bb"), label("cc")]))])
        let content = try layout(stack, width: 100)
        // Outer share 100 / 2 = 50; inner share 50 / 2 = 25. "a" is 5 wide, so the inner stack
        // starts at 5: "bb" at 5, "cc" at 5 + 10 = 15.
        #expect(content.labels.map(\.layoutWidth) == [50, 25, 25])
        #expect(content.labels.map(\.frame) == [rect(0, 0, 5, 15), rect(5, 0, 10, 15), rect(15, 0, 10, 15)])
    }

    /// Across a horizontal stack `top`/`leading` (and `fill`, which does not stretch labels or
    /// images) put children at the top, `center` centres them and `bottom`/`trailing` puts them at
    /// the bottom of the row, which is as tall as the tallest child (the 40 pt image).
    @Test(arguments: [
        (StackAlignment.fill, 0.0, 0.0),
        (.top, 0, 0),
        (.leading, 0, 0),
        (.center, 15, 12.5),  // (40 − 10) / 2, (40 − 15) / 2
        (.bottom, 30, 25),  // 40 − 10, 40 − 15
        (.trailing, 30, 25),
    ])
    func horizontalStackAlignment(alignment: StackAlignment, smallImageY: Double, labelY: Double) throws {
        let stack = hstack(alignment: alignment, [image(20, 40), image(10, 10), label("ab")])
        let content = try layout(stack, width: 100)
        #expect(content.images == [rect(0, 0, 20, 40), rect(20, smallImageY, 10, 10)])
        #expect(content.labels.map(\.frame) == [rect(30, labelY, 10, 15)])  // share 100 − 30 = 70
        #expect(content.size == Size(width: 100, height: 40))
    }

    /// `firstBaseline` and `lastBaseline` put every child's first (last) baseline on the lowest
    /// one's line (docs/layout-rules.md, DT-17). With the fake measurer a line's baseline is 0.8 of
    /// its height: "ab" at 20 pt is 20 × 30 with its baseline at 24; "aaaa bbbb cccc dddd" at 10 pt
    /// (95 pt on one line) wraps in the 70 pt "ab" leaves (100 − 10 − 20) to 2 lines, 70 × 30,
    /// baselines 12 and 27; the
    /// image has none and aligns its bottom (10). The row is as tall as the lowest bottom.
    @Test(arguments: [
        (StackAlignment.firstBaseline, [0.0, 12], 14.0, 42.0),  // line 24: 24 − 24, 24 − 12, 24 − 10; 12 + 30
        (.lastBaseline, [3, 0], 17, 33),  // line 27: 27 − 24, 27 − 27, 27 − 10; 3 + 30
    ])
    func horizontalStackBaselineAlignment(alignment: StackAlignment, labelYs: [Double], imageY: Double, height: Double) throws {
        let large = TemplateElement.label(LabelTemplate(text: "ab", font: .fixed(Font(pointSize: 20))))
        let stack = hstack(alignment: alignment, [large, label("aaaa bbbb cccc dddd"), image(10, 10)])
        let content = try layout(stack, width: 100)
        #expect(content.labels.map(\.frame) == [rect(0, labelYs[0], 20, 30), rect(20, labelYs[1], 70, 30)])
        #expect(content.images == [rect(90, imageY, 10, 10)])
        #expect(content.size == Size(width: 100, height: height))
    }

    /// A symbol's baseline is its image's (a stand-in's 22 of its 24 units below its top), and a
    /// nested vertical stack's first baseline is its first child's: the 24 pt symbol's baseline
    /// (22) and the stack's first label's (12, below a 4 pt top margin: 16) share a line at 22.
    @Test func symbolsAndNestedStacksAlignByTheirBaselines() throws {
        let symbol = TemplateElement.image(
            ImageTemplate(size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: "star", pointSize: 24)))
        var column = vstack([label("ab"), label("cd")])
        column.layoutMargins = EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
        column.isLayoutMarginsRelativeArrangement = true
        let content = try layout(hstack(alignment: .firstBaseline, [symbol, .stack(column)]), width: 100)
        #expect(content.images == [rect(0, 0, 24, 24)])
        // The stack moves down 22 − 16 = 6: its labels at 6 + 4 and 6 + 4 + 15; it is 34 tall.
        #expect(content.labels.map(\.frame.y) == [10.0, 25])
        #expect(content.size.height == 40)
    }

    // MARK: Hiding (DT-3)

    /// A hidden label takes neither its height nor the spacing before it, and is counted.
    @Test(arguments: [
        (ContentSizeCategory.extraExtraExtraLarge, ["a", "b", "c"], [0.0, 25, 50], 65.0, 0),
        (.accessibilityMedium, ["a", "c"], [0, 25], 40, 1),  // "c" moves up to 15 + 10
    ])
    func hiddenLabelTakesNoSpaceInAVerticalStack(
        category: ContentSizeCategory, texts: [String], ys: [Double], height: Double, hidden: Int
    ) throws {
        let stack = vstack(spacing: 10, [label("a"), label("b", hiddenFrom: .accessibilityMedium), label("c")])
        let content = try layout(stack, width: 100, category: category)
        #expect(content.labels.map(\.text) == texts)
        #expect(content.labels.map(\.frame.y) == ys)
        #expect(content.size.height == height)
        #expect(content.hiddenElementCount == hidden)
    }

    /// An image hidden by a rule gives its width and its spacing to the labels' share.
    @Test func imageHiddenByRuleGivesItsWidthToTheLabels() throws {
        let rule = CategoryRule(from: .accessibilityMedium, changes: ImageTemplate.Changes(hidden: true))
        let stack = hstack(spacing: 10, [label("aa"), .image(ImageTemplate(size: Size(width: 30, height: 30), rules: [rule])), label("bb")])

        // Shown: share (100 − 30 − 2 × 10) / 2 = 25; x 0, 10 + 10 = 20 (image), 20 + 30 + 10 = 60.
        let shown = try layout(stack, width: 100, category: .extraExtraExtraLarge)
        #expect(shown.images == [rect(20, 0, 30, 30)])
        #expect(shown.labels.map(\.frame) == [rect(0, 0, 10, 15), rect(60, 0, 10, 15)])
        #expect(shown.labels.map(\.layoutWidth) == [25, 25])
        #expect(shown.size.height == 30)
        #expect(shown.hiddenElementCount == 0)

        // Hidden: one spacing left, share (100 − 10) / 2 = 45; the second label at 10 + 10 = 20.
        let hidden = try layout(stack, width: 100, category: .accessibilityMedium)
        #expect(hidden.images.isEmpty)
        #expect(hidden.labels.map(\.frame) == [rect(0, 0, 10, 15), rect(20, 0, 10, 15)])
        #expect(hidden.labels.map(\.layoutWidth) == [45, 45])
        #expect(hidden.size.height == 15)
        #expect(hidden.hiddenElementCount == 1)
    }

    /// A hidden stack counts as one element (its children are not counted again) and takes no
    /// space; a label hidden inside a visible nested stack is counted too.
    @Test func hiddenElementsAreCountedAtEveryDepth() throws {
        let stack = vstack(
            spacing: 10,
            [
                label("a"),
                .stack(StackTemplate(hiddenFrom: .accessibilityMedium, items: [label("x"), label("y")])),
                .stack(vstack([label("b"), label("c", hiddenFrom: .accessibilityMedium)])),
            ])
        // Large: "a" 0, the first nested stack at 25 ("x" 25, "y" 40), the second at 55 + 10 = 65.
        let large = try layout(stack, width: 100, category: .large)
        #expect(large.labels.map(\.frame.y) == [0, 25, 40, 65, 80])
        #expect(large.size.height == 95)
        #expect(large.hiddenElementCount == 0)

        // AX1: the first nested stack and "c" are gone; "b" at 15 + 10 = 25.
        let ax1 = try layout(stack, width: 100, category: .accessibilityMedium)
        #expect(ax1.labels.map(\.text) == ["a", "b"])
        #expect(ax1.labels.map(\.frame.y) == [0, 25])
        #expect(ax1.size.height == 40)
        #expect(ax1.hiddenElementCount == 2)
    }

    /// A rule applies from `from` through `through`, both included: hidden at S, shown at M.
    @Test(arguments: [(ContentSizeCategory.small, 1), (.medium, 0)])
    func ruleRangeIncludesThroughAndNoFurther(category: ContentSizeCategory, hidden: Int) throws {
        let rule = CategoryRule(through: .small, changes: LabelTemplate.Changes(hidden: true))
        let stack = vstack([.label(LabelTemplate(text: "a", font: font10, rules: [rule]))])
        let content = try layout(stack, width: 100, category: category)
        #expect(content.hiddenElementCount == hidden)
        #expect(content.labels.count == 1 - hidden)
    }

    // MARK: Axis rules (DT-1, DT-2)

    /// `accessibilityAxis: vertical` turns the stack vertical at AX1 to AX5 and only there
    /// (`unspecified` reads as Large).
    @Test(arguments: [
        ContentSizeCategory.unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    ])
    func accessibilityAxisKeepsStandardCategoriesHorizontal(category: ContentSizeCategory) throws {
        let content = try layout(mediaRow(accessibilityAxis: .vertical), width: 100, category: category)
        // Share 100 − 30 − 10 = 60; the label after the image and spacing, the row as tall as the image.
        #expect(content.images == [rect(0, 0, 30, 30)])
        #expect(content.labels.map(\.frame) == [rect(40, 0, 20, 15)])
        #expect(content.labels.map(\.layoutWidth) == [60])
        #expect(content.size.height == 30)
    }

    @Test(arguments: [
        ContentSizeCategory.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ])
    func accessibilityAxisTurnsVerticalFromAX1(category: ContentSizeCategory) throws {
        let content = try layout(mediaRow(accessibilityAxis: .vertical), width: 100, category: category)
        // Vertical `.fill`: the image keeps its width, the label spans 100 pt below it at 30 + 10.
        #expect(content.images == [rect(0, 0, 30, 30)])
        #expect(content.labels.map(\.frame) == [rect(0, 40, 100, 15)])
        #expect(content.labels.map(\.layoutWidth) == [100])
        #expect(content.size.height == 55)
    }

    /// A rule may switch sooner (DT-2: `>= .extraExtraLarge`) and change the spacing with it; the
    /// category just below the threshold keeps the stack's own axis and spacing.
    @Test func axisRuleSwitchesExactlyAtItsThreshold() throws {
        let rule = CategoryRule(from: .extraExtraLarge, changes: StackTemplate.Changes(axis: .vertical, spacing: 2))
        var row = mediaRow()
        row.rules = [rule]
        let below = try layout(row, width: 100, category: .extraLarge)
        #expect(below.labels.map(\.frame) == [rect(40, 0, 20, 15)])
        #expect(below.size.height == 30)
        let at = try layout(row, width: 100, category: .extraExtraLarge)
        #expect(at.labels.map(\.frame) == [rect(0, 32, 100, 15)])  // 30 + 2
        #expect(at.size.height == 47)
    }

    /// A label rule changes the line limit at accessibility sizes, and text-style fonts follow
    /// the category (body: 17 pt at Large, 28 pt at AX1, docs/dynamic-type.md Table A).
    @Test func labelRulesAndTextStyleFontsFollowTheCategory() throws {
        let rule = CategoryRule(from: .accessibilityMedium, changes: LabelTemplate.Changes(lines: 0))
        let element = TemplateElement.label(LabelTemplate(text: "aaaa bbbb", font: .style(.body), lines: 1, rules: [rule]))
        // Body at Large: 8.5 pt characters; 40 pt holds 4, so "aaaa" | "bbbb", cut to 1 line.
        let large = try layout(vstack([element]), width: 40, category: .large).labels[0]
        #expect(large.font.pointSize == 17)
        #expect((large.lineCount, large.isTruncated, large.maximumLines) == (1, true, 1))
        // Body at AX1: 14 pt characters; 40 pt holds 2, so each word breaks in two: 4 lines, no limit.
        let ax1 = try layout(vstack([element]), width: 40, category: .accessibilityMedium).labels[0]
        #expect(ax1.font.pointSize == 28)
        #expect((ax1.lineCount, ax1.isTruncated, ax1.maximumLines) == (4, false, 0))
        #expect(ax1.frame.height == 4 * 42)  // 1.5 × 28 per line
    }

    // MARK: Padding, fixed and minimum sizes, hugging

    /// Padding moves the content and narrows it; the cell is the content's height plus the top and
    /// bottom padding, at the offered width.
    @Test func paddingInsetsTheStack() throws {
        let content = try layout(cell(padding: uneven, [label("aaaa bbbb cccc dddd")]), width: 100)
        // 100 − 7 − 11 = 82 pt holds 16 characters: "aaaa bbbb cccc" | "dddd", 30 tall.
        #expect(content.labels.map(\.frame) == [rect(7, 5, 82, 30)])
        #expect(content.labels.map(\.layoutWidth) == [82])
        #expect(content.size == Size(width: 100, height: 44))  // 5 + 30 + 9
    }

    /// A fixed width replaces the offered width, for the cell and for its content.
    @Test func fixedWidthReplacesTheOfferedWidth() throws {
        let content = try layout(cell(padding: uneven, fixedWidth: 60, [label("aaaa bbbb cccc dddd")]), width: 100)
        // 60 − 18 = 42 pt holds 8 characters: one word per line, 4 lines, 60 tall.
        #expect(content.labels.map(\.frame) == [rect(7, 5, 42, 60)])
        #expect(content.size == Size(width: 60, height: 74))  // 5 + 60 + 9
    }

    /// `minHeight` raises a shorter cell and leaves a taller one alone; a fixed height replaces the
    /// content height, even below the minimum (docs/specs.md: height fixes it, as `heightForItemAt`
    /// would), and the content keeps its own frames.
    @Test(arguments: [
        (0.0, nil as Double?, 44.0),  // the content: 5 + 30 + 9
        (80, nil, 80),
        (30, nil, 44),
        (0, 20, 20),
        (80, 20, 20),
    ])
    func minimumAndFixedHeight(minimumHeight: Double, fixedHeight: Double?, height: Double) throws {
        var template = cell(padding: uneven, [label("aaaa bbbb cccc dddd")])
        template.minimumHeight = minimumHeight
        template.fixedHeight = fixedHeight
        let content = try layout(template, width: 100)
        #expect(content.size == Size(width: 100, height: height))
        #expect(content.labels.map(\.frame) == [rect(7, 5, 82, 30)])
    }

    /// A hugging cell is as wide as its content plus the left and right padding: a horizontal
    /// stack is as wide as its children, a leading vertical stack as its widest child.
    @Test func huggingCellIsContentPlusPadding() throws {
        var row = cell(padding: uneven, [label("abc")])
        row.stack.axis = .horizontal
        row.hugsContent = true
        let hugged = try layout(row, width: 100)
        #expect(hugged.size == Size(width: 33, height: 29))  // 7 + 15 + 11, 5 + 15 + 9
        #expect(hugged.labels.map(\.frame) == [rect(7, 5, 15, 15)])

        var column = cell(padding: uneven, [label("abc"), label("abcdefgh")])
        column.stack.alignment = .leading
        column.hugsContent = true
        #expect(try layout(column, width: 100).size == Size(width: 58, height: 44))  // 7 + 40 + 11, 5 + 30 + 9

        column.fixedWidth = 70  // a fixed width wins over hugging
        #expect(try layout(column, width: 100).size.width == 70)
    }

    /// A hugging cell's centred stack centres its labels within the content, not across the
    /// offered width, so they stay inside the cell; a fixed width stretches the stack again.
    @Test func huggingCellKeepsCentredLabelsInside() throws {
        var column = cell(padding: uneven, [label("abc"), label("abcdefgh")])
        column.stack.alignment = .center
        column.hugsContent = true
        let hugged = try layout(column, width: 100)
        // 7 + 40 + 11 = 58 wide; "abc" at 7 + (40 − 15) / 2 = 19.5, "abcdefgh" at 7.
        #expect(hugged.size.width == 58)
        #expect(hugged.labels.map(\.frame) == [rect(19.5, 5, 15, 15), rect(7, 20, 40, 15)])

        column.fixedWidth = 80
        // Content 80 − 18 = 62 wide: 7 + (62 − 15) / 2 = 30.5 and 7 + (62 − 40) / 2 = 18.
        #expect(try layout(column, width: 100).labels.map(\.frame.x) == [30.5, 18])
    }

    // MARK: Pixel grid and line limits

    /// Label heights are measured to the display's pixel grid (a `UILabel`'s intrinsic content
    /// size) and a stack adds the rounded heights: with 12.1 pt lines, ceil(12.1 × scale) / scale.
    @Test(
        arguments: [
            (1, 13),  // ceil(12.1) = 13
            (2, 12.5),  // ceil(24.2) / 2 = 25 / 2
            (3, 37.0 / 3),  // ceil(36.3) / 3 = 37 / 3, on the 1/3 pt grid
        ] as [(Double, Double)])
    func labelHeightsRoundUpToThePixelGrid(displayScale: Double, lineHeight: Double) throws {
        let font = FontChoice.fixed(Font(pointSize: 10, lineHeight: 12.1))
        let stack = vstack([.label(LabelTemplate(text: "a", font: font)), .label(LabelTemplate(text: "b", font: font))])
        let content = try layout(stack, width: 100, displayScale: displayScale)
        #expect(content.labels.map(\.frame) == [rect(0, 0, 100, lineHeight), rect(0, lineHeight, 100, lineHeight)])
        // Twice the rounded line, not the rounded 24.2 (at @3x that would be 73 / 3, not 74 / 3).
        #expect(content.size.height == 2 * lineHeight)
    }

    /// `lines` caps the lines shown and reports the rest as truncated; 0 shows every line.
    @Test(arguments: [(0, 5, false), (2, 2, true), (5, 5, false), (6, 5, false)])
    func numberOfLinesLimitsTheLabel(lines: Int, shown: Int, truncated: Bool) throws {
        // 40 pt holds 8 characters: each 4-letter word pair ("aaaa bbbb" is 9) breaks, 5 lines.
        let stack = vstack([label("aaaa bbbb cccc dddd eeee", lines: lines)])
        let placed = try layout(stack, width: 40).labels[0]
        #expect(placed.lineCount == shown)
        #expect(placed.isTruncated == truncated)
        #expect(placed.maximumLines == lines)
        #expect(placed.frame == rect(0, 0, 40, Double(shown) * 15))
    }

    // MARK: Errors

    /// Left and right padding wider than the cell (the fixed width when there is one) is an error.
    @Test func paddingWiderThanTheCell() {
        let wide = cell(padding: EdgeInsets(left: 60, right: 50), [label("a")])
        #expect(throws: LayoutError.paddingExceedsCell(path: "padding", padding: 110, cellWidth: 100)) {
            try layout(wide, width: 100)
        }
        var fixed = cell(padding: EdgeInsets(left: 40, right: 30), [label("a")])
        fixed.fixedWidth = 60
        #expect(throws: LayoutError.paddingExceedsCell(path: "padding", padding: 70, cellWidth: 60)) {
            try layout(fixed, width: 300)
        }
    }

    /// Padding exactly as wide as the cell fits, but leaves the label no width.
    @Test func paddingAsWideAsTheCellLeavesTheLabelNoWidth() {
        let tight = cell(padding: EdgeInsets(left: 60, right: 40), [label("a")])
        #expect(throws: LayoutError.labelHasNoWidth(path: "stack.items[0].label", width: 0, taken: 0)) {
            try layout(tight, width: 100)
        }
    }

    /// Images and spacing that take a horizontal stack's whole width leave its label none; the
    /// error names the label's place and what took the width.
    @Test func labelLeftWithNoWidth() {
        let row = hstack(spacing: 5, [image(60, 10), label("a"), image(30, 10)])
        // 60 + 30 + 2 × 5 = 100 of 100.
        #expect(throws: LayoutError.labelHasNoWidth(path: "stack.items[1].label", width: 100, taken: 100)) {
            try layout(row, width: 100)
        }
        let nested = vstack([label("a"), .stack(row)])
        #expect(throws: LayoutError.labelHasNoWidth(path: "stack.items[1].stack.items[1].label", width: 100, taken: 100)) {
            try layout(nested, width: 100)
        }
    }

    /// Hiding the image at this size gives the label its width back (the fix the error suggests).
    @Test func hidingAnImageGivesTheLabelWidth() throws {
        let row = hstack(spacing: 5, [image(60, 10, hiddenFrom: .accessibilityMedium), label("a"), image(30, 10)])
        let content = try layout(row, width: 100, category: .accessibilityMedium)
        // Share 100 − 30 − 5 = 65; the image after the label at 5 + 5 = 10.
        #expect(content.labels.map(\.layoutWidth) == [65])
        #expect(content.images == [rect(10, 0, 30, 10)])
    }
}

/// Labels and stack views beyond DT-2 and DT-3 (docs/layout-rules.md, DT-9 to DT-16), with the
/// same hand-worked font: 5 pt per character, 15 pt per line at 10 pt.
struct StackViewLayoutTests {
    // MARK: Layout margins (DT-13)

    /// `layoutMarginsRelative: true` alone insets by UIKit's default 8 pt; given margins inset by
    /// theirs; the stack is as tall as its content and margins.
    @Test(arguments: [
        (StackTemplate.defaultLayoutMargins, rect(8, 8, 84, 15), 31.0), (uneven, rect(7, 5, 82, 15), 29.0),
    ])
    func layoutMarginsInsetTheChildren(margins: EdgeInsets, frame: Rect, height: Double) throws {
        let stack = StackTemplate(items: [label("abcd")], layoutMargins: margins, isLayoutMarginsRelativeArrangement: true)
        let content = try layout(stack, width: 100)
        #expect(content.labels.map(\.frame) == [frame])
        #expect(content.labels.map(\.layoutWidth) == [frame.width])
        #expect(content.size == Size(width: 100, height: height))
    }

    /// Margins wider than the stack leave its children no room: an error naming them.
    @Test func layoutMarginsWiderThanTheStack() {
        let stack = StackTemplate(items: [label("a")], layoutMargins: EdgeInsets(all: 60), isLayoutMarginsRelativeArrangement: true)
        #expect(throws: LayoutError.paddingExceedsCell(path: "stack.layoutMargins", padding: 120, cellWidth: 100)) { try layout(stack, width: 100) }
    }

    // MARK: Custom spacing (DT-14)

    /// The spacing after item 0 is 10 in place of 4; with item 1 hidden, item 0's custom spacing
    /// separates it from item 2, and item 1's own custom spacing goes with it.
    @Test func customSpacingAfterAnItem() throws {
        let spacing = [StackTemplate.CustomSpacing(after: 0, spacing: 10), .init(after: 1, spacing: 20)]
        let shown = StackTemplate(spacing: 4, items: [label("a"), label("b"), label("c")], customSpacing: spacing)
        #expect(try layout(shown, width: 100).labels.map(\.frame.y) == [0, 25, 60])  // 15 + 10; 25 + 15 + 20
        let hidden = StackTemplate(spacing: 4, items: [label("a"), label("b", hiddenFrom: .large), label("c")], customSpacing: spacing)
        #expect(try layout(hidden, width: 100).labels.map(\.frame.y) == [0, 25])
        let row = StackTemplate(axis: .horizontal, spacing: 4, items: [label("a"), label("b"), label("c")], customSpacing: spacing)
        // Shares (100 − 30) / 3: each label 5 wide at 0, 5 + 10, 20 + 5 + 20.
        #expect(try layout(row, width: 100).labels.map(\.frame.x) == [0, 15, 40])
    }

    // MARK: Distribution (DT-15)

    /// `fillEqually`: three slots of (100 − 20) / 3, each label as wide as its slot (its text laid
    /// out in it), the image keeping its own width at the start of its slot.
    @Test func horizontalFillEqually() throws {
        let row = StackTemplate(axis: .horizontal, spacing: 10, items: [label("ab"), image(20, 10), label("abcd")], distribution: .fillEqually)
        let content = try layout(row, width: 100)
        let slot = 80.0 / 3
        #expect(content.labels.map(\.frame) == [rect(0, 0, slot, 15), rect(slot + 10 + slot + 10, 0, slot, 15)])
        #expect(content.labels.map(\.layoutWidth) == [slot, slot])
        #expect(content.images == [rect(slot + 10, 0, 20, 10)])
        #expect(content.size == Size(width: 100, height: 15))
    }

    /// `fillProportionally`: "ab" (10 pt on one line) and "abcdef" (30 pt) share 80 pt as 20 and 60,
    /// each label as wide as its slot.
    @Test func horizontalFillProportionally() throws {
        let row = StackTemplate(axis: .horizontal, items: [label("ab"), label("abcdef")], distribution: .fillProportionally)
        let content = try layout(row, width: 80)
        #expect(content.labels.map(\.frame) == [rect(0, 0, 20, 15), rect(20, 0, 60, 15)])
        #expect(content.labels.map(\.layoutWidth) == [20, 60])
    }

    /// `equalSpacing` pads the gaps evenly: widths 10, 20, 5 leave 100 − 35 − 10 = 55, so each gap
    /// is 5 + 27.5. `equalCentering` spaces the centres (5 … 97.5) by 46.25: gaps 31.25 and 33.75.
    /// Both end the last child at the stack's trailing edge.
    @Test(arguments: [(StackDistribution.equalSpacing, [0, 42.5, 95.0]), (.equalCentering, [0, 41.25, 95])])
    func horizontalEqualSpacingAndCentering(distribution: StackDistribution, xs: [Double]) throws {
        let row = StackTemplate(axis: .horizontal, spacing: 5, items: [label("ab"), label("abcd"), label("a")], distribution: distribution)
        let content = try layout(row, width: 100)
        #expect(content.labels.map(\.frame.x) == xs)
        #expect(content.labels.map(\.frame.width) == [10, 20, 5])
        #expect(content.size == Size(width: 100, height: 15))
    }

    /// `equalSpacing` keeps intrinsic widths: "abcdefghij" (50 pt) would wrap in an equal third of
    /// 90 pt, but "ab" and "a" fit in theirs, so it keeps one line; the 25 pt left pad the two
    /// gaps to 17.5.
    @Test func equalSpacingKeepsLabelsOnOneLineWhenTheyFit() throws {
        let row = StackTemplate(axis: .horizontal, spacing: 5, items: [label("ab"), label("abcdefghij"), label("a")], distribution: .equalSpacing)
        let content = try layout(row, width: 100)
        #expect(content.labels.map(\.frame) == [rect(0, 0, 10, 15), rect(27.5, 0, 50, 15), rect(95, 0, 5, 15)])
    }

    /// `fillEqually` makes a nested stack as wide as its slot: its background fills the slot, and a
    /// centred vertical stack centres its children across it.
    @Test func fillEquallyWidensANestedStackToItsSlot() throws {
        var column = StackTemplate(alignment: .center, items: [label("ab")])
        column.background = "systemRed"
        let row = StackTemplate(axis: .horizontal, items: [.stack(column), label("abcd")], distribution: .fillEqually)
        let content = try layout(row, width: 100)
        #expect(content.backgrounds.map(\.frame) == [rect(0, 0, 50, 15)])
        #expect(content.labels.map(\.frame) == [rect(20, 0, 10, 15), rect(50, 0, 50, 15)])
    }

    /// A vertical stack has no spare height: `fillEqually` makes each slot as tall as the tallest
    /// child (40), the label centred in its slot; `equalCentering` spaces the centres of 10, 50 and
    /// 30 pt images by max(5 + 25, 25 + 15) = 40.
    @Test func verticalDistributions() throws {
        let equal = StackTemplate(items: [label("ab"), image(20, 40)], distribution: .fillEqually)
        let content = try layout(equal, width: 100)
        #expect(content.labels.map(\.frame) == [rect(0, 12.5, 100, 15)])
        #expect(content.images == [rect(0, 40, 20, 40)])
        #expect(content.size.height == 80)
        let centred = StackTemplate(items: [image(20, 10), image(20, 50), image(20, 30)], distribution: .equalCentering)
        let placed = try layout(centred, width: 100)
        #expect(placed.images.map(\.minY) == [0, 20, 70])
        #expect(placed.size.height == 100)
        for distribution in [StackDistribution.fill, .fillProportionally, .equalSpacing] {
            let stack = StackTemplate(items: [image(20, 10), image(20, 50), image(20, 30)], distribution: distribution)
            #expect(try layout(stack, width: 100).images.map(\.minY) == [0, 10, 60], "\(distribution)")
        }
    }

    // MARK: Backgrounds (DT-12)

    /// A stack's background covers its frame, margins included, and widens with the stack when the
    /// cell or a `.fill` stack stretches it; a label's background is its frame.
    @Test func backgroundsCoverTheirFrames() throws {
        let row = StackTemplate(
            axis: .horizontal, items: [.label(LabelTemplate(text: "ab", font: font10, background: "systemYellow"))],
            layoutMargins: EdgeInsets(all: 2), isLayoutMarginsRelativeArrangement: true, background: "systemBlue", cornerRadius: 6)
        let content = try layout(vstack([.stack(row), label("c")]), width: 100)
        #expect(content.backgrounds == [PlacedBackground(frame: rect(0, 0, 100, 19), color: "systemBlue", cornerRadius: 6)])
        #expect(content.labels.map(\.background) == ["systemYellow", "clear"])
        #expect(content.labels.first?.frame == rect(2, 2, 10, 15))
        let root = try layout(row, width: 100)
        #expect(root.backgrounds.map(\.frame) == [rect(0, 0, 100, 19)], "the cell stretches its root stack")
    }

    // MARK: Shrinking (DT-9, DT-10)

    /// "abcdefghij" is 50 pt at 10 pt in 40 pt: it fits one line at 8 pt (4 pt per character),
    /// scale 0.8, not at 0.81. The frame keeps the full-size measurement (8 characters shown, 40 ×
    /// 15); the shrunk text (12 pt tall, on the pixel grid) sits 1.5 pt down. A minimum of 0.9 stops short: truncated
    /// at 0.9. A minimum of 0, or `lines: 0`, does not shrink.
    @Test(arguments: [(0.5, 0.8, false), (0.9, 0.9, true), (0, 1, true)])
    func shrinksOneLineToFitTheWidth(minimum: Double, scale: Double, truncated: Bool) throws {
        let shrinking = LabelTemplate(text: "abcdefghij", font: font10, lines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: minimum)
        let placed = try #require(try layout(vstack([.label(shrinking)]), width: 40).labels.first)
        #expect(placed.fontScale == scale)
        #expect(placed.font.pointSize == 10 * scale)
        #expect(placed.isTruncated == truncated)
        #expect(placed.frame == rect(0, 0, 40, 15))
        #expect(placed.textOffset == (15 - ceilToPixel(15 * scale, scale: 3)) / 2)
    }

    /// `lines: 2`: "aaaa bbbb cccc" needs 3 lines of 6 characters in 30 pt; 2 lines need 9
    /// characters per line, 3.33 pt each: scale 0.66 (0.67 gives 8). Unlimited lines never shrink.
    @Test func shrinksSeveralLinesToFitTheirCount() throws {
        func placed(lines: Int) throws -> PlacedLabel {
            let label = LabelTemplate(text: "aaaa bbbb cccc", font: font10, lines: lines, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
            return try #require(try layout(vstack([.label(label)]), width: 30).labels.first)
        }
        let two = try placed(lines: 2)
        #expect(two.fontScale == 0.66)
        #expect(two.lineCount == 2 && !two.isTruncated)
        #expect(two.frame.height == 30)
        let unlimited = try placed(lines: 0)
        #expect(unlimited.fontScale == 1 && unlimited.lineCount == 3)
    }

    /// The scales tried: the minimum, then every hundredth above it below 1.
    @Test func shrinkingCandidates() {
        #expect(LabelShrinking.candidates(above: 0.955) == [0.955, 0.96, 0.97, 0.98, 0.99])
        #expect(LabelShrinking.candidates(above: 0.97) == [0.97, 0.98, 0.99])
    }

    // MARK: Rows and spacers (DT-16)

    /// A label beside an image shares its row; between two spacers, or alone, it does not.
    @Test func labelsShareARowOnlyWithContent() throws {
        let spaced = try layout(hstack([.spacer(minimumLength: 20), .stack(vstack([label("ab")])), .spacer(minimumLength: 20)]), width: 100)
        #expect(spaced.labels.map(\.sharesRow) == [false])
        #expect(spaced.labels.map(\.layoutWidth) == [60])
        let beside = try layout(hstack([image(20, 20), label("ab")]), width: 100)
        #expect(beside.labels.map(\.sharesRow) == [true])
    }
}

// MARK: - Building templates

/// With ``FakeTextMeasurer``: 5 pt per character, 15 pt per line.
private let font10 = FontChoice.fixed(Font(pointSize: 10))

/// Padding that tells its four sides apart: top 5, left 7, bottom 9, right 11.
private let uneven = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)

private func label(_ text: String, lines: Int = 0, hiddenFrom: ContentSizeCategory? = nil) -> TemplateElement {
    .label(LabelTemplate(text: text, font: font10, lines: lines, hiddenFrom: hiddenFrom))
}

private func image(_ width: Double, _ height: Double, hiddenFrom: ContentSizeCategory? = nil) -> TemplateElement {
    .image(ImageTemplate(size: Size(width: width, height: height), hiddenFrom: hiddenFrom))
}

private func vstack(spacing: Double = 0, alignment: StackAlignment = .fill, _ items: [TemplateElement]) -> StackTemplate {
    StackTemplate(axis: .vertical, spacing: spacing, alignment: alignment, items: items)
}

private func hstack(spacing: Double = 0, alignment: StackAlignment = .fill, _ items: [TemplateElement]) -> StackTemplate {
    StackTemplate(axis: .horizontal, spacing: spacing, alignment: alignment, items: items)
}

/// A 30 pt image and the label "abcd" (20 × 15) in a horizontal row with 10 pt spacing.
private func mediaRow(accessibilityAxis: Axis? = nil) -> StackTemplate {
    StackTemplate(axis: .horizontal, spacing: 10, accessibilityAxis: accessibilityAxis, items: [image(30, 30), label("abcd")])
}

/// A cell holding a vertical `.fill` stack of `items`.
private func cell(padding: EdgeInsets = .zero, fixedWidth: Double? = nil, _ items: [TemplateElement]) -> CellTemplate {
    CellTemplate(padding: padding, fixedWidth: fixedWidth, stack: vstack(items))
}

private func layout(_ stack: StackTemplate, width: Double, category: ContentSizeCategory = .large, displayScale: Double = 3) throws -> CellContent {
    try layout(CellTemplate(stack: stack), width: width, category: category, displayScale: displayScale)
}

private func layout(_ template: CellTemplate, width: Double, category: ContentSizeCategory = .large, displayScale: Double = 3) throws -> CellContent {
    try CellContentLayout(category: category, displayScale: displayScale, measurer: FakeTextMeasurer()).layout(template, data: [:], width: width)
}
