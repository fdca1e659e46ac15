import Foundation
import ProofSheet

/// Issue 14: the audit of the full example matrix against laying out the same variants, one
/// core, each with its own warmed renderer (target: the audit costs at most 20 % over layout).
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
        let forLayout = try renderers(), forAudit = try renderers()
        let count = forLayout.reduce(0) { $0 + $1.1.count }
        func layoutAll() throws {
            for (renderer, variants) in forLayout { for variant in variants { _ = try renderer.layout(variant) } }
        }
        var findings = 0
        func auditAll() throws {
            findings = 0
            for (renderer, variants) in forAudit { findings += try Auditor(renderer: renderer, jobs: 1).audit(variants).count }
        }
        let layout = try Stopwatch(rounds: 7).medianSecondsPerOperation(operations: count) { try layoutAll() }
        let audit = try Stopwatch(rounds: 7).medianSecondsPerOperation(operations: count) { try auditAll() }
        return [
            "\(count) variants of the 4 examples, one core, warmed measurement caches, median of 7",
            String(format: "layout:  %7.3f ms per variant", layout * 1000),
            String(format: "audit:   %7.3f ms per variant (%d findings); %.0f %% of layout (target <= 120 %%)", audit * 1000, findings, audit / layout * 100),
        ]
    }
}
