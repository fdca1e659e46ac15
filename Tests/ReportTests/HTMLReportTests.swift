import Audit
import DynamicType
import Foundation
import ImageIO
import ProofSheetSupport
import Snapshot
import Spec
import TestSupport
import Testing
import Variants

@testable import Report

/// The HTML report's page and embedded data, without a browser (HTMLReportBrowserTests opens it
/// in Chromium): every outcome in the JSON, image paths and the sizes the outcomes carry, axis
/// labels, changes with their element boxes and the change groups, the accept-list header and
/// YAML quoting, escaping, the environment banner, and an atomic write.
@Suite struct HTMLReportTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    static let environment = RenderEnvironment(cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: ["Inter.otf": "aa"])

    init() throws {
        scratch = try ScratchFolder("html-report")
    }

    /// A changed variant whose size changed (baseline 30x9, rendering 30x7), page 2 of 3 of a
    /// passed one, and an error. No image file exists: every size comes from the outcomes.
    func report(baselineEnvironment: RenderEnvironment? = nil) throws -> SnapshotReport {
        let changed = SnapshotOutcome(
            name: "suite/grid/iphone-16/2col-accessibilityExtraLarge",
            axes: VariantAxes(screen: "grid", device: "iPhone 16", category: .accessibilityExtraLarge, columns: 2, appearance: .light, scale: 1),
            status: .changed, diffPixels: 40, diffRatio: 0.01, message: "size changed from 30x9 to 30x7", environmentNote: "pango 1.50.12 -> 1.52.1",
            files: .init(
                baseline: "suite/grid/iphone-16/2col-accessibilityExtraLarge.png",
                expected: "suite/grid/iphone-16/2col-accessibilityExtraLarge.expected.png",
                actual: "suite/grid/iphone-16/2col-accessibilityExtraLarge.actual.png",
                diff: "suite/grid/iphone-16/2col-accessibilityExtraLarge.diff.png"
            ),
            regions: [PixelRegion(x: 1, y: 2, width: 3, height: 4)], fingerprint: "00ff00ff00ff00ff",
            renderedSize: PixelSize(width: 30, height: 7), baselineSize: PixelSize(width: 30, height: 9)
        )
        let passed = SnapshotOutcome(
            name: "suite/list #1/iphone-16/1col-large-page2",
            axes: VariantAxes(
                screen: "list #1", device: "iPhone 16", category: .large, columns: 1, appearance: .light, scale: 1, page: 2, pageCount: 3),
            status: .passed,
            files: .init(baseline: "suite/list #1/iphone-16/1col-large-page2.png", actual: "suite/list #1/iphone-16/1col-large-page2.actual.png"),
            renderedSize: PixelSize(width: 20, height: 7), baselineSize: PixelSize(width: 20, height: 7)
        )
        let error = SnapshotOutcome(
            name: "suite/tricky/iphone-16/1col-large",
            axes: VariantAxes(screen: "</script><!--", device: "iPhone 16", category: .large, columns: 1, appearance: .dark, scale: 1),
            status: .error, message: "bad </script> <b>", files: .init(baseline: "suite/tricky/iphone-16/1col-large.png")
        )
        return SnapshotReport(
            tool: "ProofSheet test", spec: "spec.yaml", suite: "Suite <One>", recordMode: .never, scale: 1, environment: Self.environment,
            baselineEnvironment: baselineEnvironment, outcomes: [changed, passed, error], orphans: ["suite/old.png"]
        )
    }

    func page(_ report: SnapshotReport, spec: String = "Examples/recipes.yaml", snapshots: String = "Snapshots") throws -> String {
        try HTMLReport(report: report, specPath: spec, snapshotsPath: snapshots, output: folder).html()
    }

    /// The JSON block, parsed.
    func embeddedData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="report-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test func everyOutcomeIsInTheDataWithLabelsImagesAndRegions() throws {
        let data = try embeddedData(try page(try report()))
        let variants = try #require(data["variants"] as? [[String: Any]])
        #expect(
            variants.map { $0["name"] as? String } == [
                "suite/grid/iphone-16/2col-accessibilityExtraLarge", "suite/list #1/iphone-16/1col-large-page2", "suite/tricky/iphone-16/1col-large",
            ])
        #expect(variants.map { $0["status"] as? String } == ["changed", "passed", "error"])
        let changed = variants[0]
        #expect((changed["axes"] as? [String: String])?["category"] == "AX3")
        #expect(changed["regions"] as? [[Int]] == [[1, 2, 3, 4]])
        #expect(changed["environmentNote"] as? String == "pango 1.50.12 -> 1.52.1")
        // The rendering's fingerprint, which an acceptance is stored with; none for a passed variant.
        #expect(changed["fingerprint"] as? String == "00ff00ff00ff00ff")
        #expect(variants[1]["fingerprint"] == nil)
        let diff = try #require(changed["diff"] as? [String: Any])
        #expect(diff["src"] as? String == "suite/grid/iphone-16/2col-accessibilityExtraLarge.diff.png")
        // Relative, percent-encoded where needed.
        let actual = try #require(variants[1]["actual"] as? [String: Any])
        #expect(actual["src"] as? String == "suite/list%20%231/iphone-16/1col-large-page2.actual.png")
        #expect((variants[1]["axes"] as? [String: String])?["page"] == "2")
        // No file, no image.
        #expect(variants[2]["actual"] == nil)
        let axes = try #require(data["axes"] as? [[String: Any]])
        #expect(axes.map { $0["name"] as? String } == ["screen", "device", "category", "columns", "appearance", "scale", "page"])
        let categories = try #require(axes[2]["values"] as? [[String: Any]])
        #expect(categories.map { $0["label"] as? String } == ["AX3", "L"])
        #expect(categories.map { $0["title"] as? String } == ["accessibilityExtraLarge", "large"])
        #expect(data["orphans"] as? [String] == ["suite/old.png"])
    }

    /// Each variant's findings as the audit made them, with every field and the box in image
    /// pixels (none when the finding has no box), and the rules for the filter: errors first, then by id, each
    /// counting the variants with a finding of it (not the findings).
    @Test func findingsAreInTheDataWithTheirBoxesAndTheRulesWithCounts() throws {
        let tap = AuditFinding(
            rule: .tinyTapTarget, element: AuditElement(kind: .cell, section: 0, item: 0), text: "Small",
            frame: Rect(x: 0, y: 0, width: 393, height: 40.0 / 3),
            detail: "393 × 13.333 pt, under 24 × 24 pt", measured: ["width": 393, "height": 40.0 / 3],
            box: PixelRegion(x: 0, y: 32, width: 393, height: 14)
        )
        let fixed = AuditFinding(
            rule: .fixedSizeText, element: AuditElement(kind: .cell, section: 0, item: 1, templatePath: "stack.items[0].label"), text: nil,
            frame: Rect(x: 16, y: 40, width: 100, height: 22), detail: "17 pt at every size: a fixed font with no text style",
            measured: ["pointSize": 17]
        )
        let outcomes = [[tap, fixed, fixed], [fixed], []].enumerated().map { index, findings in
            SnapshotOutcome(
                name: "s/screen\(index)/iphone-16/1col-large",
                axes: VariantAxes(screen: "screen\(index)", device: "iPhone 16", category: .large, columns: 1, appearance: .light, scale: 1),
                status: .passed, findings: findings.isEmpty ? nil : findings, files: .init(baseline: "s/screen\(index)/iphone-16/1col-large.png")
            )
        }
        let report = SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: Self.environment, baselineEnvironment: nil,
            outcomes: outcomes, orphans: [])
        let data = try embeddedData(try page(report))
        let variants = try #require(data["variants"] as? [[String: Any]])
        let first = try #require(variants[0]["findings"] as? [[String: Any]])
        #expect(first.count == 3)
        #expect(first[0]["rule"] as? String == "tap-target-below-24pt" && first[0]["severity"] as? String == "error")
        #expect(
            first[0]["element"] as? String == "item 0" && first[0]["text"] as? String == "Small"
                && first[0]["detail"] as? String == "393 × 13.333 pt, under 24 × 24 pt")
        #expect(first[0]["box"] as? [String: Int] == ["x": 0, "y": 32, "width": 393, "height": 14])
        #expect(first[0]["measured"] as? [String: Double] == ["width": 393, "height": 40.0 / 3])
        #expect(first[1]["frame"] as? [String: Double] == ["x": 16, "y": 40, "width": 100, "height": 22])
        #expect(first[1]["box"] == nil && first[1]["text"] == nil && first[1]["rule"] as? String == "fixed-size-text")
        #expect(variants[2]["findings"] == nil)
        // The list's entries: a group of one rule on one template element across items.
        let groups = try #require(variants[0]["findingGroups"] as? [[String: Any]])
        #expect(groups.map { $0["places"] as? String } == ["item 0", "item 1"])
        #expect(groups.map { $0["members"] as? [Int] } == [[0], [1, 2]])
        #expect(variants[2]["findingGroups"] == nil)
        let rules = try #require(data["rules"] as? [[String: Any]])
        #expect(rules.map { $0["label"] as? String } == ["tap-target-below-24pt", "fixed-size-text"])
        #expect(rules.map { $0["severity"] as? String } == ["error", "warning"])
        #expect(rules.map { $0["title"] as? String } == ["tap-target-below-24pt (error)", "fixed-size-text (warning)"])
        #expect(rules.map { $0["count"] as? Int } == [1, 2])
        // A run without findings has no rule to filter by.
        #expect((try embeddedData(try page(try self.report()))["rules"] as? [Any]).map(\.isEmpty) == true)
    }

    /// A finding of a Bold Text variant that its regular twin lacks carries the setting
    /// (`onlyUnder`), and its entry in the list says `only under Bold Text`; others say nothing.
    @Test func findingsOnlyUnderBoldTextSaySoInTheList() throws {
        var truncated = AuditFinding(
            rule: .truncatedText, element: AuditElement(kind: .cell, section: 0, item: 0, templatePath: "stack.items[0].label"), text: "Long",
            frame: Rect(x: 16, y: 0, width: 288, height: 22), detail: "needs 2 lines, shows 1 (lines: 1)",
            measured: ["linesNeeded": 2, "linesShown": 1, "lineLimit": 1])
        let plain = truncated
        truncated.onlyUnder = "Bold Text"
        let outcomes = [[truncated], [plain]].enumerated().map { index, findings in
            SnapshotOutcome(
                name: "s/screen\(index)/iphone-16/1col-large-bold",
                axes: VariantAxes(screen: "screen\(index)", device: "iPhone 16", category: .large, columns: 1, appearance: .light, scale: 1),
                status: .passed, findings: findings, files: .init(baseline: "s/screen\(index)/iphone-16/1col-large-bold.png"))
        }
        let report = SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: Self.environment, baselineEnvironment: nil,
            outcomes: outcomes, orphans: [])
        let variants = try #require(try embeddedData(try page(report))["variants"] as? [[String: Any]])
        #expect((variants[0]["findings"] as? [[String: Any]])?.first?["onlyUnder"] as? String == "Bold Text")
        #expect((variants[0]["findingGroups"] as? [[String: Any]])?.first?["onlyUnder"] as? String == "only under Bold Text")
        #expect((variants[1]["findings"] as? [[String: Any]])?.first?["onlyUnder"] == nil)
        #expect((variants[1]["findingGroups"] as? [[String: Any]])?.first?["onlyUnder"] == nil)
    }

    /// Each changed variant's change (its kind, the kind in words, the one-line summary and every
    /// detail) and the boxes of its changed elements, and the report's change groups in order,
    /// each with its kind, representative and members in matrix order; none of it for a variant
    /// that passed.
    @Test func changesElementBoxesAndChangeGroupsAreInTheData() throws {
        let text = ChangeDescription(
            kind: .layout, details: ["item 0 title label: 'Tea' -> 'Coffee'", "item 0 title label: 1 -> 2 lines"],
            group: "item 0 title label: 'Tea' -> 'Coffee'")
        let drawing = ChangeDescription(kind: .drawing, details: (1...7).map { "detail \($0)" }, group: "pixels changed in item 2")
        let variant = {
            (
                category: ContentSizeCategory, status: SnapshotOutcome.Status, change: ChangeDescription?, pixels: Int?,
                elements: [SnapshotOutcome.ElementBox]?
            ) in
            let name = "s/menu/iphone-16/1col-\(category.name)-\(change?.kind.rawValue ?? "same")"
            var outcome = SnapshotOutcome(
                name: name, axes: VariantAxes(screen: "menu", device: "iPhone 16", category: category, columns: 1, appearance: .light, scale: 1),
                status: status, diffPixels: pixels, files: .init(baseline: "\(name).png")
            )
            outcome.change = change
            outcome.changedElements = elements
            return outcome
        }
        let item0 = SnapshotOutcome.ElementBox(element: "item 0", box: PixelRegion(x: 0, y: 10, width: 393, height: 44))
        let outcomes = [
            variant(.large, .changed, text, 12, [item0]),
            variant(.large, .passed, nil, nil, nil),
            variant(.extraLarge, .changed, drawing, 5, nil),
            variant(
                .accessibilityLarge, .changed, text, 40, [item0, .init(element: "item 1", box: PixelRegion(x: 0, y: 54, width: 393, height: 60))]),
        ]
        let report = SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: Self.environment, baselineEnvironment: nil,
            outcomes: outcomes, orphans: [])
        let data = try embeddedData(try page(report))
        let variants = try #require(data["variants"] as? [[String: Any]])
        let change = try #require(variants[0]["change"] as? [String: Any])
        #expect(change["kind"] as? String == "layout" && change["kindTitle"] as? String == "layout change")
        #expect(
            change["details"] as? [String] == text.details
                && change["summary"] as? String == "item 0 title label: 'Tea' -> 'Coffee'; item 0 title label: 1 -> 2 lines")
        let many = try #require(variants[2]["change"] as? [String: Any])
        #expect(
            many["kindTitle"] as? String == "drawing change" && many["summary"] as? String == drawing.summary
                && (many["details"] as? [String])?.count == 7)
        #expect(variants[1]["change"] == nil && variants[1]["changedElements"] == nil && variants[2]["changedElements"] == nil)
        // Boxes as regions are: [x, y, width, height] in diff-image pixels, each with its element.
        let elements = try #require(variants[3]["changedElements"] as? [[String: Any]])
        #expect(elements.map { $0["element"] as? String } == ["item 0", "item 1"])
        #expect(elements.map { $0["box"] as? [Int] } == [[0, 10, 393, 44], [0, 54, 393, 60]])

        let groups = try #require(data["changeGroups"] as? [[String: Any]])
        #expect(groups.map { $0["title"] as? String } == ["item 0 title label: 'Tea' -> 'Coffee'", "pixels changed in item 2"])
        #expect(
            groups.map { $0["kind"] as? String } == ["layout", "drawing"]
                && groups.map { $0["kindTitle"] as? String } == ["layout change", "drawing change"])
        // The member with the most changed pixels represents the group; members keep matrix order.
        #expect(groups[0]["representative"] as? String == outcomes[3].name)
        #expect(groups[0]["members"] as? [String] == [outcomes[0].name, outcomes[3].name])
        #expect(groups[1]["representative"] as? String == outcomes[2].name && groups[1]["members"] as? [String] == [outcomes[2].name])
        // The groups' section, before the list, says how many there are.
        let html = try page(report)
        #expect(
            html.contains(#"<section class="groups" id="groups" aria-labelledby="groups-heading">"#)
                && html.contains(#"<h2 id="groups-heading">2 changes in 3 variants</h2>"#))
        #expect(try #require(html.range(of: #"id="group-list""#)).lowerBound < (try #require(html.range(of: #"id="grid""#))).lowerBound)
        // A run with nothing changed has no group, and hides the section.
        let unchanged = try page(
            SnapshotReport(
                tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: Self.environment, baselineEnvironment: nil,
                outcomes: [outcomes[1]], orphans: []
            ))
        #expect((try embeddedData(unchanged)["changeGroups"] as? [Any])?.isEmpty == true)
        #expect(unchanged.contains(#"<section class="groups" id="groups" aria-labelledby="groups-heading" hidden>"#))
    }

    /// Sizes and axis labels come from the typed outcomes: no image file exists here, so a report
    /// that read PNG headers (or parsed "2 of 3") would lose them.
    @Test func sizesAndPagesComeFromTheOutcomesNotTheFiles() throws {
        let data = try embeddedData(try page(try report()))
        #expect(!scratch.contents.contains { $0.hasSuffix(".png") }, "no image exists to read: \(scratch.contents)")
        let variants = try #require(data["variants"] as? [[String: Any]])
        let size = { (variant: Int, image: String) -> [Int?]? in
            (variants[variant][image] as? [String: Any]).map { [$0["width"] as? Int, $0["height"] as? Int] }
        }
        // Size changed: the expected image is the baseline's size, the actual the rendering's, and
        // the diff the larger canvas its regions are in.
        #expect(size(0, "expected") == [30, 9])
        #expect(size(0, "actual") == [30, 7])
        #expect(size(0, "diff") == [30, 9])
        // Page 2 of 3: its rendering's size, and the page's number as its label.
        #expect(size(1, "actual") == [20, 7])
        #expect(
            variants[1]["axes"] as? [String: String] == [
                "screen": "list #1", "device": "iPhone 16", "category": "L", "columns": "1", "appearance": "light", "scale": "1", "page": "2",
            ])
        // The page axis lists pages by number, titled for the URL hash ("page=page 2" works too).
        let axes = try #require(data["axes"] as? [[String: Any]])
        let pages = try #require(axes.last?["values"] as? [[String: Any]])
        #expect(
            pages.map { $0["label"] as? String } == ["2"] && pages.map { $0["title"] as? String } == ["page 2"]
                && pages.map { $0["count"] as? Int } == [1])
        // The variant that never rendered has no page and no sizes.
        #expect((variants[2]["axes"] as? [String: String])?["page"] == nil)
    }

    @Test func pagesSortByNumberAndValuesKeepMatrixOrder() throws {
        let outcomes = [(10, 12), (2, 12), (1, 12)].map { page, count in
            SnapshotOutcome(
                name: "s/long/iphone-16/1col-large-page\(page)",
                axes: VariantAxes(
                    screen: "long", device: "iPhone 16", category: page == 2 ? .extraSmall : .large, columns: 1, appearance: .light, scale: 2,
                    page: page, pageCount: count),
                status: .passed, files: .init(baseline: "s/long/iphone-16/1col-large-page\(page)@2x.png")
            )
        }
        let report = SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 2, environment: Self.environment, baselineEnvironment: nil,
            outcomes: outcomes, orphans: []
        )
        let axes = try #require(try embeddedData(try page(report))["axes"] as? [[String: Any]])
        let values = { (name: String) in (axes.first { $0["name"] as? String == name }?["values"] as? [[String: Any]])?.map { $0["label"] as? String }
        }
        // Numerically (not "1", "10", "2"), while categories stay in the order variants show them.
        #expect(values("page") == ["1", "2", "10"])
        #expect(values("category") == ["L", "xS"])
        #expect(values("scale") == ["2"])
    }

    @Test func acceptListHeaderCarriesTheRunsParameters() throws {
        let data = try embeddedData(try page(try report(), spec: "Examples/recipes.yaml", snapshots: "Snapshots"))
        #expect(
            data["acceptHeader"] as? String == """
                # ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>
                spec: Examples/recipes.yaml
                snapshots: Snapshots
                scale: 1

                """)
        #expect(data["spec"] as? String == "Examples/recipes.yaml" && data["snapshots"] as? String == "Snapshots" && data["scale"] as? Int == 1)
        let entries = (data["variants"] as? [[String: Any]])?.map { $0["acceptEntry"] as? String }
        #expect(
            entries == [
                "suite/grid/iphone-16/2col-accessibilityExtraLarge", #""suite/list #1/iphone-16/1col-large-page2""#,
                "suite/tricky/iphone-16/1col-large",
            ])
    }

    @Test func yamlScalarsArePlainOnlyWhenYAMLReadsThemBackUnchanged() {
        #expect(AcceptListFormat.scalar("recipes/recipe-grid/iphone-16/2col-AX5-page2@2x") == "recipes/recipe-grid/iphone-16/2col-AX5-page2@2x")
        #expect(AcceptListFormat.scalar("/tmp/spec.yaml") == "/tmp/spec.yaml")
        #expect(AcceptListFormat.scalar("My Snapshots") == #""My Snapshots""#)
        #expect(AcceptListFormat.scalar("yes") == #""yes""#)
        #expect(AcceptListFormat.scalar("2024/a") == #""2024/a""#)
        #expect(AcceptListFormat.scalar("./spec.yaml") == #""./spec.yaml""#)
        #expect(AcceptListFormat.scalar("") == #""""#)
        #expect(AcceptListFormat.scalar("a: \"b\"\\\n\u{1}") == #""a: \"b\"\\\n\u0001""#)
        #expect(
            AcceptListFormat.header(spec: "my spec.yaml", snapshots: "S", scale: 2)
                == "# ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>\nspec: \"my spec.yaml\"\nsnapshots: S\nscale: 2\n"
        )
    }

    @Test func nothingInTheDataCanEndItsScriptElement() throws {
        let html = try page(try report())
        let start = try #require(html.range(of: #"id="report-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound]
        #expect(!json.contains("<"))
        #expect(json.contains(#"\u003c/script>\u003c!--"#))
        #expect(try embeddedData(html)["suite"] as? String == "Suite <One>")
        // The script never writes `</` either, and the page's own text is escaped.
        #expect(!HTMLReport.javaScript.contains("</") && !HTMLReport.css.contains("</"))
        #expect(html.contains("<h1>Suite &lt;One&gt;</h1>"))
        #expect(html.components(separatedBy: "</script>").count == 3)
    }

    /// The script is real JavaScript in its own file (Sources/Report/report.js), so a
    /// JavaScript engine can check it; Node's syntax check does, when Node is installed.
    @Test(.requires(.node))
    func theScriptIsValidJavaScript() throws {
        let file = scratch.file("report.js")
        try Data(HTMLReport.javaScript.utf8).write(to: file)
        let node = try ChildProcess.run(URL(fileURLWithPath: ExternalTool.require("node")), ["--check", file.path])
        #expect(node.status == 0, "\(node.stderr)")
        #expect(HTMLReport.javaScript.contains("fromHash();") && HTMLReport.css.contains("prefers-color-scheme: dark"))
    }

    @Test func pageIsSelfContained() throws {
        let html = try page(try report())
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
        #expect(!html.contains("<script src"))
        #expect(html.contains("loading = \"lazy\"") && html.contains("content-visibility: auto"))
        #expect(html.contains("system-ui"))
        #expect(html.hasPrefix("<!doctype html>"))
    }

    @Test func environmentBannerOnlyWhenTheBaselinesEnvironmentDiffers() throws {
        #expect(!(try page(try report())).contains("environment-banner"))
        #expect(!(try page(try report(baselineEnvironment: Self.environment))).contains("environment-banner"))
        var older = Self.environment
        older.pango = "1.48.0"
        older.fonts["Inter.otf"] = "bb"
        let html = try page(try report(baselineEnvironment: older))
        #expect(html.contains(#"<div class="banner" id="environment-banner""#))
        #expect(html.contains("pango 1.48.0 -&gt; 1.50.12; font Inter.otf changed"))
    }

    @Test func writeGoesToIndexHTMLAndIsDeterministic() throws {
        let report = try report()
        let url = try HTMLReport(report: report, specPath: "s.yaml", snapshotsPath: "Snapshots", output: folder).write()
        #expect(url.lastPathComponent == "index.html")
        let first = try Data(contentsOf: url)
        try HTMLReport(report: report, specPath: "s.yaml", snapshotsPath: "Snapshots", output: folder).write()
        #expect(try Data(contentsOf: url) == first)
        #expect(!String(decoding: first, as: UTF8.self).contains(folder.path))
    }

    @Test func pngDimensionsComeFromTheHeader() throws {
        let png = try PNGEncoder.encode(RGBAImage(width: 300, height: 700, filledWith: (0, 0, 0, 255)))
        #expect(PNGDimensions(header: Array(png.prefix(24))) == PNGDimensions(header: png))
        #expect(PNGDimensions(header: png)?.width == 300 && PNGDimensions(header: png)?.height == 700)
        #expect(PNGDimensions(header: Array("not a png at all, really".utf8)) == nil)
        #expect(PixelSize(pngHeader: png) == PixelSize(width: 300, height: 700))
        #expect(PixelSize(pngHeader: Array(png.prefix(23))) == nil)
    }
}
