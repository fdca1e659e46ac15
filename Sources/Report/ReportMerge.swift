import Snapshot

extension SnapshotReport {
    /// The report one run over every shard's variants would have made, from the reports of all
    /// `N` shards of a sharded run (`source` names each, for errors): outcomes in the whole run's
    /// order, orphans and removed temporaries joined, change groups made again. Every shard must
    /// come from the same spec, variants, options, tool and text stack, each of 1...N exactly once, and
    /// together they must hold every variant exactly once.
    package static func merging(_ shards: [(source: String, report: SnapshotReport)]) throws(ShardMergeError) -> SnapshotReport {
        guard let (firstSource, first) = shards.first else { throw ShardMergeError(source: nil, reason: "no shard outputs given") }
        guard let part = first.shard else { throw notAShard(firstSource) }
        var set = ShardSet(shardCount: part.shard.count, variantCount: part.variantCount, part: "output", run: "run")
        for (source, report) in shards {
            guard let this = report.shard else { throw notAShard(source) }
            try checkSameRun(report, this, source: source, as: first, part, firstSource: firstSource)
            guard this.positions.count == report.outcomes.count, ShardSet.areValid(this.positions, among: this.variantCount) else {
                throw ShardMergeError(
                    source: source, reason: "its outcomes' positions do not match its outcomes; the manifest was edited or cut short")
            }
            try set.add(this.shard, positions: this.positions, from: source)
        }
        try set.checkComplete()
        let outcomes = ShardSet.inRunOrder(
            shards.map { shard in zip(shard.report.shard!.positions, shard.report.outcomes).map { (place: $0, item: $1) } })
        return SnapshotReport(
            tool: first.tool, spec: first.spec, suite: first.suite, recordMode: first.recordMode, scale: first.scale, environment: first.environment,
            baselineEnvironment: first.baselineEnvironment, outcomes: outcomes, filtered: part.filtered,
            orphans: Set(shards.flatMap(\.report.orphans)).sorted(), pruned: Set(shards.flatMap(\.report.pruned)).sorted(),
            removedTemporaryFiles: Set(shards.flatMap(\.report.removedTemporaryFiles)).sorted()
        )
    }

    private static func notAShard(_ source: String) -> ShardMergeError {
        ShardMergeError(source: source, reason: "is not a shard's manifest (it has no \"shard\"); merge the outputs of check --shard K/N")
    }

    /// An error unless `report` comes from the same run (spec, options, tool, environment and
    /// shard count) as `first`.
    private static func checkSameRun(
        _ report: SnapshotReport, _ part: ShardPart, source: String, as first: SnapshotReport, _ firstPart: ShardPart, firstSource: String
    ) throws(ShardMergeError) {
        let differences: [(String, String, String)] =
            [
                ("shard count", "\(part.shard.count)", "\(firstPart.shard.count)"),
                ("spec", part.specPath, firstPart.specPath),
                ("suite", report.suite, first.suite),
                ("baselines folder", part.snapshotsPath, firstPart.snapshotsPath),
                ("scale", "\(report.scale)", "\(first.scale)"),
                ("record mode", report.recordMode.rawValue, first.recordMode.rawValue),
                ("filter", part.filtered ? "filtered" : "whole matrix", firstPart.filtered ? "filtered" : "whole matrix"),
                ("variant count", "\(part.variantCount)", "\(firstPart.variantCount)"),
                ("tool", report.tool, first.tool),
            ] + zip(ShardRunOptions.described(part.options), ShardRunOptions.described(firstPart.options)).map { ($0.option, $0.value, $1.value) }
        if let (what, this, other) = differences.first(where: { $0.1 != $0.2 }) {
            throw ShardMergeError(
                source: source,
                reason: "its \(what) is \(this.debugDescription) but \(firstSource)'s is \(other.debugDescription); merge shards of one run")
        }
        if let variants = part.variants, let firstVariants = firstPart.variants, variants != firstVariants {
            throw ShardMergeError(
                source: source, reason: "its run has other variants than \(firstSource)'s (another filter or spec); merge shards of one run")
        }
        if report.environment != first.environment {
            let changes = report.environment.differences(from: first.environment).joined(separator: ", ")
            throw ShardMergeError(
                source: source, reason: "it rendered with another text stack than \(firstSource) (\(changes)); run every shard on the same image")
        }
        if report.baselineEnvironment != first.baselineEnvironment {
            throw ShardMergeError(
                source: source, reason: "its baselines' environment.json differs from \(firstSource)'s; run every shard on the same commit")
        }
    }
}
