import Foundation
import ProofSheet
import TestSupport
import Testing

/// The table of audit rules in docs/audit.md is the rules: every id once, in `AuditRule` order, with
/// its severity and its source as the code states them (and as SARIF's rule descriptions carry them).
@Suite struct AuditDocumentationTests {
    @Test func ruleTableMatchesAuditRule() throws {
        let ids = Set(AuditRule.allCases.map { "`\($0.rawValue)`" })
        let rows = try DocumentationPage("docs/audit.md").tableRows.filter { cells in cells.count == 5 && ids.contains(cells[0]) }
        #expect(rows.map { $0[0] } == AuditRule.allCases.map { "`\($0.rawValue)`" })
        for (cells, rule) in zip(rows, AuditRule.allCases) {
            #expect(cells[1] == rule.severity.rawValue, "\(rule)")
            #expect(cells[4].replacingOccurrences(of: "`", with: "") == rule.source, "\(rule)")
        }
    }
}
