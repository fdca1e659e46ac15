import Audit
import Foundation
import ProofSheet
import Rendering
import TestSupport
import Testing
import Variants

/// The colour labels' evidence (Sufficient Contrast, Dark Interface, Differentiate Without Color
/// Alone): facts computed from the audit's colours, set on a summary page before the sheets, and
/// the same bytes at any job count.
@Suite struct ColorEvidenceTests {
    /// Two build rows told apart only by a green and a red symbol marked `meaningByColor`, a note
    /// in a fixed grey (#AAAAAA: 2.32:1 on white, too little for 4.5:1), light and dark; and a
    /// second screen drawn in light only.
    static let spec = """
        name: Status
        screens:
          - name: builds
            devices: [iPhone 16]
            appearances: [light, dark]
            layout: {kind: list}
            cell:
              stack:
                axis: horizontal
                spacing: 8
                items:
                  - image: {symbol: {name: checkmark.circle}, tintColor: "{state}", meaningByColor: true}
                  - label: {text: "{title}"}
                  - label: {text: "{note}", style: footnote, color: "#AAAAAA"}
            items:
              - {title: Build 12, state: systemGreen, note: main}
              - {title: Build 13, state: systemRed, note: main}
          - name: settings
            devices: [iPhone 16]
            layout: {kind: list}
            cell:
              stack:
                items:
                  - label: {text: "{title}"}
            items:
              - {title: Wi-Fi}
        """

    static func evidence(_ label: ColorEvidence.Label, spec: String = spec, in folder: ScratchFolder) throws -> (ColorEvidence, [Variant]) {
        let renderer = try VariantRenderer(specPath: try folder.write(Array(spec.utf8), to: "status.yaml").path)
        let evidence = ColorEvidence(renderer: renderer, label: label)
        return (evidence, try evidence.variants(VariantFilter()))
    }

    static func pdfText(_ made: ColorEvidence.Evidence, in folder: ScratchFolder, page: Int) throws -> String {
        let pdf = try folder.write(made.pdf, to: made.pdfName)
        return try ExternalTool.pdfText(pdf, page: page).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The variants are the spec's at Large, one column count each: builds light and dark, settings light.
    @Test func variantsAreLargeLightAndDark() throws {
        let folder = try ScratchFolder("color-evidence-variants")
        defer { folder.remove() }
        let (_, variants) = try Self.evidence(.sufficientContrast, in: folder)
        #expect(
            variants.map { "\($0.screen) \($0.category.shortLabel) \($0.appearance)" } == ["builds L light", "builds L dark", "settings L light"])
    }

    /// The grey note fails with its ratio in light and passes in dark; the green symbol fails 3:1
    /// in light; the summary says so and the PDF has a page per screen after it.
    @Test func aLowContrastLabelIsMarkedFailWithItsRatio() throws {
        try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
        let folder = try ScratchFolder("color-evidence-contrast")
        defer { folder.remove() }
        let (evidence, variants) = try Self.evidence(.sufficientContrast, in: folder)
        let made = try evidence.make(variants, jobs: 2)
        #expect(made.criteria.map(\.passed) == [false, false, false, false])
        #expect(made.criteria[2].facts.hasSuffix("settings (light)."), "\(made.criteria[2].facts)")
        #expect(made.criteria[3].failingTag == "NOT SHOWN")
        #expect(made.pdfName == "status-sufficient-contrast.pdf")
        #expect(
            made.pngs.map(\.name) == [
                "status-sufficient-contrast-summary@2x.png", "status-sufficient-contrast_builds_iphone-16_large_1col@2x.png",
                "status-sufficient-contrast_settings_iphone-16_large_1col@2x.png",
            ])
        let pdf = try folder.write(made.pdf, to: made.pdfName)
        #expect(try ExternalTool.pdfPageCount(pdf) == 3)
        let summary = try Self.pdfText(made, in: folder, page: 1)
        for expected in [
            "Sufficient Contrast evidence: Status", "Sufficient Contrast evaluation criteria",
            "sufficient-contrast-accessibility-evaluation-criteria",
            "What they cannot prove",
            "NEEDS WORK Text contrasts with its background",
            "1 below the minimum: builds stack.items[2].label in Light · normal contrast, 2.32:1 (2 items).",
            "1 below 3:1: builds images[0] in Light · normal contrast, 2.22:1 (1 item).",
            "FAIL 2.32:1 4.5:1 builds cell stack.items[2].label: #AAAAAA on #FFFFFF",
            "FAIL 2.22:1 3:1 builds cell images[0]: systemGreen #34C759 on #FFFFFF",
            "PASS 7.32:1 4.5:1 builds cell stack.items[2].label: #AAAAAA on #1C1C1E",
            "NOT SHOWN Contrast was checked with Increase Contrast on.",
        ] {
            #expect(summary.contains(expected), "the summary lacks '\(expected)': \(summary)")
        }
        // The sheet marks the note's low-contrast finding in the light cell.
        let sheet = try Self.pdfText(made, in: folder, page: 2)
        #expect(sheet.contains("error: low-contrast") && sheet.contains("low-contrast items 0, 1 note"), "\(sheet)")

