import Audit
import DynamicType
import Foundation
import ProofSheetSupport

/// The findings of one audit run, with what a baseline accepted, in the formats CI tools read:
/// text for people, JSON, SARIF 2.1.0 (code scanning annotates the spec's lines) and JUnit.
public struct AuditReport: Sendable {
    /// The spec as the user named it.
    public var spec: String
    public var variantCount: Int
    /// Findings the baseline does not accept.
    public var findings: [AuditFinding.AcrossSizes]
    /// Findings the baseline accepts: reported, never failing.
    public var accepted: [AuditFinding.AcrossSizes]
    /// For the report of one shard (`audit --shard K/N`): where it sits in the whole audit, so
    /// the shards' reports merge into that audit's (`merging(_:)`). Only the JSON carries it.
    package var shard: AuditShardPart?

    package init(
        spec: String, variantCount: Int, findings: [AuditFinding.AcrossSizes], accepted: [AuditFinding.AcrossSizes] = [], shard: AuditShardPart? = nil
    ) {
        self.spec = spec
        self.variantCount = variantCount
        self.findings = findings
        self.accepted = accepted
        self.shard = shard
    }

    /// The findings `baseline` does not list become ``findings``; the ones it does, ``accepted``.
    public func applying(_ baseline: AuditBaseline) -> AuditReport {
        let keys = Set(baseline.accepted.map(\.key))
        let all = findings + accepted
        return AuditReport(
            spec: spec, variantCount: variantCount, findings: all.filter { !keys.contains($0.baselineKey) },
            accepted: all.filter { keys.contains($0.baselineKey) }, shard: shard
        )
    }

    /// The findings at `level` or above (what `--fail-on` counts).
    public func failing(at level: AuditSeverity) -> [AuditFinding.AcrossSizes] {
        findings.filter { $0.severity >= level }
    }

    /// The findings grouped by rule and template element across items
    /// (`AuditFinding.Group`): what the text report and SARIF list, one line or result each.
    public var groups: [AuditFinding.Group] { AuditFinding.Group.grouping(findings) }

    /// The accepted findings grouped likewise.
    public var acceptedGroups: [AuditFinding.Group] { AuditFinding.Group.grouping(accepted) }

    /// "7 findings in 96 variants: 2 errors, 5 warnings, 0 notes; 3 accepted by the baseline",
    /// counting groups (``groups``); when a group holds several elements, how many:
    /// "2 findings (on 22 elements) in 96 variants: …".
    public var summary: String {
        let groups = groups
        let counts = Dictionary(grouping: groups, by: \.severity).mapValues(\.count)
        let elements = findings.count == groups.count ? "" : " (on \(findings.count.counted("element")))"
        var text =
            "\(groups.count.counted("finding"))\(elements) in \(variantCount.counted("variant")): "
            + "\((counts[.error] ?? 0).counted("error")), \((counts[.warning] ?? 0).counted("warning")), \((counts[.note] ?? 0).counted("note"))"
        if !accepted.isEmpty { text += "; \(acceptedGroups.count) accepted by the baseline" }
        return text
    }

    /// One line per group of findings (``groups``), `severity rule file:line:column: variant ·
    /// places element 'text': detail; categories`, then the summary.
    public var text: String {
        let lines = groups.map { group in
            let finding = group.first
            let place = [finding.location.file, finding.location.line.map(String.init), finding.location.column.map(String.init)]
                .compactMap { $0 }.joined(separator: ":")
            return "\(finding.severity.rawValue) \(finding.rule.rawValue) \(place): \(group.variantDescription) · \(group.message)"
        }
        return (lines + [summary]).joined(separator: "\n") + "\n"
    }

    /// The findings and accepted findings as JSON, sorted keys, with its `schemaVersion`; a
    /// shard's report also holds its `shard` part.
    public func json() throws -> Data {
        try JSONArtefact.encode(
            Document(
                tool: Self.tool, spec: spec, variants: variantCount, summary: summary, findings: findings, accepted: accepted,
                groups: GroupEntry.entries(groups, in: findings), acceptedGroups: GroupEntry.entries(acceptedGroups, in: accepted), shard: shard),
            version: Self.schemaVersion
        )
    }

