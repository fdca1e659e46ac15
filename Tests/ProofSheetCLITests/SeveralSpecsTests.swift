import Foundation
import TestSupport
import Testing

/// `check A.yaml B.yaml` and `record A.yaml B.yaml`: several specs in one run, their variants
/// sharing the workers, give each spec exactly what a run of it alone gives (baselines, outcomes,
/// lines, each report in its own folder), and the run exits as the worst of them. Bad input
/// names the spec it is about.
@Suite struct SeveralSpecsTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    let specs = ["plain-table.yaml", "recipes.yaml"].map { CheckCommandTests.examples.appendingPathComponent($0).path }
    let categories = ["--category", "large", "--category", "AX5"]

    init() throws {
        scratch = try ScratchFolder("several-specs")
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Every PNG under `root`, by relative path.
    func baselines(_ root: String) -> [String: Data] {
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        return Dictionary(uniqueKeysWithValues: files.map { ($0, FileManager.default.contents(atPath: "\(root)/\($0)") ?? Data()) })
    }

    /// A manifest's outcomes without the time each took.
    func outcomes(_ manifest: String) throws -> [NSDictionary] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: manifest))) as? [String: Any]
        return (json?["outcomes"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "milliseconds" } as NSDictionary }
    }

    @Test func severalSpecsGiveWhatEachGivesAlone() throws {
        // Recorded together at two jobs, and one by one at one.
        let together = try CLIRunner.run(arguments: ["record"] + specs + ["--snapshots", path("Together"), "--jobs", "2"] + categories)
        #expect(together.status == 0, "\(together.stderr)")
        for spec in specs {
            #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", path("Alone"), "--jobs", "1"] + categories).status == 0)
        }
        let recorded = baselines(path("Together"))
        #expect(recorded.count == baselines(path("Alone")).count && recorded == baselines(path("Alone")))
        #expect(Set(recorded.keys.map { String($0.prefix { $0 != "/" }) }) == ["plain-table", "recipes"])

        // One variant of the first spec changed: the run exits 1, each spec's report in its folder.
        let changed = "plain-table/plain-table/iphone-16/1col-accessibilityExtraExtraExtraLarge.png"
        for root in [path("Together"), path("Alone")] {
            try Data(try #require(FileManager.default.contents(atPath: "\(root)/plain-table/plain-table/iphone-16/1col-large.png"))).write(
                to: URL(fileURLWithPath: "\(root)/\(changed)"))
        }
        var runs: [ChildProcess.Result] = []
        for jobs in ["1", "2"] {
            let run = try CLIRunner.run(
                arguments: ["check"] + specs + [
                    "--snapshots", path("Together"), "--out", path("out-\(jobs)"), "--record", "never", "--no-skip", "--jobs", jobs,
                ] + categories)
            #expect(run.status == 1, "\(run.stderr)")
            runs.append(run)
        }
        #expect(runs[0].stdout == runs[1].stdout.replacingOccurrences(of: path("out-2"), with: path("out-1")))
        var aloneLines: [String] = []
        for (spec, name) in zip(specs, ["plain-table", "recipes"]) {
            let alone = try CLIRunner.run(
                arguments: [
                    "check", spec, "--snapshots", path("Alone"), "--out", path("alone-\(name)"), "--record", "never", "--no-skip", "--jobs", "1",
                ] + categories)
            #expect(alone.status == (name == "plain-table" ? 1 : 0))
            // Among several specs, the summary (the last line) names its spec.
            var lines = alone.stdout.replacingOccurrences(of: path("alone-\(name)"), with: path("out-1/\(name)")).split(
                separator: "\n", omittingEmptySubsequences: false)
            lines[lines.count - 2] = "\(spec): \(lines[lines.count - 2])"
            aloneLines.append(lines.joined(separator: "\n"))
            for jobs in ["1", "2"] {
                let manifest = path("out-\(jobs)/\(name)/manifest.json")
                #expect(try outcomes(manifest) == outcomes(path("alone-\(name)/manifest.json")), "\(name) at \(jobs) jobs")
                #expect(
                    FileManager.default.fileExists(atPath: path("out-\(jobs)/\(name)/index.html"))
                        && FileManager.default.fileExists(atPath: path("out-\(jobs)/\(name)/junit.xml")))
            }
        }
        // Then the totals, and the page that links each spec's report.
        let totals = "2 specs, 10 variants: 9 passed, 1 changed, 0 new, 0 missing, 0 errors; 0 orphans; report: \(path("out-1/index.html"))\n"
        #expect(runs[0].stdout == aloneLines.joined().replacingOccurrences(of: path("Alone"), with: path("Together")) + totals)
        let index = try String(contentsOfFile: path("out-1/index.html"), encoding: .utf8)
        #expect(
            index.contains(
                #"<tr class="status-changed"><td><span class="badge">changed</span></td><td><a href="plain-table/index.html">Plain table</a>"#))
        #expect(index.contains(#"<tr class="status-passed"><td><span class="badge">passed</span></td><td><a href="recipes/index.html">Recipes</a>"#))
        #expect(try outcomes(path("out-1/plain-table/manifest.json")).count == 2 && outcomes(path("out-1/recipes/manifest.json")).count == 8)
        #expect(runs[0].stdout.contains("changed: \(changed.dropLast(4))"))
    }

    /// Two specs in two shards: merging one spec's folders of the shards' outputs gives what
    /// one run of that spec alone gives.
    @Test func shardsOfSeveralSpecsMergeSpecBySpec() throws {
        let snapshots = path("Snapshots")
        #expect(try CLIRunner.run(arguments: ["record"] + specs + ["--snapshots", snapshots] + categories).status == 0)
        for shard in ["1", "2"] {
            let run = try CLIRunner.run(
                arguments: ["check"] + specs + [
                    "--snapshots", snapshots, "--record", "never", "--shard", "\(shard)/2", "--out", path("shard-\(shard)"), "--jobs", "2",
                ] + categories)
            #expect(run.status == 0, "\(run.stderr)")
        }
        for (spec, name) in zip(specs, ["plain-table", "recipes"]) {
            let merged = try CLIRunner.run(arguments: ["merge", "-o", path("merged-\(name)"), path("shard-1/\(name)"), path("shard-2/\(name)")])
            #expect(merged.status == 0, "\(merged.stderr)")
            let alone = try CLIRunner.run(
                arguments: ["check", spec, "--snapshots", snapshots, "--record", "never", "--out", path("alone-\(name)")] + categories)
            #expect(alone.status == 0)
            #expect(try outcomes(path("merged-\(name)/manifest.json")) == outcomes(path("alone-\(name)/manifest.json")))
            #expect(try !outcomes(path("shard-1/\(name)/manifest.json")).isEmpty && !outcomes(path("shard-2/\(name)/manifest.json")).isEmpty)
        }
    }

    /// What pruning says of a spec among several starts with its path.
    @Test func pruningNamesTheSpec() throws {
        let snapshots = path("Snapshots")
        #expect(try CLIRunner.run(arguments: ["record"] + specs + ["--snapshots", snapshots] + categories).status == 0)
        let run = try CLIRunner.run(arguments: ["check"] + specs + ["--snapshots", snapshots, "--out", path("out"), "--prune"] + categories)
        #expect(run.status == 0, "\(run.stderr)")
        for spec in specs {
            #expect(run.stderr.contains("proofsheet: \(spec): not pruning: the run was filtered"), "\(run.stderr)")
        }
    }

    @Test func badInputNamesTheSpec() throws {
        let out = path("out")
        let twice = try CLIRunner.run(arguments: ["check", specs[0], specs[0], "--out", out])
        #expect(twice.status == 2 && twice.stderr.contains("\(specs[0]) is given twice"), "\(twice.stderr)")

        // Another file of the same suite would share its baselines folder.
        let copy = path("copy.yaml")
        try FileManager.default.copyItem(atPath: specs[0], toPath: copy)
        let sameSuite = try CLIRunner.run(arguments: ["check", specs[0], copy, "--snapshots", path("Snapshots"), "--out", out])
        #expect(sameSuite.status == 2 && sameSuite.stderr.contains(specs[0]) && sameSuite.stderr.contains(copy), "\(sameSuite.stderr)")
        #expect(sameSuite.stderr.contains("would both keep their baselines or reports in \(path("Snapshots/plain-table"))"), "\(sameSuite.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))

        // A broken second spec stops the run before anything is drawn or written.
        let broken = path("broken.yaml")
        try Data("name: Broken\nscreens: 12\n".utf8).write(to: URL(fileURLWithPath: broken))
        let brokenRun = try CLIRunner.run(arguments: [
            "check", specs[0], broken, "--snapshots", path("Snapshots"), "--out", out, "--record", "missing",
        ])
        #expect(brokenRun.status == 2 && brokenRun.stderr.hasPrefix("proofsheet: \(broken)"), "\(brokenRun.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: path("Snapshots")))

        // A filter one spec cannot meet is that spec's error.
        let device = try CLIRunner.run(
            arguments: ["check"] + specs + ["--snapshots", path("Snapshots"), "--out", out, "--device", "iPad Pro 13-inch"])
        #expect(device.status == 2 && device.stderr.hasPrefix("proofsheet: \(specs[0]): "), "\(device.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path("Snapshots/recipes")))
        // Also when it is the second spec's: every filter is checked before any folder is made.
        let screen = try CLIRunner.run(arguments: ["check"] + specs + ["--snapshots", path("Snapshots"), "--out", out, "--screen", "plain-table"])
        #expect(screen.status == 2 && screen.stderr.hasPrefix("proofsheet: \(specs[1]): "), "\(screen.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: path("Snapshots")))

        let timings = try CLIRunner.run(arguments: ["check"] + specs + ["--shard", "1/2", "--timings", path("manifest.json")])
        #expect(timings.status == 2 && timings.stderr.contains("--timings is one spec's manifest.json"), "\(timings.stderr)")
        let none = try CLIRunner.run(arguments: ["check", "--out", out])
        #expect(none.status == 2 && none.stderr.contains("Missing expected argument '<specs> ...'"), "\(none.stderr)")
    }
}
