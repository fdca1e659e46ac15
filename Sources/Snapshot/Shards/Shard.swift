/// One of `count` parts of a run (`--shard K/N`), for CI systems that spread a suite over
/// parallel jobs: every unit of work (a variant, or a sheet's variants) goes to exactly one shard,
/// and the shards' loads are balanced by each unit's cost.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The most shards a run can be split into.
    public static let maximumCount = 1_000

    /// Which shard, from 1.
    public let index: Int
    /// How many shards the run is split into.
    public let count: Int

    /// Shard `index` (from 1) of `count`; an error unless `1 <= index <= count <= maximumCount`.
    public init(index: Int, count: Int) throws(ShardError) {
        guard (1...Self.maximumCount).contains(count) else { throw ShardError.count("\(index)/\(count)", count) }
        guard (1...count).contains(index) else { throw ShardError.index("\(index)/\(count)", index, count) }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, as `--shard 2/4` and CI systems' job indices give it.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { throw ShardError.syntax(text) }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    private enum CodingKeys: String, CodingKey { case index, count }

    /// Decodes a shard as ``init(index:count:)`` makes one: a manifest or report edited to
    /// shard 0 of 0, or of a trillion, is a decoding error, not a crash or a hang in merging.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            let index = try container.decode(Int.self, forKey: .index)  // spec-number: range-checked by init(index:count:)
            let count = try container.decode(Int.self, forKey: .count)  // spec-number: range-checked by init(index:count:)
            try self.init(index: index, count: count)
        } catch let error as ShardError {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: error.description))
        }
    }

    /// The positions in `costs` (each unit's cost, in the run's order) this shard takes, in
    /// that order. Longest first, each unit goes to the shard with the least cost so far (the
    /// lowest index on a tie), which keeps the heaviest shard within the largest unit's cost of
    /// an even split. The same costs give the same assignment on every machine; a cost that is
    /// not a finite, non-negative number counts as 0.
    public func positions(costs: [Double]) -> [Int] {
        let costs = costs.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let order = costs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        var loads = [Double](repeating: 0, count: count)
        var mine: [Int] = []
        for position in order {
            var lightest = 0
            for shard in 1..<count where loads[shard] < loads[lightest] { lightest = shard }
            loads[lightest] += costs[position]
            if lightest == index - 1 { mine.append(position) }
        }
        return mine.sorted()
    }
}

/// A `--shard` value that is not `K/N` with `1 <= K <= N <= 1,000`.
public enum ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    case syntax(String)
    case count(String, Int)
    case index(String, Int, Int)

    public var description: String {
        switch self {
        case .syntax(let text): "shard \(text.debugDescription) is not K/N (this job's number from 1, then the number of jobs, e.g. 2/4)"
        case .count(let text, let count): "shard \(text): \(count) shards is outside 1...\(Shard.maximumCount)"
        case .index(let text, let index, let count): "shard \(text): \(index) is outside 1...\(count)"
        }
    }
}
