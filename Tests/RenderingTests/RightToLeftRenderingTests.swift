import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// Right-to-left screens drawn: natural-aligned lines end at the label frame's right edge, a
/// forced right-to-left paragraph reorders "Hello!" as "!Hello", and the status bar mirrors.
@Suite struct RightToLeftRenderingTests {
    static let white = RGBA(255, 255, 255, 255)

    /// One white list row holding one large-title label.
    static func input(_ text: String, paragraph: ParagraphStyle = .standard) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), background: "#FFFFFF",
            stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}", font: .style(.largeTitle), paragraph: paragraph))])
        )
        return ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["title": text]])])
    }

    static func render(_ input: ScreenLayoutInput, direction: LayoutDirection, chrome: DeviceChrome? = nil) throws -> (
        ScreenLayout, RenderScene, DecodedPNG
    ) {
        let layout = try ScreenLayoutEngine(input: input, measurer: SceneFixture.measurer)
            .layout(width: 390, columns: 1, category: .large, displayScale: 2, direction: direction)
        let request = ScreenRenderRequest(
            layout: layout, input: input, background: "#FFFFFF", screenSize: Size(width: 390, height: 300), chrome: chrome
        )
        let scene = try SceneFixture.scene(request)
        return (layout, scene, try SceneFixture.image(scene, scale: 2))
    }

    /// Left to right "Hello" starts at the label frame's left edge (x = 20); right to left the
    /// same label, in the mirrored frame, ends at the frame's right edge (x = 370), as
    /// `NSTextAlignment.natural` right-aligns in a right-to-left localization.
    @Test func naturalTextEndsAtTheFramesRightEdgeRightToLeft() throws {
        let (ltrLayout, _, ltr) = try Self.render(Self.input("Hello"), direction: .leftToRight)
        let (rtlLayout, _, rtl) = try Self.render(Self.input("Hello"), direction: .rightToLeft)
        let ltrFrame = try #require(ltrLayout.elements.first?.content.labels.first?.frame)
        let rtlFrame = try #require(rtlLayout.elements.first?.content.labels.first?.frame)
        #expect(ltrFrame.minX == 20 && rtlFrame.minX == 20 && rtlFrame.maxX == 370, "a .fill label spans the padded width")
        let band = PixelRect(minX: 0, minY: Int(ltrFrame.minY * 2), maxX: 780, maxY: Int(ltrFrame.maxY * 2))
        let ltrInk = try #require(ltr.inkBounds(in: band, background: Self.white))
        let rtlInk = try #require(rtl.inkBounds(in: band, background: Self.white))
        // Glyph side bearings are a few pixels: ink starts within 3 pt of the edge it hugs.
        #expect(ltrInk.minX >= 40 && ltrInk.minX <= 46, "LTR ink starts at the frame's left edge: \(ltrInk)")
        #expect(ltrInk.maxX < 390, "LTR ink stays in the left half: \(ltrInk)")
        #expect(rtlInk.maxX <= 740 && rtlInk.maxX >= 734, "RTL ink ends at the frame's right edge: \(rtlInk)")
        #expect(rtlInk.minX > 390, "RTL ink is in the right half: \(rtlInk)")
        #expect(rtlInk.maxX - rtlInk.minX == ltrInk.maxX - ltrInk.minX, "the same line, moved")
    }

    /// Text laid out without a width limit (chrome, captions) and left-to-right screens are drawn as
    /// before: a left-to-right label's text item says so.
    @Test func labelsCarryTheDirectionIntoTheScene() throws {
        let (_, ltrScene, _) = try Self.render(Self.input("Hello"), direction: .leftToRight)
        let (_, rtlScene, _) = try Self.render(Self.input("Hello"), direction: .rightToLeft)
        func texts(_ scene: RenderScene) -> [TextItem] { scene.items.compactMap { if case .text(let t) = $0 { t } else { nil } } }
        #expect(texts(ltrScene).map(\.layoutDirection) == [.leftToRight])
        #expect(texts(rtlScene).map(\.layoutDirection) == [.rightToLeft])
    }

    /// `NSForceRightToLeftWritingDirection`: "Hello!" in a right-to-left paragraph shows as
    /// "!Hello". The leftmost glyph's ink is then the "!" (a stem and a dot: two runs of ink
    /// rows), not the "H" (one stem); with natural direction the "!" is rightmost.
    @Test func forcedRightToLeftParagraphPutsTheExclamationMarkFirst() throws {
        let forced = ParagraphStyle(baseWritingDirection: .rightToLeft)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (layout, _, natural) = try Self.render(Self.input("Hello!"), direction: direction)
            let (_, _, reordered) = try Self.render(Self.input("Hello!", paragraph: forced), direction: direction)
            let frame = try #require(layout.elements.first?.content.labels.first?.frame)
            let band = PixelRect(minX: 0, minY: Int(frame.minY * 2), maxX: 780, maxY: Int(frame.maxY * 2))
            func bands(_ image: DecodedPNG, leftmost: Bool) throws -> Int {
                let ink = try #require(image.inkBounds(in: band, background: Self.white))
                let x = leftmost ? ink.minX : ink.maxX - 2
                return image.inkBands(in: PixelRect(minX: x, minY: ink.minY, maxX: x + 2, maxY: ink.maxY), background: Self.white, minimumGap: 2)
            }
            #expect(try bands(natural, leftmost: true) == 1, "\(direction): natural \"Hello!\" starts with the H")
            #expect(try bands(natural, leftmost: false) == 2, "\(direction): natural \"Hello!\" ends with the !")
            #expect(try bands(reordered, leftmost: true) == 2, "\(direction): forced RTL shows the ! first")
            #expect(try bands(reordered, leftmost: false) == 1, "\(direction): forced RTL ends with the o")
        }
        // A forced direction is part of the measurement request, so it is cached apart.
        let request = TextMeasurementRequest(text: "Hello!", font: Font(pointSize: 17), width: 200)
        var forcedRequest = request
        forcedRequest.paragraph = forced
        #expect(request != forcedRequest)
        #expect(try SceneFixture.measurer.measure(forcedRequest).lineCount == 1)
    }

    /// iOS mirrors the status bar right to left: the time at the right, the battery at the left;
    /// the home indicator stays centred.
    @Test func statusBarMirrors() throws {
        let chrome = DeviceChrome(
            screenHeight: 300, statusBarHeight: 54, safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), hasHomeIndicator: true)
        let (_, ltrScene, ltr) = try Self.render(Self.input("Hello"), direction: .leftToRight, chrome: chrome)
        let (_, rtlScene, rtl) = try Self.render(Self.input("Hello"), direction: .rightToLeft, chrome: chrome)
        func time(_ scene: RenderScene) throws -> TextItem {
            try #require(scene.items.lazy.compactMap { if case .text(let t) = $0, t.request.text == "9:41" { t } else { nil } }.first)
        }
        let ltrTime = try time(ltrScene)
        let rtlTime = try time(rtlScene)
        #expect(ltrTime.frame.maxX < 195 && rtlTime.frame.minX > 195)
        #expect(rtlTime.frame.minX == 390 - ltrTime.frame.maxX, "mirrored across the centre line")
        // Pixels: the time's ink is in the left half left to right and the right half right to left.
        let bar = { (minX: Int, maxX: Int) in PixelRect(minX: minX, minY: 0, maxX: maxX, maxY: 108) }
        let ltrTimeInk = try #require(ltr.inkBounds(in: PixelRect(ltrTime.frame.insetBy(dx: -2, dy: -2), scale: 2), background: Self.white))
        let rtlTimeInk = try #require(rtl.inkBounds(in: PixelRect(rtlTime.frame.insetBy(dx: -2, dy: -2), scale: 2), background: Self.white))
        #expect(ltrTimeInk.maxX < 390 && rtlTimeInk.minX > 390)
        #expect(ltr.inkBounds(in: bar(390 + 200, 780 - 40), background: Self.white) != nil, "LTR battery at the right")
        #expect(rtl.inkBounds(in: bar(40, 390 - 200), background: Self.white) != nil, "RTL battery at the left")
        // The battery body: 25 × 12 pt, 32 pt from the left edge right to left.
        #expect(rtlScene.items.contains { if case .border(let r, _, _, _) = $0 { r == Rect(x: 32, y: 21, width: 25, height: 12) } else { false } })
        // The home indicator is the same in both.
        func indicator(_ scene: RenderScene) -> [Rect] {
            scene.items.compactMap { if case .fill(let r, _, 2.5) = $0, r.width == 134 { r } else { nil } }
        }
        #expect(indicator(ltrScene) == indicator(rtlScene) && indicator(ltrScene).count == 1)
    }
}
