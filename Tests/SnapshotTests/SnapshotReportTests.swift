import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Rendering
@testable import Snapshot

@Suite struct SnapshotReportTests {
    static let environment = RenderEnvironment(cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: ["Inter-Regular.otf": "aa"])

    static func report(_ statuses: [SnapshotOutcome.Status], orphans: [String] = []) -> SnapshotReport {
        let outcomes = statuses.enumerated().map { index, status in
            SnapshotOutcome(
                name: "s/screen/iphone-16/1col-v\(index)", axes: ["screen": "screen"], status: status, diffPixels: status == .changed ? 12 : nil,
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

    @Test func summaryCountsEveryStatus() {
        #expect(Self.report([.passed, .passed, .changed, .new], orphans: ["x.png"]).summary
            == "4 variants: 2 passed, 1 changed, 1 new, 0 missing, 0 errors; 1 orphan")
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

    @Test func manifestIsJSONWithEveryVariant() throws {
        let data = try Self.report([.passed, .changed]).manifestJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let outcomes = try #require(object["outcomes"] as? [[String: Any]])
        #expect(outcomes.map { $0["status"] as? String } == ["passed", "changed"])
        #expect(outcomes[1]["diffPixels"] as? Int == 12)
    }
}

/// Counts elements in an XML document with Foundation's parser (well-formedness included).
final class XMLDocumentParser: NSObject, XMLParserDelegate {
    private var counts: [String: Int] = [:]

    static func parse(_ xml: String) throws -> XMLDocumentParser {
        let delegate = XMLDocumentParser()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
        return delegate
    }

    func count(of element: String) -> Int { counts[element] ?? 0 }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
    }
}
