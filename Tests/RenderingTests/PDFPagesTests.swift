import Layout
import Rendering
import Spec
import TestSupport
import Testing
import TextEngineTestSupport

/// Pages of a multi-scene PDF: one page per scene, shrunk to fit when that takes at most the
/// minimum fit, split into pages beyond it; the single-scene PDF always splits.
@Suite struct PDFPagesTests {
    static func pageSizes(_ pdf: [UInt8]) throws -> [[Double]] {
        let folder = try ScratchFolder("pdf-pages")
        let file = try folder.write(pdf, to: "pages.pdf")
        let info = try ExternalTool.run("pdfinfo", ["-f", "1", "-l", "99", file.path]).stdout
        return info.split(separator: "\n").filter { $0.hasPrefix("Page") && $0.contains(" size:") }.map { line in
            line.split(separator: ":", maxSplits: 1)[1].split(separator: " ").compactMap { Double($0) }
        }
    }

    static func blank(height: Double) -> RenderScene {
        RenderScene(size: Size(width: 100, height: height), background: .white, items: [])
    }

    @Test func aSceneUpToFourPagesTallShrinksToOnePageATallerOneSplits() throws {
        try #require(ExternalTool.isInstalled("pdfinfo"), "poppler-utils is needed (apt-get install poppler-utils)")
        let renderer = PDFRenderer(measurer: MeasurerFixture.measurer)
        let pdf = try renderer.render(
            [(Self.blank(height: 500), "short"), (Self.blank(height: 28_800), "tall"), (Self.blank(height: 72_000), "taller")], title: "t",
            creator: "c")
        // 500 pt as it is; 28,800 pt at half size; 72,000 pt would need 0.2 < 0.25, so 5 pages.
        let sizes = try Self.pageSizes(pdf)
        #expect(sizes == [[100, 500], [50, 14_400]] + Array(repeating: [100, 14_400], count: 5), "\(sizes)")
        let single = try renderer.render(Self.blank(height: 28_800), title: "t", creator: "c")
        #expect(try Self.pageSizes(single) == [[100, 14_400], [100, 14_400]])
    }
}
