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
        --out/index.html is an offline review report: filter variants by status and axis, compare a \
        changed one side by side, by swipe, blend, toggle or diff with its changed regions boxed, and \
        accept variants into an accept list that `proofsheet accept LIST` records.
        Record mode (--record or PROOFSHEET_RECORD): all, failed, missing (default), or never \
        (default when CI=true). Byte-identical baselines are never rewritten.
        Exit codes: 0 all passed (new baselines recorded count as passed); 1 some variant changed; \
        2 bad input or an error; 3 baselines missing and recording off.
        """
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var matrix: MatrixOptions
    @OptionGroup var snapshot: SnapshotOptions

    @Option(help: "Record mode: all, failed, missing or never (default: PROOFSHEET_RECORD, else never on CI, else missing).")
    var record: RecordMode?

    @Option(help: "Folder for the report and failure images.")
    var out: String = "proofsheet-out"

    func run() throws {
        let report = try SnapshotRun.perform(
            spec: spec, matrix: matrix, options: snapshot, recordMode: try record ?? RecordMode.fromEnvironment(), output: URL(fileURLWithPath: out)
        )
        if report.verdict != .passed { throw ExitCode(report.verdict.rawValue) }
    }
}

/// `proofsheet record`: write the baselines of every variant that is missing or changed.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record baselines: every variant that is missing or changed (--all rewrites every one whose bytes differ).",
        discussion: "Byte-identical baselines are never rewritten, modification time included. Exit code 0 unless a variant fails to render (2)."
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @OptionGroup var matrix: MatrixOptions
    @OptionGroup var snapshot: SnapshotOptions

    @Flag(help: "Record every variant, not only missing or changed ones (the same bytes are still left alone).")
    var all = false

    func run() throws {
        let report = try SnapshotRun.perform(spec: spec, matrix: matrix, options: snapshot, recordMode: all ? .all : .failed, output: nil)
        if report.verdict == .error { throw ExitCode(2) }
    }
}
