import Foundation
import Rendering
import Snapshot

/// Runs check or record over variants: renders each, compares it with its baseline (its painted
/// pixels with the decoded baseline's; when those differ or it records, its PNG bytes, then the
/// pixelmatch differ), records according to the record mode, and writes failure images
/// (and every other variant's rendering, for the HTML report) into the output folder. Variants
/// run in parallel; results come back in matrix order, and every output is the same at any job
/// count. Front ends reach it through ``SnapshotSession``.
struct SnapshotRunner: Sendable {
    /// Everything about a run besides the variants.
    struct Configuration: Sendable {
        var snapshots: URL
        /// Where failure images and the other variants' renderings go; nil writes none.
        var output: URL?
        var recordMode: RecordMode
        var scale: Int
        var jobs: Int
        var differ: PixelDiffOptions
        var tolerance: DiffTolerance
        /// Whether recording rewrites the suite's environment.json. When false (accepting a few
        /// baselines), it is written only if there is none yet, so the note about baselines from
        /// another environment keeps describing the rest.
        var updatesEnvironment: Bool
        /// Whether every audit rule runs on each variant (`check --audit`); otherwise only the
        /// missing-glyph rule, whose findings say the rendering cannot be trusted.
        var audits: Bool
        /// When set, only the baselines with these names (`SnapshotOutcome.name`) are compared,
        /// recorded and reported: the other pages of a tall variant are skipped, and not taken
        /// for orphans.
        var baselineNames: Set<String>?
        /// Whether a variant whose baseline carries its fingerprint (``BaselineStamp``) passes
        /// without being drawn again. Never with `audits` or `baselineNames`.
        var skipsUnchanged: Bool
        /// What runs `jobs` variants at once.
        var workers: SnapshotSession.Workers

        init(
            snapshots: URL, output: URL? = nil, recordMode: RecordMode, scale: Int = 1, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
            differ: PixelDiffOptions = PixelDiffOptions(), tolerance: DiffTolerance = .exact,
            updatesEnvironment: Bool = true, audits: Bool = false, baselineNames: Set<String>? = nil, skipsUnchanged: Bool = true,
            workers: SnapshotSession.Workers = .threads
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
            self.workers = workers
        }
    }

    let renderer: VariantRenderer
    let configuration: Configuration

    init(renderer: VariantRenderer, configuration: Configuration) {
        self.renderer = renderer
        self.configuration = configuration
    }

    private var store: BaselineStore { BaselineStore(root: configuration.snapshots) }
    private var suiteFolder: String { renderer.suite.folderName }
    private var environmentPath: String { "\(suiteFolder)/environment.json" }

    /// Runs `variants` (a subset of the full matrix when `filtered`); `progress` is called once per
    /// variant as it finishes, from any thread, one call at a time. First it removes the temporary
    /// files an interrupted run left in the suite's folder (the report lists them). It deletes no
    /// baseline: see ``prunePlan(for:confirmed:)``. `variantOfOutcome` gives, for each of the
    /// report's outcomes, the index in `variants` of the variant it is a page of.
    func run(
        _ variants: [Variant], filtered: Bool, progress: @Sendable (_ done: Int, _ total: Int, _ outcomes: [SnapshotOutcome]) -> Void = { _, _, _ in }
    ) throws -> (report: SnapshotReport, variantOfOutcome: [Int]) {
        let prepared = try prepare(variants, filtered: filtered)
        let perVariant = Self.perform([prepared], jobs: configuration.jobs, workers: configuration.workers, progress: progress)
        return try prepared.report(perVariant[0])
    }

    /// A run made ready to start (``prepare(_:filtered:)``): its variants and what each is
    /// checked against. ``outcomes(of:)`` runs one variant, in whichever thread or worker
    /// process; ``report(_:)`` makes the run's report of all their outcomes.
    struct PreparedRun: Sendable {
        let runner: SnapshotRunner
        let variants: [Variant]
        let filtered: Bool
        /// The temporary files of an interrupted run that preparing removed.
        let leftovers: [String]
        let environment: RenderEnvironment
        /// The environment the suite's baselines were recorded in, when known.
        let stored: RenderEnvironment?
        /// Why changed variants may differ: the environment's differences from `stored`.
        let environmentNote: String?
        let matrix: Set<BaselineName>
        let fingerprints: VariantFingerprints

