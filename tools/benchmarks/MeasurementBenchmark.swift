import Foundation
import Layout
import ProofSheet
import TextEngine

/// Issue 2: measuring a 110-character body paragraph, uncached and cached, against the raw cost
/// of one Pango layout of the same text (set text, font and width; read the extents).
struct MeasurementBenchmark {
    static let paragraph = "Dynamic Type lets every reader pick a comfortable text size, so good layouts wrap their labels and never clip."
    let iterations = 20_000

    func run() throws -> [String] {
        let library = try FontLibrary.standard()
        let request = TextMeasurementRequest(text: Self.paragraph, font: .preferred(.body, category: .large), width: 343)
        let stopwatch = Stopwatch()

        let raw = RawPangoLayout(library: library)
        let rawSeconds = stopwatch.medianSecondsPerOperation(operations: iterations) {
            for _ in 0..<iterations { raw.measure(request) }
        }
        let uncached = PangoTextMeasurer(library: library, caching: false)
        let uncachedSeconds = try stopwatch.medianSecondsPerOperation(operations: iterations) {
            for _ in 0..<iterations { _ = try uncached.measure(request) }
        }
        let cached = PangoTextMeasurer(library: library)
        let cachedIterations = iterations * 50
        let cachedSeconds = try stopwatch.medianSecondsPerOperation(operations: cachedIterations) {
            for _ in 0..<cachedIterations { _ = try cached.measure(request) }
        }
        return [
            "text: \(Self.paragraph.count) characters, body at large, width 343 pt",
            "raw Pango layout (floor):   \(format(rawSeconds))",
            "measure, uncached:          \(format(uncachedSeconds))  = \(ratio(uncachedSeconds, rawSeconds)) of raw (target <= 1.50x)",
            "measure, cached:            \(format(cachedSeconds))  = \(perSecond(cachedSeconds)) per second on one core (target >= 1,000,000)",
        ]
    }

    private func format(_ seconds: Double) -> String { String(format: "%8.2f µs/op", seconds * 1e6) }
    private func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2fx", a / b) }
    private func perSecond(_ seconds: Double) -> String { (1 / seconds).formatted(.number.grouping(.automatic).precision(.fractionLength(0))) }
}
