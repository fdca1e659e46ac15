import Foundation
import TestSupport
import Testing

/// Every rule id a doc comment, comment or test names (FRH-7d, FLOW-5, WF-4, KP-2, TV-3, DT-2, SAFE-1)
/// is stated in the repository, and every `docs/….md` the code mentions exists. The rules are
/// defined in docs/layout-rules.md as bold ids (`**FLOW-5**`), one entry per id.
@Suite struct RuleReferencesTests {
    static let root = Repository.root

    /// A rule id: a family, a number and an optional letter for a sub-rule.
    static let ruleID = #"\b(FRH|FLOW|TV|WF|KP|DT|SAFE)-[0-9]+[a-z]?\b"#
    /// A rule's definition in a docs file: its id in bold.
    static let definition = #"\*\*((FRH|FLOW|TV|WF|KP|DT|SAFE)-[0-9]+[a-z]?)\*\*"#
    /// A path into docs/ ending in .md.
    static let docsPath = #"\bdocs/[A-Za-z0-9._/-]+\.md\b"#

    /// The docs file that defines each family's rules.
    static let familyDocs = [
        "FRH": "layout-rules.md", "FLOW": "layout-rules.md", "TV": "layout-rules.md",
        "WF": "layout-rules.md", "KP": "layout-rules.md", "DT": "layout-rules.md", "SAFE": "layout-rules.md",
    ]

    static func matches(of pattern: String, in text: String, group: Int = 0) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: group), in: text).map { String(text[$0]) } }
    }

    /// The rule ids `text` names.
    static func citedRuleIDs(in text: String) -> Set<String> {
        Set(matches(of: ruleID, in: text))
    }

    /// The rule ids a docs file defines (bold), with duplicates kept.
    static func definedRuleIDs(in doc: String) -> [String] {
        matches(of: definition, in: doc, group: 1)
    }

    /// The ids in `cited` that the docs in `docs` (file name → text) do not define, sorted.
    static func unresolved(_ cited: Set<String>, docs: [String: String]) -> [String] {
        cited.filter { id in
            let family = String(id.prefix(while: { $0 != "-" }))
            guard let file = familyDocs[family], let doc = docs[file] else { return true }
            return !definedRuleIDs(in: doc).contains(id)
        }.sorted()
    }

    /// The `docs/….md` paths `text` mentions that do not exist under `root`, sorted.
    static func missingDocsPaths(in text: String, root: URL) -> [String] {
        Set(matches(of: docsPath, in: text)).filter {
            !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }.sorted()
    }

    static func swiftFiles() -> [URL] {
        ["Sources", "Tests"].flatMap { folder in
            FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)!
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }
    }

    static func docs() throws -> [String: String] {
        var docs: [String: String] = [:]
        for file in Set(familyDocs.values) {
            docs[file] = try String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent(file), encoding: .utf8)
        }
        return docs
    }

    @Test func everyCitedRuleIDIsDefinedInDocs() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 100)
        let docs = try Self.docs()
        var cited: [String: Set<String>] = [:]  // id → files naming it
        for file in files {
            for id in Self.citedRuleIDs(in: try String(contentsOf: file, encoding: .utf8)) {
                cited[id, default: []].insert(file.lastPathComponent)
            }
        }
        // The code does cite rules from every family, so an empty scan fails too.
        #expect(Set(cited.keys.map { String($0.prefix(while: { $0 != "-" })) }) == Set(Self.familyDocs.keys))
        let unresolved = Self.unresolved(Set(cited.keys), docs: docs)
        #expect(unresolved.isEmpty, "rule ids not defined in docs/: \(unresolved.map { "\($0) (\(cited[$0]!.sorted().joined(separator: ", ")))" })")
    }

    @Test func everyRuleIsDefinedOnce() throws {
        for (file, doc) in try Self.docs() {
            let ids = Self.definedRuleIDs(in: doc)
            let repeated = Set(ids.filter { id in ids.filter { $0 == id }.count > 1 })
            #expect(repeated.isEmpty, "\(file) defines these more than once: \(repeated.sorted())")
        }
    }

    @Test func everyDocsPathInTheCodeExists() throws {
        var missing: [String] = []
        for file in Self.swiftFiles() {
            for path in Self.missingDocsPaths(in: try String(contentsOf: file, encoding: .utf8), root: Self.root) {
                missing.append("\(file.lastPathComponent): \(path)")
            }
        }
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        missing += Self.missingDocsPaths(in: readme, root: Self.root).map { "README.md: \($0)" }
        #expect(missing.isEmpty, "docs paths that do not exist: \(missing)")
    }

    /// The checks can fail: a known id resolves, a made-up one does not, and a made-up docs path is
    /// missing. (The made-up names are put together at run time so that this file's own text does
    /// not cite them.)
    @Test func theChecksCatchWhatIsMissing() throws {
        let docs = try Self.docs()
        let madeUp = "FLOW-" + "999"
        #expect(Self.citedRuleIDs(in: "x = SI.left + (A − w)/2 (FLOW-6); see \(madeUp), FRH-7d.") == ["FLOW-6", madeUp, "FRH-7d"])
        #expect(Self.citedRuleIDs(in: "NOFLOW-6, FLOW-, FLOW-6x2").isEmpty)
        #expect(Self.unresolved(["FRH-7d", "FLOW-6"], docs: docs).isEmpty)
        #expect(Self.unresolved(["FRH-7d", madeUp], docs: docs) == [madeUp])
        #expect(Self.unresolved(["FRH-7d"], docs: [:]) == ["FRH-7d"])
        let missingPath = "docs/" + "no-such-rules.md"
        #expect(Self.missingDocsPaths(in: "see docs/layout-rules.md §2 and \(missingPath).", root: Self.root) == [missingPath])
    }
}
