import Foundation
import ProofSheetSupport
import TestSupport
import Testing

@testable import Layout
@testable import ProofSheet

/// Each audit rule on a small spec built to trigger it from a known content-size category,
/// and not one category earlier. The categories follow from Apple's type ramp and the system
/// font's line height (1.193359375 × the point size, rounded up to the 1/3 pt grid of an @3x
/// iPhone), worked by hand in the comments.
@Suite struct AuditRuleTests {
    static let all = ContentSizeCategory.allCases.filter { $0 != .unspecified }

    /// Audits `cell` and `items` (YAML, indented for a screen) on an iPhone 16 list on a
    /// `screenBackground` (white unless given) in the light appearance, or in `appearances`
    /// (`[light, dark]`) when given, and returns the findings of `rule`.
    func findings(
        _ rule: AuditRule, cell: String, items: String = "      - {text: Hello}", layout: String = "{kind: list}",
        screenBackground: String = "\"#FFFFFF\"", appearances: String? = nil
    ) throws -> [AuditFinding.AcrossSizes] {
        // The appearances line only when given, so the other tests' line numbers stay as written.
        let spec = """
            name: Audit
            screens:
              - name: audited
                devices: [iPhone 16]
                layout: \(layout)
                background: \(screenBackground)\(appearances.map { "\n    appearances: \($0)" } ?? "")
                cell:
            \(cell)
                items:
            \(items)
            """
        let folder = try ScratchFolder("audit")
        let file = folder.file("audit.yaml")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let session = try SnapshotSession(specPath: file.path, options: .init(snapshots: folder.url, jobs: 2))
        return try session.audit().findings.filter { $0.rule == rule }
    }

    func categories(_ range: ClosedRange<ContentSizeCategory>) -> [ContentSizeCategory] {
        Self.all.filter(range.contains)
    }

    /// `lines: 1` from AX2 on a text that needs several lines: truncated from AX2, not at AX1
    /// (where the label has no line limit).
    @Test func truncatedTextFromTheCategoryItsLimitStarts() throws {
        let found = try findings(
            .truncatedText,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", rules: [{from: AX2, lines: 1}]}
                """, items: "      - {text: \"A sentence long enough to need more than one line on any iPhone at an accessibility size\"}")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories == categories(.accessibilityLarge ... .accessibilityExtraExtraExtraLarge))
        #expect(finding.element == AuditElement(kind: .cell, section: 0, item: 0, templatePath: "stack.items[0].label"))
        #expect(finding.location.keyPath == "screens[0].cell.stack.items[0].label")
        #expect(finding.location.line == 11 && finding.location.column == 20, "the label's mapping, line 11: \(finding.location)")
        #expect(finding.measured["linesShown"] == 1 && finding.measured["lineLimit"] == 1 && (finding.measured["linesNeeded"] ?? 0) >= 2)
        #expect(finding.severity == .warning)
        #expect(finding.categoryRange == "first at AX2, through AX5")
    }

    /// A 60 pt cell and one line of body: at AX4 (47 pt) the line is 47 × 1.193359375 =
    /// 56.088 → 56.333 pt and fits; at AX5 (53 pt) it is 63.248 → 63.333 pt and is cut.
    @Test func clippedTextOnlyWhereTheLineOutgrowsAFixedHeight() throws {
        let found = try findings(
            .clippedText,
            cell: """
                      height: 60
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", style: body}
                """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories == [.accessibilityExtraExtraExtraLarge])
        #expect(finding.measured["textHeight"] == 190.0 / 3 && finding.measured["cellHeight"] == 60)
        #expect(finding.severity == .error)
    }

    /// An image 160 pt wide scaled with body, as UIFontMetrics scales by the style's leading
    /// (22 pt at Large): 160 × 48 / 22 = 349.1 pt at AX3 fits the 393 pt screen; 160 × 56 / 22
    /// = 407.27 → 407.333 pt at AX4 does not.
    @Test func anImageScaledWithTextOutgrowsTheScreen() throws {
        let found = try findings(
            .widerThanScreen,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - image: {size: [160, 40], scaledWith: body}
                          - label: {text: "{text}"}
                """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories == categories(.accessibilityExtraExtraLarge ... .accessibilityExtraExtraExtraLarge))
        #expect(finding.measured["screenWidth"] == 393)
        #expect(finding.measured["maxX"] == 1222.0 / 3)
    }

