import Foundation
import Synchronization

/// Runs `body(index)` for every index in `0..<count` on `threads` dedicated threads that start
/// together (GCD's concurrentPerform would use only as many threads as there are cores), and
/// returns the results by index.
package func onThreads<T: Sendable>(_ threads: Int, count: Int, _ body: @escaping @Sendable (Int) throws -> T) throws -> [T] {
    let results = Mutex<[Int: Result<T, any Error>]>([:])
    let next = Mutex(0)
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    for _ in 0..<threads {
        done.enter()
        let thread = Thread {
            start.wait()
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < count else { break }
                let result = Result { try body(index) }
                results.withLock { $0[index] = result }
            }
            done.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    for _ in 0..<threads { start.signal() }
    done.wait()
    let collected = results.withLock { $0 }
    return try (0..<count).map { try collected[$0]!.get() }
}
