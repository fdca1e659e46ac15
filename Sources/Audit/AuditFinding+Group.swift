import DynamicType
import ProofSheetSupport
import Spec
import Variants

extension AuditFinding {
    /// Findings of one rule on one template element of one screen, across the items (and
    /// sections) that show it and the variants it shows in (devices, columns, appearances,
    /// languages, Bold Text, contrast), as the audit's text report and SARIF name them: one
    /// problem of the template, one finding to act on ("items 1–21", "iPhone 16, iPhone SE (3rd
    /// generation) · en, de (4 variants)"), with the first category where any of them occurs. The findings themselves stay whole (``findings``): the
    /// JSON report keeps every one and names its group, and SARIF lists each as a related location.
    ///
    /// Findings group when they share the rule, the screen, the element's kind and template path, and where the spec writes the problem
    /// (`AcrossSizes.Location.keyPath`: the template, or the item's field an untranslated text
    /// names, which keeps those apart).
    public struct Group: Hashable, Sendable {
        /// The grouped findings in report order; the first stands for the group.
        public var findings: [AcrossSizes]

        /// The finding that stands for the group: the first in report order.
        public var first: AcrossSizes { findings[0] }
        public var rule: AuditRule { first.rule }
        public var severity: AuditSeverity { first.severity }

        /// Every category where any of the findings occurs, smallest first.
        public var categories: [ContentSizeCategory] {
            Set(findings.flatMap(\.categories)).sorted()
        }

        /// The first category where any of the findings occurs.
        public var firstCategory: ContentSizeCategory { categories[0] }

        /// The elements, in report order: `item 1`, `item 2`, ...
        public var elements: [AuditElement] { findings.map(\.element) }

        /// The different elements, in report order (one element may occur in several variants).
        public var uniqueElements: [AuditElement] {
            var seen: Set<AuditElement> = []
            return elements.filter { seen.insert($0).inserted }
        }

        /// The different variants the findings are in, by their axis values, in report order.
        public var variants: [[VariantAxes.Value]] {
            var seen: Set<[VariantAxes.Value]> = []
            return findings.map(\.axes).filter { seen.insert($0).inserted }
        }

        /// The screen and the variants the findings are in: the first finding's
        /// ``AcrossSizes/variantDescription`` when all are in one variant; else each axis's values
        /// in report order and how many variants: `messages · iPhone 16, iPhone SE (3rd
        /// generation) · 1 column · light · en, de (4 variants)`, `(3 of these 4 variants)` when
        /// not every combination of the values listed has the problem; an axis some of the
        /// variants are at the default of: `with and without high contrast`.
        public var variantDescription: String {
            let variants = variants
            guard variants.count > 1 else { return first.variantDescription }
            var keys: [String] = []
            var values: [String: [VariantAxes.Value]] = [:]
            for axes in variants {
                for value in axes {
                    if values[value.axis] == nil { keys.append(value.axis) }
                    if !(values[value.axis, default: []].contains(value)) { values[value.axis, default: []].append(value) }
                }
            }
            // A variant at an axis's default (normal contrast, regular weight) has no value on it.
            let partial = Set(keys.filter { key in variants.contains { axes in !axes.contains { $0.axis == key } } })
            let combinations = keys.reduce(1) { $0 * ((values[$1]?.count ?? 1) + (partial.contains($1) ? 1 : 0)) }
            let parts = keys.map { key in
                let phrases = values[key, default: []].map(\.label.phrase).joined(separator: ", ")
                return partial.contains(key) ? "with and without \(phrases)" : phrases
            }
            let count = combinations == variants.count ? "(\(variants.count) variants)" : "(\(variants.count) of these \(combinations) variants)"
            return ([first.screen] + parts).joined(separator: " · ") + " " + count
        }

        /// "first at AX2, through AX5", "at every size", "only at AX5", over all the findings.
        public var categoryRange: String { AcrossSizes.categoryRange(of: categories) }

        /// The categories where any of the findings shows only under a display setting (Bold
        /// Text), over all the findings; nil when none does.
        public var onlyUnder: AcrossSizes.OnlyUnder? {
            let marked = findings.compactMap(\.onlyUnder)
            guard let first = marked.first else { return nil }
            return AcrossSizes.OnlyUnder(setting: first.setting, categories: Set(marked.flatMap(\.categories)).sorted())
        }

        /// The places the findings are at, without the template path: `items 1–21`,
        /// `items 1, 4, 9`, `section 1 items 2–3`, `sections 0–2 footer`.
        public var places: String { AuditFinding.places(of: elements) }