        // The summary PNG: 760 pt wide at @2x, with red tags (NEEDS WORK, NOT SHOWN) in the tags'
        // column and no green one (PASS).
        let png = try DecodedPNG(png: made.pngs[0].bytes)
        #expect(png.width == 1520)
        let column = (0..<png.height).map { png[2 * 60, $0] }
        #expect(column.contains(RGBA(196, 0, 19, 255)))
        #expect(!column.contains(RGBA(36, 128, 56, 255)), "no criterion passes: no green tag")
    }

    /// settings has no dark variant; the grey note keeps #AAAAAA in dark.
    @Test func aScreenWithoutDarkAndAFixedColourAreListed() throws {
        try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
        let folder = try ScratchFolder("color-evidence-dark")
        defer { folder.remove() }
        let (evidence, variants) = try Self.evidence(.darkInterface, in: folder)
        let made = try evidence.make(variants)
        #expect(made.criteria.map(\.passed) == [false, false, true, true])
        #expect(made.criteria[0].facts == "Missing dark (appearances without dark): settings.")
        // Two criteria pass: the summary PNG's tags' column holds the green PASS tag.
        let png = try DecodedPNG(png: made.pngs[0].bytes)
        #expect((0..<png.height).contains { png[2 * 60, $0] == RGBA(36, 128, 56, 255) })
        #expect(made.criteria[1].facts.hasSuffix("builds cell stack.items[2].label: #AAAAAA."), "\(made.criteria[1].facts)")
        let summary = try Self.pdfText(made, in: folder, page: 1)
        for expected in [
            "Dark Interface evaluation criteria", "builds light, dark yes", "settings light MISSING", "Colours that do not adapt",
            "builds cell stack.items[2].label #AAAAAA 2 items",
        ] {
            #expect(summary.contains(expected), "the summary lacks '\(expected)': \(summary)")
        }
    }

    /// An image file on a dark cell in a dark variant has no dark variant: listed.
    @Test func anImageFileOnADarkBackgroundIsListed() throws {
        let folder = try ScratchFolder("color-evidence-image")
        defer { folder.remove() }
        let photos = Repository.root.appendingPathComponent("Examples/photos")
        let photo = try #require(
            try FileManager.default.contentsOfDirectory(atPath: photos.path).sorted().first { $0.hasSuffix(".jpg") || $0.hasSuffix(".png") })
        _ = try folder.write(Array(try Data(contentsOf: photos.appendingPathComponent(photo))), to: photo)
        let spec = """
            name: Photo
            screens:
              - name: photo
                devices: [iPhone 16]
                appearances: [light, dark]
                layout: {kind: list}
                cell:
                  stack:
                    items:
                      - image: {source: \(photo), size: 40}
                items:
                  - {}
            """
        let (evidence, variants) = try Self.evidence(.darkInterface, spec: spec, in: folder)
        let made = try evidence.make(variants)
        #expect(made.criteria.map(\.passed) == [true, true, false, true])
        #expect(made.criteria[2].facts.hasSuffix("photo cell images[0]: image \(photo)."), "\(made.criteria[2].facts)")
    }

    /// Two builds alike but for the symbol's colour: one finding, once for both appearances.
    /// With a marked status label whose text differs, the colour is not alone: no finding.
    @Test func aColourOnlyStatusIsAFinding() throws {
        try #require(ExternalTool.hasPoppler, "poppler-utils is needed (apt-get install poppler-utils)")
        let folder = try ScratchFolder("color-evidence-only")
        defer { folder.remove() }
        let (evidence, variants) = try Self.evidence(.differentiateWithoutColor, in: folder)
        let made = try evidence.make(variants)
        #expect(made.criteria.map(\.passed) == [false])
        #expect(made.criteria[0].facts == "1 place where items differ only by colour: builds images[0] checkmark.circle: item 0, item 1.")
        let summary = try Self.pdfText(made, in: folder, page: 1)
        #expect(summary.contains("item 0 systemGreen #34C759 item 1 systemRed #FF3B30"), "\(summary)")

        let labelled = Self.spec.replacingOccurrences(
            of: "- label: {text: \"{note}\", style: footnote, color: \"#AAAAAA\"}",
            with: "- label: {text: \"{note}\", style: footnote, color: \"{state}\", meaningByColor: true}"
        ).replacingOccurrences(
            of: "note: main}\n      - {title: Build 13, state: systemRed, note: main}",
            with: "note: passed}\n      - {title: Build 13, state: systemRed, note: failed}")
        #expect(labelled.contains("note: failed"))
        let (told, toldVariants) = try Self.evidence(.differentiateWithoutColor, spec: labelled, in: folder)
        let apart = try told.make(toldVariants)
        #expect(apart.criteria.map(\.passed) == [true], "\(apart.criteria)")
        #expect(apart.criteria[0].facts.hasPrefix("2 marked elements"), "\(apart.criteria[0].facts)")
    }

    /// Without a marked element nothing is checked, and the summary says so.
    @Test func withoutMarksNothingIsChecked() throws {
        let folder = try ScratchFolder("color-evidence-unmarked")
        defer { folder.remove() }
        let (evidence, variants) = try Self.evidence(
            .differentiateWithoutColor, spec: Self.spec.replacingOccurrences(of: ", meaningByColor: true", with: ""), in: folder)
        let made = try evidence.make(variants)
        #expect(made.criteria.map(\.passed) == [false])
        #expect(made.criteria[0].failingTag == "NOT CHECKED")
    }

    /// With the contrast axis (Increase Contrast) on the screens, the variants, the summary's
    /// groups and the sheets' rows follow its values, and the criterion "checked with Increase
    /// Contrast on" is shown.
    @Test func theContrastAxisGroupsTheRatios() throws {
        let folder = try ScratchFolder("color-evidence-axis")
        defer { folder.remove() }
        let spec = Self.spec.replacingOccurrences(of: "    layout: {kind: list}", with: "    contrast: [normal, high]\n    layout: {kind: list}")
        let (evidence, variants) = try Self.evidence(.sufficientContrast, spec: spec, in: folder)
        #expect(variants.count == 6)
        let made = try evidence.make(variants)
        let headings = made.summary.blocks.compactMap { block -> String? in
            if case .heading(let text) = block { return text }
            return nil
        }
        #expect(
            headings.suffix(4) == ["Light · normal contrast", "Light · high contrast", "Dark · normal contrast", "Dark · high contrast"],
            "\(headings)")
        #expect(!made.criteria[3].facts.hasPrefix("No variant shown has contrast high"), "\(made.criteria[3].facts)")
    }

    @Test(arguments: ColorEvidence.Label.allCases)
    func sameBytesAtAnyJobCount(label: ColorEvidence.Label) throws {
        let folder = try ScratchFolder("color-evidence-jobs")
        defer { folder.remove() }
        let (evidence, variants) = try Self.evidence(label, in: folder)
        let one = try evidence.make(variants, jobs: 1)
        let two = try evidence.make(variants, jobs: 2)
        #expect(one.pdf == two.pdf)
        #expect(one.pngs.map(\.name) == two.pngs.map(\.name))
        #expect(one.pngs.map(\.bytes) == two.pngs.map(\.bytes))
    }
}

