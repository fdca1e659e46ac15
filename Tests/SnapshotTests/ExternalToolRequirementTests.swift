import Foundation
import TestSupport
import Testing

/// Under CI a test that needs an external tool runs, and fails saying how to install a missing
/// one; elsewhere it is skipped, saying the same.
@Suite struct ExternalToolRequirementTests {
    let missing = ExternalTool.Requirement(names: ["no-such-tool-\(UUID().uuidString)"], package: "no-such-package")

    @Test func aMissingToolRunsTheTestUnderCIAndSkipsItElsewhere() {
        let none: (ExternalTool.Requirement) -> Bool = { _ in false }
        #expect(ExternalTool.Requirement.runs([missing], installed: none, environment: ["CI": "true"]))
        #expect(ExternalTool.Requirement.runs([missing], installed: none, environment: ["CI": "1"]))
        #expect(!ExternalTool.Requirement.runs([missing], installed: none, environment: [:]))
        #expect(!ExternalTool.Requirement.runs([missing], installed: none, environment: ["CI": "false"]))
        #expect(ExternalTool.Requirement.runs([.node], installed: { _ in true }, environment: [:]))
    }

    @Test func theFailureNamesTheInstallCommand() {
        #expect(ExternalTool.Requirement.rsvgConvert.installCommand == "apt-get install librsvg2-bin")
        #expect("\(ExternalTool.NotInstalled(name: "pdftoppm"))" == "pdftoppm is not installed: apt-get install poppler-utils")
        #expect("\(ExternalTool.NotInstalled(name: "chromium"))" == "chromium is not installed: apt-get install chromium")
        #expect(throws: ExternalTool.NotInstalled.self) { try ExternalTool.require(missing.names[0]) }
    }

    /// No test gates itself on a tool any other way (an `.enabled(if:)` or a `guard` that
    /// returns would skip under CI too).
    @Test func everyToolGateGoesThroughRequires() throws {
        let tests = Repository.url("Tests")
        let files = try #require(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("TestSupport/") && !$0.hasSuffix("ExternalToolRequirementTests.swift") }
        for file in files {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for pattern in [
                "enabled(if: Chromium", "enabled(if: ExternalTool", "isExecutableFile(atPath: \"/usr/bin/", "guard ExternalTool.isInstalled",
            ] {
                #expect(!text.contains(pattern), "\(file) gates a test with \(pattern): use .requires(...)")
            }
        }
    }
}
