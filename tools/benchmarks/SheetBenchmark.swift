import Foundation
import ProofSheet
import Rendering
import Variants

/// Issue 6: composing review sheets of the full example matrix against rendering the same
/// variants alone (each to its own PNG, drawn the same way: chrome, no caption, @1x), both on
/// one thread. Target: sheets cost at most 30% more. The sheets are the full-length ones (whole
/// screens, categories down), as when the target was set; since issue 14 they also audit each
/// variant for their captions and marks.
struct SheetBenchmark {
    func run() throws -> [String] {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        let specs = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") }.sorted()
        let options = SheetOptions(rows: .category, columns: .columns, scale: 1)
        let cellOptions = RenderOptions(scale: 1, chrome: true, caption: false, legend: false)
        var lines = ["every variant of Examples/*.yaml at @1x, 1 thread; median of 7"]
        lines.append("spec               variants  sheets  sheet area  variants alone  sheets     sheets cost")
        var totalAlone = 0.0
        var totalSheets = 0.0
        var totalVariants = 0
        var totalSheetCount = 0
        var totalVariantArea = 0.0
        var totalSheetArea = 0.0
        for spec in specs {
            let renderer = try VariantRenderer(specPath: examples.appendingPathComponent(spec).path)
            let variants = VariantMatrix(suite: renderer.suite).variants()
            let sheets = ReviewSheetRenderer(renderer: renderer, options: options)
            var sheetCount = 0
            let alone = try Stopwatch().medianSecondsPerOperation(operations: 1) {
                for variant in variants {
                    try renderer.renderPNG(variant, options: cellOptions) { _, _, png in precondition(!png.isEmpty) }
                }
            }
            let composed = try Stopwatch().medianSecondsPerOperation(operations: 1) {
                let composed = try sheets.compose(variants, jobs: 1)
                sheetCount = composed.count
                for sheet in composed {
                    try sheets.renderPNG(sheet) { _, _, png in precondition(!png.isEmpty) }
                }
            }
            var variantArea = 0.0
            var sheetArea = 0.0
            for variant in variants {
                let size = try renderer.scene(variant, options: cellOptions).size
                variantArea += size.width * size.height
            }
            for sheet in try sheets.compose(variants, jobs: 1) { sheetArea += sheet.scene.size.width * sheet.scene.size.height }
            totalVariantArea += variantArea
            totalSheetArea += sheetArea
            totalAlone += alone
            totalSheets += composed
            totalVariants += variants.count
            totalSheetCount += sheetCount
            lines.append(row(spec, variants.count, sheetCount, sheetArea / variantArea, alone, composed))
        }
        lines.append(row("all", totalVariants, totalSheetCount, totalSheetArea / totalVariantArea, totalAlone, totalSheets) + " (target <= +30%)")
        return lines
    }

    /// `area` is the sheets' size in points over the variants' own.
    private func row(_ name: String, _ variants: Int, _ sheets: Int, _ area: Double, _ alone: Double, _ composed: Double) -> String {
        name.padding(toLength: 19, withPad: " ", startingAt: 0)
            + String(variants).padding(toLength: 10, withPad: " ", startingAt: 0)
            + String(sheets).padding(toLength: 8, withPad: " ", startingAt: 0)
            + String(format: "%.2fx", area).padding(toLength: 12, withPad: " ", startingAt: 0)
            + String(format: "%.0f ms", alone * 1000).padding(toLength: 16, withPad: " ", startingAt: 0)
            + String(format: "%.0f ms", composed * 1000).padding(toLength: 11, withPad: " ", startingAt: 0)
            + String(format: "%+.0f%%", (composed / alone - 1) * 100)
    }
}
