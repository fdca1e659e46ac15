import Audit
import Foundation
import ProofSheetSupport
import Spec
import Testing
import Variants

@testable import Report
@testable import Snapshot

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct SnapshotReportTests {
    static let environment = RenderEnvironment(
        cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: ["Inter-Regular.otf": "aa"])

    static func report(_ statuses: [SnapshotOutcome.Status], orphans: [String] = []) -> SnapshotReport {
        let outcomes = statuses.enumerated().map { index, status in
            SnapshotOutcome(
                name: "s/screen/iphone-16/1col-v\(index)",
                axes: VariantAxes(screen: "screen", device: "iPhone 16", category: .large, columns: 1, appearance: .light, scale: 1), status: status,
                diffPixels: status == .changed ? 12 : nil,
                message: status == .error ? "boom <here>" : nil, files: .init(baseline: "s/screen/iphone-16/1col-v\(index).png"), milliseconds: 5
            )
        }
        return SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: environment, baselineEnvironment: nil,
            outcomes: outcomes, orphans: orphans
        )
    }

    @Test func verdictOrdersErrorThenChangedThenMissing() {
        #expect(Self.report([.passed, .new]).verdict == .passed)
        #expect(Self.report([.passed, .missing]).verdict == .missing)
        #expect(Self.report([.missing, .changed]).verdict == .changed)
        #expect(Self.report([.changed, .error]).verdict == .error)
        #expect(SnapshotReport.Verdict.missing.rawValue == 3)
    }

    /// Several specs checked in one run exit as one report of all their outcomes would.
    @Test func verdictsOfSeveralRunsCombineAsOneReportWould() {
        let runs: [[SnapshotOutcome.Status]] = [[.passed], [.new, .missing], [.changed], [.error], []]
        for first in runs.indices {
            for second in runs.indices {
                let together = Self.report(runs[first] + runs[second]).verdict
                #expect(
                    SnapshotReport.combinedVerdict([Self.report(runs[first]).verdict, Self.report(runs[second]).verdict]) == together,
                    "\(runs[first]) + \(runs[second])")
            }
        }
        #expect(SnapshotReport.combinedVerdict([]) == .passed)
    }

    @Test func summaryCountsEveryStatus() {
        #expect(
            Self.report([.passed, .passed, .changed, .new], orphans: ["x.png"]).summary
                == "4 variants: 2 passed, 1 changed (1 change in 1 variant), 1 new, 0 missing, 0 errors; 1 orphan")
        #expect(Self.report([.passed]).summary == "1 variant: 1 passed, 0 changed, 0 new, 0 missing, 0 errors; 0 orphans")
    }

    @Test func junitListsFailuresAndErrorsAndEscapes() throws {
        let xml = JUnitReport.xml(for: Self.report([.passed, .changed, .missing, .error]))
        let document = try XMLDocumentParser.parse(xml)
        #expect(document.count(of: "testcase") == 4)
        #expect(document.count(of: "failure") == 2)
        #expect(document.count(of: "error") == 1)
        #expect(xml.contains("tests=\"4\" failures=\"2\" errors=\"1\""))
        #expect(xml.contains("boom &lt;here&gt;"))
        #expect(xml.contains("12 pixels differ"))
    }

    /// With `failOn`, a variant whose findings reach it fails, its failure listing them; one that
    /// failed already lists them after its own details; findings below it, and every finding
    /// without `failOn`, fail nothing.
    @Test func junitFailsTheVariantsWhoseFindingsReachFailOn() throws {
        var report = Self.report([.passed, .passed, .changed, .missing, .new])
        let element = AuditElement(kind: .cell, section: 0, item: 2, templatePath: "stack.items[0].label")
        let tiny = AuditFinding(
            rule: .tinyTapTarget, element: element, text: "Small", frame: Rect(x: 0, y: 0, width: 393, height: 13),
            detail: "393 × 13 pt, under 24 × 24 pt",
            measured: [:])
        let small = AuditFinding(
            rule: .smallTapTarget, element: element, text: "Small", frame: Rect(x: 0, y: 0, width: 393, height: 40),
            detail: "393 × 40 pt, under 44 × 44 pt",
            measured: [:])
        #expect(tiny.severity == .error && small.severity == .warning)
        for index in [0, 2, 3, 4] { report.outcomes[index].findings = [tiny, small] }
        report.outcomes[1].findings = [small]

        let plain = try XMLDocumentParser.parse(JUnitReport.xml(for: report))
        #expect(plain.elements(named: "failure").count == 2)
        #expect(JUnitReport.xml(for: report, failOn: nil) == JUnitReport.xml(for: Self.report([.passed, .passed, .changed, .missing, .new])))

        let document = try XMLDocumentParser.parse(JUnitReport.xml(for: report, failOn: .error))
        #expect(document.elements(named: "testsuites").first?.attributes["failures"] == "4")
        #expect(document.elements(named: "testsuite").first?.attributes["failures"] == "4")
        let cases = document.elements.enumerated().filter { $0.element.name == "testcase" }.map(\.offset)
        #expect(cases.count == 5)
        /// The failure inside the test case at `index` in `cases`, if any.
        func failure(ofCase index: Int) -> XMLDocumentParser.Element? {
            let end = index + 1 < cases.count ? cases[index + 1] : document.elements.count
            return document.elements[(cases[index] + 1)..<end].first { $0.name == "failure" }
        }
        let tinyLine = "error tap-target-below-24pt item 2 stack.items[0].label 'Small': 393 × 13 pt, under 24 × 24 pt"
        let passed = try #require(failure(ofCase: 0))
        #expect(passed.attributes == ["type": "audit", "message": "1 audit finding at error or above"])
        #expect(passed.text == tinyLine)
        #expect(failure(ofCase: 1) == nil, "a warning does not reach error")
        #expect(failure(ofCase: 2)?.attributes["message"] == "12 pixels differ")
        #expect(failure(ofCase: 2)?.text == "12 pixels differ\n" + tinyLine)
        #expect(failure(ofCase: 3)?.attributes["message"] == "no baseline at s/screen/iphone-16/1col-v3.png; record it with proofsheet record")
        #expect(failure(ofCase: 3)?.text == tinyLine)
        #expect(failure(ofCase: 4)?.text == tinyLine, "a new baseline with findings fails too")

        let warnings = try XMLDocumentParser.parse(JUnitReport.xml(for: report, failOn: .warning))
        #expect(warnings.elements(named: "testsuites").first?.attributes["failures"] == "5")
        #expect(warnings.elements(named: "failure").first?.attributes["message"] == "2 audit findings at warning or above")
    }

    @Test func manifestIsJSONWithEveryVariant() throws {
        let data = try Self.report([.passed, .changed]).manifestJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let outcomes = try #require(object["outcomes"] as? [[String: Any]])
        #expect(outcomes.map { $0["status"] as? String } == ["passed", "changed"])
        #expect(outcomes[1]["diffPixels"] as? Int == 12)
    }

    /// A report with every optional field of an outcome set: a paged, size-changed variant with
    /// regions and findings, and one that failed to render.
    static func fullReport() -> SnapshotReport {
        let paged = SnapshotOutcome(
            name: "s/long list/iphone-16/2col-accessibilityExtraExtraExtraLarge-dark-page02@3x",
            axes: VariantAxes(
                screen: "long list", device: "iPhone 16", category: .accessibilityExtraExtraExtraLarge, columns: 2, appearance: .dark, scale: 3,
                page: 2, pageCount: 3),
            status: .changed, recorded: true, diffPixels: 1_234, diffRatio: 0.125, message: "size changed from 1179x900 to 1179x960",
            environmentNote: "pango 1.50.12 -> 1.52.1",
            findings: [
                AuditFinding(
                    rule: .missingGlyph, element: AuditElement(kind: .cell, section: 0, item: 1, templatePath: "stack.items[0].label"), text: "x",
                    frame: Rect(x: 16, y: 12, width: 8, height: 20.5), detail: "no font draws U+F8FF", measured: [:]
                )
            ],
            files: .init(
                baseline: "s/long list/iphone-16/2col-accessibilityExtraExtraExtraLarge-dark-page02@3x.png", expected: "e.png", actual: "a.png",
                diff: "d.png", triptych: "t.png"),
            regions: [PixelRegion(x: 0, y: 900, width: 1179, height: 60)], milliseconds: 12.5, fingerprint: "0123456789abcdef",
            renderedSize: PixelSize(width: 1179, height: 960), baselineSize: PixelSize(width: 1179, height: 900)
        )
        let failed = SnapshotOutcome(
            name: "s/broken/width-320/1col-extraSmall@3x",
            axes: VariantAxes(screen: "broken", device: "width 320", category: .extraSmall, columns: 1, appearance: .light, scale: 3),
            status: .error, message: "bad image", files: .init(baseline: "s/broken/width-320/1col-extraSmall@3x.png")
        )
        return SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .failed, scale: 3, environment: environment, baselineEnvironment: environment,
            outcomes: [paged, failed], filtered: true, orphans: ["s/old@3x.png"], pruned: ["s/old@3x.png"], removedTemporaryFiles: ["s/.x.partial"]
        )
    }

    @Test func manifestRoundTrips() throws {
        let report = Self.fullReport()
        let manifest = try report.manifestJSON()
        #expect(try JSONDecoder().decode(SnapshotReport.self, from: manifest) == report)
        #expect(try report.manifestJSON() == manifest)
    }

    /// The shape tools read: axes as one object of typed values (numbers as numbers, the
    /// category's UIKit name, page and page count only when paged), sizes as width and height.
    @Test func manifestKeepsAxesAndSizesTyped() throws {
        let manifest = String(decoding: try Self.fullReport().manifestJSON(), as: UTF8.self)
        #expect(
            manifest.contains(
                """
                      "axes" : {
                        "appearance" : "dark",
                        "category" : "accessibilityExtraExtraExtraLarge",
                        "columns" : 2,
                        "device" : "iPhone 16",
                        "page" : 2,
                        "pageCount" : 3,
                        "scale" : 3,
                        "screen" : "long list"
                      },
                """))
        #expect(
            manifest.contains(
                """
                      "baselineSize" : {
                        "height" : 900,
                        "width" : 1179
                      },
                """))
        #expect(
            manifest.contains(
                """
                      "renderedSize" : {
                        "height" : 960,
                        "width" : 1179
                      },
                """))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        let failed = try #require((object["outcomes"] as? [[String: Any]])?.last)
        #expect((failed["axes"] as? [String: Any])?.keys.sorted() == ["appearance", "category", "columns", "device", "scale", "screen"])
        #expect(failed["renderedSize"] == nil && failed["baselineSize"] == nil)
    }

    @Test func diffSizeIsTheLargerCanvas() {
        let outcome = Self.fullReport().outcomes[0]
        #expect(outcome.diffSize == PixelSize(width: 1179, height: 960))
        #expect(Self.fullReport().outcomes[1].diffSize == nil)
        #expect(PixelSize(width: 3, height: 9).union(PixelSize(width: 5, height: 2)) == PixelSize(width: 5, height: 9))
    }

    @Test func axesRefuseAPageWithoutItsCount() throws {
        let axes = #"{"appearance": "light", "category": "AX3", "columns": 1, "device": "iPhone 16", "scale": 1, "screen": "s""#
        // Without the registry's axes, values read back as written (VariantAxisRegistryTests reads them with it).
        #expect(try JSONDecoder().decode(VariantAxes.self, from: Data((axes + "}").utf8))["category"] == .text("AX3"))
        #expect(try JSONDecoder().decode(VariantAxes.self, from: Data((axes + #", "page": 2, "pageCount": 3}"#).utf8)).page == 2)
        for bad in [
            #", "page": 2}"#, #", "pageCount": 3}"#, #", "page": 4, "pageCount": 3}"#, #", "page": 0, "pageCount": 3}"#,
            #", "page": 1, "pageCount": 1}"#,
        ] {
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(VariantAxes.self, from: Data((axes + bad).utf8)) }
        }
    }

    @Test func junitGroupsByScreen() throws {
        let xml = JUnitReport.xml(for: Self.fullReport())
        #expect(xml.contains(#"<testsuite name="S.broken" tests="1""#) && xml.contains(#"<testsuite name="S.long list" tests="1""#))
    }
}

/// Counts elements in an XML document with Foundation's parser (well-formedness included), and
/// keeps each element's attributes and text.
final class XMLDocumentParser: NSObject, XMLParserDelegate {
    /// One element: its attributes and the text directly inside it.
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private var counts: [String: Int] = [:]
    /// Every element, in document order.
    private(set) var elements: [Element] = []
    /// The indices in `elements` of the elements open where the parser is.
    private var open: [Int] = []

    static func parse(_ xml: String) throws -> XMLDocumentParser {
        let delegate = XMLDocumentParser()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return delegate
    }

    func count(of element: String) -> Int { counts[element] ?? 0 }

    /// The elements named `name`, in document order.
    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        counts[elementName, default: 0] += 1
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
