import Foundation
import ProofSheet
import TestSupport
import Testing

/// The README's table of audit rules is the rules: every id once, in `AuditRule` order, with its
/// severity and its source as the code states them (and as SARIF's rule descriptions carry them).
@Suite struct AuditDocumentationTests {
    @Test func readmeRuleTableMatchesAuditRule() throws {
        let readme = Repository.url("README.md")
        let ids = Set(AuditRule.allCases.map { "`\($0.rawValue)`" })
        let rows = try String(contentsOf: readme, encoding: .utf8).split(separator: "\n").map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { cells in cells.count == 5 && ids.contains(cells[0]) }
        #expect(rows.map { $0[0] } == AuditRule.allCases.map { "`\($0.rawValue)`" })
        for (cells, rule) in zip(rows, AuditRule.allCases) {
            #expect(cells[1] == rule.severity.rawValue, "\(rule)")
            #expect(cells[4].replacingOccurrences(of: "`", with: "") == rule.source, "\(rule)")
        }
    }
}
