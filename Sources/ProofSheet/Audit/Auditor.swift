import DynamicType
import Foundation
import Layout
import Rendering

/// Runs the audit rules over a suite's matrix, from layouts alone (no pixels), and merges what
/// each variant shows into one finding per rule and element with the categories where it occurs.
public struct Auditor: Sendable {
    public let renderer: VariantRenderer
    /// Variants laid out at once.
    public var jobs: Int
    /// What lays them out at once.
    public var workers: SnapshotSession.Workers

    public init(renderer: VariantRenderer, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, workers: SnapshotSession.Workers = .threads) {
        self.renderer = renderer
        self.jobs = max(1, jobs)
        self.workers = workers
    }

    /// The findings of `variants`, sorted by screen, device, columns, appearance, element and
    /// rule; the same at any job count.
    public func audit(_ variants: [Variant]) throws -> [AuditFinding] {
        let observe: @Sendable (Int) throws -> [AuditObservation] = { index in try self.observe(variants[index]) }
        let observed = switch workers {
        case .threads: try ParallelWork.tryMap(variants.count, jobs: jobs, observe)
        case .processes: try WorkerProcesses.tryMap(variants.count, jobs: jobs, batches: Variant.runsSharingText(variants), observe)
        }
        return merge(zip(variants, observed).map { ($0, $1) })
    }

    private func observe(_ variant: Variant) throws -> [AuditObservation] {
        try observations(of: variant, layout: renderer.layout(variant))
    }

    /// What `rules` (default: every rule) find on one variant whose `layout` the caller already
    /// has (a sheet or a check that also draws it), in layout order.
    public func observations(of variant: Variant, layout: ScreenLayout, rules: Set<AuditRule> = Set(AuditRule.allCases)) throws -> [AuditObservation] {
        let screen = try renderer.suite.screen(named: variant.screen)
        let localized = try renderer.suite.layoutInput(of: screen, in: variant.language, on: variant.device)
        let audit = VariantAudit(
            layout: layout, category: variant.category, appearance: variant.appearance,
            screenWidth: variant.device.size.width, input: localized.input, screenBackground: screen.background,
            palette: renderer.suite.palette, measurer: renderer.measurer, rules: rules,
            untranslated: localized.untranslated.map { text in
                (text, screen.keyPath(of: Screen.TextPlace(kind: text.kind, section: text.section, item: text.item, field: text.field)))
            }
        )
        return try audit.observations()
    }

    /// The variants one finding spans, as the variant standing for them: every content-size
    /// category of one screen, device, column count, appearance and language. A sharded audit
    /// keeps them in one shard, so each shard's findings are whole.
    public static func span(of variant: Variant) -> Variant {
        var span = variant
        span.category = .large
        return span
    }

    private struct Key: Hashable {
        var rule: AuditRule
        var span: Variant
        var element: AuditElement
    }

    private func merge(_ observed: [(Variant, [AuditObservation])]) -> [AuditFinding] {
        var findings: [Key: AuditFinding] = [:]
        for (variant, observations) in observed {
            for observation in observations {
                let key = Key(rule: observation.rule, span: Self.span(of: variant), element: observation.element)
                if findings[key] != nil {
                    if !findings[key]!.categories.contains(variant.category) { findings[key]!.categories.append(variant.category) }
                    continue
                }
                findings[key] = AuditFinding(
                    rule: observation.rule, severity: observation.rule.severity, screen: variant.screen, device: variant.device.name,
                    columns: variant.columns, appearance: variant.appearance, language: variant.language?.identifier, element: observation.element,
                    text: observation.text,
                    detail: observation.detail, measured: observation.measured, categories: [variant.category],
                    location: location(screen: variant.screen, element: observation.element, specKeyPath: observation.specKeyPath)
                )
            }
        }
        return findings.values.map { finding in
            var sorted = finding
            sorted.categories.sort()
            return sorted
        }.sorted { a, b in
            let (orderA, orderB) = (order(of: a), order(of: b))
            if orderA != orderB { return orderA < orderB }
            return (a.element, AuditRule.allCases.firstIndex(of: a.rule)!) < (b.element, AuditRule.allCases.firstIndex(of: b.rule)!)
        }
    }

    /// Where a finding's variants come in a report: screens in the spec's order, then device,
    /// columns, appearance, and languages in the screen's order. Findings of one place are
    /// sorted by element and rule.
    public struct ReportOrder: Hashable, Comparable, Sendable {
        var screen: Int
        var device: String
        var columns: Int
        var appearance: String
        var language: Int

        public static func < (a: ReportOrder, b: ReportOrder) -> Bool {
            (a.screen, a.device, a.columns, a.appearance, a.language) < (b.screen, b.device, b.columns, b.appearance, b.language)
        }
    }

    /// Where `finding` comes in a report.
    public func order(of finding: AuditFinding) -> ReportOrder {
        order(screen: finding.screen, device: finding.device, columns: finding.columns, appearance: finding.appearance, language: finding.language)
    }

    /// Where the findings on `variant` come in a report.
    public func order(of variant: Variant) -> ReportOrder {
        order(screen: variant.screen, device: variant.device.name, columns: variant.columns, appearance: variant.appearance, language: variant.language?.identifier)
    }

    private func order(screen: String, device: String, columns: Int, appearance: Appearance, language: String?) -> ReportOrder {
        let suite = renderer.suite
        let screenIndex = suite.screens.firstIndex { $0.name == screen } ?? 0
        let languages = screenIndex < suite.screens.count ? suite.screens[screenIndex].languages : []
        return ReportOrder(
            screen: screenIndex, device: device, columns: columns, appearance: appearance.rawValue,
            language: languages.firstIndex { $0.identifier == language } ?? -1
        )
    }

    /// Where `element`'s template is written: `screens[i].cell.<path>`, at its line and column;
    /// or, given `specKeyPath`, where that is in the screen (`screens[i].items[3].title`).
    private func location(screen: String, element: AuditElement, specKeyPath: String? = nil) -> AuditFinding.Location {
        let index = renderer.suite.screens.firstIndex { $0.name == screen } ?? 0
        let keyPath = "screens[\(index)]." + (specKeyPath ?? (element.templateKey + (element.templatePath.isEmpty ? "" : ".\(element.templatePath)")))
        let position = renderer.suite.locations?.position(of: keyPath)
        return AuditFinding.Location(file: renderer.suite.locations?.file ?? renderer.specName, line: position?.line, column: position?.column, keyPath: keyPath)
    }
}
