import Foundation
import ImageIO
import Localization
import ProofSheet
import Rendering
import Snapshot
import TestSupport
import Testing

/// Issue 16: `check` says what changed and groups variants by the change, on the bundled
/// examples and their committed baselines (copied, so nothing in the repository is touched):
/// a text change, a style change, a column-rule change and a font-stack change, plus a drawing
/// change and a baseline that carries no layout.
@Suite struct ChangeDescriptionTests {
    let scratch: ScratchFolder
    static let repository = Repository.root

    init() throws {
        scratch = try ScratchFolder("change-descriptions")
    }

    var snapshots: URL { scratch.url.appendingPathComponent("Snapshots") }

    /// Copies an example (with its string catalog) and its suite's baselines into the scratch
    /// folder, edits the spec's text, lets `prepare` change the copied baselines, and checks
    /// the variants `filter` keeps without recording.
    func check(
        _ example: String, suite: String, filter: VariantFilter, edit: (String) -> String = { $0 }, prepare: (URL) throws -> Void = { _ in }
    ) throws -> SnapshotReport {
        let examples = Self.repository.appendingPathComponent("Examples")
        for file in try FileManager.default.contentsOfDirectory(atPath: examples.path) where !file.hasSuffix(".yaml") {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(file), to: scratch.file(file))
        }
        let spec = scratch.file("\(example).yaml")
        let original = try String(contentsOf: examples.appendingPathComponent("\(example).yaml"), encoding: .utf8)
        try edit(original).write(to: spec, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Self.repository.appendingPathComponent("Snapshots/\(suite)"), to: snapshots.appendingPathComponent(suite))
        try prepare(snapshots.appendingPathComponent(suite))
        let session = try SnapshotSession(specPath: spec.path, options: .init(snapshots: snapshots, output: scratch.file("out"), jobs: 2))
        return try session.check(filter, recordMode: .never).report
    }

    /// A line of `style` at `points` on the @3x pixel grid, as UIKit's label sizes it: the system
    /// font's line height, 1.193359375 x the size (dynamic-type.md section 4), rounded up to 1/3 pt.
    static func line(points: Double) -> Double { (points * 1.193359375 * 3).rounded(.up) / 3 }

    /// A length as descriptions write it: to 0.1 pt, without a trailing ".0".
    static func text(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }

    func outcome(_ report: SnapshotReport, _ stem: String) throws -> SnapshotOutcome {
        try #require(report.outcomes.first { $0.name.hasSuffix("/\(stem)") })
    }

    @Test func aTextChangeIsOneChangeAcrossEveryCategory() throws {
        let report = try check(
            "messages", suite: "messages", filter: VariantFilter(devices: ["iPhone 16"], languages: [try LanguageTag(parsing: "en")]),
            edit: {
                $0.replacingOccurrences(of: #"time: "09:41", status:"#, with: #"time: "09:41 tomorrow morning", status:"#)
            })
        #expect(report.outcomes.count == 12)
        #expect(report.outcomes.allSatisfy { $0.status == .changed })
        let edit = "item 0 time label: '09:41' -> '09:41 tomorrow morning'"
        #expect(report.changeGroups.map(\.title) == [edit])
        #expect(report.changeGroups.map(\.members.count) == [12])
        #expect(report.changeGroups.first?.kind == .layout)
        #expect(report.summary.contains("12 changed (1 change in 12 variants)"))
        // At Large the time still fits one line: the text changed, and the label (as wide as its
        // text beside the checkmark symbol) widened.
        let large = try #require(try outcome(report, "1col-large").change?.details)
        #expect(large.count == 2 && large.first == edit && large.last?.hasPrefix("item 0 time label width ") == true, "\(large)")
        // At AX5 it takes two more lines of caption1 (43 pt there) beside the symbol: the cell
        // grows by those lines and the items below move down by them.
        let line = Self.text(Self.line(points: 43))
        let lines = Self.text(2 * Self.line(points: 43))
        #expect((line, lines) == ("51.3", "102.7"))
        let ax5 = try outcome(report, "1col-accessibilityExtraExtraExtraLarge")
        #expect(
            ax5.change?.details == [
                edit, "item 0 time label: 1 -> 3 lines", "item 0 time label width 113 -> 195.3 pt", "item 0 height 526.3 -> 629 pt",
                "content height +\(lines) pt", "items 1-3 moved down \(lines) pt",
            ])
        #expect(ax5.change?.kind == .layout)
        // Only the cell that changed is boxed, not the ones that moved.
        #expect(ax5.changedElements?.map(\.element) == ["item 0"])
        #expect(ax5.changedElements?.first?.box.y ?? -1 > 0)
    }

    @Test func aStyleChangeResizesTheSameLabelsInEveryVariant() throws {
        let report = try check(
            "messages", suite: "messages", filter: VariantFilter(devices: ["iPhone 16"], languages: [try LanguageTag(parsing: "en")]),
            edit: {
                $0.replacingOccurrences(of: "style: caption1, color: secondaryLabel", with: "style: footnote, color: secondaryLabel")
            })
        #expect(report.outcomes.allSatisfy { $0.status == .changed })
        #expect(report.changeGroups.map(\.title) == ["time label resized in items 0-3"])
        #expect(report.changeGroups.map(\.members.count) == [12])
        // At Large caption1 is 12 pt and footnote 13 pt (dynamic-type.md, the type ramp).
        let (before, after) = (Self.text(Self.line(points: 12)), Self.text(Self.line(points: 13)))
        #expect((before, after) == ("14.3", "15.7"))
        let details = try #require(try outcome(report, "1col-large").change?.details)
        let heights = details.filter { $0.contains("time label height") }
        #expect(Array(heights.prefix(4)) == (0...3).map { "item \($0) time label height \(before) -> \(after) pt" })
    }

    @Test func aColumnRuleChangeIsComparedWithTheBaselineOfTheOldColumnCount() throws {
        let report = try check(
            "lorem-grid", suite: "lorem-grid", filter: VariantFilter(devices: ["iPhone 16"]),
            edit: {
                $0.replacingOccurrences(of: "columns: {default: 2, accessibility: 1}", with: "columns: {default: 3, accessibility: 1}")
            })
        // The seven categories below AX1 go from 2 to 3 columns; the accessibility ones keep 1.
        #expect(report.outcomes.filter { $0.status == .changed }.count == 7)
        #expect(report.outcomes.filter { $0.status == .passed }.count == 5)
        #expect(report.changeGroups.map(\.title) == ["columns changed"])
        let large = try outcome(report, "3col-large")
        #expect(large.change?.details.first == "columns 2 -> 3")
        // New columns make every cell narrower: that goes without saying, per label.
        #expect(!(large.change?.details ?? []).contains { $0.contains(" width ") })
        #expect(
            large.message?.hasPrefix("compared with lorem-grid/lorem-grid/iphone-16/2col-large, its baseline before its column count changed") == true
        )
        // The old baselines are still orphans, for --prune to remove once accepted.
        #expect(report.orphans.contains("lorem-grid/lorem-grid/iphone-16/2col-large.png"))
    }

    /// Baselines drawn by another font stack: the same layout, other glyph pixels, and an
    /// environment.json with another font.
    @Test func aFontStackChangeIsToldApartFromADrawingChange() throws {
        let filter = VariantFilter(devices: ["iPhone 16"], categories: [.large, .extraLarge], appearances: [.light])
        let report = try check(
            "plain-table", suite: "plain-table", filter: filter,
            prepare: { suite in
                for stem in ["1col-large", "1col-extraLarge"] { try Self.repaint(suite.appendingPathComponent("plain-table/iphone-16/\(stem).png")) }
                let environment = suite.appendingPathComponent("environment.json")
                let text = try String(contentsOf: environment, encoding: .utf8)
                try text.replacingOccurrences(of: #""Inter-Regular.otf" : ""#, with: #""Inter-Regular.otf" : "0"#).write(
                    to: environment, atomically: true, encoding: .utf8)
            })
        #expect(report.outcomes.map(\.status) == [.changed, .changed])
        #expect(report.changeGroups.count == 1)
        #expect(report.changeGroups.first?.kind == .environment)
        #expect(report.changeGroups.first?.title == "layout unchanged; the text stack or fonts differ from the baselines' environment")
        #expect(
            try outcome(report, "1col-large").change?.details == [
                "layout unchanged; baselines were recorded with a different environment: font Inter-Regular.otf changed"
            ])
    }

    @Test func pixelsAloneChangingInTheSameEnvironmentIsADrawingChange() throws {
        let report = try check(
            "plain-table", suite: "plain-table", filter: VariantFilter(devices: ["iPhone 16"], categories: [.large], appearances: [.light]),
            prepare: { suite in
                try Self.repaint(suite.appendingPathComponent("plain-table/iphone-16/1col-large.png"))
            })
        let large = try outcome(report, "1col-large")
        #expect(
            large.change
                == ChangeDescription(kind: .drawing, details: ["layout unchanged; drawing changed"], group: "layout unchanged; drawing changed"))
        #expect(large.changedElements == nil)
    }

    @Test func aBaselineWithoutALayoutIsComparedByPixelsAndSaysSo() throws {
        let report = try check(
            "plain-table", suite: "plain-table", filter: VariantFilter(devices: ["iPhone 16"], categories: [.large], appearances: [.light]),
            prepare: { suite in
                try Self.repaint(suite.appendingPathComponent("plain-table/iphone-16/1col-large.png"), keepingLayout: false)
            })
        let large = try outcome(report, "1col-large")
        #expect(large.change?.kind == .pixelsOnly)
        #expect(large.change?.details.first?.hasPrefix("pixels only: the baseline has no stored layout") == true)
        #expect(report.summary.contains("1 changed (1 change in 1 variant)"))
    }

    /// A stored layout of the wrong shape is never trusted (a comparison would index its
    /// frames): the variant is compared by pixels, saying why.
    @Test(arguments: [
        (#"{"columns":1,"contentSize":[1],"elements":[]}"#, "contentSize has 1 numbers, not 2"),
        (
            #"{"columns":1,"contentSize":[1,2],"elements":[{"kind":"cell","section":0,"item":0,"frame":[0,0],"labels":[],"images":[],"hiddenElements":0}]}"#,
            "element 0 has a frame without 4 numbers (x, y, width, height)"
        ),
        (
            #"{"columns":1,"contentSize":[1,2],"elements":[{"kind":"cell","section":0,"item":0,"frame":[0,0,1,1],"labels":[],"images":[[1]],"hiddenElements":0}]}"#,
            "element 0 has a frame without 4 numbers (x, y, width, height)"
        ),
        ("[1, 2", "The given data was not valid JSON."),
    ])
    func aMalformedStoredLayoutIsComparedByPixels(layout: String, problem: String) throws {
        let report = try check(
            "plain-table", suite: "plain-table", filter: VariantFilter(devices: ["iPhone 16"], categories: [.large], appearances: [.light]),
            prepare: { suite in
                try Self.repaint(suite.appendingPathComponent("plain-table/iphone-16/1col-large.png"), layout: layout)
            })
        let large = try outcome(report, "1col-large")
        #expect(large.change?.kind == .pixelsOnly)
        let detail = try #require(large.change?.details.first)
        #expect(detail.hasPrefix("pixels only: cannot decode PNG "))
        #expect(detail.contains("its stored layout is not a ProofSheet layout: "))
        #expect(detail.contains(problem))
    }

    /// Rewrites a baseline with a 6 x 6 block of its pixels inverted, keeping its stored layout
    /// unless told not to, or storing `replacement` as its layout.
    static func repaint(_ url: URL, keepingLayout: Bool = true, layout replacement: String? = nil) throws {
        let png = Array(try Data(contentsOf: url))
        var image = try PNGDecoder.decode(png, path: url.path)
        for y in 20..<26 {
            for x in 20..<26 {
                let offset = (y * image.width + x) * 4
                for channel in 0..<3 { image.pixels[offset + channel] = 255 - image.pixels[offset + channel] }
            }
        }
        let layout = try replacement ?? PNGTextReader.text(named: LayoutSnapshot.pngKeyword, in: png, path: url.path)
        let encoder = try PNGEncoder(
            width: image.width, height: image.height, hasAlpha: false, scale: 1,
            compressedText: keepingLayout ? [(LayoutSnapshot.pngKeyword, try #require(layout))] : []
        )
        try image.pixels.withUnsafeBufferPointer { pixels in
            try encoder.appendRGBA(pixels.baseAddress!, stride: image.width * 4, rowCount: image.height)
        }
        try Data(try encoder.finish()).write(to: url)
    }
}
