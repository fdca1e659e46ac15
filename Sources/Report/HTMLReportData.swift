import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Snapshot
import Variants

/// What the HTML report's script works from, embedded in the page as one JSON block: the run's
/// parameters, the axes with their values in matrix order, the audit rules with findings, the
/// change groups, and every variant with its images (paths relative to the page, percent-encoded,
/// with the sizes the run recorded in each outcome), its findings with their boxes, and for a
/// changed variant what changed and the boxes of the elements that did.
struct HTMLReportData: Encodable {
    /// An axis the report filters by, with its values in the order variants first show them.
    struct Axis: Encodable {
        var name: String
        var values: [AxisValue]
    }

    /// One value of an axis: the label chips and the URL hash use (`AX3` for
    /// `accessibilityExtraLarge`, `2` for page `2 of 3`) and how many variants have it.
    struct AxisValue: Encodable {
        var label: String
        var title: String
        var count: Int
    }

    /// An audit rule some variant has a finding of: the `rule` filter's chip, with how many
    /// variants have a finding of it.
    struct Rule: Encodable {
        /// The rule's id, as chips and the URL hash use it.
        var label: String
        /// `tap-target-below-24pt (error)`.
        var title: String
        var severity: String
        var count: Int
    }

    /// What changed in a changed variant (`ChangeDescription`), listed in its detail view.
    struct Change: Encodable {
        /// `ChangeDescription.Kind`'s raw value (`layout`, `pixelsOnly`), for styling.
        var kind: String
        /// The kind in words: `layout change`.
        var kindTitle: String
        /// The details on one line, as the CLI prints them.
        var summary: String
        var details: [String]
    }

    /// An element whose layout changed (`SnapshotOutcome.ElementBox`), drawn labelled on the diff.
    struct ElementBox: Encodable {
        /// `item 3`.
        var element: String
        /// `[x, y, width, height]` in diff-image pixels, as `Variant.regions`.
        var box: [Int]
    }

    /// Changed variants that changed the same way (`ChangeGroup`), shown before the list and
    /// accepted at once.
    struct Group: Encodable {
        var title: String
        /// As `Change.kind` and `Change.kindTitle`.
        var kind: String
        var kindTitle: String
        /// The member shown for the group.
        var representative: String
        /// Every member's name, in matrix order.
        var members: [String]
    }

    /// An image beside the page.
    struct Image: Encodable {
        var src: String
        var width: Int?
        var height: Int?
    }

    /// One entry of a variant's finding list: findings of one rule on one template element.
    struct FindingGroup: Codable {
        /// Where its elements are, without the template path: `items 1–21`.
        var places: String
        /// The indices of its findings in the variant's `findings`, the first standing for it.
        var members: [Int]
        /// `only under Bold Text` when a finding of the group shows only under that setting
        /// (`AuditFinding.onlyUnder`); nil otherwise.
        var onlyUnder: String?

        /// The groups of `findings`; nil when there are none.
        static func groups(of findings: [AuditFinding]) -> [FindingGroup]? {
            guard !findings.isEmpty else { return nil }
            var used: Set<Int> = []
            return AuditFinding.groupedByTemplate(findings).map { group in
                let members = group.map { member in
                    let index = findings.indices.first { !used.contains($0) && findings[$0] == member }!
                    used.insert(index)
                    return index
                }
                return FindingGroup(
                    places: AuditFinding.places(of: group.map(\.element)), members: members,
                    onlyUnder: group.lazy.compactMap(\.onlyUnder).first.map(AuditFinding.onlyUnderPhrase))
            }
        }
    }