    /// A tappable cell holding one caption2 line and no padding is that line tall: 11 pt up to
    /// Large (13.127 → 13.333 pt), 17 pt at xxxL (20.287 → 20.333 pt): under 24 pt, the WCAG
    /// error. At AX1 (20 pt) the line is 23.867 → 24 pt: no longer under 24, still under 44,
    /// through AX4 (34 pt: 40.574 → 40.667 pt). At AX5 (40 pt) it is 47.734 → 48 pt: no finding.
    @Test func tapTargetsAgainstBothThresholds() throws {
        let cell = """
                  tappable: true
                  background: "#FFFFFF"
                  stack:
                    items:
                      - label: {text: "{text}", style: caption2}
            """
        let tiny = try #require(try findings(.tinyTapTarget, cell: cell).first)
        #expect(tiny.categories == categories(.extraSmall ... .extraExtraExtraLarge))
        #expect(tiny.element == AuditElement(kind: .cell, section: 0, item: 0))
        #expect(tiny.location.keyPath == "screens[0].cell" && tiny.location.line == 8, "the cell's mapping starts on line 8: \(tiny.location)")
        #expect(tiny.measured["height"] == 40.0 / 3 && tiny.severity == .error)
        let small = try #require(try findings(.smallTapTarget, cell: cell).first)
        #expect(small.categories == categories(.accessibilityMedium ... .accessibilityExtraExtraLarge))
        #expect(small.measured["height"] == 24 && small.severity == .warning)

        let untappable = cell.replacingOccurrences(of: "tappable: true", with: "tappable: false")
        #expect(try findings(.tinyTapTarget, cell: untappable).isEmpty)
        #expect(try findings(.smallTapTarget, cell: untappable).isEmpty)
    }

    /// Images and stacks marked tappable are targets of their own: a 20 pt icon is under 24 pt at
    /// every size; a tappable stack holding one caption2 line is as tall as that line, so it
    /// follows the same categories as the tappable cell above. The cell itself is not tappable.
    @Test func tappableImagesAndStacksAreTargets() throws {
        let cell = """
                  background: "#FFFFFF"
                  stack:
                    axis: horizontal
                    items:
                      - image: {size: 20, tappable: true}
                      - stack:
                          tappable: true
                          items:
                            - label: {text: "{text}", style: caption2}
            """
        let tiny = try findings(.tinyTapTarget, cell: cell)
        let icon = try #require(tiny.first { $0.element.templatePath == "stack.items[0].image" })
        #expect(icon.categories == Self.all && icon.measured["width"] == 20 && icon.measured["height"] == 20)
        #expect(icon.location.keyPath == "screens[0].cell.stack.items[0].image")
        let button = try #require(tiny.first { $0.element.templatePath == "stack.items[1].stack" })
        #expect(button.categories == categories(.extraSmall ... .extraExtraExtraLarge))
        let small = try findings(.smallTapTarget, cell: cell)
        #expect(small.map(\.element.templatePath) == ["stack.items[1].stack"])
        #expect(small.first?.categories == categories(.accessibilityMedium ... .accessibilityExtraExtraLarge))
        #expect(tiny.count == 2)
    }

    /// A button is a tap target without `tappable`: a medium button is its body title's line plus
    /// 14 pt (docs/components.md), under 44 pt through xxxL (23 pt body: 27.33 + 14 = 41.33) and
    /// over it from AX1 (28 pt: 33.33 + 14 = 47.33). A mini button (footnote, 3 pt insets) is under
    /// 24 pt at the smallest sizes. A switch (51 × 31 pt at every size, fixed by UIKit) is not
    /// reported at all (docs/components.md, "Switch"). A disabled button is no target. The finding's measurements
    /// are its first category's.
    @Test func buttonsAreTapTargetsWithoutTheKey() throws {
        let cell = """
                  background: "#FFFFFF"
                  stack:
                    alignment: leading
                    items:
                      - button: {title: Save, style: filled}
                      - button: {title: Save, buttonSize: mini}
                      - switch: {isOn: true}
                      - button: {title: Save, buttonSize: mini, isEnabled: false}
            """
        let small = try findings(.smallTapTarget, cell: cell)
        let medium = try #require(small.first { $0.element.templatePath == "stack.items[0].button" })
        #expect(medium.categories == categories(.extraSmall ... .extraExtraExtraLarge))
        #expect(medium.location.keyPath == "screens[0].cell.stack.items[0].button")
        #expect(abs((medium.measured["height"] ?? 0) - 31) < 0.001, "at xS: a 14 pt body line, 16.71 pt rounded up to 17, and 14")
        let tiny = try findings(.tinyTapTarget, cell: cell)
        #expect(tiny.map(\.element.templatePath) == ["stack.items[1].button"])
        #expect(!(small + tiny).contains { $0.element.templatePath == "stack.items[2].switch" })
        #expect(!(small + tiny).contains { $0.element.templatePath == "stack.items[3].button" })
    }

