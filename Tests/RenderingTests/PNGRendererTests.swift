import CPangoCairo
import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// PNG output checked pixel by pixel against the layout it was drawn from: sizes, borders,
/// backgrounds, text placement, metadata, strips and pages.
@Suite struct PNGRendererTests {
    static let screenLight = RGBA(hex: "#F2F2F7")
    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)

    // MARK: Size and scale

    /// 100.4 x 50.2 pt: @1x 101 x 51, @2x 200.8 x 100.4 -> 201 x 101, @3x 301.2 x 150.6 -> 302 x 151.
    @Test(arguments: [(1, 101, 51), (2, 201, 101), (3, 302, 151)])
    func pixelSizeIsTheSceneSizeTimesTheScaleRoundedUp(scale: Int, width: Int, height: Int) throws {
        let scene = RenderScene(size: Size(width: 100.4, height: 50.2), background: .white, items: [])
        let png = try SceneFixture.png(scene, scale: scale)
        let chunks = try PNGChunks(png)
        #expect(chunks.width == width)
        #expect(chunks.height == height)
        #expect(chunks.bitDepth == 8)
        #expect(chunks.colorType == 2, "an opaque scene is written as RGB without alpha")
        let image = try DecodedPNG(png: png)
        #expect(image.width == width && image.height == height)
        #expect(image.isOpaque)
        #expect(image[width - 1, height - 1] == Self.white, "the partly covered last row and column are painted too")
    }

    /// One scene drawn at @1x, @2x and @3x: the same pixel size formula, the same backgrounds at the
    /// same points, and every label's ink in the same place with the same number of lines, so
    /// the renders differ only in scale (no re-layout, no different line breaks).
    @Test func everyScaleShowsTheSameFramesAndLineBreaks() throws {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(background: "#FFFFFF"))
        let layout = try SceneFixture.layout(input, width: 390.5, displayScale: 3)
        let scene = try SceneFixture.scene(input, layout)
        // The canvas rounds up to whole points; the content keeps its exact frames.
        #expect(scene.size == Size(width: 391, height: layout.contentSize.height.rounded(.up)))
        let labels = layout.labels.map(\.label)
        #expect(labels.count == 12)
        #expect(labels.contains { $0.lineCount >= 3 }, "the fixture needs labels that wrap")

        var inkByScale: [[Rect]] = []
        for scale in 1...3 {
            let image = try SceneFixture.image(scene, scale: scale)
            #expect(image.width == 391 * scale)
            #expect(image.height == Int(layout.contentSize.height.rounded(.up)) * scale)
            for element in layout.elements {
                #expect(image.pixel(atPoint: element.frame.minX + 3, element.frame.minY + 3, scale: scale) == Self.white, "cell at @\(scale)x")
                #expect(image.pixel(atPoint: element.frame.minX - 3, element.frame.midY, scale: scale) == Self.screenLight, "inset at @\(scale)x")
            }
            var inks: [Rect] = []
            for label in labels {
                // Search beyond the frame, so ink drawn outside it would show.
                let search = PixelRect(label.frame.insetBy(dx: -4, dy: -4), scale: scale)
                let ink = try #require(image.inkBounds(in: search, background: Self.white), "no ink for '\(label.text)' at @\(scale)x")
                let points = Rect(
                    x: Double(ink.minX) / Double(scale), y: Double(ink.minY) / Double(scale),
                    width: Double(ink.maxX - ink.minX) / Double(scale), height: Double(ink.maxY - ink.minY) / Double(scale)
                )
                #expect(label.frame.insetBy(dx: -1, dy: -1).contains(points), "'\(label.text)' ink \(points) outside \(label.frame) at @\(scale)x")
                let bands = image.inkBands(in: search, background: Self.white, minimumGap: 3 * scale)
                #expect(bands == label.lineCount, "'\(label.text)' at @\(scale)x shows \(bands) lines, laid out as \(label.lineCount)")
                inks.append(points)
            }
            inkByScale.append(inks)
        }
        // A different line break moves a word (tens of points) or a line (22 pt); rounding to
        // pixels moves ink by less than a point.
        for (index, label) in labels.enumerated() {
            for scale in 2...3 {
                let (a, b) = (inkByScale[0][index], inkByScale[scale - 1][index])
                let shift = [a.minX - b.minX, a.minY - b.minY, a.maxX - b.maxX, a.maxY - b.maxY].map(abs).max()!
                #expect(shift <= 1, "'\(label.text)': ink at @1x \(a) vs @\(scale)x \(b)")
            }
        }
    }

    // MARK: Borders

    /// A 0.5 pt border at @2x is exactly one device pixel of the border colour along every edge
    /// of every cell, with the cell background right inside and the screen background outside.
    @Test func halfPointBorderIsOneDevicePixelAt2x() throws {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(background: "#FFFFFF", border: .init(width: 0.5, color: "#FF0000")))
        let layout = try SceneFixture.layout(input, displayScale: 2)
        let image = try SceneFixture.image(SceneFixture.scene(input, layout), scale: 2)
        for element in layout.elements {
            let box = try #require(PixelRect(exactly: element.frame, scale: 2), "cell \(element.frame) is not on the @2x pixel grid")
            let problems = image.borderProblems(box, thickness: 1, border: Self.red, inside: Self.white, outside: Self.screenLight)
            #expect(problems.isEmpty, "cell \(element.frame): \(problems.prefix(5))")
        }
    }

    /// A 1 pt border at @3x is 3 px.
    @Test func onePointBorderIsThreeDevicePixelsAt3x() throws {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(background: "#FFFFFF", border: .init(width: 1, color: "#FF0000")))
        let layout = try SceneFixture.layout(input, displayScale: 3)
        let image = try SceneFixture.image(SceneFixture.scene(input, layout), scale: 3)
        for element in layout.elements {
            let box = try #require(PixelRect(exactly: element.frame, scale: 3))
            let problems = image.borderProblems(box, thickness: 3, border: Self.red, inside: Self.white, outside: Self.screenLight)
            #expect(problems.isEmpty, "cell \(element.frame): \(problems.prefix(5))")
        }
    }

    /// The default `separator` border is translucent: its pixel is the separator composited over
    /// the cell background, in both appearances.
    @Test(arguments: Appearance.allCases)
    func translucentBorderIsCompositedOverTheCellBackground(appearance: Appearance) throws {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(border: .init(width: 0.5, color: "separator")))
        let layout = try SceneFixture.layout(input, displayScale: 2)
        let image = try SceneFixture.image(SceneFixture.scene(input, layout, appearance: appearance), scale: 2)
        let cell = SystemColors.all["secondarySystemGroupedBackground"]!.resolved(for: appearance)
        let screen = SystemColors.all["systemGroupedBackground"]!.resolved(for: appearance)
        let border = SystemColors.all["separator"]!.resolved(for: appearance).over(cell)
        #expect(border != cell.rgba)
        for element in layout.elements {
            let box = try #require(PixelRect(exactly: element.frame, scale: 2))
            // 8-bit premultiplied compositing may round the blend by one step.
            let problems = image.borderProblems(box, thickness: 1, border: border, inside: cell.rgba, outside: screen.rgba, tolerance: 1)
            #expect(problems.isEmpty, "\(appearance) cell \(element.frame): \(problems.prefix(5))")
        }
    }

    // MARK: Backgrounds

    @Test(arguments: [(Appearance.light, "#F2F2F7", "#FFFFFF"), (.dark, "#000000", "#1C1C1E")])
    func backgroundsAreTheGroupedSystemColours(appearance: Appearance, screenHex: String, cellHex: String) throws {
        let input = SceneFixture.gridInput()
        let layout = try SceneFixture.layout(input)
        let scene = try SceneFixture.scene(input, layout, appearance: appearance)
        #expect(scene.background.hex == screenHex)
        let image = try SceneFixture.image(scene, scale: 2)
        let screen = RGBA(hex: screenHex)
        let cell = RGBA(hex: cellHex)
        let height = layout.contentSize.height
        // Section inset corners and the gap between the columns (x 190..200).
        for (x, y) in [(5.0, 5.0), (385, 5), (5, height - 5), (385, height - 5), (195, height / 2)] {
            #expect(image.pixel(atPoint: x, y, scale: 2) == screen, "screen at (\(x), \(y))")
        }
        for element in layout.elements {
            let frame = element.frame
            for (x, y) in [
                (frame.minX + 4, frame.minY + 4), (frame.maxX - 4, frame.minY + 4), (frame.minX + 4, frame.maxY - 4),
                (frame.maxX - 4, frame.maxY - 4),
            ] {
                #expect(image.pixel(atPoint: x, y, scale: 2) == cell, "cell \(frame) at (\(x), \(y))")
            }
        }
    }

    // MARK: Metadata

    /// pHYs says 72 x scale dpi in pixels per metre (the unit PNG has); tEXt holds the given
    /// pairs in order; there is no tIME, so equal pixels give equal files.
    @Test(arguments: [(1, 2835 as UInt32), (2, 5669), (3, 8504)])
    func metadataGivesTheScaleAndTextWithoutATimeStamp(scale: Int, pixelsPerMetre: UInt32) throws {
        #expect(pixelsPerMetre == UInt32((72 * Double(scale) / 0.0254).rounded()))
        let text = [("spec", "demo.yaml"), ("screen", "list"), ("category", "accessibilityExtraLarge"), ("Software", "ProofSheet test")]
        let scene = RenderScene(size: Size(width: 20, height: 10), background: .white, items: [])
        let chunks = try PNGChunks(SceneFixture.png(scene, scale: scale, text: text))
        let phys = try #require(chunks.physicalPixels)
        #expect(phys.x == pixelsPerMetre && phys.y == pixelsPerMetre)
        #expect(phys.unit == 1, "unit: metre")
        #expect(chunks.text.map(\.key) == text.map(\.0))
        #expect(chunks.text.map(\.value) == text.map(\.1))
        #expect(!chunks.types.contains("tIME"))
        #expect(!chunks.types.contains("page"))
        let firstData = try #require(chunks.types.firstIndex(of: "IDAT"))
        #expect(chunks.types.lastIndex(of: "tEXt")! < firstData, "text before the image data, where readers look first")
    }

    // MARK: Strips, pages, determinism

    /// The renderer paints 512-row strips into one small surface; the rows must be exactly those
    /// one surface holding the whole scene would have.
    @Test func stripsJoinExactlyAsOneSurfacePaintsTheScene() throws {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(border: .init(width: 0.5, color: "separator", cornerRadius: 8)), itemCount: 8)
        let layout = try SceneFixture.layout(input)
        let scene = try SceneFixture.scene(input, layout, caption: "strips")
        let scale = 2
        let image = try SceneFixture.image(scene, scale: scale)
        #expect(image.height > 2 * PNGRenderer.stripRows, "several strips, the last one partial")

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        CairoScenePainter(measurer: SceneFixture.measurer, pixelScale: Double(scale), vectorRecordings: nil).paint(
            scene, band: 0, scene.size.height, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var differingRows: [Int] = []
        for y in 0..<image.height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            if (0..<image.width).contains(where: { row[$0] & 0xFF_FFFF != image.rgb[y * image.width + $0] }) { differingRows.append(y) }
        }
        #expect(differingRows.isEmpty, "rows differing from a single-surface paint: \(differingRows.prefix(10))")
    }

    /// A list at AX5 drawn at @3x is far taller than 32,767 px: it comes out as several pages of
    /// at most 32,767 rows, broken at whole points, whose rows add up to the scene's, with every
    /// separator on the row the layout put it on across the page breaks.
    @Test func tallScenesArePagedAtWholePoints() throws {
        let input = SceneFixture.listInput(itemCount: 30)
        let layout = try SceneFixture.layout(input, width: 160, columns: 1, category: .accessibilityExtraExtraExtraLarge, displayScale: 3)
        let scene = try SceneFixture.scene(input, layout)
        let scale = 3
        let totalRows = Int((scene.size.height * Double(scale)).rounded(.up))
        try #require(totalRows > PNGRenderer.maximumPageRows)

        let pages = try SceneFixture.pngPages(scene, scale: scale, text: [("screen", "tall")])
        let headers = try pages.map(PNGChunks.init)
        #expect(pages.count == (totalRows + 32_765) / 32_766)
        #expect(headers.allSatisfy { $0.height <= 32_767 && $0.width == 480 })
        #expect(headers.map(\.height).reduce(0, +) == totalRows)
        #expect(headers.dropLast().allSatisfy { $0.height % scale == 0 }, "pages break at whole points")
        for (index, header) in headers.enumerated() {
            #expect(header.text("page") == "\(index + 1) of \(pages.count)")
            #expect(header.text("screen") == "tall")
        }

        // Right padding column (x = 156 pt): cell background, except one-pixel separators.
        // Below the content, up to the next whole point, the screen's background.
        let cell = SystemColors.all["secondarySystemGroupedBackground"]!.light
        let screen = SystemColors.all["systemGroupedBackground"]!.light
        let separator = SystemColors.all["separator"]!.light.over(cell)
        let separatorRows = Set(layout.separators.map { Int(($0.minY * Double(scale)).rounded()) })
        #expect(separatorRows.count == 29)
        let contentRows = Int((layout.contentSize.height * Double(scale)).rounded(.up))
        #expect(totalRows == Int(layout.contentSize.height.rounded(.up)) * scale)
        var pageTop = 0
        var problems: [String] = []
        for page in pages {
            let image = try DecodedPNG(png: page)
            for y in 0..<image.height {
                let pixel = image[156 * scale, y]
                let expected = pageTop + y >= contentRows ? screen.rgba : separatorRows.contains(pageTop + y) ? separator : cell.rgba
                if pixel.distance(to: expected) > 1 { problems.append("row \(pageTop + y): \(pixel), expected \(expected)") }
            }
            pageTop += image.height
        }
        #expect(problems.isEmpty, "\(problems.count) rows wrong: \(problems.prefix(5))")
    }

    /// `firstScreen`: one page of caption plus one screen height, a dashed red edge at the bottom
    /// and a note saying how much was cut.
    @Test func firstScreenIsOneScreenWithTheClipMarker() throws {
        let input = SceneFixture.listInput(itemCount: 40)
        let layout = try SceneFixture.layout(input, width: 390, columns: 1)
        let hidden = layout.contentSize.height - 852
        try #require(hidden > 0 && hidden == hidden.rounded())

        let caption = "recipes · iPhone 16"
        let captionText = try SceneFixture.measurer.measure(
            TextMeasurementRequest(
                text: caption, font: ScreenSceneBuilder.captionFont, width: 390 - 16
            ))
        let captionHeight = captionText.size.height + 2 * 8
        let scene = try SceneFixture.scene(SceneFixture.request(input, layout, caption: caption, screenHeight: 852, tallContent: .firstScreen))
        #expect(scene.size == Size(width: 390, height: captionHeight + 852))
        let notes = scene.items.compactMap { if case .text(let text) = $0, text.request.text.hasPrefix("clipped") { text } else { nil } }
        #expect(notes.map(\.request.text) == ["clipped: \(Int(hidden)) pt more below"])

        let pages = try SceneFixture.pngPages(scene, scale: 2)
        #expect(pages.count == 1)
        let image = try DecodedPNG(png: pages[0])
        #expect(image.height == Int(captionHeight + 852) * 2)
        // The 2 pt dashed line is centred 1 pt above the bottom; dashes are 6 pt on, 6 pt off.
        let systemRed = SystemColors.all["systemRed"]!.light.rgba
        let bottom = captionHeight + 852
        for y in [bottom - 2, bottom - 0.5] {
            #expect(image.pixel(atPoint: 1, y, scale: 2) == systemRed)
            #expect(image.pixel(atPoint: 13, y, scale: 2) == systemRed)
            #expect(image.pixel(atPoint: 9, y, scale: 2) != systemRed, "gap between dashes")
        }
        // The note: white text on a red pill, inside the image.
        let note = try #require(notes.first)
        let pill = PixelRect(note.frame, scale: 2)
        #expect(pill.maxY <= image.height && pill.maxX <= image.width)
        #expect(image.inkBounds(in: pill, background: systemRed) != nil, "note text")
        #expect(image.strongestInk(in: pill, background: systemRed) == Self.white)

        let full = try SceneFixture.scene(SceneFixture.request(input, layout, caption: caption, screenHeight: 852))
        #expect(full.size.height == captionHeight + layout.contentSize.height)
        #expect(!full.items.contains { if case .text(let text) = $0 { text.request.text.hasPrefix("clipped") } else { false } })
    }

    @Test func renderingTwiceGivesIdenticalBytes() throws {
        let input = SceneFixture.gridInput(cell: SceneFixture.cell(border: .init(width: 0.5, color: "separator", cornerRadius: 8)))
        let layout = try SceneFixture.layout(input)
        let scene = try SceneFixture.scene(input, layout, caption: "twice")
        let text = [("spec", "demo.yaml"), ("scale", "2")]
        #expect(try SceneFixture.png(scene, scale: 2, text: text) == SceneFixture.png(scene, scale: 2, text: text))
        let svg = SVGRenderer(measurer: SceneFixture.measurer)
        #expect(try svg.render(scene, title: "t") == svg.render(scene, title: "t"))
        #expect(try svg.render(scene, textMode: .outlined, title: "t") == svg.render(scene, textMode: .outlined, title: "t"))
        // Cairo would stamp the current time; the renderer leaves the date out, so bytes match.
        let pdf = PDFRenderer(measurer: SceneFixture.measurer)
        let first = try pdf.render(scene, title: "t", creator: "c")
        let second = try pdf.render(scene, title: "t", creator: "c")
        #expect(first == second)
        #expect(!String(decoding: first, as: UTF8.self).contains("/CreationDate"))
    }

    /// The same scenes from one thread and from eight at once: identical bytes per scene.
    @Test func concurrentRendersEqualSerialRenders() throws {
        let input = SceneFixture.gridInput()
        var scenes: [RenderScene] = []
        for category in [ContentSizeCategory.small, .large, .extraExtraExtraLarge, .accessibilityMedium] {
            let layout = try SceneFixture.layout(input, category: category)
            for appearance in Appearance.allCases { scenes.append(try SceneFixture.scene(input, layout, appearance: appearance)) }
        }
        let serial = try scenes.map { try SceneFixture.png($0, scale: 1) }
        let shared = scenes
        let concurrent = try onThreads(8, count: scenes.count) { try SceneFixture.png(shared[$0], scale: 1) }
        for index in scenes.indices { #expect(concurrent[index] == serial[index], "scene \(index)") }
        #expect(Set(serial).count == scenes.count, "the scenes differ from each other")
    }

}

