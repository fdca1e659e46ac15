import Foundation
import Rendering
import Snapshot

extension SnapshotSession.Result {
    /// What one run over every shard's variants would have given, from the output folders of all
    /// shards of a sharded check (`check --shard K/N`, each folder with its manifest.json): the
    /// merged report (`SnapshotReport.merging(_:)`), with every image the shards wrote copied
    /// into `output`, all or nothing. ``writeReports(jobs:)`` then writes manifest.json, junit.xml and
    /// index.html as that run would have (timings aside).
    public static func merging(shardOutputs: [URL], into output: URL) throws -> SnapshotSession.Result {
        let target = output.standardizedFileURL.resolvingSymlinksInPath().path
        var shards: [(source: String, report: SnapshotReport)] = []
        for folder in shardOutputs {
            if folder.standardizedFileURL.resolvingSymlinksInPath().path == target {
                throw ShardMergeError(source: folder.relativePath, reason: "is also the merged output folder; merge into a folder of its own")
            }
            let manifest = folder.appendingPathComponent("manifest.json").relativePath
            shards.append((manifest, try SnapshotReport(manifestAt: manifest)))
        }
        let report = try SnapshotReport.merging(shards)
        let part = shards[0].report.shard!
        if let problem = FileProblem.createFolder(output) { throw RenderError.notWritable(path: output.path, reason: problem) }
        let copies = StagedFiles()
        for (folder, shard) in zip(shardOutputs, shards) {
            for outcome in shard.report.outcomes {
                for file in [outcome.files.expected, outcome.files.actual, outcome.files.diff, outcome.files.triptych].compactMap({ $0 }) {
                    guard isInside(file) else {
                        throw ShardMergeError(source: shard.source, reason: "\(outcome.name) names the file \(file.debugDescription), which is not a path inside the output folder")
                    }
                    let bytes: [UInt8]
                    do { bytes = try FileBytes.read(folder.appendingPathComponent(file).path) } catch {
                        throw ShardMergeError(source: folder.appendingPathComponent(file).relativePath, reason: "\(error.reason); upload the shard's whole output folder")
                    }
                    try copies.stage(bytes, at: output.appendingPathComponent(file))
                }
            }
        }
        try copies.commit()
        return SnapshotSession.Result(report: report, specPath: part.specPath, snapshots: URL(fileURLWithPath: part.snapshotsPath), output: output)
    }

    /// Whether `path` is relative and stays inside the folder it is relative to.
    private static func isInside(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        return !path.hasPrefix("/") && !components.contains { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }
    }
}
