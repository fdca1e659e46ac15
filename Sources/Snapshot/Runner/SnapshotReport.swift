import DynamicType
import Foundation
import ProofSheetSupport

/// The result of a check or record run: every outcome, orphans, and the environments.
public struct SnapshotReport: Hashable, Sendable, Codable {
    /// How a run ends, as the CLI's exit code.
    public enum Verdict: Int32, Sendable {
        /// Every variant passed (new baselines recorded count as passing).
        case passed = 0
        /// At least one variant changed.
        case changed = 1
        /// A variant could not be rendered or compared.
        case error = 2
        /// Baselines are missing and recording was off.
        case missing = 3
    }

    public var tool: String
    public var spec: String
    public var suite: String
    public var recordMode: RecordMode
    public var scale: Int
    public var environment: RenderEnvironment
    /// The environment the baselines were recorded in, when known.
    public var baselineEnvironment: RenderEnvironment?
    public var outcomes: [SnapshotOutcome]
    /// Whether the run covered only part of the matrix (a filter, named baselines, or a shard).
    public var filtered: Bool
    /// For one shard of a sharded run (`--shard K/N`), which shard and where its outcomes sit in
    /// the whole run; nil for a whole run, and for the report `merging(_:)` makes of the shards.
    package var shard: ShardPart?
    /// Baselines at this scale that no variant produces.
    public var orphans: [String]
    /// The orphans this run deleted (`--prune`).
    public var pruned: [String]
    /// Temporary files an interrupted run had left in the suite's folder, which this run removed.
    public var removedTemporaryFiles: [String]
    /// The changed variants grouped by the change they show (``ChangeGroup/groups(of:)``), made
    /// from `outcomes` when the report is.
    public var changeGroups: [ChangeGroup]

    package init(
        tool: String, spec: String, suite: String, recordMode: RecordMode, scale: Int, environment: RenderEnvironment,
        baselineEnvironment: RenderEnvironment?, outcomes: [SnapshotOutcome], filtered: Bool = false, shard: ShardPart? = nil, orphans: [String],
        pruned: [String] = [],
        removedTemporaryFiles: [String] = []
    ) {
        self.tool = tool
        self.spec = spec
        self.suite = suite
        self.recordMode = recordMode
        self.scale = scale
        self.environment = environment
        self.baselineEnvironment = baselineEnvironment
        self.outcomes = outcomes
        changeGroups = ChangeGroup.groups(of: outcomes)
        self.filtered = filtered
        self.shard = shard
        self.orphans = orphans
        self.pruned = pruned
        self.removedTemporaryFiles = removedTemporaryFiles
    }

    /// How many outcomes have each status (orphans included).
    public var counts: [SnapshotOutcome.Status: Int] {
        var counts = Dictionary(uniqueKeysWithValues: SnapshotOutcome.Status.allCases.map { ($0, 0) })
        for outcome in outcomes { counts[outcome.status, default: 0] += 1 }
        counts[.orphan] = orphans.count
        return counts
    }

    public var verdict: Verdict {
        let counts = counts
        if counts[.error]! > 0 { return .error }
        if counts[.changed]! > 0 { return .changed }
        if counts[.missing]! > 0 { return .missing }
        return .passed
    }

    /// The verdict of several runs taken together, as one report of all their outcomes would
    /// give it: an error if any run had one, else changed, else missing, else passed.
    public static func combinedVerdict(_ verdicts: [Verdict]) -> Verdict {
        [.error, .changed, .missing].first(where: verdicts.contains) ?? .passed
    }

    /// "96 variants: 90 passed, 24 changed (1 change in 24 variants), 4 new, 0 missing, 0
    /// errors; 1 orphan", with " (1 pruned)" when the run deleted orphans, and "90 passed (80
    /// skipped: unchanged)" when variants were not drawn again.
    public var summary: String {
        let counts = counts
        let orphanText = counts[.orphan]!.counted("orphan")
        let errorText = counts[.error]!.counted("error")
        let variantText = outcomes.count.counted("variant")
        let changed = counts[.changed]!
        let groups = changeGroups.count
        let changeText = changed == 0 ? "" : " (\(groups.counted("change")) in \(changed.counted("variant")))"
        let skipped = outcomes.count { $0.skipped == true }
        let skippedText = skipped == 0 ? "" : " (\(skipped) skipped: unchanged)"
        return "\(variantText): \(counts[.passed]!) passed\(skippedText), \(changed) changed\(changeText), \(counts[.new]!) new, "
            + "\(counts[.missing]!) missing, \(errorText); \(orphanText)\(pruned.isEmpty ? "" : " (\(pruned.count) pruned)")"
    }

    /// The JSON manifest: sorted keys, so it diffs cleanly, and its ``schemaVersion``.
    public func manifestJSON() throws -> Data {
        try JSONArtefact.encode(self, version: Self.schemaVersion)
    }

    /// The version of manifest.json's schema (docs/schemas/manifest.schema.json) this build
    /// writes, and whose major version it reads.
    package static let schemaVersion = SchemaVersion(major: 1, minor: 3)
}