    /// The version of the JSON report's schema (docs/schemas/audit.schema.json) this build
    /// writes, and whose major version it reads.
    package static let schemaVersion = SchemaVersion(major: 1, minor: 3)

    /// The tool and version a JSON report names.
    static var tool: String { "ProofSheet \(ProofSheetVersion.current)" }

    /// The JSON report's fields.
    struct Document: Codable {
        var tool: String
        var spec: String
        var variants: Int
        var summary: String
        var findings: [AuditFinding.AcrossSizes]
        var accepted: [AuditFinding.AcrossSizes]
        /// The findings grouped by rule and template element (schema 1.2); written, never needed
        /// to read a report back (they follow from the findings).
        var groups: [GroupEntry]?
        var acceptedGroups: [GroupEntry]?
        var shard: AuditShardPart?
    }

    /// One group of findings in the JSON report: its rule, severity, the places it names, its
    /// first category, its one-line message and the indices of its findings in `findings` (or
    /// `accepted`).
    struct GroupEntry: Codable {
        var rule: AuditRule
        var severity: AuditSeverity
        var places: String
        var firstCategory: ContentSizeCategory
        var message: String
        var findings: [Int]

        static func entries(_ groups: [AuditFinding.Group], in findings: [AuditFinding.AcrossSizes]) -> [GroupEntry] {
            var next: [AuditFinding.AcrossSizes: [Int]] = [:]
            for (index, finding) in findings.enumerated() { next[finding, default: []].append(index) }
            return groups.map { group in
                GroupEntry(
                    rule: group.rule, severity: group.severity, places: group.places, firstCategory: group.firstCategory, message: group.message,
                    findings: group.findings.map { next[$0]!.removeFirst() })
            }
        }
    }

    /// JUnit XML: one test case per finding, failing when it reaches `failOn`; accepted findings
    /// are skipped test cases. A clean audit is one passing test case.
    public func junit(failOn: AuditSeverity) -> String {
        let failures = failing(at: failOn).count
        let cases = findings.count + accepted.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"proofsheet audit \(spec.xmlEscaped)\" tests=\"\(max(1, cases))\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"audit \(spec.xmlEscaped)\" tests=\"\(max(1, cases))\" failures=\"\(failures)\" skipped=\"\(accepted.count)\">\n"
        if cases == 0 {
            xml += "    <testcase classname=\"audit\" name=\"no findings in \(variantCount) variants\"/>\n"
        }
        // A test case's class is its screen and its value on the matrix's outermost axis (the
        // device); its name gives the rule, the element and the other axes' captions (`2 col, light, de`).
        func testCase(_ finding: AuditFinding.AcrossSizes, body: String) -> String {
            let place = finding.axes.first?.value.description ?? ""
            let values = finding.axes.dropFirst().map(\.label.caption).joined(separator: ", ")
            return "    <testcase classname=\"\(finding.screen.xmlEscaped).\(place.xmlEscaped)\" "
                + "name=\"\(finding.rule.rawValue) \(finding.element.description.xmlEscaped) (\(values.xmlEscaped))\"\(body)"
        }
        for finding in findings {
            if finding.severity >= failOn {
                let place = "\(finding.location.file):\(finding.location.line ?? 0)"
                xml += testCase(
                    finding,
                    body: ">\n      <failure type=\"\(finding.rule.rawValue)\" message=\"\(finding.message.xmlEscaped)\">"
                        + "\(finding.severity.rawValue) at \(place.xmlEscaped) (\(finding.location.keyPath.xmlEscaped))</failure>\n    </testcase>\n"
                )
            } else {
                xml += testCase(
                    finding, body: ">\n      <system-out>\(finding.severity.rawValue): \(finding.message.xmlEscaped)</system-out>\n    </testcase>\n")
            }
        }
        for finding in accepted {
            xml += testCase(
                finding, body: ">\n      <skipped message=\"accepted by the baseline: \(finding.message.xmlEscaped)\"/>\n    </testcase>\n")
        }
        return xml + "  </testsuite>\n</testsuites>\n"
    }
}
