/// The order in which ``WorkerProcesses`` hands batches to its workers, by affinity: batches of
/// one affinity share what a worker process builds up as it goes (for variants, the fonts,
/// fontconfig matches, shaped text and glyphs of one content-size category's sizes), so a
/// worker is kept on the affinities it has begun rather than every worker loading every size.
///
/// A worker asking for a batch is given, in this order of preference:
/// 1. the next batch of an affinity it already has (the one it took up last first);
/// 2. else the first batch of the first affinity no worker has taken up yet;
/// 3. else, once every affinity is taken up, the next batch of the affinity with the most
///    batches left, so the workers finish together.
///
/// Which worker runs a batch changes no result (each index's result depends on the index
/// alone), only how much each worker repeats; the schedule itself is deterministic.
package struct BatchSchedule {
    /// The batches not handed out yet, per affinity, in batch order.
    private var waiting: [Int: ArraySlice<Int>] = [:]
    /// The affinities in the order of their first batch.
    private let affinityOrder: [Int]
    /// How far into `affinityOrder` every affinity has been taken up.
    private var firstUntaken = 0
    private var taken: Set<Int> = []
    /// The affinities each worker has taken up, in the order it did.
    private var workerAffinities: [[Int]]
    /// Batches not handed out yet.
    package private(set) var remaining: Int

    /// `affinities[batch]` for each batch; `workers` workers ask for batches.
    package init(affinities: [Int], workers: Int) {
        var grouped: [Int: [Int]] = [:]
        var order: [Int] = []
        for (batch, affinity) in affinities.enumerated() {
            if grouped[affinity] == nil { order.append(affinity) }
            grouped[affinity, default: []].append(batch)
        }
        waiting = grouped.mapValues { $0[...] }
        affinityOrder = order
        workerAffinities = Array(repeating: [], count: workers)
        remaining = affinities.count
    }

    /// The batch `worker` (an index in `0..<workers`) runs next; nil when none are left.
    package mutating func next(for worker: Int) -> Int? {
        guard remaining > 0 else { return nil }
        for affinity in workerAffinities[worker].reversed() {
            if let batch = waiting[affinity]?.popFirst() { return handOut(batch) }
        }
        while firstUntaken < affinityOrder.count, taken.contains(affinityOrder[firstUntaken]) { firstUntaken += 1 }
        if firstUntaken < affinityOrder.count {
            let affinity = affinityOrder[firstUntaken]
            take(affinity, for: worker)
            return handOut(waiting[affinity]!.popFirst()!)
        }
        // Every affinity is taken up: help with the one with the most batches left (the first
        // of equals).
        var busiest = affinityOrder[0]
        for affinity in affinityOrder where waiting[affinity]!.count > waiting[busiest]!.count { busiest = affinity }
        take(busiest, for: worker)
        return handOut(waiting[busiest]!.popFirst()!)
    }

    private mutating func take(_ affinity: Int, for worker: Int) {
        taken.insert(affinity)
        workerAffinities[worker].removeAll { $0 == affinity }
        workerAffinities[worker].append(affinity)
    }

    private mutating func handOut(_ batch: Int) -> Int {
        remaining -= 1
        return batch
    }
}
