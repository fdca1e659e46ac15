import Layout
import Synchronization

/// A thread-safe map from measurement request to result, split into shards so that threads
/// measuring different texts rarely wait for each other.
final class TextMeasurementCache: Sendable {
    private final class Shard: Sendable {
        let entries = Mutex<[TextMeasurementRequest: TextMeasurement]>([:])
    }

    private let shards: [Shard] = (0..<16).map { _ in Shard() }

    subscript(request: TextMeasurementRequest) -> TextMeasurement? {
        get { shard(for: request).entries.withLock { $0[request] } }
        set { shard(for: request).entries.withLock { $0[request] = newValue } }
    }

    /// A cheap spread (text length and width) so the dictionary's own hash is computed only once.
    /// A width that is infinite (no wrapping), NaN or beyond any screen spreads like width 0.
    private func shard(for request: TextMeasurementRequest) -> Shard {
        let width = abs(request.width) < 1e9 ? Int(request.width.rounded(.down)) : 0
        let spread = request.text.utf8.count &* 31 &+ width
        return shards[Int(UInt(bitPattern: spread) % UInt(shards.count))]
    }
}