    struct Variant: Encodable {
        var name: String
        /// Axis name to label, as `AxisValue.label`.
        var axes: [String: String]
        /// The axis values in a line, each as its axis captions it, scale left out: `iPhone 16 · AX3 · 2 col · light · page 2`.
        var caption: String
        var status: String
        var recorded: Bool
        var diffPixels: Int?
        var diffRatio: Double?
        var message: String?
        var environmentNote: String?
        /// `SnapshotOutcome.findings`, in their order, as the audit made them (the box an object: x, y, width, height).
        var findings: [AuditFinding]?
        /// The findings grouped by rule and template element (`AuditFinding.groupedByTemplate`),
        /// for the list, one entry a group: its places (`items 1–21`) and the indices of its
        /// findings in ``findings``. Nil when there are none.
        var findingGroups: [FindingGroup]?
        var baseline: String
        var expected: Image?
        var actual: Image?
        var diff: Image?
        /// `[x, y, width, height]` in diff-image pixels.
        var regions: [[Int]]?
        var change: Change?
        var changedElements: [ElementBox]?
        /// The name as a YAML scalar in the accept list.
        var acceptEntry: String
        /// The rendering's fingerprint (`SnapshotOutcome.fingerprint`), stored with an acceptance.
        var fingerprint: String?
    }

    var suite: String
    var tool: String
    var spec: String
    var snapshots: String
    var scale: Int
    /// The localStorage key accepted names persist under, each with its variant's fingerprint.
    var storageKey: String
    var summary: String
    var counts: [String: Int]
    var axes: [Axis]
    /// Rules with findings, errors first, then warnings and notes, each by id.
    var rules: [Rule]
    var orphans: [String]
    var acceptHeader: String
    /// `SnapshotReport.changeGroups`, in their order.
    var changeGroups: [Group]
    var variants: [Variant]

    init(report: SnapshotReport, specPath: String, snapshotsPath: String) {
        suite = report.suite
        tool = report.tool
        spec = specPath
        snapshots = snapshotsPath
        scale = report.scale
        storageKey = "proofsheet-accepted:\(specPath)|\(snapshotsPath)|\(report.scale)|\(report.suite)"
        summary = report.summary
        counts = Dictionary(uniqueKeysWithValues: report.counts.map { ($0.key.rawValue, $0.value) })
        orphans = report.orphans
        acceptHeader = AcceptListFormat.header(spec: specPath, snapshots: snapshotsPath, scale: report.scale)
        changeGroups = report.changeGroups.map(Group.init)

        // The axes the filters show, in the order variants first show them: screen, the matrix's
        // axes in matrix order, scale, page.
        var axisOrder: [String] = []
        var valuesByAxis: [String: [ShownValue]] = [:]
        var countsByAxis: [String: [String: Int]] = [:]
        var severityByRule: [String: String] = [:]
        var countsByRule: [String: Int] = [:]
        variants = report.outcomes.map { outcome in
            for finding in outcome.findings ?? [] where severityByRule[finding.rule.rawValue] == nil {
                severityByRule[finding.rule.rawValue] = finding.severity.rawValue
            }
            for rule in Set((outcome.findings ?? []).map(\.rule.rawValue)) { countsByRule[rule, default: 0] += 1 }
            var labels: [String: String] = [:]
            var captions: [String] = []
            for value in Self.shownValues(of: outcome.axes) {
                if value.axis != "scale" { captions.append(value.caption) }
                labels[value.axis] = value.label
                if valuesByAxis[value.axis] == nil { axisOrder.insert(value.axis, at: Self.place(of: value.axis, in: axisOrder, after: labels.keys)) }
                if countsByAxis[value.axis, default: [:]][value.label] == nil { valuesByAxis[value.axis, default: []].append(value) }
                countsByAxis[value.axis, default: [:]][value.label, default: 0] += 1
            }
            // Sizes as the run knew them; no image file is opened here.
            let image = { (path: String?, size: PixelSize?) in
                path.map { Image(src: HTMLReport.percentEncoded($0), width: size?.width, height: size?.height) }
            }
            return Variant(
                name: outcome.name, axes: labels, caption: captions.joined(separator: " · "), status: outcome.status.rawValue,
                recorded: outcome.recorded, diffPixels: outcome.diffPixels,
                diffRatio: outcome.diffRatio, message: outcome.message, environmentNote: outcome.environmentNote,
                findings: outcome.findings, findingGroups: outcome.findings.flatMap(FindingGroup.groups(of:)), baseline: outcome.files.baseline,
                expected: image(outcome.files.expected, outcome.baselineSize), actual: image(outcome.files.actual, outcome.renderedSize),
                diff: image(outcome.files.diff, outcome.diffSize),
                regions: outcome.regions?.map { [$0.x, $0.y, $0.width, $0.height] }, change: outcome.change.map(Change.init),
                changedElements: outcome.changedElements?.map(ElementBox.init), acceptEntry: AcceptListFormat.scalar(outcome.name),
                fingerprint: outcome.fingerprint
            )
        }
        // Values appear in matrix order, except pages, which sort by number.
        axes = axisOrder.compactMap { axis in
            guard var values = valuesByAxis[axis] else { return nil }
            if values.allSatisfy({ $0.order != nil }) { values.sort { $0.order! < $1.order! } }
            return Axis(name: axis, values: values.map { AxisValue(label: $0.label, title: $0.title, count: countsByAxis[axis]![$0.label]!) })
        }
        let severityOrder = ["error", "warning", "note"]
        let rank = { (rule: String) in severityOrder.firstIndex(of: severityByRule[rule]!) ?? severityOrder.count }
        rules = severityByRule.keys.sorted { (rank($0), $0) < (rank($1), $1) }.map { rule in
            Rule(label: rule, title: "\(rule) (\(severityByRule[rule]!))", severity: severityByRule[rule]!, count: countsByRule[rule]!)
        }
    }

