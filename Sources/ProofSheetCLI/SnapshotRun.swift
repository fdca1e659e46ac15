import ArgumentParser
import Foundation
import ProofSheet

/// How check and record print a `SnapshotSession` run: progress, pruning, reports and the lines
/// for failures, findings and orphans. Variant errors, cleanup and prune notes go to stderr;
/// results to stdout.
enum SnapshotRun {
    static func perform(
        spec: String, matrix: MatrixOptions, shard: ShardOptions, options: SnapshotOptions, recordMode: RecordMode, output: URL?, audit: Bool = false
    ) throws -> SnapshotSession.Result {
        var result: SnapshotSession.Result
        do {
            let session = try SnapshotSession(specPath: spec, options: try options.sessionOptions(output: output))
            let progress = ProgressReporter()
            let report: SnapshotSession.Progress = { done, total, outcomes in progress.update(done: done, total: total, outcomes: outcomes) }
            let plan = try shard.plan()
            result = output == nil
                ? try session.record(matrix.filter, shard: plan, all: recordMode == .all, progress: report)
                : try session.check(matrix.filter, shard: plan, recordMode: recordMode, audit: audit, progress: report)
            reportLeftovers(of: result.report)
            if options.prune {
                try session.prune(&result, confirmed: options.yes) { plan in
                    // Listed before anything is deleted.
                    if plan.decision == .delete, !plan.deletions.isEmpty {
                        warn("pruning \(count(plan.deletions.count, "orphaned baseline")) (no variant of the spec produces them):\n"
                            + plan.deletions.map { "  \($0)" }.joined(separator: "\n"))
                    }
                }
            }
            AllocatorTuning.releaseFreedBuffers()
            try result.writeReports(jobs: options.jobs)
        } catch {
            throw InputError(error)
        }
        printLines(of: result)
        switch result.prunePlan?.decision {
        case .skip(let reason):
            warn("not pruning: \(reason)")
        case .refuse(let reason):
            warn("refusing to prune: \(reason):\n" + result.prunePlan!.deletions.map { "  \($0)" }.joined(separator: "\n")
                + "\nre-run with --prune --yes to delete them")
            throw ExitCode(2)
        case .delete, nil:
            break
        }
        return result
    }

    /// The run's lines: failures (errors on stderr), change groups, findings and orphans, then the
    /// summary, as check, record and merge print them.
    static func printLines(of result: SnapshotSession.Result) {
        for (outcome, line) in zip(result.failures, result.failureLines) {
            if outcome.status == .error { warn(line) } else { print(line) }
        }
        for line in result.changeGroupLines + result.findingLines + result.orphanLines { print(line) }
        print(result.summary)
    }

    /// Says on stderr which temporaries of an interrupted run `report`'s run removed, if any.
    static func reportLeftovers(of report: SnapshotReport) {
        let leftovers = report.removedTemporaryFiles
        guard !leftovers.isEmpty else { return }
        warn("removed \(count(leftovers.count, "leftover temporary file")) from an interrupted run: \(leftovers.joined(separator: ", "))")
    }

    /// One message on stderr, prefixed like the CLI's other errors.
    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("proofsheet: \(message)\n".utf8))
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
