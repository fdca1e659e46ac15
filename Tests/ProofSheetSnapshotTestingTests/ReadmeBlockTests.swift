import Foundation
import Testing

/// The README's swift-snapshot-testing example is ReadmeExampleTests.swift as compiled and run,
/// so the two cannot drift apart.
@Test func theReadmeExampleIsTheCompiledTest() throws {
    let readme = try String(contentsOf: SnapshotFixture.root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "This test is compiled and run by ProofSheet's own suite").dropFirst().first)
    let block = try #require(section.firstMatch(of: /```swift\n([\s\S]*?)```\n/)?.1)
    let source = try String(
        contentsOf: SnapshotFixture.root.appendingPathComponent("Tests/ProofSheetSnapshotTestingTests/ReadmeExampleTests.swift"), encoding: .utf8)
    let region = try #require(source.firstMatch(of: /\/\/ BEGIN README\n([\s\S]*?)\/\/ END README\n/)?.1)
    #expect(block == region)
}
