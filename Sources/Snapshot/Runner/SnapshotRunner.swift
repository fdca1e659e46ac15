import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Spec
import Variants

/// Runs check or record over variants: prepares the run (its folders, the baselines'
/// environment, what every variant is checked against), has ``VariantCheck`` check each variant
/// against its baselines, in parallel on threads or worker processes, and makes the run's report
/// (its orphans from ``OrphanBaselines``). Results come back in matrix order, and every output is
/// the same at any job count. Front ends reach it through the facade's `SnapshotSession`,
/// which hands in the painter (``VariantRendering``) and any worker processes (`WorkerProcessPool`).
package struct SnapshotRunner: Sendable {
    /// Everything about a run besides the variants.
    package struct Configuration: Sendable {
        package var snapshots: URL
        /// Where failure images and the other variants' renderings go; nil writes none.
        package var output: URL?
        package var recordMode: RecordMode
        package var scale: Int
        package var jobs: Int
        package var differ: PixelDiffOptions
        package var tolerance: DiffTolerance
        /// Whether recording rewrites the suite's environment.json. When false (accepting a few
        /// baselines), it is written only if there is none yet, so the note about baselines from
        /// another environment keeps describing the rest.
        package var updatesEnvironment: Bool
        /// Whether every audit rule runs on each variant (`check --audit`); otherwise only the
        /// missing-glyph rule, whose findings say the rendering cannot be trusted.
        package var audits: Bool
        /// When set, only the baselines with these names (`SnapshotOutcome.name`) are compared,
        /// recorded and reported: the other pages of a tall variant are skipped, and not taken
        /// for orphans.
        package var baselineNames: Set<String>?
        /// Whether a variant whose baseline carries its fingerprint (``BaselineStamp``) passes
        /// without being drawn again. Never with `audits` or `baselineNames`.
        package var skipsUnchanged: Bool
        /// The worker processes that run `jobs` variants at once; nil: threads of this process.
        package var processes: (any WorkerProcessPool)?

        package init(
            snapshots: URL, output: URL? = nil, recordMode: RecordMode, scale: Int = 1, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
            differ: PixelDiffOptions = PixelDiffOptions(), tolerance: DiffTolerance = .exact,
            updatesEnvironment: Bool = true, audits: Bool = false, baselineNames: Set<String>? = nil, skipsUnchanged: Bool = true,
            processes: (any WorkerProcessPool)? = nil
        ) {
            self.snapshots = snapshots
            self.output = output
            self.recordMode = recordMode
            self.scale = scale
            self.jobs = max(1, jobs)
            self.differ = differ
            self.tolerance = tolerance
            self.updatesEnvironment = updatesEnvironment
            self.audits = audits
            self.baselineNames = baselineNames
            self.skipsUnchanged = skipsUnchanged && !audits && baselineNames == nil
            self.processes = processes
        }
    }

    package let renderer: any VariantRendering
    package let configuration: Configuration

    package init(renderer: any VariantRendering, configuration: Configuration) {
        self.renderer = renderer
        self.configuration = configuration
    }

    private var store: BaselineStore { BaselineStore(root: configuration.snapshots) }
    private var suiteFolder: String { renderer.suite.folderName }
    private var environmentPath: String { "\(suiteFolder)/environment.json" }

    /// The suite's orphan baselines at this run's scale, and pruning them.
    package var orphans: OrphanBaselines { OrphanBaselines(suite: renderer.suite, configuration: configuration) }

    /// Runs `variants` (a subset of the full matrix when `filtered`); `progress` is called once per
    /// variant as it finishes, from any thread, one call at a time. First it removes the temporary
    /// files an interrupted run left in the suite's folder (the report lists them). It deletes no
    /// baseline: see ``OrphanBaselines/prunePlan(for:confirmed:)``. `variantOfOutcome` gives, for each of the
    /// report's outcomes, the index in `variants` of the variant it is a page of.
    package func run(
        _ variants: [Variant], filtered: Bool, progress: @Sendable (_ done: Int, _ total: Int, _ outcomes: [SnapshotOutcome]) -> Void = { _, _, _ in }
    ) throws -> (report: SnapshotReport, variantOfOutcome: [Int]) {
        let prepared = try prepare(variants, filtered: filtered)
        let perVariant = Self.perform([prepared], jobs: configuration.jobs, processes: configuration.processes, progress: progress)
        return try prepared.report(perVariant[0])
    }

    /// A run made ready to start (``prepare(_:filtered:)``): its variants and what each is
    /// checked against. ``outcomes(of:)`` runs one variant, in whichever thread or worker
    /// process; ``report(_:)`` makes the run's report of all their outcomes.
    package struct PreparedRun: Sendable {
        package let runner: SnapshotRunner
        package let variants: [Variant]
        package let filtered: Bool
        /// The temporary files of an interrupted run that preparing removed.
        package let leftovers: [String]
        package let environment: RenderEnvironment
        /// The environment the suite's baselines were recorded in, when known.
        package let stored: RenderEnvironment?
        /// What checks each variant against its baselines.
        package let check: VariantCheck

        /// The outcomes of `variants[index]`: every page compared and, if the mode says so,
        /// recorded.
        package func outcomes(of index: Int) -> [SnapshotOutcome] {
            check.outcomes(of: variants[index])
        }

        /// The outcome of `variants[index]` when its worker process ended while on it: it may
        /// have had a baseline written, so running it again would report it as passing; it is an
        /// error saying so instead.
        package func interrupted(_ index: Int, reason: String) -> [SnapshotOutcome] {
            [
                check.failure(
                    of: variants[index], "not finished: \(reason) while on this variant; run the command again (any baseline it wrote is whole)")
            ]
        }

        /// The run's report of `perVariant`, each variant's outcomes in order; writes the suite's
        /// environment.json when the run recorded a baseline.
        package func report(_ perVariant: [[SnapshotOutcome]]) throws -> (report: SnapshotReport, variantOfOutcome: [Int]) {
            let outcomes = perVariant.flatMap { $0 }
            let variantOfOutcome = perVariant.indices.flatMap { index in Array(repeating: index, count: perVariant[index].count) }
            let configuration = runner.configuration
            if outcomes.contains(where: \.recorded), configuration.updatesEnvironment || stored == nil {
                try runner.writeEnvironment(environment)
            }
            let report = SnapshotReport(
                tool: "ProofSheet \(ProofSheetVersion.current)", spec: runner.renderer.specName, suite: runner.renderer.suite.name,
                recordMode: configuration.recordMode, scale: configuration.scale, environment: environment, baselineEnvironment: stored,
                outcomes: outcomes, filtered: filtered || configuration.baselineNames != nil,
                orphans: runner.orphans.find(outcomes: outcomes, rendered: variants, matrix: check.matrix), removedTemporaryFiles: leftovers
            )
            return (report, variantOfOutcome)
        }
    }

    /// Checks that the run can start (the differ's options, the baselines and output folders),
    /// removes the temporary files an interrupted run left in the suite's folder, and reads what
    /// every variant is compared against.
    package func prepare(_ variants: [Variant], filtered: Bool) throws -> PreparedRun {
        // Up front: a variant that passes without a diff never reaches the differ.
        try configuration.differ.validate()
        try store.checkFolder(suiteFolder)
        if let output = configuration.output, let problem = FileProblem.createFolder(output) {
            throw RenderError.notWritable(path: output.path, reason: problem)
        }
        let leftovers = store.removeLeftovers(under: suiteFolder)
        let environment = renderer.environment()
        let stored = try store.read(environmentPath).flatMap {
            try? JSONArtefact.decode(RenderEnvironment.self, from: Data($0), reading: RenderEnvironment.schemaVersion)
        }
        let differences = stored.map { environment.differences(from: $0) } ?? []
        return PreparedRun(
            runner: self, variants: variants, filtered: filtered, leftovers: leftovers, environment: environment, stored: stored,
            check: VariantCheck(
                renderer: renderer, configuration: configuration,
                environmentNote: differences.isEmpty
                    ? nil : "baselines were recorded with a different environment: " + differences.joined(separator: ", "),
                matrix: matrixBaselines,
                fingerprints: VariantFingerprints(renderer: renderer, scale: configuration.scale, environment: environment)
            )
        )
    }

    /// The outcomes of every variant of `runs` (of one suite each, or several), each run's
    /// variants' outcomes in order, from `jobs` threads (`processes` nil) or worker processes
    /// shared among them all. `progress` counts variants across the runs. Worker processes take the
    /// variants that share texts together, and keep to a content-size category, whichever suite it is of.
    package static func perform(
        _ runs: [PreparedRun], jobs: Int, processes: (any WorkerProcessPool)?,
        progress: @Sendable (_ done: Int, _ total: Int, _ outcomes: [SnapshotOutcome]) -> Void
    ) -> [[[SnapshotOutcome]]] {
        // Every run's variants as one list: run r's variant i is at starts[r] + i.
        let starts = runs.reduce(into: [0]) { $0.append($0.last! + $1.variants.count) }
        let total = starts.last!
        let place = { @Sendable (index: Int) -> (run: Int, variant: Int) in
            // The last run starting at or before `index` (runs without variants share a start).
            var (low, high) = (0, runs.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= index { low = middle } else { high = middle - 1 }
            }
            return (low, index - starts[low])
        }
        // The registry is a task-local, which the threads `ParallelWork` and worker processes run variants on do not inherit.
        let registry = VariantAxisRegistry.current
        let body: @Sendable (Int) -> [SnapshotOutcome] = { index in
            VariantAxisRegistry.$current.withValue(registry) {
                let (run, variant) = place(index)
                return runs[run].outcomes(of: variant)
            }
        }
        let finished: @Sendable (Int, [SnapshotOutcome], Int) -> Void = { _, outcomes, done in progress(done, total, outcomes) }
        let perVariant: [[SnapshotOutcome]]
        if let processes {
            // Described before forking, so no worker describes the screens again.
            if jobs > 1 { for run in runs { run.check.fingerprints.describeScreens(of: run.variants, jobs: jobs) } }
            let shared = runs.map { Variant.runsSharingText($0.variants) }
            let batches = shared.indices.flatMap { run in shared[run].map { ($0.lowerBound + starts[run])..<($0.upperBound + starts[run]) } }
            let affinities = shared.indices.flatMap { run in Variant.sizeAffinities(of: shared[run], in: runs[run].variants) }
            perVariant = processes.map(
                total, jobs: jobs, batches: batches, affinities: affinities, body,
                interrupted: { index, reason in
                    VariantAxisRegistry.$current.withValue(registry) {
                        let (run, variant) = place(index)
                        return runs[run].interrupted(variant, reason: reason)
                    }
                }, finished: finished)
        } else {
            perVariant = ParallelWork.map(total, jobs: jobs, body, finished: finished)
        }
        return runs.indices.map { run in Array(perVariant[starts[run]..<starts[run + 1]]) }
    }

    /// The baselines (unpaged) the suite's full matrix makes at this scale.
    private var matrixBaselines: Set<BaselineName> {
        Set(VariantMatrix(suite: renderer.suite).variants().map { BaselineName(suite: renderer.suite.name, variant: $0, scale: configuration.scale) })
    }

    package func writeEnvironment(_ environment: RenderEnvironment) throws {
        try store.write(Array(try JSONArtefact.encode(environment, version: RenderEnvironment.schemaVersion)) + [10], to: environmentPath)
    }
}

// The audit's findings placed on a rendering's pages.
extension SnapshotRunner {
    /// Each page's findings, in layout order: the findings whose frame reaches the page, each
    /// boxed in that page's pixels (a frame across a page break is on both pages, each with its
    /// part). A finding on no page (outside the image) goes on the first page, unboxed.
    package static func findings(_ unplaced: [AuditFinding], pageCount: Int, geometry: PNGGeometry) -> [[AuditFinding]] {
        var findings = [[AuditFinding]](repeating: [], count: pageCount)
        for finding in unplaced {
            let regions = geometry.pageRegions(ofContent: finding.frame).filter { $0.page < pageCount }
            if regions.isEmpty, pageCount > 0 { findings[0].append(finding.placed(at: nil)) }
            for (page, region) in regions { findings[page].append(finding.placed(at: region)) }
        }
        return findings
    }
}
