import Foundation
import ImageIO
import Rendering
import Snapshot
import TestSupport
import Testing

/// Real outputs of the CLI validate against the JSON Schemas under docs/schemas/ (draft 2020-12,
/// with `tools/validate-json`, which `tools/bootstrap` sets up): the manifest.json of a check that
/// has changed, missing, paged and audited variants and of a shard, the audit's JSON report of a
/// whole run and of a shard, the layout JSON `proofsheet layout` prints and every rendering and
/// committed baseline carries, and environment.json. The schemas are strict: a renamed field
/// fails. A missing validator fails too, saying to run tools/bootstrap.
@Suite struct ArtefactSchemaTests {
    static let root = AuditCommandTests.root
    let scratch: ScratchFolder
    var snapshots: String { scratch.file("Snapshots").path }
    var spec: String { scratch.file("schema.yaml").path }

    init() throws {
        scratch = try ScratchFolder("schemas")
        try Self.spec(rowText: "Row").write(toFile: spec, atomically: true, encoding: .utf8)
    }

    /// A screen of two pages (the narrow list) whose rows say `rowText`, and one with a missing
    /// glyph (a finding every check reports, boxed on its page).
    static func spec(rowText: String) -> String {
        SpecFixture.suite("Schemas", screens: [SpecFixture.twoPageRows(rowText: rowText), SpecFixture.missingGlyph])
    }

