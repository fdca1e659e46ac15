import Foundation
import ProofSheet

/// Issue 4: peak memory (maximum resident set size of this process) while rendering a
/// 10,000-item list at AX5 at @3x to PNG pages. Run it in a process of its own (tools/benchmark
/// does) so nothing else counts towards the peak.
struct MemoryBenchmark {
    static let items = 10_000

    func run() throws -> [String] {
        let spec = """
            name: Long list
            screens:
              - name: inbox
                devices: [iPhone 16]
                layout: {kind: list}
                cell:
                  padding: [11, 16]
                  background: systemBackground
                  stack:
                    axis: vertical
                    spacing: 2
                    items:
                      - label: {text: "{title}", style: headline}
                      - label: {text: "{body}", style: body, lines: 2}
                items:
                  repeat: \(Self.items)
                  of:
                    - {title: Ana Ruiz, body: Are we still on for lunch tomorrow?}
                    - {title: Ben Okafor, body: Sent the slides. The second half still needs charts, and a summary slide at the end.}
                    - {title: Chen Wei, body: Thanks!}
            """
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("proofsheet-long-list-\(getpid()).yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }

        let before = Self.peakResidentMegabytes()
        let renderer = try VariantRenderer(specPath: path)
        let variant = Variant(
            screen: "inbox", device: try Device.preset(named: "iPhone 16"), category: .accessibilityExtraExtraExtraLarge, columns: 1)
        var pages = 0
        var bytes = 0
        var rows = 0
        let start = ContinuousClock.now
        try renderer.renderPNG(variant, options: RenderOptions(scale: 3)) { _, _, png in
            pages += 1
            bytes += png.count
            rows += Int(png[20]) << 24 | Int(png[21]) << 16 | Int(png[22]) << 8 | Int(png[23])
        }
        let seconds = (ContinuousClock.now - start).seconds
        return [
            "\(Self.items)-item list, iPhone 16, AX5, @3x: \(pages) PNG pages, \(rows) rows of 1179 px, \(bytes / 1_000_000) MB of PNG, \(String(format: "%.1f", seconds)) s",
            "peak resident memory: \(Self.peakResidentMegabytes()) MB (\(before) MB before loading the spec); target < 300 MB",
        ]
    }

    /// ru_maxrss of this process, in megabytes.
    static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }
}
