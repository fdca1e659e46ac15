import DynamicType
import Foundation
import ProofSheetSupport
import Snapshot

/// The page `check` writes as `index.html` in `--out` when it checks several specs: a row for
/// each spec, in the order given, with its verdict, its summary and a link to its own review
/// page (``HTMLReport``) in the folder below, and the totals of every spec above them.
///
/// Plain HTML with the review page's stylesheet inline and no script, so it opens from
/// `file://` with no network.
public struct ReportIndex: Sendable {
    /// One spec's run.
    public struct Entry: Sendable {
        /// The run's report.
        public let report: SnapshotReport
        /// The spec path exactly as given to `check`.
        public let specPath: String
        /// The spec's review page (``HTMLReport/url``).
        public let page: URL

        public init(report: SnapshotReport, specPath: String, page: URL) {
            self.report = report
            self.specPath = specPath
            self.page = page
        }
    }

    /// The specs' runs, in the order given.
    public let entries: [Entry]
    /// The folder the page goes into.
    public let output: URL

    public init(entries: [Entry], output: URL) {
        self.entries = entries
        self.output = output
    }

    /// Where `write()` puts the page: `index.html` in the output folder.
    public var url: URL { HTMLReport.page(in: output) }

    /// "2 specs, 8 variants: 7 passed, 1 changed, 0 new, 0 missing, 0 errors; 0 orphans": the
    /// outcomes of every spec counted together.
    public var summary: String {
        var totals: [SnapshotOutcome.Status: Int] = [:]
        for entry in entries {
            for (status, count) in entry.report.counts { totals[status, default: 0] += count }
        }
        let variants = entries.reduce(0) { $0 + $1.report.outcomes.count }
        return "\(specs), \(variants.counted("variant")): \(totals[.passed, default: 0]) passed, "
            + "\(totals[.changed, default: 0]) changed, \(totals[.new, default: 0]) new, \(totals[.missing, default: 0]) missing, "
            + "\(totals[.error, default: 0].counted("error")); \(totals[.orphan, default: 0].counted("orphan"))"
    }

    /// "2 specs".
    private var specs: String { entries.count.counted("spec") }

    /// The whole page. The same entries give the same bytes.
    public func html() -> String {
        let verdict = SnapshotReport.combinedVerdict(entries.map(\.report.verdict))
        let rows = entries.map { entry in
            let status = Self.statusName(entry.report.verdict)
            return "<tr class=\"status-\(status)\"><td><span class=\"badge\">\(status)</span></td>"
                + "<td><a href=\"\(href(entry.page).xmlEscaped)\">\(entry.report.suite.xmlEscaped)</a></td>"
                + "<td><code>\(entry.specPath.xmlEscaped)</code></td><td>\(entry.report.summary.xmlEscaped)</td></tr>\n"
        }
        return HTMLReport.pageStart(title: "ProofSheet review: \(specs)") + """
            <header class="top">
              <div class="title"><span class="brand">ProofSheet</span><h1>\(specs)</h1><span class="badge status-\(Self.statusName(verdict))">\(Self.statusName(verdict))</span></div>
              <div class="summary" id="summary">\(summary.xmlEscaped)</div>
            </header>
            <main class="index">
            <table>
            <thead><tr><th>Verdict</th><th>Suite</th><th>Spec</th><th>Outcomes</th></tr></thead>
            <tbody>
            \(rows.joined())</tbody>
            </table>
            </main>
            </body>
            </html>

            """
    }

    /// Writes the page to `url` atomically (`StagedFiles.write`) and returns `url`; a failure
    /// names the path and errno's reason.
    @discardableResult
    public func write() throws -> URL {
        try StagedFiles.write(Array(html().utf8), to: url)
        return url
    }

    /// The word for a verdict, as the outcome statuses name it (and the stylesheet colours it).
    private static func statusName(_ verdict: SnapshotReport.Verdict) -> String {
        switch verdict {
        case .passed: SnapshotOutcome.Status.passed.rawValue
        case .changed: SnapshotOutcome.Status.changed.rawValue
        case .missing: SnapshotOutcome.Status.missing.rawValue
        case .error: SnapshotOutcome.Status.error.rawValue
        }
    }

    /// The link to `page`: its path below the output folder, percent-encoded, when it lies
    /// there (so the folder can be moved or uploaded whole), else its file URL.
    private func href(_ page: URL) -> String {
        let base = output.standardizedFileURL.path
        let path = page.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return page.standardizedFileURL.absoluteString }
        return HTMLReport.percentEncoded(String(path.dropFirst(base.count + 1)))
    }

}
