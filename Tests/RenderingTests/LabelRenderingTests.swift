import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// Labels drawn as UILabel draws them (docs/layout-rules.md, DT-7 to DT-12): lines placed by
/// their alignment, justified lines stretched, text shrunk to fit, backgrounds behind frames.
/// The screens are `RightToLeftRenderingTests`' one white row holding a large-title label, whose
/// frame spans x = 20 … 370 pt, rendered at 2x.
@Suite struct LabelRenderingTests {
    static let white = RightToLeftRenderingTests.white

    /// The ink of the label's first `lineHeight` points, in pixels.
    static func ink(_ text: String, _ alignment: TextAlignment, direction: LayoutDirection = .leftToRight, lineHeight: Double? = nil) throws
        -> PixelRect
    {
        let input = RightToLeftRenderingTests.input(text, paragraph: ParagraphStyle(alignment: alignment))
        let (layout, _, image) = try RightToLeftRenderingTests.render(input, direction: direction)
        let frame = try #require(layout.elements.first?.content.labels.first?.frame)
        #expect(frame.minX == 20 && frame.maxX == 370, "a .fill label spans the padded width")
        let band = PixelRect(minX: 0, minY: Int(frame.minY * 2), maxX: 780, maxY: Int((frame.minY + (lineHeight ?? frame.height)) * 2))
        return try #require(image.inkBounds(in: band, background: Self.white))
    }

