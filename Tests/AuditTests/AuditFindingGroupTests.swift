import DynamicType
import Spec
import Testing
import Variants

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

    func value(_ axis: String, _ text: String) -> VariantAxes.Value {
        VariantAxes.Value(axis: axis, value: .text(text), label: .init(label: text, title: text))
    }

    func finding(_ item: Int, device: String, language: String, _ categories: [ContentSizeCategory]) -> AuditFinding.AcrossSizes {
        var each = finding(item, categories)
        each.axes = [value("device", device), value("language", language)]
        return each
    }

    /// One template problem in two devices and two languages is one group, not four: it names
    /// each axis's values and how many variants, its items once each, and the first category of
    /// them all; when not every combination has it, it says so.
    @Test func oneTemplateProblemAcrossVariantsIsOneGroup() {
        var findings: [AuditFinding.AcrossSizes] = []
        for device in ["iPhone 16", "iPhone SE"] {
            for language in ["en", "de"] {
                findings += (0..<3).map { finding($0, device: device, language: language, language == "de" ? [.large] : [.extraLarge]) }
            }
        }
        let groups = AuditFinding.Group.grouping(findings)
        #expect(groups.count == 1)
        #expect(groups[0].findings.count == 12)
        #expect(groups[0].variants.count == 4)
        #expect(groups[0].variantDescription == "tiles · iPhone 16, iPhone SE · en, de (4 variants)")
        #expect(groups[0].message == "items 0–2 stack.items[0].label: 3 items, item 0 'Item 0': detail 0; first at L, through xL")

        let some = Array(findings.prefix(6)) + Array(findings.suffix(3))
        let partial = AuditFinding.Group.grouping(some)
        #expect(partial.count == 1)
        #expect(partial[0].variantDescription == "tiles · iPhone 16, iPhone SE · en, de (3 of these 4 variants)")

        // Variants at an axis's default carry no value on it: "with and without".
        var mixed = findings.prefix(2).map { $0 }
        mixed[1].axes.append(value("contrast", "high contrast"))
        let withAndWithout = AuditFinding.Group.grouping(mixed)
        #expect(withAndWithout[0].variantDescription == "tiles · iPhone 16 · en · with and without high contrast (2 variants)")

        // One element in several variants reads as that element, not as "1 items".
        let one = AuditFinding.Group.grouping(findings.filter { $0.element.item == 1 })
        #expect(one.count == 1)
        #expect(one[0].message == "item 1 stack.items[0].label 'Item 1': detail 1; first at L, through xL")
    }
}
