import ProofSheetSupport

/// The one check that merged shards are every shard of one run, each of the run's variants in
/// exactly one of them, and the one way their results go back into the run's order: what
/// `proofsheet merge` does with check outputs and with audit reports alike.
package struct ShardSet {
    /// How many shards the run was split into, and how many variants it has.
    package let shardCount: Int
    package let variantCount: Int
    /// What each shard gave ("output", "report") and what they all come from ("run", "audit"),
    /// for messages.
    let part: String
    let run: String
    private var sources: [Int: String] = [:]
    private var owner: [Int: Int] = [:]

    package init(shardCount: Int, variantCount: Int, part: String, run: String) {
        self.shardCount = shardCount
        self.variantCount = variantCount
        self.part = part
        self.run = run
    }

    /// Adds shard `shard` from `source`, which ran the variants at `positions` of the run; an
    /// error when that shard was added already or a variant is in another shard too.
    package mutating func add(_ shard: Shard, positions: [Int], from source: String) throws(ShardMergeError) {
        if let earlier = sources[shard.index] {
            throw ShardMergeError(source: source, reason: "is shard \(shard) again (\(earlier) is too); give each shard's \(part) once")
        }
        sources[shard.index] = source
        for position in Set(positions) {
            if let other = owner[position] {
                throw ShardMergeError(source: source, reason: "variant \(position + 1) of the run is in shard \(shard.index) and in shard \(other)")
            }
            owner[position] = shard.index
        }
    }

    /// An error unless every shard was added and together they hold every variant.
    package func checkComplete() throws(ShardMergeError) {
        let missing = (1...shardCount).filter { sources[$0] == nil }
        guard missing.isEmpty else {
            throw ShardMergeError(
                source: nil,
                reason:
                    "shard\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ", ")) of \(shardCount) missing; give every shard's \(part)"
            )
        }
        guard owner.count == variantCount else {
            throw ShardMergeError(
                source: nil,
                reason: "the shards hold \(owner.count) of the run's \(variantCount) variants; each must come from the same \(run) of every shard")
        }
    }

    /// Whether `positions` are places among a run's `variantCount` variants (a shard's file
    /// may have been edited).
    package static func areValid(_ positions: [Int], among variantCount: Int) -> Bool {
        variantCount >= 0 && positions.allSatisfy { $0 >= 0 && $0 < variantCount }
    }

    /// What tells one run's variants from another's (another filter or spec with as many
    /// variants): the SHA-256 of their names in the run's order, one per line.
    package static func digest(ofVariants names: [String]) -> String {
        SHA256Digest.hex(of: Array(names.joined(separator: "\n").utf8))
    }

    /// The shards' items in the run's order: by the place each carries in the whole run,
    /// items at one place in the order their shards gave them.
    package static func inRunOrder<Item>(_ shards: [[(place: Int, item: Item)]]) -> [Item] {
        shards.flatMap { $0 }.enumerated()
            .sorted { $0.element.place != $1.element.place ? $0.element.place < $1.element.place : $0.offset < $1.offset }
            .map(\.element.item)
    }
}
