import Audit
import Foundation
import Snapshot
import TestSupport
import Testing

@testable import Report

/// The page listing several specs' reports: one row a spec in order, with its verdict, its
/// summary and a link to its own page; the totals and the run's verdict above; links relative
/// to the folder and percent-encoded, text escaped.
@Suite struct ReportIndexTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("report-index")
    }

    func index() -> ReportIndex {
        var first = SnapshotReportTests.report([.passed, .changed, .passed])
        first.suite = "Suite <One>"
        var second = SnapshotReportTests.report([.passed, .missing], orphans: ["s/old.png"])
        second.suite = "Two"
        let elsewhere = URL(fileURLWithPath: "/elsewhere/three/index.html")
        return ReportIndex(
            entries: [
                .init(report: first, specPath: "specs/a&b.yaml", page: folder.appendingPathComponent("suite one/index.html")),
                .init(report: second, specPath: "two.yaml", page: folder.appendingPathComponent("two/index.html")),
                .init(report: SnapshotReportTests.report([.error]), specPath: "three.yaml", page: elsewhere),
            ], output: folder)
    }

    /// Each row's class, link, suite, spec and summary cells, in order.
    func rows(_ html: String) throws -> [[String]] {
        let pattern = try NSRegularExpression(
            pattern:
                #"<tr class="status-(\w+)"><td><span class="badge">\w+</span></td><td><a href="([^"]*)">([^<]*)</a></td><td><code>([^<]*)</code></td><td>([^<]*)</td></tr>"#
        )
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            (1...5).map { String(html[Range(match.range(at: $0), in: html)!]) }
        }
    }

    @Test func rowsFollowTheSpecsWithTheirVerdictsAndLinks() throws {
        let html = index().html()
        let rows = try rows(html)
        #expect(rows.map { $0[0] } == ["changed", "missing", "error"])
        #expect(rows.map { $0[1] } == ["suite%20one/index.html", "two/index.html", "file:///elsewhere/three/index.html"])
        #expect(rows.map { $0[2] } == ["Suite &lt;One&gt;", "Two", "S"])
        #expect(rows.map { $0[3] } == ["specs/a&amp;b.yaml", "two.yaml", "three.yaml"])
        #expect(rows[1][4] == "2 variants: 1 passed, 0 changed, 0 new, 1 missing, 0 errors; 1 orphan")
        #expect(!html.contains("<One>"))
        // The run's verdict: an error in any spec.
        #expect(html.contains(#"<span class="badge status-error">error</span>"#))
    }

    @Test func theSummaryCountsEverySpecTogether() {
        #expect(index().summary == "3 specs, 6 variants: 3 passed, 1 changed, 0 new, 1 missing, 1 error; 1 orphan")
        let one = ReportIndex(entries: [.init(report: SnapshotReportTests.report([.passed]), specPath: "a.yaml", page: folder)], output: folder)
        #expect(one.summary == "1 spec, 1 variant: 1 passed, 0 changed, 0 new, 0 missing, 0 errors; 0 orphans")
    }

    @Test func writesTheSameBytesIntoTheFolder() throws {
        let written = try index().write()
        #expect(written == folder.appendingPathComponent("index.html"))
        #expect(try Data(contentsOf: written) == Data(index().html().utf8))
    }
}