/// What a text or symbol is measured against is what is drawn behind it: an image view's own
/// background (a Settings icon square) or a stack's, not the cell's.
@Suite struct ColorBackdropTests {
    static let spec = """
        name: Backdrops
        screens:
          - name: icons
            devices: [iPhone 16]
            appearances: [light]
            layout: {kind: list}
            cell:
              background: "#FFFFFF"
              stack:
                axis: horizontal
                spacing: 8
                items:
                  - image: {symbol: {name: gear}, size: 29, background: "#0000FF", tintColor: "#FFFFFF"}
                  - stack: {background: "#000000", items: [{label: {text: "{title}", color: "#FFFFFF"}}]}
                  - label: {text: "{title}", color: "#FFFFFF"}
            items:
              - {title: General}
        """

    /// The symbol is white on its blue square (8.59:1), the first label white on its black stack
    /// (21:1); the second label, on the cell, white on white (1:1), and only it is a finding.
    @Test func textAndSymbolsAreMeasuredOnWhatIsBehindThem() throws {
        let folder = try ScratchFolder("color-backdrops")
        defer { folder.remove() }
        let renderer = try VariantRenderer(specPath: try folder.write(Array(Self.spec.utf8), to: "backdrops.yaml").path)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants().first { $0.category == .large })
        let auditor = Auditor(suite: renderer.suite, specName: renderer.specName, measurer: renderer.measurer, layout: renderer.layout)
        let samples = try auditor.colorSamples(of: variant, layout: renderer.layout(variant))
        let symbol = try #require(samples.first { $0.kind == .symbol })
        #expect(symbol.background.hex == "#0000FF")
        #expect(symbol.ratio.map { ($0 * 100).rounded() / 100 } == 8.59)
        let texts = samples.filter { $0.kind == .text }
        #expect(texts.map(\.background.hex) == ["#000000", "#FFFFFF"])
        #expect(texts.map { $0.ratio.map { ($0 * 100).rounded() / 100 } } == [21, 1])

        let findings = try auditor.findings(of: variant, layout: renderer.layout(variant)).filter { $0.rule == .lowContrast }
        #expect(findings.map(\.element.templatePath) == ["stack.items[2].label"])
    }
}
