import Audit
import DynamicType
import Foundation
import Layout
import Report
import Spec
import TestSupport
import TextEngine
import Testing

@testable import ProofSheet
import Variants

/// What the audit says about Bold Text: a custom font without a bold counterpart is a note in
/// bold variants (`ignores-bold-text`), and a finding a bold variant has and its regular twin
/// does not is marked as showing only under Bold Text, in the finding, its message, the JSON,
/// SARIF and the review report's groups.
@Suite struct BoldTextAuditTests {
    static let spec = """
        name: Bold
        screens:
          - name: list
            devices: [{width: 320}]
            legibilityWeight: [regular, bold]
            layout: {kind: list}
            cell:
              stack:
                items:
                  - label: {text: "{t}", style: body, lines: 1}
                  - label: {text: "Plain", style: body, font: {family: Noto Sans Hebrew}}
                  - label: {text: "Heavy", style: body, font: {family: Noto Sans Hebrew, boldWeight: bold}}
            items: [{t: "TEXT"}]

        """

    static let measurer: PangoTextMeasurer = {
        do { return PangoTextMeasurer(library: try FontLibrary.standard()) } catch { fatalError("\(error)") }
    }()

    static func auditor(text: String) throws -> Auditor {
        let suite = try SpecLoader.parse(spec.replacingOccurrences(of: "TEXT", with: text))
        return Auditor(suite: suite, specName: "bold.yaml", measurer: measurer, layout: { try suite.layout($0, measurer: measurer) }, jobs: 1)
    }

    /// The large variants, regular then bold.
    static func variants(of auditor: Auditor) -> [Variant] {
        VariantMatrix(suite: auditor.suite).variants(VariantFilter(categories: [.large]))
    }

    /// The first prefix of a sentence whose one-line label truncates under Bold Text (its font
    /// semibold) but not at regular weight, at the same width: found, not guessed.
    static func textThatTruncatesOnlyInBold() throws -> String {
        let words = "Notifications and sounds for every account you follow on this phone"
        for length in 8...words.count {
            let text = String(words.prefix(length))
            let auditor = try auditor(text: text)
            let truncated = try variants(of: auditor).map { variant in
                try auditor.findings(of: variant, layout: auditor.layout(variant)).contains {
                    $0.rule == .truncatedText && $0.element.templatePath == "stack.items[0].label"
                }
            }
            if truncated == [false, true] { return text }
        }
        throw TextNotFound()
    }

    struct TextNotFound: Error {}

    /// In a bold variant, the label whose custom font declares no `boldWeight` gets one
    /// `ignores-bold-text` note; the one that declares it, the system-font label and every
    /// regular variant get none.
    @Test func aCustomFontWithoutBoldCounterpartIsANoteUnderBoldText() throws {
        let auditor = try Self.auditor(text: "Short")
        let variants = Self.variants(of: auditor)
        #expect(variants.map(\.legibilityWeight) == [.regular, .bold])
        let notes = try variants.map { variant in
            try auditor.findings(of: variant, layout: auditor.layout(variant)).filter { $0.rule == .ignoresBoldText }
        }
        #expect(notes[0].isEmpty)
        #expect(notes[1].map(\.element.templatePath) == ["stack.items[1].label"])
        let note = try #require(notes[1].first)
        #expect(note.severity == .note)
        #expect(note.detail == "'Noto Sans Hebrew' stays regular under Bold Text: its font declares no boldWeight")
        #expect(note.measured == ["cssWeight": 400])
        // The note is about Bold Text itself, so it is not marked as showing only under it.
        #expect(note.onlyUnder == nil)
        // The rule's source names Apple's Bold Text API.
        #expect(AuditRule.ignoresBoldText.source.contains("UIAccessibility.isBoldTextEnabled"))
    }

    /// A label that fits at regular weight and truncates under Bold Text: the bold variant's
    /// `truncated-text` finding shows only under Bold Text, whether the audit had the regular
    /// twin's findings (the audit command) or laid the twin out itself (check, sheets); the
    /// message, the JSON, SARIF and the review report's finding group say so.
    @Test func whatBreaksOnlyUnderBoldTextIsMarked() throws {
        let text = try Self.textThatTruncatesOnlyInBold()
        let auditor = try Self.auditor(text: text)
        let variants = Self.variants(of: auditor)
        let alone = try auditor.findings(of: variants[1], layout: auditor.layout(variants[1]))
        let truncated = try #require(alone.first { $0.rule == .truncatedText })
        #expect(truncated.onlyUnder == "Bold Text")
        #expect(truncated.description.hasSuffix("(only under Bold Text)"))

        let merged = try auditor.audit(variants)
        let finding = try #require(merged.first { $0.rule == .truncatedText })
        #expect(finding[axis: "legibilityWeight"]?.description == "bold")
        #expect(finding.onlyUnder == AuditFinding.AcrossSizes.OnlyUnder(setting: "Bold Text", categories: [.large]))
        #expect(finding.message.hasSuffix("; only at L; only under Bold Text"))
        #expect(merged.filter { $0.rule == .truncatedText }.count == 1)

        let report = AuditReport(spec: "bold.yaml", variantCount: variants.count, findings: merged)
        #expect(report.text.contains("· Bold Text · item 0 stack.items[0].label"))
        #expect(report.text.contains("only at L; only under Bold Text\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let onlyUnder = try #require(findings.first { $0["rule"] as? String == "truncated-text" }?["onlyUnder"] as? [String: Any])
        #expect(onlyUnder["setting"] as? String == "Bold Text")
        #expect(onlyUnder["categories"] as? [String] == ["large"])
        let sarif = try #require(try JSONSerialization.jsonObject(with: report.sarif()) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "truncated-text" })
        #expect((result["message"] as? [String: Any])?["text"] as? String == "list · width 320 · 1 column · light · Bold Text · \(finding.message)")
        let properties = try #require(result["properties"] as? [String: Any])
        #expect((properties["onlyUnder"] as? [String: Any])?["setting"] as? String == "Bold Text")
        // The JSON reads back to the same finding.
        let decoded = try JSONDecoder().decode(AuditFinding.AcrossSizes.self, from: JSONEncoder().encode(finding))
        #expect(decoded == finding)
    }

    /// A label that truncates at both weights is not marked: its regular twin shows it too.
    @Test func whatBreaksAtBothWeightsIsNotMarked() throws {
        let auditor = try Self.auditor(text: String(repeating: "Notifications and sounds ", count: 4))
        let merged = try auditor.audit(Self.variants(of: auditor)).filter { $0.rule == .truncatedText }
        #expect(merged.count == 2)
        #expect(merged.allSatisfy { $0.onlyUnder == nil })
        #expect(merged.allSatisfy { !$0.message.contains("only under") })
    }
}
