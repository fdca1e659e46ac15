import Foundation
import TestSupport
import Testing

/// The swift-snapshot-testing example of docs/snapshots.md is ReadmeExampleTests.swift as compiled
/// and run, so the two cannot drift apart.
@Test func theDocumentedExampleIsTheCompiledTest() throws {
    let page = try DocumentationPage("docs/snapshots.md")
    let section = try #require(page.text.components(separatedBy: "This test is compiled and run by ProofSheet's own suite").dropFirst().first)
    let block = try #require(section.firstMatch(of: /```swift\n([\s\S]*?)```\n/)?.1)
    let source = try String(
        contentsOf: SnapshotFixture.root.appendingPathComponent("Tests/ProofSheetSnapshotTestingTests/ReadmeExampleTests.swift"), encoding: .utf8)
    let region = try #require(source.firstMatch(of: /\/\/ BEGIN DOCS\n([\s\S]*?)\/\/ END DOCS\n/)?.1)
    #expect(block == region)
}
