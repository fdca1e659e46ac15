import Foundation
import ImageIO
import Layout
import ProofSheet
import Rendering
import Snapshot
import Spec
import TestSupport
import Testing
import Variants

/// Images a spec shows (docs/images.md): read once when the renderer is made, their size in
/// points the size of a view without one, bad files spec errors at the `source` key, and their
/// bytes part of the fingerprints of exactly the screens that show them.
@Suite struct ImageSourceTests {
    static let spec = """
        name: Photos
        screens:
          - name: avatars
            devices: [iPhone SE]
            layout: {kind: list}
            cell:
              stack:
                axis: horizontal
                items:
                  - image: {source: ana@2x.png, cornerRadius: circle}
                  - label: {text: "{name}", style: body}
            items: [{name: Ana}]
          - name: plain
            devices: [iPhone SE]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{text}", style: body}}]}}
            items: [{text: Hello}]

        """

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("image-sources") }

    /// Writes the spec and a 120 × 80 pixel `ana@2x.png` of `colour`; returns the spec's path.
    func write(spec: String = Self.spec, colour: (UInt8, UInt8, UInt8, UInt8) = (200, 40, 90, 255)) throws -> String {
        _ = try scratch.write(try PNGEncoder.encode(RGBAImage(width: 120, height: 80, filledWith: colour)), to: "ana@2x.png")
        return try scratch.write(Array(spec.utf8), to: "photos.yaml").path
    }

    @Test func aViewWithoutASizeTakesTheImageSizeInPoints() throws {
        let renderer = try VariantRenderer(specPath: try write())
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["avatars"], categories: [.large])).first)
        let layout = try renderer.layout(variant)
        let image = try #require(layout.elements.first?.content.images.first)
        #expect(image.size == Size(width: 60, height: 40))
        let shown = try #require(layout.elements.first?.content.imageContents.first ?? nil)
        #expect(shown == PlacedImage(source: "ana@2x.png", contentMode: .scaleToFill, cornerRadius: 20, clipsToBounds: true))
        // Drawn: the middle of the view is the image's colour.
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
        let scene = try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 2))
        let origin = try #require(scene.contentOrigin)
        let element = try #require(layout.elements.first)
        let png = try DecodedPNG(png: pages[0])
        let centre = png.pixel(atPoint: origin.x + element.frame.minX + image.midX, origin.y + element.frame.minY + image.midY, scale: 2)
        #expect(centre == RGBA(200, 40, 90))
    }

    func error(_ spec: String, imageBytes: [UInt8]?) throws -> SpecError {
        if let imageBytes { _ = try scratch.write(imageBytes, to: "ana@2x.png") }
        let path = try scratch.write(Array(spec.utf8), to: "photos.yaml").path
        return try #require(throws: SpecError.self) { try VariantRenderer(specPath: path) }
    }

    @Test func badImagesAreSpecErrorsAtTheirSource() throws {
        let missing = try error(Self.spec.replacingOccurrences(of: "ana@2x.png", with: "bob.png"), imageBytes: nil)
        #expect(missing.keyPath == "screens[0].cell.stack.items[0].image.source")
        #expect(missing.line == 10)
        #expect(missing.problem.hasPrefix("cannot show the image 'bob.png': "))
        #expect(missing.problem.lowercased().contains("no such file"))

        let text = try error(Self.spec, imageBytes: Array("not a picture".utf8))
        #expect(text.problem.hasPrefix("cannot show the image 'ana@2x.png': not a PNG, JPEG, SVG or PDF image"))

        var bomb = try PNGEncoder.encode(RGBAImage(width: 1, height: 1, filledWith: (0, 0, 0, 255)))
        bomb.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x9C, 0x40])
        let large = try error(Self.spec, imageBytes: bomb)
        #expect(large.problem.contains("40000 × 40000 pixels, more than the limit of 33554432 pixels"))
    }

    /// An SVG source sizes a view without a size to its own size in points (its viewBox here; an
    /// `@2x` in a vector file's name changes nothing) and is drawn; an SVG or PDF that cannot be
    /// read is a spec error at its source with the reason.
    @Test func svgAndPDFSourcesAreSizedDrawnAndCheckedLikeRasterOnes() throws {
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30 15\"><rect width=\"30\" height=\"15\" fill=\"#c8285a\"/></svg>"
        _ = try scratch.write(Array(svg.utf8), to: "icon@2x.svg")
        let spec = Self.spec.replacingOccurrences(of: "ana@2x.png", with: "icon@2x.svg")
        let renderer = try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "photos.yaml").path)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["avatars"], categories: [.large])).first)
        let layout = try renderer.layout(variant)
        let element = try #require(layout.elements.first)
        let image = try #require(element.content.images.first)
        #expect(image.size == Size(width: 30, height: 15))
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 3)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 3)).contentOrigin)
        let png = try DecodedPNG(png: pages[0])
        #expect(
            png.pixel(atPoint: origin.x + element.frame.minX + image.midX, origin.y + element.frame.minY + image.midY, scale: 3) == RGBA(200, 40, 90))

        _ = try scratch.write(Array(svg.prefix(40).utf8), to: "icon@2x.svg")
        let broken = try error(spec, imageBytes: nil)
        #expect(broken.keyPath == "screens[0].cell.stack.items[0].image.source")
        #expect(broken.line == 10)
        #expect(broken.problem.hasPrefix("cannot show the image 'icon@2x.svg': the SVG file cannot be read: "))
        _ = try scratch.write(Array("%PDF-1.7\n%%EOF\n".utf8), to: "page.pdf")
        let pdf = try error(Self.spec.replacingOccurrences(of: "ana@2x.png", with: "page.pdf"), imageBytes: nil)
        #expect(pdf.problem.hasPrefix("cannot show the image 'page.pdf': the PDF file cannot be read: "))
    }

    /// An image SVG that refers to anything outside itself (another file, `file:`, the network,
    /// through href, xlink:href, CSS url(…) or @import) is refused at its source, naming the
    /// reference; `data:` URIs and `#fragments` are inside the document and fine.
    @Test(arguments: [
        ("<image href=\"quad.png\" width=\"4\" height=\"4\"/>", "quad.png"),
        ("<image xlink:href=\"file:///etc/passwd\" width=\"4\" height=\"4\"/>", "file:///etc/passwd"),
        ("<image xlink:href = 'http://example.com/a.png' width=\"4\" height=\"4\"/>", "http://example.com/a.png"),
        ("<rect width=\"4\" height=\"4\" style=\"fill: URL( 'pattern.svg#p' )\"/>", "pattern.svg#p"),
        ("<style>@import \"theme.css\";</style>", "theme.css"),
        ("<style>@import url(https://example.com/a.css);</style>", "https://example.com/a.css"),
    ])
    func svgsReferringOutsideThemselvesAreRefused(element: String, reference: String) throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 30 15">\
            <rect width="30" height="15" fill="url(#paint)"/>\(element)</svg>
            """
        _ = try scratch.write(Array(svg.utf8), to: "icon.svg")
        let refused = try error(Self.spec.replacingOccurrences(of: "ana@2x.png", with: "icon.svg"), imageBytes: nil)
        #expect(refused.keyPath == "screens[0].cell.stack.items[0].image.source")
        #expect(refused.line == 10)
        #expect(
            refused.problem
                == "cannot show the image 'icon.svg': the SVG file refers to '\(reference)' outside itself; images may only use data: URIs and #fragments"
        )
    }

    @Test func svgsReferringToDataURIsAndFragmentsAreShown() throws {
        let pixel =
            "data:image/png;base64," + Data(try PNGEncoder.encode(RGBAImage(width: 1, height: 1, filledWith: (0, 0, 255, 255)))).base64EncodedString()
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 30 15">\
            <defs><linearGradient id="paint"><stop offset="0" stop-color="#c8285a"/></linearGradient></defs>\
            <rect id="box" width="30" height="15" fill="url(#paint)"/><use href="#box"/><use xlink:href='#box'/>\
            <style>rect { fill: url( "#paint" ) }</style><image href="\(pixel)" width="1" height="1"/></svg>
            """
        _ = try scratch.write(Array(svg.utf8), to: "icon.svg")
        let spec = Self.spec.replacingOccurrences(of: "ana@2x.png", with: "icon.svg")
        let renderer = try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "photos.yaml").path)
        #expect(renderer.images.images["icon.svg"]?.pointSize == Size(width: 30, height: 15))
    }

    /// A FIFO is not a regular file (it would read as empty); a truncated PNG says it is
    /// truncated; librsvg's reason is one line, its line breaks joined with "; ".
    @Test func unreadableImagesSayWhy() throws {
        let fifo = scratch.file("pipe.png")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let pipe = try error(Self.spec.replacingOccurrences(of: "ana@2x.png", with: "pipe.png"), imageBytes: nil)
        #expect(pipe.problem == "cannot show the image 'pipe.png': is not a regular file (a FIFO, a socket or a device)")

        let png = try PNGEncoder.encode(RGBAImage(width: 120, height: 80, filledWith: (200, 40, 90, 255)))
        let truncated = try error(Self.spec, imageBytes: Array(png.prefix(png.count - 30)))
        #expect(truncated.problem == "cannot show the image 'ana@2x.png': truncated (read beyond end of data)")

        _ = try scratch.write(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 30 15\"><rect".utf8), to: "icon.svg")
        let broken = try error(Self.spec.replacingOccurrences(of: "ana@2x.png", with: "icon.svg"), imageBytes: nil)
        #expect(broken.problem.hasPrefix("cannot show the image 'icon.svg': the SVG file cannot be read: "))
        #expect(!broken.problem.contains("\n") && !broken.problem.contains("\\n") && !broken.problem.hasSuffix(" "), "\(broken.problem)")
    }

    /// One template, each item's own file through `{photo}`: every file is read, each cell
    /// shows its item's image at that image's size, and a file that cannot be shown is an error
    /// at the item that names it.
    @Test func itemsShowTheirOwnImagesThroughAField() throws {
        let spec = """
            name: Photos
            screens:
              - name: people
                devices: [iPhone SE]
                layout: {kind: list}
                cell:
                  stack:
                    axis: horizontal
                    items:
                      - image: {source: "{photo}"}
                      - label: {text: "{name}", style: body}
                items: [{name: Ana, photo: ana@2x.png}, {name: Bob, photo: bob.png}]

            """
        _ = try scratch.write(try PNGEncoder.encode(RGBAImage(width: 120, height: 80, filledWith: (200, 40, 90, 255))), to: "ana@2x.png")
        _ = try scratch.write(try PNGEncoder.encode(RGBAImage(width: 30, height: 20, filledWith: (20, 60, 220, 255))), to: "bob.png")
        let renderer = try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "people.yaml").path)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large])).first)
        let layout = try renderer.layout(variant)
        let cells = layout.elements.filter { $0.kind == .cell }
        #expect(cells.compactMap { $0.content.imageContents.first??.source } == ["ana@2x.png", "bob.png"])
        #expect(cells.compactMap(\.content.images.first).map(\.size) == [Size(width: 60, height: 40), Size(width: 30, height: 20)])
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 2)).contentOrigin)
        let png = try DecodedPNG(png: pages[0])
        // Laid out content is in the screen's coordinates.
        let centres = try cells.map { cell in
            let image = try #require(cell.content.images.first)
            return png.pixel(atPoint: origin.x + image.midX, origin.y + image.midY, scale: 2)
        }
        #expect(centres == [RGBA(200, 40, 90), RGBA(20, 60, 220)])

        let missing = try error(spec.replacingOccurrences(of: "photo: bob.png", with: "photo: bobby.png"), imageBytes: nil)
        #expect(missing.keyPath == "screens[0].items[1]")
        #expect(missing.line == 12)
        #expect(missing.problem.hasPrefix("cannot show the image 'bobby.png' (cell.stack.items[0].image.source): "))
    }

    /// The fingerprints of the screen that shows an image change with its bytes; the other
    /// screen's do not, nor do they change from before images existed (no image, nothing added).
    @Test func changingAnImageChangesTheFingerprintsOfItsScreenOnly() throws {
        func fingerprints(_ colour: (UInt8, UInt8, UInt8, UInt8)) throws -> [String: String] {
            let renderer = try VariantRenderer(specPath: try write(colour: colour))
            let environment = RenderEnvironment.current(fontFiles: renderer.measurer.library.files)
            let fingerprints = VariantFingerprints(renderer: renderer, scale: 2, environment: environment, build: "build")
            let variants = VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [.large, .extraSmall]))
            return try Dictionary(
                uniqueKeysWithValues: variants.map { (BaselineName(suite: renderer.suite.name, variant: $0, scale: 2).name, try fingerprints.of($0)) }
            )
        }
        let before = try fingerprints((200, 40, 90, 255))
        #expect(before.count == 4)
        #expect(try fingerprints((200, 40, 90, 255)) == before)
        let after = try fingerprints((200, 40, 91, 255))
        #expect(Set(before.keys.filter { before[$0] != after[$0] }) == Set(before.keys.filter { $0.hasPrefix("photos/avatars/") }))
        #expect(before.keys.filter { $0.hasPrefix("photos/avatars/") }.count == 2)
    }

    /// A camera JPEG tagged with EXIF orientation 6 (stored 16 × 24 pixels, turned 90° clockwise
    /// to show) sizes a view without a size to its upright size, 24 × 16 points, and is drawn
    /// upright: its top-left block red, its bottom-right block near black (as UIImage shows it).
    @Test func jpegsAreShownInTheirEXIFOrientation() throws {
        let jpeg = Array(try Data(contentsOf: Repository.url("Tests/Fixtures/Images/orientation-6.jpg")))
        _ = try scratch.write(jpeg, to: "photo.jpg")
        let spec = Self.spec.replacingOccurrences(of: "{source: ana@2x.png, cornerRadius: circle}", with: "{source: photo.jpg}")
        let renderer = try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "photos.yaml").path)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["avatars"], categories: [.large])).first)
        let layout = try renderer.layout(variant)
        let element = try #require(layout.elements.first)
        let image = try #require(element.content.images.first)
        #expect(image.size == Size(width: 24, height: 16))
        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 1)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 1)).contentOrigin)
        let png = try DecodedPNG(png: pages[0])
        let x = origin.x + element.frame.minX + image.minX
        let y = origin.y + element.frame.minY + image.minY
        let topLeft = png.pixel(atPoint: x + 4, y + 4, scale: 1)
        let bottomRight = png.pixel(atPoint: x + 20, y + 12, scale: 1)
        #expect(topLeft.r > 200 && topLeft.g < 50 && topLeft.b < 50, "\(topLeft)")
        #expect(bottomRight.r < 40 && bottomRight.g < 40 && bottomRight.b < 40, "\(bottomRight)")
    }

    /// An image SVG whose filters may cost librsvg more than `SVGFilterCost.limit` pixel
    /// operations (here 50 chained dilations of radius 20 over a 100 × 100 image: more than a
    /// minute of librsvg, `timeout 60 rsvg-convert -z 3` did not finish) is a spec error at its source, naming the estimate and the limit; one blur over
    /// the same image is drawn.
    @Test func expensiveSVGFiltersAreRefusedAtTheirSource() throws {
        func svg(_ primitives: String, uses: Int = 1) -> String {
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\"><filter id=\"f\">\(primitives)</filter>"
                + String(repeating: "<rect width=\"100\" height=\"100\" fill=\"red\" filter=\"url(#f)\"/>", count: uses) + "</svg>"
        }
        let spec = Self.spec.replacingOccurrences(of: "ana@2x.png", with: "shadow.svg")
        _ = try scratch.write(Array(svg("<feGaussianBlur stdDeviation=\"4\"/><feOffset dx=\"2\"/>").utf8), to: "shadow.svg")
        _ = try VariantRenderer(specPath: try scratch.write(Array(spec.utf8), to: "photos.yaml").path)

        _ = try scratch.write(Array(svg(String(repeating: "<feMorphology operator=\"dilate\" radius=\"20\"/>", count: 50)).utf8), to: "shadow.svg")
        let chained = try error(spec, imageBytes: nil)
        #expect(chained.keyPath == "screens[0].cell.stack.items[0].image.source")
        #expect(chained.line == 10)
        // 50 primitives of weight 128 × 4 (a radius of 60 pixels at @3x), once, over 300 × 300 pixels.
        #expect(
            chained.problem
                == "cannot show the image 'shadow.svg': the SVG file's filters may cost 2304000000 pixel operations to draw (1 filter uses × primitive weight 25600 × 90000 pixels at @3x), more than the limit of 67108864; use fewer or cheaper filters (feMorphology weighs 128 or more), or a raster image"
        )
        // Many uses of one blur: 1000 × 1 × 90000.
        _ = try scratch.write(Array(svg("<feGaussianBlur stdDeviation=\"4\"/>", uses: 1000).utf8), to: "shadow.svg")
        #expect(try error(spec, imageBytes: nil).problem.contains("may cost 90000000 pixel operations"))
        // A style that may give every element the filter counts once per element.
        let styled =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\"><style>rect { filter: url(#f) }</style>"
            + "<filter id=\"f\"><feGaussianBlur stdDeviation=\"4\"/></filter>" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 3000)
            + "</svg>"
        _ = try scratch.write(Array(styled.utf8), to: "shadow.svg")
        #expect(try error(spec, imageBytes: nil).problem.contains("more than the limit of 67108864"))
        // Entities could repeat a primitive the text does not show.
        let entities = "<!DOCTYPE svg [<!ENTITY b \"<feGaussianBlur stdDeviation='4'/>\">]>" + svg("&b;&b;")
        _ = try scratch.write(Array(entities.utf8), to: "shadow.svg")
        #expect(
            try error(spec, imageBytes: nil).problem.hasSuffix(
                "declares XML entities and has filters, whose cost cannot then be bounded before drawing"))
    }
}
