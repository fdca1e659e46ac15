import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Spec
import Variants

/// Evidence for the App Store's Larger Text accessibility label, from layouts alone: for each
/// screen and value of the axes other than the column count (device, appearance, language, ...)
/// one sheet of the default size (Large) beside every accessibility size (AX1–AX5), each
/// variant's first screen with the audit's findings marked, and a summary page that sets the
/// findings against Apple's published Larger Text evaluation criteria.
///
/// What the summary states is computed: body text at Large and at AX5 (17 pt and 53 pt, 312 %,
/// from the type ramp), the findings by rule at accessibility sizes per screen and device, and a
/// pass or needs-work line per criterion derived from those findings. It is evidence for a
/// reviewer, not a verdict on the app: the criteria concern the running app and its common tasks.
package struct LargerTextEvidence: Sendable {
    /// The sizes shown: the default and every accessibility size.
    package static let categories: [ContentSizeCategory] = [
        .large, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    package static let sourceTitle = "Apple, App Store Connect Help: “Larger Text evaluation criteria”"
    package static let sourceURL = "https://developer.apple.com/help/app-store-connect/manage-app-accessibility/larger-text-evaluation-criteria"
    /// The enlargement the criteria ask text to support, relative to the default size.
    package static let requiredEnlargement = 2.0

    /// What lays the variants out and draws each as a cell (the facade's renderer).
    package let renderer: any SheetVariantDrawing
    /// Cell size on the sheets (0.5: a phone screen about 200 pt wide) and PNG pixels per point.
    package var zoom: Double
    package var scale: Int

    package init(renderer: any SheetVariantDrawing, zoom: Double = 0.5, scale: Int = 2) {
        self.renderer = renderer
        self.zoom = zoom
        self.scale = scale
    }

    /// How each sheet shows its variants: a row per column count, a column per size, first screens.
    static let arrangement = SheetOptions.Arrangement(
        rows: .columns, columns: .category, tallContent: .firstScreen, name: "Larger Text", titleSuffix: ": Large and AX1–AX5, first screens"
    )

    /// The axes each sheet holds fixed, in matrix order: all but its rows' and columns'.
    static var fixedAxes: [MatrixAxis] {
        VariantAxisRegistry.current.axes.filter { $0.key != arrangement.rows.rawValue && $0.key != arrangement.columns.rawValue }
    }

    /// A criterion's line on the summary: what it asks, whether the findings meet it, and the facts.
    package struct Criterion: Hashable, Sendable {
        package var title: String
        package var passed: Bool
        package var facts: String
    }

    /// One sheet's screen and values on the axes it holds fixed (device, appearance, language,
    /// ...): its findings by rule at accessibility sizes and at Large.
    package struct ScreenFindings: Hashable, Sendable {
        package var screen: String
        /// The values on the axes the sheet holds fixed (``LargerTextEvidence/fixedAxes``), in
        /// matrix order, as manifest.json records them; an axis without a value (the language of
        /// a screen without languages) is left out.
        package var axes: [VariantAxes.Value]
        /// Distinct findings (rule, element, column count) at AX1–AX5, by rule, in rule order.
        package var accessibilitySizes: [(rule: AuditRule, count: Int)]
        /// The same at Large.
        package var defaultSize: [(rule: AuditRule, count: Int)]
        /// Template elements the spec's own rules hide at some accessibility size, summed over variants.
        package var hiddenAtAccessibilitySizes: Int

        /// How the summary names the place of the findings: the value on the matrix's outermost
        /// axis (the device's name).
        package var device: String { axes.first?.label.phrase ?? "" }

        /// The value on `axis`; nil when there is none.
        package func value(on axis: MatrixAxis) -> VariantAxes.Value? {
            axes.first { $0.axis == axis.key }
        }

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.screen == rhs.screen && lhs.axes == rhs.axes
                && lhs.accessibilitySizes.elementsEqual(rhs.accessibilitySizes, by: ==) && lhs.defaultSize.elementsEqual(rhs.defaultSize, by: ==)
                && lhs.hiddenAtAccessibilitySizes == rhs.hiddenAtAccessibilitySizes
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(screen)
            hasher.combine(axes)
        }
    }

    /// What the evidence found and wrote.
    package struct Evidence: Sendable {
        package var criteria: [Criterion]
        package var screens: [ScreenFindings]
        /// The summary page's blocks, as drawn.
        package var summary: DocumentPage
        /// The whole document: summary page, then one page per sheet, bookmarked.
        package var pdf: [UInt8]
        /// PNG files by name (no folder): `<suite>-larger-text-summary@2x.png`, then each sheet's
        /// `<suite>-larger-text_<screen>_<device>_<appearance>[_<language>]@2x.png` (`-pageNN` when taller than a page).
        package var pngs: [(name: String, bytes: [UInt8])]
    }

    /// Body text's size at Large and at AX5, and the ratio.
    package static var bodyGrowth: (large: Double, largest: Double, ratio: Double) {
        let large = TypeRamp.pointSize(.body, .large)
        let largest = TypeRamp.pointSize(.body, .accessibilityExtraExtraExtraLarge)
        return (large, largest, largest / large)
    }

    /// The variants the evidence shows: `filter`'s screens, devices, column counts and
    /// appearances at ``categories`` (a category filter is replaced: the evidence needs them all),
    /// those of them its screens' `categories` list; the evidence names the accessibility sizes it
    /// lacks.
    package func variants(_ filter: VariantFilter) throws -> [Variant] {
        var filter = filter
        let matrix = VariantMatrix(suite: renderer.suite)
        let listed = Set(matrix.variants().map(\.category))
        let shown = Self.categories.filter(listed.contains)
        filter[axis: MatrixAxis.category.key] = (shown.isEmpty ? Self.categories : shown).map(MatrixAxis.Value.init)
        return try matrix.variants(validating: filter)
    }

    /// The evidence of `variants` (from ``variants(_:)``). The same at any job count.
    package func make(_ variants: [Variant], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Evidence {
        let sheets = ReviewSheetRenderer(renderer: renderer, options: SheetOptions(arrangements: [Self.arrangement], zoom: zoom, scale: scale))
        let composed = try sheets.compose(variants, jobs: jobs)
        let screens = Self.screenFindings(composed)
        let criteria = Self.criteria(screens, variants: variants)
        let page = summary(criteria: criteria, screens: screens)
        let summaryScene = try DocumentPageBuilder(measurer: renderer.measurer).scene(for: page)

        let creator = "ProofSheet \(ProofSheetVersion.current)"
        let pdf = try PDFRenderer(measurer: renderer.measurer).render(
            [(summaryScene, "Summary: Larger Text criteria")] + composed.map { ($0.scene, $0.sheet.title) },
            title: "\(renderer.suite.name): Larger Text evidence", creator: creator
        )
        let slug = Slug.make(renderer.suite.name)
        var pngs: [(name: String, bytes: [UInt8])] = []
        let text: [(key: String, value: String)] = [
            ("Title", "\(renderer.suite.name): Larger Text evidence"), ("spec", renderer.specName), ("scale", String(scale)), ("Software", creator),
        ]
        try PNGRenderer(measurer: renderer.measurer).render(summaryScene, scale: scale, text: text, pageRows: SheetOptions.defaultMaximumPageRows) {
            index, count, png in
            pngs.append(
                ("\(slug)-larger-text-summary" + BaselineName.suffix(page: BaselineName.Page(index: index, of: count), scale: scale) + ".png", png))
        }
        for sheet in composed {
            let stem = "\(slug)-larger-text" + sheet.fileStem.dropFirst(slug.count)
            try sheets.renderPNG(sheet) { index, count, png in
                pngs.append((stem + BaselineName.suffix(page: BaselineName.Page(index: index, of: count), scale: scale) + ".png", png))
            }
        }
        return Evidence(criteria: criteria, screens: screens, summary: page, pdf: pdf, pngs: pngs)
    }

    // MARK: Facts

    static func screenFindings(_ composed: [ReviewSheetRenderer.Composed]) -> [ScreenFindings] {
        struct Key: Hashable {
            var rule: AuditRule
            var element: AuditElement
            var row: AxisValue
        }
        func counts(_ findings: [ReviewSheetRenderer.VariantFindings]) -> [(rule: AuditRule, count: Int)] {
            var keys: Set<Key> = []
            for entry in findings {
                for finding in entry.findings {
                    keys.insert(Key(rule: finding.rule, element: finding.element, row: arrangement.rows.value(of: entry.variant)))
                }
            }
            return AuditRule.allCases.compactMap { rule in
                let count = keys.filter { $0.rule == rule }.count
                return count == 0 ? nil : (rule, count)
            }
        }
        return composed.map { sheet in
            let fixed = sheet.findings[0].variant
            let accessibility = sheet.findings.filter { $0.variant.category.isAccessibilityCategory }
            return ScreenFindings(
                screen: fixed.screen, axes: fixedAxes.compactMap { $0.recordedValue(of: fixed) },
                accessibilitySizes: counts(accessibility), defaultSize: counts(sheet.findings.filter { $0.variant.category == .large }),
                hiddenAtAccessibilitySizes: accessibility.reduce(0) { $0 + $1.hiddenElementCount }
            )
        }
    }

    static func criteria(_ screens: [ScreenFindings], variants: [Variant]) -> [Criterion] {
        func total(_ rules: [AuditRule]) -> Int {
            screens.reduce(0) { sum, screen in sum + screen.accessibilitySizes.filter { rules.contains($0.rule) }.reduce(0) { $0 + $1.count } }
        }
        func whereFound(_ rules: [AuditRule]) -> String {
            let places = screens.compactMap { screen -> String? in
                let count = screen.accessibilitySizes.filter { rules.contains($0.rule) }.reduce(0) { $0 + $1.count }
                return count == 0 ? nil : "\(screen.screen) on \(screen.device): \(count)"
            }
            return places.joined(separator: "; ")
        }
        func findingsCriterion(_ title: String, _ rules: [AuditRule], none: String) -> Criterion {
            let count = total(rules)
            let names = rules.map(\.rawValue).joined(separator: ", ")
            return Criterion(
                title: title, passed: count == 0,
                facts: count == 0
                    ? "\(none) (\(names): none at AX1–AX5)." : "\(count) \(names) finding\(count == 1 ? "" : "s") at AX1–AX5: \(whereFound(rules))."
            )
        }

        let body = bodyGrowth
        let percent = Int((body.ratio * 100).rounded())
        let firstPassing = ContentSizeCategory.allCases.first { TypeRamp.pointSize(.body, $0) / body.large >= requiredEnlargement }
        let fixed = total([.fixedSizeText])
        var growth = "Body text is \(body.large.compact) pt at Large (the default) and \(body.largest.compact) pt at AX5: \(percent) %."
        if let firstPassing {
            let size = TypeRamp.pointSize(.body, firstPassing)
            growth += " It passes 200 % from \(firstPassing.shortLabel) (\(size.compact) pt, \(Int((size / body.large * 100).rounded())) %)."
        }
        growth +=
            fixed == 0
            ? " Every label follows a text style (no fixed-size-text findings), so all text grows with the setting."
            : " \(fixed) label\(fixed == 1 ? " uses" : "s use") a fixed-size font (fixed-size-text) and do\(fixed == 1 ? "es" : "") not grow: \(whereFound([.fixedSizeText]))."

        let shown = Set(variants.map(\.category))
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory)
        let missing = accessibility.filter { !shown.contains($0) }
        let sheetsCount = screens.count

        let lost = total([.widerThanScreen, .missingGlyph])
        let hidden = screens.reduce(0) { $0 + $1.hiddenAtAccessibilitySizes }
        var lostFacts =
            lost == 0
            ? "No content is wider than the screen and every character has a glyph (wider-than-screen, missing-glyph: none at AX1–AX5)."
            : "\(lost) wider-than-screen or missing-glyph finding\(lost == 1 ? "" : "s") at AX1–AX5: \(whereFound([.widerThanScreen, .missingGlyph]))."
        if hidden > 0 {
            lostFacts +=
                " In the AX variants the spec's own rules hide template elements \(hidden) time\(hidden == 1 ? "" : "s") (hiddenFrom or hidden): check that none of them is essential."
        }
        return [
            Criterion(
                title: "Text can be enlarged to at least 200 % of its default size.", passed: body.ratio >= requiredEnlargement && fixed == 0,
                facts: growth),
            Criterion(
                title: "Text was tried at every accessibility size, from the smallest to the largest, not only at the default.",
                passed: missing.isEmpty,
                facts: missing.isEmpty
                    ? "Each of the \(sheetsCount) screen and device page\(sheetsCount == 1 ? "" : "s") that follow shows Large beside AX1, AX2, AX3, AX4 and AX5."
                    : "Not shown: \(missing.map(\.shortLabel).joined(separator: ", ")) (the spec's matrix lacks them)."
            ),
            findingsCriterion("Text is not truncated at the larger sizes.", [.truncatedText], none: "No label needs more lines than it may show"),
            findingsCriterion("Text is not clipped by the edge of its cell or container.", [.clippedText], none: "All text stays inside its cell"),
            findingsCriterion(
                "Text does not overlap other text or images.", [.overlappingElements], none: "No label overlaps another label or an image of its cell"
            ),
            Criterion(title: "Nothing important is hidden or out of reach at the largest sizes.", passed: lost == 0, facts: lostFacts),
        ]
    }

    /// The summary page. Its table has a column per fixed axis that some sheet has a value on:
    /// the outermost (the device) always, any other when sheets differ on it; the values every
    /// sheet shares are named once, in the line under the title.
    func summary(criteria: [Criterion], screens: [ScreenFindings]) -> DocumentPage {
        let needsWork = criteria.filter { !$0.passed }.count
        let valued = Self.fixedAxes.enumerated().compactMap { index, axis -> (axis: MatrixAxis, outermost: Bool, values: Set<VariantAxes.Value?>)? in
            let values = Set(screens.map { $0.value(on: axis) })
            return values.contains { $0 != nil } ? (axis, index == 0, values) : nil
        }
        let tabled = valued.filter { $0.outermost || $0.values.count > 1 }.map(\.axis)
        let shared = valued.filter { !$0.outermost && $0.values.count == 1 }.compactMap { $0.values.first??.label.phrase }
        func list(_ counts: [(rule: AuditRule, count: Int)]) -> String {
            counts.isEmpty ? "none" : counts.map { "\($0.rule.rawValue) \($0.count)" }.joined(separator: ", ")
        }
        var blocks: [DocumentPage.Block] = [
            .title("Larger Text evidence: \(renderer.suite.name)"),
            .paragraph(
                "spec \(renderer.specName) · \(screens.count) screen and device page\(screens.count == 1 ? "" : "s") · Large and AX1–AX5 · "
                    + shared.map { $0 + " · " }.joined() + "ProofSheet \(ProofSheetVersion.current)",
                secondary: true
            ),
            .paragraph(
                needsWork == 0
                    ? "Every criterion below is met by the layouts shown: no finding at the accessibility sizes stands against it."
                    : "\(needsWork) of \(criteria.count) criteria need work: the findings named below stand against them at the accessibility sizes.",
                secondary: false
            ),
            .heading("The criteria"),
            .paragraph(
                "Source: \(Self.sourceTitle), \(Self.sourceURL). Summarised here in ProofSheet's words: an app that claims Larger Text lets people "
                    + "enlarge its text to at least twice the default size, has been tried at the accessibility sizes, and at those sizes shows no "
                    + "truncated, clipped or overlapping text and hides nothing people need. Each verdict below is derived from ProofSheet's audit "
                    + "of the spec's layouts (its rule ids in parentheses), not from the running app.",
                secondary: true
            ),
        ]
        for criterion in criteria {
            blocks.append(
                .verdict(tag: criterion.passed ? "PASS" : "NEEDS WORK", passed: criterion.passed, title: criterion.title, detail: criterion.facts))
        }
        blocks.append(.heading("Findings at the accessibility sizes, by screen"))
        blocks.append(
            .paragraph(
                "Distinct findings (rule, element, column count) in any of AX1–AX5, beside the same at Large. Every rule counts here, "
                    + "including those the criteria do not name (low contrast, small tap targets).",
                secondary: true
            ))
        blocks.append(
            .table(
                header: ["screen"] + tabled.map(\.title) + ["at Large", "at AX1–AX5"],
                rows: screens.map { screen in
                    [screen.screen] + tabled.map { screen.value(on: $0)?.label.phrase ?? "—" } + [
                        list(screen.defaultSize), list(screen.accessibilitySizes),
                    ]
                }
            ))
        blocks.append(
            .paragraph(
                "The pages that follow show, per screen and device, each variant's first screen at Large and AX1–AX5 with the findings marked "
                    + "(red and solid: error; orange and dashed: warning) and listed under each cell; “clipped: N pt more below” marks where the screen "
                    + "scrolls on. `proofsheet sheet` draws the whole screens.",
                secondary: true
            ))
        return DocumentPage(blocks: blocks)
    }
}
