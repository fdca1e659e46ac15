import Foundation
import Snapshot
import Spec
import TestSupport
import Testing

/// Splitting work into shards: every unit in exactly one shard, the same split every time, loads
/// balanced within the largest unit, and K/N parsed with its range checked.
@Suite struct ShardTests {
    /// Seeded random costs, 1 to 50 shards: the shards' positions partition the units, and the
    /// heaviest shard carries at most the lightest one's load plus the largest unit's cost.
    @Test func shardsPartitionTheUnitsAndBalanceTheirCosts() throws {
        var random = SplitMix64(seed: 17)
        for count in [1, 2, 3, 4, 7, 50] {
            let costs = (0..<300).map { _ in Double(random.next() % 1_000) / 10 }
            let parts = try (1...count).map { try Shard(index: $0, count: count).positions(costs: costs) }
            #expect(parts.flatMap { $0 }.sorted() == Array(costs.indices))
            #expect(parts.allSatisfy { $0 == $0.sorted() })
            let loads = parts.map { $0.reduce(0) { $0 + costs[$1] } }
            #expect(loads.max()! - loads.min()! <= costs.max()!, "\(count): \(loads)")
            #expect(try (1...count).map { try Shard(index: $0, count: count).positions(costs: costs) } == parts)
        }
    }

    /// Equal costs go round the shards in order; a cost that is not a number counts as nothing.
    @Test func equalCostsAlternateAndBadCostsCountAsZero() throws {
        #expect(try Shard(index: 1, count: 2).positions(costs: [1, 1, 1, 1, 1]) == [0, 2, 4])
        #expect(try Shard(index: 2, count: 2).positions(costs: [1, 1, 1, 1, 1]) == [1, 3])
        #expect(try Shard(index: 1, count: 2).positions(costs: [.nan, 5, .infinity, -3, 4]) == [1])
        #expect(try Shard(index: 2, count: 2).positions(costs: [.nan, 5, .infinity, -3, 4]) == [0, 2, 3, 4])
        #expect(try Shard(index: 3, count: 3).positions(costs: []) == [])
    }

    @Test func parsesKOfNAndChecksTheRange() throws {
        #expect(try Shard(parsing: "3/4") == Shard(index: 3, count: 4))
        #expect(try Shard(parsing: "1/1000").count == 1_000)
        for (text, message) in [
            ("0/4", "shard 0/4: 0 is outside 1...4"), ("5/4", "shard 5/4: 5 is outside 1...4"), ("1/0", "shard 1/0: 0 shards is outside 1...1000"),
            ("-1/4", "shard -1/4: -1 is outside 1...4"), ("3", "shard \"3\" is not K/N"), ("1/2/3", "shard \"1/2/3\" is not K/N"),
            ("", "shard \"\" is not K/N"),
            ("1/ 2", "shard \"1/ 2\" is not K/N"),
        ] {
            #expect(throws: ShardError.self, "\(text)") { try Shard(parsing: text) }
            do { _ = try Shard(parsing: text) } catch { #expect(error.description.hasPrefix(message), "\(error.description)") }
        }
    }

    /// A shard read back from a manifest or audit report is checked as one parsed from
    /// `--shard`: an edited 1/0 or 1/10^12 is a decoding error, so merging never traps on an
    /// empty range or counts to a trillion.
    @Test func decodingChecksTheRange() throws {
        let decode = { (json: String) in try JSONDecoder().decode(Shard.self, from: Data(json.utf8)) }
        #expect(try decode(#"{"index": 2, "count": 3}"#) == Shard(index: 2, count: 3))
        #expect(try decode(String(decoding: JSONEncoder().encode(Shard(index: 7, count: 1_000)), as: UTF8.self)) == Shard(index: 7, count: 1_000))
        for (json, message) in [
            (#"{"index": 1, "count": 0}"#, "shard 1/0: 0 shards is outside 1...1000"),
            (#"{"index": 1, "count": 1000000000000}"#, "1000000000000 shards is outside 1...1000"),
            (#"{"index": 0, "count": 4}"#, "shard 0/4: 0 is outside 1...4"),
        ] {
            do {
                _ = try decode(json)
                Issue.record("\(json) decoded")
            } catch let DecodingError.dataCorrupted(context) {
                #expect(context.debugDescription.contains(message), "\(context.debugDescription)")
            }
        }
    }
}
