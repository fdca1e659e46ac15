import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngineTestSupport
import Testing

@testable import Rendering

/// `segmentedControl` and `searchField` elements, and buttons' symbol images and disabled state
/// (docs/components.md), laid out with the real text engine in ``ControlRenderingTests``' white
/// row (16 pt padding, 358 pt of content on a 390 pt screen) and drawn: every metric of the page
/// against the layout, and pixels at known points.
@Suite struct SegmentsAndSearchRenderingTests {
    typealias Controls = ControlRenderingTests

    static let days = SegmentedControlTemplate(segments: ["Day", "Week", "Month"], selectedSegmentIndex: 1)

    /// A title's one-line width in the footnote style at `category`, as the segment measures it.
    static func titleWidth(_ text: String, at category: ContentSizeCategory) throws -> Double {
        try MeasurerFixture.measure(MeasurerFixture.request(text, .footnote, category, width: .infinity, lines: 1)).size.width
    }

    /// 32 pt tall at every category; in a `.fill` stack it spans the row and its three segments
    /// are 358 / 3 pt each, each title centred in its segment.
    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func segmentedControlHeightIsFixedAndSegmentsEqual(category: ContentSizeCategory) throws {
        let layout = try Controls.layout(Controls.input([.segmentedControl(Self.days)], alignment: .fill), category: category)
        let content = try #require(layout.elements.first?.content)
        #expect(content.backgrounds[0].frame == Rect(x: 16, y: 16, width: 358, height: 32))
        #expect(layout.elements[0].frame.height == 32 + 32)
        let width = 358.0 / 3
        for (index, label) in content.labels.enumerated() {
            #expect(label.templateKeyPath == "stack.items[0].segmentedControl.segments[\(index)]")
            #expect(abs(label.frame.midX - (16 + width * (Double(index) + 0.5))) < 0.001)
            #expect(label.maximumLines == 1 && label.textStyle == .footnote)
        }
        // The selected segment's background: 2 pt inside its segment and the track.
        #expect(content.backgrounds[1].frame == Rect(x: 16 + width + 2, y: 18, width: width - 4, height: 28))
        #expect(content.backgrounds[0].cornerRadius == 8 && content.backgrounds[1].cornerRadius == 6)
        #expect(content.backgrounds[0].color == "tertiarySystemFill" && content.backgrounds[1].color == "tertiarySystemBackground")
    }

    /// Left alone, the control is as wide as its widest segment times the count, each segment its
    /// widest title plus 8 pt either side; apportioned by content, each segment is its own title
    /// plus the padding.
    @Test func segmentWidthsFromTheTitles() throws {
        let widest = try ["Day", "Week", "Month"].map { try Self.titleWidth($0, at: .large) }.max() ?? 0
        let equal = try #require(try Controls.layout(Controls.input([.segmentedControl(Self.days)])).elements.first?.content)
        #expect(abs(equal.backgrounds[0].frame.width - 3 * (widest + 16)) < 0.001)

        var apportioned = Self.days
        apportioned.apportionsSegmentWidthsByContent = true
        let content = try #require(try Controls.layout(Controls.input([.segmentedControl(apportioned)])).elements.first?.content)
        let day = try Self.titleWidth("Day", at: .large) + 16
        let month = try Self.titleWidth("Month", at: .large) + 16
        #expect(abs(content.labels[0].frame.midX - (16 + day / 2)) < 0.001)
        #expect(abs(content.backgrounds[0].frame.maxX - content.labels[2].frame.midX - month / 2) < 0.001)
    }

    /// Titles never wrap: a title that fits at L is truncated on its one line at AX5, where the
    /// footnote style has grown past the segment's width.
    @Test func titlesTruncateAtAccessibilitySizes() throws {
        let control = SegmentedControlTemplate(segments: ["Favourites", "Recents", "Contacts"])
        for (category, truncated) in [(ContentSizeCategory.large, false), (.accessibilityExtraExtraExtraLarge, true)] {
            let layout = try Controls.layout(Controls.input([.segmentedControl(control)], alignment: .fill), category: category)
            let label = try #require(layout.elements.first?.content.labels.first)
            #expect(label.isTruncated == truncated && label.lineCount == 1, "\(category)")
            #expect(label.frame.width <= 358.0 / 3 - 16 + 0.001)
        }
    }

