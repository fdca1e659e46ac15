import Foundation
import ProofSheetSupport
import Rendering
import Report
import Snapshot
import Variants

extension SnapshotSession.Result {
    /// What one run over every shard's variants would have given, from the output folders of all
    /// shards of a sharded check (`check --shard K/N`, each folder with its manifest.json): the
    /// merged report (`SnapshotReport.merging(_:)`), with every image the shards wrote copied
    /// into `output`, all or nothing. ``writeReports(jobs:failOn:)`` then writes manifest.json, junit.xml and
    /// index.html as that run would have (timings aside).
    ///
    /// A shard's files are its data, never paths to follow: each is read as a regular file inside
    /// its folder, and a symbolic link there (to the file or a folder on its way) is an error
    /// naming it, so no byte from outside the shard folders reaches the merged output. `output`
    /// may not be a shard's folder, hold a file the merge reads, or lie in the baselines
    /// folder. A failed merge leaves no folder it made.
    public static func merging(shardOutputs: [URL], into output: URL) throws -> SnapshotSession.Result {
        let target = FileIdentity(output.path)
        var shards: [(source: String, report: SnapshotReport)] = []
        var inputs: [FileIdentity] = []
        for folder in shardOutputs {
            if FileIdentity(folder.path) == target {
                throw ShardMergeError(source: folder.relativePath, reason: "is also the merged output folder; merge into a folder of its own")
            }
            let report = try SnapshotReport(manifestInside: folder, axes: VariantAxisRegistry.current.recordedAxes)
            shards.append((folder.appendingPathComponent("manifest.json").relativePath, report))
            inputs.append(FileIdentity(folder.appendingPathComponent("manifest.json").path))
        }
        let report = try SnapshotReport.merging(shards)
        let part = shards[0].report.shard!
        let snapshots = URL(fileURLWithPath: part.snapshotsPath)
        try OutputInBaselinesError.check(output: output, snapshots: snapshots, suiteFolder: Slug.make(report.suite))
        let sources = zip(shardOutputs, shards).flatMap { folder, shard in
            shard.report.outcomes.flatMap { outcome in
                [outcome.files.expected, outcome.files.actual, outcome.files.diff, outcome.files.triptych].compactMap { $0 }.map {
                    (folder, shard.source, outcome.name, $0)
                }
            }
        }
        if let (_, manifest, name, file) = sources.first(where: { !FileBytes.isInside($0.3) }) {
            throw ShardMergeError(
                source: manifest, reason: "\(name) names the file \(file.debugDescription), which is not a path inside the output folder")
        }
        inputs += sources.map { folder, _, _, file in FileIdentity(folder.appendingPathComponent(file).path) }
        let written =
            sources.map { output.appendingPathComponent($0.3) } + ["manifest.json", "junit.xml"].map { output.appendingPathComponent($0) } + [
                HTMLReport.page(in: output)
            ]
        if let clash = written.first(where: { inputs.contains(FileIdentity($0.path)) }) {
            throw ShardMergeError(
                source: nil,
                reason: "the merged output would write \(clash.relativePath), which is one of the shards' files; merge into a folder of its own")
        }
        // Every folder the merge makes, deepest first, so a failure takes them back.
        var made: [String] = []
        for folder in Set([output] + written.map { $0.deletingLastPathComponent() }) {
            if case .success(let missing) = FileProblem.missingFolders(folder) { made += missing }
        }
        do {
            if let problem = FileProblem.createFolder(output) { throw RenderError.notWritable(path: output.path, reason: problem) }
            let copies = StagedFiles()
            for (folder, _, _, file) in sources {
                let bytes: [UInt8]
                do { bytes = try FileBytes.read(file, inside: folder.path) } catch {
                    throw ShardMergeError(
                        source: folder.appendingPathComponent(file).relativePath, reason: "\(error.reason); upload the shard's whole output folder")
                }
                try copies.stage(bytes, at: output.appendingPathComponent(file))
            }
            try copies.commit()
        } catch {
            FileProblem.removeEmptyFolders(Array(Set(made)))
            throw error
        }
        return SnapshotSession.Result(report: report, specPath: part.specPath, snapshots: snapshots, output: output)
    }
}
