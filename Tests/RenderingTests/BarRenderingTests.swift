import Audit
import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// A screen's bars (docs/components.md, "Bars") laid out with the real text engine and drawn on an
/// iPhone 16 with its chrome: each metric of the page against the layout (bar heights, the large
/// title's size at every category, where the content starts, the tab bar's fixed labels), pixels
/// at known points at every scale, right-to-left mirroring, and SVG and PDF from the same scene.
@Suite struct BarRenderingTests {
    static let device = Device.iPhone16
    static let white = RGBA(255, 255, 255)
    static let black = RGBA(0, 0, 0)
    /// The large title's point size from xS to AX5, as docs/components.md gives it (the type ramp's largeTitle).
    static let largeTitleSizes: [Double] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]

    /// Two white list rows on a black screen, with `bars`.
    static func input(_ bars: ScreenBars) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), background: "#FFFFFF",
            stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}", font: .style(.body)))]))
        var input = ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["title": "Wi-Fi"], ["title": "Bluetooth"]])])
        input.bars = bars
        return input
    }

    static let navigation = NavigationBarSpec(
        title: "Settings", leading: [BarButtonItemSpec(title: "Cancel")], trailing: [BarButtonItemSpec(symbol: "plus")])
    static let tabs = TabBarSpec(
        items: [TabBarItemSpec(title: "Home", symbol: "house"), TabBarItemSpec(title: "Settings", symbol: "gear")], selected: 1)

    static func layout(
        _ input: ScreenLayoutInput, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight, scale: Int = 3
    ) throws -> ScreenLayout {
        let chrome = try #require(device.chrome)
        return try ScreenLayoutEngine(input: input, measurer: SceneFixture.measurer).layout(
            width: device.size.width, columns: 1, category: category, displayScale: Double(scale), direction: direction, safeArea: chrome.safeArea,
            visibleHeight: device.size.height - chrome.safeArea.top - chrome.safeArea.bottom)
    }

    static func scene(_ input: ScreenLayoutInput, _ layout: ScreenLayout) throws -> RenderScene {
        try SceneFixture.scene(
            ScreenRenderRequest(layout: layout, input: input, background: "#000000", screenSize: device.size, chrome: device.chrome))
    }

    /// The inline bar is 44 pt and the first row starts at its bottom; with a large title the bar
    /// is 96 pt at Large, and without bars the row starts at 0 as before.
    @Test func navigationBarHeightsMoveTheContent() throws {
        let plain = try Self.layout(Self.input(ScreenBars()))
        #expect(plain.elements[0].frame.minY == 0 && plain.bars.isEmpty)
        let inline = try Self.layout(Self.input(ScreenBars(navigationBar: Self.navigation)))
        #expect(inline.bars.map(\.kind) == [.navigationBar])
        #expect(inline.bars[0].frame == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(inline.elements[0].frame.minY == 44)
        #expect(inline.elements[1].frame.minY == 44 + plain.elements[1].frame.minY)
        #expect(inline.separators.map(\.minY) == plain.separators.map { $0.minY + 44 })
        var large = Self.navigation
        large.largeTitle = true
        let tall = try Self.layout(Self.input(ScreenBars(navigationBar: large)))
        #expect(tall.bars[0].frame.height == 96)
        #expect(tall.elements[0].frame.minY == 96)
        // At rest a large title's bar has no hairline (scrollEdgeAppearance: no shadow); an inline one has.
        #expect(tall.bars[0].hairline == nil)
        #expect(inline.bars[0].hairline == Rect(x: 0, y: 44, width: 393, height: 1.0 / 3))
    }

    /// The large title is largeTitle bold at the type ramp's size at every category, one line at
    /// the 16 pt margin, and the bar grows with it: 44 + max(52, 3 + line + 8) pt.
    @Test(arguments: ContentSizeCategory.allCases)
    func largeTitleGrowsWithTheCategory(category: ContentSizeCategory) throws {
        var large = Self.navigation
        large.largeTitle = true
        let layout = try Self.layout(Self.input(ScreenBars(navigationBar: large)), category: category)
        let bar = layout.bars[0]
        let title = try #require(bar.content.labels.last)
        #expect(bar.labelKeyPaths.last == "navigationBar.title")
        #expect(title.font.pointSize == Self.largeTitleSizes[category.rawValue] && title.font.weight == .bold && title.textStyle == .largeTitle)
        #expect(title.frame.minX == 16 && title.frame.minY == 47 && title.lineCount == 1 && !title.isTruncated)
        #expect(bar.frame.height == 44 + max(52, 3 + title.frame.height + 8))
        #expect(layout.elements[0].frame.minY == bar.frame.height)
        if category == .large { #expect(bar.frame.height == 96) }
        if category == .accessibilityExtraExtraExtraLarge { #expect(bar.frame.height > 96) }
    }

    /// A long large title truncates its tail on one line at AX5, and the inline title and the
    /// bar button items keep their Large sizes at AX5.
    @Test func longTitlesTruncateAndInlineTextIsFixed() throws {
        var long = Self.navigation
        long.title = "Notifications and Focus"
        long.largeTitle = true
        let cut = try Self.layout(Self.input(ScreenBars(navigationBar: long)), category: .accessibilityExtraExtraExtraLarge).bars[0]
        let title = try #require(cut.content.labels.last)
        #expect(title.isTruncated && title.lineCount == 1 && title.layoutWidth == 393 - 32)
        for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
            let bar = try Self.layout(Self.input(ScreenBars(navigationBar: Self.navigation)), category: category).bars[0]
            #expect(bar.frame.height == 44)
            #expect(bar.content.labels.map(\.font.pointSize) == [17, 17], "Cancel and the title at 17 pt")
            #expect(bar.content.labels[1].font.weight == .semibold && bar.content.labels[1].textStyle == nil)
            #expect(abs(bar.content.labels[1].frame.midX - 393 / 2) < 0.001, "the inline title is centred")
            #expect(bar.content.labels[0].frame.minX == 16)
            #expect(bar.content.images == [Rect(x: 393 - 16 - 22.1, y: (44 - 22.1) / 2, width: 22.1, height: 22.1)])
        }
    }

    /// The tab bar is 49 pt at the bottom of the screen between its safe areas (852 − 59 − 34 =
    /// 759 pt, so at y = 710) whatever the content's height, the toolbar 44 pt above it; its titles
    /// are 10 pt medium and the same size at xS and AX5.
    @Test func tabBarSitsAtTheBottomWithFixedTitles() throws {
        let small = try Self.layout(
            Self.input(ScreenBars(tabBar: Self.tabs, toolbar: ToolbarSpec(items: [BarButtonItemSpec(symbol: "trash")]))),
            category: .extraSmall)
        let huge = try Self.layout(
            Self.input(ScreenBars(tabBar: Self.tabs, toolbar: ToolbarSpec(items: [BarButtonItemSpec(symbol: "trash")]))),
            category: .accessibilityExtraExtraExtraLarge)
        for layout in [small, huge] {
            #expect(layout.bars.map(\.kind) == [.toolbar, .tabBar])
            #expect(layout.bars[1].frame == Rect(x: 0, y: 710, width: 393, height: 49))
            #expect(layout.bars[0].frame == Rect(x: 0, y: 666, width: 393, height: 44))
            #expect(layout.contentSize.height == 759)
            #expect(layout.elements.last!.frame.maxY <= 666)
        }
        let smallTitles = small.bars[1].content.labels
        let hugeTitles = huge.bars[1].content.labels
        #expect(smallTitles.map(\.font) == hugeTitles.map(\.font))
        #expect(smallTitles.map(\.frame) == hugeTitles.map(\.frame))
        #expect(smallTitles.allSatisfy { $0.font.pointSize == 10 && $0.font.weight == .medium && $0.textStyle == nil })
        #expect(smallTitles.map(\.color) == ["systemGray", "systemBlue"])
        #expect(
            small.bars[1].content.images[1] == Rect(x: 393 / 2 + (393 / 2 - 25) / 2, y: 715, width: 25, height: 25),
            "the second of two tabs sharing the full width")
    }

    /// Drawn at every scale: the navigation bar's white background from the screen's top (under
    /// the status bar) to 59 + 44 pt, the black screen below it, the hairline's grey, the tab bar's
    /// white down to the screen's bottom edge, and the selected tab's blue symbol.
    @Test(arguments: [1, 2, 3]) func barsArePainted(scale: Int) throws {
        let input = Self.input(ScreenBars(navigationBar: NavigationBarSpec(title: "Settings"), tabBar: Self.tabs))
        let layout = try Self.layout(input, scale: scale)
        let image = try SceneFixture.image(try Self.scene(input, layout), scale: scale)
        #expect(image.pixel(atPoint: 5, 2, scale: scale) == Self.white)
        #expect(image.pixel(atPoint: 5, 59 + 40, scale: scale) == Self.white)
        #expect(image.pixel(atPoint: 5, 59 + 44 + 2, scale: scale) == Self.white, "the first row")
        let hairline = image.pixel(atPoint: 5, 59 + 44 + 0.5 / Double(scale), scale: scale)
        #expect(hairline != Self.white && hairline.distance(to: RGBA(198, 198, 200)) <= 24, "the separator over white: \(hairline)")
        #expect(image.pixel(atPoint: 5, 59 + 300, scale: scale) == Self.black, "the screen between the content and the tab bar")
        #expect(image.pixel(atPoint: 5, 59 + 710 + 20, scale: scale) == Self.white)
        #expect(image.pixel(atPoint: 5, 851.5, scale: scale) == Self.white, "the tab bar reaches the bottom edge")
        let symbol = layout.bars[1].content.images[1].offsetBy(dx: 0, dy: 59)
        let ink = try #require(image.inkBounds(in: PixelRect(symbol, scale: scale), background: Self.white))
        #expect(ink.maxX > ink.minX)
        let blue = (ink.minY..<ink.maxY).flatMap { y in (ink.minX..<ink.maxX).map { image[$0, y] } }.contains {
            $0.distance(to: RGBA(0, 122, 255)) <= 8
        }
        #expect(blue, "the selected tab's symbol is systemBlue")
    }

    /// A navigation bar with a large title at rest draws no hairline under it and no background
    /// (UIKit's `scrollEdgeAppearance`: the standard appearance with a transparent background and
    /// no shadow until content scrolls under the bar): the pixel row under the 96 pt bar is the
    /// first row's white at every scale, where an inline bar has the grey line, and the row above
    /// it is the black screen showing through.
    @Test(arguments: [1, 2, 3]) func largeTitleBarHasNoHairlineAtRest(scale: Int) throws {
        let input = Self.input(ScreenBars(navigationBar: NavigationBarSpec(title: "Settings", largeTitle: true)))
        let layout = try Self.layout(input, scale: scale)
        #expect(layout.bars[0].frame.height == 96)
        let image = try SceneFixture.image(try Self.scene(input, layout), scale: scale)
        #expect(image.pixel(atPoint: 200, 59 + 96 + 0.5 / Double(scale), scale: scale) == Self.white)
        #expect(image.pixel(atPoint: 200, 59 + 96 - 0.5 / Double(scale), scale: scale) == Self.black)
    }

    /// Right to left the leading item is on the right, the trailing symbol on the left and the
    /// large title ends at the right margin; the tabs run from the right.
    @Test func barsMirrorRightToLeft() throws {
        var large = Self.navigation
        large.largeTitle = true
        let layout = try Self.layout(Self.input(ScreenBars(navigationBar: large, tabBar: Self.tabs)), direction: .rightToLeft)
        let bar = layout.bars[0]
        #expect(bar.content.labels[0].frame.maxX == 393 - 16)
        #expect(abs(bar.content.images[0].minX - 16) < 0.001)
        #expect(bar.content.labels[1].frame.maxX == 393 - 16 && bar.content.labels[1].layoutDirection == .rightToLeft)
        #expect(layout.bars[1].content.labels[0].frame.minX > 393 / 2, "the first tab on the right")
    }

    /// The audit on the bars: a large title cut short at AX5 is `truncated-text` at
    /// `navigationBar.title` with the width it needs, a tab without a symbol is
    /// `tab-bar-item-without-image`, and at AX5 (not at L) a note names the large content viewer.
    /// The bars are VoiceOver stops (docs/voiceover.md, "Bars"): the navigation bar's first
    /// (leading item, title with the header trait, trailing symbol item, each a button), then the
    /// content's cells, then the toolbar's items and the tabs last, each tab a button, the selected
    /// one selected, spoken "Tab, N of M". Right to left the bar's stops run from the right.
    @Test func voiceOverReadsTheBars() throws {
        let input = Self.input(
            ScreenBars(navigationBar: Self.navigation, tabBar: Self.tabs, toolbar: ToolbarSpec(items: [BarButtonItemSpec(title: "Share")])))
        let layout = try Self.layout(input)
        let stops = layout.voiceOverElements()
        #expect(
            stops.map(\.spoken) == [
                "Cancel. Button.", "Settings. Heading.", "plus. Button.", "Wi-Fi.", "Bluetooth.", "Share. Button.",
                "Home, Tab, 1 of 2.", "Selected, Settings, Tab, 2 of 2.",
            ])
        #expect(stops.map(\.container) == [.navigationBar, .navigationBar, .navigationBar, .cell, .cell, .toolbar, .tabBar, .tabBar])
        #expect(
            stops.map(\.element.templateKeyPath) == [
                "navigationBar.leading[0]", "navigationBar.title", "navigationBar.trailing[0]", "cell", "cell", "toolbar.items[0]",
                "tabBar.items[0]", "tabBar.items[1]",
            ])
        #expect(stops[7].element.traits == [.button, .selected] && stops[6].element.traits == [.button])
        // A tab is its whole item: half the 393 pt bar, the bar's 49 pt.
        let tabBar = try #require(layout.bars.last)
        #expect(stops[6].element.frame == Rect(x: 0, y: tabBar.frame.minY, width: 196.5, height: 49))
        #expect(stops[1].element.frame == layout.bars[0].content.labels.last?.frame, "the title's text")
        let mirrored = try Self.layout(input, direction: .rightToLeft).voiceOverElements()
        #expect(mirrored.map(\.element.label) == ["Cancel", "Settings", "plus", "Wi-Fi", "Bluetooth", "Share", "Home", "Settings"])
        #expect(mirrored[0].element.frame.minX > mirrored[2].element.frame.minX, "the leading item is on the right")
        #expect(mirrored[6].element.frame.minX == 196.5, "the first tab is the right half")
    }

    /// Titles in the tint (systemBlue, 4.02:1 on white) and the unselected tab's systemGray
    /// are `low-contrast` for their size; the large title in `label` is not, and no bar title is
    /// `fixed-size-text` (UIKit fixes their size). A large-title bar is transparent at rest, so its
    /// titles are measured on the screen behind it: on a black screen the black title is 1:1 and
    /// the blue item passes.
    @Test func barsAreAudited() throws {
        var long = Self.navigation
        long.title = "Notifications and Focus"
        long.largeTitle = true
        let tabs = TabBarSpec(items: [TabBarItemSpec(title: "Home", symbol: "house"), TabBarItemSpec(title: "Search")])
        let input = Self.input(ScreenBars(navigationBar: long, tabBar: tabs))
        func findings(_ category: ContentSizeCategory, screen: String = "#FFFFFF") throws -> [AuditFinding] {
            try VariantAudit(
                layout: try Self.layout(input, category: category), category: category, appearance: .light, screenWidth: 393, input: input,
                screenBackground: screen, palette: ColorPalette(), measurer: SceneFixture.measurer
            ).findings().filter { $0.element.isBar }
        }
        let onBlack = try findings(.large, screen: "#000000").filter { $0.rule == .lowContrast && $0.element.kind == .navigationBar }
        #expect(onBlack.map(\.element.description) == ["navigationBar.title"] && onBlack.first?.measured["contrast"] == 1)
        let all = try findings(.accessibilityExtraExtraExtraLarge)
        let huge = all.filter { $0.rule != .lowContrast }
        #expect(huge.map(\.rule) == [.truncatedText, .tabBarItemWithoutImage, .fixedSizeTabBarText])
        #expect(huge.map(\.element.description) == ["navigationBar.title", "tabBar.items[1]", "tabBar"])
        #expect(huge.map(\.element.kind) == [.navigationBar, .tabBar, .tabBar], "a bar's findings name the bar, not a header")
        let contrast = all.filter { $0.rule == .lowContrast }
        #expect(contrast.map(\.element.description) == ["navigationBar.leading[0].title", "tabBar.items[0].title", "tabBar.items[1].title"])
        #expect(contrast.map { $0.measured["contrast"] } == [4.02, 4.02, 3.26], "systemBlue and systemGray on white")
        #expect(!all.contains { $0.rule == .fixedSizeText })
        let needed = try #require(huge.first?.measured["widthNeeded"])
        #expect(needed > 393 - 32 && huge.first?.measured["widthShown"] == 393 - 32)
        #expect(huge[2].detail.contains("UILargeContentViewerInteraction") && huge[2].severity == .note)
        #expect(
            try findings(.large).map(\.rule).filter { $0 != .truncatedText && $0 != .lowContrast } == [.tabBarItemWithoutImage], "no note at Large")
    }

    /// SVG and PDF draw the same scene: the tint of the bar button items is in the SVG.
    @Test func vectorOutputsDrawBars() throws {
        let input = Self.input(ScreenBars(navigationBar: Self.navigation, tabBar: Self.tabs))
        let scene = try Self.scene(input, try Self.layout(input))
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "bars")[0], as: UTF8.self)
        #expect(svg.lowercased().contains("#007aff"))
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "bars", creator: "test")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
