import Foundation
import Testing
import TestSupport

/// `--jobs 2` runs variants in forked worker processes (`SnapshotSession.Workers.processes`):
/// every file it writes is the same bytes as one job's, the baselines, environment.json, the
/// renderings and the reports (timings aside), on a spec with fallback fonts, right-to-left text
/// and five languages.
@Suite struct WorkerProcessesTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var spec: String { CheckCommandTests.examples.appendingPathComponent("messages.yaml").path }

    init() throws {
        scratch = try ScratchFolder("worker-processes")
    }

    /// Every regular file under `root`, by relative path, with its bytes.
    func files(under root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: "\(root)/\(path)"))
            }
        }
        return files
    }

    /// A report without its timings, which differ between any two runs, and with the run's own
    /// baselines folder named alike.
    func withoutTimings(_ data: Data?) -> String {
        let text = String(decoding: data ?? Data(), as: UTF8.self).replacingOccurrences(of: "Snapshots-2", with: "Snapshots-1")
        return text.replacingOccurrences(of: #""milliseconds" ?: ?[0-9.e+-]+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"time="[0-9.]+""#, with: "", options: .regularExpression)
    }

    @Test func twoWorkersWriteWhatOneJobWrites() throws {
        let filter = ["--category", "xS", "--category", "AX5"]
        var baselines: [[String: Data]] = [], outputs: [[String: Data]] = []
        for jobs in ["1", "2"] {
            let snapshots = folder.appendingPathComponent("Snapshots-\(jobs)").path, out = folder.appendingPathComponent("out-\(jobs)").path
            let record = try CLIRunner.run(arguments: ["record", spec, "--snapshots", snapshots, "--jobs", jobs] + filter)
            #expect(record.status == 0, "\(record.stderr)")
            let check = try CLIRunner.run(arguments: ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "never", "--no-skip", "--jobs", jobs] + filter)
            #expect(check.status == 0, "\(check.stderr)")
            #expect(check.stdout.contains("20 variants: 20 passed"), "\(check.stdout)")
            baselines.append(try files(under: snapshots))
            outputs.append(try files(under: out))
        }
        #expect(baselines[0].count == 21, "20 baselines and environment.json")
        #expect(baselines[0] == baselines[1])
        let reports: Set<String> = ["manifest.json", "junit.xml", "index.html"]
        #expect(Set(outputs[0].keys) == Set(outputs[1].keys))
        for (path, bytes) in outputs[0] where !reports.contains(path) {
            #expect(outputs[1][path] == bytes, "\(path) differs")
        }
        for report in reports {
            #expect(outputs[0][report] != nil)
            #expect(withoutTimings(outputs[0][report]) == withoutTimings(outputs[1][report]), "\(report) differs beyond timings")
        }
    }
}
