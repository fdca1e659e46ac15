import Foundation

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
    /// Baselines no variant produces; deleted when the run pruned.
    public var orphans: [String]
    public var pruned: Bool

    public init(
        tool: String, spec: String, suite: String, recordMode: RecordMode, scale: Int, environment: RenderEnvironment,
        baselineEnvironment: RenderEnvironment?, outcomes: [SnapshotOutcome], orphans: [String], pruned: Bool
    ) {
        self.tool = tool
        self.spec = spec
        self.suite = suite
        self.recordMode = recordMode
        self.scale = scale
        self.environment = environment
        self.baselineEnvironment = baselineEnvironment
        self.outcomes = outcomes
        self.orphans = orphans
        self.pruned = pruned
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

    /// "96 variants: 90 passed, 2 changed, 4 new, 0 missing, 0 errors; 1 orphan".
    public var summary: String {
        let counts = counts
        let orphanText = counts[.orphan]! == 1 ? "1 orphan" : "\(counts[.orphan]!) orphans"
        let errorText = counts[.error]! == 1 ? "1 error" : "\(counts[.error]!) errors"
        return "\(outcomes.count) variants: \(counts[.passed]!) passed, \(counts[.changed]!) changed, \(counts[.new]!) new, "
            + "\(counts[.missing]!) missing, \(errorText); \(orphanText)\(pruned && !orphans.isEmpty ? " (pruned)" : "")"
    }

    /// The JSON manifest: sorted keys, so it diffs cleanly.
    public func manifestJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
