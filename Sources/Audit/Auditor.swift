import DynamicType
import Foundation
import Layout
import Localization
import ProofSheetSupport
import Spec
import Synchronization
import Variants

/// Runs the audit rules over a suite's matrix, from layouts alone (no pixels), and merges what
/// each variant shows into one finding per rule and element with the categories where it occurs.
/// What lays a variant out and what shares the work out are handed in (the facade hands in its
/// painter's layout and fonts, and threads or worker processes), so the audit needs no Cairo or Pango.
package struct Auditor: Sendable {
    /// The suite whose variants it audits.
    package let suite: Suite
    /// The spec's file name, where a finding is written when the suite has no recorded locations.
    package let specName: String
    /// What measures the texts the rules check: the measurer `layout` lays out with.
    package let measurer: any TextMeasuring
    /// A variant's layout, as the painter lays it out.
    package let layout: @Sendable (Variant) throws -> ScreenLayout
    /// Variants laid out at once.
    package var jobs: Int
    /// The worker processes chunks are audited on, one chunk to a worker at a time and chunks of
    /// one screen size kept on one worker; nil: threads of this process (`ParallelWork`).
    package var processes: (any WorkerProcessPool)?
    /// Each screen's layout input in a language on a device, resolved once for all the variants
    /// that share it (every category, column count, appearance and setting).
    private let localizedInputs = LocalizedInputs()

    /// An auditor of `suite`'s variants, laid out by `layout` and measured by `measurer`.
    package init(
        suite: Suite, specName: String, measurer: any TextMeasuring, layout: @escaping @Sendable (Variant) throws -> ScreenLayout,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, processes: (any WorkerProcessPool)? = nil
    ) {
        self.suite = suite
        self.specName = specName
        self.measurer = measurer
        self.layout = layout
        self.jobs = max(1, jobs)
        self.processes = processes
    }

    /// The findings of `variants`, sorted by screen, their values on the registry's axes
    /// (``ReportOrder``), element and rule; the same at any job count.
    ///
    /// Variants are audited in chunks of neighbours (`chunks(of:jobs:)`), each chunk's
    /// findings merged where it is audited, so a worker process sends back a chunk's findings
    /// rather than every variant's findings; the chunks' findings are then merged in order.
    package func audit(_ variants: [Variant]) throws -> [AuditFinding.AcrossSizes] {
        let chunks = Self.chunks(of: variants, jobs: jobs)
        // The registry is a task-local, which the threads `ParallelWork` runs chunks on do not inherit.
        let registry = VariantAxisRegistry.current
        let find: @Sendable (Int) throws -> [ChunkFinding] = { chunk in
            try VariantAxisRegistry.$current.withValue(registry) { try self.findings(of: variants, in: chunks[chunk]) }
        }
        let found =
            try processes?.tryMap(
                chunks.count, jobs: jobs, batches: chunks.indices.map { $0..<($0 + 1) }, affinities: Variant.sizeAffinities(of: chunks, in: variants),
                find) ?? ParallelWork.tryMap(chunks.count, jobs: jobs, find)
        var merged = FindingMerger()
        for chunk in found {
            for each in chunk {
                let key = Key(rule: each.finding.rule, span: Self.span(of: variants[each.firstVariant]), element: each.finding.element)
                merged.add(key, firstVariant: each.firstVariant, categories: each.finding.categories, onlyUnder: each.finding.onlyUnder) {
                    each.finding
                }
            }
        }
        return sorted(merged.inOrder.map(\.finding))
    }

    /// A finding of one chunk, with the index of the first variant it was seen on, whose span
    /// (`span(of:)`) it is merged by with other chunks' findings.
    package struct ChunkFinding: Codable, Sendable {
        package var firstVariant: Int
        package var finding: AuditFinding.AcrossSizes
    }

    /// The findings of the variants `chunk` indexes, merged in variant order, in the order first
    /// seen.
    package func findings(of variants: [Variant], in chunk: Range<Int>) throws -> [ChunkFinding] {
        var merged = FindingMerger()
        // A Bold Text variant's regular twin comes before it in its run (`runsSharingText`), so
        // its findings are at hand when it is in the chunk.
        var regular: [Variant: [AuditFinding]] = [:]
        for index in chunk {
            let variant = variants[index]
            let span = Self.span(of: variant)
            let found = try findings(of: variant, layout: layout(variant), twin: Self.regularTwin(of: variant).flatMap { regular[$0] })
            if variant.legibilityWeight == .regular, try suite.screen(named: variant.screen).legibilityWeights.contains(.bold) {
                regular[variant] = found
            }
            for finding in found {
                let key = Key(rule: finding.rule, span: span, element: finding.element)
                let onlyUnder = finding.onlyUnder.map { AuditFinding.AcrossSizes.OnlyUnder(setting: $0, categories: [variant.category]) }
                merged.add(key, firstVariant: index, categories: [variant.category], onlyUnder: onlyUnder) {
                    merging(finding, on: variant)
                }
            }
        }
        return merged.inOrder
    }

    /// A Bold Text variant's twin with Bold Text off (every other axis value the same); nil for
    /// a variant that is not under Bold Text.
    package static func regularTwin(of variant: Variant) -> Variant? {
        guard variant.legibilityWeight == .bold else { return nil }
        var twin = variant
        twin.legibilityWeight = .regular
        return twin
    }

    /// `variants` cut into chunks of neighbours of one screen and device: whole runs that measure
    /// the same texts (`Variant.runsSharingText`), so no text is measured in two workers, and
    /// the categories of a finding mostly in one chunk, so it is merged there. Small enough that
    /// there are about eight chunks for each job, to share the work out evenly.
    package static func chunks(of variants: [Variant], jobs: Int) -> [Range<Int>] {
        let runs = Variant.runsSharingText(variants)
        let runsPerChunk = max(1, runs.count / (8 * max(1, jobs)))
        var chunks: [Range<Int>] = []
        var runsInChunk = 0
        for run in runs {
            if let last = chunks.last, runsInChunk < runsPerChunk,
                variants[last.lowerBound].screen == variants[run.lowerBound].screen,
                variants[last.lowerBound].device == variants[run.lowerBound].device
            {
                chunks[chunks.count - 1] = last.lowerBound..<run.upperBound
                runsInChunk += 1
            } else {
                chunks.append(run)
                runsInChunk = 1
            }
        }
        return chunks
    }

    /// What `rules` (default: every rule) find on one variant whose `layout` the caller already
    /// has (a sheet or a check that also draws it), in layout order. On a Bold Text variant, a
    /// finding whose rule its regular twin (``regularTwin(of:)``) does not find on the same
    /// element shows only under Bold Text (``AuditFinding/onlyUnder``): `twin` gives the twin's
    /// findings of `rules` when the caller has them; else the twin is laid out and audited here,
    /// when there is a finding to mark.
    package func findings(
        of variant: Variant, layout: ScreenLayout, rules: Set<AuditRule> = Set(AuditRule.allCases), twin: [AuditFinding]? = nil
    ) throws -> [AuditFinding] {
        var found = try variantAudit(of: variant, layout: layout, rules: rules).findings()
        guard let regular = Self.regularTwin(of: variant), found.contains(where: { $0.rule != .ignoresBoldText }),
            let setting = MatrixAxis.legibilityWeight.recordedValue(of: variant)?.label.phrase
        else { return found }
        let twinFindings = try twin ?? variantAudit(of: regular, layout: self.layout(regular), rules: rules).findings()
        let inTwin = Set(twinFindings.map { TwinKey(rule: $0.rule, element: $0.element) })
        for index in found.indices where found[index].rule != .ignoresBoldText {
            if !inTwin.contains(TwinKey(rule: found[index].rule, element: found[index].element)) { found[index].onlyUnder = setting }
        }
        return found
    }

    /// What a finding and its twin's share: the rule and the element.
    private struct TwinKey: Hashable {
        var rule: AuditRule
        var element: AuditElement
    }

    /// The colours of every label, image and cell background of one variant whose `layout` the
    /// caller has, as the contrast rule resolves them (``ColorSample``), in layout order.
    package func colorSamples(of variant: Variant, layout: ScreenLayout) throws -> [ColorSample] {
        try variantAudit(of: variant, layout: layout, rules: [.lowContrast]).colorSamples(assets: suite.assets)
    }

    /// The rules over one variant: what `findings(of:layout:rules:)` and `colorSamples(of:layout:)` run.
    private func variantAudit(of variant: Variant, layout: ScreenLayout, rules: Set<AuditRule>) throws -> VariantAudit {
        let screen = try suite.screen(named: variant.screen)
        let localized = try localizedInputs.input(of: screen, in: variant.language, on: variant.device, of: suite)
        let audit = VariantAudit(
            layout: layout, category: variant.category, appearance: variant.appearance, legibilityWeight: variant.legibilityWeight,
            screenWidth: variant.device.size.width, input: localized.input, screenBackground: screen.background,
            palette: suite.palette.at(variant.contrast), measurer: measurer, rules: rules,
            untranslated: localized.untranslated.map { text in
                (text, screen.keyPath(of: Screen.TextPlace(kind: text.kind, section: text.section, item: text.item, field: text.field)))
            }
        )
        return audit
    }

    /// The variants one finding spans, as the variant standing for them: every content-size
    /// category of one screen and one value on each other axis. A sharded audit keeps them in
    /// one shard, so each shard's findings are whole.
    package static func span(of variant: Variant) -> Variant {
        var span = variant
        span.category = .large
        return span
    }

    private struct Key: Hashable {
        var rule: AuditRule
        var span: Variant
        var element: AuditElement
    }

    /// Findings merged by rule, span and element: the first one seen of each keeps its text,
    /// detail and measurements, and gains the categories of the rest (a shrunk-text finding also
    /// their smallest scale: `AuditFinding.AcrossSizes.keepSmallestShrink(of:)`).
    private struct FindingMerger {
        private var found: [Key: ChunkFinding] = [:]
        private var keys: [Key] = []

        /// The findings in the order their keys were first added.
        var inOrder: [ChunkFinding] { keys.map { found[$0]! } }

        /// Adds `categories` to the finding of `key`, and `onlyUnder` to the categories only a
        /// setting shows it at, or makes it when it is the first.
        mutating func add(
            _ key: Key, firstVariant: Int, categories: [ContentSizeCategory], onlyUnder: AuditFinding.AcrossSizes.OnlyUnder?,
            _ makeFinding: () -> AuditFinding.AcrossSizes
        ) {
            guard found[key] != nil else {
                found[key] = ChunkFinding(firstVariant: firstVariant, finding: makeFinding())
                keys.append(key)
                return
            }
            for category in categories where !found[key]!.finding.categories.contains(category) {
                found[key]!.finding.categories.append(category)
            }
            if key.rule == .shrunkText { found[key]!.finding.keepSmallestShrink(of: makeFinding()) }
            guard let onlyUnder else { return }
            var merged = found[key]!.finding.onlyUnder ?? AuditFinding.AcrossSizes.OnlyUnder(setting: onlyUnder.setting, categories: [])
            for category in onlyUnder.categories where !merged.categories.contains(category) { merged.categories.append(category) }
            found[key]!.finding.onlyUnder = merged
        }
    }

    /// `finding` of `variant` alone, at its category.
    private func merging(_ finding: AuditFinding, on variant: Variant) -> AuditFinding.AcrossSizes {
        var first = finding
        first.onlyUnder = nil
        return AuditFinding.AcrossSizes(
            finding: first, screen: variant.screen, axes: Self.spannedAxes.compactMap { $0.recordedValue(of: variant) },
            categories: [variant.category], location: location(screen: variant.screen, element: finding.element, specKeyPath: finding.specKeyPath),
            onlyUnder: finding.onlyUnder.map { AuditFinding.AcrossSizes.OnlyUnder(setting: $0, categories: [variant.category]) }
        )
    }

    /// The axes a finding has one value on: the current registry's, but the content-size
    /// category it spans (``span(of:)``).
    private static var spannedAxes: [MatrixAxis] {
        VariantAxisRegistry.current.axes.filter { $0.key != MatrixAxis.category.key }
    }

    /// `findings` with their categories smallest first, in report order. Each finding's place is
    /// worked out once, not in every comparison of the sort.
    private func sorted(_ findings: [AuditFinding.AcrossSizes]) -> [AuditFinding.AcrossSizes] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1, $0) })
        return findings.map { finding in
            var sorted = finding
            sorted.categories.sort()
            sorted.onlyUnder?.categories.sort()
            return (finding: sorted, order: order(of: finding), rule: ruleIndex[finding.rule]!)
        }.sorted { a, b in
            if a.order != b.order { return a.order < b.order }
            return (a.finding.element, a.rule) < (b.finding.element, b.rule)
        }.map(\.finding)
    }

    /// Where a finding's variants come in a report: screens in the spec's order, then the values
    /// on each axis of the registry but the category, in matrix order, each ordered as its axis
    /// says (`MatrixAxis.Order`: device names, column counts and appearances by value, languages
    /// in the screen's order). Findings of one place are sorted by element and rule.
    package struct ReportOrder: Hashable, Comparable, Sendable {
        var screen: Int
        var axes: [MatrixAxis.OrderKey]

        package static func < (a: ReportOrder, b: ReportOrder) -> Bool {
            a.screen != b.screen ? a.screen < b.screen : a.axes.lexicographicallyPrecedes(b.axes)
        }
    }

    /// Where `finding` comes in a report.
    package func order(of finding: AuditFinding.AcrossSizes) -> ReportOrder {
        order(screen: finding.screen) { finding[axis: $0.key] }
    }

    /// Where the findings on `variant` come in a report.
    package func order(of variant: Variant) -> ReportOrder {
        order(screen: variant.screen) { $0.recordedValue(of: variant)?.value }
    }

    /// Where the findings on `screen` with `value` on each axis come in a report.
    private func order(screen: String, value: (MatrixAxis) -> VariantAxisValue?) -> ReportOrder {
        let screenIndex = suite.screens.firstIndex { $0.name == screen } ?? 0
        let spec = screenIndex < suite.screens.count ? suite.screens[screenIndex] : nil
        return ReportOrder(screen: screenIndex, axes: Self.spannedAxes.map { $0.orderKey(of: value($0), on: spec) })
    }

    /// Where `element`'s template is written: `screens[i].cell.<path>` (`cells.<kind>`, `header`,
    /// `footer`), at its line and column; or, given `specKeyPath`, where that is in the screen
    /// (`screens[i].items[3].title`).
    private func location(screen: String, element: AuditElement, specKeyPath: String? = nil) -> AuditFinding.AcrossSizes.Location {
        let index = suite.screens.firstIndex { $0.name == screen } ?? 0
        let templateKey =
            element.isBar
            ? nil
            : index < suite.screens.count
                ? suite.screens[index].layout.templateKey(of: element.kind, section: element.section, item: element.item) : element.templateKey
        let keyPath =
            "screens[\(index)]."
            + (specKeyPath ?? templateKey.map { $0 + (element.templatePath.isEmpty ? "" : ".\(element.templatePath)") } ?? element.templatePath)
        let position = suite.locations?.position(of: keyPath)
        return AuditFinding.AcrossSizes.Location(
            file: suite.locations?.file ?? specName, line: position?.line, column: position?.column, keyPath: keyPath)
    }
}

/// Screens' layout inputs resolved in a language on a device (`Suite.layoutInput(of:in:on:)`),
/// kept for the auditor's life and shared by its threads.
private final class LocalizedInputs: Sendable {
    private struct Key: Hashable {
        let screen: String
        let language: LanguageTag?
        let device: Device
    }

    private let resolved = Mutex<[Key: (input: ScreenLayoutInput, untranslated: [UntranslatedText])]>([:])

    /// `screen`'s input in `language` on `device`, resolved by `suite` the first time it is asked for.
    func input(of screen: Screen, in language: LanguageTag?, on device: Device, of suite: Suite) throws -> (
        input: ScreenLayoutInput, untranslated: [UntranslatedText]
    ) {
        let key = Key(screen: screen.name, language: language, device: device)
        if let known = resolved.withLock({ $0[key] }) { return known }
        let made = try suite.layoutInput(of: screen, in: language, on: device)
        resolved.withLock { $0[key] = made }
        return made
    }
}
