import ProofSheetSupport
import TestSupport
import Testing

/// Worker processes are handed batches by affinity (`BatchSchedule`): a worker stays on the
/// content-size categories it has begun, so two workers do not both load every size's fonts,
/// and every batch is handed out exactly once whatever order the workers ask in.
@Suite struct BatchScheduleTests {
    /// Hands out every batch, `askers` naming which worker asks each time (cycled), and returns
    /// the batches in the order given with the worker each went to.
    static func handOut(_ schedule: inout BatchSchedule, askers: [Int]) -> [(batch: Int, worker: Int)] {
        var given: [(batch: Int, worker: Int)] = []
        var turn = 0
        while let batch = schedule.next(for: askers[turn % askers.count]) {
            given.append((batch, askers[turn % askers.count]))
            turn += 1
        }
        return given
    }

    @Test func batchesOfTheirOwnGoOutInOrder() {
        var schedule = BatchSchedule(affinities: Array(0..<6), workers: 2)
        #expect(Self.handOut(&schedule, askers: [0, 1, 1, 0, 1]).map(\.batch) == [0, 1, 2, 3, 4, 5])
        #expect(schedule.remaining == 0)
        #expect(schedule.next(for: 0) == nil)
    }

    /// Runs as a matrix lists them: device by device, the categories in order (here three, as
    /// affinities 0, 1, 2, on three devices). Each worker keeps to the categories it took up;
    /// the third category, left over, is shared at the end so neither waits.
    @Test func aWorkerKeepsToTheCategoriesItBegan() {
        var schedule = BatchSchedule(affinities: [0, 1, 2, 0, 1, 2, 0, 1, 2], workers: 2)
        let given = Self.handOut(&schedule, askers: [0, 1])
        #expect(given.map(\.batch) == [0, 1, 3, 4, 6, 7, 2, 5, 8])
        #expect(given.filter { [0, 3, 6].contains($0.batch) }.allSatisfy { $0.worker == 0 })
        #expect(given.filter { [1, 4, 7].contains($0.batch) }.allSatisfy { $0.worker == 1 })
    }

    /// A worker that runs out of its own categories takes up one no other worker has before it
    /// helps with another's.
    @Test func anUntakenCategoryComesBeforeHelping() {
        var schedule = BatchSchedule(affinities: [5, 5, 5, 5, 7, 9], workers: 2)
        #expect(schedule.next(for: 0) == 0)
        #expect(schedule.next(for: 1) == 4)
        #expect(schedule.next(for: 1) == 5, "affinity 7 is done: 9 is untaken")
        #expect(schedule.next(for: 1) == 1, "every affinity is taken: help with 5, which has the most left")
        #expect(schedule.next(for: 0) == 2)
        #expect(schedule.next(for: 1) == 3)
        #expect(schedule.next(for: 0) == nil)
    }

    @Test(arguments: 1...4) func everyBatchGoesOutOnce(workers: Int) {
        var random = SplitMix64(seed: UInt64(workers))
        for _ in 0..<200 {
            let count = Int(random.next() % 40)
            let affinities = (0..<count).map { _ in Int(random.next() % 6) }
            let askers = (0..<7).map { _ in Int(random.next() % UInt64(workers)) }
            var schedule = BatchSchedule(affinities: affinities, workers: workers)
            let given = Self.handOut(&schedule, askers: askers).map(\.batch)
            #expect(given.sorted() == Array(0..<count), "affinities \(affinities), askers \(askers)")
        }
    }
}
