import Audit
import Foundation
import ProofSheet
import TestSupport
import Testing

/// docs/audit-rules.md's table of audit rules is the rules: every id once, in `AuditRule` order,
/// with its severity, what it finds, its threshold and its source (linked to its help URI) as the
/// code states them (and as SARIF's rule descriptions carry them). `tools/reference-docs` writes
/// the table from the code; this fails when a rule is added, removed or changed without it.
@Suite struct AuditDocumentationTests {
    /// The table's rows whose first cell is a rule id in backticks, split into trimmed cells.
    static func rows(of page: String) -> [[String]] {
        page.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test func ruleTableMatchesAuditRule() throws {
        let rows = Self.rows(of: try String(contentsOf: Repository.url("docs/audit-rules.md"), encoding: .utf8))
        let ids = rows.map { $0[0] }
        let missing = AuditRule.allCases.map { "`\($0.rawValue)`" }.filter { !ids.contains($0) }
        let unknown = ids.filter { id in !AuditRule.allCases.contains { "`\($0.rawValue)`" == id } }
        #expect(missing.isEmpty, "rules in AuditRule but not in docs/audit-rules.md (run tools/reference-docs): \(missing)")
        #expect(unknown.isEmpty, "rules in docs/audit-rules.md but not in AuditRule (run tools/reference-docs): \(unknown)")
        #expect(ids == AuditRule.allCases.map { "`\($0.rawValue)`" })
        for rule in AuditRule.allCases {
            guard let cells = rows.first(where: { $0[0] == "`\(rule.rawValue)`" }), cells.count == 5 else { continue }
            #expect(cells[1] == rule.severity.rawValue, "\(rule)")
            #expect(cells[2] == rule.summary, "\(rule)")
            #expect(cells[3] == rule.threshold, "\(rule)")
            #expect(cells[4] == rule.helpURI.map { "[\(rule.source)](\($0))" } ?? rule.source, "\(rule)")
        }
        #expect(rows.allSatisfy { $0.count == 5 }, "every row has five cells: \(rows.filter { $0.count != 5 })")
    }

    /// The thresholds print the audit's constants as their sources give them: WCAG's 4.5:1, 3:1,
    /// 24 pt and 14 pt bold (18.67 CSS px), HIG's 44 pt, and the audit's own 12 characters and 0.1 pt.
    @Test func thresholdsStateTheAuditsConstants() {
        #expect(AuditRule.lowContrast.threshold.hasPrefix("under 4.5:1; under 3:1 for large text: 24 pt or more, or 18.67 pt or more at weight 700"))
        #expect(AuditRule.smallTapTarget.threshold == "shorter side under 44 pt (and 24 pt or more)")
        #expect(AuditRule.crampedText.threshold.contains("under 12 characters per line"))
        #expect(AuditRule.overlappingElements.threshold == "an overlap over 0.1 × 0.1 pt")
    }
}
