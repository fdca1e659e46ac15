/// What a shard's report needs so that `proofsheet merge` can make the report one run over every
/// shard's variants would have made: which shard it was, where each outcome sits in that run, and
/// the paths that run was given.
public struct ShardPart: Hashable, Sendable, Codable {
    public var shard: Shard
    /// For each outcome, in order, its variant's position among the variants of the whole run
    /// (every shard's), so merged outcomes come in the order one run lists them.
    public var positions: [Int]
    /// How many variants the whole run has, in every shard.
    public var variantCount: Int
    /// Whether the run was filtered apart from being sharded (by screen, device and so on).
    public var filtered: Bool
    /// The spec path as given, for the merged report's accept list.
    public var specPath: String
    /// The baselines folder as given (`--snapshots`), for the merged report's accept list.
    public var snapshotsPath: String
    /// ``ShardSet/digest(ofVariants:)`` of the whole run's variants, so shards of differently
    /// filtered runs do not merge; nil in manifests written before it existed.
    public var variants: String?

    public init(
        shard: Shard, positions: [Int], variantCount: Int, filtered: Bool, specPath: String, snapshotsPath: String, variants: String? = nil
    ) {
        self.shard = shard
        self.positions = positions
        self.variantCount = variantCount
        self.filtered = filtered
        self.specPath = specPath
        self.snapshotsPath = snapshotsPath
        self.variants = variants
    }
}