    /// A segment's title that does not fit its segment is truncated on its one line, and the
    /// truncation rule reports it: three segments share the 358 pt row (119.33 pt each, 103.33 pt
    /// for the title inside 8 pt padding). "Favourites" in footnote fits at L and is cut at AX5.
    @Test func truncatedSegmentTitlesAreFindings() throws {
        let found = try findings(
            .truncatedText,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        alignment: fill
                        items:
                          - segmentedControl: {segments: [Favourites, Recents, Contacts], selectedSegmentIndex: 0}
                """)
        let title = try #require(found.first { $0.element.templatePath == "stack.items[0].segmentedControl.segments[0]" })
        #expect(title.categories.contains(.accessibilityExtraExtraExtraLarge) && !title.categories.contains(.large))
        #expect(title.measured["linesShown"] == 1 && title.measured["lineLimit"] == 1)
        #expect(title.location.keyPath == "screens[0].cell.stack.items[0].segmentedControl.segments[0]")
        #expect(title.finding.text == "Favourites")
    }

    /// #777777 on white is 4.48:1 (L 0.18447 against 1): under 4.5:1 for normal text, enough for
    /// large text (3:1), which is 24 pt or more, or 18.67 pt or more at weight 700 or heavier. Each
    /// label pins the category where it turns large, the last one found and the first not:
    /// - body: 23 pt at xxxL, 28 pt at AX1: found through xxxL.
    /// - Inter 20 pt scaled with title2 (UIFontMetrics: × C(title2)/28, whole points): 22.86 →
    ///   23 pt at xxL, 24.29 → 24 pt at xxxL: found through xxL, and 24 pt itself is large.
    /// - Inter Bold 17 pt with title2: 18.21 → 18 pt at xL, 19.43 → 19 pt at xxL: found through xL.
    /// - Inter Semibold 17 pt, the same sizes: semibold (600) is not bold, so it stays normal text
    ///   until 24.89 → 25 pt at AX1: found through xxxL.
    @Test func lowContrastUntilTheTextCountsAsLarge() throws {
        let found = try findings(
            .lowContrast,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", color: "#777777"}
                          - label: {text: "{text}", color: "#777777", font: {family: Inter, size: 20}, style: title2}
                          - label: {text: "{text}", color: "#777777", font: {family: Inter, weight: bold, size: 17}, style: title2}
                          - label: {text: "{text}", color: "#777777", font: {family: Inter, weight: semibold, size: 17}, style: title2}
                """)
        #expect(found.count == 4)
        let last: [ContentSizeCategory] = [.extraExtraExtraLarge, .extraExtraLarge, .extraLarge, .extraExtraExtraLarge]
        for (item, through) in last.enumerated() {
            let finding = try #require(found.first { $0.element.templatePath == "stack.items[\(item)].label" })
            #expect(finding.categories == categories(.extraSmall...through), "item \(item)")
            #expect(finding.measured["contrast"] == 4.48 && finding.measured["minimum"] == 4.5)
            #expect(finding.detail.contains("#777777 on #FFFFFF"))
        }
    }

