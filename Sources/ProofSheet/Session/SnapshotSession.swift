import Audit
import Foundation
import ProofSheetSupport
import Rendering
import Report
import Snapshot
import TextEngine
import Variants

/// Runs snapshots of one suite: the single path behind `proofsheet check`, `record`, `accept`
/// and `audit` and behind `assertSnapshots`, so every front end validates filters, renders,
/// compares, records, audits and reports the same way. Several sessions (several specs) can be
/// checked or recorded together, sharing one set of workers:
/// ``check(_:_:shard:recordMode:audit:progress:)``.
///
/// ```swift
/// let session = try SnapshotSession(specPath: "Examples/messages.yaml", options: .init(snapshots: snapshots, output: out))
/// let result = try session.check(VariantFilter(devices: ["iPhone 16"]), recordMode: .never)
/// try result.writeReports()   // manifest.json, junit.xml, index.html
/// ```
public struct SnapshotSession: Sendable {
    /// Where baselines and reports live and how variants are compared.
    public struct Options: Sendable {
        /// The baselines folder.
        public var snapshots: URL
        /// Where reports, failure images and the other variants' renderings go; nil writes none.
        public var output: URL?
        /// Pixels per point of the baselines.
        public var scale: Int
        /// Variants rendered at once.
        public var jobs: Int
        public var differ: PixelDiffOptions
        public var tolerance: DiffTolerance
        /// Whether a variant whose baseline carries its fingerprint (`BaselineStamp`: the
        /// build, text stack, fonts, spec and strings that made it) passes without being drawn
        /// again; false draws and compares every variant. Never with an audit.
        public var skipsUnchanged: Bool
        /// What runs `jobs` variants at once in check, record and
        /// ``audit(_:shard:baseline:)`` (default: threads; see ``Workers``).
        public var workers: Workers

        public init(
            snapshots: URL, output: URL? = nil, scale: Int = 1, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
            differ: PixelDiffOptions = PixelDiffOptions(), tolerance: DiffTolerance = .exact, skipsUnchanged: Bool = true,
            workers: Workers = .threads
        ) {
            self.snapshots = snapshots
            self.output = output
            self.scale = scale
            self.jobs = jobs
            self.differ = differ
            self.tolerance = tolerance
            self.skipsUnchanged = skipsUnchanged
            self.workers = workers
        }
    }

    /// What checks, records or audits several variants at once. Either gives the same outcomes
    /// and findings, byte for byte.
    public enum Workers: Sendable {
        /// Threads of this process. Text is measured and shaped under one process-wide lock (a
        /// race below Pango makes it unsafe otherwise), so an audit, which is nearly all text
        /// measurement, gains nothing from a second thread; drawing shares Cairo's font caches,
        /// whose locks the threads wait on too.
        case threads
        /// Worker processes forked from this one, each with its own Pango and Cairo, so text is
        /// measured and drawn on every core at once; each takes the variants that share texts
        /// together. Forking copies only the calling thread: use it from a program that runs
        /// nothing else at the time, as the `proofsheet` command does, not from inside a test
        /// runner's threads.
        case processes

        /// The worker processes the snapshot runner is handed: none for threads.
        var processPool: (any WorkerProcessPool)? { self == .processes ? WorkerProcesses.Pool() : nil }
    }

    /// Called once per finished variant, from any thread, one call at a time.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ outcomes: [SnapshotOutcome]) -> Void

    public let specPath: String
    package let renderer: VariantRenderer
    public let options: Options

    /// Loads the spec at `specPath`.
    public init(specPath: String, options: Options) throws {
        try self.init(renderer: VariantRenderer(specPath: specPath, jobs: options.jobs), specPath: specPath, options: options)
    }

    /// A session over a suite built in Swift: it is checked as a spec is (`Suite.validate()`),
    /// and its relative font and string-table paths resolve against the folder of its
    /// `Suite.sourceFile`, the Swift file it is written in.
    public init(suite: Suite, options: Options) throws {
        try self.init(renderer: VariantRenderer(suite: suite), specPath: suite.specPath, options: options)
    }

