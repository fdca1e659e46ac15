import Foundation
import Layout
import ProofSheet
import TextEngine

/// Issue 3: cell layouts per second for each layout kind — geometry alone (a sizer that returns
/// precomputed sizes), and whole screens with cached and uncached Pango measurement — at 1k,
/// 10k and 100k items, across all 12 categories.
struct LayoutBenchmark {
    static let kinds: [(String, ScreenLayoutInput.Kind)] = [
        ("list", .list()), ("flow", .flow()), ("grid", .grid), ("masonry", .masonry(.waterfall())),
    ]

    func run() throws -> [String] {
        var lines = ["geometry only (precomputed sizes), cells per second on one core; target >= 1,000,000"]
        for (name, kind) in Self.kinds {
            let rates = [1_000, 10_000, 100_000].map { count in geometryRate(kind: kind, items: count) }
            lines.append(
                "  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) "
                    + zip(["1k", "10k", "100k"], rates).map { "\($0): \(format($1))" }.joined(separator: "   "))
        }
        let library = try FontLibrary.standard()
        lines.append("whole screen with Pango measurement (2-line body cells, 393 pt, 2 columns, 12 categories), cells per second")
        lines.append("  target with cached measurement >= 200,000")
        for (name, kind) in Self.kinds {
            let cached = PangoTextMeasurer(library: library)
            let tenK = try screenRate(kind: kind, items: 10_000, measurer: cached, warm: true)
            let hundredK = try screenRate(kind: kind, items: 100_000, measurer: cached, warm: true)
            let uncached = try screenRate(kind: kind, items: 200, measurer: PangoTextMeasurer(library: library, caching: false), warm: false)
            lines.append(
                "  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) cached 10k: \(format(tenK))   cached 100k: \(format(hundredK))   uncached: \(format(uncached))"
            )
        }
        return lines
    }

    private func geometryRate(kind: ScreenLayoutInput.Kind, items: Int) -> Double {
        let sections = [LayoutSection(itemCount: items, inset: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10)]
        let heights = (0..<items).map { Double(40 + ($0 * 37) % 90) }
        let sizer: ItemSizer = { _, item, width in Size(width: min(width, 180), height: heights[item]) }
        let rounds = max(1, 200_000 / items)
        var sink = 0.0  // keeps the optimizer from discarding the layouts
        let seconds = Stopwatch().medianSecondsPerOperation(operations: rounds * items * 12) {
            for _ in 0..<(rounds * 12) {
                let result = try? Self.geometry(kind: kind, sections: sections, sizer: sizer)
                sink += result?.elements.last?.frame.maxY ?? 0
            }
        }
        precondition(sink > 0)
        return 1 / seconds
    }

    private static func geometry(kind: ScreenLayoutInput.Kind, sections: [LayoutSection], sizer: ItemSizer) throws -> CollectionLayoutResult {
        switch kind {
        case .list(let inset, let style):
            try TableLayout(width: 393, separatorInsetLeft: inset ?? ListMetrics.defaultSeparatorInset, displayScale: 3, style: style).layout(
                sections: sections, sizer: sizer)
        case .flow(let uniform):
            try FlowLayout(width: 393, columns: 2, uniformItemSize: uniform, displayScale: 3).layout(sections: sections, sizer: sizer)
        case .grid: try FlexibleRowHeightGridLayout(width: 393, columns: 2).layout(sections: sections, sizer: sizer)
        case .masonry(let placement):
            try MasonryLayout(width: 393, columns: 2, placement: placement, displayScale: 3).layout(sections: sections, sizer: sizer)
        }
    }

    private func screenRate(kind: ScreenLayoutInput.Kind, items: Int, measurer: PangoTextMeasurer, warm: Bool) throws -> Double {
        let texts = ["Short title", "A longer line of body text that wraps onto a second line in a narrow column", "Medium length text here"]
        let input = ScreenLayoutInput(
            kind: kind, sectionInset: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10,
            cell: CellTemplate(padding: EdgeInsets(all: 8), stack: StackTemplate(items: [.label(LabelTemplate(text: "{t}", lines: 2))])),
            sections: [.init(items: (0..<items).map { ["t": texts[$0 % texts.count]] })]
        )
        let engine = ScreenLayoutEngine(input: input, measurer: measurer)
        let body = {
            for category in ContentSizeCategory.allCases {
                _ = try engine.layout(width: 393, columns: 2, category: category, displayScale: 3)
            }
        }
        if warm { try body() }
        let seconds = try Stopwatch(rounds: warm ? 5 : 3).medianSecondsPerOperation(operations: items * 12, body)
        return 1 / seconds
    }

    private func format(_ rate: Double) -> String {
        rate.formatted(.number.grouping(.automatic).precision(.fractionLength(0))).padding(toLength: 11, withPad: " ", startingAt: 0)
    }
}
