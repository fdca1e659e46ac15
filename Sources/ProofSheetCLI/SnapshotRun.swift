import ArgumentParser
import Foundation
import ProofSheet

/// The part check and record share: load, filter, run with progress, prune if asked, write
/// reports, summarise. Variant errors, cleanup and prune notes go to stderr; results to stdout.
enum SnapshotRun {
    static func perform(spec: String, matrix: MatrixOptions, options: SnapshotOptions, recordMode: RecordMode, output: URL?) throws -> SnapshotReport {
        var report: SnapshotReport
        var plan: PrunePlan?
        do {
            let renderer = try VariantRenderer(specPath: spec)
            let variants = try matrix.variants(of: renderer.suite)
            let runner = SnapshotRunner(renderer: renderer, configuration: try options.configuration(recordMode: recordMode, output: output))
            let progress = ProgressReporter()
            report = try runner.run(variants, filtered: !matrix.filter.isEmpty) { done, total, outcomes in
                progress.update(done: done, total: total, outcomes: outcomes)
            }
            reportLeftovers(of: report)
            if options.prune {
                let decided = runner.prunePlan(for: report, confirmed: options.yes)
                if decided.decision == .delete, !decided.deletions.isEmpty {
                    warn("pruning \(count(decided.deletions.count, "orphaned baseline")) (no variant of the spec produces them):\n"
                        + decided.deletions.map { "  \($0)" }.joined(separator: "\n"))
                }
                report.pruned = try runner.prune(decided)
                plan = decided
            }
            if let output {
                try StagedFiles.write(Array(try report.manifestJSON()), to: output.appendingPathComponent("manifest.json"))
                try StagedFiles.write(Array(JUnitReport.xml(for: report).utf8), to: output.appendingPathComponent("junit.xml"))
                try HTMLReport(report: report, specPath: spec, snapshotsPath: options.snapshots, output: output).write()
            }
        } catch let error as ValidationError {
            throw error
        } catch {
            throw InputError(error)
        }
        for outcome in report.outcomes where outcome.isFailure {
            var line = "\(outcome.status.rawValue): \(outcome.name)"
            if let pixels = outcome.diffPixels { line += " — \(pixels) pixels differ" }
            if let message = outcome.message { line += " — \(message)" }
            if let triptych = outcome.files.triptych, let output { line += " — \(output.appendingPathComponent(triptych).relativePath)" }
            if let note = outcome.environmentNote { line += " (\(note))" }
            if outcome.status == .error { warn(line) } else { print(line) }
        }
        for outcome in report.outcomes {
            for finding in outcome.findings ?? [] { print("finding: \(outcome.name) — \(finding)") }
        }
        for orphan in report.orphans {
            let kept = plan?.kept.contains(orphan) == true ? " (kept: not in a folder of a screen and device the spec has now; delete it by hand if unused)" : ""
            print("orphan: \(orphan)\(report.pruned.contains(orphan) ? " (deleted)" : kept)")
        }
        print(report.summary + (output.map { "; report: \($0.appendingPathComponent("index.html").relativePath)" } ?? ""))
        switch plan?.decision {
        case .skip(let reason):
            warn("not pruning: \(reason)")
        case .refuse(let reason):
            warn("refusing to prune: \(reason):\n" + plan!.deletions.map { "  \($0)" }.joined(separator: "\n")
                + "\nre-run with --prune --yes to delete them")
            throw ExitCode(2)
        case .delete, nil:
            break
        }
        return report
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
