import Audit
import DynamicType
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// A navigation bar's search field (docs/components.md, "Search field in the navigation bar"):
/// `UINavigationItem.SearchBarPlacement.stacked` below the title, with the field's edges at the
/// bar's 16 pt margins, a 52 pt row at Large (8 + 36 + 8) that grows with the field's text, the
/// content below it, mirrored right to left, drawn over the screen behind a transparent large
/// title bar, read by VoiceOver as a search field, and audited like the bar's other texts.
@Suite struct BarSearchFieldTests {
    typealias Bars = BarRenderingTests

    static func bar(largeTitle: Bool = true, _ field: BarSearchFieldSpec = BarSearchFieldSpec()) -> ScreenBars {
        ScreenBars(navigationBar: NavigationBarSpec(title: "Settings", largeTitle: largeTitle, searchField: field))
    }

    /// At Large: 96 pt with the large title, then the 52 pt row, so the bar is 148 pt and the first
    /// row starts there; the field is 36 pt tall 8 pt below the title area, 16 pt in from each side.
    /// Under an inline title the row follows the 44 pt row (96 pt in all) and the hairline is under it.
    @Test func theFieldStacksBelowTheTitle() throws {
        let large = try Bars.layout(Bars.input(Self.bar()))
        #expect(large.bars[0].frame.height == 148)
        #expect(large.elements[0].frame.minY == 148)
        let field = try #require(large.bars[0].content.backgrounds.first)
        #expect(field.frame == Rect(x: 16, y: 104, width: 361, height: 36))
        #expect(field.color == "tertiarySystemFill" && field.cornerRadius == 10)
        #expect(large.bars[0].labelKeyPaths == ["navigationBar.title", "navigationBar.searchField.placeholder"])
        let placeholder = try #require(large.bars[0].content.labels.last)
        #expect(placeholder.text == "Search" && placeholder.color == "placeholderText" && placeholder.font.pointSize == 17)
        // The glass 8 pt inside the field, the text 6 pt after it, centred in the field.
        let glass = try #require(large.bars[0].content.images.first)
        #expect(glass.minX == 24 && abs(glass.midY - field.frame.midY) < 0.001)
        #expect(abs(placeholder.frame.minX - (glass.maxX + 6)) < 0.001 && abs(placeholder.frame.midY - field.frame.midY) < 0.001)

        let inline = try Bars.layout(Bars.input(Self.bar(largeTitle: false)))
        #expect(inline.bars[0].frame.height == 96)
        #expect(inline.bars[0].content.backgrounds.first?.frame == Rect(x: 16, y: 52, width: 361, height: 36))
        #expect(inline.bars[0].hairline == Rect(x: 0, y: 96, width: 393, height: 1.0 / 3))
        #expect(!inline.bars[0].isTransparent && large.bars[0].isTransparent)
    }

    /// The field grows with its text from xL on, as a search field element's does: its line plus
    /// 7 pt above and below (at xL body's 19 pt line is 23 pt on the @3x grid: a 37 pt field). At AX5 body is 53 pt, its line 63.33 pt on the @3x grid, the field
    /// 77.33 pt and the row 93.33 pt, below the 126.67 pt large-title bar: 220 pt in all.
    @Test func theFieldGrowsWithDynamicType() throws {
        let layout = try Bars.layout(Bars.input(Self.bar()), category: .accessibilityExtraExtraExtraLarge)
        let field = try #require(layout.bars[0].content.backgrounds.first)
        #expect(abs(field.frame.height - 77.333333) < 0.001)
        #expect(abs(layout.bars[0].frame.height - 220) < 0.001)
        #expect(abs(layout.elements[0].frame.minY - 220) < 0.001)
        #expect(layout.bars[0].content.labels.last?.font.pointSize == 53)
        for category in ContentSizeCategory.allCases where category <= .large {
            let small = try Bars.layout(Bars.input(Self.bar()), category: category)
            #expect(small.bars[0].content.backgrounds.first?.frame.height == 36, "36 pt at \(category)")
        }
        let extraLarge = try Bars.layout(Bars.input(Self.bar()), category: .extraLarge)
        #expect(extraLarge.bars[0].content.backgrounds.first?.frame.height == 37)
    }

