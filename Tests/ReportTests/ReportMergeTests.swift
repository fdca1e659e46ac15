import Report
import Snapshot
import Spec
import Testing

/// Merging the manifests of a sharded run's shards into the run's (``SnapshotReport/merging(_:)``).
struct ReportMergeTests {
    /// Two halves of one run whose recorded options differ merge only when they agree; a
    /// manifest from before options were recorded says so for each option.
    @Test func shardsWithOtherRunOptionsDoNotMerge() throws {
        let environment = RenderEnvironment(
            cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: ["Inter-Regular.otf": "aa"])
        let options = ShardRunOptions(threshold: 0.1, includeAA: false, maxDiffPixels: nil, maxDiffPixelRatio: nil, audit: false)
        let half = { (index: Int, options: ShardRunOptions?) throws -> (source: String, report: SnapshotReport) in
            let part = ShardPart(
                shard: try Shard(index: index, count: 2), positions: [], variantCount: 0, filtered: false, specPath: "s.yaml",
                snapshotsPath: "Snapshots",
                variants: "v", options: options
            )
            let report = SnapshotReport(
                tool: "t", spec: "s.yaml", suite: "S", recordMode: .never, scale: 1, environment: environment, baselineEnvironment: nil, outcomes: [],
                shard: part, orphans: []
            )
            return ("out-\(index)", report)
        }
        #expect(try SnapshotReport.merging([half(1, options), half(2, options)]).outcomes.isEmpty)
        var other = options
        other.maxDiffPixelRatio = 0.01
        for (second, message) in [
            (other, #"out-2: its --max-diff-ratio is "0.01" but out-1's is "none"; merge shards of one run"#),
            (nil, #"out-2: its --threshold is "not recorded" but out-1's is "0.1"; merge shards of one run"#),
        ] {
            #expect(throws: ShardMergeError(source: "out-2", reason: String(message.dropFirst("out-2: ".count)))) {
                try SnapshotReport.merging([half(1, options), half(2, second)])
            }
        }
    }
}