    /// Right to left the first segment is on the right; the selected segment is drawn in its
    /// background (white in light) and the others on the track (tertiarySystemFill over white).
    @Test func segmentsMirrorAndTheSelectedOneIsDrawn() throws {
        let input = Controls.input([.segmentedControl(Self.days)], alignment: .fill)
        let rightToLeft = try Controls.layout(input, direction: .rightToLeft)
        let labels = try #require(rightToLeft.elements.first?.content.labels)
        #expect(labels[0].frame.minX > labels[1].frame.minX && labels[1].frame.minX > labels[2].frame.minX)

        let layout = try Controls.layout(input)
        let origin = layout.elements[0].frame
        let image = try Controls.image(input, layout)
        let width = 358.0 / 3
        let y = origin.minY + 16 + 16
        let track = try ColorPalette().resolve("tertiarySystemFill", for: .light).over(.white)
        #expect(image.pixel(atPoint: origin.minX + 16 + 6, y, scale: 2).distance(to: track) <= 1)
        #expect(image.pixel(atPoint: origin.minX + 16 + width + 6, y, scale: 2) == Controls.white)
        #expect(image.pixel(atPoint: origin.minX + 16 + 2 * width + 6, y, scale: 2).distance(to: track) <= 1)
    }

    /// The bar is the 36 pt field and 10 pt above and below (56 pt) at L; the magnifying glass
    /// sits 8 pt inside the field's leading edge, centred, as large as the body text (17 pt);
    /// the placeholder follows 6 pt after it in placeholderText. At AX5 the field grows with its
    /// line and the glass with the body text.
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge])
    func searchFieldMetrics(category: ContentSizeCategory) throws {
        let layout = try Controls.layout(Controls.input([.searchField(SearchFieldTemplate(placeholder: "Search Mail"))]), category: category)
        let content = try #require(layout.elements.first?.content)
        let field = content.backgrounds[0]
        let line = try Controls.bodyLine("Search Mail", at: category).height
        let fieldHeight = max(36, line + 14)
        #expect(field.frame == Rect(x: 24, y: 26, width: 342, height: fieldHeight) && field.cornerRadius == 10)
        #expect(layout.elements[0].frame.height == fieldHeight + 20 + 32)
        if category == .large { #expect(fieldHeight == 36 && layout.elements[0].frame.height == 56 + 32) }
        let glass = try #require(content.images.first)
        let side = TypeRamp.pointSize(.body, category)
        #expect(glass == Rect(x: 32, y: 26 + (fieldHeight - side) / 2, width: side, height: side))
        #expect(content.imageContents.first??.symbol?.name == "magnifyingglass")
        let text = content.labels[0]
        #expect(text.templateKeyPath == "stack.items[0].searchField.placeholder" && text.color == "placeholderText")
        #expect(text.frame.minX == 32 + side + 6 && text.maximumLines == 1)
    }

    /// The cancel button sits 8 pt after the field and ends 8 pt inside the bar, in the tint;
    /// typed text replaces the placeholder, in `label`. The field's background and the glass's
    /// ink are drawn where the layout puts them.
    @Test func searchFieldCancelButtonTextAndPixels() throws {
        let input = Controls.input(
            [.searchField(SearchFieldTemplate(placeholder: "Search", text: "pasta", showsCancelButton: true))], alignment: .fill)
        let layout = try Controls.layout(input)
        let content = try #require(layout.elements.first?.content)
        let field = content.backgrounds[0].frame
        #expect(content.labels.map(\.templateKeyPath) == ["stack.items[0].searchField.text", "stack.items[0].searchField.cancelButtonTitle"])
        #expect(content.labels[0].color == "label" && content.labels[1].color == "systemBlue")
        let cancel = content.labels[1].frame
        #expect(cancel.minX == field.maxX + 8 && abs(cancel.maxX - (16 + 358 - 8)) < 0.001)

        let origin = layout.elements[0].frame
        let image = try Controls.image(input, layout)
        let fill = try ColorPalette().resolve("tertiarySystemFill", for: .light).over(.white)
        #expect(image.pixel(atPoint: origin.minX + field.minX + 4, origin.minY + field.midY, scale: 2).distance(to: fill) <= 1)
        let glass = content.images[0].offsetBy(dx: origin.minX, dy: origin.minY)
        let ink = try #require(image.strongestInk(in: PixelRect(glass, scale: 2), background: fill))
        #expect(ink.distance(to: fill) > 60, "the glass is drawn in secondaryLabel over the field")
    }

    /// Right to left the bar mirrors: the glass is 8 pt inside the field's right edge, the text
    /// ends 6 pt before it, and the cancel button is at the left.
    @Test func searchFieldMirrors() throws {
        let input = Controls.input([.searchField(SearchFieldTemplate(showsCancelButton: true))], alignment: .fill)
        let content = try #require(try Controls.layout(input, direction: .rightToLeft).elements.first?.content)
        let field = content.backgrounds[0].frame
        #expect(abs(content.images[0].maxX - (field.maxX - 8)) < 0.001)
        #expect(abs(content.labels[0].frame.maxX - (content.images[0].minX - 6)) < 0.001)
        #expect(abs(content.labels[1].frame.minX - 24) < 0.001 && content.labels[1].frame.maxX < field.minX)
    }

    /// A button's symbol image is its configuration's size (body: 17 pt at L) beside the title,
    /// in the button's foreground colour; a disabled button draws in the disabled colours and is
    /// no tap target.
    @Test func buttonSymbolImageAndDisabledState() throws {
        var button = ButtonTemplate(title: "Cart", style: .filled, image: .symbol(SymbolTemplate(name: "cart")))
        let content = try #require(try Controls.layout(Controls.input([.button(button)])).elements.first?.content)
        #expect(content.images.first?.size == Size(width: 17, height: 17))
        #expect(content.imageContents.first??.symbol?.tintColor == "white")
        #expect(abs((content.labels[0].frame.minX - (content.images[0].maxX)) - 6) < 0.001, "the medium size's 6 pt imagePadding")

        button.isEnabled = false
        let input = Controls.input([.button(button)])
        let layout = try Controls.layout(input)
        let disabled = try #require(layout.elements.first?.content)
        #expect(disabled.tappableElements.isEmpty)
        #expect(disabled.labels[0].color == "tertiaryLabel" && disabled.imageContents.first??.symbol?.tintColor == "tertiaryLabel")
        #expect(disabled.backgrounds[0].color == "quaternarySystemFill")
        let frame = disabled.backgrounds[0].frame.offsetBy(dx: layout.elements[0].frame.minX, dy: layout.elements[0].frame.minY)
        let expected = try ColorPalette().resolve("quaternarySystemFill", for: .light).over(.white)
        #expect(try Controls.image(input, layout).pixel(atPoint: frame.minX + 3, frame.midY, scale: 2).distance(to: expected) <= 1)
    }

    /// A switch is a tap target of its own, its 51 × 31 pt frame.
    @Test func switchIsATapTarget() throws {
        let content = try #require(try Controls.layout(Controls.input([.switch(SwitchTemplate())])).elements.first?.content)
        #expect(content.tappableElements.map(\.templateKeyPath) == ["stack.items[0].switch"])
        #expect(content.tappableElements.first?.frame == Rect(x: 16, y: 16, width: 51, height: 31))
    }

    /// SVG and PDF draw the same scene: the selected segment and the search field are in the SVG.
    @Test func vectorOutputsDrawSegmentsAndSearch() throws {
        var control = Self.days
        control.selectedSegmentTintColor = "systemOrange"
        let input = Controls.input([.segmentedControl(control), .searchField(SearchFieldTemplate())], alignment: .fill)
        let layout = try Controls.layout(input)
        let request = ScreenRenderRequest(layout: layout, input: input, background: "#FFFFFF", screenSize: Size(width: 390, height: 200))
        let scene = try SceneFixture.scene(request)
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "controls")[0], as: UTF8.self)
        #expect(svg.uppercased().contains("#FF9500"))
        #expect(svg.contains("Search"))
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "controls", creator: "test")
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
