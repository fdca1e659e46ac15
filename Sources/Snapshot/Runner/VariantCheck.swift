import Audit
import Foundation
import ImageIO
import Layout
import Variants

/// Checks one variant against its baselines: renders it and compares each page with its baseline
/// (its painted pixels with the decoded baseline's; when those differ or it records, its PNG
/// bytes, then the pixelmatch differ), records according to the record mode, describes what
/// changed, and has ``OutputImages`` write the failure images and renderings. A variant whose
/// baselines carry its fingerprint passes without being drawn again. ``SnapshotRunner`` makes one
/// for a run and calls it from any thread or worker process.
package struct VariantCheck: Sendable {
    package let renderer: any VariantRendering
    package let configuration: SnapshotRunner.Configuration
    /// Why changed variants may differ: the environment's differences from the baselines'.
    package let environmentNote: String?
    /// The baselines (unpaged) the suite's full matrix makes at this scale.
    package let matrix: Set<BaselineName>
    package let fingerprints: VariantFingerprints

    private var store: BaselineStore { BaselineStore(root: configuration.snapshots) }
    private var images: OutputImages { OutputImages(folder: configuration.output) }

    /// One variant: every page compared and, if the mode says so, recorded.
    package func outcomes(of variant: Variant) -> [SnapshotOutcome] {
        let start = ContinuousClock.now
        var pages: [[UInt8]] = []
        var findings: [[AuditFinding]] = []
        let geometry: PNGGeometry
        let layout: ScreenLayout
        do {
            let fingerprint = try fingerprints.of(variant)
            if let outcomes = unchanged(variant, fingerprint: fingerprint, start: start) { return outcomes }
            layout = try renderer.layout(variant)
            let unplaced = try renderer.findings(
                of: variant, layout: layout, rules: configuration.audits ? Set(AuditRule.allCases) : AuditRule.alwaysChecked)
            if let outcomes = try passingUnencoded(variant, layout: layout, unplaced: unplaced, start: start) {
                return outcomes
            }
            geometry = try renderer.renderPNG(
                variant, layout: layout, scale: configuration.scale,
                stamp: { geometry, index, png in
                    if index == 0 { findings = SnapshotRunner.findings(unplaced, pageCount: geometry.pages.count, geometry: geometry) }
                    return try BaselineStamp.sealing(
                        png, fingerprint: fingerprint, pages: geometry.pages.count,
                        findings: findings[index].filter { AuditRule.alwaysChecked.contains($0.rule) }
                    )
                }
            ) { _, _, png in pages.append(png) }
        } catch {
            return [failure(of: variant, String(describing: error), milliseconds: milliseconds(since: start))]
        }
        var storedLayout: StoredLayout?
        var outcomes: [(page: Int, outcome: SnapshotOutcome)] = pages.enumerated().compactMap { page, png in
            let baseline = BaselineName(
                suite: renderer.suite.name, variant: variant, scale: configuration.scale, pageIndex: page, pageCount: pages.count)
            if let names = configuration.baselineNames, !names.contains(baseline.name) { return nil }
            var outcome = compare(png, baseline: baseline, axes: variant.axes(scale: configuration.scale, pageIndex: page, pageCount: pages.count)) {
                stored in
                // The first page's baseline carries the layout; read before it is re-recorded.
                if page == 0 { storedLayout = StoredLayout(reading: stored, path: store.url(for: baseline.path).path) }
            }
            if page == 0, outcome.status == .passed, let change = voiceOverChange(storedLayout, layout: layout) {
                outcome = voiceOverChanged(outcome, png: png, baseline: baseline, change: change)
            }
            if outcome.status == .changed { outcome.environmentNote = environmentNote }
            if !findings[page].isEmpty { outcome.findings = findings[page] }
            outcome.milliseconds = milliseconds(since: start) / Double(pages.count)
            return (page, outcome)
        }
        // Pages whose pixels changed (a first page changed only in what VoiceOver reads has its
        // description already).
        if outcomes.contains(where: { $0.outcome.status == .changed && $0.outcome.change == nil }) {
            if storedLayout == nil {
                // Only a later page changed: the first page's baseline still holds the layout.
                let first = BaselineName(
                    suite: renderer.suite.name, variant: variant, scale: configuration.scale, pageIndex: 0, pageCount: pages.count)
                storedLayout = StoredLayout(reading: (try? store.read(first.path)) ?? nil, path: store.url(for: first.path).path)
            }
            let change = ChangeDescriber(stored: storedLayout ?? .none, current: LayoutSnapshot(layout), environmentNote: environmentNote)
            for index in outcomes.indices where outcomes[index].outcome.status == .changed && outcomes[index].outcome.change == nil {
                outcomes[index].outcome.change = change.description
                outcomes[index].outcome.changedElements = change.elementBoxes(
                    onPage: outcomes[index].page, of: geometry, diffSize: outcomes[index].outcome.diffSize)
            }
        }
        return outcomes.map(\.outcome)
    }

    /// The one outcome of a variant that could not be checked: an error with `message`, named by
    /// its first page's baseline.
    package func failure(of variant: Variant, _ message: String, milliseconds: Double = 0) -> SnapshotOutcome {
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
            guard let bytes = (try? store.read(first.path)) ?? nil,
                let stamp = BaselineStamp.stored(in: bytes, maximumPages: renderer.maximumPageCount),
                stamp.fingerprint == fingerprint, name(0, stamp.pages) == first
            else { continue }
            firstPage = (bytes, stamp)
            break
        }
        guard let (firstBytes, stamp) = firstPage else { return nil }
        var pages: [(BaselineName, [UInt8], BaselineStamp)] = [(name(0, stamp.pages), firstBytes, stamp)]
        for index in 1..<stamp.pages {
            let page = name(index, stamp.pages)
            guard let bytes = (try? store.read(page.path)) ?? nil,
                let pageStamp = BaselineStamp.stored(in: bytes, maximumPages: renderer.maximumPageCount),
                pageStamp.fingerprint == fingerprint, pageStamp.pages == stamp.pages
            else { return nil }
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
        _ variant: Variant, layout: ScreenLayout, unplaced: [AuditFinding], start: ContinuousClock.Instant
    ) throws -> [SnapshotOutcome]? {
        guard !configuration.recordMode.records(.matching), configuration.baselineNames == nil else { return nil }
        var stored: [(name: BaselineName, bytes: [UInt8])] = []
        let (geometry, matches) = try renderer.pngMatches(variant, layout: layout, scale: configuration.scale) { geometry in
            let (pixels, overflow) = geometry.width.multipliedReportingOverflow(by: geometry.height)
            guard !overflow, pixels <= Self.largestUnencodedComparison / 4 else { return nil }
            var images: [RGBAImage] = []
            for index in geometry.pages.indices {
                let name = BaselineName(
                    suite: renderer.suite.name, variant: variant, scale: configuration.scale, pageIndex: index, pageCount: geometry.pages.count)
                // A baseline of another size differs: known from its header, without decoding it.
                guard let bytes = (try? store.read(name.path)) ?? nil,
                    PixelSize(pngHeader: bytes) == PixelSize(width: geometry.width, height: geometry.pages[index].count),
                    let image = try? PNGDecoder.decode(bytes)
                else { return nil }
                stored.append((name, bytes))
                images.append(image)
            }
            return images
        }
        guard matches else { return nil }
        // The same pixels, but VoiceOver reading otherwise: encoded and compared as PNGs, so the
        // first page is reported changed with what VoiceOver reads now, and can be recorded.
        if let first = stored.first,
            voiceOverChange(StoredLayout(reading: first.bytes, path: store.url(for: first.name.path).path), layout: layout) != nil
        {
            return nil
        }
        let findings = SnapshotRunner.findings(unplaced, pageCount: stored.count, geometry: geometry)
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

    /// The most bytes of decoded baseline (RGBA) ``passingUnencoded(_:layout:unplaced:start:)``
    /// holds for one variant: a whole @3x screen of the largest iPhone and more, while a tall
    /// scrolling page is encoded and compared as before, keeping memory bounded by the strip.
    static let largestUnencodedComparison = 1 << 24

    /// A page that passes with the stored `bytes` of its `baseline` as its rendering: they go
    /// into the output for the report. Nil when they cannot be written there.
    private func passed(_ baseline: BaselineName, bytes: [UInt8], axes: VariantAxes, findings: [AuditFinding]) -> SnapshotOutcome? {
        let size = PixelSize(pngHeader: bytes)
        var outcome = SnapshotOutcome(
            name: baseline.name, axes: axes, status: .passed, findings: findings.isEmpty ? nil : findings, files: .init(baseline: baseline.path),
            renderedSize: size, baselineSize: size
        )
        do { outcome.files.actual = try images.writeRendering(bytes, name: baseline.name) } catch { return nil }
        return outcome
    }

    /// What VoiceOver reads in `layout` set against what the first page's `stored` layout
    /// records, for a variant whose pixels match: nil when they read the same, or the baseline
    /// records no stops (recorded before layouts carried them: its pixels alone are compared).
    private func voiceOverChange(_ stored: StoredLayout?, layout: ScreenLayout) -> ChangeDescription? {
        guard case .layout(let baseline)? = stored, baseline.voiceOver != nil else { return nil }
        return LayoutComparison(baseline: baseline, current: LayoutSnapshot(layout)).voiceOverDescription()
    }

    /// `outcome`, a first page whose pixels match its baseline's, made a change because what
    /// VoiceOver reads differs (`change`): a passing check must mean that what was recorded
    /// still holds. Recorded as a changed page is when the mode records changes.
    private func voiceOverChanged(_ outcome: SnapshotOutcome, png: [UInt8], baseline: BaselineName, change: ChangeDescription) -> SnapshotOutcome {
        var outcome = outcome
        outcome.status = .changed
        outcome.change = change
        outcome.message =
            (outcome.diffPixels ?? 0) == 0
            ? "pixels match the baseline; what VoiceOver reads changed"
            : "pixels match the baseline within the tolerance; what VoiceOver reads changed"
        outcome.fingerprint = ImageFingerprint.of(png)
        outcome.environmentNote = nil
        if configuration.recordMode.records(.changed) {
            do { outcome.recorded = try store.write(png, to: baseline.path) } catch {
                outcome.status = .error
                outcome.message = String(describing: error)
            }
        }
        return outcome
    }

    /// `png` against its baseline; `changedBaseline` is given the stored bytes of a baseline the
    /// rendering is not the same bytes as (it differs, or matches only in its pixels), before
    /// the mode records over it. A variant without a baseline
    /// whose column count changed (a column rule edited) is compared with the baseline it had
    /// under its old count (``previousColumnsBaseline(of:)``), and is changed, not new.
    private func compare(_ png: [UInt8], baseline: BaselineName, axes: VariantAxes, changedBaseline: ([UInt8]) -> Void) -> SnapshotOutcome {
        let name = baseline.name
        let path = baseline.path
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
            if stored == nil, let earlier = previousColumnsBaseline(of: baseline) {
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
                    let result = try PNGComparison(
                        expected: stored, actual: png, path: store.url(for: previous?.path ?? path).path,
                        differ: PixelDiffer(options: configuration.differ))
                    comparison = result
                    outcome.baselineSize = PixelSize(of: result.expected)
                    outcome.diffPixels = result.diff.diffPixels
                    outcome.diffRatio = Double(result.diff.diffPixels) / Double(max(1, result.diff.totalPixels))
                    let notes = [previous.map { "compared with \($0.name), its baseline before its column count changed" }, result.sizeMessage]
                        .compactMap { $0 }
                    outcome.message = notes.isEmpty ? nil : notes.joined(separator: "; ")
                    // No tolerance lets a size change, or a baseline under another name, pass.
                    let allowed =
                        previous == nil && result.sizeMessage == nil
                        && configuration.tolerance.allows(diffPixels: result.diff.diffPixels, totalPixels: result.diff.totalPixels)
                    situation = allowed ? .matching : .changed
                    // A page that matches within the tolerance still hands its baseline on:
                    // the first page's layout says whether VoiceOver reads the same.
                    if situation == .changed || previous == nil { changedBaseline(stored) }
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
                outcome.files = try images.writeFailureImages(comparison, name: name, baseline: path)
                outcome.regions = comparison.diff.diffImage.map { ChangedRegions.find(in: $0, options: configuration.differ) }
            } else if let actual = try images.writeRendering(png, name: name) {
                // Every other variant's rendering too (the bytes as rendered; a variant that
                // matched without encoding shows its baseline's bytes instead), for the HTML report.
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
    private func previousColumnsBaseline(of baseline: BaselineName) -> BaselineName? {
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

    private func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock.now - start).components
        return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
    }
}
