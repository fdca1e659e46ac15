import Audit
import Foundation
import ProofSheet
import Variants

/// Issue 14: the audit of the full example matrix against laying out the same variants, on one
/// core (target: the audit costs at most 20 % over layout). Measured twice: cold, each round on
/// fresh renderers whose measurement caches are empty (what one `proofsheet audit` run does),
/// and warm, with every measurement already cached (where the rules' own work shows most).
struct AuditBenchmark {
    func run() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let specs = ["recipes", "messages", "lorem-grid", "plain-table"].map { root.appendingPathComponent("Examples/\($0).yaml").path }
        func renderers() throws -> [(VariantRenderer, [Variant])] {
            try specs.map { spec in
                let renderer = try VariantRenderer(specPath: spec)
                return (renderer, VariantMatrix(suite: renderer.suite).variants())
            }
        }
        var findings = 0
        func layoutAll(_ sets: [(VariantRenderer, [Variant])]) throws {
            for (renderer, variants) in sets { for variant in variants { _ = try renderer.layout(variant) } }
        }
        func auditAll(_ sets: [(VariantRenderer, [Variant])]) throws {
            findings = 0
            for (renderer, variants) in sets { findings += try Auditor(renderer: renderer, jobs: 1).audit(variants).count }
        }
        let count = try renderers().reduce(0) { $0 + $1.1.count }

        /// Median seconds per variant of `body` over 7 rounds, each on fresh renderers made
        /// outside the timing.
        func cold(_ body: ([(VariantRenderer, [Variant])]) throws -> Void) throws -> Double {
            var samples: [Double] = []
            for _ in 0..<7 {
                let sets = try renderers()
                samples.append(try ContinuousClock().measure { try body(sets) }.seconds / Double(count))
            }
            return samples.sorted()[3]
        }
        let coldLayout = try cold(layoutAll)
        let coldAudit = try cold(auditAll)
        let forLayout = try renderers()
        let forAudit = try renderers()
        let warmLayout = try Stopwatch(rounds: 7).medianSecondsPerOperation(operations: count) { try layoutAll(forLayout) }
        let warmAudit = try Stopwatch(rounds: 7).medianSecondsPerOperation(operations: count) { try auditAll(forAudit) }
        return [
            "\(count) variants of the 4 examples, one core, median of 7 (target: audit <= 120 % of layout)",
            String(
                format: "cold caches: layout %6.3f ms per variant, audit %6.3f ms (%d findings): %.0f %% of layout", coldLayout * 1000,
                coldAudit * 1000, findings, coldAudit / coldLayout * 100),
            String(
                format: "warm caches: layout %6.3f ms per variant, audit %6.3f ms: %.0f %% of layout", warmLayout * 1000, warmAudit * 1000,
                warmAudit / warmLayout * 100),
        ]
    }
}
