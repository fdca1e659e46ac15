import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// Landscape lists drawn as UIKit draws them (docs/layout-rules.md §5): a row's white background
/// reaches the screen's edges while its text starts after the 59 pt safe area (SAFE-1), right to
/// left too (SAFE-4), and the grid overlay tints the screen outside the safe area.
@Suite struct SafeAreaRenderingTests {
    static let white = RGBA(255, 255, 255, 255)
    static let landscape = Device.iPhone16.landscape
    static let scale = 2

    /// Two white list rows of body text, 16 pt side padding, on a black screen.
    static func input(insetsContentViews: Bool = true) -> ScreenLayoutInput {
        let cell = CellTemplate(
            padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), background: "#FFFFFF",
            stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}", font: .style(.body)))])
        )
        var input = ScreenLayoutInput(kind: .list(), cell: cell, sections: [.init(items: [["title": "Lorem ipsum"], ["title": "Dolor sit"]])])
        input.safeArea.insetsContentViewsToSafeArea = insetsContentViews
        return input
    }

    static func render(
        _ input: ScreenLayoutInput, device: Device = landscape, direction: LayoutDirection = .leftToRight, overlays: Set<Overlay> = []
    ) throws -> (ScreenLayout, RenderScene, DecodedPNG) {
        let chrome = try #require(device.chrome)
        let layout = try ScreenLayoutEngine(input: input, measurer: SceneFixture.measurer).layout(
            width: device.size.width, columns: 1, category: .large, displayScale: Double(scale), direction: direction,
            safeArea: chrome.safeArea)
        let request = ScreenRenderRequest(
            layout: layout, input: input, background: "#000000", screenSize: device.size, chrome: chrome, overlays: overlays)
        let scene = try SceneFixture.scene(request)
        return (layout, scene, try SceneFixture.image(scene, scale: scale))
    }

    /// The first row's band of pixels, across the whole width.
    static func firstRow(_ layout: ScreenLayout) -> PixelRect {
        let frame = layout.elements[0].frame
        return PixelRect(minX: 0, minY: Int(frame.minY) * scale, maxX: 852 * scale, maxY: Int(frame.maxY) * scale)
    }

    /// SAFE-1: the row's white background fills x = 0 and x = 851 (under the housing), and its
    /// ink starts within a glyph's side bearing of 59 + 16 = 75 pt; without the content-view
    /// inset it starts at 16 pt.
    @Test func listBackgroundReachesTheEdgesWhileTextStartsAfterTheSafeArea() throws {
        let (layout, _, image) = try Self.render(Self.input())
        let row = Self.firstRow(layout)
        let middle = (row.minY + row.maxY) / 2
        #expect(image[0, middle] == Self.white)
        #expect(image[852 * Self.scale - 1, middle] == Self.white)
        let ink = try #require(image.inkBounds(in: row, background: Self.white))
        #expect(ink.minX >= 75 * Self.scale && ink.minX <= 78 * Self.scale, "text starts after the safe area: \(ink)")

        let (bareLayout, _, bare) = try Self.render(Self.input(insetsContentViews: false))
        let bareInk = try #require(bare.inkBounds(in: Self.firstRow(bareLayout), background: Self.white))
        #expect(bareInk.minX >= 16 * Self.scale && bareInk.minX <= 19 * Self.scale, "text under the housing: \(bareInk)")
    }

    /// SAFE-4: right to left the text ends within a side bearing of 852 − 75 = 777 pt, and the
    /// background still fills both edges.
    @Test func rightToLeftTextEndsBeforeTheSafeArea() throws {
        let (layout, _, image) = try Self.render(Self.input(), direction: .rightToLeft)
        let row = Self.firstRow(layout)
        let ink = try #require(image.inkBounds(in: row, background: Self.white))
        #expect(ink.maxX <= 777 * Self.scale && ink.maxX >= 774 * Self.scale, "text ends before the safe area: \(ink)")
        #expect(image[0, (row.minY + row.maxY) / 2] == Self.white)
    }

    /// The grid overlay tints the bands outside the safe area: a pixel at x = 30 pt is the
    /// overlay's indigo (alpha 0.2) over what x = 300 pt shows, a dashed line marks x = 59, and
    /// the legend names the band. In portrait (no left or right safe area) neither is drawn.
    @Test func gridOverlayShowsTheSafeArea() throws {
        let (layout, scene, image) = try Self.render(Self.input(), overlays: [.grid])
        let y = (Self.firstRow(layout).minY + Self.firstRow(layout).maxY) / 2
        let inside = image[300 * Self.scale, y]
        let outside = image[30 * Self.scale, y]
        let tint = OverlayColors.safeArea
        func mix(_ top: Double, _ bottom: UInt8) -> Int { Int((top * 255 * tint.alpha + Double(bottom) * (1 - tint.alpha)).rounded()) }
        for (got, expected) in [(outside.r, mix(tint.red, inside.r)), (outside.g, mix(tint.green, inside.g)), (outside.b, mix(tint.blue, inside.b))] {
            #expect(abs(Int(got) - expected) <= 1, "\(outside) is the safe-area tint over \(inside)")
        }
        #expect(image[852 * Self.scale - 30 * Self.scale, y] == outside, "the same band on the right")
        // The dashed edge line (1 pt, centred on x = 59) is on from the screen's top for 6 pt.
        let edge = image[59 * Self.scale - 1, 2 * Self.scale]
        #expect(Int(edge.b) - Int(edge.r) > 80, "indigo edge line at x = 59: \(edge)")
        #expect(Self.texts(scene).contains("outside the safe area"))

        let (_, portraitScene, portrait) = try Self.render(Self.input(), device: .iPhone16, overlays: [.grid])
        #expect(!Self.texts(portraitScene).contains("outside the safe area"))
        #expect(portrait[30 * Self.scale, 100 * Self.scale] == portrait[300 * Self.scale, 100 * Self.scale])
    }

    static func texts(_ scene: RenderScene) -> [String] {
        scene.items.compactMap { if case .text(let text) = $0 { text.request.text } else { nil } }
    }
}
