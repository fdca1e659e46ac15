import ArgumentParser
import Foundation
import ProofSheet

/// `proofsheet check`: render every variant and compare it with its baseline.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every variant of a spec and compare it with its baseline under Snapshots/.",
        discussion: """
            Writes manifest.json, junit.xml, each variant's rendering and, for each change, expected/diff \
            PNGs and an expected | diff | actual triptych into --out (never into the baselines folder).
            --out/index.html is an offline review report: each change shown once for the variants it \
            reaches and accepted for all of them at once; filter variants by status and axis, compare a \
            changed one side by side, by swipe, blend, toggle or diff with its changed regions boxed, and \
            accept variants into an accept list that `proofsheet accept LIST` records.
            Record mode (--record or PROOFSHEET_RECORD): all, failed, missing (default), or never \
            (default when CI=true). Byte-identical baselines are never rewritten.
            Exit codes: 0 all passed (new baselines recorded count as passed); 1 some variant changed; \
            2 bad input or an error; 3 baselines missing and recording off.
            """
    )

    @Argument(
        help:
            "The spec files (YAML or JSON). Several are checked in one run, their variants sharing the --jobs workers; each spec's report and images go into --out/<its baselines folder>.",
        transform: ArgumentParsing.path)
    var specs: [String]

    @OptionGroup var matrix: MatrixOptions
    @OptionGroup var shard: ShardOptions
    @OptionGroup var snapshot: SnapshotOptions

    @Option(help: "Record mode: all, failed, missing or never (default: PROOFSHEET_RECORD, else never on CI, else missing).")
    var record: RecordMode?

    @Option(help: "Folder for the report and failure images (not in the baselines folder).", transform: ArgumentParsing.path)
    var out: String = "proofsheet-out"

    @Flag(
        help:
            "Run the accessibility audit on every variant too: its findings go into the output, manifest.json and the report (see proofsheet audit).")
    var audit = false

    @Option(
        help:
            "With --audit: exit 1 when a finding reaches this severity (error, warning or note), and fail its variant in junit.xml. Without it, findings never change the exit code."
    )
    var failOn: AuditSeverity?

    func validate() throws {
        try ShardOptions.checkNoPrune(shard, snapshot)
        try SnapshotRun.validate(specs: specs, shard: shard)
        if failOn != nil, !audit { throw ValidationError("--fail-on applies to the audit's findings; add --audit or leave it out") }
    }

    func run() throws {
        let results = try SnapshotRun.perform(
            specs: specs, matrix: matrix, shard: shard, options: snapshot, recordMode: try record ?? RecordMode.fromEnvironment(),
            output: URL(fileURLWithPath: out),
            audit: audit, failOn: failOn
        )
        let verdict = SnapshotReport.combinedVerdict(results.map(\.report.verdict))
        if verdict != .passed { throw ExitCode(verdict.rawValue) }
        if let failOn, results.contains(where: { !$0.findings(atLeast: failOn).isEmpty }) { throw ExitCode(1) }
    }
}

/// `proofsheet record`: write the baselines of every variant that is missing or changed.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record baselines: every variant that is missing or changed (--all rewrites every one whose bytes differ).",
        discussion: "Byte-identical baselines are never rewritten, modification time included. Exit code 0 unless a variant fails to render (2)."
    )

    @Argument(
        help: "The spec files (YAML or JSON). Several are recorded in one run, their variants sharing the --jobs workers.",
        transform: ArgumentParsing.path)
    var specs: [String]

    @OptionGroup var matrix: MatrixOptions
    @OptionGroup var shard: ShardOptions
    @OptionGroup var snapshot: SnapshotOptions

    @Flag(help: "Record every variant, not only missing or changed ones (the same bytes are still left alone).")
    var all = false

    func validate() throws {
        try ShardOptions.checkNoPrune(shard, snapshot)
        try SnapshotRun.validate(specs: specs, shard: shard)
    }

    func run() throws {
        let results = try SnapshotRun.perform(
            specs: specs, matrix: matrix, shard: shard, options: snapshot, recordMode: all ? .all : .failed, output: nil)
        if results.contains(where: { $0.report.verdict == .error }) { throw ExitCode(2) }
    }
}