    /// A session over an already loaded suite.
    package init(renderer: VariantRenderer, specPath: String, options: Options) {
        self.renderer = renderer
        self.specPath = specPath
        self.options = options
    }

    /// The variants `filter` keeps; an error when it names a screen, device, column count,
    /// appearance or language the suite does not have, or keeps nothing.
    public func variants(_ filter: VariantFilter = VariantFilter()) throws(VariantFilterError) -> [Variant] {
        try VariantMatrix(suite: renderer.suite).variants(validating: filter)
    }

    /// Renders the variants `filter` keeps (those of `shard` alone, when given) and compares each
    /// with its baseline, recording as `recordMode` says, with failure images and renderings in
    /// ``Options/output``. With `audit`, every audit rule runs on each variant and its findings go
    /// into the outcomes (without it, only missing glyphs); findings never change the verdict.
    public func check(
        _ filter: VariantFilter = VariantFilter(), shard: ShardPlan? = nil, recordMode: RecordMode, audit: Bool = false,
        progress: Progress = { _, _, _ in }
    ) throws -> Result {
        try Self.check([self], filter, shard: shard, recordMode: recordMode, audit: audit, progress: progress)[0]
    }

    /// Records the baselines of the variants `filter` keeps (those of `shard` alone, when given)
    /// that are missing or changed (`all`: every one whose bytes differ). Writes no report or
    /// images.
    public func record(_ filter: VariantFilter = VariantFilter(), shard: ShardPlan? = nil, all: Bool = false, progress: Progress = { _, _, _ in })
        throws -> Result
    {
        try Self.record([self], filter, shard: shard, all: all, progress: progress)[0]
    }

    /// ``check(_:shard:recordMode:audit:progress:)`` of several sessions (several specs) at once,
    /// their variants sharing one set of threads or worker processes: the first session's
    /// ``Options/jobs`` and ``Options/workers``. Each result is the one that session's own check
    /// gives, in the sessions' order; `progress` counts variants across them all. `filter` and
    /// `shard` apply to each session; every session is checked for a bad filter or folder before
    /// any variant is drawn, and an error names the spec it is about when there are several.
    public static func check(
        _ sessions: [SnapshotSession], _ filter: VariantFilter = VariantFilter(), shard: ShardPlan? = nil, recordMode: RecordMode,
        audit: Bool = false,
        progress: Progress = { _, _, _ in }
    ) throws -> [Result] {
        try run(sessions, filter, shard: shard, audits: audit, progress: progress) { session in
            (session.runner(recordMode: recordMode, output: session.options.output, audits: audit), session.options.output)
        }
    }

    /// ``record(_:shard:all:progress:)`` of several sessions at once, as
    /// ``check(_:_:shard:recordMode:audit:progress:)`` runs them.
    public static func record(
        _ sessions: [SnapshotSession], _ filter: VariantFilter = VariantFilter(), shard: ShardPlan? = nil, all: Bool = false,
        progress: Progress = { _, _, _ in }
    ) throws -> [Result] {
        try run(sessions, filter, shard: shard, progress: progress) { session in
            (session.runner(recordMode: all ? .all : .failed, output: nil), nil)
        }
    }

    /// Records exactly the baselines `list` names (read from `file`, for messages), after checking
    /// every name, so a bad list writes nothing. The suite's environment.json is written only if
    /// there is none.
    /// `workers` runs the `jobs` variants at once (see ``Workers``).
    public static func accept(
        _ list: AcceptList, file: String, jobs: Int, workers: Workers = .threads, progress: Progress = { _, _, _ in }
    ) throws -> Result {
        try list.checkPaths(file: file)
        let session = try SnapshotSession(
            specPath: list.spec, options: Options(snapshots: URL(fileURLWithPath: list.snapshots), scale: list.scale, jobs: jobs)
        )
        let variants = try list.variants(of: session.renderer.suite, file: file)
        try list.checkPages(of: variants, renderer: session.renderer, file: file)
        let runner = SnapshotRunner(
            renderer: session.renderer,
            configuration: SnapshotRunner.Configuration(
                snapshots: session.options.snapshots, recordMode: .all, scale: list.scale, jobs: jobs,
                updatesEnvironment: false, baselineNames: Set(list.names), processes: workers.processPool
            ))
        let report = try runner.run(variants, filtered: true, progress: progress).report
        return Result(report: report, specPath: list.spec, snapshots: session.options.snapshots, output: nil)
    }

