import Dispatch
import Synchronization

/// Work over indices on up to `jobs` threads, each thread taking the next index when it is free,
/// with results by index: the one way variants, sheets and audits use every core. The results,
/// and so every output made from them, do not depend on the job count.
package enum ParallelWork {
    /// `body(index)` for each index in `0..<count`, in index order. `finished` is called after
    /// each, from its thread, one call at a time, with the index, its result and how many have
    /// finished.
    package static func map<T: Sendable>(
        _ count: Int, jobs: Int, _ body: @Sendable (Int) -> T, finished: @Sendable (_ index: Int, _ result: T, _ done: Int) -> Void = { _, _, _ in }
    ) -> [T] {
        let results = Mutex<[Int: T]>([:])
        let reporting = Mutex(())
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), max(1, count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = body(index)
                reporting.withLock { _ in
                    let done = results.withLock { results in
                        results[index] = result
                        return results.count
                    }
                    finished(index, result, done)
                }
            }
        }
        return results.withLock { results in (0..<count).map { results[$0]! } }
    }

    /// `first()` and `second()` at the same time, on two threads, and both results once both
    /// have finished.
    package static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let secondResult = Mutex<B?>(nil)
        let firstResults = map(2, jobs: 2) { index -> A? in
            guard index == 1 else { return first() }
            let result = second()
            secondResult.withLock { $0 = result }
            return nil
        }
        return (firstResults[0]!, secondResult.withLock { $0! })
    }

    /// `body(index)` for each index in `0..<count`, in index order; the first error in index
    /// order is thrown once all have run.
    package static func tryMap<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) throws -> T) throws -> [T] {
        try map(count, jobs: jobs, { index in Result { try body(index) } }).map { try $0.get() }
    }
}
