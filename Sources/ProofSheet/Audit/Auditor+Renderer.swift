import Audit
import Foundation

extension Auditor {
    /// An auditor of `renderer`'s suite, its variants laid out and measured as the renderer lays
    /// them out (its fonts, one measurement cache), shared out by `workers`.
    package init(renderer: VariantRenderer, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, workers: SnapshotSession.Workers = .threads) {
        self.init(
            suite: renderer.suite, specName: renderer.specName, measurer: renderer.measurer, layout: { try renderer.layout($0) }, jobs: jobs,
            processes: workers.processPool)
    }
}
