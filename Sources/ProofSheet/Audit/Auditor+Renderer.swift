import Audit
import Foundation
import Variants

extension Auditor {
    /// An auditor of `renderer`'s suite, its variants laid out and measured as the renderer lays
    /// them out (its fonts, one measurement cache), shared out by `workers`.
    package init(renderer: VariantRenderer, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, workers: SnapshotSession.Workers = .threads) {
        self.init(
            suite: renderer.suite, specName: renderer.specName, measurer: renderer.measurer, layout: { try renderer.layout($0) }, jobs: jobs,
            fanOut: workers.auditFanOut)
    }
}

extension SnapshotSession.Workers {
    /// How these workers share an audit's chunks out: on threads (``Auditor/threads``), or one
    /// chunk to a worker process at a time, chunks of one screen size kept on one worker.
    var auditFanOut: Auditor.FanOut {
        switch self {
        case .threads: Auditor.threads
        case .processes:
            { chunks, variants, jobs, audit in
                try WorkerProcesses.tryMap(
                    chunks.count, jobs: jobs, batches: chunks.indices.map { $0..<($0 + 1) },
                    affinities: Variant.sizeAffinities(of: chunks, in: variants), audit
                )
            }
        }
    }
}