        /// One line: the rule's places and template element, the first finding's text and detail,
        /// the categories of them all, and those that only a setting shows (`only under Bold Text`): `items 1–21 stack.items[1].label: 21 items, item 1
        /// 'Short': breaks inside 'Short' (…); first at xS, through AX5`. A group of one finding
        /// is that finding's ``AcrossSizes/message``. A `shrunk-text` group's detail goes down
        /// to the smallest scale of any of its findings, naming its place: `… at AX1, down to
        /// 50% (26.5 pt of 53 pt) at item 3, AX5`.
        public var message: String {
            guard findings.count > 1 else { return first.message }
            let element = first.element
            let textPart = first.text.map { " \($0.excerpt(limit: 40).quoted)" } ?? ""
            let unique = uniqueElements
            guard unique.count > 1 else {
                // One element in several variants.
                return "\(element)\(textPart): \(shrunkTextDetail ?? first.detail); \(categoryRange)"
                    + (onlyUnder.map { "; \($0.phrase(of: categories))" } ?? "")
            }
            let path = element.isBar || element.templatePath.isEmpty ? "" : " \(element.templatePath)"
            let firstPlace = AuditFinding.places(of: [element])
            return "\(places)\(path): \(unique.count) \(element.kind == .cell ? "items" : "elements"), "
                + "\(firstPlace)\(textPart): \(shrunkTextDetail ?? first.detail); \(categoryRange)"
                + (onlyUnder.map { "; \($0.phrase(of: categories))" } ?? "")
        }

        /// What keeps a group apart from another: rule, screen, template element and spec
        /// location (not the variant: one template problem in two devices is one finding).
        struct Key: Hashable {
            var rule: AuditRule
            var screen: String
            var kind: ElementKind
            var bar: Bool
            var templatePath: String
            var keyPath: String
        }

        /// `findings` (in report order) grouped, each group where its first finding was; the
        /// findings keep their order inside a group.
        public static func grouping(_ findings: [AcrossSizes]) -> [Group] {
            var groups: [Group] = []
            var index: [Key: Int] = [:]
            for finding in findings {
                let element = finding.element
                let key = Key(
                    rule: finding.rule, screen: finding.screen, kind: element.kind, bar: element.isBar,
                    templatePath: element.templatePath, keyPath: finding.location.keyPath)
                if let at = index[key] {
                    groups[at].findings.append(finding)
                } else {
                    index[key] = groups.count
                    groups.append(Group(findings: [finding]))
                }
            }
            return groups
        }
    }

    /// `findings` of one variant grouped by rule and template element (kind, template path and
    /// the spec key path an untranslated text names), in the order each group first occurs: what
    /// a review sheet's caption and the HTML report list as one line.
    package static func groupedByTemplate(_ findings: [AuditFinding]) -> [[AuditFinding]] {
        var groups: [[AuditFinding]] = []
        var index: [[String]: Int] = [:]
        for finding in findings {
            let element = finding.element
            let key = [
                finding.rule.rawValue, element.kind.rawValue, element.isBar ? "bar" : "", element.templatePath, finding.specKeyPath ?? "",
            ]
            if let at = index[key] {
                groups[at].append(finding)
            } else {
                index[key] = groups.count
                groups.append([finding])
            }
        }
        return groups
    }

    /// Where `elements` are, without their template paths, numbers run together into ranges:
    /// `item 3`, `items 1–21`, `items 1, 4, 9`, `section 1 items 2–3`, `item 0, section 1 items
    /// 0–1`, `section 2 footer`, `sections 0–2 header`; a bar's element by its key path. More than
    /// six runs end in `…` and the count.
    package static func places(of elements: [AuditElement]) -> String {
        var seen: Set<AuditElement> = []
        let unique = elements.filter { seen.insert($0).inserted }
        guard let first = unique.first else { return "" }
        if first.isBar { return first.templatePath }
        if first.kind != .cell {
            let sections = Set(unique.map(\.section)).sorted()
            return (sections.count == 1 ? "section " : "sections ") + runs(sections) + " \(first.kind.rawValue)"
        }
        let sections = Set(unique.map(\.section)).sorted()
        return sections.map { section in
            let items = Set(unique.filter { $0.section == section }.map(\.item)).sorted()
            let prefix = section == 0 ? "" : "section \(section) "
            return prefix + (items.count == 1 ? "item " : "items ") + runs(items)
        }.joined(separator: ", ")
    }

    /// Sorted numbers as runs: `1–21`, `1, 4, 9`, `1–3, 7`; after six runs, `…` and how many
    /// numbers there are.
    private static func runs(_ numbers: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for number in numbers {
            if let last = runs.last, last.upperBound + 1 == number {
                runs[runs.count - 1] = last.lowerBound...number
            } else {
                runs.append(number...number)
            }
        }
        let shown = runs.prefix(6).map { run in
            run.count == 1 ? "\(run.lowerBound)" : run.count == 2 ? "\(run.lowerBound), \(run.upperBound)" : "\(run.lowerBound)–\(run.upperBound)"
        }
        return shown.joined(separator: ", ") + (runs.count > 6 ? ", … (\(numbers.count) in all)" : "")
    }
}
