import ArgumentParser
import Foundation
import ProofSheet

/// How check and record print a `SnapshotSession` run: progress, pruning, reports and the lines
/// for failures, findings and orphans. Variant errors, cleanup and prune notes go to stderr;
/// results to stdout.
enum SnapshotRun {
    /// Checks (with `output`) or records (without) the variants of every spec in `specs`, all on
    /// one set of `--jobs` workers. With several specs, each spec's reports and images go into
    /// its own folder in `output`, named as its baselines' folder is (after its suite). Prints
    /// each spec's lines in order and returns its results in order.
    static func perform(
        specs: [String], matrix: MatrixOptions, shard: ShardOptions, options: SnapshotOptions, recordMode: RecordMode, output: URL?, audit: Bool = false
    ) throws -> [SnapshotSession.Result] {
        var results: [SnapshotSession.Result]
        do {
            let renderers = try VariantRenderer.load(specPaths: specs, jobs: options.jobs)
            try checkSeparateFolders(renderers, specs: specs)
            let sessions = try zip(renderers, specs).map { renderer, spec in
                let folder = specs.count > 1 ? output?.appendingPathComponent(Slug.make(renderer.suite.name), isDirectory: true) : output
                return SnapshotSession(renderer: renderer, specPath: spec, options: try options.sessionOptions(output: folder))
            }
            let progress = ProgressReporter()
            let report: SnapshotSession.Progress = { done, total, outcomes in progress.update(done: done, total: total, outcomes: outcomes) }
            let plan = try shard.plan()
            results = output == nil
                ? try SnapshotSession.record(sessions, matrix.filter, shard: plan, all: recordMode == .all, progress: report)
                : try SnapshotSession.check(sessions, matrix.filter, shard: plan, recordMode: recordMode, audit: audit, progress: report)
            for result in results { reportLeftovers(of: result.report) }
            if options.prune {
                for (session, index) in zip(sessions, results.indices) {
                    try session.prune(&results[index], confirmed: options.yes) { plan in
                        // Listed before anything is deleted.
                        if plan.decision == .delete, !plan.deletions.isEmpty {
                            warn("pruning \(count(plan.deletions.count, "orphaned baseline")) (no variant of the spec produces them):\n"
                                + plan.deletions.map { "  \($0)" }.joined(separator: "\n"))
                        }
                    }
                }
            }
            AllocatorTuning.releaseFreedBuffers()
            try SnapshotSession.Result.writeReports(of: results, jobs: options.jobs)
        } catch {
            throw InputError(error)
        }
        var refused = false
        for result in results {
            printLines(of: result)
            switch result.prunePlan?.decision {
            case .skip(let reason):
                warn("not pruning: \(reason)")
            case .refuse(let reason):
                warn("refusing to prune: \(reason):\n" + result.prunePlan!.deletions.map { "  \($0)" }.joined(separator: "\n")
                    + "\nre-run with --prune --yes to delete them")
                refused = true
            case .delete, nil:
                break
            }
        }
        if refused { throw ExitCode(2) }
        return results
    }

    /// An error when no spec is given, one is given twice, or `--timings` (one spec's
    /// manifest.json) comes with several.
    static func validate(specs: [String], shard: ShardOptions) throws {
        if specs.isEmpty { throw ValidationError("give the spec file to run (YAML or JSON), or several") }
        var given: Set<String> = []
        if let twice = specs.first(where: { !given.insert($0).inserted }) { throw ValidationError("\(twice) is given twice; give each spec once") }
        if specs.count > 1, shard.timings != nil {
            throw ValidationError("--timings is one spec's manifest.json; give one spec with it, or shard several specs without it")
        }
    }

    /// An error when two specs' suites would share a baselines folder (and, with several specs,
    /// an output folder): each would take the other's baselines for orphans.
    private static func checkSeparateFolders(_ renderers: [VariantRenderer], specs: [String]) throws {
        var seen: [String: String] = [:]
        for (renderer, spec) in zip(renderers, specs) {
            let folder = Slug.make(renderer.suite.name)
            if let other = seen[folder] {
                throw ValidationError(
                    "\(other) and \(spec) both keep their baselines in the folder '\(folder)' (named after the suite, '\(renderer.suite.name)'); "
                        + "check them in separate runs, or give each suite its own name"
                )
            }
            seen[folder] = spec
        }
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