    /// Centred "Hello" has its ink centred on the frame's centre line (x = 195 pt, 390 px), within
    /// glyph side bearings; right-aligned, it ends at the frame's right edge (370 pt, 740 px) as
    /// natural text does right to left; `left` keeps it at the left edge (40 px) right to left
    /// too, as `NSTextAlignment.left` does not mirror, and `right` keeps it right left to right.
    /// The line is the same width each time: only moved.
    @Test func alignedLinesSitWhereTheirAlignmentPutsThem() throws {
        let natural = try Self.ink("Hello", .natural)
        let centred = try Self.ink("Hello", .center)
        #expect(abs((centred.minX + centred.maxX) - 780) <= 6, "centred on 390 px: \(centred)")
        let right = try Self.ink("Hello", .right)
        #expect(right.maxX <= 740 && right.maxX >= 734, "ends at the right edge: \(right)")
        let leftInRightToLeft = try Self.ink("Hello", .left, direction: .rightToLeft)
        #expect(leftInRightToLeft.minX >= 40 && leftInRightToLeft.minX <= 46, "left stays left right to left: \(leftInRightToLeft)")
        let rightInRightToLeft = try Self.ink("Hello", .right, direction: .rightToLeft)
        #expect(rightInRightToLeft == right, "right stays right right to left")
        let naturalInRightToLeft = try Self.ink("Hello", .natural, direction: .rightToLeft)
        #expect(naturalInRightToLeft == right, "natural is the leading edge right to left: the right")
        for ink in [centred, right, leftInRightToLeft] { #expect(ink.maxX - ink.minX == natural.maxX - natural.minX) }
    }

    /// Justified: the first line of a paragraph is stretched to the frame's right edge, where the
    /// natural first line ends short of it; the last line is not stretched (it is natural).
    @Test func justifiedLinesReachBothEdgesButTheLast() throws {
        let text = "Dynamic Type lets people choose the size of text on their screen"
        let line = Font.preferred(.largeTitle, category: .large).pointSize
        let natural = try Self.ink(text, .natural, lineHeight: line)
        let justified = try Self.ink(text, .justified, lineHeight: line)
        #expect(justified.maxX >= 734 && justified.maxX <= 740, "the first line ends at the right edge: \(justified)")
        #expect(natural.maxX < justified.maxX - 8, "the natural first line ends short of it: \(natural)")
        #expect(justified.minX == natural.minX)
        let input = RightToLeftRenderingTests.input(text, paragraph: ParagraphStyle(alignment: .justified))
        let (layout, _, image) = try RightToLeftRenderingTests.render(input, direction: .leftToRight)
        let frame = try #require(layout.elements.first?.content.labels.first?.frame)
        let label = try #require(layout.elements.first?.content.labels.first)
        #expect(label.lineCount >= 2)
        let lastLine = PixelRect(minX: 0, minY: Int((frame.maxY - line) * 2), maxX: 780, maxY: Int(frame.maxY * 2))
        let last = try #require(image.inkBounds(in: lastLine, background: Self.white))
        #expect(last.maxX < 700, "the last line keeps its own width: \(last)")
    }

    /// The label's and the stack's backgrounds fill their frames under the text: a pixel inside
    /// the label's frame away from the glyphs is the label's colour, one in the stack's margin the
    /// stack's, and the rounded corner of the stack's background shows the cell's white.
    @Test func backgroundsFillTheirFrames() throws {
        let label = LabelTemplate(text: "{title}", font: .style(.body), background: "#FF0000")
        let stack = StackTemplate(
            items: [.label(label)], layoutMargins: EdgeInsets(all: 10), isLayoutMarginsRelativeArrangement: true, background: "#0000FF",
            cornerRadius: 8)
        let cell = CellTemplate(
            padding: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), background: "#FFFFFF", stack: StackTemplate(items: [.stack(stack)]))
        let input = ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["title": "Hi"]])])
        let (layout, _, image) = try RightToLeftRenderingTests.render(input, direction: .leftToRight)
        let placed = try #require(layout.elements.first?.content.labels.first)
        #expect(placed.frame.minX == 30 && placed.frame.maxX == 360)
        #expect(image.pixel(atPoint: placed.frame.maxX - 2, placed.frame.midY, scale: 2) == RGBA(255, 0, 0, 255))
        #expect(image.pixel(atPoint: 25, placed.frame.midY, scale: 2) == RGBA(0, 0, 255, 255), "the stack's margin")
        let stackTop = placed.frame.minY - 10
        #expect(image.pixel(atPoint: 20.5, stackTop + 0.5, scale: 2) == Self.white, "the rounded corner")
        #expect(image.pixel(atPoint: 20.5, stackTop + 9, scale: 2) == RGBA(0, 0, 255, 255))
    }

    /// Shrinking with the Pango measurer: the applied scale is the largest hundredth (above the
    /// minimum) at which the text fits one line, checked against the measurer itself at that scale
    /// and the next; the frame is the full-size measurement, the shrunk text centred in it.
    @Test func shrinkingFindsTheLargestScaleThatFits() throws {
        let text = "Notifications and sounds for every account"
        let label = LabelTemplate(text: text, font: .style(.body), lines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
        let cell = CellTemplate(stack: StackTemplate(items: [.label(label)]))
        let content = try CellContentLayout(category: .large, displayScale: 3, measurer: SceneFixture.measurer).layout(cell, data: [:], width: 200)
        let placed = try #require(content.labels.first)
        let body = Font.preferred(.body, category: .large)
        func measured(_ scale: Double) throws -> TextMeasurement {
            var font = body
            font.pointSize = body.pointSize * scale
            return try SceneFixture.measurer.measure(
                TextMeasurementRequest(text: text, font: font, width: 200, maximumLines: 1, lineBreakMode: .truncateTail))
        }
        #expect(placed.fontScale > 0.5 && placed.fontScale < 1)
        #expect(placed.font.pointSize == body.pointSize * placed.fontScale)
        #expect(try !measured(placed.fontScale).isTruncated)
        #expect(try measured(placed.fontScale + LabelShrinking.scaleStep).isTruncated)
        let full = try measured(1)
        #expect(placed.frame.size == full.size)
        #expect(placed.textOffset == (full.size.height - (try measured(placed.fontScale)).size.height) / 2)
        #expect(!placed.isTruncated)
    }
}
