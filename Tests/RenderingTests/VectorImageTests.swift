import Foundation
import ImageIO
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// SVG and PDF images (docs/images.md): their size in points, the files refused, and drawing by
/// librsvg and poppler as UIImageView places any image: rasterised at the render scale in PNG,
/// vector in PDF, embedded once in SVG (and read there by an independent viewer).
@Suite struct VectorImageTests {
    static let white = RGBA(255, 255, 255)
    static let red = RGBA(255, 0, 0)
    static let blue = RGBA(0, 0, 255)

    /// A 40 × 20 pt SVG: blue, with a red top-left quarter (x 0-20, y 0-10).
    static let svg = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">\
        <rect width="40" height="20" fill="#00f"/><rect width="20" height="10" fill="#f00"/></svg>
        """.utf8)

    /// The same picture as a one-page PDF of 40 × 20 points (PDF's y axis points up).
    static let pdf = pdf(width: 40, height: 20, content: "0 0 1 rg 0 0 40 20 re f 1 0 0 rg 0 10 20 10 re f")

    /// A PDF of `pageCount` pages of `width` × `height` points, each drawn by `content`, with a
    /// correct cross-reference table.
    static func pdf(width: Int, height: Int, content: String, pageCount: Int = 1) -> [UInt8] {
        let contents = 3 + pageCount
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<pageCount).map { "\(3 + $0) 0 R" }.joined(separator: " "))] /Count \(pageCount) >>",
        ]
        objects += (0..<pageCount).map { _ in "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents \(contents) 0 R >>" }
        objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Array(text.utf8)
    }

    static func svg(_ attributes: String, body: String = "<rect width=\"10\" height=\"10\"/>") -> [UInt8] {
        Array("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)>\(body)</svg>".utf8)
    }

    static func image(_ bytes: [UInt8]) throws -> SceneImage {
        let format = try #require(VectorFormat(sniffing: bytes))
        return try format.image(file: bytes)
    }

    static func reason(_ bytes: [UInt8]) throws -> String {
        let format = try #require(VectorFormat(sniffing: bytes))
        return try #require(throws: ImageFileError.self) { try format.image(file: bytes) }.reason
    }

    static func scene(_ views: [ImageViewItem], size: Double = 40) -> RenderScene {
        RenderScene(size: Size(width: size, height: size), background: .white, items: views.map { .image($0) })
    }

    static func view(_ frame: Rect, _ image: SceneImage, _ mode: ImageContentMode = .scaleToFill, cornerRadius: Double = 0) -> ImageViewItem {
        ImageViewItem(frame: frame, image: image, contentMode: mode, cornerRadius: cornerRadius, clipsToBounds: cornerRadius > 0)
    }

    @Test func formatsAreToldApartByTheirFirstBytes() {
        #expect(VectorFormat(sniffing: Self.svg) == .svg)
        #expect(VectorFormat(sniffing: [0xEF, 0xBB, 0xBF, 0x0A, 0x20] + Array("<svg/>".utf8)) == .svg)
        #expect(VectorFormat(sniffing: Self.pdf) == .pdf)
        #expect(VectorFormat(sniffing: [0x1F, 0x8B, 0x08]) == nil)
        #expect(VectorFormat(sniffing: Array("svg".utf8)) == nil)
    }

    /// The size in points: width and height (physical units at 96 per inch), else the viewBox.
    @Test(arguments: [
        ("width=\"40\" height=\"20\"", Size(width: 40, height: 20)),
        ("width=\"40px\" height=\"20.5px\" viewBox=\"0 0 4 2\"", Size(width: 40, height: 20.5)),
        ("width=\"24pt\" height=\"12pt\"", Size(width: 32, height: 16)),
        ("viewBox=\"0 0 30 15\"", Size(width: 30, height: 15)),
        ("width=\"100%\" height=\"100%\" viewBox=\"10 10 30 15\"", Size(width: 30, height: 15)),
    ])
    func svgSizeComesFromWidthAndHeightOrTheViewBox(attributes: String, size: Size) throws {
        let image = try Self.image(Self.svg(attributes))
        #expect(image.pointSize == size)
        #expect(image.vector == .svg)
        #expect(image.scale == 1)
    }

    @Test func badSVGFilesAreRefusedWithTheirReason() throws {
        #expect(try Self.reason(Self.svg("")).hasPrefix("the SVG file has no size: its <svg> element needs a width and a height"))
        #expect(try Self.reason(Self.svg("width=\"50%\" height=\"50%\"")).hasPrefix("the SVG file has no size"))
        let truncated = try Self.reason(Array(Self.svg.prefix(90)))
        #expect(truncated.hasPrefix("the SVG file cannot be read: "))
        #expect(truncated.count > "the SVG file cannot be read: ".count)
        #expect(try Self.reason(Array("<html><body>hello</body></html>".utf8)).hasPrefix("the SVG file "))
        #expect(
            try Self.reason(Self.svg("width=\"2000\" height=\"2000\""))
                == "the SVG image is 2000 × 2000 points, more than the limit of 33554432 pixels at @3x")
    }

    /// The first page's size from its media box; a document of several pages shows its first.
    @Test func pdfSizeComesFromTheFirstPage() throws {
        let image = try Self.image(Self.pdf)
        #expect(image.pointSize == Size(width: 40, height: 20))
        #expect(image.vector == .pdf)
        let pages = try PopplerFirstPage(bytes: Self.pdf(width: 30, height: 60, content: "", pageCount: 3))
        #expect(pages.pageCount == 3)
        #expect(pages.size == Size(width: 30, height: 60))
    }

    @Test func badPDFFilesAreRefusedWithTheirReason() throws {
        #expect(try Self.reason(Array("%PDF-1.4\nnothing here".utf8)).hasPrefix("the PDF file cannot be read: "))
        #expect(try Self.reason(Self.pdf(width: 0, height: 20, content: "")) == "the PDF file's first page has no area (0.0 × 20.0 points)")
    }

    /// The picture's red quarter and blue rest at known points, and its edges sharp at every
    /// scale (drawn at the render scale, not a @1x raster enlarged): stretched, fitted and
    /// rounded as any image.
    @Test(arguments: [1, 2, 3]) func svgAndPDFAreDrawnAtTheRenderScale(scale: Int) throws {
        for image in [try Self.image(Self.svg), try Self.image(Self.pdf)] {
            let png = try SceneFixture.image(Self.scene([Self.view(Rect(x: 0, y: 0, width: 40, height: 20), image)]), scale: scale)
            #expect(png.pixel(atPoint: 5, 5, scale: scale) == Self.red)
            #expect(png.pixel(atPoint: 30, 5, scale: scale) == Self.blue)
            #expect(png.pixel(atPoint: 5, 15, scale: scale) == Self.blue)
            #expect(png.pixel(atPoint: 5, 30, scale: scale) == Self.white)
            #expect(png[20 * scale - 1, 10 * scale - 1] == Self.red)
            #expect(png[20 * scale, 10 * scale - 1] == Self.blue)
            #expect(png[20 * scale - 1, 10 * scale] == Self.blue)

            let stretched = try SceneFixture.image(Self.scene([Self.view(Rect(x: 0, y: 0, width: 40, height: 40), image)]), scale: scale)
            #expect(stretched.pixel(atPoint: 5, 18, scale: scale) == Self.red)
            #expect(stretched.pixel(atPoint: 5, 22, scale: scale) == Self.blue)

            let fitted = try SceneFixture.image(
                Self.scene([Self.view(Rect(x: 0, y: 0, width: 40, height: 40), image, .scaleAspectFit)]), scale: scale)
            #expect(fitted.pixel(atPoint: 5, 5, scale: scale) == Self.white)
            #expect(fitted.pixel(atPoint: 5, 12, scale: scale) == Self.red)
            #expect(fitted.pixel(atPoint: 30, 25, scale: scale) == Self.blue)
            #expect(fitted.pixel(atPoint: 5, 35, scale: scale) == Self.white)

            let rounded = try SceneFixture.image(
                Self.scene([Self.view(Rect(x: 0, y: 0, width: 40, height: 20), image, cornerRadius: 10)]), scale: scale)
            #expect(rounded.pixel(atPoint: 0.5, 0.5, scale: scale) == Self.white)
            #expect(rounded.pixel(atPoint: 39.5, 19.5, scale: scale) == Self.white)
            #expect(rounded.pixel(atPoint: 10, 5, scale: scale) == Self.red)
        }
    }

    /// An SVG naming a file beside it (relative and absolute) and on the network: librsvg loads
    /// none of them, the picture is drawn without them. rsvg-convert given the same SVG as a
    /// file (so with a base URL) does load the relative one: the fixture would show it if allowed.
    @Test(.requires(.rsvgConvert)) func externalReferencesAreNotLoaded() throws {
        let folder = try ScratchFolder("vector-external")
        let png = try folder.write(try PNGEncoder.encode(RGBAImage(width: 4, height: 4, filledWith: (255, 0, 0, 255))), to: "red.png")
        for href in ["red.png", png.absoluteString, "http://127.0.0.1:9/red.png"] {
            let bytes = Self.svg(
                "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"40\" height=\"20\"",
                body: "<rect width=\"40\" height=\"20\" fill=\"#00f\"/><image width=\"40\" height=\"20\" xlink:href=\"\(href)\"/>")
            let drawn = try SceneFixture.image(Self.scene([Self.view(Rect(x: 0, y: 0, width: 40, height: 20), try Self.image(bytes))]), scale: 1)
            #expect(drawn.pixel(atPoint: 20, 10, scale: 1) == Self.blue, "\(href)")
        }
        let relative = Self.svg(
            "xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"40\" height=\"20\"",
            body: "<rect width=\"40\" height=\"20\" fill=\"#00f\"/><image width=\"40\" height=\"20\" xlink:href=\"red.png\"/>")
        let file = try folder.write(relative, to: "external.svg")
        let result = try ExternalTool.run("rsvg-convert", [file.path, "--output", folder.file("external.png").path])
        try #require(result.status == 0, "rsvg-convert: \(result.stderr)")
        #expect(try DecodedPNG(contentsOf: folder.file("external.png")).pixel(atPoint: 20, 10, scale: 1) == Self.red)
    }

    /// In PDF output both stay vector (no image object); SVG output embeds the SVG file itself
    /// once for two views, and the PDF's page as a PNG; librsvg and poppler's pdftoppm draw the
    /// outputs with the picture where it belongs.
    @Test(.requires(.rsvgConvert, .pdftoppm)) func vectorOutputsKeepThemVector() throws {
        let svg = try Self.image(Self.svg)
        let pdf = try Self.image(Self.pdf)
        let scene = Self.scene(
            [
                Self.view(Rect(x: 0, y: 0, width: 40, height: 20), svg),
                Self.view(Rect(x: 40, y: 0, width: 40, height: 20), svg),
                Self.view(Rect(x: 0, y: 40, width: 40, height: 20), pdf),
            ], size: 80)
        let pdfOutput = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "vectors", creator: "test")
        #expect(!String(decoding: pdfOutput, as: Unicode.ASCII.self).contains("/Subtype /Image"))
        let svgOutput = try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "vectors")[0]
        let markup = String(decoding: svgOutput, as: UTF8.self)
        #expect(markup.components(separatedBy: "href=\"data:image/svg+xml;base64,").count - 1 == 1)
        #expect(markup.components(separatedBy: "href=\"data:image/png;base64,").count - 1 == 1)
        #expect(markup.components(separatedBy: "<use ").count - 1 == 3)

        let folder = try ScratchFolder("vector-outputs")
        let svgFile = try folder.write(svgOutput, to: "scene.svg")
        let svgResult = try ExternalTool.run("rsvg-convert", ["--zoom", "2", svgFile.path, "--output", folder.file("svg.png").path])
        try #require(svgResult.status == 0, "rsvg-convert: \(svgResult.stderr)")
        let pdfFile = try folder.write(pdfOutput, to: "scene.pdf")
        let pdfResult = try ExternalTool.run("pdftoppm", ["-r", "144", "-png", "-singlefile", pdfFile.path, folder.file("pdf").path])
        try #require(pdfResult.status == 0, "pdftoppm: \(pdfResult.stderr)")
        for raster in [try DecodedPNG(contentsOf: folder.file("svg.png")), try DecodedPNG(contentsOf: folder.file("pdf.png"))] {
            for origin in [(0.0, 0.0), (40.0, 0.0), (0.0, 40.0)] {
                #expect(raster.pixel(atPoint: origin.0 + 5, origin.1 + 5, scale: 2) == Self.red)
                #expect(raster.pixel(atPoint: origin.0 + 30, origin.1 + 15, scale: 2) == Self.blue)
            }
            #expect(raster.pixel(atPoint: 60, 60, scale: 2) == Self.white)
        }
    }

    /// A template image (an asset catalog's vector set marked `template`) drawn tinted, as a
    /// raster template is: only the red quarter of a picture that is otherwise clear, in green,
    /// at every scale in PNG; and, read back by librsvg and poppler's pdftoppm, in SVG output (a
    /// filter filling the image's alpha, the file still embedded once for two views) and in
    /// PDF output (still no image object).
    @Test(.requires(.rsvgConvert, .pdftoppm)) func tintedVectorImagesFillTheirAlphaWithTheTint() throws {
        let green = RGBA(0, 128, 0)
        let tint = Color(red: 0, green: 128.0 / 255, blue: 0)
        let svg = try Self.image(Self.svg("width=\"40\" height=\"20\"", body: "<rect width=\"20\" height=\"10\" fill=\"#f00\"/>")).tinted(with: tint)
        let pdf = try Self.image(Self.pdf(width: 40, height: 20, content: "1 0 0 rg 0 10 20 10 re f")).tinted(with: tint)
        let scene = Self.scene(
            [
                Self.view(Rect(x: 0, y: 0, width: 40, height: 20), svg),
                Self.view(Rect(x: 40, y: 0, width: 40, height: 20), svg),
                Self.view(Rect(x: 0, y: 40, width: 40, height: 20), pdf),
            ], size: 80)
        let folder = try ScratchFolder("vector-tint")
        var rasters: [(String, DecodedPNG, Int)] = try (1...3).map { ("png @\($0)x", try SceneFixture.image(scene, scale: $0), $0) }
        let svgOutput = try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "tint")[0]
        let markup = String(decoding: svgOutput, as: UTF8.self)
        #expect(markup.components(separatedBy: "<filter id=\"tint-008000\"").count - 1 == 1)
        #expect(markup.components(separatedBy: "href=\"data:image/svg+xml;base64,").count - 1 == 1)
        let svgFile = try folder.write(svgOutput, to: "scene.svg")
        let svgResult = try ExternalTool.run("rsvg-convert", ["--zoom", "2", svgFile.path, "--output", folder.file("svg.png").path])
        try #require(svgResult.status == 0, "rsvg-convert: \(svgResult.stderr)")
        rasters.append(("svg output", try DecodedPNG(contentsOf: folder.file("svg.png")), 2))
        let pdfOutput = try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "tint", creator: "test")
        #expect(!String(decoding: pdfOutput, as: Unicode.ASCII.self).contains("/Subtype /Image"))
        let pdfFile = try folder.write(pdfOutput, to: "scene.pdf")
        let pdfResult = try ExternalTool.run("pdftoppm", ["-r", "144", "-png", "-singlefile", pdfFile.path, folder.file("pdf").path])
        try #require(pdfResult.status == 0, "pdftoppm: \(pdfResult.stderr)")
        rasters.append(("pdf output", try DecodedPNG(contentsOf: folder.file("pdf.png")), 2))
        for (name, raster, scale) in rasters {
            for origin in [(0.0, 0.0), (40.0, 0.0), (0.0, 40.0)] {
                #expect(raster.pixel(atPoint: origin.0 + 5, origin.1 + 5, scale: scale) == green, "\(name) at \(origin)")
                #expect(raster.pixel(atPoint: origin.0 + 30, origin.1 + 15, scale: scale) == Self.white, "\(name) at \(origin)")
            }
        }
    }

    /// The same scene gives the same bytes twice in one process in PNG, PDF, text-mode and
    /// outlined SVG, although Cairo numbers surfaces process-wide: a group opacity and a blur,
    /// which librsvg draws through intermediate surfaces, and a PDF page. Outlined SVG (Cairo's
    /// SVG surface) names such surfaces and images by that process-wide number, which
    /// `SVGRenderer` renumbers in document order.
    @Test func everyOutputIsTheSameBytesEachTime() throws {
        let svg = Self.svg(
            "width=\"40\" height=\"20\"",
            body: "<defs><filter id=\"b\"><feGaussianBlur stdDeviation=\"2\"/></filter></defs>"
                + "<g opacity=\"0.5\"><rect width=\"20\" height=\"10\" fill=\"#f00\" filter=\"url(#b)\"/></g>")
        let scene = Self.scene([
            Self.view(Rect(x: 0, y: 0, width: 40, height: 20), try Self.image(svg)),
            Self.view(Rect(x: 0, y: 20, width: 40, height: 20), try Self.image(Self.pdf), cornerRadius: 4),
        ])
        func outputs() throws -> [[UInt8]] {
            let renderer = SVGRenderer(measurer: SceneFixture.measurer)
            return [
                try SceneFixture.png(scene, scale: 2),
                try PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "t", creator: "c"),
                try renderer.render(scene, title: "t")[0],
                try renderer.render(scene, textMode: .outlined, title: "t")[0],
            ]
        }
        let first = try outputs()
        let second = try outputs()
        for index in first.indices { #expect(first[index] == second[index], "output \(index)") }
        // The renumbered ids still name what refers to them: one image, used once; the group
        // librsvg drew through; each vector image's drawing, defined once and used; the page group.
        let outlined = String(decoding: first[3], as: UTF8.self)
        #expect(outlined.contains(#"<image id="image1""#) && outlined.contains(##"<use xlink:href="#image1"/>"##))
        #expect(outlined.contains(#"<g id="surface1""#) && outlined.contains(##"<use xlink:href="#surface1" mask="url(#mask0)"/>"##))
        #expect(outlined.contains(#"<g id="surface2" clip-path="url(#clip1)">"#) && outlined.contains(##"<use xlink:href="#surface2"/>"##))
        #expect(outlined.contains(#"<g id="surface3""#) && outlined.contains(##"<use xlink:href="#surface3" transform="matrix(1,0,0,1,0,20)"/>"##))
        #expect(outlined.contains(#"<g id="surface4">"#))
    }

    /// One SVG of 400 coloured squares (about 20 KB) shown by 40 views: PDF and outlined SVG
    /// output hold its drawing once (a recording Cairo writes as one form XObject, or one `<g>`
    /// in `<defs>`), so 40 views make a document hardly larger than one view does, where drawing
    /// each view anew made it about 40 times larger; poppler draws the PDF with exactly the pixels
    /// of the per-view drawing.
    @Test(.requires(.pdftoppm)) func vectorImagesAreDrawnOncePerDocument() throws {
        let squares = (0..<400).map { index in
            "<rect x=\"\(index % 20 * 2)\" y=\"\(index / 20)\" width=\"2\" height=\"1\" fill=\"#\(String(format: "%02x%02x%02x", index % 256, index * 7 % 256, 255 - index % 256))\"/>"
        }
        let image = try Self.image(Self.svg("width=\"40\" height=\"20\"", body: squares.joined()))
        func scene(_ count: Int) -> RenderScene {
            RenderScene(
                size: Size(width: 80, height: 40 * 20), background: .white,
                items: (0..<count).map { .image(Self.view(Rect(x: 10, y: Double($0) * 20, width: 60, height: 20), image)) })
        }
        func pdf(_ count: Int, once: Bool = true) throws -> [UInt8] {
            var renderer = PDFRenderer(measurer: SceneFixture.measurer)
            renderer.drawsVectorImagesOnce = once
            return try renderer.render(scene(count), title: "reuse", creator: "test")
        }
        let (one, forty, fortyAnew) = (try pdf(1), try pdf(40), try pdf(40, once: false))
        #expect(forty.count < one.count + 40 * 200, "\(one.count) → \(forty.count) bytes")
        #expect(fortyAnew.count > 4 * forty.count, "each view drawing anew: \(fortyAnew.count) bytes, once: \(forty.count)")
        #expect(try pdf(40) == forty)
        let svg = SVGRenderer(measurer: SceneFixture.measurer)
        let outlinedOne = try svg.render(scene(1), textMode: .outlined, title: "reuse")[0]
        let outlinedForty = try svg.render(scene(40), textMode: .outlined, title: "reuse")[0]
        #expect(outlinedForty.count < outlinedOne.count + 40 * 200, "\(outlinedOne.count) → \(outlinedForty.count) bytes")
        #expect(try svg.render(scene(40), textMode: .outlined, title: "reuse")[0] == outlinedForty)

        let folder = try ScratchFolder("vector-reuse")
        var rasters: [DecodedPNG] = []
        for (name, bytes) in [("once", forty), ("anew", fortyAnew)] {
            let file = try folder.write(bytes, to: "\(name).pdf")
            let result = try ExternalTool.run("pdftoppm", ["-r", "144", "-png", "-singlefile", file.path, folder.file(name).path])
            try #require(result.status == 0, "pdftoppm: \(result.stderr)")
            rasters.append(try DecodedPNG(contentsOf: folder.file("\(name).png")))
        }
        #expect(rasters[0].width == rasters[1].width && rasters[0].height == rasters[1].height)
        let differing = (0..<rasters[0].height).reduce(0) { count, y in
            count + (0..<rasters[0].width).filter { rasters[0].raw($0, y) != rasters[1].raw($0, y) }.count
        }
        #expect(differing == 0)
        #expect(rasters[0].pixel(atPoint: 10.5, 780.5, scale: 2) == RGBA(0, 0, 255))
    }
}