    /// One axis value as the page shows it.
    struct ShownValue {
        var axis: String
        /// What chips, the URL hash and a variant's `axes` use.
        var label: String
        /// The full value, which the URL hash accepts too.
        var title: String
        /// Where the value sorts among the axis's values; nil keeps the order variants show them in.
        var order: Int?
        /// The value in a variant's line of axis values.
        var caption: String
    }

    /// The one place typed axes become the page's strings: the screen, each axis value as its
    /// axis labels it (a category's short label `AX3` titled with its UIKit name), the scale, and
    /// a page's number (`2`) titled `page 2`; a variant of one page has no page value.
    static func shownValues(of axes: VariantAxes) -> [ShownValue] {
        let plain = { (axis: String, value: String) in ShownValue(axis: axis, label: value, title: value, caption: value) }
        var values = [plain("screen", axes.screen)]
        values += axes.values.map { ShownValue(axis: $0.axis, label: $0.label.label, title: $0.label.title, caption: $0.label.caption) }
        values.append(plain("scale", String(axes.scale)))
        if let page = axes.page {
            values.append(ShownValue(axis: "page", label: String(page), title: "page \(page)", order: page, caption: "page \(page)"))
        }
        return values
    }

    /// Where a newly seen `axis` goes in `order`: after the last of the axes a variant showed
    /// before it (`earlier`), so an axis only some variants have (a language) keeps its place
    /// in the matrix's order.
    private static func place(of axis: String, in order: [String], after earlier: Dictionary<String, String>.Keys) -> Int {
        (order.lastIndex { earlier.contains($0) && $0 != axis }).map { $0 + 1 } ?? 0
    }

    /// The data as UTF-8 JSON safe inside a `<script>` element: every `<` is escaped as `\u003c`,
    /// so no `</script>` or `<!--` can end or confuse the block. Escaped byte by byte (`<` is
    /// ASCII, so never part of a multi-byte character) into one array.
    func json() throws -> [UInt8] {
        let encoded = try JSONArtefact.encoder(compact: true).encode(self)
        let escape = Array(#"\u003c"#.utf8)
        var json = [UInt8]()
        json.reserveCapacity(encoded.count)
        for byte in encoded {
            if byte == UInt8(ascii: "<") { json += escape } else { json.append(byte) }
        }
        return json
    }
}

extension HTMLReportData.Change {
    init(_ change: ChangeDescription) {
        self.init(kind: change.kind.rawValue, kindTitle: change.kind.title, summary: change.summary, details: change.details)
    }
}

extension HTMLReportData.ElementBox {
    init(_ element: SnapshotOutcome.ElementBox) {
        self.init(element: element.element, box: [element.box.x, element.box.y, element.box.width, element.box.height])
    }
}

extension HTMLReportData.Group {
    init(_ group: ChangeGroup) {
        self.init(
            title: group.title, kind: group.kind.rawValue, kindTitle: group.kind.title, representative: group.representative, members: group.members)
    }
}
