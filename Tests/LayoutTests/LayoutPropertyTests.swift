import Layout
import Spec
import Testing

/// Properties every layout keeps over many seeded random inputs.
///
/// Comparisons allow `tolerance` (a millionth of a point, far below a pixel): the layouts follow
/// their references' formulas, such as FRH-4's `c·colW + c·s`, whose rounding errors can make
/// neighbours overlap by about 1e-13 pt.
struct LayoutPropertyTests {
    enum Kind: String, CaseIterable, Sendable {
        case grid, flow, uniformFlow, table, waterfall, kodeco
    }

    private static let seeds: Range<UInt64> = 0..<150
    private static let tolerance = 1e-6

    /// A random collection for one layout: sections, item sizes, and the layout to run.
    struct Scenario {
        var sections: [LayoutSection]
        /// Fixed item widths, used by the flow layouts; nil answers the proposed width.
        var widths: [[Double?]]
        var heights: [[Double]]
        /// Non-negative height increments, equal within a section for the uniform flow layout.
        var growth: [[Double]]
        var run: ([LayoutSection], ItemSizer) throws -> CollectionLayoutResult

        init(_ kind: Kind, seed: UInt64) {
            var rng = SplitMix64(seed: seed &* 6 &+ UInt64(Kind.allCases.firstIndex(of: kind)!))
            func points(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) / 2 }
            let width = points(400...2800)
            let contentInset = EdgeInsets(top: points(0...40), left: points(0...40), bottom: points(0...40), right: points(0...40))
            let columns = Int.random(in: 1...6, using: &rng)
            let scale = [1.0, 2, 3].randomElement(using: &rng)!
            (sections, widths, heights, growth) = ([], [], [], [])
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                // WF-5 pulls the cursor up by the item spacing after an empty section, which can
                // make the next section overlap this one; waterfall sections here are never empty.
                let itemCount = Int.random(in: (kind == .waterfall ? 1 : 0)...30, using: &rng)
                let section = LayoutSection(
                    itemCount: itemCount,
                    inset: EdgeInsets(top: points(0...40), left: points(0...40), bottom: points(0...40), right: points(0...40)),
                    interitemSpacing: points(0...24), lineSpacing: points(0...24),
                    headerHeight: Bool.random(using: &rng) ? points(20...120) : 0,
                    footerHeight: Bool.random(using: &rng) ? points(20...120) : 0
                )
                let lineWidth = width - contentInset.left - contentInset.right - section.inset.left - section.inset.right
                func itemWidth() -> Double? {
                    Int.random(in: 0..<10, using: &rng) < 3 ? nil : Double.random(in: 0...1, using: &rng) * lineWidth
                }
                func itemHeight() -> Double { Int.random(in: 0..<10, using: &rng) == 0 ? 0 : points(1...600) }
                func itemGrowth() -> Double { Bool.random(using: &rng) ? 0 : points(0...200) }
                sections.append(section)
                if kind == .uniformFlow {
                    let (width, height, grow) = (itemWidth(), itemHeight(), itemGrowth())
                    widths.append(Array(repeating: width, count: itemCount))
                    heights.append(Array(repeating: height, count: itemCount))
                    growth.append(Array(repeating: grow, count: itemCount))
                } else {
                    widths.append((0..<itemCount).map { _ in itemWidth() })
                    heights.append((0..<itemCount).map { _ in itemHeight() })
                    growth.append((0..<itemCount).map { _ in itemGrowth() })
                }
            }
            switch kind {
            case .grid:
                let layout = FlexibleRowHeightGridLayout(width: width, contentInset: contentInset, columns: columns)
                run = { try layout.layout(sections: $0, sizer: $1) }
            case .flow, .uniformFlow:
                let layout = FlowLayout(
                    width: width, contentInset: contentInset, columns: columns, uniformItemSize: kind == .uniformFlow, displayScale: scale
                )
                run = { try layout.layout(sections: $0, sizer: $1) }
            case .table:
                let layout = TableLayout(width: width, contentInset: contentInset, separatorInsetLeft: points(0...40), displayScale: scale)
                run = { try layout.layout(sections: $0, sizer: $1) }
            case .waterfall:
                let direction = MasonryLayout.ItemRenderDirection.allCases.randomElement(using: &rng)!
                let placement = MasonryLayout.Placement.waterfall(
                    columnSpacing: points(0...24), interitemSpacing: points(0...24), direction: direction
                )
                let layout = MasonryLayout(
                    width: width, contentInset: contentInset, columns: columns, placement: placement,
                    headerInset: EdgeInsets(top: points(0...20), left: points(0...20), bottom: points(0...20), right: points(0...20)),
                    footerInset: EdgeInsets(top: points(0...20), left: points(0...20), bottom: points(0...20), right: points(0...20)),
                    minimumContentHeight: points(0...2000), displayScale: scale
                )
                run = { try layout.layout(sections: $0, sizer: $1) }
            case .kodeco:
                let layout = MasonryLayout(
                    width: width, contentInset: contentInset, columns: columns, placement: .kodeco(cellPadding: points(0...16)),
                    displayScale: scale
                )
                run = { try layout.layout(sections: $0, sizer: $1) }
            }
        }

        /// Runs the layout with the item heights grown by `growth` times `grownBy`, recording the
        /// sizer's calls.
        func layout(grownBy factor: Double = 0, calls: inout [[Int]]) throws -> CollectionLayoutResult {
            try run(sections) { section, item, proposedWidth in
                calls.append([section, item])
                let height = heights[section][item] + factor * growth[section][item]
                return Size(width: widths[section][item] ?? proposedWidth, height: height)
            }
        }

        func layout(grownBy factor: Double = 0) throws -> CollectionLayoutResult {
            var calls: [[Int]] = []
            return try layout(grownBy: factor, calls: &calls)
        }
    }

    /// Every item gets exactly one cell, in section and item order, each section's elements come
    /// header, cells, footer, and the sizer is called exactly once per item, in order.
    @Test(arguments: Kind.allCases) func everyItemGetsOneCellInOrder(kind: Kind) throws {
        for seed in Self.seeds {
            let scenario = Scenario(kind, seed: seed)
            var calls: [[Int]] = []
            let result = try scenario.layout(calls: &calls)
            var expected: [[Int]] = []
            var kinds: [ElementKind] = []
            for (index, section) in scenario.sections.enumerated() {
                if section.headerHeight > 0 { kinds.append(.header) }
                for item in 0..<section.itemCount {
                    expected.append([index, item])
                    kinds.append(.cell)
                }
                if section.footerHeight > 0 { kinds.append(.footer) }
            }
            #expect(calls == expected, "seed \(seed)")
            #expect(result.cells.map { [$0.section, $0.item] } == expected, "seed \(seed)")
            #expect(result.cells.count == scenario.sections.reduce(0) { $0 + $1.itemCount }, "seed \(seed)")
            #expect(result.elements.map(\.kind) == kinds, "seed \(seed)")
        }
    }

    /// Cells have non-negative sizes and lie within `[0, contentWidth]`.
    @Test(arguments: Kind.allCases) func cellsLieWithinTheContentWidth(kind: Kind) throws {
        for seed in Self.seeds {
            let result = try Scenario(kind, seed: seed).layout()
            for cell in result.cells {
                let frame = cell.frame
                #expect(frame.width >= 0 && frame.height >= 0, "seed \(seed) \(cell)")
                #expect(frame.minX >= -Self.tolerance && frame.maxX <= result.contentSize.width + Self.tolerance, "seed \(seed) \(cell)")
            }
        }
    }

    /// No two cells overlap (strictly: shared edges are fine).
    @Test(arguments: Kind.allCases) func cellsNeverOverlap(kind: Kind) throws {
        for seed in Self.seeds {
            let frames = try Scenario(kind, seed: seed).layout().cells.map { cell in
                let frame = cell.frame
                let shrink = min(Self.tolerance, frame.width / 2, frame.height / 2)
                return Rect(x: frame.x + shrink, y: frame.y + shrink, width: frame.width - 2 * shrink, height: frame.height - 2 * shrink)
            }
            var overlaps = 0
            for first in frames.indices {
                for second in frames.indices[(first + 1)...] where frames[first].intersects(frames[second]) {
                    overlaps += 1
                }
            }
            #expect(overlaps == 0, "seed \(seed)")
        }
    }

    /// The content height never shrinks when every item gets taller (as when the content-size
    /// category grows).
    @Test(arguments: Kind.allCases) func contentHeightGrowsWithItemHeights(kind: Kind) throws {
        for seed in Self.seeds {
            let scenario = Scenario(kind, seed: seed)
            var previous = try scenario.layout().contentSize
            for factor in [0.25, 1, 3] {
                let grown = try scenario.layout(grownBy: factor).contentSize
                #expect(grown.width == previous.width, "seed \(seed)")
                #expect(grown.height >= previous.height - Self.tolerance, "seed \(seed) × \(factor)")
                previous = grown
            }
        }
    }
}