    /// secondaryLabel (#3C3C43 at 60 %) over an opaque white cell composites to #8A8A8E: 3.44:1.
    /// Light only (the spec lists no appearances); the dark appearance is
    /// `contrastInEachAppearanceWithItsOwnColours`.
    @Test func contrastCompositesTranslucentTextOverTheCell() throws {
        let found = try findings(
            .lowContrast,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", color: secondaryLabel, style: footnote}
                """)
        let finding = try #require(found.first)
        #expect(finding.measured["contrast"] == 3.44)
        #expect(finding.detail.contains("#8A8A8E on #FFFFFF"))
    }

    /// Light and dark, each with its own system colours. A `systemFill` cell (#787880 at 20 %
    /// light, 36 % dark) over a `systemGroupedBackground` screen (#F2F2F7 light, #000000 dark)
    /// composites to (217.6, 217.6, 223.2) = #DADADF light and (43.2, 43.2, 46.08) = #2B2B2E dark;
    /// each text colour is composited over that. WCAG 2.2 relative luminance and contrast, worked
    /// outside ProofSheet (sRGB channels linearised, 0.2126 R + 0.7152 G + 0.0722 B):
    /// - systemBlue, #007AFF light: L 0.21139 on 0.70118, 2.8738:1, under even 3:1, at every size;
    ///   #0A84FF dark: L 0.23787 on 0.02458, 3.8598:1, under 4.5:1 while body is under 24 pt
    ///   (23 pt at xxxL) and over 3:1 from AX1 (28 pt).
    /// - secondaryLabel, #3C3C43 at 60 % light: (123.04, 123.04, 129.48) = #7B7B81, L 0.19988,
    ///   3.0062:1: under 4.5:1 through xxxL, just over 3:1 from AX1; #EBEBF5 at 60 % dark:
    ///   #9E9EA5, L 0.34579, 5.3068:1: nothing in dark.
    /// - #555555, the same in both (L 0.09084): 5.3335:1 light, nothing; 1.8884:1 dark, at every size.
    @Test func contrastInEachAppearanceWithItsOwnColours() throws {
        let found = try findings(
            .lowContrast,
            cell: """
                      background: systemFill
                      stack:
                        items:
                          - label: {text: "{text}", color: systemBlue}
                          - label: {text: "{text}", color: secondaryLabel}
                          - label: {text: "{text}", color: "#555555"}
                """, screenBackground: "systemGroupedBackground", appearances: "[light, dark]")
        func finding(_ appearance: Appearance, _ item: Int) -> AuditFinding.AcrossSizes? {
            found.first { $0.appearance == appearance && $0.element.templatePath == "stack.items[\(item)].label" }
        }
        #expect(found.count == 4, "\(found.map { "\($0.appearance) \($0.message)" })")

        let blueLight = try #require(finding(.light, 0))
        #expect(blueLight.measured["contrast"] == 2.87 && blueLight.detail.contains("#007AFF on #DADADF"))
        #expect(blueLight.categories == Self.all)
        let blueDark = try #require(finding(.dark, 0))
        #expect(blueDark.measured["contrast"] == 3.86 && blueDark.detail.contains("#0A84FF on #2B2B2E"))
        #expect(blueDark.categories == categories(.extraSmall ... .extraExtraExtraLarge))

        let secondaryLight = try #require(finding(.light, 1))
        #expect(secondaryLight.measured["contrast"] == 3.01 && secondaryLight.detail.contains("#7B7B81 on #DADADF"))
        #expect(secondaryLight.categories == categories(.extraSmall ... .extraExtraExtraLarge))
        #expect(finding(.dark, 1) == nil)

        #expect(finding(.light, 2) == nil)
        let fixedDark = try #require(finding(.dark, 2))
        #expect(fixedDark.measured["contrast"] == 1.89 && fixedDark.detail.contains("#555555 on #2B2B2E"))
        #expect(fixedDark.categories == Self.all)
    }

    /// A fixed font with no text style does not grow: found at every size; the same family with
    /// a style is not.
    @Test func fixedSizeTextAtEverySize() throws {
        let fixed = try findings(
            .fixedSizeText,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", font: {family: Inter, size: 17}}
                """)
        let finding = try #require(fixed.first)
        #expect(finding.categories == Self.all && finding.categoryRange == "at every size")
        #expect(finding.measured["pointSize"] == 17)
        let scaled = try findings(
            .fixedSizeText,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", font: {family: Inter, size: 17}, style: body}
                """)
        #expect(scaled.isEmpty)
    }

    /// Four labels sharing a row are squeezed at every size, but only the accessibility sizes
    /// count: first at AX1, not at xxxL.
    @Test func crampedLabelsOnlyAtAccessibilitySizes() throws {
        let found = try findings(
            .crampedText,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        axis: horizontal
                        items:
                          - label: {text: "{text}"}
                          - label: {text: "{text}"}
                          - label: {text: "{text}"}
                          - label: {text: "{text}"}
                """, items: "      - {text: \"Notifications and sounds for every account\"}")
        #expect(found.count == 4)
        #expect(found.allSatisfy { $0.categories == categories(.accessibilityMedium ... .accessibilityExtraExtraExtraLarge) })
        #expect(found.map(\.element.templatePath) == (0..<4).map { "stack.items[\($0)].label" })
    }

