import Foundation
import TestSupport
import Testing

/// The report's change groups, opened in headless Chromium: one edit seen across several variants
/// is shown once before the list, with its example and members; Accept group puts every member
/// into the accept list through the page's accept mechanism (stored with each fingerprint) and
/// takes them out again; a member's detail view lists what changed and outlines the changed
/// elements on the diff.
///
/// The fixture: Examples/messages.yaml (with its String Catalog and photos) in English and German at Large
/// and AX3 on both its devices, recorded, then checked after one item's name was edited: eight
/// variants, every one changed the same way.
@Suite(.requires(.chromium))
struct HTMLReportGroupsBrowserTests {
    static let examples = Repository.examples
    static let title = "item 3 name label: 'Dana Kowalski' -> 'Dana Kowalska'"

    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var out: URL { folder.appendingPathComponent("out") }
    var page: URL { out.appendingPathComponent("index.html") }
    /// manifest.json's one change group.
    let group: [String: Any]
    /// Each variant's fingerprint, from manifest.json.
    let fingerprints: [String: String]

    init() throws {
        let scratch = try ScratchFolder("report-groups")
        self.scratch = scratch
        for file in ["messages.yaml", "Messages.xcstrings", "photos"] {
            try FileManager.default.copyItem(at: Self.examples.appendingPathComponent(file), to: scratch.file(file))
        }
        let spec = scratch.file("messages.yaml")
        let out = scratch.file("out")
        let run = { (record: String) in
            try CLIRunner.run(arguments: [
                "check", spec.path, "--snapshots", scratch.file("Snapshots").path, "--out", out.path, "--record", record,
                "--language", "en", "--language", "de", "--category", "large", "--category", "AX3",
            ])
        }
        // Explicit record modes: with CI=true in the environment (as on CI) check never records by default.
        let record = try run("missing")
        try #require(record.status == 0, "recording failed: \(record.stdout) \(record.stderr)")
        let original = try String(contentsOf: spec, encoding: .utf8)
        try #require(original.contains("Dana Kowalski"))
        try original.replacingOccurrences(of: "Dana Kowalski", with: "Dana Kowalska").write(to: spec, atomically: true, encoding: .utf8)
        let check = try run("never")
        try #require(check.status == 1, "check should find the edit: \(check.stdout) \(check.stderr)")
        try #require(check.stdout.contains("change 1 of 1 (layout change, 8 variants): \(Self.title);"))

        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let groups = try #require(manifest["changeGroups"] as? [[String: Any]])
        try #require(groups.count == 1)
        group = groups[0]
        let outcomes = try #require(manifest["outcomes"] as? [[String: Any]])
        fingerprints = Dictionary(
            uniqueKeysWithValues: outcomes.compactMap { outcome in
                (outcome["fingerprint"] as? String).map { (outcome["name"] as? String ?? "", $0) }
            })
    }

    var members: [String] { group["members"] as? [String] ?? [] }
    var representative: String { group["representative"] as? String ?? "" }

    func dom(_ hash: String = "", url: URL? = nil) throws -> String {
        try Chromium.run(
            ["--dump-dom", "--virtual-time-budget=1000"], url: (url ?? page).absoluteString + (hash.isEmpty ? "" : "#" + hash), scratch: folder)
    }

    /// The page after `script` ran, once the report's own script had: a copy of the report with
    /// it at the end of the body, so the clicks happen in the one page load the DOM is dumped from.
    func dom(after script: String) throws -> String {
        let html = try String(contentsOf: page, encoding: .utf8)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        var changed = html
        changed.insert(contentsOf: "<script>\(script)</script>", at: end.lowerBound)
        let copy = out.appendingPathComponent("clicked-\(UUID().uuidString).html")
        try changed.write(to: copy, atomically: true, encoding: .utf8)
        return try dom(url: copy)
    }

    /// The names the accept list in the page's textarea accepts, in order.
    func acceptList(_ dom: String) throws -> [String] {
        let text = try #require(dom.firstMatch(of: /<textarea id="accept-text"[^>]*>([^<]*)<\/textarea>/)?.output.1)
        let list = try #require(text.components(separatedBy: "accept:").last)
        return list.split(separator: "\n").compactMap { line in line.hasPrefix("  - ") ? String(line.dropFirst(4)) : nil }
    }

