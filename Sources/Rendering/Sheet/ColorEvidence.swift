import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Spec
import Variants

/// Evidence for three of the App Store's Accessibility Nutrition Labels that depend on colour,
/// from layouts alone, beside ``LargerTextEvidence``: Sufficient Contrast, Dark Interface and
/// Differentiate Without Color Alone. Each is one document: a summary page that sets computed
/// facts against Apple's published evaluation criteria (paraphrased, with their source), says what
/// the pages show and what they cannot prove, and lists what it found; then per screen, device and
/// language one sheet of the variants at Large (the first column count), light beside dark, with
/// the contrast setting down the rows when the matrix has a `contrast` axis.
///
/// Its facts are the audit's (``ColorSample``: colours resolved as the `low-contrast` rule
/// resolves them, WCAG ratios from `Color.contrastRatio(with:)`). It iterates whatever the matrix
/// gives: the appearances, and the values of an axis keyed `contrast` when the registry has one.
package struct ColorEvidence: Sendable {
    /// The labels this evidence writes, by the name `audit --evidence` takes.
    package enum Label: String, CaseIterable, Sendable {
        case sufficientContrast = "sufficient-contrast"
        case darkInterface = "dark-interface"
        case differentiateWithoutColor = "differentiate-without-color"

        /// The label's name on the App Store.
        package var title: String {
            switch self {
            case .sufficientContrast: "Sufficient Contrast"
            case .darkInterface: "Dark Interface"
            case .differentiateWithoutColor: "Differentiate Without Color Alone"
            }
        }

        /// Apple's evaluation criteria for the label (App Store Connect Help).
        package var sourceURL: String {
            let base = "https://developer.apple.com/help/app-store-connect/manage-app-accessibility/"
            return switch self {
            case .sufficientContrast: base + "sufficient-contrast-accessibility-evaluation-criteria"
            case .darkInterface: base + "dark-interface-evaluation-criteria"
            case .differentiateWithoutColor: base + "differentiate-without-color-alone-evaluation-criteria"
            }
        }

        /// The audit rules marked on the label's sheets.
        var markedRules: Set<AuditRule> { self == .differentiateWithoutColor ? [] : [.lowContrast] }
    }

    /// The key of the variant axis whose values are contrast settings (`normal`, `high`), when
    /// the registry has one; the value that stands for Increase Contrast.
    package static let contrastAxisKey = "contrast"
    package static let highContrastValue = "high"

    /// What lays the variants out and draws each as a cell (the facade's renderer).
    package let renderer: any SheetVariantDrawing
    package var label: Label
    /// Cell size on the sheets and PNG pixels per point, as ``LargerTextEvidence``'s.
    package var zoom: Double
    package var scale: Int

    package init(renderer: any SheetVariantDrawing, label: Label, zoom: Double = 0.5, scale: Int = 2) {
        self.renderer = renderer
        self.label = label
        self.zoom = zoom
        self.scale = scale
    }

    /// A criterion's line on the summary: its tag (PASS, NEEDS WORK, NOT SHOWN), what it asks, the facts.
    package struct Criterion: Hashable, Sendable {
        package var title: String
        package var passed: Bool
        package var facts: String
        /// The tag when it did not pass: NEEDS WORK, or NOT SHOWN when the variants cannot tell.
        package var failingTag = "NEEDS WORK"
    }

    /// What the evidence found and wrote.
    package struct Evidence: Sendable {
        package var label: Label
        package var criteria: [Criterion]
        /// The summary page's blocks, as drawn.
        package var summary: DocumentPage
        /// The whole document: summary page, then one page per sheet, bookmarked.
        package var pdf: [UInt8]
        /// The PDF's file name: `<suite>-<label>.pdf`.
        package var pdfName: String
        /// PNG files by name (no folder): `<suite>-<label>-summary@2x.png`, then each sheet's.
        package var pngs: [(name: String, bytes: [UInt8])]
    }

    /// The contrast axis of the current registry, if it has one.
    static var contrastAxis: MatrixAxis? { VariantAxisRegistry.current.axes.first { $0.key == contrastAxisKey } }

    /// The variants the evidence shows: `filter`'s at Large (a category filter is replaced), and
    /// of each screen, device, appearance, language and further axis value only the first column
    /// count (colours do not depend on it).
    package func variants(_ filter: VariantFilter) throws -> [Variant] {
        var filter = filter
        filter[axis: MatrixAxis.category.key] = [MatrixAxis.Value(ContentSizeCategory.large)]
        var seen: Set<Variant> = []
        return try VariantMatrix(suite: renderer.suite).variants(validating: filter).filter { variant in
            var key = variant
            key.columns = 0
            return seen.insert(key).inserted
        }
    }

    /// How each sheet shows its variants: light beside dark, contrast settings (or the column count) down.
    var arrangement: SheetOptions.Arrangement {
        let rows = Self.contrastAxis.flatMap { VariantAxis(rawValue: $0.key) } ?? .columns
        return SheetOptions.Arrangement(
            rows: rows, columns: .appearance, tallContent: .firstScreen, name: label.title, titleSuffix: ": light and dark at Large, first screens")
    }

    /// The colours of one variant.
    package struct VariantSamples: Sendable {
        package var variant: Variant
        package var samples: [ColorSample]
    }

    /// The evidence of `variants` (from ``variants(_:)``). The same at any job count.
    package func make(_ variants: [Variant], jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Evidence {
        let sampled = try samples(of: variants, jobs: jobs)
        let sheets = ReviewSheetRenderer(
            renderer: renderer, options: SheetOptions(arrangements: [arrangement], zoom: zoom, scale: scale, markedRules: label.markedRules))
        let composed = try sheets.compose(variants, jobs: jobs)
        let (criteria, details) =
            switch label {
            case .sufficientContrast: Self.contrastFacts(sampled)
            case .darkInterface: Self.darkFacts(sampled, suite: renderer.suite)
            case .differentiateWithoutColor: Self.colorOnlyFacts(sampled)
            }
        let page = summary(criteria: criteria, details: details, variants: variants)
        let summaryScene = try DocumentPageBuilder(measurer: renderer.measurer).scene(for: page)

        let title = "\(renderer.suite.name): \(label.title) evidence"
        let creator = "ProofSheet \(ProofSheetVersion.current)"
        let pdf = try PDFRenderer(measurer: renderer.measurer).render(
            [(summaryScene, "Summary: \(label.title) criteria")] + composed.map { ($0.scene, $0.sheet.title) }, title: title, creator: creator)
        let slug = Slug.make(renderer.suite.name)
        let stem = "\(slug)-\(label.rawValue)"
        var pngs: [(name: String, bytes: [UInt8])] = []
        let text: [(key: String, value: String)] = [("Title", title), ("spec", renderer.specName), ("scale", String(scale)), ("Software", creator)]
        try PNGRenderer(measurer: renderer.measurer).render(summaryScene, scale: scale, text: text, pageRows: SheetOptions.defaultMaximumPageRows) {
            index, count, png in
            pngs.append(("\(stem)-summary" + BaselineName.suffix(page: BaselineName.Page(index: index, of: count), scale: scale) + ".png", png))
        }
        for sheet in composed {
            let name = stem + sheet.fileStem.dropFirst(slug.count)
            try sheets.renderPNG(sheet) { index, count, png in
                pngs.append((name + BaselineName.suffix(page: BaselineName.Page(index: index, of: count), scale: scale) + ".png", png))
            }
        }
        return Evidence(label: label, criteria: criteria, summary: page, pdf: pdf, pdfName: stem + ".pdf", pngs: pngs)
    }

    /// Every variant's colours, laid out `jobs` at a time, in variant order.
    func samples(of variants: [Variant], jobs: Int) throws -> [VariantSamples] {
        let auditor = Auditor(suite: renderer.suite, specName: renderer.specName, measurer: renderer.measurer, layout: renderer.layout)
        let registry = VariantAxisRegistry.current
        let renderer = renderer
        return try ParallelWork.tryMap(variants.count, jobs: jobs) { index in
            try VariantAxisRegistry.$current.withValue(registry) {
                let variant = variants[index]
                return VariantSamples(variant: variant, samples: try auditor.colorSamples(of: variant, layout: renderer.layout(variant)))
            }
        }
    }

    // MARK: Facts

    /// A variant's group on the summary: its appearance, and its contrast setting when the matrix has one.
    static func group(of variant: Variant) -> String {
        let appearance = variant.appearance == .light ? "Light" : "Dark"
        guard let axis = contrastAxis else { return appearance }
        // Normal contrast records no value (`MatrixAxis.contrast`): it is the setting's absence.
        return "\(appearance) · \(axis.recordedValue(of: variant)?.label.phrase ?? "normal contrast")"
    }

    /// Where a sample is, for a reader: `messages: item 3 stack.items[1].label`.
    static func place(_ screen: String, _ sample: ColorSample) -> String {
        "\(screen): \(sample.element.description)"
    }

    /// The same element of a template across items: what a table row stands for.
    struct TemplatePlace: Hashable {
        var screen: String
        var kind: ElementKind
        var templatePath: String
        var colorName: String
        var foreground: String
        var background: String
    }

    static func ratioText(_ ratio: Double) -> String { "\(ratio.rounded(toPlaces: 2)):1" }

    /// A colour as the spec names it and as drawn: `secondaryLabel #8A8A8E`, or `#AAAAAA` alone for a literal.
    static func colorText(_ name: String, _ drawn: Color?) -> String {
        guard let hex = drawn?.hex, hex != name.uppercased() else { return name }
        return "\(name) \(hex)"
    }

    static func contrastFacts(_ sampled: [VariantSamples]) -> ([Criterion], [DocumentPage.Block]) {
        var groups: [String] = []
        var rows: [String: [TemplatePlace: (sample: ColorSample, items: Set<AuditElement>)]] = [:]
        var order: [String: [TemplatePlace]] = [:]
        for entry in sampled {
            let group = group(of: entry.variant)
            if !groups.contains(group) { groups.append(group) }
            for sample in entry.samples where sample.ratio != nil {
                let key = TemplatePlace(
                    screen: entry.variant.screen, kind: sample.element.kind, templatePath: sample.element.templatePath, colorName: sample.colorName,
                    foreground: sample.foreground?.hex ?? "", background: sample.background.hex)
                var item = sample.element
                item.templatePath = ""
                if rows[group, default: [:]][key] == nil {
                    rows[group, default: [:]][key] = (sample, [item])
                    order[group, default: []].append(key)
                } else {
                    rows[group]![key]!.items.insert(item)
                }
            }
        }
        func failing(_ kinds: Set<ColorSample.Kind>) -> [String] {
            groups.flatMap { group in
                order[group, default: []].compactMap { key -> String? in
                    let (sample, items) = rows[group]![key]!
                    guard kinds.contains(sample.kind), !sample.passes else { return nil }
                    return "\(key.screen) \(sample.element.templatePath.isEmpty ? sample.what : sample.element.templatePath) in \(group), "
                        + "\(ratioText(sample.ratio!)) (\(items.count) item\(items.count == 1 ? "" : "s"))"
                }
            }
        }
        let text = failing([.text])
        let graphics = failing([.symbol, .templateImage])
        // Each screen's appearances among the variants shown, screens in order.
        var shown: [(screen: String, appearances: Set<Appearance>)] = []
        for entry in sampled {
            if let index = shown.firstIndex(where: { $0.screen == entry.variant.screen }) {
                shown[index].appearances.insert(entry.variant.appearance)
            } else {
                shown.append((entry.variant.screen, [entry.variant.appearance]))
            }
        }
        let oneAppearance = shown.filter { $0.appearances.count < Appearance.allCases.count }
        let axis = contrastAxis
        let high = sampled.contains { axis?.recordedValue(of: $0.variant)?.value.description == highContrastValue }
        let criteria = [
            Criterion(
                title: "Text contrasts with its background: 4.5:1, or 3:1 for large text (WCAG 2.2 SC 1.4.3).", passed: text.isEmpty,
                facts: text.isEmpty
                    ? "Every label shown meets its minimum in every group below."
                    : "\(text.count) below the minimum: \(text.joined(separator: "; "))."),
            Criterion(
                title: "Symbols and template images contrast with their background: 3:1 (WCAG 2.2 SC 1.4.11).", passed: graphics.isEmpty,
                facts: graphics.isEmpty
                    ? "Every symbol and template image shown meets 3:1 in every group below."
                    : "\(graphics.count) below 3:1: \(graphics.joined(separator: "; "))."),
            Criterion(
                title: "Contrast was checked in light and in dark.", passed: oneAppearance.isEmpty,
                facts: oneAppearance.isEmpty
                    ? "Every screen shown is drawn in light and in dark."
                    : "Drawn in one appearance only (the screens' appearances or the filters leave the other out): "
                        + oneAppearance.map { "\($0.screen) (\($0.appearances.map(\.rawValue).sorted().joined(separator: ", ")))" }.joined(
                            separator: ", ")
                        + ".",
                failingTag: "NOT SHOWN"),
            Criterion(
                title: "Contrast was checked with Increase Contrast on.", passed: high,
                facts: high
                    ? "The variants at high contrast are in the groups below."
                    : (axis == nil
                        ? "This ProofSheet's matrix has no contrast axis, so no variant is drawn at high contrast."
                        : "No variant shown has contrast \(highContrastValue): list it in the screens' contrast values.")
                        + " Apple asks for testing with Increase Contrast, Bold Text and Reduce Transparency on.",
                failingTag: "NOT SHOWN"),
        ]
        var blocks: [DocumentPage.Block] = []
        for group in groups {
            blocks.append(.heading(group))
            blocks.append(
                .table(
                    header: ["result", "ratio", "needs", "screen", "element: colour on background, what it shows"],
                    rows: order[group, default: []].map { key in
                        let (sample, items) = rows[group]![key]!
                        let more = items.count > 1 ? " and \(items.count - 1) more item\(items.count == 2 ? "" : "s")" : ""
                        return [
                            sample.passes ? "PASS" : "FAIL", ratioText(sample.ratio!), ratioText(sample.minimum!), key.screen,
                            "\(sample.element.kind.rawValue) \(sample.element.templatePath): \(colorText(sample.colorName, sample.foreground)) on \(key.background), "
                                + sample.what + more,
                        ]
                    }))
        }
        return (criteria, blocks)
    }

    /// Whether `color` is dark: white reads better on it than black (WCAG contrast).
    static func isDark(_ color: Color) -> Bool {
        color.contrastRatio(with: .white) > color.contrastRatio(with: .black)
    }

    static func darkFacts(_ sampled: [VariantSamples], suite: Suite) -> ([Criterion], [DocumentPage.Block]) {
        let shownScreens = sampled.map(\.variant.screen).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let missing = shownScreens.filter { name in suite.screens.first { $0.name == name }.map { !$0.appearances.contains(.dark) } ?? false }
        struct Fixed: Hashable {
            var screen: String
            var kind: ElementKind
            var templatePath: String
            var what: String
            var colorName: String
        }
        var fixed: [Fixed: Set<AuditElement>] = [:]
        var fixedOrder: [Fixed] = []
        var images: [Fixed: Set<AuditElement>] = [:]
        var imageOrder: [Fixed] = []
        var darkFailures: Set<String> = []
        for entry in sampled {
            for sample in entry.samples where !sample.adapts {
                var item = sample.element
                item.templatePath = ""
                let key = Fixed(
                    screen: entry.variant.screen, kind: sample.element.kind, templatePath: sample.element.templatePath,
                    what: sample.kind == .text ? "text" : sample.what, colorName: sample.colorName)
                if sample.kind == .image {
                    guard entry.variant.appearance == .dark, isDark(sample.background) else { continue }
                    if images[key] == nil { imageOrder.append(key) }
                    images[key, default: []].insert(item)
                } else {
                    if fixed[key] == nil { fixedOrder.append(key) }
                    fixed[key, default: []].insert(item)
                }
            }
            if entry.variant.appearance == .dark {
                for sample in entry.samples where !sample.passes {
                    darkFailures.insert("\(entry.variant.screen) \(sample.element.templatePath) (\(ratioText(sample.ratio!)))")
                }
            }
        }
        let hasDark = sampled.contains { $0.variant.appearance == .dark }
        func items(_ set: Set<AuditElement>) -> String { set.count == 1 ? set.first!.description : "\(set.count) items" }
        let fixedLines = fixedOrder.map { "\($0.screen) \($0.kind.rawValue) \($0.templatePath.isEmpty ? $0.what : $0.templatePath): \($0.colorName)" }
        let imageLines = imageOrder.map { "\($0.screen) \($0.kind.rawValue) \($0.templatePath): \($0.what)" }
        let criteria = [
            Criterion(
                title: "Every screen has a dark variant.", passed: missing.isEmpty,
                facts: missing.isEmpty
                    ? "Each of the \(shownScreens.count) screen\(shownScreens.count == 1 ? "" : "s") shown lists dark in its appearances."
                    : "Missing dark (appearances without dark): \(missing.joined(separator: ", "))."),
            Criterion(
                title: "Colours adapt to the dark appearance.", passed: fixed.isEmpty,
                facts: fixed.isEmpty
                    ? "Every text colour, tint and cell background shown is a dynamic colour (different in light and dark)."
                    : "\(fixed.count) element\(fixed.count == 1 ? " keeps its" : "s keep their") colour in dark (a hex literal, a spec colour with one value, white or black): "
                        + fixedLines.joined(separator: "; ") + "."),
            Criterion(
                title: "No image without a dark variant sits on a dark background.", passed: images.isEmpty,
                facts: images.isEmpty
                    ? "No image file or image set without a Dark entry is shown on a dark background."
                    : "\(images.count) shown on a dark background without a dark variant (check that each is content, such as a photo, not interface art): "
                        + imageLines.joined(separator: "; ") + "."),
            Criterion(
                title: "Contrast holds in dark as in light.", passed: hasDark && darkFailures.isEmpty,
                facts: !hasDark
                    ? "No dark variant is shown."
                    : darkFailures.isEmpty
                        ? "Every text, symbol and template image of the dark variants meets its WCAG minimum."
                        : "\(darkFailures.count) below their minimum in dark: \(darkFailures.sorted().joined(separator: "; ")); "
                            + "the Sufficient Contrast evidence lists them.",
                failingTag: hasDark ? "NEEDS WORK" : "NOT SHOWN"),
        ]
        var blocks: [DocumentPage.Block] = [
            .heading("Screens"),
            .table(
                header: ["screen", "appearances", "dark variant"],
                rows: shownScreens.map { name in
                    let appearances = suite.screens.first { $0.name == name }?.appearances ?? []
                    return [name, appearances.map(\.rawValue).joined(separator: ", "), appearances.contains(.dark) ? "yes" : "MISSING"]
                }),
        ]
        if !fixedOrder.isEmpty {
            blocks.append(.heading("Colours that do not adapt"))
            blocks.append(
                .table(
                    header: ["screen", "element", "colour", "items"],
                    rows: fixedOrder.map {
                        [$0.screen, "\($0.kind.rawValue) \($0.templatePath.isEmpty ? $0.what : $0.templatePath)", $0.colorName, items(fixed[$0]!)]
                    }))
        }
        if !imageOrder.isEmpty {
            blocks.append(.heading("Images without a dark variant on a dark background"))
            blocks.append(
                .table(
                    header: ["screen", "element", "image", "items"],
                    rows: imageOrder.map { [$0.screen, "\($0.kind.rawValue) \($0.templatePath)", $0.what, items(images[$0]!)] }))
        }
        return (criteria, blocks)
    }

    /// Items whose marked elements show the same text and symbols in different colours.
    package struct ColorOnlyFinding: Hashable, Sendable {
        package var screen: String
        /// What the items' marked elements show, alike in each: `stack.items[0].image circle.fill`.
        package var shows: String
        /// Each item and its marked elements' colours, as drawn.
        package var items: [(item: String, colors: String)]

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.screen == rhs.screen && lhs.shows == rhs.shows && lhs.items.elementsEqual(rhs.items, by: ==)
        }
        package func hash(into hasher: inout Hasher) {
            hasher.combine(screen)
            hasher.combine(shows)
        }
    }

    /// The colour-only findings of `sampled`: per variant, the cells of one kind whose
    /// `meaningByColor` elements show the same content but differ in colour, once per screen.
    package static func colorOnlyFindings(_ sampled: [VariantSamples]) -> [ColorOnlyFinding] {
        var found: [ColorOnlyFinding] = []
        var seen: Set<String> = []
        for entry in sampled {
            var cells: [AuditElement: [ColorSample]] = [:]
            var cellOrder: [AuditElement] = []
            for sample in entry.samples where sample.meaningByColor {
                var cell = sample.element
                cell.templatePath = ""
                if cells[cell] == nil { cellOrder.append(cell) }
                cells[cell, default: []].append(sample)
            }
            struct Shown: Hashable {
                var kind: ElementKind
                var content: [String]
            }
            var byContent: [Shown: [(item: AuditElement, colors: String)]] = [:]
            var names: [AuditElement: String] = [:]
            var contentOrder: [Shown] = []
            for cell in cellOrder {
                let samples = cells[cell]!
                let shown = Shown(
                    kind: cell.kind, content: samples.map { "\($0.element.templatePath) \($0.kind == .text ? $0.content.quoted : $0.content)" })
                let colors = samples.map { colorText($0.colorName, $0.foreground) }.joined(separator: ", ")
                if byContent[shown] == nil { contentOrder.append(shown) }
                byContent[shown, default: []].append((cell, colors))
                names[cell] = samples.map(\.colorName).joined(separator: ", ")
            }
            for shown in contentOrder {
                let items = byContent[shown]!
                let colorNames = Set(items.map { names[$0.item]! })
                guard colorNames.count > 1 else { continue }
                let finding = ColorOnlyFinding(
                    screen: entry.variant.screen, shows: shown.content.joined(separator: ", "), items: items.map { ($0.item.description, $0.colors) })
                // The same items in the other appearance differ in the same colour names: one finding.
                let key = "\(finding.screen)\n\(finding.shows)\n\(items.map(\.item.description))\n\(colorNames.sorted())"
                if seen.insert(key).inserted { found.append(finding) }
            }
        }
        return found
    }

    static func colorOnlyFacts(_ sampled: [VariantSamples]) -> ([Criterion], [DocumentPage.Block]) {
        let marked = Set(
            sampled.flatMap { entry in
                entry.samples.filter(\.meaningByColor).map { "\(entry.variant.screen) \($0.element.kind.rawValue) \($0.element.templatePath)" }
            })
        let findings = colorOnlyFindings(sampled)
        let criterion: Criterion
        if marked.isEmpty {
            criterion = Criterion(
                title: "Meaning carried by colour is also carried by text, a symbol or a shape.", passed: false,
                facts: "No element shown is marked meaningByColor: true, so nothing was checked. Mark the labels and images whose colour "
                    + "carries meaning (a status colour).",
                failingTag: "NOT CHECKED")
        } else {
            criterion = Criterion(
                title: "Meaning carried by colour is also carried by text, a symbol or a shape.", passed: findings.isEmpty,
                facts: findings.isEmpty
                    ? "\(marked.count) marked element\(marked.count == 1 ? "" : "s"): wherever their colours differ between items, their text or symbol differs too."
                    : "\(findings.count) place\(findings.count == 1 ? "" : "s") where items differ only by colour: "
                        + findings.map { "\($0.screen) \($0.shows): \($0.items.map(\.item).joined(separator: ", "))" }.joined(separator: "; ") + ".")
        }
        var blocks: [DocumentPage.Block] = [
            .heading("Marked elements"),
            .paragraph(marked.isEmpty ? "None." : marked.sorted().joined(separator: "; "), secondary: false),
        ]
        for finding in findings {
            blocks.append(.heading("Colour alone: \(finding.screen)"))
            blocks.append(.paragraph("Every item below shows \(finding.shows); only the colour differs.", secondary: true))
            blocks.append(.table(header: ["item", "colours"], rows: finding.items.map { [$0.item, $0.colors] }))
        }
        return ([criterion], blocks)
    }

    // MARK: Summary

    /// What the label's pages show, and what they cannot prove.
    var scope: (shows: String, cannotProve: String, criteria: String) {
        switch label {
        case .sufficientContrast:
            (
                "Every label's text, symbol and template image of the variants shown, in its colour over what is drawn behind it (an "
                    + "icon square's, stack's or label's background, else its cell's) over the screen's, with its WCAG 2.2 contrast ratio and the minimum it needs (text 4.5:1, large text of 18 pt or 14 pt bold 3:1; "
                    + "symbols and template images 3:1), grouped by appearance and, where the matrix has one, by contrast setting; one row per "
                    + "template element and colour pair, the items alike counted. At Large, the default size: text grows into WCAG's large-text "
                    + "size at bigger sizes, where its minimum drops. The sheets mark the low-contrast findings on each variant.",
                "Colours are the spec's as resolved for the variant: text over photos, gradients, translucent materials and the bars' blur are "
                    + "not measured, nor is anything outside the screens the spec describes. Apple's label covers the common tasks of the running "
                    + "app with Increase Contrast, Bold Text and Reduce Transparency on, which no render can check.",
                "Summarised in ProofSheet's words: people with low vision, or in bright light, need text and icons that stand out from what "
                    + "they sit on; Apple points to measured contrast ratios and asks to test with Increase Contrast, Bold Text and Reduce "
                    + "Transparency turned on, in every appearance the app offers."
            )
        case .darkInterface:
            (
                "Which screens the spec draws in dark (a screen without dark in its appearances is missing); every text colour, tint and cell "
                    + "background that stays the same in light and dark (a hex literal, a spec colour with one value, white or black); image files "
                    + "and image sets without a Dark entry that a dark variant shows on a dark background; and whether contrast holds in the dark "
                    + "variants. The sheets show each screen light beside dark.",
                "That the running app stays dark wherever its common tasks go: web content, launch screens, photos, video, a flash of white "
                    + "between screens and an in-app appearance setting are outside the spec. A colour that does not adapt may be meant (a brand "
                    + "colour that reads on both): the list is for a person to judge.",
                "Summarised in ProofSheet's words: people who are sensitive to light need the app's interface to stay dark for its common tasks, "
                    + "without large bright areas or bright flashes, and with contrast that still holds in the dark appearance."
            )
        case .differentiateWithoutColor:
            (
                "The elements the spec marks meaningByColor: true, and the items of one kind of cell whose marked elements show the same text and "
                    + "symbols in different colours: colour is all that tells those items apart. The sheets show the variants light beside dark.",
                "Only what the spec marks: colour that carries meaning elsewhere (charts, links inside running text, selection states, a red "
                    + "border) is not found unless marked, and items whose other elements tell them apart still count. A person should still use "
                    + "the app in the Grayscale colour filter, as Apple suggests.",
                "Summarised in ProofSheet's words: colour may help, but it must not be the only way the app tells states or values apart; text, "
                    + "symbols or shapes must carry the same information for people who cannot tell the colours apart."
            )
        }
    }

    /// The summary page: title, what it shows and cannot prove, the criteria and the facts' tables.
    func summary(criteria: [Criterion], details: [DocumentPage.Block], variants: [Variant]) -> DocumentPage {
        let needsWork = criteria.filter { !$0.passed }.count
        let screens = Set(variants.map(\.screen)).count
        let scope = scope
        var blocks: [DocumentPage.Block] = [
            .title("\(label.title) evidence: \(renderer.suite.name)"),
            .paragraph(
                "spec \(renderer.specName) · \(screens) screen\(screens == 1 ? "" : "s") · \(variants.count) variant\(variants.count == 1 ? "" : "s") at Large · "
                    + "ProofSheet \(ProofSheetVersion.current)",
                secondary: true),
            .paragraph(
                needsWork == 0
                    ? "Every criterion below is met by the variants shown."
                    : "\(needsWork) of \(criteria.count) criteria \(needsWork == 1 ? "is" : "are") not met or not shown: the facts below say why.",
                secondary: false),
            .heading("What these pages show"),
            .paragraph(scope.shows, secondary: false),
            .heading("What they cannot prove"),
            .paragraph(scope.cannotProve, secondary: false),
            .heading("The criteria"),
            .paragraph(
                "Source: Apple, App Store Connect Help: “\(label.title) evaluation criteria”, \(label.sourceURL). \(scope.criteria)", secondary: true),
        ]
        for criterion in criteria {
            blocks.append(
                .verdict(
                    tag: criterion.passed ? "PASS" : criterion.failingTag, passed: criterion.passed, title: criterion.title, detail: criterion.facts))
        }
        return DocumentPage(blocks: blocks + details)
    }
}
