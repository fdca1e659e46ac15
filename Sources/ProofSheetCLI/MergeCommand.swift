import ArgumentParser
import Foundation
import ProofSheet

/// `proofsheet merge`: one report from the outputs of a sharded check.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the output folders of every shard of `check --shard K/N` into the report one unsharded check would have written.",
        discussion: """
        Reads each folder's manifest.json, checks that together they are every shard of one run (same spec, options, tool and \
        text stack, each variant once), copies their images into --output, and writes manifest.json, junit.xml and index.html \
        (whose accept list records with proofsheet accept) as one check over the whole matrix would have, timings aside. \
        Prints the same lines as check. Exit codes as check's: 0 all passed; 1 some variant changed (or, with --fail-on, an \
        audit finding reached that severity); 2 bad input or a variant error; 3 baselines missing.
        """
    )

    @Argument(help: "The shards' output folders (check --out of each shard), in any order.")
    var shards: [String]

    @Option(name: .shortAndLong, help: "Folder for the merged report and images.")
    var output: String

    @Option(help: "Exit 1 when an audit finding (from check --audit) reaches this severity: error, warning or note.")
    var failOn: AuditSeverity?

    func validate() throws {
        if shards.isEmpty { throw ValidationError("give the output folder of every shard, e.g. proofsheet merge -o merged out-1 out-2 out-3 out-4") }
    }

    func run() throws {
        let result: SnapshotSession.Result
        do {
            result = try SnapshotSession.Result.merging(shardOutputs: shards.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: output))
            try result.writeReports()
        } catch {
            throw InputError(error)
        }
        SnapshotRun.printLines(of: result)
        if result.report.verdict != .passed { throw ExitCode(result.report.verdict.rawValue) }
        if let failOn, !result.findings(atLeast: failOn).isEmpty { throw ExitCode(1) }
    }
}