        /// The outcomes of `variants[index]`: every page compared and, if the mode says so,
        /// recorded.
        func outcomes(of index: Int) -> [SnapshotOutcome] {
            runner.run(variants[index], environmentNote: environmentNote, matrix: matrix, fingerprints: fingerprints)
        }

        /// The outcome of `variants[index]` when its worker process ended while on it: it may
        /// have had a baseline written, so running it again would report it as passing; it is an
        /// error saying so instead.
        func interrupted(_ index: Int, reason: String) -> [SnapshotOutcome] {
            [runner.failure(of: variants[index], "not finished: \(reason) while on this variant; run the command again (any baseline it wrote is whole)")]
        }

        /// The run's report of `perVariant`, each variant's outcomes in order; writes the suite's
        /// environment.json when the run recorded a baseline.
        func report(_ perVariant: [[SnapshotOutcome]]) throws -> (report: SnapshotReport, variantOfOutcome: [Int]) {
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
                orphans: runner.findOrphans(outcomes: outcomes, rendered: variants, matrix: matrix), removedTemporaryFiles: leftovers
            )
            return (report, variantOfOutcome)
        }
    }

    /// Checks that the run can start (the differ's options, the baselines and output folders),
    /// removes the temporary files an interrupted run left in the suite's folder, and reads what
    /// every variant is compared against.
    func prepare(_ variants: [Variant], filtered: Bool) throws -> PreparedRun {
        // Up front: a variant that passes without a diff never reaches the differ.
        try configuration.differ.validate()
        try store.checkFolder(suiteFolder)
        if let output = configuration.output, let problem = FileProblem.createFolder(output) {
            throw RenderError.notWritable(path: output.path, reason: problem)
        }
        let leftovers = store.removeLeftovers(under: suiteFolder)
        let environment = RenderEnvironment.current(fontFiles: renderer.measurer.library.files)
        let stored = try store.read(environmentPath).flatMap { try? JSONDecoder().decode(RenderEnvironment.self, from: Data($0)) }
        let differences = stored.map { environment.differences(from: $0) } ?? []
        return PreparedRun(
            runner: self, variants: variants, filtered: filtered, leftovers: leftovers, environment: environment, stored: stored,
            environmentNote: differences.isEmpty ? nil : "baselines were recorded with a different environment: " + differences.joined(separator: ", "),
            matrix: matrixBaselines,
            fingerprints: VariantFingerprints(renderer: renderer, options: RenderOptions(scale: configuration.scale), environment: environment)
        )
    }

    /// The outcomes of every variant of `runs` (of one suite each, or several), each run's
    /// variants' outcomes in order, from `jobs` threads or worker processes shared among them
    /// all. `progress` counts variants across the runs. Worker processes take the variants that
    /// share texts together, and keep to a content-size category, whichever suite it is of.
    static func perform(
        _ runs: [PreparedRun], jobs: Int, workers: SnapshotSession.Workers,
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
        let body: @Sendable (Int) -> [SnapshotOutcome] = { index in
            let (run, variant) = place(index)
            return runs[run].outcomes(of: variant)
        }
        let finished: @Sendable (Int, [SnapshotOutcome], Int) -> Void = { _, outcomes, done in progress(done, total, outcomes) }
        let perVariant: [[SnapshotOutcome]]
        switch workers {
        case .threads:
            perVariant = ParallelWork.map(total, jobs: jobs, body, finished: finished)
        case .processes:
            // Described before forking, so no worker describes the screens again.
            if jobs > 1 { for run in runs { run.fingerprints.describeScreens(of: run.variants, jobs: jobs) } }
            let shared = runs.map { Variant.runsSharingText($0.variants) }
            let batches = shared.indices.flatMap { run in shared[run].map { ($0.lowerBound + starts[run])..<($0.upperBound + starts[run]) } }
            let affinities = shared.indices.flatMap { run in Variant.sizeAffinities(of: shared[run], in: runs[run].variants) }
            perVariant = WorkerProcesses.map(total, jobs: jobs, batches: batches, affinities: affinities, body, interrupted: { index, reason in
                let (run, variant) = place(index)
                return runs[run].interrupted(variant, reason: reason)
            }, finished: finished)
        }
        return runs.indices.map { run in Array(perVariant[starts[run]..<starts[run + 1]]) }
    }

    /// What pruning the orphans of `report` (a run of this runner) would delete, and whether it
    /// may: see ``PrunePlan``. `confirmed`: the user agreed to delete more than a handful of files.
    func prunePlan(for report: SnapshotReport, confirmed: Bool) -> PrunePlan {
        let count = store.baselines(under: suiteFolder).filter { BaselineName(path: $0)?.scale == configuration.scale }.count
        return PrunePlan.deciding(for: report, confirmed: confirmed, baselineCount: count)
    }

    /// Deletes the plan's deletions when its decision is to delete, and returns what it deleted
    /// (nothing otherwise). Stops at the first baseline it cannot delete, saying which of the
    /// plan's files were deleted before it.
    func prune(_ plan: PrunePlan) throws(PruneError) -> [String] {
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

    /// One variant: every page compared and, if the mode says so, recorded.
    /// The baselines (unpaged) the suite's full matrix makes at this scale.
    private var matrixBaselines: Set<BaselineName> {
        Set(VariantMatrix(suite: renderer.suite).variants().map { BaselineName(suite: renderer.suite.name, variant: $0, scale: configuration.scale) })
    }

    private func run(_ variant: Variant, environmentNote: String?, matrix: Set<BaselineName>, fingerprints: VariantFingerprints) -> [SnapshotOutcome] {
        let start = ContinuousClock.now
        var pages: [[UInt8]] = []
        var findings: [[AuditObservation.Reported]] = []
        let options = RenderOptions(scale: configuration.scale)
        let geometry: PNGGeometry
        let layout: ScreenLayout
        do {
            let fingerprint = try fingerprints.of(variant)
            if let outcomes = unchanged(variant, fingerprint: fingerprint, start: start) { return outcomes }
            layout = try renderer.layout(variant)
            let observations = try Auditor(renderer: renderer, jobs: 1)
                .observations(of: variant, layout: layout, rules: configuration.audits ? Set(AuditRule.allCases) : AuditRule.alwaysChecked)
            if let outcomes = try passingUnencoded(variant, layout: layout, observations: observations, options: options, start: start) { return outcomes }
            geometry = try renderer.renderPNG(variant, layout: layout, options: options, stamp: { geometry, index, png in
                if index == 0 { findings = Self.findings(observations, pageCount: geometry.pages.count, geometry: geometry) }
                return try BaselineStamp.sealing(
                    png, fingerprint: fingerprint, pages: geometry.pages.count,
                    findings: findings[index].filter { AuditRule.alwaysChecked.contains($0.rule) }
                )
            }) { _, _, png in pages.append(png) }
        } catch {
            return [failure(of: variant, String(describing: error), milliseconds: milliseconds(since: start))]
        }
        var storedLayout: StoredLayout?
        var outcomes: [(page: Int, outcome: SnapshotOutcome)] = pages.enumerated().compactMap { page, png in
            let baseline = BaselineName(suite: renderer.suite.name, variant: variant, scale: configuration.scale, pageIndex: page, pageCount: pages.count)
            if let names = configuration.baselineNames, !names.contains(baseline.name) { return nil }
            var outcome = compare(png, baseline: baseline, axes: variant.axes(scale: configuration.scale, pageIndex: page, pageCount: pages.count), matrix: matrix) { stored in
                // The first page's baseline carries the layout; read before it is re-recorded.
                if page == 0 { storedLayout = StoredLayout(reading: stored, path: store.url(for: baseline.path).path) }
            }
            if outcome.status == .changed { outcome.environmentNote = environmentNote }
            if !findings[page].isEmpty { outcome.findings = findings[page] }
            outcome.milliseconds = milliseconds(since: start) / Double(pages.count)
            return (page, outcome)
        }
        if outcomes.contains(where: { $0.outcome.status == .changed }) {
            if storedLayout == nil {
                // Only a later page changed: the first page's baseline still holds the layout.
                let first = BaselineName(suite: renderer.suite.name, variant: variant, scale: configuration.scale, pageIndex: 0, pageCount: pages.count)
                storedLayout = StoredLayout(reading: (try? store.read(first.path)) ?? nil, path: store.url(for: first.path).path)
            }
            let change = ChangeDescriber(stored: storedLayout ?? .none, current: LayoutSnapshot(layout), environmentNote: environmentNote)
            for index in outcomes.indices where outcomes[index].outcome.status == .changed {
                outcomes[index].outcome.change = change.description
                outcomes[index].outcome.changedElements = change.elementBoxes(onPage: outcomes[index].page, of: geometry, diffSize: outcomes[index].outcome.diffSize)
            }
        }
        return outcomes.map(\.outcome)
    }

    /// The one outcome of a variant that could not be checked: an error with `message`, named by
    /// its first page's baseline.
    func failure(of variant: Variant, _ message: String, milliseconds: Double = 0) -> SnapshotOutcome {
        let baseline = BaselineName(suite: renderer.suite.name, variant: variant, scale: configuration.scale)
        return SnapshotOutcome(
            name: baseline.name, axes: variant.axes(scale: configuration.scale), status: .error, message: message,
            files: .init(baseline: baseline.path), milliseconds: milliseconds
        )
    }

    /// The outcomes of a variant that need not be drawn again: each page of its baseline carries
    /// `fingerprint` (``BaselineStamp``) and is byte for byte the file that stamp was sealed
    /// into, so drawing it would give the same bytes. Each page passes with the findings its
    /// stamp holds, and its baseline's bytes go into the output as its rendering. Nil when it
    /// must be drawn: skipping is off, a page is missing, stamped otherwise, not the file its
    /// stamp was sealed into, or cannot be read (drawing then compares it, and reports why).
    private func unchanged(_ variant: Variant, fingerprint: String, start: ContinuousClock.Instant) -> [SnapshotOutcome]? {
        guard configuration.skipsUnchanged else { return nil }
        let name = { (index: Int, count: Int) in
            BaselineName(suite: self.renderer.suite.name, variant: variant, scale: self.configuration.scale, pageIndex: index, pageCount: count)
        }
        // The first page is named without a page number, or with as many digits as the count
        // needs: 2 up to 99 pages, then 3, 4, 5.
        let firstNames = [name(0, 1)] + [2, 100, 1_000, 10_000].map { name(0, $0) }
        // A loop, not `lazy.compactMap(…).first`, which reads the matching file twice (once to
        // find its index, once more to return it).
        var firstPage: (bytes: [UInt8], stamp: BaselineStamp)?
        for first in firstNames {
            guard let bytes = (try? store.read(first.path)) ?? nil, let stamp = BaselineStamp.stored(in: bytes),
                  stamp.fingerprint == fingerprint, name(0, stamp.pages) == first else { continue }
            firstPage = (bytes, stamp)
            break
        }
        guard let (firstBytes, stamp) = firstPage else { return nil }
        var pages: [(BaselineName, [UInt8], BaselineStamp)] = [(name(0, stamp.pages), firstBytes, stamp)]
        for index in 1..<stamp.pages {
            let page = name(index, stamp.pages)
            guard let bytes = (try? store.read(page.path)) ?? nil, let pageStamp = BaselineStamp.stored(in: bytes),
                  pageStamp.fingerprint == fingerprint, pageStamp.pages == stamp.pages else { return nil }
            pages.append((page, bytes, pageStamp))
        }
        var outcomes: [SnapshotOutcome] = []
        for (index, (baseline, bytes, pageStamp)) in pages.enumerated() {
            let axes = variant.axes(scale: configuration.scale, pageIndex: index, pageCount: stamp.pages)
            guard var outcome = passed(baseline, bytes: bytes, axes: axes, findings: pageStamp.findings) else { return nil }
            outcome.skipped = true
            outcomes.append(outcome)
        }
        return sharingTime(outcomes, since: start)
    }

    /// The outcomes of a variant whose pages have exactly its baselines' pixels, found by
    /// comparing each painted strip with the decoded baselines instead of encoding PNGs (encoding
    /// is about half the work of a variant that passes). Each page passes, and its baseline's
    /// bytes go into the output as its rendering, as for a skipped variant. Nil when the variant
    /// must be encoded and compared as PNGs: the record mode records matching variants, only some
    /// pages are compared, or a baseline is missing, does not decode, is larger than
    /// ``largestUnencodedComparison`` or differs in a pixel.
    private func passingUnencoded(
        _ variant: Variant, layout: ScreenLayout, observations: [AuditObservation], options: RenderOptions, start: ContinuousClock.Instant
    ) throws -> [SnapshotOutcome]? {
        guard !configuration.recordMode.records(.matching), configuration.baselineNames == nil else { return nil }
        var stored: [(name: BaselineName, bytes: [UInt8])] = []
        let (geometry, matches) = try renderer.pngMatches(variant, layout: layout, options: options) { geometry in
            let (pixels, overflow) = geometry.width.multipliedReportingOverflow(by: geometry.height)
            guard !overflow, pixels <= Self.largestUnencodedComparison / 4 else { return nil }
            var images: [RGBAImage] = []
            for index in geometry.pages.indices {
                let name = BaselineName(suite: renderer.suite.name, variant: variant, scale: configuration.scale, pageIndex: index, pageCount: geometry.pages.count)
                // A baseline of another size differs: known from its header, without decoding it.
                guard let bytes = (try? store.read(name.path)) ?? nil,
                      PixelSize(pngHeader: bytes) == PixelSize(width: geometry.width, height: geometry.pages[index].count),
                      let image = try? PNGDecoder.decode(bytes) else { return nil }
                stored.append((name, bytes))
                images.append(image)
            }
            return images
        }
        guard matches else { return nil }
        let findings = Self.findings(observations, pageCount: stored.count, geometry: geometry)
        var outcomes: [SnapshotOutcome] = []
        for (index, page) in stored.enumerated() {
            let axes = variant.axes(scale: configuration.scale, pageIndex: index, pageCount: stored.count)
            guard let outcome = passed(page.name, bytes: page.bytes, axes: axes, findings: findings[index]) else { return nil }
            outcomes.append(outcome)
        }
        return sharingTime(outcomes, since: start)
    }

    /// `outcomes`, the pages of one variant, each given an equal share of the time since `start`.
    private func sharingTime(_ outcomes: [SnapshotOutcome], since start: ContinuousClock.Instant) -> [SnapshotOutcome] {
        let elapsed = milliseconds(since: start) / Double(outcomes.count)
        return outcomes.map { outcome in
            var outcome = outcome
            outcome.milliseconds = elapsed
            return outcome
        }
    }

    /// The most bytes of decoded baseline (RGBA) ``passingUnencoded(_:layout:observations:options:start:)``
    /// holds for one variant: a whole @3x screen of the largest iPhone and more, while a tall
    /// scrolling page is encoded and compared as before, keeping memory bounded by the strip.
    static let largestUnencodedComparison = 1 << 24

    /// A page that passes with the stored `bytes` of its `baseline` as its rendering: they go
    /// into the output for the report. Nil when they cannot be written there.
    private func passed(_ baseline: BaselineName, bytes: [UInt8], axes: VariantAxes, findings: [AuditObservation.Reported]) -> SnapshotOutcome? {
        let size = PixelSize(pngHeader: bytes)
        var outcome = SnapshotOutcome(
            name: baseline.name, axes: axes, status: .passed, findings: findings.isEmpty ? nil : findings, files: .init(baseline: baseline.path),
            renderedSize: size, baselineSize: size
        )
        if let output = configuration.output {
            let actual = "\(baseline.name).actual.png"
            do { try write(bytes, to: output.appendingPathComponent(actual)) } catch { return nil }
            outcome.files.actual = actual
        }
        return outcome
    }

    /// Each page's findings, in layout order: the observations whose frame reaches the page, each
    /// boxed in that page's pixels (a frame across a page break is on both pages, each with its
    /// part). An observation on no page (outside the image) goes on the first page, unboxed.
    static func findings(_ observations: [AuditObservation], pageCount: Int, geometry: PNGGeometry) -> [[AuditObservation.Reported]] {
        var findings = [[AuditObservation.Reported]](repeating: [], count: pageCount)
        for observation in observations {
            let regions = geometry.pageRegions(ofContent: observation.frame).filter { $0.page < pageCount }
            if regions.isEmpty, pageCount > 0 { findings[0].append(observation.reported()) }
            for (page, region) in regions { findings[page].append(observation.reported(box: region)) }
        }
        return findings
    }

    /// `png` against its baseline; `changedBaseline` is given the stored bytes of a baseline the
    /// rendering differs from, before the mode records over it. A variant without a baseline
    /// whose column count changed (a column rule edited) is compared with the baseline it had
    /// under its old count (``previousColumnsBaseline(of:matrix:)``), and is changed, not new.
    private func compare(_ png: [UInt8], baseline: BaselineName, axes: VariantAxes, matrix: Set<BaselineName>, changedBaseline: ([UInt8]) -> Void) -> SnapshotOutcome {
        let name = baseline.name, path = baseline.path
        // The sizes go into the outcome here, where they are known, so no report reads them back
        // from the files: the rendering's from the header its encoder just wrote, the baseline's
        // from the decoded image (or the rendering's, when the bytes are the same).
        let renderedSize = PixelSize(pngHeader: png)
        var outcome = SnapshotOutcome(name: name, axes: axes, status: .passed, files: .init(baseline: path), renderedSize: renderedSize)
        do {
            let situation: BaselineSituation
            var comparison: PNGComparison?
            var stored = try store.read(path)
            var previous: BaselineName?
            if stored == nil, let earlier = previousColumnsBaseline(of: baseline, matrix: matrix) {
                stored = try store.read(earlier.path)
                previous = earlier
            }
            if let stored {
                // The same bytes, or the same but for the stamp (a newer build drew the same
                // image): matching without decoding.
                if previous == nil, stored == png || PNGTextIgnoringComparison.same(stored, png, ignoringTextNamed: BaselineStamp.pngKeyword) {
                    situation = .matching
                    outcome.baselineSize = renderedSize
                } else {
                    let result = try PNGComparison(expected: stored, actual: png, path: store.url(for: previous?.path ?? path).path, differ: PixelDiffer(options: configuration.differ))
                    comparison = result
                    outcome.baselineSize = PixelSize(of: result.expected)
                    outcome.diffPixels = result.diff.diffPixels
                    outcome.diffRatio = Double(result.diff.diffPixels) / Double(max(1, result.diff.totalPixels))
                    let notes = [previous.map { "compared with \($0.name), its baseline before its column count changed" }, result.sizeMessage].compactMap { $0 }
                    outcome.message = notes.isEmpty ? nil : notes.joined(separator: "; ")
                    // No tolerance lets a size change, or a baseline under another name, pass.
                    let allowed = previous == nil && result.sizeMessage == nil
                        && configuration.tolerance.allows(diffPixels: result.diff.diffPixels, totalPixels: result.diff.totalPixels)
                    situation = allowed ? .matching : .changed
                    if situation == .changed { changedBaseline(stored) }
                }
            } else {
                situation = .missing
            }
            if configuration.recordMode.records(situation) {
                outcome.recorded = try store.write(png, to: path)
            }
            switch situation {
            case .matching: outcome.status = .passed
            case .changed: outcome.status = .changed
            case .missing: outcome.status = configuration.recordMode.records(.missing) ? .new : .missing
            }
            // What a reviewer may accept carries the fingerprint of the rendering they see, so the
            // report restores an acceptance only for that rendering.
            if outcome.status == .changed || outcome.status == .missing { outcome.fingerprint = ImageFingerprint.of(png) }
            if outcome.status == .changed, let comparison {
                outcome.files = try writeFailureImages(comparison, name: name, baseline: path)
                outcome.regions = comparison.diff.diffImage.map { ChangedRegions.find(in: $0, options: configuration.differ) }
            } else if let output = configuration.output {
                // Every other variant's rendering too (the bytes as rendered; a variant that
                // matched without encoding shows its baseline's bytes instead), for the HTML report.
                let actual = "\(name).actual.png"
                try write(png, to: output.appendingPathComponent(actual))
                outcome.files.actual = actual
            }
        } catch {
            outcome.status = .error
            outcome.message = String(describing: error)
        }
        return outcome
    }

    /// The baseline a variant without one had under another column count: the one baseline in
    /// its folder at its scale and page whose name differs from its own only in the column
    /// count, and which no variant of the full matrix makes now. Nil when there is none, or more
    /// than one (then which it was is unknown).
    private func previousColumnsBaseline(of baseline: BaselineName, matrix: Set<BaselineName>) -> BaselineName? {
        guard let rest = Self.stemAfterColumns(baseline.stem) else { return nil }
        let candidates = store.baselines(under: baseline.folder).compactMap(BaselineName.init(path:)).filter { name in
            name.folder == baseline.folder && name.scale == baseline.scale && name.page == baseline.page && name.stem != baseline.stem
                && Self.stemAfterColumns(name.stem) == rest && !matrix.contains(name.unpaged)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// A variant's file stem without its column count: `col-large-dark` of `2col-large-dark`.
    private static func stemAfterColumns(_ stem: String) -> Substring? {
        let rest = stem.drop { $0.isASCII && $0.isNumber }
        return rest.count < stem.count && rest.hasPrefix("col-") ? rest : nil
    }

    private func writeFailureImages(_ comparison: PNGComparison, name: String, baseline: String) throws -> SnapshotOutcome.Files {
        var files = SnapshotOutcome.Files(baseline: baseline)
        guard let output = configuration.output else { return files }
        files.expected = "\(name).expected.png"
        files.actual = "\(name).actual.png"
        try write(comparison.expectedPNG, to: output.appendingPathComponent(files.expected!))
        try write(comparison.actualPNG, to: output.appendingPathComponent(files.actual!))
        if let diff = comparison.diff.diffImage, let triptych = comparison.triptych {
            files.diff = "\(name).diff.png"
            files.triptych = "\(name).triptych.png"
            try write(try PNGEncoder.encode(diff), to: output.appendingPathComponent(files.diff!))
            try write(try PNGEncoder.encode(triptych), to: output.appendingPathComponent(files.triptych!))
        }
        return files
    }

    /// Writes one of the run's output images (a rendering or failure image for the report):
    /// whole or not at all (a kill can leave last run's file removed, never a truncated one),
    /// not flushed to disk, as the next run writes it again.
    private func write(_ bytes: [UInt8], to url: URL) throws {
        try StagedFiles.write(bytes, to: url, durable: false)
    }

    func writeEnvironment(_ environment: RenderEnvironment) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try store.write(Array(try encoder.encode(environment)) + [10], to: environmentPath)
    }

    /// Baselines under the suite's folder at this scale that no variant of the full matrix
    /// produces, and pages a variant rendered now no longer has. Scale and page come from
    /// parsing each name (`BaselineName`), so another scale's set is never an orphan; a file
    /// whose name does not parse is not a baseline, and never an orphan. A variant that failed to
    /// render keeps its pages.
    func findOrphans(outcomes: [SnapshotOutcome], rendered: [Variant], matrix known: Set<BaselineName>) -> [String] {
        let scale = configuration.scale
        let suite = renderer.suite.name
        let failed = Set(outcomes.filter { $0.status == .error }.compactMap { BaselineName(path: $0.files.baseline) })
        let renderedNow = Set(rendered.map { BaselineName(suite: suite, variant: $0, scale: scale) }).subtracting(failed)
        let produced = Set(outcomes.map(\.files.baseline))
        return store.baselines(under: suiteFolder).filter { path in
            guard let name = BaselineName(path: path), name.scale == scale else { return false }
            if !known.contains(name.unpaged) { return true }
            // A page of a variant rendered now that this run did not produce.
            return renderedNow.contains(name.unpaged) && !produced.contains(path) && configuration.baselineNames == nil
        }
    }

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
    }
}
