import Snapshot
import Spec
import Testing
import Variants

/// When pruning may delete, and what: never after a filtered, failed or empty run, only in the
/// folders the run covered, and a large deletion only when confirmed.
@Suite struct PrunePlanTests {
    static let environment = RenderEnvironment(cairo: "1", pango: "1", harfbuzz: "1", freetype: "1", fonts: [:])
    static let iPhone16 = Device.presets.first { $0.name == "iPhone 16" }!

    static func report(_ statuses: [SnapshotOutcome.Status], orphans: [String], filtered: Bool = false) -> SnapshotReport {
        let outcomes = statuses.enumerated().map { index, status in
            SnapshotOutcome(
                name: "s/screen/iphone-16/\(index)col-large",
                axes: Variant(screen: "screen", device: Self.iPhone16, category: .large, columns: index).axes(scale: 1),
                status: status, files: .init(baseline: "s/screen/iphone-16/\(index)col-large.png")
            )
        }
        return SnapshotReport(
            tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: environment, baselineEnvironment: nil,
            outcomes: outcomes, filtered: filtered, orphans: orphans
        )
    }

    let orphan = "s/screen/iphone-16/9col-large.png"
    let elsewhere = "s/old-screen/iphone-16/1col-large.png"

    @Test func deletesOnlyOrphansOfTheFoldersTheRunCovered() {
        let plan = PrunePlan.deciding(
            for: Self.report([.passed, .new, .changed, .missing], orphans: [orphan, elsewhere]), confirmed: false, baselineCount: 40)
        #expect(plan.decision == .delete)
        #expect(plan.deletions == [orphan])
        #expect(plan.kept == [elsewhere])
    }

    @Test func aFilteredFailedOrEmptyRunDeletesNothing() {
        let filtered = PrunePlan.deciding(for: Self.report([.passed], orphans: [orphan], filtered: true), confirmed: true, baselineCount: 40)
        #expect(
            filtered.decision
                == .skip(
                    reason:
                        "the run was filtered (by screen, device, category, columns, appearance, language, legibilityWeight or contrast); pruning needs a run over the whole matrix"
                ))
        let failed = PrunePlan.deciding(for: Self.report([.passed, .error, .error], orphans: [orphan]), confirmed: true, baselineCount: 40)
        guard case .skip(let reason) = failed.decision else {
            Issue.record("\(failed.decision)")
            return
        }
        #expect(reason.hasPrefix("2 variants failed"))
        let empty = PrunePlan.deciding(for: Self.report([], orphans: [orphan]), confirmed: true, baselineCount: 40)
        #expect(empty.decision == .skip(reason: "the run produced no variants"))
    }

    @Test(arguments: [(5, 50, true), (6, 100, false), (1, 10, true), (2, 19, false), (2, 20, true)])
    func moreThanFiveOrATenthNeedsConfirmation(count: Int, baselines: Int, allowed: Bool) {
        let orphans = (0..<count).map { "s/screen/iphone-16/\($0 + 10)col-large.png" }
        let report = Self.report([.passed], orphans: orphans)
        let plan = PrunePlan.deciding(for: report, confirmed: false, baselineCount: baselines)
        if allowed {
            #expect(plan.decision == .delete)
        } else {
            #expect(
                plan.decision
                    == .refuse(
                        reason: "\(count) of the suite's \(baselines) baselines at @1x would be deleted, more than 5 files or a tenth of the set"))
        }
        #expect(PrunePlan.deciding(for: report, confirmed: true, baselineCount: baselines).decision == .delete)
        #expect(plan.deletions == orphans)
    }
}
