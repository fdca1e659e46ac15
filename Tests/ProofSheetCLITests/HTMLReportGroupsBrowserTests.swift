import Foundation
import Testing
import TestSupport

/// The report of one edit seen across several variants, opened in headless Chromium: a changed
/// variant's detail view lists what changed and outlines the changed elements on the diff.
///
/// The fixture: Examples/messages.yaml (with its String Catalog) in English and German at Large
/// and AX3 on both its devices, recorded, then checked after one item's name was edited: eight
/// variants, every one changed the same way.
@Suite(.enabled(if: Chromium.path != nil, "chromium is not installed (apt-get install chromium); the browser test is skipped"))
struct HTMLReportGroupsBrowserTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")
    static let title = "item 3 name label: 'Dana Kowalski' -> 'Dana Kowalska'"

    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var out: URL { folder.appendingPathComponent("out") }
    var page: URL { out.appendingPathComponent("index.html") }
    /// manifest.json's one change group.
    let group: [String: Any]

    init() throws {
        let scratch = try ScratchFolder("report-groups")
        self.scratch = scratch
        for file in ["messages.yaml", "Messages.xcstrings"] {
            try FileManager.default.copyItem(at: Self.examples.appendingPathComponent(file), to: scratch.file(file))
        }
        let spec = scratch.file("messages.yaml"), out = scratch.file("out")
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

        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let groups = try #require(manifest["changeGroups"] as? [[String: Any]])
        try #require(groups.count == 1)
        group = groups[0]
    }

    var representative: String { group["representative"] as? String ?? "" }

    func dom(_ hash: String = "", url: URL? = nil) throws -> String {
        try Chromium.run(["--dump-dom", "--virtual-time-budget=1000"], url: (url ?? page).absoluteString + (hash.isEmpty ? "" : "#" + hash), scratch: folder)
    }

    /// The detail view's stage, where its images are.
    func stage(_ dom: String) throws -> Substring {
        let start = try #require(dom.range(of: #"<div class="stage" id="stage">"#))
        let end = try #require(dom.range(of: #"<aside class="detail-findings""#, range: start.upperBound..<dom.endIndex))
        return dom[start.upperBound..<end.lowerBound]
    }

    @Test func aMembersDetailListsWhatChangedAndOutlinesTheChangedElementsOnTheDiff() throws {
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as? [String: Any])
        let outcome = try #require((manifest["outcomes"] as? [[String: Any]])?.first { $0["name"] as? String == representative })
        let elements = try #require(outcome["changedElements"] as? [[String: Any]])
        let regions = try #require(outcome["regions"] as? [Any])
        try #require(!elements.isEmpty && !regions.isEmpty)

        let detail = try dom("variant=\(representative)&mode=diff")
        #expect(detail.contains(#"<section class="detail-change" id="detail-change" aria-label="What changed"><div class="change-head"><span class="kind kind-layout">layout change</span><span class="same">the same change as 7 other variants</span></div><ul class="change-details"><li>item 3 name label: 'Dana Kowalski' -&gt; 'Dana Kowalska'</li></ul></section>"#))
        // Each changed element outlined and named on the diff, apart from the changed pixels' regions.
        let diffStage = try stage(detail)
        let boxes = diffStage.matches(of: /<span class="element-box" title="([^"]*)" style="[^"]*"><span class="element-label">([^<]*)<\/span><\/span>/)
        #expect(boxes.map { String($0.output.2) } == elements.map { $0["element"] as? String ?? "" })
        let box = try #require(elements.first?["box"] as? [String: Int])
        #expect(boxes.first.map { String($0.output.1) } == "item 3: \(box["width"]!)×\(box["height"]!) px at \(box["x"]!), \(box["y"]!)")
        #expect(diffStage.matches(of: /<div class="region"/).count == regions.count)
        // Only the diff, where the regions are, outlines them; the change is listed in every mode.
        let side = try dom("variant=\(representative)&mode=side")
        #expect(!(try stage(side)).contains(#"class="element-box""#) && side.contains(#"<ul class="change-details"><li>item 3 name label"#))
    }
}
