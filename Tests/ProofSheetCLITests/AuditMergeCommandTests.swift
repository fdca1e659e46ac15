import Foundation
import TestSupport
import Testing

/// `proofsheet merge --audit`: the JSON reports of `audit --shard K/N` merge into the report one
/// audit writes, byte for byte in every format, with its exit code; shard sets that are not one
/// whole audit are exit 2 naming the file and what is wrong, and nothing is written.
@Suite struct AuditMergeCommandTests {
    static let root = AuditCommandTests.root
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder("audit-merge")
    }

    private func file(_ name: String) -> String { scratch.file(name).path }

    /// Each shard of `spec` as JSON, `shard-K.json`, with `extra` options; every shard exits 0 or 1.
    private func shards(_ spec: String, count: Int, _ extra: [String] = []) throws -> [String] {
        try (1...count).map { index in
            let path = file("shard-\(index).json")
            let result = try CLIRunner.run(
                arguments: ["audit", spec, "--shard", "\(index)/\(count)", "--format", "json", "-o", path] + extra, directory: Self.root
            )
            #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
            return path
        }
    }

    /// messages (five languages, listed out of alphabetical order, on two devices) and recipes
    /// (three devices, several column counts): four shards, given in a shuffled order, merge into
    /// the text, JSON, SARIF and JUnit one audit writes, with one audit's exit code at each
    /// --fail-on; with a baseline accepting some findings, the accepted ones too.
    @Test(arguments: ["Examples/messages.yaml", "Examples/recipes.yaml"])
    func shardsMergeIntoWhatOneAuditWrites(spec: String) throws {
        let whole = try CLIRunner.run(arguments: ["audit", spec, "--format", "json", "--write-baseline", file("all.json")], directory: Self.root)
        let findings = try #require(whole.json?["findings"] as? [[String: Any]])
        #expect(findings.count > 10)
        #expect(Set(findings.map { "\($0["device"] ?? "") \($0["language"] ?? "")" }).count > 2)
        // Accept every third finding, so both lists are split across shards.
        var baseline = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("all.json"))) as? [String: Any])
        let accepted = try #require(baseline["accepted"] as? [Any])
        baseline["accepted"] = accepted.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        try JSONSerialization.data(withJSONObject: baseline).write(to: scratch.file("some.json"))

        for options in [[String](), ["--baseline", file("some.json")]] {
            let parts = try shards(spec, count: 4, options)
            for format in ["text", "json", "sarif", "junit"] {
                for failOn in ["error", "note"] {
                    let one = try CLIRunner.run(
                        arguments: ["audit", spec, "--format", format, "--fail-on", failOn, "-o", file("one.\(format)")] + options,
                        directory: Self.root
                    )
                    let merged = try CLIRunner.run(arguments: [
                        "merge", "--audit", "--format", format, "--fail-on", failOn, "-o", file("merged.\(format)"), parts[2], parts[0], parts[3],
                        parts[1],
                    ])
                    #expect(merged.status == one.status, "\(spec) \(options) \(format) \(failOn): \(merged.stderr)")
                    #expect(merged.stderr == one.stderr.replacingOccurrences(of: file("one.\(format)"), with: file("merged.\(format)")))
                    let expected = try Data(contentsOf: scratch.file("one.\(format)"))
                    #expect(try Data(contentsOf: scratch.file("merged.\(format)")) == expected, "\(spec) \(options) \(format)")
                }
            }
            #expect(try CLIRunner.run(arguments: ["audit", spec, "--fail-on", "note"] + options, directory: Self.root).status == 1)
        }
    }

    /// A shard missing or given twice, a whole audit's report, a SARIF report, shards of
    /// another spec, filter, baseline or text stack, and reports edited out of shape (no
    /// categories, shard 1 of 0, a trillion shards): exit 2, the file and what is wrong, and no
    /// merged report.
    @Test func shardSetsThatAreNotOneAuditAreClearErrors() throws {
        let spec = "Examples/recipes.yaml"
        let parts = try shards(spec, count: 3)
        let other = file("other.json")
        let run = { (arguments: [String]) in try CLIRunner.run(arguments: arguments, directory: Self.root) }
        #expect(try run(["audit", spec, "--format", "json", "-o", file("whole.json")]).status == 1)
        #expect(try run(["audit", spec, "--shard", "1/3", "--format", "sarif", "-o", file("shard-1.sarif")]).status == 1)
        #expect(try run(["audit", spec, "--shard", "1/3", "--format", "json", "--device", "iPhone 16", "-o", file("filtered.json")]).status == 1)
        #expect(try run(["audit", "Examples/messages.yaml", "--shard", "1/3", "--format", "json", "-o", other]).status == 1)
        #expect(try run(["audit", spec, "--format", "json", "--write-baseline", file("baseline.json"), "-o", file("ignored.json")]).status == 1)
        #expect(
            try run(["audit", spec, "--shard", "1/3", "--format", "json", "--baseline", file("baseline.json"), "-o", file("accepted.json")]).status
                == 0)
        // messages on one device and on the other: as many variants, both filtered.
        let messages = "Examples/messages.yaml"
        #expect(try run(["audit", messages, "--shard", "1/2", "--format", "json", "--device", "iPhone SE", "-o", file("se.json")]).status != 2)
        #expect(try run(["audit", messages, "--shard", "2/2", "--format", "json", "--device", "iPhone 16", "-o", file("16.json")]).status != 2)
        let report = { (path: String) throws -> [String: Any] in
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        }
        let write = { (object: [String: Any], name: String) throws in
            try JSONSerialization.data(withJSONObject: object).write(to: self.scratch.file(name))
        }
        var edited = try report(parts[1])
        edited["findings"] = []
        try write(edited, "edited.json")
        var noCategories = try report(parts[0])
        var findings = try #require(noCategories["findings"] as? [[String: Any]])
        findings[0]["categories"] = []
        noCategories["findings"] = findings
        try write(noCategories, "no-categories.json")
        for (name, index, count) in [("zero.json", 1, 0), ("trillion.json", 1, 1_000_000_000_000)] {
            var shard = try report(parts[0])
            var part = try #require(shard["shard"] as? [String: Any])
            part["shard"] = ["index": index, "count": count]
            shard["shard"] = part
            try write(shard, name)
        }
        var otherStack = try report(parts[2])
        var part = try #require(otherStack["shard"] as? [String: Any])
        var environment = try #require(part["environment"] as? [String: Any])
        environment["pango"] = "1.99.0"
        part["environment"] = environment
        otherStack["shard"] = part
        try write(otherStack, "other-stack.json")

        let cases: [([String], String)] = [
            ([parts[0], parts[1]], "shard 3 of 3 missing; give every shard's report"),
            ([parts[0], parts[1], parts[1], parts[2]], "\(parts[1]): is shard 2/3 again (\(parts[1]) is too)"),
            ([file("whole.json")], "\(file("whole.json")): is the report of a whole audit (it has no \"shard\")"),
            ([file("shard-1.sarif"), parts[1], parts[2]], "\(file("shard-1.sarif")): is not the JSON report of an audit shard (tool: missing)"),
            ([parts[0], other, parts[2]], "\(other): its spec is \"Examples/messages.yaml\" but \(parts[0])'s is \"Examples/recipes.yaml\""),
            (
                [file("filtered.json"), parts[1], parts[2]],
                "\(parts[1]): its filter is \"whole matrix\" but \(file("filtered.json"))'s is \"filtered\""
            ),
            (
                [file("accepted.json"), parts[1], parts[2]],
                "\(parts[1]): its baseline is \"none\" but \(file("accepted.json"))'s is \"accepted findings "
            ),
            ([parts[0], file("edited.json"), parts[2]], "\(file("edited.json")): its \"shard\" does not match its findings and variants"),
            ([parts[0], file("nowhere.json"), parts[2]], "\(file("nowhere.json")): No such file or directory"),
            (
                [file("no-categories.json"), parts[1], parts[2]],
                "\(file("no-categories.json")): findings[0] has no categories; the report was edited"
            ),
            (
                [file("zero.json"), parts[1], parts[2]],
                "\(file("zero.json")): is not the JSON report of an audit shard (shard.shard: shard 1/0: 0 shards is outside 1...1000)"
            ),
            ([file("trillion.json"), parts[1], parts[2]], "shard 1/1000000000000: 1000000000000 shards is outside 1...1000"),
            (
                [file("se.json"), file("16.json")],
                "\(file("16.json")): its audit has other variants than \(file("se.json"))'s (another filter or spec)"
            ),
            (
                [parts[0], parts[1], file("other-stack.json")],
                "\(file("other-stack.json")): it laid out with another text stack than \(parts[0]) (pango"
            ),
        ]
        for (inputs, message) in cases {
            let result = try CLIRunner.run(arguments: ["merge", "--audit", "-o", file("merged.txt")] + inputs)
            #expect(result.status == 2 && result.stderr.contains(message), "\(inputs): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: file("merged.txt")))
        let noOutput = try CLIRunner.run(arguments: ["merge", "--audit", "-o", ""] + parts)
        #expect(
            noOutput.status == 2 && noOutput.stderr.contains("invalid for '-o <output>': an empty path names no file or folder"), "\(noOutput.stderr)"
        )
        let checkOnly = try CLIRunner.run(arguments: ["merge", "--format", "sarif", "-o", file("merged"), parts[0]])
        #expect(checkOnly.status == 2 && checkOnly.stderr.contains("--format is for merging audit reports; add --audit"), "\(checkOnly.stderr)")
    }
}
