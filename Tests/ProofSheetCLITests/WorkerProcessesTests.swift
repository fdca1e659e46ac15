import Foundation
import TestSupport
import Testing

/// `audit --jobs 2` lays variants out in forked worker processes
/// (`SnapshotSession.Workers.processes`): its findings are the same bytes as one job's on a spec
/// with fallback fonts, right-to-left text and five languages, and a variant that cannot be laid
/// out fails the run with the same error, run again in the parent to throw it as it was. A worker
/// killed mid-batch loses nothing: the parent runs its share.
@Suite struct WorkerProcessesTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("worker-processes")
    }

    @Test func twoWorkersFindWhatOneJobFinds() throws {
        let spec = CheckCommandTests.examples.appendingPathComponent("messages.yaml").path
        var reports: [Data] = []
        var statuses: [Int32] = []
        for jobs in ["1", "2"] {
            let report = folder.appendingPathComponent("audit-\(jobs).json")
            let run = try CLIRunner.run(arguments: ["audit", spec, "--format", "json", "-o", report.path, "--jobs", jobs])
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            statuses.append(run.status)
            reports.append(try Data(contentsOf: report))
        }
        #expect(statuses[0] == statuses[1])
        #expect(reports[0].count > 1_000)
        #expect(
            String(decoding: reports[0], as: UTF8.self).contains("untranslated-text")
                || String(decoding: reports[0], as: UTF8.self).contains("truncated-text"))
        #expect(reports[0] == reports[1])
    }

    /// SIGTERM to a `record` once it writes baselines, at one job and at two once its workers
    /// run: it ends by that signal, no worker process of it survives, no temporary file is left
    /// and every baseline it wrote decodes.
    @Test(.timeLimit(.minutes(3)), arguments: [1, 2])
    func aSignalStopsTheRunAndItsWorkersAndLeavesNoTemporary(jobs: Int) throws {
        let spec = CheckCommandTests.examples.appendingPathComponent("messages.yaml").path
        let snapshots = folder.appendingPathComponent("Snapshots")
        let errors = folder.appendingPathComponent("stderr.txt")
        let process = try ChildProcess.start(
            CLIRunner.executable, ["record", spec, "--snapshots", snapshots.path, "--jobs", String(jobs)], stderr: errors)
        let pid = process.processIdentifier
        func files(_ suffix: String) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: snapshots.path)
            var found: [String] = []
            while let name = enumerator?.nextObject() as? String {
                if name.hasSuffix(suffix) { found.append(name) }
            }
            return found
        }
        var workers: [pid_t] = []
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline {
            workers = TemporaryNames.children(of: pid)
            if workers.count >= (jobs > 1 ? 2 : 0), files(".png").count >= 3 { break }
            usleep(5_000)
        }
        try #require(process.isRunning, "the run ended before it was signalled: \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        let started = workers.map { ($0, TemporaryNames.started($0)) }
        #expect(started.count == (jobs > 1 ? 2 : 0))
        kill(pid, SIGTERM)
        process.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM, "\(process.terminationStatus): \(stderr)")
        #expect(stderr.contains("proofsheet: stopped by signal \(SIGTERM) (Terminated)"), "\(stderr)")
        if jobs > 1 { #expect(stderr.contains("; stopped 2 worker processes"), "\(stderr)") }
        for (worker, start) in started { #expect(TemporaryNames.started(worker) != start, "worker \(worker) survived") }
        #expect(files(".partial") == [])
        let baselines = files(".png")
        #expect(baselines.count >= 3)
        for baseline in baselines {
            #expect(throws: Never.self, "\(baseline) decodes") {
                _ = try DecodedPNG(png: Array(try Data(contentsOf: snapshots.appendingPathComponent(baseline))))
            }
        }
    }

    /// A `check` of the suite while a `record --all` at two jobs writes it leaves the record's
    /// temporaries alone (they are a running run's, not leftovers): the record writes every
    /// baseline and exits 0, and no check removes anything.
    @Test(.timeLimit(.minutes(5))) func aCheckBesideARecordLeavesItsTemporariesAlone() throws {
        let spec = CheckCommandTests.examples.appendingPathComponent("messages.yaml").path
        let snapshots = folder.appendingPathComponent("Snapshots")
        let errors = folder.appendingPathComponent("record-stderr.txt")
        let record = try ChildProcess.start(
            CLIRunner.executable, ["record", spec, "--all", "--snapshots", snapshots.path, "--jobs", "2"], stderr: errors)
        var checks: [ChildProcess.Result] = []
        while record.isRunning {
            checks.append(
                try CLIRunner.run(arguments: [
                    "check", spec, "--snapshots", snapshots.path, "--out", folder.appendingPathComponent("out").path, "--record", "never", "--jobs",
                    "1",
                ]))
        }
        record.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(record.terminationReason == .exit && record.terminationStatus == 0, "\(stderr)")
        #expect(!checks.isEmpty)
        for check in checks { #expect(!check.stderr.contains("leftover"), "\(check.stderr)") }
        let baselines = FileManager.default.enumerator(atPath: snapshots.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(baselines.filter { $0.hasSuffix(".png") }.count == 120)
        #expect(baselines.filter { $0.hasSuffix(".partial") } == [])
    }

    #if DEBUG
        /// A worker killed in the middle of its batch (a debug build's test hook sends it SIGKILL
        /// at the variant named by `PROOFSHEET_DEBUG_KILL_WORKER_AT`): check still reports every
        /// variant as one job does, the ones it held run again in the parent.
        @Test func aKilledWorkersVariantsRunInTheParent() throws {
            let spec = CheckCommandTests.examples.appendingPathComponent("plain-table.yaml").path
            let snapshots = folder.appendingPathComponent("Snapshots").path
            #expect(try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--jobs", "1"]).status == 0)
            var runs: [ChildProcess.Result] = []
            var outcomes: [[NSDictionary]] = []
            for (jobs, kill) in [("1", nil), ("2", "5")] as [(String, String?)] {
                let out = folder.appendingPathComponent("out-\(jobs)").path
                var environment = ProcessInfo.processInfo.environment
                environment["PROOFSHEET_DEBUG_KILL_WORKER_AT"] = kill
                let run = try ChildProcess.run(
                    CLIRunner.executable, ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--no-skip", "--jobs", jobs],
                    environment: environment, timeout: 120
                )
                runs.append(run)
                let manifest =
                    try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/manifest.json"))) as? [String: Any]
                outcomes.append((manifest?["outcomes"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "milliseconds" } as NSDictionary })
            }
            #expect(runs.map(\.status) == [0, 0], "\(runs.map(\.stderr))")
            #expect(runs[1].stderr.contains("killed at index 5 (test hook)"), "the worker holding variant 5 died: \(runs[1].stderr)")
            #expect(outcomes[0].count == 12 && outcomes[0] == outcomes[1])
            #expect(runs[0].stdout == runs[1].stdout.replacingOccurrences(of: "/out-2/", with: "/out-1/"))
        }

        /// A worker killed after recording a variant, before answering for it (`N!`): that variant
        /// is an error saying so, not run again (it would now find its own new baseline and pass),
        /// while the rest are recorded as at one job.
        @Test func aVariantAKilledWorkerWasOnIsAnErrorNotARerun() throws {
            let spec = CheckCommandTests.examples.appendingPathComponent("plain-table.yaml").path
            let snapshots = folder.appendingPathComponent("Interrupted").path
            var environment = ProcessInfo.processInfo.environment
            environment["PROOFSHEET_DEBUG_KILL_WORKER_AT"] = "5!"
            let run = try ChildProcess.run(
                CLIRunner.executable,
                [
                    "check", spec, "--snapshots", snapshots, "--out", folder.appendingPathComponent("out-interrupted").path, "--record", "missing",
                    "--jobs", "2",
                ],
                environment: environment, timeout: 120
            )
            #expect(run.stderr.contains("killed after index 5 (test hook)"), "\(run.stderr)")
            #expect(run.status == 2, "an error outcome: \(run.stdout)")
            #expect(run.stdout.contains("12 variants: 0 passed, 0 changed, 11 new, 0 missing, 1 error"), "\(run.stdout)")
            #expect(run.stderr.contains("not finished: its worker process was killed by signal 9"), "\(run.stderr)")
            let baselines = (FileManager.default.enumerator(atPath: snapshots)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
            #expect(baselines.count == 12, "the interrupted variant's baseline was written whole before the kill")
        }
    #endif

    /// A label left no width from AX4 on (see SpecValidationTests) fails those variants only; with
    /// two and three workers, each category in a chunk of its own, the error is the one a single
    /// job reports: the first failing variant's (AX4), not AX5's.
    @Test func aVariantThatCannotBeLaidOutFailsAsAtOneJob() throws {
        let spec = folder.appendingPathComponent("squeezed.yaml")
        try Data(
            """
            name: Demo
            screens:
              - name: list
                devices: [iPhone SE]
                layout: {kind: list}
                cell:
                  padding: {left: 140, right: 124}
                  stack:
                    axis: horizontal
                    spacing: 8
                    items:
                      - image: {size: 44, scaledWith: body}
                      - label: {text: "{title}", style: body}
                items:
                  - {title: One}
            """.utf8
        ).write(to: spec)
        let one = try CLIRunner.run(arguments: ["audit", spec.path, "--format", "json", "--jobs", "1"])
        #expect(one.status == 2)
        #expect(
            one.stderr.contains("the label is left no width") && one.stderr.contains(" · AX4 accessibilityExtraExtraLarge · 1 column · light)"),
            "\(one.stderr)")
        for jobs in ["2", "3"] {
            let more = try CLIRunner.run(arguments: ["audit", spec.path, "--format", "json", "--jobs", jobs])
            #expect(more.status == 2)
            #expect(more.stderr == one.stderr, "at \(jobs) jobs")
            #expect(more.stdout == one.stdout)
        }
    }
}
