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
final class TextMeasurementCache<Key: TextCacheKey, Value: Sendable>: Sendable {
    private final class Shard: Sendable {
        let entries = Mutex<[Key: Value]>([:])
    }

    private let shards: [Shard] = (0..<16).map { _ in Shard() }

    subscript(key: Key) -> Value? {
        get { shard(for: key.request).entries.withLock { $0[key] } }
        set { shard(for: key.request).entries.withLock { $0[key] = newValue } }
    }

    /// A cheap spread (text length and width) so the dictionary's own hash is computed only once.
    /// A width that is infinite (no wrapping), NaN or beyond any screen spreads like width 0.
    private func shard(for request: TextMeasurementRequest) -> Shard {
        let width = abs(request.width) < 1e9 ? Int(request.width.rounded(.down)) : 0
        let spread = request.text.utf8.count &* 31 &+ width
        return shards[Int(UInt(bitPattern: spread) % UInt(shards.count))]
    }
}
