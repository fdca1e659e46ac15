import Layout
@testable import Rendering
import Testing

/// Page splitting: pages stay within the limit and end at a preferred break when one fits.
@Suite struct PageBreakingTests {
    @Test func pagesEndAtTheLastPreferredBreakThatFits() {
        #expect(PageBreaking.split(length: 100.0, limit: 40, preferred: [30, 35, 90]) == [0..<35, 35..<75, 75..<100])
    }

    @Test func withoutBreaksPagesAreCutAtTheLimit() {
        #expect(PageBreaking.split(length: 100.0, limit: 40, preferred: []) == [0..<40, 40..<80, 80..<100])
        #expect(PageBreaking.split(length: 40.0, limit: 40, preferred: [10]) == [0..<40])
    }

    @Test func breaksOutsideThePageOrAtItsStartAreIgnored() {
        #expect(PageBreaking.split(length: 100.0, limit: 50, preferred: [0, 50, 51]) == [0..<50, 50..<100])
    }

    /// PNG pages honour a scene's preferred breaks, at whole points at every scale.
    @Test func pngPagesEndAtTheScenesPageBreaks() {
        let scene = RenderScene(size: Size(width: 10, height: 40_000), background: .white, items: [], pageBreaks: [12_000.5, 25_000, 39_000])
        let plan = try PNGRenderer.pages(for: scene, scale: 2)
        // 16,383 points fit a page at @2x: the first page ends at 12,000 (rounded down), the
        // second at 25,000; the rest (30,000 rows) fits one page.
        #expect(plan.pages == [0..<24_000, 24_000..<50_000, 50_000..<80_000])
        #expect(VectorPages.ranges(for: scene) == [0..<12_000.5, 12_000.5..<25_000, 25_000..<39_000, 39_000..<40_000])
    }
}
