/// Worker processes to run work over indices on, handed in by the facade (its `WorkerProcesses`,
/// which knows the painter's threads to wait for before forking) to the stages below it that fan
/// work out: without one they use threads of this process (``ParallelWork``). Either gives the
/// same results, index by index.
package protocol WorkerProcessPool: Sendable {
    /// `body(index)` for each index in `0..<count`, in index order, on up to `jobs` worker
    /// processes. `batches` are consecutive ranges covering `0..<count`, each handed to one worker
    /// whole, in the order ``BatchSchedule`` gives by `affinities` (one for each batch; nil: in
    /// order). `finished` is called in this process after each index, one call at a time, with the
    /// index, its result and how many have finished. `interrupted`, when given, is the result of an
    /// index whose worker ended while running it, with the reason; without it such an index runs
    /// again in this process.
    func map<T: Codable & Sendable>(
        _ count: Int, jobs: Int, batches: [Range<Int>], affinities: [Int]?, _ body: @Sendable (Int) -> T,
        interrupted: (@Sendable (_ index: Int, _ reason: String) -> T)?, finished: @Sendable (_ index: Int, _ result: T, _ done: Int) -> Void
    ) -> [T]
}

extension WorkerProcessPool {
    /// `body(index)` for each index in `0..<count`, in index order, as ``map(_:jobs:batches:affinities:_:interrupted:finished:)``
    /// runs it; the first error in index order is thrown once all have run. A worker answers an
    /// index whose body threw with nothing, and it is run again in this process to throw its error
    /// as it was.
    package func tryMap<T: Codable & Sendable>(
        _ count: Int, jobs: Int, batches: [Range<Int>], affinities: [Int]?, _ body: @Sendable (Int) throws -> T
    ) throws -> [T] {
        let answers: [T?] = map(count, jobs: jobs, batches: batches, affinities: affinities, { try? body($0) }, interrupted: nil) { _, _, _ in }
        return try answers.indices.map { index in try answers[index] ?? body(index) }
    }
}
