import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
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

    @Test func environmentDifferencesNameWhatChanged() {
        var other = Self.environment
        other.pango = "1.52.1"
        other.fonts = ["Inter-Regular.otf": "bb", "Extra.ttf": "cc"]
        #expect(other.differences(from: Self.environment) == ["pango 1.50.12 -> 1.52.1", "font Extra.ttf added", "font Inter-Regular.otf changed"])
        #expect(Self.environment.differences(from: Self.environment).isEmpty)
    }

    /// A font stack that gained many files is one short note, not a line per file.
    @Test func manyAddedFontsAreOneNote() {
        var other = Self.environment
        for index in 1...5 { other.fonts["Noto\(index).ttf"] = "f\(index)" }
        #expect(other.differences(from: Self.environment) == ["5 fonts added (Noto1.ttf, Noto2.ttf, Noto3.ttf, … and 2 more)"])
    }

    @Test func currentEnvironmentHashesFontFiles() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("env-\(UUID().uuidString).ttf")
        try Data("abc".utf8).write(to: file)
        let environment = RenderEnvironment.current(fontFiles: [file])
        #expect(environment.fonts[file.lastPathComponent] == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(environment.cairo.split(separator: ".").count == 3)
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
