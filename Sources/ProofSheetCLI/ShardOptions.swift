import ArgumentParser
import ProofSheet
import Snapshot

/// `--shard K/N` and `--timings FILE`: run one part of the matrix, as one of a CI system's
/// parallel jobs.
struct ShardOptions: ParsableArguments {
    @Option(
        help: """
            Run only shard K of N (K from 1, N up to \(Shard.maximumCount)), e.g. ${CI_NODE_INDEX}/${CI_NODE_TOTAL}: every variant is in \
            exactly one shard; proofsheet merge combines the shards' outputs.
            """,
        transform: ShardOptions.shard
    )
    var shard: Shard?

    @Option(
        help:
            "With --shard: an earlier check's manifest.json, to balance the shards by its per-variant times (default: by an estimate of each variant's size).",
        transform: ArgumentParsing.path)
    var timings: String?

    func validate() throws {
        if timings != nil, shard == nil { throw ValidationError("--timings balances shards; add --shard K/N or leave it out") }
    }

    /// The plan `--shard` and `--timings` describe; nil without `--shard`. An error names a
    /// `--timings` file that cannot be read.
    func plan() throws -> ShardPlan? {
        guard let shard else { return nil }
        guard let timings else { return ShardPlan(shard: shard) }
        do { return try ShardPlan(shard: shard, timingsFile: timings) } catch { throw ValidationError("--timings \(error)") }
    }

    /// An error when `--prune` comes with `--shard`: a shard does not know the other shards'
    /// variants, so it cannot tell which baselines are orphans.
    static func checkNoPrune(_ shard: ShardOptions, _ snapshot: SnapshotOptions) throws {
        if shard.shard != nil, snapshot.prune {
            throw ValidationError("--prune needs the whole matrix, and a shard holds only part of it; prune in a run without --shard")
        }
    }

    static func shard(_ text: String) throws -> Shard {
        do { return try Shard(parsing: text) } catch { throw ValidationError(error.description) }
    }
}
