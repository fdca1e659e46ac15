import ArgumentParser
import Foundation
import ProofSheet
import ProofSheetSupport

/// `proofsheet accept`: record exactly the baselines an accept list names, and nothing else.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Record exactly the baselines an accept list names (the changes accepted in the HTML report).",
        discussion: """
            LIST is YAML with spec, snapshots (default Snapshots), scale (default 1) and accept: baseline \
            names as check prints them. Each listed variant is rendered as check renders it, and only the \
            listed baselines are written: a -pageNN name writes that page of a tall variant alone. \
            Byte-identical baselines are left alone; no other baseline, orphan or environment.json (unless \
            there is none) changes. Every name is checked before anything is written: a list naming a \
            baseline no variant renders now writes nothing. The list, from a file or standard input, is at \
            most \(FileBytes.describe(SpecLoader.maximumFileSize)). Exit code 0, or 2 on bad input or an error.
            """
    )

    @Argument(
        help: "The accept list (YAML, at most \(FileBytes.describe(SpecLoader.maximumFileSize))), or - to read it from standard input.",
        transform: ArgumentParsing.path)
    var list: String

    @Option(help: "Variants rendered at once (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        try ArgumentParsing.check(jobs, .jobs, flag: "--jobs")
    }

    func run() throws {
        let file = list == "-" ? "<stdin>" : list
        let accepted: AcceptList
        let report: SnapshotReport
        do {
            if list == "-", Console.isInputClosed {
                throw ValidationError("no accept list on standard input: it is closed; give the list's path, or pipe it in")
            }
            accepted = list == "-" ? try AcceptList.load(descriptor: STDIN_FILENO, file: file) : try AcceptList.load(path: list)
            for name in accepted.duplicateNames {
                Console.report("warning: \(file): '\(name)' is listed more than once; it is accepted once")
            }
            let progress = ProgressReporter()
            report = try SnapshotSession.accept(accepted, file: file, jobs: jobs, workers: .processes) { done, total, outcomes in
                progress.update(done: done, total: total, outcomes: outcomes)
            }.report
        } catch {
            throw InputError(error)
        }

        SnapshotRun.reportLeftovers(of: report)
        for outcome in report.outcomes {
            if outcome.status == .error {
                Console.report(outcome.failureLine(output: nil))
            } else {
                try Console.line("accepted: \(outcome.name) (\(outcome.recorded ? "written" : "unchanged: same bytes"))")
            }
        }
        let accepts = report.outcomes.filter { $0.status != .error }
        let written = accepts.filter(\.recorded).count
        try Console.line("\(accepts.count.counted("baseline")) accepted: \(written) written, \(accepts.count - written) unchanged")
        if report.outcomes.contains(where: { $0.status == .error }) { throw ExitCode(2) }
    }
}
