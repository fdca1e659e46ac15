import DynamicType
import Spec
import Testing

@testable import Audit

/// How the audit's reports group findings of one rule and template element across items, and
/// how a group names its items.
struct AuditFindingGroupTests {
    func cell(_ item: Int, section: Int = 0) -> AuditElement {
        AuditElement(kind: .cell, section: section, item: item, templatePath: "stack.items[0].label")
    }

    /// Runs of item numbers, per section; headers and footers by section; a bar by its key path.
    @Test func placesRunItemsTogether() {
        #expect(AuditFinding.places(of: (1...21).map { cell($0) }) == "items 1–21")
        #expect(AuditFinding.places(of: [cell(1), cell(4), cell(9)]) == "items 1, 4, 9")
        #expect(AuditFinding.places(of: [cell(3)]) == "item 3")
        #expect(AuditFinding.places(of: [cell(0), cell(1)]) == "items 0, 1")
        #expect(AuditFinding.places(of: [cell(0), cell(2, section: 1), cell(3, section: 1), cell(4, section: 1)]) == "item 0, section 1 items 2–4")
        #expect(AuditFinding.places(of: [0, 1, 2].map { AuditElement(kind: .footer, section: $0, item: 0) }) == "sections 0–2 footer")
        #expect(AuditFinding.places(of: [.bar("navigationBar.title")]) == "navigationBar.title")
        #expect(AuditFinding.places(of: [0, 2, 4, 6, 8, 10, 12].map { cell($0) }) == "items 0, 2, 4, 6, 8, 10, … (7 in all)")
    }

    func finding(
        _ item: Int, _ categories: [ContentSizeCategory], rule: AuditRule = .lowContrast, keyPath: String = "screens[0].cell.stack.items[0].label"
    )
        -> AuditFinding.AcrossSizes
    {
        AuditFinding.AcrossSizes(
            finding: AuditFinding(
                rule: rule, element: cell(item), text: "Item \(item)", frame: Rect(x: 0, y: 0, width: 10, height: 10), detail: "detail \(item)",
                measured: [:]),
            screen: "tiles", axes: [], categories: categories, location: .init(file: "s.yaml", line: 3, column: 5, keyPath: keyPath))
    }

    /// 21 findings of one rule and template element are one group, whose first category is the
    /// first where any of them occurs; another rule, or another spec location (an item's own
    /// untranslated text), stays apart.
    @Test func oneRuleOnOneTemplateElementIsOneGroup() {
        var findings = (0..<21).map { finding($0, $0 == 7 ? [.extraSmall, .large] : [.large, .extraLarge]) }
        findings.append(finding(3, [.large], rule: .fixedSizeText))
        findings.append(finding(4, [.large], keyPath: "screens[0].items[4].title"))
        let groups = AuditFinding.Group.grouping(findings)
        #expect(groups.map(\.findings.count) == [21, 1, 1])
        #expect(groups[0].places == "items 0–20")
        #expect(groups[0].firstCategory == .extraSmall)
        #expect(groups[0].categories == [.extraSmall, .large, .extraLarge])
        #expect(groups[0].message == "items 0–20 stack.items[0].label: 21 items, item 0 'Item 0': detail 0; first at xS, through xL")
        #expect(groups[1].message == findings[21].message)
    }
}