    /// With the cancel button the field gives up its width: the title 8 pt after the field and at
    /// the trailing margin; right to left the whole row mirrors (glass and cancel button swap sides).
    @Test func cancelButtonAndRightToLeft() throws {
        let input = Bars.input(Self.bar(BarSearchFieldSpec(text: "Wi", showsCancelButton: true)))
        let layout = try Bars.layout(input)
        let bar = layout.bars[0]
        #expect(bar.labelKeyPaths.suffix(2) == ["navigationBar.searchField.text", "navigationBar.searchField.cancelButtonTitle"])
        let field = try #require(bar.content.backgrounds.first).frame
        let cancel = try #require(bar.content.labels.last)
        #expect(cancel.text == "Cancel" && cancel.color == "systemBlue")
        #expect(abs(cancel.frame.maxX - (393 - 16)) < 0.001, "at the trailing margin")
        #expect(abs(cancel.frame.minX - (field.maxX + 8)) < 0.001)
        #expect(bar.content.labels[1].text == "Wi" && bar.content.labels[1].color == "label")

        let mirrored = try Bars.layout(input, direction: .rightToLeft).bars[0]
        let glass = try #require(mirrored.content.images.first)
        #expect(abs(glass.maxX - (393 - 24)) < 0.001, "the glass at the right")
        #expect(try #require(mirrored.content.labels.last).frame.maxX < mirrored.content.backgrounds[0].frame.minX, "cancel on the left")
    }

    /// Painted at every scale: the field's fill over the black screen (the large-title bar is
    /// transparent at rest), tertiarySystemFill's 12 % of (118, 118, 128) over black, and the
    /// magnifying glass's ink inside the field.
    @Test(arguments: [1, 2, 3]) func theFieldIsPainted(scale: Int) throws {
        let input = Bars.input(Self.bar())
        let layout = try Bars.layout(input, scale: scale)
        let image = try SceneFixture.image(try Bars.scene(input, layout), scale: scale)
        let top = 59.0
        #expect(image.pixel(atPoint: 200, top + 60, scale: scale) == Bars.black, "the transparent bar shows the screen")
        let fill = image.pixel(atPoint: 20, top + 104 + 18, scale: scale)
        #expect(fill.distance(to: RGBA(14, 14, 15)) <= 2, "\(fill)")
        #expect(image.pixel(atPoint: 10, top + 104 + 18, scale: scale) == Bars.black, "outside the field")
        let glass = layout.bars[0].content.images[0].offsetBy(dx: 0, dy: top)
        #expect(image.inkBounds(in: PixelRect(glass, scale: scale), background: fill) != nil)
        #expect(image.pixel(atPoint: 200, top + 148 + 2, scale: scale) == Bars.white, "the first row below the bar")
    }

    /// VoiceOver reads the field after the title: its placeholder as its label, typed text as its
    /// value, with the search field trait; the cancel button is a button.
    @Test func voiceOverReadsTheField() throws {
        let stops = try Bars.layout(Bars.input(Self.bar())).voiceOverElements()
        #expect(stops.prefix(2).map(\.spoken) == ["Settings. Heading.", "Search. Search field."])
        #expect(stops[1].element.templateKeyPath == "navigationBar.searchField" && stops[1].container == .navigationBar)
        let typed = try Bars.layout(Bars.input(Self.bar(BarSearchFieldSpec(text: "Wi", showsCancelButton: true)))).voiceOverElements()
        #expect(typed.prefix(3).map(\.spoken) == ["Settings. Heading.", "Search, Wi. Search field.", "Cancel. Button."])
        // The field's and the title's `accessibility` replace the defaults they name.
        var field = BarSearchFieldSpec(placeholder: "Search")
        field.accessibility.hint = "Searches every setting"
        field.accessibilityLabel = "Search settings"
        var bars = Self.bar(field)
        bars.navigationBar?.titleAccessibilityLabel = "Account settings"
        let labelled = try Bars.layout(Bars.input(bars)).voiceOverElements()
        #expect(labelled.prefix(2).map(\.spoken) == ["Account settings. Heading.", "Search settings. Search field. Searches every setting."])
        bars.navigationBar?.titleAccessibility.isHidden = true
        #expect(try Bars.layout(Bars.input(bars)).voiceOverElements().first?.element.templateKeyPath == "navigationBar.searchField")
    }

    /// The placeholder is measured on the field's fill over the screen: on the white screen
    /// `placeholderText` has under 2:1 and is `low-contrast` at its key path; a placeholder too long
    /// for the field at AX5 is `truncated-text` there.
    @Test func theFieldIsAudited() throws {
        let input = Bars.input(Self.bar(BarSearchFieldSpec(placeholder: "Search settings and apps")))
        func findings(_ category: ContentSizeCategory) throws -> [AuditFinding] {
            try VariantAudit(
                layout: try Bars.layout(input, category: category), category: category, appearance: .light, screenWidth: 393, input: input,
                screenBackground: "#FFFFFF", palette: ColorPalette(), measurer: SceneFixture.measurer
            ).findings().filter { $0.element.isBar }
        }
        let large = try findings(.large)
        #expect(large.map(\.rule) == [.lowContrast])
        #expect(large.first?.element.description == "navigationBar.searchField.placeholder")
        let contrast = try #require(large.first?.measured["contrast"])
        #expect(contrast < 2, "placeholderText on the field over white: \(contrast)")
        let huge = try findings(.accessibilityExtraExtraExtraLarge)
        #expect(huge.filter { $0.rule == .truncatedText }.map(\.element.description) == ["navigationBar.searchField.placeholder"])
    }
}
