import DynamicType
import Foundation
import ImageIO
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// Image views drawn as UIImageView draws them (docs/images.md): content modes, clipping,
/// corner radii and the image's scale, checked at pixels of known points at @1x, @2x and @3x;
/// and each image embedded once in SVG and PDF.
@Suite struct ImageViewRenderingTests {
    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)
    static let blue = RGBA(0, 0, 255)

    /// A `width` × `height` pixel image, red on its left half and blue on its right.
    static func halves(width: Int, height: Int, scale: Double = 1) -> SceneImage {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { pixels += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        return SceneImage(image, scale: scale, file: Array("\(width)x\(height)@\(scale)".utf8), format: .png)
    }

    static func solid(width: Int, height: Int, scale: Double = 1) -> SceneImage {
        let image = RGBAImage(width: width, height: height, filledWith: (255, 0, 0, 255))
        return SceneImage(image, scale: scale, file: Array("solid \(width)x\(height)@\(scale)".utf8), format: .png)
    }

    static func scene(_ views: [ImageViewItem], size: Double = 40) -> RenderScene {
        RenderScene(size: Size(width: size, height: size), background: .white, items: views.map { .image($0) })
    }

    static func view(
        _ frame: Rect, _ image: SceneImage, _ mode: ImageContentMode, cornerRadius: Double = 0, clips: Bool = false
    ) -> ImageViewItem {
        ImageViewItem(frame: frame, image: image, contentMode: mode, cornerRadius: cornerRadius, clipsToBounds: clips)
    }

    /// A 20 × 10 image fitted into a 40 × 40 view: 40 × 20, centred, transparent above and below.
    @Test(arguments: 1...3) func aspectFitLetterboxes(scale: Int) throws {
        let item = Self.view(Rect(x: 0, y: 0, width: 40, height: 40), Self.solid(width: 20, height: 10), .scaleAspectFit)
        #expect(item.imageRect == Rect(x: 0, y: 10, width: 40, height: 20))
        let image = try SceneFixture.image(Self.scene([item]), scale: scale)
        #expect(image.pixel(atPoint: 20, 5, scale: scale) == Self.white)
        #expect(image.pixel(atPoint: 2, 12, scale: scale) == Self.red)
        #expect(image.pixel(atPoint: 38, 28, scale: scale) == Self.red)
        #expect(image.pixel(atPoint: 20, 35, scale: scale) == Self.white)
    }

    /// A 20 × 10 image (red left, blue right) filling a 20 × 20 view at (10, 10): scaled by 2 to
    /// 40 × 20 and centred, so 10 pt of each side lie outside the view: cut when it clips,
    /// drawn when it does not (UIKit's default).
    @Test(arguments: 1...3) func aspectFillCropsOnlyWhenClipped(scale: Int) throws {
        let frame = Rect(x: 10, y: 10, width: 20, height: 20)
        let image = Self.halves(width: 20, height: 10)
        let clipped = Self.view(frame, image, .scaleAspectFill, clips: true)
        #expect(clipped.imageRect == Rect(x: 0, y: 10, width: 40, height: 20))
        let cut = try SceneFixture.image(Self.scene([clipped]), scale: scale)
        #expect(cut.pixel(atPoint: 5, 20, scale: scale) == Self.white)
        #expect(cut.pixel(atPoint: 12, 20, scale: scale) == Self.red)
        #expect(cut.pixel(atPoint: 28, 20, scale: scale) == Self.blue)
        #expect(cut.pixel(atPoint: 35, 20, scale: scale) == Self.white)
        let spilled = try SceneFixture.image(Self.scene([Self.view(frame, image, .scaleAspectFill)]), scale: scale)
        #expect(spilled.pixel(atPoint: 5, 20, scale: scale) == Self.red)
        #expect(spilled.pixel(atPoint: 35, 20, scale: scale) == Self.blue)
        #expect(spilled.pixel(atPoint: 20, 5, scale: scale) == Self.white)
    }

    /// `center` and the corners keep the image's size in points: a 20 × 20 pixel image at scale 2
    /// (`@2x`) is 10 × 10 pt.
    @Test(arguments: 1...3) func centerAndCornersKeepTheImageSize(scale: Int) throws {
        let image = Self.solid(width: 20, height: 20, scale: 2)
        #expect(image.pointSize == Size(width: 10, height: 10))
        let frame = Rect(x: 0, y: 0, width: 30, height: 30)
        #expect(Self.view(frame, image, .center).imageRect == Rect(x: 10, y: 10, width: 10, height: 10))
        #expect(Self.view(frame, image, .bottomRight).imageRect == Rect(x: 20, y: 20, width: 10, height: 10))
        #expect(Self.view(frame, image, .top).imageRect == Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(Self.view(frame, image, .left).imageRect == Rect(x: 0, y: 10, width: 10, height: 10))
        let drawn = try SceneFixture.image(Self.scene([Self.view(frame, image, .center)]), scale: scale)
        #expect(drawn.pixel(atPoint: 15, 15, scale: scale) == Self.red)
        #expect(drawn.pixel(atPoint: 11, 11, scale: scale) == Self.red)
        #expect(drawn.pixel(atPoint: 5, 15, scale: scale) == Self.white)
        #expect(drawn.pixel(atPoint: 15, 25, scale: scale) == Self.white)
    }

    /// `cornerRadius: circle` on a 20 × 20 view: radius 10, the corners cut, the middle and the
    /// middle of each edge shown.
    @Test(arguments: 1...3) func circleCutsTheCorners(scale: Int) throws {
        let frame = Rect(x: 10, y: 10, width: 20, height: 20)
        let radius = ImageCornerRadius.circle.radius(for: frame.size)
        #expect(radius == 10)
        let item = Self.view(frame, Self.solid(width: 8, height: 8), .scaleToFill, cornerRadius: radius, clips: true)
        let drawn = try SceneFixture.image(Self.scene([item]), scale: scale)
        for corner in [(11.0, 11.0), (29, 11), (11, 29), (29, 29)] {
            #expect(drawn.pixel(atPoint: corner.0, corner.1, scale: scale) == Self.white, "\(corner)")
        }
        for inside in [(20.0, 20.0), (20, 12), (12, 20), (28, 20), (20, 28)] {
            #expect(drawn.pixel(atPoint: inside.0, inside.1, scale: scale) == Self.red, "\(inside)")
        }
    }

    @Test func scaleComesFromTheFileName() {
        #expect(SceneImage.scale(ofFileNamed: "avatars/ana@2x.png") == 2)
        #expect(SceneImage.scale(ofFileNamed: "ana@3x.jpg") == 3)
        #expect(SceneImage.scale(ofFileNamed: "ana.png") == 1)
        #expect(SceneImage.scale(ofFileNamed: "a@2x/ana.png") == 1)
    }

    /// Two views of one image and one of another: SVG has one `<image>` per image and a `<use>`
    /// per view; PDF one image object per image.
    @Test func vectorOutputEmbedsEachImageOnce() throws {
        let first = Self.solid(width: 4, height: 4)
        let second = Self.halves(width: 4, height: 4)
        let scene = Self.scene([
            Self.view(Rect(x: 0, y: 0, width: 10, height: 10), first, .scaleToFill),
            Self.view(Rect(x: 20, y: 0, width: 10, height: 10), first, .scaleToFill, cornerRadius: 3, clips: true),
            Self.view(Rect(x: 0, y: 20, width: 10, height: 10), second, .scaleToFill),
        ])
        let svg = String(decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "images")[0], as: UTF8.self)
        #expect(svg.components(separatedBy: "<image ").count - 1 == 2)
        #expect(svg.components(separatedBy: "<use ").count - 1 == 3)
        let outlined = String(
            decoding: try SVGRenderer(measurer: SceneFixture.measurer).render(scene, textMode: .outlined, title: "images")[0], as: UTF8.self)
        #expect(outlined.components(separatedBy: "<image ").count - 1 == 2)
        let pdf = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "images", creator: "test")
        let text = String(decoding: pdf, as: Unicode.ASCII.self)
        #expect(text.components(separatedBy: "/Subtype /Image").count - 1 == 2)
    }
}
