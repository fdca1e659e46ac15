import Audit
import DynamicType
import ProofSheetSupport
import Snapshot

/// JUnit XML for CI systems: one test suite per screen, one test case per variant; changed and
/// missing variants are failures, errors are errors. With `failOn` (`check --audit --fail-on`), a
/// variant whose audit findings reach it fails too, its failure listing them.
package enum JUnitReport {
    package static func xml(for report: SnapshotReport, failOn: AuditSeverity? = nil) -> String {
        let screens = Dictionary(grouping: report.outcomes, by: \.axes.screen)
        /// The findings that fail `outcome` (none without `failOn`).
        func failing(_ outcome: SnapshotOutcome) -> [AuditFinding] { failOn.map { outcome.findings(atLeast: $0) } ?? [] }
        func fails(_ outcome: SnapshotOutcome) -> Bool {
            outcome.status == .changed || outcome.status == .missing || (outcome.status != .error && !failing(outcome).isEmpty)
        }
        let failures = report.outcomes.filter(fails).count
        let errors = report.outcomes.filter { $0.status == .error }.count
        let total = report.outcomes.map(\.milliseconds).reduce(0, +) / 1000
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"proofsheet \(report.suite.xmlEscaped)\" tests=\"\(report.outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
        for screen in screens.keys.sorted() {
            let outcomes = screens[screen]!
            let suiteFailures = outcomes.filter(fails).count
            let suiteErrors = outcomes.filter { $0.status == .error }.count
            let time = outcomes.map(\.milliseconds).reduce(0, +) / 1000
            xml +=
                "  <testsuite name=\"\(report.suite.xmlEscaped).\(screen.xmlEscaped)\" tests=\"\(outcomes.count)\" failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\" time=\"\(seconds(time))\">\n"
            for outcome in outcomes {
                xml +=
                    "    <testcase classname=\"\(report.suite.xmlEscaped).\(screen.xmlEscaped)\" name=\"\(outcome.name.xmlEscaped)\" time=\"\(seconds(outcome.milliseconds / 1000))\""
                let findingLines = failing(outcome).map(findingLine)
                switch outcome.status {
                case .changed:
                    let text = ([details(outcome)] + findingLines).filter { !$0.isEmpty }.joined(separator: "\n")
                    xml += ">\n      <failure message=\"\(failureMessage(outcome).xmlEscaped)\">\(text.xmlEscaped)</failure>\n    </testcase>\n"
                case .missing:
                    let message = "no baseline at \(outcome.files.baseline); record it with proofsheet record"
                    xml +=
                        ">\n      <failure message=\"\(message.xmlEscaped)\""
                        + (findingLines.isEmpty ? "/>" : ">\(findingLines.joined(separator: "\n").xmlEscaped)</failure>") + "\n    </testcase>\n"
                case .error:
                    xml += ">\n      <error message=\"\((outcome.message ?? "error").xmlEscaped)\"/>\n    </testcase>\n"
                default:
                    if findingLines.isEmpty {
                        xml += "/>\n"
                    } else {
                        let message = "\(findingLines.count.counted("audit finding")) at \(failOn!.rawValue) or above"
                        xml +=
                            ">\n      <failure type=\"audit\" message=\"\(message.xmlEscaped)\">\(findingLines.joined(separator: "\n").xmlEscaped)</failure>\n    </testcase>\n"
                    }
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// What changed in words when known, else the pixel count; the size change, and the
    /// environment note.
    private static func failureMessage(_ outcome: SnapshotOutcome) -> String {
        let what = outcome.change.map { "\($0.kind.title): \($0.summary)" } ?? "\(outcome.diffPixels ?? 0) pixels differ"
        return [what, outcome.message].compactMap { $0 }.joined(separator: "; ") + (outcome.environmentNote.map { " (\($0))" } ?? "")
    }

    /// A failing finding as the check's other reports print it: `error low-contrast item 0 …`.
    private static func findingLine(_ finding: AuditFinding) -> String { "\(finding.severity.rawValue) \(finding)" }

    private static func details(_ outcome: SnapshotOutcome) -> String {
        ((outcome.change?.details ?? [])
            + [
                outcome.diffPixels.map { "\($0) pixels differ" }, outcome.files.triptych.map { "triptych: \($0)" },
                outcome.files.diff.map { "diff: \($0)" }, outcome.environmentNote,
            ].compactMap { $0 }).joined(separator: "\n")
    }

    private static func seconds(_ value: Double) -> String {
        String(Double((value * 1000).rounded()) / 1000)
    }

}
