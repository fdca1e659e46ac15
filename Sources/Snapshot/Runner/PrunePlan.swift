import ProofSheetSupport
import Variants

/// What pruning would delete after a run, decided before anything is deleted
/// (the facade's `SnapshotSession.prune(_:confirmed:announce:)`).
///
/// Only orphans of the suite, screens, devices and scale the run covered are candidates, and only
/// after a run over the whole matrix in which every variant rendered: a filtered, sharded, failed
/// or empty run deletes nothing. Deleting more than ``unconfirmedCount`` files, or more than a tenth of the
/// suite's baselines at that scale, needs confirmation.
public struct PrunePlan: Hashable, Sendable {
    public enum Decision: Hashable, Sendable {
        /// Delete ``PrunePlan/deletions``.
        case delete
        /// Delete nothing, because of the run (filtered, failed, no variants); the reason says which.
        case skip(reason: String)
        /// Delete nothing until confirmed: too many files; the reason says how many of how many.
        case refuse(reason: String)
    }

    /// The most files pruning deletes without confirmation.
    public static let unconfirmedCount = 5

    /// The orphans in the folders of the screens and devices the run covered, at its scale.
    public var deletions: [String]
    /// Orphans elsewhere in the suite's folder (a screen or device no longer in the spec): listed,
    /// never deleted.
    public var kept: [String]
    public var decision: Decision

    public init(deletions: [String], kept: [String], decision: Decision) {
        self.deletions = deletions
        self.kept = kept
        self.decision = decision
    }

    /// Decides for a finished run. `baselineCount`: the suite's baselines at the run's scale,
    /// orphans included.
    public static func deciding(for report: SnapshotReport, confirmed: Bool, baselineCount: Int) -> PrunePlan {
        let covered = Set(report.outcomes.compactMap { BaselineName(path: $0.files.baseline)?.folder })
        let deletions = report.orphans.filter { BaselineName(path: $0).map { covered.contains($0.folder) } ?? false }
        let kept = report.orphans.filter { !deletions.contains($0) }
        let failed = report.outcomes.filter { $0.status == .error }.count
        let decision: Decision =
            if let part = report.shard {
                .skip(reason: "the run is shard \(part.shard) and other shards' variants are not known to it; prune in a run over the whole matrix")
            } else if report.filtered {
                .skip(reason: "the run was filtered (by \(filterableBy)); pruning needs a run over the whole matrix")
            } else if failed > 0 {
                .skip(reason: "\(failed.counted("variant")) failed, so which baselines are still needed is not known; fix the errors first")
            } else if report.outcomes.isEmpty {
                .skip(reason: "the run produced no variants")
            } else if !confirmed, deletions.count > unconfirmedCount || deletions.count * 10 > baselineCount {
                .refuse(
                    reason:
                        "\(deletions.count) of the suite's \(baselineCount) baselines at @\(report.scale)x would be deleted, more than \(unconfirmedCount) files or a tenth of the set"
                )
            } else {
                .delete
            }
        return PrunePlan(deletions: deletions, kept: kept, decision: decision)
    }

    /// What a run can be filtered by: `screen, device, category, columns, appearance or language`,
    /// the screen and the current registry's axes.
    private static var filterableBy: String {
        let names = ["screen"] + VariantAxisRegistry.current.axes.map(\.key)
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }
}

/// Pruning stopped at a baseline it could not delete: what failed, and which of the listed files
/// were deleted before it (the rest are still there).
public struct PruneError: Error, CustomStringConvertible, Sendable {
    /// The deletion that failed.
    package let failure: BaselineStoreError
    /// The plan's files deleted before the failure, in the order they were listed.
    public let deleted: [String]
    /// How many files the plan listed.
    public let planned: Int

    public var description: String {
        let before =
            deleted.isEmpty
            ? "nothing was deleted"
            : "deleted before it: \(deleted.count) of the \(planned) listed (\(deleted.joined(separator: ", ")))"
        return "\(failure); \(before); the other \(planned - deleted.count) are kept"
    }
}
