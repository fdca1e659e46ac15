import ArgumentParser
import Audit
import ProofSheet

/// `proofsheet audit-rules` (hidden): the audit's rules as the Markdown table of
/// docs/audit-rules.md, written from `AuditRule` itself so the page cannot drift from the code
/// (`tools/reference-docs` puts it into the page; `--check` fails when the page differs).
struct AuditRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit-rules",
        abstract: "Print the audit's rules as a Markdown table (for docs/audit-rules.md).",
        shouldDisplay: false
    )

    func run() throws { try Console.write(Self.table()) }

    /// One row per rule in `AuditRule` order: id, severity, what it finds, threshold and source
    /// (linked when it has a link), then the rules `check` runs without `--audit`.
    static func table() -> String {
        var lines = ["| rule id | severity | finds | threshold | source |", "|---|---|---|---|---|"]
        for rule in AuditRule.allCases {
            let source = rule.helpURI.map { "[\(rule.source)](\($0))" } ?? rule.source
            lines.append("| `\(rule.rawValue)` | \(rule.severity.rawValue) | \(rule.summary) | \(rule.threshold) | \(source) |")
        }
        let always = AuditRule.allCases.filter(AuditRule.alwaysChecked.contains).map { "`\($0.rawValue)`" }
        lines += ["", "`check` runs \(always.joined(separator: " and ")) on every variant even without `--audit`; `--audit` adds the others."]
        return lines.joined(separator: "\n") + "\n"
    }
}
