import Foundation
import ImageIO
import Rendering
import Snapshot
import TestSupport
import Testing

/// The review report `proofsheet check` writes, opened in headless Chromium from `file://`: the
/// DOM after the script ran (variants listed, hash filters, every compare mode) and screenshots
/// decoded pixel by pixel (swipe, blend, toggle, diff boxes).
///
/// The fixture: a spec with three screens, one recorded with a red background and checked with a
/// blue one (changed), one unchanged (passed), and one that gains an item, so its height changes
/// (changed), at large and AX3.
@Suite(.requires(.chromium))
struct HTMLReportBrowserTests {
    static let red = (255, 0, 0), blue = (0, 0, 255), magenta = (255, 0, 255)
    static let changedLarge = "report-test/swatch/iphone-se-3rd-generation/1col-large"
    static let changedAX3 = "report-test/swatch/iphone-se-3rd-generation/1col-accessibilityExtraLarge"
    static let passedLarge = "report-test/steady/iphone-se-3rd-generation/1col-large"
    static let grownLarge = "report-test/growing/iphone-se-3rd-generation/1col-large"
    static let grownAX3 = "report-test/growing/iphone-se-3rd-generation/1col-accessibilityExtraLarge"

    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var spec: URL { folder.appendingPathComponent("report.yaml") }
    var snapshots: String { folder.appendingPathComponent("Snapshots").path }
    var out: URL { folder.appendingPathComponent("out") }
    var page: URL { out.appendingPathComponent("index.html") }

    /// The spec with the first screen's background and the last screen's item count.
    static func spec(background: String, growingItems: Int) -> String {
        "name: Report test\nscreens:\n"
            + screen("swatch", background: background, items: ["Changing"])
            + screen("steady", background: "#00FF00", items: ["Steady"])
            + screen("growing", background: "#00FF00", items: Array(repeating: "Growing", count: growingItems))
    }

    /// One screen of the spec: a flow of white cells, one per item, on `background`.
    static func screen(_ name: String, background: String, items: [String]) -> String {
        """
          - name: \(name)
            devices: [iPhone SE]
            background: "\(background)"
            layout: {kind: flow, sectionInset: 40}
            cell:
              padding: 8
              background: "#FFFFFF"
              stack: {items: [{label: {text: "{text}", style: body}}]}
            items: [\(items.map { "{text: \($0)}" }.joined(separator: ", "))]

        """
    }

