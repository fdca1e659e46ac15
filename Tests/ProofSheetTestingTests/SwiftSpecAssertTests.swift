import Foundation
import ProofSheetTesting
import TestSupport
import Testing

/// assertSnapshots takes suites and screens built in Swift, and the example of it in
/// docs/swift-specs.md is this target's ReadmeSwiftSpecExample.swift, word for word.
@Suite struct SwiftSpecAssertTests {
    static let root = Repository.root

    @Test func theDocumentedExampleIsTheCompiledOne() throws {
        let block = try #require(try DocumentationPage("docs/swift-specs.md").section("# Specs in Swift").fencedBlocks("swift").first)
        let file = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/ProofSheetTestingTests/ReadmeSwiftSpecExample.swift"), encoding: .utf8
        )
        #expect(block == file)
    }

    @Test func anInvalidSuiteFailsWithTheValuesKeyPath() throws {
        let scratch = try ScratchFolder("swift-spec-assert")
        let suite = Suite("Broken") {
            Screen("list", layout: .list()) {
                Cell { Stack(spacing: -8) { Label("{title}") } }
            } items: {
                ["title": "One"]
            }
        }
        withKnownIssue {
            _ = withProofSheet(record: .all, snapshots: scratch.url, output: scratch.url) { assertSnapshots(of: suite) }
        } matching: { issue in
            String(describing: issue).contains("spacing -8 is out of range at screens[0].cell.stack.spacing")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty, "nothing is written")
    }

    @Test func aScreenIsASuiteOfItsOwnWrittenInTheCallersFile() throws {
        let scratch = try ScratchFolder("swift-spec-assert")
        let screen = Screen("Settings", layout: .list()) {
            Cell(padding: EdgeInsets(all: 12)) { Stack { Label("{title}") } }
        } items: {
            ["title": "General"]
        }
        try withProofSheet(snapshots: scratch.url, output: scratch.url.appendingPathComponent("out")) {
            let report = try #require(withProofSheet(record: .missing) { assertSnapshots(of: screen, filter: VariantFilter(categories: [.large])) })
            #expect(report.outcomes.map(\.status) == [.new])
            #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("settings/settings/iphone-16/1col-large.png").path))
            let again = try #require(withProofSheet(record: .never) { assertSnapshots(of: screen, filter: VariantFilter(categories: [.large])) })
            #expect(again.outcomes.map(\.status) == [.passed])
        }
    }
}
