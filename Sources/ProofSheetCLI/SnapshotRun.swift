import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport

/// How check and record print a `SnapshotSession` run: progress, pruning, reports and the lines
/// for failures, findings and orphans. Variant errors, cleanup and prune notes go to stderr;
/// results to stdout.
enum SnapshotRun {
    /// Checks (with `output`) or records (without) the variants of every spec in `specs`, all on
    /// one set of `--jobs` workers. With several specs, each spec's reports and images go into
    /// its own folder in `output`, named as its baselines' folder is (after its suite); with
    /// `failOn`, junit.xml fails the variants whose audit findings reach it. Prints each spec's
    /// lines in order and returns its results in order.
    static func perform(
        specs: [String], matrix: MatrixOptions, shard: ShardOptions, options: SnapshotOptions, recordMode: RecordMode, output: URL?,
        audit: Bool = false, failOn: AuditSeverity? = nil
    ) throws -> [SnapshotSession.Result] {
        var results: [SnapshotSession.Result]
        // Among several specs, what is said of one starts with its path.
        let about = { (spec: String) in specs.count > 1 ? "\(spec): " : "" }
        // With several specs and an output, the page listing each spec's report.
        var overview: ReportIndex?
        // The report folder's, before any worker writes there.
        if let output { Leftovers.remove(in: output.path, recursive: true) }
        do {
            let renderers = try VariantRenderer.load(specPaths: specs, jobs: options.jobs)
            let sessions = try zip(renderers, specs).map { renderer, spec in
                let folder = specs.count > 1 ? output?.appendingPathComponent(renderer.suite.folderName, isDirectory: true) : output
                return SnapshotSession(renderer: renderer, specPath: spec, options: try options.sessionOptions(output: folder))
            }
            let progress = ProgressReporter()
            let report: SnapshotSession.Progress = { done, total, outcomes in progress.update(done: done, total: total, outcomes: outcomes) }
            let plan = try shard.plan()
            results =
                output == nil
                ? try SnapshotSession.record(sessions, matrix.filter, shard: plan, all: recordMode == .all, progress: report)
                : try SnapshotSession.check(sessions, matrix.filter, shard: plan, recordMode: recordMode, audit: audit, progress: report)
            for result in results { reportLeftovers(of: result.report) }
            if options.prune {
                for (session, index) in zip(sessions, results.indices) {
                    try session.prune(&results[index], confirmed: options.yes) { plan in
                        // Listed before anything is deleted.
                        if plan.decision == .delete, !plan.deletions.isEmpty {
                            warn(
                                about(session.specPath)
                                    + "pruning \(plan.deletions.count.counted("orphaned baseline")) (no variant of the spec produces them):\n"
                                    + plan.deletions.map { "  \($0)" }.joined(separator: "\n"))
                        }
                    }
                }
            }
            AllocatorTuning.releaseFreedBuffers()
            try SnapshotSession.Result.writeReports(of: results, jobs: options.jobs, failOn: failOn)
            if specs.count > 1, let output {
                overview = SnapshotSession.Result.index(of: results, in: output)
                try overview?.write()
            }
        } catch {
            throw InputError(error)
        }
        var refused = false
        for result in results {
            try printLines(of: result, naming: specs.count > 1)
            if let line = result.recordingLine(always: output == nil) { try Console.line(about(result.specPath) + line) }
            switch result.prunePlan?.decision {
            case .skip(let reason):
                warn(about(result.specPath) + "not pruning: \(reason)")
            case .refuse(let reason):
                warn(
                    about(result.specPath) + "refusing to prune: \(reason):\n" + result.prunePlan!.deletions.map { "  \($0)" }.joined(separator: "\n")
                        + "\nre-run with --prune --yes to delete them")
                refused = true
            case .delete, nil:
                break
            }
        }
        if let overview { try Console.line("\(overview.summary); report: \(overview.url.relativePath)") }
        if refused { throw ExitCode(2) }
        return results
    }

    /// An error when a spec is given twice, or `--timings` (one spec's manifest.json) comes
    /// with several. (The argument parser asks for at least one.)
    static func validate(specs: [String], shard: ShardOptions) throws {
        var given: Set<String> = []
        if let twice = specs.first(where: { !given.insert($0).inserted }) { throw ValidationError("\(twice) is given twice; give each spec once") }
        if specs.count > 1, shard.timings != nil {
            throw ValidationError("--timings is one spec's manifest.json; give one spec with it, or shard several specs without it")
        }
    }

    /// The run's lines: failures (errors on stderr), change groups, findings and orphans, then the
    /// summary, as check, record and merge print them; `naming` puts the spec's path before the
    /// summary (one of several specs).
    static func printLines(of result: SnapshotSession.Result, naming: Bool = false) throws(Console.WriteFailure) {
        for (outcome, line) in zip(result.failures, result.failureLines) {
            if outcome.status == .error { warn(line) } else { try Console.line(line) }
        }
        for line in result.changeGroupLines + result.findingLines + result.orphanLines { try Console.line(line) }
        try Console.line((naming ? "\(result.specPath): " : "") + result.summary)
    }

    /// Says on stderr which temporaries of an interrupted run `report`'s run removed, if any.
    static func reportLeftovers(of report: SnapshotReport) {
        Leftovers.report(report.removedTemporaryFiles)
    }

    /// One message on stderr, prefixed like the CLI's other errors.
    private static func warn(_ message: String) {
        Console.report(message)
    }
}