    /// Text inset between two fixed spacers (`spacer | stack | spacer`, the way to inset text under
    /// a full-width photo) shares its row with nothing: no cramped text, however few characters
    /// fit a line (it was reported at AX1–AX5, the label being narrower than the cell). The same
    /// text beside an image of the spacers' width is cramped.
    @Test func textBetweenFixedSpacersIsNotCramped() throws {
        func cell(_ first: String) -> String {
            """
                  background: "#FFFFFF"
                  stack:
                    axis: horizontal
                    items:
                      - \(first)
                      - stack: {items: [{label: {text: "{text}"}}]}
                      - spacer: {length: 100}
            """
        }
        let items = "      - {text: \"The cat sat on a mat by the red door\"}"
        #expect(try findings(.crampedText, cell: cell("spacer: {length: 100}"), items: items).isEmpty)
        let beside = try findings(.crampedText, cell: cell("image: {size: [100, 20]}"), items: items)
        #expect(!beside.isEmpty && beside.allSatisfy { $0.categories.allSatisfy(\.isAccessibilityCategory) })
    }

    /// A label that shrinks to fit at accessibility sizes: reported only there, with the applied
    /// scale (between the minimum and 1) and the spec key path of its `adjustsFontSizeToFitWidth`.
    @Test func shrunkTextAtAccessibilitySizes() throws {
        let found = try findings(
            .shrunkText,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", lines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5}
                """, items: "      - {text: \"Notifications and sounds for everyone\"}")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories.allSatisfy(\.isAccessibilityCategory) && finding.categories.contains(.accessibilityExtraExtraExtraLarge))
        #expect(finding.location.keyPath == "screens[0].cell.stack.items[0].label.adjustsFontSizeToFitWidth")
        let scale = try #require(finding.measured["scale"])
        #expect(scale >= 0.5 && scale < 1)
        let full = try #require(finding.measured["fullPointSize"])
        #expect(abs(try #require(finding.measured["pointSize"]) - full * scale) < 1e-9)
    }

    /// A label of another kind of cell that shrinks points at its own template's key
    /// (`cells.promo…`), with that key's line, not at the default cell's.
    @Test func shrunkTextOfAnotherKindPointsAtItsTemplate() throws {
        let found = try findings(
            .shrunkText,
            cell: """
                      stack: {items: [{label: {text: "{text}"}}]}
                    cells:
                      promo:
                        background: "#FFFFFF"
                        stack:
                          items:
                            - label: {text: "{text}", lines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5}
                """, items: "      - {text: \"Notifications and sounds for everyone\", cell: promo}")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.location.keyPath == "screens[0].cells.promo.stack.items[0].label.adjustsFontSizeToFitWidth")
        #expect(finding.location.line == 14)
    }

    /// A label shrinks more at each larger category: the finding at AX1 keeps its AX1 scale and
    /// reports its smallest, at AX5 (body: 28 pt at AX1, 53 pt at AX5), in `measured` and in its
    /// detail; grouped with a second item that shrinks further, the group's line goes down to that
    /// item's smallest scale and names it.
    @Test func shrunkTextReportsItsSmallestScale() throws {
        let found = try findings(
            .shrunkText,
            cell: """
                      padding: 16
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", lines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.2}
                """,
            items: """
                      - {text: "Notifications and sounds for all"}
                      - {text: "Notifications and sounds for everyone in the family"}
                """)
        try #require(found.count == 2)
        for finding in found {
            #expect(finding.categories == categories(.accessibilityMedium ... .accessibilityExtraExtraExtraLarge))
            let first = try #require(finding.measured["scale"])
            let smallest = try #require(finding.measured["smallestScale"])
            #expect(smallest < first && smallest > 0.2, "\(finding.measured)")
            #expect(finding.measured["fullPointSize"] == 28 && finding.measured["smallestFullPointSize"] == 53)
            #expect(finding.measured["smallestScaleCategory"] == Double(ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue))
            let smallestPoints = try #require(finding.measured["smallestPointSize"])
            #expect(abs(smallestPoints - 53 * smallest) < 1e-9)
            let points = try #require(finding.measured["pointSize"])
            #expect(
                finding.detail
                    == "shown at \((first * 100).rounded(toPlaces: 1))% of its font's size (\(points.rounded(toPlaces: 3)) pt of 28 pt) at AX1, "
                    + "down to \((smallest * 100).rounded(toPlaces: 1))% (\(smallestPoints.rounded(toPlaces: 3)) pt of 53 pt) at AX5: "
                    + "it shrinks to fit instead of wrapping")
        }
        let longer = try #require(found[1].measured["smallestScale"])
        #expect(longer < found[0].measured["smallestScale"]!)
        let groups = AuditFinding.Group.grouping(found)
        try #require(groups.count == 1)
        let points = try #require(found[1].measured["smallestPointSize"])
        #expect(
            groups[0].message.contains(
                "at AX1, down to \((longer * 100).rounded(toPlaces: 1))% (\(points.rounded(toPlaces: 3)) pt of 53 pt) at item 1, AX5: it shrinks"),
            "\(groups[0].message)")
    }

    /// A word wider than a full-width line breaks inside: reported wherever it breaks, below the
    /// accessibility sizes too (it was `cramped-text`, at accessibility sizes only).
    @Test func wordsBrokenInsideAtAnySize() throws {
        let found = try findings(
            .brokenWord,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", style: largeTitle}
                """, items: "      - {text: \"Donaudampfschifffahrtsgesellschaftskapitän\"}")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories == Self.all)
        #expect(finding.detail.hasPrefix("breaks inside 'Donaudampfschifffahrtsgesellschaftskapitän'"))
        #expect(finding.severity == .warning)
        #expect(
            try findings(
                .crampedText,
                cell: """
                          background: "#FFFFFF"
                          stack:
                            items:
                              - label: {text: "{text}", style: largeTitle}
                    """, items: "      - {text: \"Donaudampfschifffahrtsgesellschaftskapitän\"}"
            ).isEmpty)
    }

    /// "therefore" in a quarter-width grid cell at the default size (L): the title1 word (about
    /// 109 pt) does not fit the cell's 72.25 pt line and breaks letter by letter ("therefor e"),
    /// which no rule reported before `broken-word`. A word that fits ("so") is not reported.
    @Test func aWordBrokenAtTheDefaultSize() throws {
        let found = try findings(
            .brokenWord,
            cell: """
                      padding: 8
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", style: title1}
                """, items: "      - {text: therefore}\n      - {text: so}",
            layout: "{kind: grid, sectionInset: 8, interitemSpacing: 8, lineSpacing: 8}\n    columns: 4")
        #expect(found.map(\.element.item) == [0], "\(found.map(\.description))")
        let finding = try #require(found.first)
        #expect(finding.categories.contains(.large))
        #expect(finding.measured["width"] == 72.25)
        #expect((finding.measured["wordWidth"] ?? 0) > 100)
    }

    /// FRH-8: a grid's last footer extends `sectionInset.top + sectionInset.bottom` below the
    /// content height, so the canvas cuts it: a `clipped-by-canvas` error 20 pt below the bottom
    /// at every size, on the last section's footer only.
    @Test func theLastGridFooterCutAtTheCanvasEdge() throws {
        let spec = """
            name: Footer
            screens:
              - name: grid
                devices: [iPhone 16]
                columns: 2
                layout: {kind: grid, sectionInset: 10, interitemSpacing: 10, lineSpacing: 10}
                cell: {padding: 12, background: "#FFFFFF", stack: {items: [{label: {text: "{title}", style: body}}]}}
                sections:
                  - footer: First footer.
                    items: [{title: One}, {title: Two}]
                  - footer: The last row may be incomplete.
                    items: [{title: Three}]
            """
        let folder = try ScratchFolder("audit")
        let file = folder.file("footer.yaml")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let session = try SnapshotSession(specPath: file.path, options: .init(snapshots: folder.url, jobs: 2))
        let found = try session.audit().findings.filter { $0.rule == .clippedByCanvas }
        #expect(found.count == 1, "\(found.map(\.message))")
        let finding = try #require(found.first)
        #expect(finding.element == AuditElement(kind: .footer, section: 1, item: 0))
        #expect(finding.categories == Self.all)
        #expect(finding.severity == .error)
        let below = try #require(finding.measured["maxY"]) - (try #require(finding.measured["canvasHeight"]))
        #expect(abs(below - 20) < 0.001, "\(finding.detail)")
    }

    /// Japanese breaks between any two kanji or kana: a long sentence without spaces that wraps
    /// at AX5 is no word broken inside (it was, when words were only split at spaces).
    @Test func japaneseWrapsBetweenCharactersWithoutBreakingAWord() throws {
        let found = try findings(
            .brokenWord,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}", style: largeTitle}
                """, items: "      - {text: \"明日のランチの約束はまだ大丈夫？駅の近くに新しいお店を見つけたよ。\"}")
        #expect(found.isEmpty, "\(found.map(\.detail))")
    }

    /// A supplementary private-use character no font draws, at every size (the fallback fonts
    /// do cover some of the BMP's private-use area).
    @Test func missingGlyphsAtEverySize() throws {
        let found = try findings(
            .missingGlyph,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        items:
                          - label: {text: "{text}"}
                """, items: "      - {text: \"Box \\U000F0000 here\"}")
        let finding = try #require(found.first)
        #expect(finding.categories == Self.all)
        #expect(finding.detail == "no font draws U+F0000")
    }

    /// A vertical stack that fills reports the width it is offered, while an image inside keeps
    /// its own width (as an image view with a fixed size does), so a wider image reaches into the
    /// next element of a horizontal stack. The inner stack (as wide as it is offered) and the
    /// label (one truncated line, wider than half the row) both need more than their fair share,
    /// so they share 393 pt equally (DT-15): 196.5 pt each. The image is 120 × 20 pt scaled with body (× C/22, on the 1/3 pt grid): 120 × 34 / 22
    /// = 185.45 → 185.333 pt at AX1 fits; 120 × 40 / 22 = 218.18 → 218.333 pt at AX2 runs
    /// 21.833 pt into the label, over the image's height, 20 × 40 / 22 = 36.36 → 36.333 pt (the
    /// label's line is taller: 39.667 pt). Overlaps from AX2, not at AX1.
    @Test func anImageWiderThanItsStackOverlapsTheNextLabel() throws {
        let found = try findings(
            .overlappingElements,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        axis: horizontal
                        items:
                          - stack:
                              items:
                                - image: {size: [120, 20], scaledWith: body}
                          - label: {text: "Hello, a line too long for half of the row at any size", lines: 1}
                """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories == categories(.accessibilityLarge ... .accessibilityExtraExtraExtraLarge))
        #expect(finding.categoryRange == "first at AX2, through AX5")
        #expect(finding.element == AuditElement(kind: .cell, section: 0, item: 0, templatePath: "stack.items[1].label"))
        #expect(finding.location.line == 15 && finding.location.column == 20, "the label's mapping, line 15: \(finding.location)")
        let width = try #require(finding.measured["overlapWidth"])
        let height = try #require(finding.measured["overlapHeight"])
        #expect(abs(width - (655.0 / 3 - 196.5)) < 1e-9 && abs(height - 109.0 / 3) < 1e-9, "\(width) × \(height)")
        #expect(finding.detail == "overlaps an image by 21.833 × 36.333 pt")
        #expect(finding.severity == .error)
    }

    /// A horizontal stack reports at most the width it is offered, while what it holds may be
    /// wider: a label given a share narrower than one glyph is as wide as that glyph. Inside a
    /// row that shares 393 pt (196.5 pt each: neither the inner stack nor the outer label, one
    /// truncated line, fits in half the row), a 190 pt image leaves the inner label 6.5 pt, and
    /// the outer label placed at 196.5 pt is drawn over the letters that overflow it, at every
    /// size. How far depends on the font's glyph widths, so only the height is worked: at xS the
    /// outer label is one line of 14 pt body, 16.707 → 17 pt, the inner one several lines.
    @Test func aLabelOverflowingItsStackOverlapsTheNextLabel() throws {
        let found = try findings(
            .overlappingElements,
            cell: """
                      background: "#FFFFFF"
                      stack:
                        axis: horizontal
                        items:
                          - stack:
                              axis: horizontal
                              items:
                                - image: {size: [190, 10]}
                                - label: {text: "{text}"}
                          - label: {text: "Hello, a line too long for half of the row at any size", lines: 1}
                """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.categories == Self.all)
        #expect(finding.element.templatePath == "stack.items[1].label")
        #expect(finding.detail.hasPrefix("overlaps stack.items[0].stack.items[1].label by "))
        #expect(finding.measured["overlapHeight"] == 17 && (finding.measured["overlapWidth"] ?? 0) > 0.1)
    }
}
