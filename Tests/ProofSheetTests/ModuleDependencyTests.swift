import Foundation
import TestSupport
import Testing

/// The module graph as SwiftPM itself reads Package.swift (`swift package describe --type json`),
/// so no import in a source file can hide a dependency: the modules below painting link no Cairo
/// or Pango (nor fontconfig, FreeType or HarfBuzz, which come with them).
@Suite struct ModuleDependencyTests {

    /// The modules that bring in Cairo and Pango: the C shim and every module that paints or measures text.
    static let painting: Set<String> = ["CPangoCairo", "Rendering", "TextEngine"]

    /// Each target of the package and the targets of the package it depends on directly.
    static func targetDependencies() throws -> [String: [String]] {
        let swift = try #require(ExternalTool.path("swift"), "swift is not on PATH")
        // A scratch path of its own, so describing never waits for the .build folder that the
        // running `swift test` holds (describing builds nothing and fetches nothing), and a
        // TMPDIR of its own for SwiftPM's temporary files.
        let scratch = try ScratchFolder("describe")
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        let result = try ChildProcess.run(
            URL(fileURLWithPath: swift), ["package", "--scratch-path", scratch.file("build").path, "describe", "--type", "json"],
            directory: Repository.root, environment: environment, timeout: 300
        )
        try #require(result.status == 0, "swift package describe failed: \(result.stderr)")
        struct Description: Decodable {
            struct Target: Decodable {
                let name: String
                let targetDependencies: [String]?

                enum CodingKeys: String, CodingKey {
                    case name
                    case targetDependencies = "target_dependencies"
                }
            }

            let targets: [Target]
        }
        let description = try JSONDecoder().decode(Description.self, from: Data(result.stdout.utf8))
        return Dictionary(uniqueKeysWithValues: description.targets.map { ($0.name, $0.targetDependencies ?? []) })
    }

    /// Every target `target` depends on, directly or through others.
    static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
        var reached: Set<String> = []
        var pending = graph[target] ?? []
        while let next = pending.popLast() {
            if reached.insert(next).inserted { pending += graph[next] ?? [] }
        }
        return reached
    }

    /// Every stage below painting, and the differ and reports after it (ARCHITECTURE.md).
    @Test(arguments: ["ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout", "Variants", "Audit", "ImageIO", "Snapshot", "Report"])
    func buildsWithoutCairoOrPango(module: String) throws {
        let graph = try Self.targetDependencies()
        #expect(graph[module] != nil, "no target \(module)")
        #expect(
            Self.closure(of: module, in: graph).isDisjoint(with: Self.painting),
            "\(module) depends on \(Self.closure(of: module, in: graph).intersection(Self.painting).sorted())")
    }

    /// Dependencies point forward only: no module depends on one of a later stage.
    @Test func dependenciesFollowThePipeline() throws {
        let graph = try Self.targetDependencies()
        let order = [
            "CLibcrypto", "ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout", "Variants", "CPangoCairo", "TextEngine", "Audit",
            "CPNG", "CJPEG",
            "ImageIO",
            "Rendering", "Snapshot", "Report", "ProofSheet", "ProofSheetTesting", "ProofSheetSnapshotTesting", "ProofSheetCLI",
        ]
        for (index, module) in order.enumerated() {
            let later = Set(order[(index + 1)...])
            let wrong = Set(graph[module] ?? []).intersection(later)
            #expect(wrong.isEmpty, "\(module) depends on \(wrong.sorted()), a later stage")
        }
    }
}
