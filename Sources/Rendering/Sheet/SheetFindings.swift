import Audit
import Foundation
import Layout
import Spec

/// What a review sheet shows of one variant's audit: the marks over its image (from each
/// finding's frame, coloured by severity), the line under its caption ("truncated-text item 3
/// name"), and the sheet's legend naming the rules present. The sheet's one notion of a finding
/// is the audit's.
package enum SheetFindings {
    /// The colour and outline of a severity's marks: errors red and solid, warnings orange and
    /// dashed, notes blue and dotted, so the kinds differ by more than colour.
    package static func style(_ severity: AuditSeverity) -> (color: Color, dash: Double?) {
        switch severity {
        case .error: (Color(255, 59, 48), nil)
        case .warning: (Color(255, 149, 0), 4)
        case .note: (Color(0, 122, 255), 2)
        }
    }

    /// One mark per finding of a rule in `rules`, each frame once per rule, least severe first
    /// (so an error's outline is drawn over a note's on the same frame), each severity's in layout
    /// order.
    package static func marks(_ findings: [AuditFinding], rules: Set<AuditRule>) -> [ReviewMark] {
        var seen: Set<MarkKey> = []
        let marked = findings.filter { rules.contains($0.rule) && seen.insert(MarkKey(rule: $0.rule, frame: $0.frame)).inserted }
        return AuditSeverity.allCases.flatMap { severity in
            marked.filter { $0.severity == severity }.map {
                let style = style(severity)
                return ReviewMark(frame: $0.frame, color: style.color, dash: style.dash)
            }
        }
    }

    private struct MarkKey: Hashable {
        var rule: AuditRule
        var frame: Rect
    }

    /// The legend lines for the rules of `findings` in `rules`, one per severity present,
    /// most severe first: "error: clipped-text, low-contrast".
    package static func legend(_ findings: [AuditFinding], rules: Set<AuditRule>) -> [ReviewSheet.LegendEntry] {
        let present = Set(findings.map(\.rule)).intersection(rules)
        return AuditSeverity.allCases.reversed().compactMap { severity in
            let named = AuditRule.allCases.filter { present.contains($0) && $0.severity == severity }
            guard !named.isEmpty else { return nil }
            let style = style(severity)
            return ReviewSheet.LegendEntry(
                color: style.color, dash: style.dash, title: "\(severity.rawValue): " + named.map(\.rawValue).joined(separator: ", "))
        }
    }

    /// The caption line listing `findings` by rule, most severe rule first, the elements of a rule
    /// grouped by template element (`AuditFinding.groupedByTemplate`): each group named while a
    /// rule has one or two ("truncated-text item 3 name", "cramped-text items 0–20 name"), else
    /// the elements counted ("low-contrast ×6"); nil when there is nothing to list. With
    /// `visibleHeight` (a first screen's content height), findings that lie wholly below it say
    /// so: "(below)", "×6, 4 below", "(2 below)" for a group.
    package static func caption(_ findings: [AuditFinding], screen: Screen, visibleHeight: Double? = nil) -> String? {
        var groups: [AuditRule: [[AuditFinding]]] = [:]
        for group in AuditFinding.groupedByTemplate(findings) { groups[group[0].rule, default: []].append(group) }
        var visible: Set<FindingKey> = []
        for finding in findings where visibleHeight.map({ finding.frame.minY < $0 }) ?? true {
            visible.insert(FindingKey(rule: finding.rule, element: finding.element))
        }
        let rules = AuditSeverity.allCases.reversed().flatMap { severity in
            AuditRule.allCases.filter { groups[$0] != nil && $0.severity == severity }
        }
        guard !rules.isEmpty else { return nil }
        return rules.map { rule in
            let found = groups[rule]!
            var seen: Set<AuditElement> = []
            let elements = found.flatMap { $0.map(\.element) }.filter { seen.insert($0).inserted }
            let below = elements.filter { !visible.contains(FindingKey(rule: rule, element: $0)) }
            if found.count > 2 { return "\(rule.rawValue) ×\(elements.count)" + (below.isEmpty ? "" : ", \(below.count) below") }
            return rule.rawValue + " "
                + found.map { group in
                    let first = group[0]
                    let members = Set(group.map(\.element))
                    let hidden = members.filter { below.contains($0) }.count
                    guard members.count > 1 else {
                        return name(of: first.element, text: first.text, screen: screen) + (hidden > 0 ? " (below)" : "")
                    }
                    let label = name(of: first.element, text: first.text, screen: screen)
                    let place = AuditElement(kind: first.element.kind, section: first.element.section, item: first.element.item).description
                    return AuditFinding.places(of: group.map(\.element)) + label.dropFirst(place.count)
                        + (hidden == 0 ? "" : hidden == members.count ? " (below)" : " (\(hidden) below)")
                }.joined(separator: ", ")
        }.joined(separator: " · ")
    }

    private struct FindingKey: Hashable {
        var rule: AuditRule
        var element: AuditElement
    }

    /// A short name for `element`: its place ("item 3", "section 1 header") and, for a label,
    /// the field its template shows ("name" for `{name}`) or its literal text, shortened.
    package static func name(of element: AuditElement, text: String?, screen: Screen) -> String {
        if element.isBar { return text.map { "\(element.templatePath) \(short($0))" } ?? element.templatePath }
        let place = AuditElement(kind: element.kind, section: element.section, item: element.item).description
        guard !element.templatePath.isEmpty else { return place }
        let template = screen.layout.template(of: element.kind, section: element.section, item: element.item)
        if let label = template.stack.label(at: element.templatePath) {
            if let field = firstField(in: label.text) { return "\(place) \(field)" }
            return "\(place) \(short(label.text))"
        }
        return text.map { "\(place) \(short($0))" } ?? "\(place) \(element.templatePath)"
    }

    /// “Text”, cut to 16 characters with an ellipsis, on one line.
    static func short(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "“" + (line.count > 16 ? line.prefix(15) + "…" : line) + "”"
    }

    /// The name of the first `{field}` placeholder in a template text.
    static func firstField(in text: String) -> String? {
        guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else { return nil }
        let name = text[text.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }
}
