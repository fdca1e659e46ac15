import Foundation
import ProofSheet
import Rendering
import Variants

/// Issue 6: peak memory while composing and rendering one review sheet of a very large matrix:
/// 12 categories x 4 column counts of a 300-item grid on iPhone 16, whole screens, to PNG
/// pages at @2x and one PDF. Run in a process of its own, like the memory suite.
struct SheetMemoryBenchmark {
    static let items = 300

    func run() throws -> [String] {
        let spec = """
            name: Long grid
            screens:
              - name: catalogue
                devices: [iPhone 16]
                columns: {counts: [1, 2, 3, 4]}
                layout: {kind: grid, sectionInset: 16, columnSpacing: 8, interitemSpacing: 8}
                cell:
                  padding: 8
                  background: systemBackground
                  stack:
                    spacing: 2
                    items:
                      - label: {text: "{title}", style: headline}
                      - label: {text: "{body}", style: body}
                items:
                  repeat: \(Self.items)
                  of:
                    - {title: Ana Ruiz, body: Are we still on for lunch tomorrow?}
                    - {title: Ben Okafor, body: Sent the slides. The second half still needs charts.}
                    - {title: Chen Wei, body: Thanks!}
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-long-grid-\(getpid()).yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let before = MemoryBenchmark.peakResidentMegabytes()
        let start = ContinuousClock.now
        let renderer = try VariantRenderer(specPath: path)
        let variants = VariantMatrix(suite: renderer.suite).variants()
        // Whole screens in one sheet, in pages as tall as PNG allows: the largest sheet there is.
        let sheets = ReviewSheetRenderer(
            renderer: renderer, options: SheetOptions(rows: .category, columns: .columns, scale: 2, maximumPageRows: PNGRenderer.maximumPageRows))
        let composed = try sheets.compose(variants)
        var pages = 0
        var bytes = 0
        var rows = 0
        var width = 0
        for sheet in composed {
            try sheets.renderPNG(sheet) { _, _, png in
                pages += 1
                bytes += png.count
                width = Int(png[16]) << 24 | Int(png[17]) << 16 | Int(png[18]) << 8 | Int(png[19])
                rows += Int(png[20]) << 24 | Int(png[21]) << 16 | Int(png[22]) << 8 | Int(png[23])
            }
        }
        let pdf = try sheets.renderPDF(composed)
        let seconds = (ContinuousClock.now - start).seconds
        let height = composed.map(\.scene.size.height).reduce(0, +)
        return [
            "\(variants.count) variants (12 categories x 4 column counts) of a \(Self.items)-item grid on iPhone 16, whole screens, in \(composed.count) sheet "
                + "\(Int(height)) pt tall: \(pages) PNG pages at @2x (\(rows) rows of \(width) px, \(bytes / 1_000_000) MB) and a \(pdf.count / 1000) kB PDF in "
                + String(format: "%.1f s", seconds),
            "peak resident memory: \(MemoryBenchmark.peakResidentMegabytes()) MB (\(before) MB before loading the spec)",
        ]
    }
}
