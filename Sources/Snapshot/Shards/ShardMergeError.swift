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
