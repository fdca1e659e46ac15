extension SnapshotReport {
    /// The report one run over every shard's variants would have made, from the reports of all
    /// `N` shards of a sharded run (`source` names each, for errors): outcomes in the whole run's
    /// order, orphans and removed temporaries joined, change groups made again. Every shard must
    /// come from the same spec, options, tool and text stack, each of 1...N exactly once, and
    /// together they must hold every variant exactly once.
    public static func merging(_ shards: [(source: String, report: SnapshotReport)]) throws(ShardMergeError) -> SnapshotReport {
        guard let (firstSource, first) = shards.first else { throw ShardMergeError(source: nil, reason: "no shard outputs given") }
        guard let part = first.shard else { throw notAShard(firstSource) }
        var sources = [Int: String]()
        var owner = [Int: Int]()
        for (source, report) in shards {
            guard let this = report.shard else { throw notAShard(source) }
            try checkSameRun(report, this, source: source, as: first, part, firstSource: firstSource)
            if let earlier = sources[this.shard.index] {
                throw ShardMergeError(source: source, reason: "is shard \(this.shard) again (\(earlier) is too); give each shard's output once")
            }
            sources[this.shard.index] = source
            guard this.positions.count == report.outcomes.count, this.positions.allSatisfy({ (0..<this.variantCount).contains($0) }) else {
                throw ShardMergeError(source: source, reason: "its outcomes' positions do not match its outcomes; the manifest was edited or cut short")
            }
            for position in Set(this.positions) {
                if let other = owner[position] {
                    throw ShardMergeError(source: source, reason: "variant \(position + 1) of the run is in shard \(this.shard.index) and in shard \(other)")
                }
                owner[position] = this.shard.index
            }
        }
        let missingShards = (1...part.shard.count).filter { sources[$0] == nil }
        guard missingShards.isEmpty else {
            throw ShardMergeError(source: nil, reason: "shard\(missingShards.count == 1 ? "" : "s") \(missingShards.map(String.init).joined(separator: ", ")) of \(part.shard.count) missing; give every shard's output")
        }
        guard owner.count == part.variantCount else {
            throw ShardMergeError(source: nil, reason: "the shards hold \(owner.count) of the run's \(part.variantCount) variants; each must come from the same run of every shard")
        }
        let outcomes = shards
            .flatMap { shard in zip(shard.report.shard!.positions, shard.report.outcomes) }
            .enumerated()
            .sorted { $0.element.0 != $1.element.0 ? $0.element.0 < $1.element.0 : $0.offset < $1.offset }
            .map(\.element.1)
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
        let differences: [(String, String, String)] = [
            ("shard count", "\(part.shard.count)", "\(firstPart.shard.count)"),
            ("spec", part.specPath, firstPart.specPath),
            ("suite", report.suite, first.suite),
            ("baselines folder", part.snapshotsPath, firstPart.snapshotsPath),
            ("scale", "\(report.scale)", "\(first.scale)"),
            ("record mode", report.recordMode.rawValue, first.recordMode.rawValue),
            ("filter", part.filtered ? "filtered" : "whole matrix", firstPart.filtered ? "filtered" : "whole matrix"),
            ("variant count", "\(part.variantCount)", "\(firstPart.variantCount)"),
            ("tool", report.tool, first.tool),
        ].filter { $0.1 != $0.2 }
        if let (what, this, other) = differences.first {
            throw ShardMergeError(source: source, reason: "its \(what) is \(this.debugDescription) but \(firstSource)'s is \(other.debugDescription); merge shards of one run")
        }
        if report.environment != first.environment {
            let changes = report.environment.differences(from: first.environment).joined(separator: ", ")
            throw ShardMergeError(source: source, reason: "it rendered with another text stack than \(firstSource) (\(changes)); run every shard on the same image")
        }
        if report.baselineEnvironment != first.baselineEnvironment {
            throw ShardMergeError(source: source, reason: "its baselines' environment.json differs from \(firstSource)'s; run every shard on the same commit")
        }
    }
}

/// Why shard outputs cannot be merged: the file and what is wrong with it.
public struct ShardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The shard output at fault; nil when the set as a whole is (a shard missing).
    public var source: String?
    public var reason: String

    public init(source: String?, reason: String) {
        self.source = source
        self.reason = reason
    }

    public var description: String { source.map { "\($0): \(reason)" } ?? reason }
}