    /// The `data-name`s of the group's member buttons, in order.
    func memberButtons(_ dom: String) -> [String] {
        dom.matches(of: /<li class="member[^"]*"><button type="button" data-name="([^"]*)"/).map { String($0.output.1) }
    }

    /// The detail view's stage (where the images are), without the group cards behind it.
    func stage(_ dom: String) throws -> Substring {
        let start = try #require(dom.range(of: #"<div class="stage" id="stage">"#))
        let end = try #require(dom.range(of: #"<aside class="detail-findings""#, range: start.upperBound..<dom.endIndex))
        return dom[start.upperBound..<end.lowerBound]
    }

    @Test func theChangeIsShownOnceBeforeTheListWithItsExampleAndMembers() throws {
        #expect(members.count == 8 && members.contains(representative))
        let page = try dom()
        #expect(page.components(separatedBy: #"<li class="group "#).count == 2)
        #expect(page.contains(#"<h2 id="groups-heading">1 change in 8 variants</h2>"#))
        #expect(
            page.contains(
                #"<span class="kind">layout change</span><h3 class="group-title">messages — item 3 name label: 'Dana Kowalski' -&gt; 'Dana Kowalska'</h3><span class="member-count">8 variants</span>"#
            ))
        // Before the variant list.
        let card = try #require(page.range(of: #"<li class="group kind-layout""#))
        let grid = try #require(page.range(of: #"<ul class="grid" id="grid">"#))
        #expect(card.upperBound < grid.lowerBound)
        // Every member, in matrix order, each a button opening its detail view; the example's
        // expected, diff and actual, with its changed element outlined on the diff.
        #expect(memberButtons(page) == members)
        #expect(page.contains(#"data-representative="\#(representative)""#))
        for image in ["expected", "diff", "actual"] {
            #expect(
                page.contains(#"<img class="img-\#(image)" loading="lazy" alt="\#(image.capitalized)" width="375""#)
                    && page.contains(#"src="\#(representative).\#(image).png""#), "\(image)")
        }
        #expect(page.contains(#"<span class="element-label">item 3</span>"#))
        #expect(page.contains(#"<button class="accept accept-group" type="button" aria-pressed="false">Accept group</button>"#))
        // A member's button opens it, as a card does.
        let opened = try dom(after: #"document.querySelectorAll(".member button")[5].click();"#)
        #expect(
            opened.contains("<h2 id=\"detail-name\">\(members[5])</h2>")
                && opened.contains(#"<div class="detail" id="detail" role="dialog" aria-modal="true" aria-labelledby="detail-name">"#))
    }

    @Test func acceptGroupPutsEveryMemberIntoTheAcceptListAndTakesThemOut() throws {
        #expect(try acceptList(try dom()).isEmpty)
        // What the page stored, written into the document where the dump shows it.
        let stored =
            #"document.body.dataset.stored = localStorage.getItem(JSON.parse(document.getElementById("report-data").textContent).storageKey);"#
        let accepted = try dom(after: #"document.querySelector(".accept-group").click();"# + stored)
        #expect(try acceptList(accepted) == members)
        #expect(accepted.contains(#"<span class="count" id="accept-count">8</span>"#))
        #expect(accepted.contains(#"<li class="group kind-layout accepted""#))
        #expect(accepted.contains(#"<button class="accept accept-group" type="button" aria-pressed="true">✓ Group accepted</button>"#))
        #expect(accepted.matches(of: /<li class="member accepted">/).count == 8)
        // Each member's own button shows it accepted, and the acceptances are stored with each
        // member's fingerprint, as accepting one by one stores them.
        #expect(accepted.matches(of: /<button class="accept" type="button" aria-pressed="true">✓ Accepted<\/button>/).count == 8)
        let json = try #require(accepted.firstMatch(of: /data-stored="([^"]*)"/)?.output.1).replacingOccurrences(of: "&quot;", with: "\"")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(entries == Dictionary(uniqueKeysWithValues: members.map { ($0, fingerprints[$0] ?? "none") }))

        // Pressed again, it takes them all out.
        let undone = try dom(after: #"document.querySelector(".accept-group").click(); document.querySelector(".accept-group").click();"# + stored)
        #expect(try acceptList(undone).isEmpty)
        #expect(undone.contains(#"<span class="count" id="accept-count">0</span>"#))
        #expect(undone.contains(#"aria-pressed="false">Accept group</button>"#) && !undone.contains(#"<li class="member accepted">"#))
        #expect(undone.contains(#"data-stored="{}""#))

        // With one member accepted on its own, the group says so, and pressing it accepts the rest.
        let one = try dom(after: #"document.querySelector(".card .accept").click();"#)
        #expect(try acceptList(one).count == 1)
        #expect(one.contains(#"aria-pressed="false">Accept group</button><span class="accepted-note">1 of 8 accepted</span>"#))
        let rest = try dom(after: #"document.querySelector(".card .accept").click(); document.querySelector(".accept-group").click();"#)
        #expect(try acceptList(rest) == members)
    }

    @Test func aMembersDetailListsWhatChangedAndOutlinesTheChangedElementsOnTheDiff() throws {
        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let outcome = try #require((manifest["outcomes"] as? [[String: Any]])?.first { $0["name"] as? String == representative })
        let elements = try #require(outcome["changedElements"] as? [[String: Any]])
        let regions = try #require(outcome["regions"] as? [Any])
        try #require(!elements.isEmpty && !regions.isEmpty)

        let detail = try dom("variant=\(representative)&mode=diff")
        #expect(
            detail.contains(
                #"<section class="detail-change" id="detail-change" aria-label="What changed"><div class="change-head"><span class="kind kind-layout">layout change</span><span class="same">the same change as 7 other variants</span></div><ul class="change-details"><li>item 3 name label: 'Dana Kowalski' -&gt; 'Dana Kowalska'</li></ul></section>"#
            ))
        // Each changed element outlined and named on the diff, apart from the changed pixels' regions.
        let diffStage = try stage(detail)
        let boxes = diffStage.matches(
            of: /<span class="element-box" title="([^"]*)" style="[^"]*"><span class="element-label">([^<]*)<\/span><\/span>/)
        #expect(boxes.map { String($0.output.2) } == elements.map { $0["element"] as? String ?? "" })
        let box = try #require(elements.first?["box"] as? [String: Int])
        #expect(boxes.first.map { String($0.output.1) } == "item 3: \(box["width"]!)×\(box["height"]!) px at \(box["x"]!), \(box["y"]!)")
        #expect(diffStage.matches(of: /<div class="region"/).count == regions.count)
        // Only the diff, where the regions are, outlines them; the change is listed in every mode.
        let side = try dom("variant=\(representative)&mode=side")
        #expect(!(try stage(side)).contains(#"class="element-box""#) && side.contains(#"<ul class="change-details"><li>item 3 name label"#))
    }
}
