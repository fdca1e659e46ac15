import DynamicType
import Spec
import Variants

/// Which variants one shard of a sharded run takes (`--shard K/N`, `--timings FILE`): every
/// variant (or every group of variants that must stay together, such as a sheet's) goes to
/// exactly one shard, balanced by what each took in an earlier run when its manifest is given,
/// else by an estimate. The same spec, filter and timings give the same split on every machine.
public struct ShardPlan: Sendable {
    public var shard: Shard
    /// Milliseconds each variant took in an earlier run, by its unpaged baseline name
    /// (`suite/screen/device/1col-large@1x`), all pages together.
    public var timings: [String: Double]

    public init(shard: Shard, timings: [String: Double] = [:]) {
        self.shard = shard
        self.timings = timings
    }

    /// A plan balanced by the per-variant times in the manifest.json at `path` (an earlier
    /// check's, sharded and merged or not); an error naming the file when it cannot be read.
    package init(shard: Shard, timingsFile path: String) throws(ManifestError) {
        let report = try SnapshotReport(manifestAt: path, axes: VariantAxisRegistry.current.recordedAxes)
        var timings: [String: Double] = [:]
        for outcome in report.outcomes where outcome.milliseconds.isFinite && outcome.milliseconds >= 0 {
            guard let name = BaselineName(path: outcome.files.baseline)?.unpaged.name else { continue }
            timings[name, default: 0] += outcome.milliseconds
        }
        self.init(shard: shard, timings: timings)
    }

    /// The positions in `variants` (the whole run's, in order) this shard takes, each variant on
    /// its own.
    package func positions(of variants: [Variant], suite: Suite, scale: Int) -> [Int] {
        shard.positions(costs: costs(of: variants.map { [$0] }, suite: suite, scale: scale))
    }

    /// The positions in `variants` (the whole run's, in order) this shard takes, keeping the
    /// variants of each `unit` together: a sheet's variants, or those an audit finding spans.
    package func positions<Unit: Hashable>(of variants: [Variant], suite: Suite, scale: Int, keepingTogether unit: (Variant) -> Unit) -> [Int] {
        var order: [Unit: Int] = [:]
        var groups: [[Int]] = []
        for (position, variant) in variants.enumerated() {
            let key = unit(variant)
            if let group = order[key] {
                groups[group].append(position)
            } else {
                order[key] = groups.count
                groups.append([position])
            }
        }
        let taken = shard.positions(costs: costs(of: groups.map { $0.map { variants[$0] } }, suite: suite, scale: scale))
        return taken.flatMap { groups[$0] }.sorted()
    }

    /// Each group's cost: its variants' earlier times where known; the rest estimated, in the
    /// same unit (milliseconds) as far as the known ones tell how estimates and times relate.
    private func costs(of groups: [[Variant]], suite: Suite, scale: Int) -> [Double] {
        let screens = Dictionary(suite.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var timed = 0.0
        var estimatedForTimed = 0.0
        let parts: [[(time: Double?, estimate: Double)]] = groups.map { group in
            group.map { variant in
                let time = timings[BaselineName(suite: suite.name, variant: variant, scale: scale).name]
                let estimate = Self.estimatedCost(of: variant, items: screens[variant.screen].map(Self.itemCount) ?? 1)
                if let time {
                    timed += time
                    estimatedForTimed += estimate
                }
                return (time, estimate)
            }
        }
        let millisecondsPerUnit = timed > 0 && estimatedForTimed > 0 ? timed / estimatedForTimed : 1
        return parts.map { group in group.reduce(0) { $0 + ($1.time ?? $1.estimate * millisecondsPerUnit) } }
    }

    /// Roughly the area a variant draws: its width times a content height that grows with its
    /// items and its body text size and shrinks with its columns.
    static func estimatedCost(of variant: Variant, items: Int) -> Double {
        let rowHeight = TypeRamp.pointSize(.body, variant.category) * 3
        let contentHeight = Double(items) * rowHeight / Double(max(1, variant.columns))
        return variant.device.size.width * (variant.device.size.height + contentHeight) / 1_000
    }

    private static func itemCount(_ screen: Screen) -> Int {
        max(1, screen.layout.sections.reduce(0) { $0 + $1.items.count })
    }
}
