import Foundation
import ProofSheet
import TestSupport
import Testing
import Variants

/// The session API runs a suite built in Swift as it runs a spec file: checked against the same
/// committed baselines, with relative paths resolved beside the Swift file.
@Suite struct SwiftSuiteSessionTests {
    static let root = Repository.root

    @Test func theSwiftRecipesPassTheSpecsCommittedBaselines() throws {
        let session = try SnapshotSession(suite: ExampleSpecs.recipes, options: .init(snapshots: Self.root.appendingPathComponent("Snapshots")))
        #expect(session.specPath.hasSuffix("Tests/ProofSheetTests/ExampleSpecs/RecipesSpec.swift"))
        let result = try session.check(VariantFilter(categories: [.large, .accessibility5]), recordMode: .never)
        #expect(result.report.outcomes.count == 8)  // the recipe grid's 6 and the café menu's 2
        #expect(result.report.outcomes.allSatisfy { $0.status == .passed }, "\(result.failureLines)")
    }

    /// Several sessions checked at once on the library's threads: each result is its session's
    /// own check, in order; two sessions sharing a baselines folder are refused before any runs.
    @Test func severalSessionsCheckTogetherAsEachAlone() throws {
        let options = SnapshotSession.Options(snapshots: Self.root.appendingPathComponent("Snapshots"), jobs: 2)
        let sessions = try [ExampleSpecs.recipes, ExampleSpecs.plainTable].map { try SnapshotSession(suite: $0, options: options) }
        let filter = VariantFilter(categories: [.large, .accessibility5])
        let untimed = { (result: SnapshotSession.Result) in
            result.report.outcomes.map { outcome in
                var outcome = outcome
                outcome.milliseconds = 0
                return outcome
            }
        }
        let together = try SnapshotSession.check(sessions, filter, recordMode: .never)
        #expect(together.map { $0.report.outcomes.count } == [8, 2])
        #expect(together.allSatisfy { $0.report.verdict == .passed }, "\(together.flatMap(\.failureLines))")
        for (session, result) in zip(sessions, together) {
            #expect(result.specPath == session.specPath)
            #expect(try untimed(result) == untimed(session.check(filter, recordMode: .never)))
        }

        let twin = try SnapshotSession(suite: ExampleSpecs.recipes, options: options)
        #expect(throws: SharedFolderError.self) { try SnapshotSession.check([sessions[0], twin], filter, recordMode: .never) }
    }

    @Test func pngMetadataNamesTheSwiftFile() throws {
        let renderer = try VariantRenderer(suite: ExampleSpecs.plainTable)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants().first)
        #expect(renderer.pngMetadata(variant, scale: 1).first { $0.key == "spec" }?.value == "PlainTableSpec.swift")
    }

    @Test func relativeStringTablesResolveBesideTheSwiftFile() throws {
        let scratch = try ScratchFolder("swift-suite-strings")
        let file = scratch.url.appendingPathComponent("MessagesSpec.swift").path
        var suite = ExampleSpecs.messages
        suite.sourceFile = file
        // The avatars are found beside the Swift file too (ExampleSpecs/photos links to Examples/photos).
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/photos"), to: scratch.url.appendingPathComponent("photos"))
        let error = try #require(#expect(throws: SpecError.self) { try VariantRenderer(suite: suite) })
        #expect(error.keyPath == "strings")
        #expect(error.problem.contains(scratch.url.appendingPathComponent("Messages.xcstrings").path))

        try FileManager.default.copyItem(
            at: Self.root.appendingPathComponent("Examples/Messages.xcstrings"), to: scratch.url.appendingPathComponent("Messages.xcstrings")
        )
        let renderer = try VariantRenderer(suite: suite)
        func messages(in language: LanguageTag) throws -> [String] {
            let variant = try #require(
                VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large], languages: [language])).first)
            return try renderer.layout(variant).elements.map { $0.content.labels[1].text }
        }
        #expect(try messages(in: .english)[0] == "Are we still on for lunch tomorrow? I found a new place near the station.")
        #expect(try messages(in: LanguageTag(parsing: "de")) != messages(in: .english))
    }
}
