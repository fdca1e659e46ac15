/// What a shard's report needs so that `proofsheet merge` can make the report one run over every
/// shard's variants would have made: which shard it was, where each outcome sits in that run, and
/// the paths that run was given.
package struct ShardPart: Hashable, Sendable, Codable {
    package var shard: Shard
    /// For each outcome, in order, its variant's position among the variants of the whole run
    /// (every shard's), so merged outcomes come in the order one run lists them.
    package var positions: [Int]
    /// How many variants the whole run has, in every shard.
    package var variantCount: Int
    /// Whether the run was filtered apart from being sharded (by screen, device and so on).
    package var filtered: Bool
    /// The spec path as given, for the merged report's accept list.
    package var specPath: String
    /// The baselines folder as given (`--snapshots`), for the merged report's accept list.
    package var snapshotsPath: String
    /// ``ShardSet/digest(ofVariants:)`` of the whole run's variants, so shards of differently
    /// filtered runs do not merge; nil in manifests written before it existed.
    package var variants: String?
    /// The options the shard ran with that change outcomes, so shards run with different ones
    /// do not merge; nil in manifests written before it existed.
    package var options: ShardRunOptions?

    package init(
        shard: Shard, positions: [Int], variantCount: Int, filtered: Bool, specPath: String, snapshotsPath: String, variants: String? = nil,
        options: ShardRunOptions? = nil
    ) {
        self.shard = shard
        self.positions = positions
        self.variantCount = variantCount
        self.filtered = filtered
        self.specPath = specPath
        self.snapshotsPath = snapshotsPath
        self.variants = variants
        self.options = options
    }
}

/// The options of a check that change its outcomes and are not in its report otherwise (the
/// scale and record mode are): what `proofsheet merge` compares between shards, so a merged
/// report never mixes outcomes judged by different rules.
package struct ShardRunOptions: Hashable, Sendable, Codable {
    /// pixelmatch's colour threshold.
    package var threshold: Double
    /// Whether anti-aliased pixels count.
    package var includeAA: Bool
    /// The tolerance: the most counted pixels that pass, absolute and as a fraction.
    package var maxDiffPixels: Int?
    package var maxDiffPixelRatio: Double?
    /// Whether the audit ran on every variant (`check --audit`).
    package var audit: Bool

    package init(threshold: Double, includeAA: Bool, maxDiffPixels: Int?, maxDiffPixelRatio: Double?, audit: Bool) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
        self.audit = audit
    }

    /// Each option as `check` spells it, with its value as a message shows it: "not recorded"
    /// for every one of a manifest from before they were (nil `options`).
    package static func described(_ options: ShardRunOptions?) -> [(option: String, value: String)] {
        let values: [(String, String?)] = [
            ("--threshold", options.map { "\($0.threshold)" }), ("--include-aa", options.map { $0.includeAA ? "on" : "off" }),
            ("--max-diff-pixels", options.map { $0.maxDiffPixels.map { "\($0)" } ?? "none" }),
            ("--max-diff-ratio", options.map { $0.maxDiffPixelRatio.map { "\($0)" } ?? "none" }),
            ("--audit", options.map { $0.audit ? "on" : "off" }),
        ]
        return values.map { ($0, $1 ?? "not recorded") }
    }
}
