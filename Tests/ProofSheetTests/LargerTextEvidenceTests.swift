import Foundation
import ProofSheet
import Rendering
import TestSupport
import Testing

/// The Larger Text evidence: a summary page set against Apple's criteria with facts computed from
/// the type ramp and the audit, then per screen and device Large beside AX1–AX5, first screens
/// with the findings marked; the same bytes at any job count.
@Suite struct LargerTextEvidenceTests {
    static func evidence(_ example: String, _ filter: VariantFilter = VariantFilter()) throws -> (LargerTextEvidence, [Variant]) {
        let evidence = LargerTextEvidence(renderer: try VariantRenderingTests.renderer(example))
        return (evidence, try evidence.variants(filter))
    }

    /// Body text grows from 17 pt at Large to 53 pt at AX5, 312 %, past 200 % from AX3 (40 pt).
    @Test func bodyTextGrowthIsTheTypeRamps() {
        let growth = LargerTextEvidence.bodyGrowth
        #expect(growth.large == 17 && growth.largest == 53)
        #expect(Int((growth.ratio * 100).rounded()) == 312)
    }

    /// messages in English: a name cut at AX5 on both phones is the one criterion that needs work.
    @Test func messagesSummaryStatesTheCriteriaTheFactsAndOnePagePerScreenAndDevice() throws {
        try #require(
            ExternalTool.isInstalled("pdftotext") && ExternalTool.isInstalled("pdfinfo"), "poppler-utils is needed (apt-get install poppler-utils)")
        let (evidence, variants) = try Self.evidence("messages", VariantFilter(languages: [.english]))
        #expect(variants.count == 12)
        #expect(Set(variants.map(\.category)) == Set(LargerTextEvidence.categories))
        let made = try evidence.make(variants, jobs: 2)
        #expect(made.criteria.map(\.passed) == [true, true, false, true, true, true])
        #expect(made.screens.map(\.device) == ["iPhone SE (3rd generation)", "iPhone 16"])
        #expect(made.screens.allSatisfy { $0.accessibilitySizes.contains { $0.rule == .truncatedText && $0.count == 1 } })
        #expect(made.screens.allSatisfy { !$0.defaultSize.contains { $0.rule == .truncatedText } })
        #expect(
            made.pngs.map(\.name) == [
                "messages-larger-text-summary@2x.png", "messages-larger-text_messages_iphone-se-3rd-generation_light_en@2x.png",
                "messages-larger-text_messages_iphone-16_light_en@2x.png",
            ])

        let folder = try ScratchFolder("larger-text")
        defer { folder.remove() }
        let pdf = try folder.write(made.pdf, to: "evidence.pdf")
        let info = try ExternalTool.run("pdfinfo", [pdf.path]).stdout
        #expect(info.contains("Pages:           3"), "a summary page and one page per screen and device: \(info)")
        #expect(info.contains("Title:           Messages: Larger Text evidence"))
        let summary = try ExternalTool.run("pdftotext", ["-f", "1", "-l", "1", pdf.path, "-"]).stdout.split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        for expected in [
            "Larger Text evidence: Messages", "Larger Text evaluation criteria", "developer.apple.com/help/app-store", "ProofSheet's words",
            "Text can be enlarged to at least 200 % of its default size.", "Body text is 17 pt at Large (the default) and 53 pt at AX5: 312 %.",
            "It passes 200 % from AX3 (40 pt, 235 %).", "Text is not truncated at the larger sizes.", "NEEDS WORK",
            "2 truncated-text findings at AX1–AX5", "Text is not clipped", "Text does not overlap", "Nothing important is hidden",
            "1 of 6 criteria need work", "truncated-text 1, low-contrast 4",
        ] {
            #expect(summary.contains(expected), "the summary lacks '\(expected)'")
        }
        #expect(summary.components(separatedBy: "PASS").count - 1 == 5)
        let sheet = try ExternalTool.run("pdftotext", ["-f", "3", "-l", "3", pdf.path, "-"]).stdout
        for expected in ["messages on iPhone 16 · en", "L", "AX1", "AX5", "truncated-text item 3 name", "warning: truncated-text"] {
            #expect(sheet.contains(expected), "the iPhone 16 page lacks '\(expected)'")
        }
        #expect(!sheet.contains("xxxL") && !sheet.contains("AX5 · 2 columns"))
    }

    /// Nothing at the accessibility sizes stands against a criterion: every line passes.
    @Test func plainTablePassesEveryCriterion() throws {
        let (evidence, variants) = try Self.evidence("plain-table")
        let made = try evidence.make(variants)
        #expect(made.criteria.allSatisfy { $0.passed }, "\(made.criteria.filter { !$0.passed })")
        #expect(
            made.summary.blocks.contains(
                .paragraph(
                    "Every criterion below is met by the layouts shown: no finding at the accessibility sizes stands against it.", secondary: false)))
    }

    /// A label in a fixed-size font does not grow: the 200 % criterion needs work and names it.
    @Test func aFixedSizeFontFailsTheEnlargementCriterion() throws {
        let folder = try ScratchFolder("larger-text-fixed")
        defer { folder.remove() }
        let spec = """
            name: Fixed
            screens:
              - name: fixed
                devices: [iPhone 16]
                layout: {kind: list}
                cell:
                  stack:
                    items:
                      - label: {text: "{text}", font: {family: Inter, size: 17}}
                items:
                  - {text: Hello}
            """
        let renderer = try VariantRenderer(specPath: try folder.write(Array(spec.utf8), to: "fixed.yaml").path)
        let evidence = LargerTextEvidence(renderer: renderer)
        let made = try evidence.make(try evidence.variants(VariantFilter()))
        let growth = try #require(made.criteria.first)
        #expect(!growth.passed)
        #expect(
            growth.facts.contains("1 label uses a fixed-size font (fixed-size-text) and does not grow: fixed on iPhone 16: 1."), "\(growth.facts)")
    }

    @Test func sameBytesAtAnyJobCount() throws {
        let (evidence, variants) = try Self.evidence("lorem-grid")
        let one = try evidence.make(variants, jobs: 1)
        let two = try evidence.make(variants, jobs: 2)
        #expect(one.pdf == two.pdf)
        #expect(one.pngs.map(\.name) == two.pngs.map(\.name))
        #expect(one.pngs.map(\.bytes) == two.pngs.map(\.bytes))
    }
}
