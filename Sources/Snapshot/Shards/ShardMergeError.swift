/// Why shard outputs cannot be merged: the file and what is wrong with it.
package struct ShardMergeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The shard output at fault; nil when the set as a whole is (a shard missing).
    package var source: String?
    package var reason: String

    package init(source: String?, reason: String) {
        self.source = source
        self.reason = reason
    }

    package var description: String { source.map { "\($0): \(reason)" } ?? reason }
}
