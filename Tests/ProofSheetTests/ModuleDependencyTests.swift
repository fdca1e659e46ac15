import Foundation
import TestSupport
import Testing

/// The module graph as SwiftPM itself reads Package.swift (`swift package describe --type json`),
/// so no import in a source file can hide a dependency: the modules below painting link no Cairo
/// or Pango (nor fontconfig, FreeType or HarfBuzz, which come with them).
@Suite struct ModuleDependencyTests {

    /// The modules that bring in Cairo and Pango: the C shims (CRsvg and CPoppler link Cairo too) and every module that paints or
    /// measures text.
    static let painting: Set<String> = ["CPangoCairo", "CRsvg", "CPoppler", "Rendering", "TextEngine"]

    /// A target as `swift package describe` shows it.
    struct Target: Decodable {
        let name: String
        /// `library`, `executable`, `test`, `system-target`, …
        let type: String
        let path: String
        let targetDependencies: [String]?
        /// The products of other packages it depends on (`Yams`, `ArgumentParser`).
        let productDependencies: [String]?

        enum CodingKeys: String, CodingKey {
            case name, type, path
            case targetDependencies = "target_dependencies"
            case productDependencies = "product_dependencies"
        }
    }

    /// Every target of the package.
    static func targets() throws -> [Target] {
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
            let targets: [Target]
        }
        return try JSONDecoder().decode(Description.self, from: Data(result.stdout.utf8)).targets
    }

    /// Each target of the package and the targets of the package it depends on directly.
    static func targetDependencies() throws -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: try targets().map { ($0.name, $0.targetDependencies ?? []) })
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

    /// The modules that build without Cairo or Pango: every stage below painting, and the differ
    /// and reports after it (ARCHITECTURE.md).
    static let withoutPainting = [
        "ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout", "Variants", "Audit", "ImageIO", "Snapshot", "Report",
    ]

    /// None of them depends on the painting modules, directly or through others.
    @Test(arguments: withoutPainting)
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
            "CSystem", "CLibcrypto", "ProofSheetSupport", "DynamicType", "Localization", "Spec", "Layout", "Variants", "CPangoCairo", "TextEngine",
            "Audit",
            "CPNG", "CJPEG",
            "ImageIO",
            "CRsvg", "CPoppler",
            "Rendering", "Snapshot", "Report", "ProofSheet", "ProofSheetTesting", "ProofSheetSnapshotTesting", "ProofSheetCLI",
        ]
        for (index, module) in order.enumerated() {
            let later = Set(order[(index + 1)...])
            let wrong = Set(graph[module] ?? []).intersection(later)
            #expect(wrong.isEmpty, "\(module) depends on \(wrong.sorted()), a later stage")
        }
    }

    /// A module's test target (`SpecTests` of `Spec`) depends only on the module, the modules the
    /// module depends on (directly or through others) and test-support targets (the library
    /// targets under Tests/: `TestSupport`, `TextEngineTestSupport`, `SwiftUIStandIns`); so a
    /// test target links no more than its module does, besides what the tests share.
    @Test func testTargetsDependOnlyOnTheirModulesDependencies() throws {
        let targets = try Self.targets()
        let graph = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0.targetDependencies ?? []) })
        let testSupport = Set(targets.filter { $0.type == "library" && $0.path.hasPrefix("Tests/") }.map(\.name))
        #expect(testSupport.isSuperset(of: ["TestSupport", "TextEngineTestSupport"]))
        let tests = targets.filter { $0.type == "test" }
        #expect(tests.count > 10)
        for test in tests {
            let module = String(test.name.dropLast("Tests".count))
            try #require(test.name.hasSuffix("Tests") && graph[module] != nil, "\(test.name) is not named after a module")
            let allowed = Self.closure(of: module, in: graph).union([module]).union(testSupport)
            let extra = Set(test.targetDependencies ?? []).subtracting(allowed)
            #expect(extra.isEmpty, "\(test.name) depends on \(extra.sorted()), outside \(module)'s dependencies")
        }
    }

    /// The tests of the modules that build without Cairo or Pango build without them too, test
    /// support included: decoding a PNG in a test takes ImageIO's decoder, not Cairo.
    @Test(arguments: withoutPainting)
    func testsBuildWithoutCairoOrPango(module: String) throws {
        let graph = try Self.targetDependencies()
        let tests = module + "Tests"
        #expect(graph[tests] != nil, "no target \(tests)")
        let painting = Self.closure(of: tests, in: graph).intersection(Self.painting)
        #expect(painting.isEmpty, "\(tests) depends on \(painting.sorted())")
    }

    /// ARCHITECTURE.md's module table lists, for each module, exactly the targets and products
    /// its target declares in Package.swift, in that order: one rule, kept by this test.
    @Test func theArchitectureTableListsEachModulesDirectDependencies() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var listed: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            listed[module] = cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let libraries = try Self.targets().filter { ($0.type == "library" || $0.type == "executable") && $0.path.hasPrefix("Sources/") }
        #expect(libraries.count > 10)
        for target in libraries {
            let declared = (target.targetDependencies ?? []) + (target.productDependencies ?? [])
            #expect(
                listed[target.name] == declared,
                "ARCHITECTURE.md lists \(target.name)'s dependencies as \(listed[target.name] ?? []), Package.swift \(declared)")
        }
    }

    /// Every module a target's Swift files import that is a target or product of the package is
    /// one its target declares: no import reaches a module through another's dependencies, so
    /// Package.swift (and the table above) shows every dependency there is.
    @Test func everyImportedModuleIsDeclared() throws {
        let targets = try Self.targets()
        let known = Set(targets.map(\.name)).union(targets.flatMap { $0.productDependencies ?? [] })
        let importLine = /^\s*(?:@testable |@_exported |package |public |internal )*import\s+(?<module>\w+)/
        for target in targets where !target.path.isEmpty {
            let declared = Set((target.targetDependencies ?? []) + (target.productDependencies ?? [])).union([target.name])
            let folder = Repository.root.appendingPathComponent(target.path)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            var undeclared: Set<String> = []
            for case let file as URL in files where file.pathExtension == "swift" {
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    if let match = line.prefixMatch(of: importLine), known.contains(String(match.module)), !declared.contains(String(match.module)) {
                        undeclared.insert(String(match.module))
                    }
                }
            }
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them in Package.swift")
        }
    }
}
