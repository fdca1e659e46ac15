import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport

/// `proofsheet audit`: the accessibility audit of every variant, from layouts alone.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract:
            "Audit every variant for accessibility: truncated, clipped or overlapping text, small tap targets, low contrast, text that does not scale, and more.",
        discussion: """
            Each finding is reported once per rule and template element, across the items and variants \
            that show it ("items 0–3", "iPhone 16, iPhone SE · en, de (4 variants)"), with its spec line and \
            the content-size categories where it occurs ("first at AX2, through AX5"); the JSON and SARIF \
            keep every location. Rules and thresholds: \
            docs/audit-rules.md. --baseline FILE accepts the findings it lists (written by \
            --write-baseline FILE), so only new ones fail. With --shard K/N each shard reports whole findings \
            for its share (every category of a screen, device, column count, appearance and language stays in one shard); \
            write each shard's report with --format json and combine them with proofsheet merge --audit.
            Exit codes: 0 nothing reaches --fail-on; 1 something does; 2 bad input.
            """
    )

    @Argument(help: "The spec file (YAML or JSON).", transform: ArgumentParsing.path)
    var spec: String

    @OptionGroup var matrix: MatrixOptions
    @OptionGroup var shard: ShardOptions

    @Option(help: "Output format: text, json, sarif (2.1.0) or junit.")
    var format: AuditFormat = .text

    @Option(help: "The lowest severity that fails the run: error, warning or note.")
    var failOn: AuditSeverity = .error

    @Option(help: "Accepted findings (a file --write-baseline wrote): reported, never failing.", transform: ArgumentParsing.path)
    var baseline: String?

    @Option(help: "Write a baseline accepting every finding of this run to this file.", transform: ArgumentParsing.path)
    var writeBaseline: String?

    @Option(
        name: [.customShort("o"), .customLong("output")], help: "Write the report to this file instead of standard output.",
        transform: ArgumentParsing.path)
    var output: String?

    @Option(
        help: ArgumentHelp(
            "Write evidence for App Store Accessibility Nutrition Labels into the -o folder instead of the report: larger-text, sufficient-contrast, dark-interface, differentiate-without-color, a comma-separated list of them, or all (a PDF and PNGs each).",
            valueName: "labels"),
        transform: Evidence.list)
    var evidence: [Evidence]?

    @Option(help: "Variants laid out at once, 1...256 (default: all cores).")
    var jobs: Int = min(256, ProcessInfo.processInfo.activeProcessorCount)

    func validate() throws {
        try ArgumentParsing.check(jobs, .jobs, flag: "--jobs")
        if shard.shard != nil, evidence != nil { throw ValidationError("--evidence covers the whole app; leave out --shard") }
        if shard.shard != nil, writeBaseline != nil {
            throw ValidationError("--write-baseline would accept only this shard's findings; write it from an audit without --shard")
        }
        if evidence == nil {
            try ArgumentParsing.checkSeparate(
                outputs: [("-o", output), ("--write-baseline", writeBaseline)], inputs: [("the spec", spec), ("the --baseline file", baseline)]
            )
        }
    }

    func run() throws {
        if let evidence { return try writeEvidence(evidence) }
        let report: AuditReport
        do {
            let accepted = try baseline.map { try AuditBaseline.load(path: $0) }
            let session = try SnapshotSession(
                specPath: spec, options: .init(snapshots: URL(fileURLWithPath: "Snapshots"), jobs: jobs, workers: .processes))
            for file in [output, writeBaseline].compactMap({ $0 }) {
                try OutputInBaselinesError.check(
                    outputFile: URL(fileURLWithPath: file), snapshots: nil, suiteFolder: session.renderer.suite.folderName)
            }
            report = try session.audit(matrix.filter, shard: try shard.plan(), baseline: accepted)
            let bytes = try report.bytes(format, failOn: failOn)
            if let output {
                Leftovers.remove(of: output)
                try StagedFiles.write(bytes, to: URL(fileURLWithPath: output))
                Console.report("\(report.summary); report: \(output)")
            } else {
                try Console.write(bytes)
            }
            if let writeBaseline {
                Leftovers.remove(of: writeBaseline)
                try StagedFiles.write(try AuditBaseline(accepting: report).encoded(), to: URL(fileURLWithPath: writeBaseline))
            }
        } catch {
            throw InputError(error)
        }
        if !report.failing(at: failOn).isEmpty { throw ExitCode(1) }
    }
}

extension AuditSeverity: ExpressibleByArgument {}

/// The report formats `audit` writes. Its own type rather than ``OutputFormat``, so an unknown
/// `--format` value is refused naming these four, not the table and CSV other commands offer.
enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit
}

extension AuditReport {
    /// The report's file in `format`, as `audit` and `merge --audit` write it.
    func bytes(_ format: AuditFormat, failOn: AuditSeverity) throws -> [UInt8] {
        switch format {
        case .json: Array(try json()) + [10]
        case .sarif: Array(try sarif()) + [10]
        case .junit: Array(junit(failOn: failOn).utf8)
        case .text: Array(text.utf8)
        }
    }
}
