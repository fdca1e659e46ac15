import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport

/// `proofsheet merge`: one report from the outputs of a sharded check, or (`--audit`) from the
/// JSON reports of a sharded audit.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract:
            "Combine the outputs of every shard of `check --shard K/N` (or, with --audit, `audit --shard K/N`) into the report one unsharded run would have written.",
        discussion: """
            Reads each folder's manifest.json, checks that together they are every shard of one run (same spec, options, tool and \
            text stack, each variant once), copies their images into --output, and writes manifest.json, junit.xml and index.html \
            (whose accept list records with proofsheet accept) as one check over the whole matrix would have, timings aside. \
            Prints the same lines as check. Exit codes as check's: 0 all passed; 1 some variant changed (or, with --fail-on, an \
            audit finding reached that severity); 2 bad input or a variant error; 3 baselines missing.
            With --audit, reads each shard's JSON report (audit --shard K/N --format json -o FILE), checks the same way that \
            they are every shard of one audit (same spec and variants, baseline, text stack and build), and writes to --output, in --format, the \
            report one audit would have written, byte for byte. Exit codes as audit's: 0 nothing reaches --fail-on; 1 something \
            does; 2 bad input.
            """
    )

    @Argument(
        help: "The shards' output folders (check --out of each shard) or, with --audit, their JSON reports, in any order.",
        transform: ArgumentParsing.path)
    var shards: [String]

    @Option(
        name: .shortAndLong, help: "Folder for the merged report and images; with --audit, the merged report's file.", transform: ArgumentParsing.path
    )
    var output: String

    @Flag(help: "Merge the JSON reports of audit --shard K/N instead of check outputs.")
    var audit = false

    @Option(help: "With --audit: the merged report's format: text, json, sarif (2.1.0) or junit.")
    var format: AuditFormat?

    @Option(
        help:
            "Exit 1 when an audit finding (from check --audit, or with --audit any finding) reaches this severity: error, warning or note (default with --audit: error); merged check outputs fail its variant in junit.xml."
    )
    var failOn: AuditSeverity?

    func validate() throws {
        if shards.isEmpty {
            throw ValidationError(
                audit
                    ? "give the JSON report of every shard, e.g. proofsheet merge --audit -o audit.sarif --format sarif audit-1.json audit-2.json"
                    : "give the output folder of every shard, e.g. proofsheet merge -o merged out-1 out-2 out-3 out-4")
        }
        if format != nil, !audit { throw ValidationError("--format is for merging audit reports; add --audit, or leave it out for check outputs") }
        if audit { try ArgumentParsing.checkSeparate(outputs: [("-o", output)], inputs: shards.map { ("the shard report", $0) }) }
    }

    func run() throws {
        // Merging draws nothing: its large buffers are the reports, mapped as they grow.
        AllocatorTuning.releaseFreedBuffers()
        if audit { return try mergeAudit() }
        let result: SnapshotSession.Result
        Leftovers.remove(in: output, recursive: true)
        do {
            result = try SnapshotSession.Result.merging(shardOutputs: shards.map { URL(fileURLWithPath: $0) }, into: URL(fileURLWithPath: output))
            try result.writeReports(failOn: failOn)
        } catch {
            throw InputError(error)
        }
        try SnapshotRun.printLines(of: result)
        if result.report.verdict != .passed { throw ExitCode(result.report.verdict.rawValue) }
        if let failOn, !result.findings(atLeast: failOn).isEmpty { throw ExitCode(1) }
    }

    /// `--audit`: the shards' JSON reports into one report, written as one audit would have.
    private func mergeAudit() throws {
        let failOn = failOn ?? .error
        let report: AuditReport
        do {
            report = try AuditReport.merging(try shards.map { (source: $0, report: try AuditReport(shardReportAt: $0)) })
            let bytes = try report.bytes(format ?? .text, failOn: failOn)
            Leftovers.remove(of: output)
            try StagedFiles.write(bytes, to: URL(fileURLWithPath: output))
        } catch {
            throw InputError(error)
        }
        Console.report("\(report.summary); report: \(output)")
        if !report.failing(at: failOn).isEmpty { throw ExitCode(1) }
    }
}