    /// Audits the variants `filter` keeps from their layouts alone (no pixels): one finding per
    /// rule and element, with the categories where it occurs. `baseline` moves the findings it
    /// lists to `AuditReport.accepted`. With `shard`, only that shard's variants, each finding's
    /// variants (`Auditor.span(of:)`) in one shard, so its findings are whole, and the report
    /// holds the `AuditReport.shard` part that `AuditReport.merging(_:)` puts together again.
    public func audit(_ filter: VariantFilter = VariantFilter(), shard: ShardPlan? = nil, baseline: AuditBaseline? = nil) throws -> AuditReport {
        let all = try variants(filter)
        let positions = shard?.positions(of: all, suite: renderer.suite, scale: options.scale, keepingTogether: Auditor.span) ?? Array(all.indices)
        let variants = positions.map { all[$0] }
        let auditor = Auditor(renderer: renderer, jobs: options.jobs, workers: options.workers)
        var report = AuditReport(
            spec: renderer.suite.locations?.file ?? specPath, variantCount: variants.count, findings: try auditor.audit(variants))
        if let baseline { report = report.applying(baseline) }
        if let shard {
            let places = Set(all.map(auditor.order(of:))).sorted()
            let rank = Dictionary(uniqueKeysWithValues: places.enumerated().map { ($1, $0) })
            let ranks = { (findings: [AuditFinding.AcrossSizes]) in findings.map { rank[auditor.order(of: $0)] ?? -1 } }
            report.shard = AuditShardPart(
                shard: shard.shard, positions: positions, variantCount: all.count, filtered: !filter.isEmpty,
                findingPlaces: ranks(report.findings), acceptedPlaces: ranks(report.accepted), baseline: baseline?.digest,
                variants: variantsDigest(all),
                environment: RenderEnvironment.current(fontFiles: renderer.measurer.library.files)
            )
        }
        return report
    }

    /// Decides what pruning the orphans of `result` would delete (see `PrunePlan`), deletes
    /// them if the plan allows, and records the plan and the deletions in `result`.
    /// `confirmed`: the user agreed to delete more than a handful of files. `announce` sees the
    /// plan before anything is deleted, so a caller can list what will go first. Throws
    /// `PruneError` when a deletion fails, naming what was deleted before it.
    @discardableResult
    public func prune(_ result: inout Result, confirmed: Bool, announce: (PrunePlan) -> Void = { _ in }) throws -> PrunePlan {
        let orphans = runner(recordMode: result.report.recordMode, output: nil).orphans
        let plan = orphans.prunePlan(for: result.report, confirmed: confirmed)
        announce(plan)
        result.report.pruned = try orphans.prune(plan)
        result.prunePlan = plan
        return plan
    }

