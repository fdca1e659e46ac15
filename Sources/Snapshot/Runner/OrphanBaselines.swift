import Foundation
import Spec
import Variants

/// The baselines of a suite that its runs no longer produce (orphans), and pruning them: the
/// orphans a run leaves, what pruning them would delete, and the deletion.
package struct OrphanBaselines: Sendable {
    package let suite: Suite
    package let configuration: SnapshotRunner.Configuration

    private var store: BaselineStore { BaselineStore(root: configuration.snapshots) }

    /// Baselines under the suite's folder at this scale that no variant of the full matrix
    /// produces, and pages a variant rendered now no longer has. Scale and page come from
    /// parsing each name (`BaselineName`), so another scale's set is never an orphan; a file
    /// whose name does not parse is not a baseline, and never an orphan. A variant that failed to
    /// render keeps its pages.
    package func find(outcomes: [SnapshotOutcome], rendered: [Variant], matrix known: Set<BaselineName>) -> [String] {
        let scale = configuration.scale
        let failed = Set(outcomes.filter { $0.status == .error }.compactMap { BaselineName(path: $0.files.baseline) })
        let renderedNow = Set(rendered.map { BaselineName(suite: suite.name, variant: $0, scale: scale) }).subtracting(failed)
        let produced = Set(outcomes.map(\.files.baseline))
        return store.baselines(under: suite.folderName).filter { path in
            guard let name = BaselineName(path: path), name.scale == scale else { return false }
            if !known.contains(name.unpaged) { return true }
            // A page of a variant rendered now that this run did not produce.
            return renderedNow.contains(name.unpaged) && !produced.contains(path) && configuration.baselineNames == nil
        }
    }

    /// What pruning the orphans of `report` (a run with this configuration) would delete, and
    /// whether it may: see ``PrunePlan``. `confirmed`: the user agreed to delete more than a
    /// handful of files.
    package func prunePlan(for report: SnapshotReport, confirmed: Bool) -> PrunePlan {
        let count = store.baselines(under: suite.folderName).filter { BaselineName(path: $0)?.scale == configuration.scale }.count
        return PrunePlan.deciding(for: report, confirmed: confirmed, baselineCount: count)
    }

    /// Deletes the plan's deletions when its decision is to delete, and returns what it deleted
    /// (nothing otherwise). Stops at the first baseline it cannot delete, saying which of the
    /// plan's files were deleted before it.
    package func prune(_ plan: PrunePlan) throws(PruneError) -> [String] {
        guard plan.decision == .delete else { return [] }
        for (index, path) in plan.deletions.enumerated() {
            do {
                try store.remove(path)
            } catch {
                throw PruneError(failure: error, deleted: Array(plan.deletions[..<index]), planned: plan.deletions.count)
            }
        }
        return plan.deletions
    }
}
