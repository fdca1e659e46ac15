import DynamicType
import Foundation
import ProofSheetSupport
import Snapshot

/// The offline review page `proofsheet check` writes as `index.html` beside `manifest.json`: the
/// changes first, each group of variants that changed the same way shown once with an example and
/// accepted at once; then every variant with its status, filters by status, axis and audit rule,
/// a text search, each variant's findings listed with their boxes drawn on its image, and for a
/// changed variant what changed, and side by side, swipe, blend, toggle and diff views with boxes
/// around the changed regions and the changed elements; accepted variants make an accept list for
/// `proofsheet accept`.
///
/// One self-contained file: the stylesheet and script are inline, the data is one JSON block, and
/// images load lazily from the output folder by relative paths, so the page opens from `file://`
/// with no network and stays quick with thousands of variants.
package struct HTMLReport: Sendable {
    /// Sources/Report/report.js, embedded at build time.
    static let javaScript = String(decoding: PackageResources.report_js, as: UTF8.self)
    /// Sources/Report/report.css, embedded at build time.
    static let css = String(decoding: PackageResources.report_css, as: UTF8.self)

    /// A page's start up to its opening `<body>` tag, with `title` and the review stylesheet
    /// inline: the review page's and the several-spec index's (``ReportIndex``).
    static func pageStart(title: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(title.xmlEscaped)</title>
        <style>\(css)</style>
        </head>
        <body>

        """
    }

    /// The run being reported.
    package let report: SnapshotReport
    /// The spec path exactly as given to `check`, for the accept list.
    package let specPath: String
    /// The baselines folder exactly as given to `check` (`--snapshots`), for the accept list.
    package let snapshotsPath: String
    /// The output folder: image paths in the report are relative to it, and the page goes there.
    package let output: URL

    /// A report of `report`, whose image files lie under `output`.
    package init(report: SnapshotReport, specPath: String, snapshotsPath: String, output: URL) {
        self.report = report
        self.specPath = specPath
        self.snapshotsPath = snapshotsPath
        self.output = output
    }

    /// Where `write()` puts the page: `index.html` in the output folder.
    package var url: URL { Self.page(in: output) }

    /// The review page of the report written to `folder` (and the several-spec index's place
    /// in its folder): `index.html`, which a static file server shows for the folder itself.
    package static func page(in folder: URL) -> URL { folder.appendingPathComponent("index.html") }

    /// A relative URL for `path`: every byte but ASCII letters, digits and `-._~/@` percent-encoded
    /// (so `:` can never read as a scheme, nor `#` or `?` end the path).
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    /// The whole page as text (``bytes()`` decoded). The same report gives the same text.
    package func html() throws -> String { String(decoding: try bytes(), as: UTF8.self) }

    /// The whole page's UTF-8 bytes. The same report gives the same bytes. The data block grows
    /// with the variants (about 1.3 kB each: 8,000 variants make a 10 MB page), so it goes from
    /// the encoder into the page as bytes, never through `String` and its copies.
    package func bytes() throws -> [UInt8] {
        let data = HTMLReportData(report: report, specPath: specPath, snapshotsPath: snapshotsPath)
        let differences = report.baselineEnvironment.map { report.environment.differences(from: $0) } ?? []
        let title = "ProofSheet review: \(report.suite)"
        let changed = report.changeGroups.reduce(0) { $0 + $1.members.count }
        let changesHeading = "\(report.changeGroups.count.counted("change")) in \(changed.counted("variant"))"
        var html =
            Self.pageStart(title: title) + """
                <header class="top">
                  <div class="title"><span class="brand">ProofSheet</span><h1>\(report.suite.xmlEscaped)</h1><code class="spec">\(specPath.xmlEscaped)</code></div>
                  <div class="summary" id="summary">\(report.summary.xmlEscaped)</div>
                  <div class="tool">\(report.tool.xmlEscaped) · scale @\(report.scale)x · record \(report.recordMode.rawValue.xmlEscaped)</div>
                </header>

                """
        if !differences.isEmpty {
            html += """
                <div class="banner" id="environment-banner" role="status"><strong>Different environment.</strong> The baselines were recorded with \
                another text and graphics stack, so some differences may come from it rather than from layout: \
                <span class="differences">\(differences.map(\.xmlEscaped).joined(separator: "; "))</span></div>

                """
        }
        html += """
            <div class="layout">
              <aside class="sidebar">
                <section class="filters" id="filters" aria-label="Filters"></section>
                <section class="accept-panel" id="accept-panel" aria-label="Accept list">
                  <h2>Accept list <span class="count" id="accept-count">0</span></h2>
                  <p class="hint">Accept changed or missing variants (button or <kbd>a</kbd>), then record exactly those with <code>proofsheet accept &lt;file&gt;</code>.</p>
                  <textarea id="accept-text" readonly rows="9" wrap="off" spellcheck="false" aria-label="Accept list YAML"></textarea>
                  <div class="buttons"><button type="button" id="accept-copy">Copy</button><button type="button" id="accept-download">Download</button><button type="button" id="accept-clear">Clear</button><span class="note" id="accept-note" aria-live="polite"></span></div>
                </section>
              </aside>
              <main>
                <section class="groups" id="groups" aria-labelledby="groups-heading"\(report.changeGroups.isEmpty ? " hidden" : "")>
                  <h2 id="groups-heading">\(changesHeading)</h2>
                  <p class="hint">Each change once, shown on the variant where most pixels changed: review it, then accept the group to accept every variant it reaches.</p>
                  <ol class="group-list" id="group-list"></ol>
                </section>
                <div class="toolbar">
                  <input type="search" id="search" placeholder="Search names and axes  ( / )" aria-label="Search" autocomplete="off">
                  <span class="shown" id="shown"></span>
                  <span class="legend" id="legend"><kbd>j</kbd><kbd>k</kbd> next/prev · <kbd>Enter</kbd> open · <kbd>1</kbd>–<kbd>5</kbd> mode · <kbd>Space</kbd> flip · <kbd>a</kbd> accept · <kbd>b</kbd> boxes · <kbd>Esc</kbd> close · <kbd>/</kbd> search</span>
                </div>
                <ul class="grid" id="grid"></ul>
                <p class="empty" id="empty" hidden>No variant matches these filters.</p>
                <details class="orphans" id="orphans"\(report.orphans.isEmpty ? " hidden" : "")><summary>\(report.orphans.count) orphaned baseline\(report.orphans.count == 1 ? "" : "s")\(report.pruned.isEmpty ? "" : " (\(report.pruned.count) deleted)")</summary><ul>\(report.orphans.map { "<li><code>\($0.xmlEscaped)</code>\(report.pruned.contains($0) ? " (deleted)" : "")</li>" }.joined())</ul></details>
              </main>
            </div>
            <div class="detail" id="detail" role="dialog" aria-modal="true" aria-labelledby="detail-name" hidden>
              <div class="detail-bar">
                <button type="button" class="icon" id="detail-prev" title="Previous (k, ←)">‹</button><button type="button" class="icon" id="detail-next" title="Next (j, →)">›</button>
                <span class="position" id="detail-position"></span>
                <span class="badge" id="detail-status"></span>
                <h2 id="detail-name"></h2>
                <nav class="modes" id="modes" aria-label="Compare mode"></nav>
                <button type="button" class="accept" id="detail-accept" title="Accept (a)"></button>
                <button type="button" class="icon" id="detail-close" title="Close (Esc)">×</button>
              </div>
              <div class="detail-meta" id="detail-meta"></div>
              <section class="detail-change" id="detail-change" aria-label="What changed" hidden></section>
              <div class="detail-controls" id="detail-controls"></div>
              <div class="detail-body">
                <div class="stage" id="stage"></div>
                <aside class="detail-findings" id="detail-findings" aria-label="Findings" hidden></aside>
              </div>
            </div>
            <noscript><p class="noscript">This report needs JavaScript to list variants; manifest.json beside it holds the same data.</p></noscript>
            <script type="application/json" id="report-data">
            """
        let tail = """
            </script>
            <script>\(Self.javaScript)</script>
            </body>
            </html>

            """
        let json = try data.json()
        var page = [UInt8]()
        page.reserveCapacity(html.utf8.count + json.count + tail.utf8.count)
        page += html.utf8
        page += json
        page += tail.utf8
        return page
    }

    /// Writes the page to `url` atomically (`StagedFiles.write`) and returns `url`; a failure
    /// names the path and errno's reason.
    @discardableResult
    package func write() throws -> URL {
        try StagedFiles.write(try bytes(), to: url)
        return url
    }

}
