import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngineTestSupport
import Testing

@testable import Rendering

/// `button` and `switch` elements (docs/components.md) laid out with the real text engine and
/// drawn: sizes against the metrics, Dynamic Type, the fixed switch, right-to-left mirroring, and
/// pixels at known points in PNG, with SVG and PDF drawn from the same scene.
@Suite struct ControlRenderingTests {
    static let white = RGBA(255, 255, 255)

    /// One white list row, 16 pt padding, holding `items` in a vertical stack that aligns
    /// `alignment`.
    static func input(_ items: [TemplateElement], alignment: StackAlignment = .leading) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: EdgeInsets(all: 16), background: "#FFFFFF",
            stack: StackTemplate(axis: .vertical, spacing: 8, alignment: alignment, items: items))
        return ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["name": "Save"]])])
    }

    /// The layout on an @3x screen, whose pixel grid (1/3 pt) holds the text engine's line heights.
    static func layout(
        _ input: ScreenLayoutInput, category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight
    ) throws -> ScreenLayout {
        try ScreenLayoutEngine(input: input, measurer: SceneFixture.measurer)
            .layout(width: 390, columns: 1, category: category, displayScale: 3, direction: direction)
    }

    static func image(_ input: ScreenLayoutInput, _ layout: ScreenLayout, appearance: Appearance = .light, scale: Int = 2) throws -> DecodedPNG {
        let request = ScreenRenderRequest(
            layout: layout, input: input, background: "#FFFFFF", appearance: appearance, screenSize: Size(width: 390, height: 200))
        return try SceneFixture.image(try SceneFixture.scene(request), scale: scale)
    }

    /// The body line's height at `category`, from the real text engine, as the button's title is measured.
    static func bodyLine(_ text: String, _ style: TextStyle = .body, at category: ContentSizeCategory) throws -> Size {
        try MeasurerFixture.measure(MeasurerFixture.request(text, style, category, width: 358 - 24)).size
    }

    /// A medium button's frame is its title (measured by the text engine) plus the medium insets,
    /// 7 pt above and below, 12 pt each side (docs/components.md): 34.33 pt tall at L, as the page
    /// says, and taller at AX3 as the body text grows; its insets do not grow.
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraLarge])
    func mediumButtonIsItsTitlePlusTheInsets(category: ContentSizeCategory) throws {
        let layout = try Self.layout(Self.input([.button(ButtonTemplate(title: "{name}", style: .filled))]), category: category)
        let content = try #require(layout.elements.first?.content)
        let target = try #require(content.tappableElements.first)
        let title = try Self.bodyLine("Save", at: category)
        #expect(target.kind == .button && target.templateKeyPath == "stack.items[0].button")
        #expect(target.frame.height == title.height + 14)
        #expect(target.frame.width == title.width + 24)
        #expect(content.labels.first?.templateKeyPath == "stack.items[0].button.title")
        #expect(abs((content.labels.first?.frame.minX ?? 0) - (target.frame.minX + 12)) < 0.001)
        if category == .large {
            #expect(abs(target.frame.height - 34.33) < 0.01, "docs/components.md: 34.33 pt at the default category")
        } else {
            #expect(target.frame.height > 44, "the AX3 title grows the button past 44 pt")
        }
    }

    /// A large button with a subtitle: headline title, subheadline subtitle, 2 pt apart, 14 pt
    /// insets above and below.
    @Test func largeButtonStacksTitleAndSubtitle() throws {
        let button = ButtonTemplate(title: "Add to Cart", style: .tinted, subtitle: "3 items", buttonSize: .large)
        let content = try #require(try Self.layout(Self.input([.button(button)])).elements.first?.content)
        let title = try Self.bodyLine("Add to Cart", .headline, at: .large)
        let subtitle = try Self.bodyLine("3 items", .subheadline, at: .large)
        #expect(content.labels.map(\.templateKeyPath) == ["stack.items[0].button.title", "stack.items[0].button.subtitle"])
        #expect(content.labels[1].frame.minY == content.labels[0].frame.maxY + 2)
        #expect(content.tappableElements[0].frame.height == title.height + 2 + subtitle.height + 28)
        #expect(content.backgrounds.first?.opacity == ControlMetrics.tintedBackgroundOpacity)
    }

    /// A `.fill` vertical stack stretches a button to its width and centres the title in it.
    @Test func fillStretchesTheButtonAndCentresItsTitle() throws {
        let content = try #require(
            try Self.layout(Self.input([.button(ButtonTemplate(title: "Save", style: .filled))], alignment: .fill)).elements.first?.content)
        let frame = content.tappableElements[0].frame
        #expect(frame.minX == 16 && frame.width == 358)
        let label = content.labels[0].frame
        #expect(abs(label.midX - frame.midX) < 0.001)
    }

    /// A long title wraps (`wordWrap`) within the offered width; `truncateTail` keeps it on one line.
    @Test func longTitlesWrapUnlessTruncating() throws {
        let long = String(repeating: "Continue to checkout ", count: 4)
        let wrapped = try #require(try Self.layout(Self.input([.button(ButtonTemplate(title: long))])).elements.first?.content)
        #expect(wrapped.labels[0].lineCount > 1 && !wrapped.labels[0].isTruncated)
        #expect(wrapped.tappableElements[0].frame.width <= 358)
        let cut = try #require(
            try Self.layout(Self.input([.button(ButtonTemplate(title: long, titleLineBreakMode: .truncateTail))])).elements.first?.content)
        #expect(cut.labels[0].lineCount == 1 && cut.labels[0].isTruncated)
    }

    /// `capsule` rounds the background by half its height; `dynamic` scales the size's radius
    /// with the body style's metrics, `fixed` keeps it.
    @Test func cornerStyles() throws {
        func radius(_ style: ButtonCornerStyle, _ category: ContentSizeCategory) throws -> Double {
            let button = ButtonTemplate(title: "Save", style: .filled, cornerStyle: style)
            let content = try #require(try Self.layout(Self.input([.button(button)]), category: category).elements.first?.content)
            let background = try #require(content.backgrounds.first)
            if style == .capsule { #expect(background.cornerRadius == background.frame.height / 2) }
            return background.cornerRadius
        }
        #expect(try radius(.fixed, .accessibilityExtraExtraExtraLarge) == 6)
        #expect(try radius(.dynamic, .large) == 6)
        #expect(try radius(.dynamic, .accessibilityExtraExtraExtraLarge) > 6)
        #expect(try radius(.medium, .large) == 8)
        _ = try radius(.capsule, .large)
    }

    /// A filled button paints its tint behind the title: systemBlue in light, its dark value in
    /// dark, at every scale; a plain button paints nothing there.
    @Test(arguments: [1, 2, 3]) func filledBackgroundIsTheTint(scale: Int) throws {
        let input = Self.input([.button(ButtonTemplate(title: "Save", style: .filled)), .button(ButtonTemplate(title: "Save"))])
        let layout = try Self.layout(input)
        let buttons = try #require(layout.elements.first?.content.tappableElements)
        let filled = buttons[0].frame.offsetBy(dx: layout.elements[0].frame.minX, dy: layout.elements[0].frame.minY)
        let plain = buttons[1].frame.offsetBy(dx: layout.elements[0].frame.minX, dy: layout.elements[0].frame.minY)
        let light = try Self.image(input, layout, scale: scale)
        #expect(light.pixel(atPoint: filled.minX + 3, filled.midY, scale: scale) == RGBA(0, 122, 255))
        #expect(light.pixel(atPoint: plain.minX + 3, plain.midY, scale: scale) == Self.white)
        let dark = try Self.image(input, layout, appearance: .dark, scale: scale)
        #expect(dark.pixel(atPoint: filled.minX + 3, filled.midY, scale: scale) == RGBA(10, 132, 255))
    }

    /// A switch is 51 × 31 pt at every category, AX5 included, and takes its own width in a
    /// `.fill` stack.
    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func switchSizeIsFixed(category: ContentSizeCategory) throws {
        let layout = try Self.layout(Self.input([.switch(SwitchTemplate())], alignment: .fill), category: category)
        let track = try #require(layout.elements.first?.content.backgrounds.first)
        #expect(track.frame == Rect(x: 16, y: 16, width: 51, height: 31))
        #expect(layout.elements[0].frame.height == 31 + 32)
    }

    /// Off, the thumb is at the leading end: the left left to right, the right right to left
    /// (mirrored); on, at the trailing end over the green track. Pixels at the thumb's centre
    /// are white and at the other end the track's colour.
    @Test func switchThumbFollowsStateAndDirection() throws {
        for (isOn, direction) in [(false, LayoutDirection.leftToRight), (false, .rightToLeft), (true, .leftToRight)] {
            let input = Self.input([.switch(SwitchTemplate(isOn: isOn))])
            let layout = try Self.layout(input, direction: direction)
            let origin = layout.elements[0].frame
            let backgrounds = layout.elements[0].content.backgrounds
            let track = backgrounds[0].frame.offsetBy(dx: origin.minX, dy: origin.minY)
            let thumb = backgrounds[2].frame.offsetBy(dx: origin.minX, dy: origin.minY)
            let thumbAtLeft = (direction == .leftToRight) != isOn
            #expect(thumb.width == 27 && thumb.minY == track.minY + 2)
            #expect(thumbAtLeft ? thumb.minX == track.minX + 2 : thumb.maxX == track.maxX - 2, "\(isOn) \(direction)")
            let image = try Self.image(input, layout)
            #expect(image.pixel(atPoint: thumb.midX, thumb.midY, scale: 2) == Self.white)
            let otherEnd = thumbAtLeft ? track.maxX - 8 : track.minX + 8
            let expected = isOn ? RGBA(52, 199, 89) : try ColorPalette().resolve("systemFill", for: .light).over(.white)
            // The track's translucent fill over white, within one step of rounding per channel.
            #expect(image.pixel(atPoint: otherEnd, track.midY, scale: 2).distance(to: expected) <= 1, "\(isOn) \(direction)")
        }
    }

    /// SVG and PDF draw the same scene: the button's tint and the switch's track are in the SVG.
    @Test func vectorOutputsDrawControls() throws {
        let input = Self.input([.button(ButtonTemplate(title: "Save", style: .filled)), .switch(SwitchTemplate(isOn: true))])
        let layout = try Self.layout(input)
        let request = ScreenRenderRequest(layout: layout, input: input, background: "#FFFFFF", screenSize: Size(width: 390, height: 200))
        let scene = try SceneFixture.scene(request)
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "controls")[0], as: UTF8.self)
        #expect(svg.contains("#007AFF") || svg.contains("#007aff"))
        #expect(svg.contains("#34C759") || svg.contains("#34c759"))
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "controls", creator: "test")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
