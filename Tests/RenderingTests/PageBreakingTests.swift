import Layout
import ProofSheetSupport
import Spec
import Testing

@testable import Rendering

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
    @Test func pngPagesEndAtTheScenesPageBreaks() throws {
        let scene = RenderScene(size: Size(width: 10, height: 40_000), background: .white, items: [], pageBreaks: [12_000.5, 25_000, 39_000])
        let plan = try PNGRenderer.pages(for: scene, scale: 2)
        // 16,383 points fit a page at @2x: the first page ends at 12,000 (rounded down), the
        // second at 25,000; the rest (30,000 rows) fits one page.
        #expect(plan.pages == [0..<24_000, 24_000..<50_000, 50_000..<80_000])
        #expect(try VectorPages.ranges(for: scene) == [0..<12_000.5, 12_000.5..<25_000, 25_000..<39_000, 39_000..<40_000])
    }

    /// Sizes Cairo cannot make are refused with the size and the limit, before a surface exists.
    @Test func outputsTooWideOrWithTooManyPagesAreErrorsNamingTheLimit() throws {
        // 10,922 pt is 32,766 px at @3x, inside Cairo's 32,767; 10,923 pt is 32,769 px.
        #expect(
            try PNGRenderer.pages(for: RenderScene(size: Size(width: 10_922, height: 10), background: .white, items: []), scale: 3).width == 32_766)
        let wide = RenderScene(size: Size(width: 10_923, height: 10), background: .white, items: [])
        let error = #expect(throws: RenderError.self) { try PNGRenderer.pages(for: wide, scale: 3) }
        #expect(error?.description.contains("10923 pt wide, 32769 px at @3x") == true)
        #expect(error?.description.contains("at most 32767 px wide") == true)
        #expect(throws: Never.self) { try PNGRenderer.pages(for: wide, scale: 1) }

        let vectorWide = RenderScene(size: Size(width: 14_401, height: 10), background: .white, items: [])
        #expect(throws: RenderError.tooLarge("the page would be 14401 pt wide; PDF and SVG pages are at most 14400 pt wide")) {
            try VectorPages.ranges(for: vectorWide)
        }
        // 10,000 pages of 32,767 rows at @1x is the most one scene may make.
        let tall = RenderScene(size: Size(width: 10, height: 32_767.0 * 10_000), background: .white, items: [])
        let tallError = #expect(throws: RenderError.self) { try PNGRenderer.pages(for: tall, scale: 1) }
        #expect(tallError?.description.contains("more than 10000 pages") == true)
        #expect(
            try PNGRenderer.pages(for: RenderScene(size: Size(width: 10, height: 32_767.0 * 9_999), background: .white, items: []), scale: 1).pages
                .count == 9_999)
    }
}