extension PixelRect {
    /// The pixels of a rectangle whose edges lie on the pixel grid at `scale`; nil otherwise.
    init?(exactly rect: Rect, scale: Int) {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * Double(scale) }
        guard edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-9 }) else { return nil }
        self.init(minX: Int(edges[0].rounded()), minY: Int(edges[1].rounded()), maxX: Int(edges[2].rounded()), maxY: Int(edges[3].rounded()))
    }
}

extension Rect {
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}

extension DecodedPNG {
    /// Checks every edge of `box`: `thickness` pixels of `border` inside the edge, `inside` on the
    /// next pixel in, `outside` on the pixel beyond. Returns what does not match.
    func borderProblems(_ box: PixelRect, thickness: Int, border: RGBA, inside: RGBA, outside: RGBA, tolerance: Int = 0) -> [String] {
        var problems: [String] = []
        func check(_ x: Int, _ y: Int, _ expected: RGBA, _ what: String) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let pixel = self[x, y]
            if pixel.distance(to: expected) > tolerance { problems.append("\(what) (\(x), \(y)) is \(pixel), expected \(expected)") }
        }
        for y in box.minY..<box.maxY {
            for step in 0..<thickness {
                check(box.minX + step, y, border, "left border")
                check(box.maxX - 1 - step, y, border, "right border")
            }
            check(box.minX - 1, y, outside, "left outside")
            check(box.maxX, y, outside, "right outside")
            if y >= box.minY + thickness, y < box.maxY - thickness {
                check(box.minX + thickness, y, inside, "left inside")
                check(box.maxX - 1 - thickness, y, inside, "right inside")
            }
        }
        for x in box.minX..<box.maxX {
            for step in 0..<thickness {
                check(x, box.minY + step, border, "top border")
                check(x, box.maxY - 1 - step, border, "bottom border")
            }
            check(x, box.minY - 1, outside, "top outside")
            check(x, box.maxY, outside, "bottom outside")
            if x >= box.minX + thickness, x < box.maxX - thickness {
                check(x, box.minY + thickness, inside, "top inside")
                check(x, box.maxY - 1 - thickness, inside, "bottom inside")
            }
        }
        return problems
    }
}