    /// Runs the variants `filter` and `shard` keep of each session with the runner `runner`
    /// makes for it (and where its output goes), all on one set of workers. Every filter is
    /// checked before any session's folders are touched. `audits`: whether the runners audit,
    /// for what a shard's report records of its options.
    private static func run(
        _ sessions: [SnapshotSession], _ filter: VariantFilter, shard: ShardPlan?, audits: Bool = false, progress: Progress,
        runner: (SnapshotSession) -> (SnapshotRunner, output: URL?)
    ) throws -> [Result] {
        guard let first = sessions.first else { return [] }
        let naming = sessions.count > 1
        let runners = sessions.map(runner)
        try checkSeparateFolders(sessions, outputs: runners.map(\.output))
        // Each session's whole matrix (as filtered) and the positions in it of the shard's variants.
        let selected = try sessions.map { session in
            try SpecRunError.naming(session.specPath, when: naming) {
                let all = try session.variants(filter)
                return (
                    all: all, positions: shard?.positions(of: all, suite: session.renderer.suite, scale: session.options.scale) ?? Array(all.indices)
                )
            }
        }
        for (session, output) in zip(sessions, runners.map(\.output)) {
            if let output {
                try OutputInBaselinesError.check(output: output, snapshots: session.options.snapshots, suiteFolder: session.renderer.suite.folderName)
            }
        }
        // Each spec's folders are read and cleaned on a thread of its own (up to jobs at once), with
        // the registry bound: it is a task-local, which those threads do not inherit.
        let registry = VariantAxisRegistry.current
        let runs = try ParallelWork.tryMap(sessions.count, jobs: first.options.jobs) { index in
            try VariantAxisRegistry.$current.withValue(registry) {
                try SpecRunError.naming(sessions[index].specPath, when: naming) {
                    let (selected, (runner, output)) = (selected[index], runners[index])
                    return (
                        output: output,
                        prepared: try runner.prepare(selected.positions.map { selected.all[$0] }, filtered: !filter.isEmpty || shard != nil)
                    )
                }
            }
        }
        let perVariant = SnapshotRunner.perform(
            runs.map(\.prepared), jobs: first.options.jobs, processes: first.options.workers.processPool, progress: progress)
        // Every session's report is made (and its environment.json written) before the first
        // error, in order, is thrown.
        let results = sessions.indices.map { index in
            let (session, (all, positions), run) = (sessions[index], selected[index], runs[index])
            return Swift.Result {
                try SpecRunError.naming(session.specPath, when: naming) {
                    var (report, variantOfOutcome) = try run.prepared.report(perVariant[index])
                    if let shard {
                        report.shard = ShardPart(
                            shard: shard.shard, positions: variantOfOutcome.map { positions[$0] }, variantCount: all.count, filtered: !filter.isEmpty,
                            specPath: session.specPath, snapshotsPath: session.options.snapshots.relativePath,
                            variants: session.variantsDigest(all),
                            options: ShardRunOptions(
                                threshold: session.options.differ.threshold, includeAA: session.options.differ.includeAA,
                                maxDiffPixels: session.options.tolerance.maxDiffPixels,
                                maxDiffPixelRatio: session.options.tolerance.maxDiffPixelRatio, audit: audits
                            )
                        )
                    }
                    return Result(report: report, specPath: session.specPath, snapshots: session.options.snapshots, output: run.output)
                }
            }
        }
        return try results.map { try $0.get() }
    }

    /// An error when two sessions would keep their baselines in one folder (same baselines
    /// folder, suites of one name, or of names a file system ignoring case takes for one) or write
    /// their reports into one of `outputs` (one for each session, nil for a run that writes none).
    private static func checkSeparateFolders(_ sessions: [SnapshotSession], outputs: [URL?]) throws {
        var owners: [String: SharedFolderError.Claim] = [:]
        for (session, output) in zip(sessions, outputs) {
            let suite = session.renderer.suite
            let baselines = session.options.snapshots.appendingPathComponent(suite.folderName).standardizedFileURL.path
            let claims = ([baselines] + (output.map { [$0.standardizedFileURL.path] } ?? [])).map { folder in
                SharedFolderError.Claim(
                    specPath: session.specPath, line: suite.locations?.position(of: "name")?.line, suiteName: suite.name, folder: folder)
            }
            for claim in claims {
                if let other = owners[Slug.collationKey(claim.folder)] { throw SharedFolderError(first: other, second: claim) }
            }
            for claim in claims { owners[Slug.collationKey(claim.folder)] = claim }
        }
    }

    /// What a shard records of its whole run's variants, by their baseline names, so merging
    /// refuses shards of another filter or spec.
    private func variantsDigest(_ all: [Variant]) -> String {
        ShardSet.digest(ofVariants: all.map { BaselineName(suite: renderer.suite.name, variant: $0, scale: options.scale).name })
    }

    private func runner(recordMode: RecordMode, output: URL?, audits: Bool = false) -> SnapshotRunner {
        SnapshotRunner(
            renderer: renderer,
            configuration: SnapshotRunner.Configuration(
                snapshots: options.snapshots, output: output, recordMode: recordMode, scale: options.scale, jobs: options.jobs,
                differ: options.differ, tolerance: options.tolerance, audits: audits, skipsUnchanged: options.skipsUnchanged,
                processes: options.workers.processPool
            ))
    }
}
