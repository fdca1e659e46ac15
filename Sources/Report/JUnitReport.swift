import DynamicType
import ProofSheetSupport
import Snapshot

/// JUnit XML for CI systems: one test suite per screen, one test case per variant; changed and
/// missing variants are failures, errors are errors.
package enum JUnitReport {
    package static func xml(for report: SnapshotReport) -> String {
        let screens = Dictionary(grouping: report.outcomes, by: \.axes.screen)
        let failures = report.outcomes.filter { $0.status == .changed || $0.status == .missing }.count
        let errors = report.outcomes.filter { $0.status == .error }.count
        let total = report.outcomes.map(\.milliseconds).reduce(0, +) / 1000
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"proofsheet \(escape(report.suite))\" tests=\"\(report.outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
        for screen in screens.keys.sorted() {
            let outcomes = screens[screen]!
            let suiteFailures = outcomes.filter { $0.status == .changed || $0.status == .missing }.count
            let suiteErrors = outcomes.filter { $0.status == .error }.count
            let time = outcomes.map(\.milliseconds).reduce(0, +) / 1000
            xml +=
                "  <testsuite name=\"\(escape(report.suite)).\(escape(screen))\" tests=\"\(outcomes.count)\" failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\" time=\"\(seconds(time))\">\n"
            for outcome in outcomes {
                xml +=
                    "    <testcase classname=\"\(escape(report.suite)).\(escape(screen))\" name=\"\(escape(outcome.name))\" time=\"\(seconds(outcome.milliseconds / 1000))\""
                switch outcome.status {
                case .changed:
                    xml += ">\n      <failure message=\"\(escape(failureMessage(outcome)))\">\(escape(details(outcome)))</failure>\n    </testcase>\n"
                case .missing:
                    xml +=
                        ">\n      <failure message=\"no baseline at \(escape(outcome.files.baseline)); record it with proofsheet record\"/>\n    </testcase>\n"
                case .error:
                    xml += ">\n      <error message=\"\(escape(outcome.message ?? "error"))\"/>\n    </testcase>\n"
                default:
                    xml += "/>\n"
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

    static func escape(_ text: String) -> String { text.xmlEscaped }
}
