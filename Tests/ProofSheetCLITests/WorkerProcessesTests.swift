import Foundation
import Testing
import TestSupport

/// `audit --jobs 2` lays variants out in forked worker processes
/// (`SnapshotSession.Workers.processes`): its findings are the same bytes as one job's on a spec
/// with fallback fonts, right-to-left text and five languages, and a variant that cannot be laid
/// out fails the run with the same error, run again in the parent to throw it as it was.
@Suite struct WorkerProcessesTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }

    init() throws {
        scratch = try ScratchFolder("worker-processes")
    }

    @Test func twoWorkersFindWhatOneJobFinds() throws {
        let spec = CheckCommandTests.examples.appendingPathComponent("messages.yaml").path
        var reports: [Data] = [], statuses: [Int32] = []
        for jobs in ["1", "2"] {
            let report = folder.appendingPathComponent("audit-\(jobs).json")
            let run = try CLIRunner.run(arguments: ["audit", spec, "--format", "json", "-o", report.path, "--jobs", jobs])
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            statuses.append(run.status)
            reports.append(try Data(contentsOf: report))
        }
        #expect(statuses[0] == statuses[1])
        #expect(reports[0].count > 1_000)
        #expect(String(decoding: reports[0], as: UTF8.self).contains("untranslated-text") || String(decoding: reports[0], as: UTF8.self).contains("truncated-text"))
        #expect(reports[0] == reports[1])
    }

    /// A label left no width from AX5 on (see SpecValidationTests) fails those variants only; with
    /// two workers the error is the one a single job reports.
    @Test func aVariantThatCannotBeLaidOutFailsAsAtOneJob() throws {
        let spec = folder.appendingPathComponent("squeezed.yaml")
        try Data("""
            name: Demo
            screens:
              - name: list
                devices: [iPhone SE]
                layout: {kind: list}
                cell:
                  padding: {left: 125, right: 124}
                  stack:
                    axis: horizontal
                    spacing: 8
                    items:
                      - image: {size: 44, scaledWith: body}
                      - label: {text: "{title}", style: body}
                items:
                  - {title: One}
            """.utf8).write(to: spec)
        let one = try CLIRunner.run(arguments: ["audit", spec.path, "--format", "json", "--jobs", "1"])
        let two = try CLIRunner.run(arguments: ["audit", spec.path, "--format", "json", "--jobs", "2"])
        #expect(one.status == 2 && two.status == 2)
        #expect(one.stderr.contains("the label is left no width"), "\(one.stderr)")
        #expect(two.stderr == one.stderr)
        #expect(two.stdout == one.stdout)
    }
}