    /// Records the red baselines, then checks the blue spec as the CLI does.
    init() throws {
        scratch = try ScratchFolder("report-browser")
        let categories = ["--category", "large", "--category", "AX3"]
        try Self.spec(background: "#FF0000", growingItems: 1).write(to: spec, atomically: true, encoding: .utf8)
        let record = try CLIRunner.run(arguments: ["record", spec.path, "--snapshots", snapshots] + categories)
        try #require(record.status == 0, "record failed: \(record.stderr)")
        try Self.spec(background: "#0000FF", growingItems: 2).write(to: spec, atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(arguments: ["check", spec.path, "--snapshots", snapshots, "--out", out.path, "--record", "never"] + categories)
        try #require(check.status == 1, "check should find the changed screen: \(check.stdout) \(check.stderr)")
        try #require(
            check.stdout.contains(
                "6 variants: 2 passed (2 skipped: unchanged), 4 changed (2 changes in 4 variants), 0 new, 0 missing, 0 errors; 0 orphans; report: \(page.path)"
            ))
        // The background alone changed on one screen, an item was added on another: two changes.
        try #require(
            check.stdout.contains("change 1 of 2 (drawing change, 2 variants): layout unchanged; drawing changed; e.g. \(Self.changedAX3)\n"))
        try #require(check.stdout.contains("change 2 of 2 (layout change, 2 variants): item 1 added; e.g. \(Self.grownAX3)\n"))
    }

    // MARK: Chromium

    func chromium(_ arguments: [String], hash: String) throws -> String {
        try Chromium.run(arguments, url: page.absoluteString + "#" + hash, scratch: folder)
    }

    /// The document after the script ran, with the view the hash describes.
    func dom(_ hash: String) throws -> String {
        try chromium(["--dump-dom", "--virtual-time-budget=1000"], hash: hash)
    }

    /// A 1200 × 800 screenshot of the view the hash describes, decoded.
    func screenshot(_ hash: String) throws -> RGBAImage {
        let path = folder.appendingPathComponent("shot-\(UUID().uuidString).png").path
        _ = try chromium(["--screenshot=\(path)", "--window-size=1200,800", "--virtual-time-budget=2000"], hash: hash)
        return try PNGDecoder.decode(contentsOf: path)
    }

    /// The `data-name`s of the cards not hidden, in order.
    func visibleCards(_ dom: String) -> [String] {
        let card = /<li class="card[^"]*" data-name="([^"]*)" data-status="[^"]*"( hidden="")?>/
        return dom.matches(of: card).filter { $0.output.2 == nil }.map { String($0.output.1) }
    }

    // MARK: DOM

    @Test func listsEveryVariantAndFiltersByTheHash() throws {
        let all = try dom("")
        #expect(
            Set(visibleCards(all)) == [
                Self.changedLarge, Self.changedAX3, Self.passedLarge, "report-test/steady/iphone-se-3rd-generation/1col-accessibilityExtraLarge",
                Self.grownLarge, Self.grownAX3,
            ])
        #expect(all.contains("6 of 6 variants shown"))
        #expect(all.contains("loading=\"lazy\"") && all.contains("width=\"375\" height=\"165\""))

        #expect(Set(visibleCards(try dom("status=changed"))) == [Self.changedLarge, Self.changedAX3, Self.grownLarge, Self.grownAX3])
        #expect(
            Set(visibleCards(try dom("category=AX3"))) == [
                Self.changedAX3, "report-test/steady/iphone-se-3rd-generation/1col-accessibilityExtraLarge", Self.grownAX3,
            ])
        let combined = try dom("status=changed&category=AX3&screen=swatch")
        #expect(visibleCards(combined) == [Self.changedAX3])
        #expect(combined.contains("1 of 6 variants shown"))
        #expect(visibleCards(try dom("screen=steady&q=steady%201col-large")) == [Self.passedLarge])
        #expect(visibleCards(try dom("category=AX5")).isEmpty)
    }

    @Test func acceptListNamesTheRunsParameters() throws {
        let dom = try dom("")
        #expect(
            dom.contains(
                """
                # ProofSheet accept list. Record exactly these baselines with: proofsheet accept &lt;this file&gt;
                spec: \(spec.path)
                snapshots: \(snapshots)
                scale: 1
                accept: []
                """))
    }

    @Test func everyCompareModeShowsItsImages() throws {
        for (mode, images) in [
            ("side", ["expected", "actual"]), ("swipe", ["expected", "actual"]), ("blend", ["expected", "actual"]),
            ("toggle", ["expected", "actual"]), ("diff", ["diff"]),
        ] {
            let dom = try dom("variant=\(Self.changedLarge)&mode=\(mode)")
            #expect(dom.contains("class=\"mode mode-\(mode)\" data-mode=\"\(mode)\""), "mode \(mode)")
            for image in images {
                #expect(
                    dom.contains("class=\"img-\(image)\"") && dom.contains("src=\"\(Self.changedLarge).\(image).png\""), "\(image) image in \(mode)")
            }
            #expect(dom.contains("<h2 id=\"detail-name\">\(Self.changedLarge)</h2>"))
        }
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let regions = ((manifest?["outcomes"] as? [[String: Any]])?.first { $0["name"] as? String == Self.changedLarge }?["regions"] as? [Any])?.count
        #expect(regions == 1)
        #expect(try dom("variant=\(Self.changedLarge)&mode=diff").matches(of: /class="region"/).count == regions)
        // A passed variant shows its one rendering.
        let passed = try dom("variant=\(Self.passedLarge)")
        #expect(passed.contains("data-mode=\"single\"") && passed.contains("src=\"\(Self.passedLarge).actual.png\""))
    }

    @Test func aVariantThatChangedSizeHasADiffWithBoxes() throws {
        let expected = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("\(Self.grownLarge).expected.png").path)
        let actual = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("\(Self.grownLarge).actual.png").path)
        try #require(expected.width == actual.width && actual.height > expected.height)
        let dom = try dom("variant=\(Self.grownLarge)&mode=diff")
        #expect(dom.contains("class=\"mode mode-diff\" data-mode=\"diff\""))
        #expect(dom.contains("size changed from \(expected.width)x\(expected.height) to \(actual.width)x\(actual.height)"))
        // The diff image covers the taller canvas, and the diff mode's button is enabled.
        #expect(
            dom.contains("class=\"img-diff\" alt=\"Diff\" width=\"\(actual.width)\" height=\"\(actual.height)\" src=\"\(Self.grownLarge).diff.png\""))
        #expect(dom.contains("<button type=\"button\" data-mode=\"diff\" aria-pressed=\"true\">"))
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let regions = ((manifest?["outcomes"] as? [[String: Any]])?.first { $0["name"] as? String == Self.grownLarge }?["regions"] as? [Any])?.count
        #expect((regions ?? 0) >= 1)
        #expect(dom.matches(of: /class="region"/).count == regions)
    }

    @Test func acceptancesComeBackOnlyForTheRenderingThatWasAccepted() throws {
        // Acceptances stored by an earlier visit: one of the rendering shown now, one of another
        // rendering under the name of a variant changed now.
        let html = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(html.range(of: #"<script type="application/json" id="report-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
        let fingerprints = Dictionary(
            uniqueKeysWithValues: (data["variants"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["fingerprint"] as? String) })
        let current = try #require(fingerprints[Self.changedLarge] ?? nil)
        try #require(fingerprints[Self.changedAX3] ?? nil != nil)
        let stored = String(
            decoding: try JSONSerialization.data(withJSONObject: [Self.changedLarge: current, Self.changedAX3: "0123456789abcdef"]), as: UTF8.self)
        let arguments = String(
            decoding: try JSONSerialization.data(withJSONObject: [try #require(data["storageKey"] as? String), stored]), as: UTF8.self)
        // A copy of the report whose first script stores them, before the report's own script
        // reads them: one page load, so nothing depends on timing or on the profile's disk.
        let head = try #require(html.range(of: "<head>"))
        var seeded = html
        seeded.insert(contentsOf: "<script>var item = \(arguments); localStorage.setItem(item[0], item[1]);</script>", at: head.upperBound)
        let copy = out.appendingPathComponent("seeded.html")
        try seeded.write(to: copy, atomically: true, encoding: .utf8)
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=1000"], url: copy.absoluteString, scratch: folder)
        #expect(dom.contains("<span class=\"count\" id=\"accept-count\">1</span>"))
        #expect(dom.contains("accept:\n  - \(Self.changedLarge)\n</textarea>"))
        #expect(!dom.contains("  - \(Self.changedAX3)"))
    }

    // MARK: Pixels

    /// Pixels within 3 of `colour` in every channel.
    func pixels(of colour: (Int, Int, Int), in image: RGBAImage) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let index = (y * image.width + x) * 4
                if abs(Int(image.pixels[index]) - colour.0) <= 3, abs(Int(image.pixels[index + 1]) - colour.1) <= 3,
                    abs(Int(image.pixels[index + 2]) - colour.2) <= 3
                {
                    found.append((x, y))
                }
            }
        }
        return found
    }

    @Test func swipeShowsExpectedLeftOfTheDividerAndActualRightOfIt() throws {
        let shot = try screenshot("variant=\(Self.changedLarge)&mode=swipe&split=30")
        let red = pixels(of: Self.red, in: shot)
        let blue = pixels(of: Self.blue, in: shot)
        try #require(!red.isEmpty && !blue.isEmpty)
        #expect(red.map(\.x).max()! < blue.map(\.x).min()!)
        // The image is 375 px wide and starts red at its left edge: the divider sits 30 % in.
        let left = red.map(\.x).min()!
        #expect(abs(blue.map(\.x).min()! - left - 112) <= 3)
        #expect(abs(blue.map(\.x).max()! - left - 374) <= 1)
    }

    @Test func blendMixesTheTwo() throws {
        let shot = try screenshot("variant=\(Self.changedLarge)&mode=blend&opacity=50")
        #expect(pixels(of: (128, 0, 128), in: shot).count > 10_000)
        #expect(pixels(of: Self.red, in: shot).isEmpty && pixels(of: Self.blue, in: shot).isEmpty)
    }

    @Test func toggleShowsOneImageAtATime() throws {
        let shot = try screenshot("variant=\(Self.changedLarge)&mode=toggle")
        let red = pixels(of: Self.red, in: shot).count
        let blue = pixels(of: Self.blue, in: shot).count
        #expect((red > 10_000) != (blue > 10_000), "red \(red), blue \(blue)")
    }

    @Test func diffBoxesTheChangedRegion() throws {
        let shot = try screenshot("variant=\(Self.changedLarge)&mode=diff")
        // Changed pixels are drawn pure red in the diff image; the box's outline is magenta, 2 px
        // wide, 2 px outside the region.
        let red = pixels(of: Self.red, in: shot)
        let box = pixels(of: Self.magenta, in: shot)
        try #require(red.count > 10_000 && !box.isEmpty)
        #expect(red.map(\.x).min()! - box.map(\.x).min()! == 4)
        #expect(box.map(\.x).max()! - red.map(\.x).max()! == 4)
        #expect(red.map(\.y).min()! - box.map(\.y).min()! == 4)
        #expect(box.map(\.y).max()! - red.map(\.y).max()! == 4)
    }
}

/// The report of `check --audit`, opened in headless Chromium: the rule filter (chips with counts,
/// the `rule=` hash), each variant's findings listed in its detail view, and their boxes drawn
/// over the image, found pixel by pixel in a screenshot.
///
/// The fixture: three screens on a green background at Large, checked once (recording them): a
/// yellow tappable cell 100 × 20 pt, under the 24 pt minimum (an error); a label in a fixed-size
/// font (a warning); and a clean one.
@Suite(.requires(.chromium))
struct HTMLReportFindingsBrowserTests {
    static let yellow = (255, 255, 0), errorOutline = (255, 59, 48)
    static let tappable = "findings-test/tappable/iphone-se-3rd-generation/1col-large"
    static let fixed = "findings-test/fixed/iphone-se-3rd-generation/1col-large"
    static let clean = "findings-test/clean/iphone-se-3rd-generation/1col-large"

    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var out: URL { folder.appendingPathComponent("out") }
    var page: URL { out.appendingPathComponent("index.html") }

    static let spec = """
        name: Findings test
        screens:
          - name: tappable
            devices: [iPhone SE]
            background: "#00FF00"
            layout: {kind: flow, sectionInset: 40}
            cell:
              tappable: true
              width: 100
              height: 20
              padding: {top: 0, left: 8, bottom: 0, right: 8}
              background: "#FFFF00"
              stack: {items: [{label: {text: "{text}", style: caption2}}]}
            items: [{text: Tap}]
          - name: fixed
            devices: [iPhone SE]
            background: "#00FF00"
            layout: {kind: flow, sectionInset: 40}
            cell: {padding: 8, background: "#FFFFFF", stack: {items: [{label: {text: "{text}", font: {family: Inter, size: 17}}}]}}
            items: [{text: Fixed}]
          - name: clean
            devices: [iPhone SE]
            background: "#00FF00"
            layout: {kind: flow, sectionInset: 40}
            cell: {padding: 8, background: "#FFFFFF", stack: {items: [{label: {text: "{text}", style: body}}]}}
            items: [{text: Clean}]

        """

    init() throws {
        scratch = try ScratchFolder("report-findings")
        let spec = folder.appendingPathComponent("findings.yaml")
        try Self.spec.write(to: spec, atomically: true, encoding: .utf8)
        let check = try CLIRunner.run(arguments: [
            "check", spec.path, "--snapshots", folder.appendingPathComponent("Snapshots").path, "--out", out.path, "--category", "large", "--audit",
            // Explicit: with CI=true in the environment (as on CI) the default is never to record.
            "--record", "missing",
        ])
        try #require(check.status == 0, "findings never fail a check without --fail-on: \(check.stdout) \(check.stderr)")
        try #require(check.stdout.contains("finding: \(Self.tappable) — error tap-target-below-24pt item 0 'Tap': 100 × 20 pt, under 24 × 24 pt\n"))
        try #require(check.stdout.contains("finding: \(Self.fixed) — warning fixed-size-text item 0 stack.items[0].label 'Fixed'"))
        try #require(!check.stdout.contains("finding: \(Self.clean)"))
    }

    func dom(_ hash: String, url: URL? = nil) throws -> String {
        try Chromium.run(["--dump-dom", "--virtual-time-budget=1000"], url: (url ?? page).absoluteString + "#" + hash, scratch: folder)
    }

    func screenshot(_ hash: String) throws -> RGBAImage {
        let path = folder.appendingPathComponent("shot-\(UUID().uuidString).png").path
        _ = try Chromium.run(
            ["--screenshot=\(path)", "--window-size=1200,800", "--virtual-time-budget=2000"], url: page.absoluteString + "#" + hash, scratch: folder)
        return try PNGDecoder.decode(contentsOf: path)
    }

    func visibleCards(_ dom: String) -> [String] {
        let card = /<li class="card[^"]*" data-name="([^"]*)" data-status="[^"]*"( hidden="")?>/
        return dom.matches(of: card).filter { $0.output.2 == nil }.map { String($0.output.1) }
    }

    /// Each rule chip's value and count.
    func ruleChips(_ dom: String) -> [String: Int] {
        let chip =
            /data-group="rule" data-value="([^"]*)"[^>]*><span class="dot"><\/span><span class="label">[^<]*<\/span><span class="n">(\d+)<\/span>/
        return Dictionary(uniqueKeysWithValues: dom.matches(of: chip).map { (String($0.output.1), Int($0.output.2)!) })
    }

    /// The box manifest.json gives the variant's first finding.
    func manifestBox(_ name: String) throws -> [String: Int] {
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any]
        let outcome = try #require((manifest?["outcomes"] as? [[String: Any]])?.first { $0["name"] as? String == name })
        return try #require((outcome["findings"] as? [[String: Any]])?.first?["box"] as? [String: Int])
    }

    /// Pixels within 3 of `colour` in every channel, left of `maxX`.
    func pixels(of colour: (Int, Int, Int), in image: RGBAImage, maxX: Int) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<min(maxX, image.width) {
                let index = (y * image.width + x) * 4
                if abs(Int(image.pixels[index]) - colour.0) <= 3, abs(Int(image.pixels[index + 1]) - colour.1) <= 3,
                    abs(Int(image.pixels[index + 2]) - colour.2) <= 3
                {
                    found.append((x, y))
                }
            }
        }
        return found
    }

    @Test func theRuleFilterKeepsTheVariantsWithAFindingOfTheChosenRules() throws {
        let all = try dom("")
        #expect(visibleCards(all) == [Self.tappable, Self.fixed, Self.clean])
        // Errors first; each chip counts the variants it would show.
        #expect(ruleChips(all) == ["tap-target-below-24pt": 1, "fixed-size-text": 1])
        #expect(all.contains(#"data-group="rule" data-value="tap-target-below-24pt" title="tap-target-below-24pt (error)""#))
        #expect(all.range(of: #"data-value="tap-target-below-24pt""#)!.lowerBound < all.range(of: #"data-value="fixed-size-text""#)!.lowerBound)
        #expect(all.contains(#"<span class="finding-count severity-error" title="tap-target-below-24pt">1 finding</span>"#))

        let tap = try dom("rule=tap-target-below-24pt")
        #expect(visibleCards(tap) == [Self.tappable])
        #expect(tap.contains("1 of 3 variants shown"))
        #expect(tap.contains(#"data-value="tap-target-below-24pt" title="tap-target-below-24pt (error)" aria-pressed="true""#))
        // Chips of other values count with the rule filter on; the rule's own group ignores it.
        #expect(
            tap.contains(
                #"data-value="new" title="new" aria-pressed="false"><span class="dot"></span><span class="label">new</span><span class="n">1</span>"#)
        )
        #expect(ruleChips(tap) == ["tap-target-below-24pt": 1, "fixed-size-text": 1])
        // Several rules (any spelling of case) keep a variant with any of them; other filters still apply.
        #expect(visibleCards(try dom("rule=fixed-size-text,TAP-TARGET-BELOW-24PT")) == [Self.tappable, Self.fixed])
        #expect(visibleCards(try dom("rule=fixed-size-text&screen=tappable")).isEmpty)
        #expect(visibleCards(try dom("rule=truncated-text")).isEmpty)
    }

    @Test func theDetailListsTheFindingsAndDrawsTheirBoxesOverTheImage() throws {
        let detail = try dom("variant=\(Self.tappable)")
        #expect(detail.contains(#"<aside class="detail-findings" id="detail-findings" aria-label="Findings">"#))
        #expect(
            detail.contains(#"<li class="finding severity-error" tabindex="0" data-index="0" data-members="0" data-rule="tap-target-below-24pt">"#))
        #expect(
            detail.contains(
                #"<span class="severity">error</span><code class="rule">tap-target-below-24pt</code></div><div class="element">item 0</div><div class="text">“Tap”</div><div class="finding-detail">100 × 20 pt, under 24 × 24 pt</div>"#
            ))
        #expect(
            detail.contains(
                #"<button class="boxes" type="button" id="findings-boxes" title="Show or hide the findings' boxes on the image (b)" aria-pressed="true">Boxes</button>"#
            ))
        // The box manifest.json gives, in CSS pixels (a @1x report: the same numbers), over the actual image.
        let box = try manifestBox(Self.tappable)
        #expect(box == ["x": 40, "y": 88, "width": 100, "height": 20])
        #expect(detail.contains(#"<div class="marks"><img class="img-actual" alt="Actual" width="375" "#))
        #expect(
            detail.contains(
                #"<div class="finding-box severity-error" data-index="0" style="left: 40px; top: 88px; width: 100px; height: 20px;"></div></div></figure>"#
            ))
        #expect(detail.contains(#"<div class="stage" id="stage">"#))

        let fixed = try dom("variant=\(Self.fixed)")
        #expect(fixed.contains(#"<li class="finding severity-warning" tabindex="0" data-index="0" data-members="0" data-rule="fixed-size-text">"#))
        #expect(fixed.contains(#"class="finding-box severity-warning""#))
        // No findings, no list and no boxes.
        let clean = try dom("variant=\(Self.clean)")
        #expect(clean.contains(#"<aside class="detail-findings" id="detail-findings" aria-label="Findings" hidden="">"#))
        #expect(!clean.contains(#"<div class="finding-box"#))
        // Hidden by the toggle, which the hash keeps.
        let off = try dom("variant=\(Self.tappable)&boxes=off")
        #expect(off.contains(#"<div class="stage hide-findings" id="stage">"#) && off.contains(#"aria-pressed="false">Boxes</button>"#))
    }

    /// Hovering a finding's entry (here a dispatched mouseenter, after the page's script ran)
    /// fills its box and fades the others.
    @Test func hoveringAFindingHighlightsItsBox() throws {
        let html = try String(contentsOf: page, encoding: .utf8)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        var hovered = html
        hovered.insert(
            contentsOf: #"<script>document.querySelector(".finding").dispatchEvent(new MouseEvent("mouseenter"));</script>"#, at: end.lowerBound)
        let copy = out.appendingPathComponent("hovered.html")
        try hovered.write(to: copy, atomically: true, encoding: .utf8)
        let detail = try dom("variant=\(Self.tappable)", url: copy)
        #expect(detail.contains(#"<div class="stage finding-active" id="stage">"#))
        #expect(detail.contains(#"<div class="finding-box severity-error active" data-index="0" style="left: 40px; top: 88px;"#))
        #expect(detail.contains(#"<li class="finding severity-error active" tabindex="0""#))
    }

    @Test func theBoxIsOutlinedRoundTheCellInTheScreenshot() throws {
        // The findings panel (320 px on the right) has the same red; look left of it.
        let stage = 1200 - 330
        let shot = try screenshot("variant=\(Self.tappable)")
        let cell = pixels(of: Self.yellow, in: shot, maxX: stage)
        let outline = pixels(of: Self.errorOutline, in: shot, maxX: stage)
        try #require(!cell.isEmpty && !outline.isEmpty)
        // The cell is 100 × 20 px (its text inside it); the outline is 2 px wide just outside it.
        let left = cell.map(\.x).min()!
        let right = cell.map(\.x).max()!
        let top = cell.map(\.y).min()!
        let bottom = cell.map(\.y).max()!
        #expect(right - left == 99 && bottom - top == 19)
        #expect(outline.map(\.x).min()! == left - 2 && outline.map(\.x).max()! == right + 2)
        #expect(outline.map(\.y).min()! == top - 2 && outline.map(\.y).max()! == bottom + 2)
        // Nothing red inside the cell: the outline does not cover it.
        #expect(!outline.contains { $0.x >= left && $0.x <= right && $0.y >= top && $0.y <= bottom })

        let hidden = try screenshot("variant=\(Self.tappable)&boxes=off")
        #expect(pixels(of: Self.errorOutline, in: hidden, maxX: stage).isEmpty)
        #expect(pixels(of: Self.yellow, in: hidden, maxX: stage).count == cell.count)
    }
}
