import Foundation
import ProofSheetSupport
import Rendering
import Report
import Snapshot

extension SnapshotSession {
    /// What a check, record or accept run found, with the files and lines every front end
    /// reports it with.
    public struct Result: Sendable {
        public var report: SnapshotReport
        /// The spec the run read, as given.
        public let specPath: String
        public let snapshots: URL
        /// Where the run wrote failure images, and where ``writeReports(jobs:failOn:)`` writes; nil when the
        /// run wrote none (record, accept).
        public let output: URL?
        /// The pruning decision, once ``SnapshotSession/prune(_:confirmed:announce:)`` ran.
        public var prunePlan: PrunePlan?

        public init(report: SnapshotReport, specPath: String, snapshots: URL, output: URL?, prunePlan: PrunePlan? = nil) {
            self.report = report
            self.specPath = specPath
            self.snapshots = snapshots
            self.output = output
            self.prunePlan = prunePlan
        }

        /// Writes manifest.json, junit.xml and the HTML review report (index.html) into the
        /// output folder, each atomically, and returns their locations (none without an output).
        /// With `failOn` (`check --audit --fail-on`), junit.xml fails the variants whose audit
        /// findings reach it. The three are made on up to `jobs` threads; the first error, in that
        /// order, is thrown once all have been tried.
        @discardableResult
        public func writeReports(jobs: Int = 1, failOn: AuditSeverity? = nil) throws -> [URL] {
            try ParallelWork.tryMap(3, jobs: jobs) { try writeReport($0, failOn: failOn) }.compactMap { $0 }
        }

        /// Writes report `index` of manifest.json, junit.xml and index.html into the output
        /// folder and returns its location; nil without an output.
        private func writeReport(_ index: Int, failOn: AuditSeverity?) throws -> URL? {
            guard let output else { return nil }
            switch index {
            case 0:
                let manifest = output.appendingPathComponent("manifest.json")
                try StagedFiles.write(Array(try report.manifestJSON()), to: manifest)
                return manifest
            case 1:
                let junit = output.appendingPathComponent("junit.xml")
                try StagedFiles.write(Array(JUnitReport.xml(for: report, failOn: failOn).utf8), to: junit)
                return junit
            default:
                return try HTMLReport(report: report, specPath: specPath, snapshotsPath: snapshots.relativePath, output: output).write()
            }
        }

        /// ``writeReports(jobs:failOn:)`` of each of `results` (of a run over several specs), all
        /// their reports made on up to `jobs` threads; the first error, in order, is thrown once
        /// all have been tried.
        public static func writeReports(of results: [Result], jobs: Int = 1, failOn: AuditSeverity? = nil) throws {
            _ = try ParallelWork.tryMap(results.count * 3, jobs: jobs) { index in try results[index / 3].writeReport(index % 3, failOn: failOn) }
        }

        /// The page that lists `results` (of a run over several specs, each with an output) in
        /// `folder`, each linking to its own review page.
        public static func index(of results: [Result], in folder: URL) -> ReportIndex {
            ReportIndex(
                entries: results.compactMap { result in
                    result.output.map { ReportIndex.Entry(report: result.report, specPath: result.specPath, page: HTMLReport.page(in: $0)) }
                }, output: folder)
        }

        /// The outcomes that fail the run (changed, missing, error).
        public var failures: [SnapshotOutcome] { report.outcomes.filter(\.isFailure) }

        /// One line per failing variant: status, name, pixels, message, triptych, environment note.
        public var failureLines: [String] { failures.map { $0.failureLine(output: output) } }

        /// One line per group of changed variants: "change 1 of 2 (layout change, 24 variants):
        /// item 1 message label: 'A' -> 'B'; e.g. NAME".
        public var changeGroupLines: [String] {
            let groups = report.changeGroups
            return groups.enumerated().map { index, group in
                let members = group.members.count.counted("variant")
                return "change \(index + 1) of \(groups.count) (\(group.kind.title), \(members)): \(group.title); e.g. \(group.representative)"
            }
        }

        /// One line per audit finding (missing glyphs always; every rule with `check --audit`).
        public var findingLines: [String] {
            report.outcomes.flatMap { outcome in (outcome.findings ?? []).map { "finding: \(outcome.name) — \($0.severity) \($0)" } }
        }

        /// The variants' audit findings at `level` or above: what `check --audit --fail-on` counts.
        public func findings(atLeast level: AuditSeverity) -> [AuditFinding] {
            report.outcomes.flatMap { $0.findings(atLeast: level) }
        }

        /// One line per orphaned baseline, saying whether pruning deleted or kept it.
        public var orphanLines: [String] {
            report.orphans.map { orphan in
                if report.pruned.contains(orphan) { return "orphan: \(orphan) (deleted)" }
                if prunePlan?.kept.contains(orphan) == true {
                    return "orphan: \(orphan) (kept: not in a folder of a screen and device the spec has now; delete it by hand if unused)"
                }
                return "orphan: \(orphan)"
            }
        }

        /// What the run wrote under the baselines folder: "re-recorded 6 baselines, recorded 2
        /// new, 88 unchanged" (the parts that are not zero, and the variants that passed without a
        /// write); nil when it wrote nothing, unless `always` (a record run), which says
        /// "no baseline written, 96 unchanged".
        package func recordingLine(always: Bool = false) -> String? {
            let outcomes = report.outcomes
            let rerecorded = outcomes.count { $0.recorded && $0.status != .new }
            let new = outcomes.count { $0.recorded && $0.status == .new }
            let unchanged = outcomes.count { !$0.recorded && $0.status == .passed }
            guard rerecorded + new > 0 || always else { return nil }
            let written = [rerecorded > 0 ? "re-recorded \(rerecorded.counted("baseline"))" : nil, new > 0 ? "recorded \(new) new" : nil]
            let parts = written.compactMap { $0 }
            return (parts.isEmpty ? "no baseline written" : parts.joined(separator: ", ")) + ", \(unchanged) unchanged"
        }

        /// The one-line summary, with the report's location when there is one.
        public var summary: String {
            report.summary + (output.map { "; report: \(HTMLReport.page(in: $0).relativePath)" } ?? "")
        }
    }
}

extension SnapshotOutcome {
    /// "changed: NAME — item 1 message label: 1 -> 2 lines; … — 120 pixels differ — size changed
    /// … — OUTPUT/NAME.triptych.png (note)": how the CLI and test failures name a failing
    /// variant. The triptych's path is inside `output` (relative when `output` is).
    public func failureLine(output: URL?) -> String {
        var line = "\(status.rawValue): \(name)"
        if let change { line += " — \(change.summary)" }
        if let diffPixels { line += " — \(diffPixels) pixels differ" }
        if let message { line += " — \(message)" }
        if let triptych = files.triptych, let output { line += " — \(output.appendingPathComponent(triptych).relativePath)" }
        if let environmentNote { line += " (\(environmentNote))" }
        return line
    }
}