    /// Fails unless every one of `files` is valid against `schema`.
    func expectValid(_ schema: String, _ files: [URL], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!files.isEmpty, sourceLocation: sourceLocation)
        guard let result = try JSONSchemaValidation.run(schema, files) else { return }
        #expect(result.status == 0, "not valid against \(schema):\n\(result.stderr)", sourceLocation: sourceLocation)
    }

    /// Every key in `json`, at any depth.
    static func keys(of json: Any) -> Set<String> {
        switch json {
        case let object as [String: Any]: Set(object.keys).union(object.values.flatMap(keys(of:)))
        case let array as [Any]: Set(array.flatMap(keys(of:)))
        default: []
        }
    }

    /// Records the spec's large variants, then checks large and AX5 with the rows' text changed
    /// and the audit on, whole and as shard 1 of 2: both manifests validate, and between them
    /// hold every optional part of an outcome the schema describes.
    @Test func manifestsOfRealChecksAreValid() throws {
        let recorded = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        try Self.spec(rowText: "Line").write(toFile: spec, atomically: true, encoding: .utf8)
        let options = ["--snapshots", snapshots, "--record", "never", "--category", "large", "--category", "AX5", "--audit"]
        let whole = try CLIRunner.run(arguments: ["check", spec, "--out", scratch.file("whole").path] + options)
        let shard = try CLIRunner.run(arguments: ["check", spec, "--out", scratch.file("shard").path, "--shard", "1/2"] + options)
        #expect(whole.status == 1 && shard.status == 1, "\(whole.stderr)\n\(shard.stderr)")
        let manifests = [scratch.file("whole/manifest.json"), scratch.file("shard/manifest.json")]
        try expectValid("manifest.schema.json", manifests)

        let keys = try manifests.reduce(into: Set<String>()) { keys, file in
            keys.formUnion(Self.keys(of: try JSONSerialization.jsonObject(with: Data(contentsOf: file))))
        }
        let covered = [
            "schemaVersion", "baselineEnvironment", "shard", "options", "diffPixels", "diffRatio", "findings", "box", "regions", "change",
            "changedElements", "fingerprint", "renderedSize", "baselineSize", "page", "pageCount", "expected", "diff", "triptych", "members",
        ]
        #expect(covered.filter { !keys.contains($0) } == [])
    }

    /// The audit's JSON report of a whole run, of a shard, and with a baseline accepting findings;
    /// the baseline file that run wrote.
    @Test func auditReportsAreValid() throws {
        let whole = try CLIRunner.run(
            arguments: [
                "audit", "Examples/recipes.yaml", "--format", "json", "-o", scratch.file("whole.json").path,
                "--write-baseline", scratch.file("baseline.json").path,
            ], directory: Self.root)
        let shard = try CLIRunner.run(
            arguments: [
                "audit", "Examples/recipes.yaml", "--format", "json", "-o", scratch.file("shard.json").path,
                "--shard", "2/3", "--baseline", scratch.file("baseline.json").path,
            ], directory: Self.root)
        #expect([0, 1].contains(whole.status) && [0, 1].contains(shard.status), "\(whole.stderr)\n\(shard.stderr)")
        try expectValid("audit.schema.json", [scratch.file("whole.json"), scratch.file("shard.json")])
        let keys = Self.keys(of: try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("shard.json"))))
        #expect(["schemaVersion", "shard", "findingPlaces", "environment", "baseline", "line"].filter { !keys.contains($0) } == [])
        try expectValid("audit-baseline.schema.json", [scratch.file("baseline.json")])
        let baseline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("baseline.json"))) as? [String: Any])
        #expect(baseline["schemaVersion"] as? String == "1.0")
        #expect(Self.keys(of: baseline).isSuperset(of: ["version", "accepted", "key", "rule", "variant", "element", "text"]))
    }

    /// What `proofsheet layout --format json` prints (left to right and mirrored), the layout
    /// every committed baseline carries, and the one a fresh rendering carries.
    @Test func layoutsAreValid() throws {
        var files: [URL] = []
        for (index, arguments) in [["Examples/recipes.yaml"], ["Examples/messages.yaml", "--language", "ar"], [spec]].enumerated() {
            let result = try CLIRunner.run(arguments: ["layout"] + arguments + ["--category", "large", "--format", "json"], directory: Self.root)
            try #require(result.status == 0, "\(result.stderr)")
            files.append(try scratch.write(Array(result.stdout.utf8), to: "layout-\(index).json"))
        }
        let recorded = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        let pngs = try [Self.root.appendingPathComponent("Snapshots"), scratch.file("Snapshots")].flatMap { folder in
            try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.map { folder.appendingPathComponent($0) }
        }
        for (index, png) in pngs.enumerated() {
            let bytes = Array(try Data(contentsOf: png))
            // Only a first page carries the layout.
            guard let text = try PNGTextReader.text(named: "layout", in: bytes, path: png.path) else { continue }
            files.append(try scratch.write(Array(text.utf8), to: "png-\(index).json"))
        }
        #expect(files.count > 190)
        try expectValid("layout.schema.json", files)
        let keys = try files.reduce(into: Set<String>()) { keys, file in
            keys.formUnion(Self.keys(of: try JSONSerialization.jsonObject(with: Data(contentsOf: file))))
        }
        #expect(["schemaVersion", "direction", "field", "missingGlyphs"].filter { !keys.contains($0) } == [])
    }

    /// Every committed environment.json, and the one a recording writes.
    @Test func environmentsAreValid() throws {
        let recorded = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--category", "large"])
        try #require(recorded.status == 0, "\(recorded.stderr)")
        let committed = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Snapshots").path).sorted()
            .map { Self.root.appendingPathComponent("Snapshots/\($0)/environment.json") }
        try expectValid("environment.schema.json", committed + [scratch.file("Snapshots/schemas/environment.json")])
    }

    /// A renamed field, at the top or deep in an outcome, an unknown field and a newer major
    /// schemaVersion each make a real manifest invalid: the schemas are strict.
    @Test func aRenamedFieldIsInvalid() throws {
        let checked = try CLIRunner.run(arguments: [
            "check", spec, "--snapshots", snapshots, "--out", scratch.file("out").path, "--record", "never", "--category", "large",
        ])
        #expect(checked.status == 3, "\(checked.stderr)")
        let text = try String(contentsOf: scratch.file("out/manifest.json"), encoding: .utf8)
        let edits = [
            ("\"outcomes\"", "\"results\""), ("\"status\"", "\"state\""), ("\"filtered\"", "\"filtered\" : false, \"extra\""),
            ("\"schemaVersion\" : \"\(SnapshotReport.schemaVersion)\"", "\"schemaVersion\" : \"2.0\""),
        ]
        for (index, (from, to)) in edits.enumerated() {
            #expect(text.contains(from))
            let file = try scratch.write(Array(text.replacingOccurrences(of: from, with: to).utf8), to: "edited-\(index).json")
            guard let result = try JSONSchemaValidation.run("manifest.schema.json", [file]) else { return }
            #expect(result.status == 1, "\(from) → \(to) is still valid")
        }
    }
}
