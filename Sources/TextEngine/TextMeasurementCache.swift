import Layout
import Synchronization

/// What a ``TextMeasurementCache`` is keyed by: a measurement request, alone or with more.
protocol TextCacheKey: Hashable, Sendable {
    var request: TextMeasurementRequest { get }
}

extension TextMeasurementRequest: TextCacheKey {
    var request: TextMeasurementRequest { self }
}

/// A thread-safe map from a text request (measurements; shaped lines) to its result, split into
/// shards so that threads working on different texts rarely wait for each other.
///
/// Bounded, so memory stays flat however many variants a run draws: each shard keeps two
/// generations. New entries go into the current one; when it holds `capacity / 16` entries it
/// becomes the previous one and the old previous one is dropped. A hit in the previous
/// generation moves the entry to the current one, so what the variants being drawn use (a label
/// measured by layout and drawn by the painter, the same texts in light and dark) stays, and
/// what only finished variants used goes. Dropping an entry costs only a re-measurement: a
/// result is a function of its request.
final class TextMeasurementCache<Key: TextCacheKey, Value: Sendable>: Sendable {
    private struct Generations {
        var current: [Key: Value] = [:]
        var previous: [Key: Value] = [:]
    }

    private final class Shard: Sendable {
        let entries = Mutex(Generations())
    }

    /// The default bound: entries kept per generation over all shards. On a generated suite
    /// (`tools/bench/generate_suite.py`, check at two jobs) 2,048 kept the peak resident size at
    /// 59 MB for 2,016 variants and 78 MB for 5,040 (16,384: 102 and 136 MB) at the same speed.
    static var defaultCapacity: Int { 2_048 }

    private static var shardCount: Int { 16 }
    private let shards: [Shard] = (0..<shardCount).map { _ in Shard() }
    private let generationSize: Int

    /// - Parameter capacity: entries per generation over all shards (at most twice that are kept).
    init(capacity: Int = defaultCapacity) {
        generationSize = max(1, capacity / Self.shardCount)
    }

    subscript(key: Key) -> Value? {
        get {
            shard(for: key.request).entries.withLock { generations in
                if let value = generations.current[key] { return value }
                guard let value = generations.previous.removeValue(forKey: key) else { return nil }
                insert(value, for: key, into: &generations)
                return value
            }
        }
        set {
            shard(for: key.request).entries.withLock { generations in
                if let newValue {
                    insert(newValue, for: key, into: &generations)
                } else {
                    generations.current[key] = nil
                    generations.previous[key] = nil
                }
            }
        }
    }

    /// How many entries are kept, over both generations of every shard.
    var count: Int {
        shards.reduce(0) { total, shard in total + shard.entries.withLock { $0.current.count + $0.previous.count } }
    }

    private func insert(_ value: Value, for key: Key, into generations: inout Generations) {
        if generations.current.count >= generationSize, generations.current[key] == nil {
            generations.previous = generations.current
            generations.current = Dictionary(minimumCapacity: generationSize)
        }
        generations.current[key] = value
    }

    /// A cheap spread (text length and width) so the dictionary's own hash is computed only once.
    /// A width that is infinite (no wrapping), NaN or beyond any screen spreads like width 0.
    private func shard(for request: TextMeasurementRequest) -> Shard {
        let width = abs(request.width) < 1e9 ? Int(request.width.rounded(.down)) : 0
        let spread = request.text.utf8.count &* 31 &+ width
        return shards[Int(UInt(bitPattern: spread) % UInt(shards.count))]
    }
}
