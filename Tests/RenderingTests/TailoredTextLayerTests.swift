import CPNG
import CPangoCairo
import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering
@testable import TextEngine

/// SVG text and the PDF's text layer hold each label's own characters, never the invisible ones
/// line-break tailoring gives Pango (U+200B, U+2060, U+FE00), so copying or searching a label
/// finds exactly its text; the glyphs and their places stay Pango's.
@Suite struct TailoredTextLayerTests {
    /// Texts that tailoring inserts into, and one with a zero width space and a word joiner of its
    /// own, which are the label's and stay.
    static let texts = [
        "Speed 120 km/h on 1990-07-14 at https://example.com/docs, see 12 / 05",
        "C:\\Users and localhost:8080; COVID-19 and 1-800-555-0199 Now!Go",
        "fichier\u{A0}? 15\u{202F}% / 18 %, and/or",
        "own\u{200B}break and word\u{2060}joiner in km/h",
    ]

    /// The characters tailoring inserts.
    static let inserted: Set<Unicode.Scalar> = [
        LineBreakTailoring.zeroWidthSpace, LineBreakTailoring.wordJoiner, LineBreakTailoring.noBreakSpaceExtender,
    ]

    /// A list of one label per text, narrow enough that every text wraps.
    static func scene(_ texts: [String] = texts) throws -> (labels: [PlacedLabel], scene: RenderScene) {
        let input = ScreenLayoutInput(
            kind: .list(), cell: CellTemplate(padding: EdgeInsets(all: 8), stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}"))])),
            sections: [ScreenLayoutInput.Section(items: texts.map { ["title": $0] })]
        )
        let layout = try SceneFixture.layout(input, width: 200, columns: 1)
        return (layout.labels.map(\.label), try SceneFixture.scene(input, layout))
    }

    @Test func everyTextIsTailoredAndWraps() throws {
        for text in Self.texts { #expect(!LineBreakTailoring(text).insertions.isEmpty, "\(text)") }
        let labels = try Self.scene().labels
        #expect(labels.map(\.text) == Self.texts)
        #expect(labels.allSatisfy { $0.lineCount > 1 }, "\(labels.map(\.lineCount))")
    }

    @Test func svgTextIsEachLabelsOwnText() throws {
        let (labels, scene) = try Self.scene()
        let page = try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "t")[0]
        let texts = try SVGElements(page).named("text")
        for label in labels {
            let lines = texts.filter { element in
                guard let y = element.number("y") else { return false }
                return y > label.frame.minY && y <= label.frame.maxY
            }
            #expect(lines.count == label.lineCount, "'\(label.text)'")
            #expect(lines.map(\.text).joined() == label.text)
        }
        let own = Set(Self.texts.joined().unicodeScalars)
        let stray = String(decoding: page, as: UTF8.self).unicodeScalars.filter { Self.inserted.contains($0) }
        #expect(
            stray.allSatisfy(own.contains) && stray.count == 2, "only the label's own U+200B and U+2060: \(stray.map { String($0.value, radix: 16) })"
        )
    }

    /// librsvg draws the SVG (its `<text>` without the inserted characters) as the PNG is drawn.
    @Test(.requires(.rsvgConvert))
    func rsvgDrawsTheSVGAsThePNG() throws {
        let scene = try Self.scene().scene
        let folder = try ScratchFolder("tailored-svg")
        let svg = try folder.write(SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "t")[0], to: "text.svg")
        let raster = folder.file("text.png")
        let result = try ExternalTool.run("rsvg-convert", ["--zoom", "2", svg.path, "--output", raster.path])
        try #require(result.status == 0, "rsvg-convert: \(result.stderr)")
        let difference = ImageDifference(
            try SceneFixture.image(scene, scale: 2), try DecodedPNG(contentsOf: raster), threshold: VectorRendererTests.rasterTolerance.threshold)
        #expect(difference.fraction <= VectorRendererTests.rasterTolerance.fraction, "\(difference)")
    }

    /// The PDF's text layer (each cluster's text, and the ActualText cairo writes for a cluster of
    /// text without glyphs) holds none of the inserted characters, where Pango's own drawing of
    /// the same lines puts them in; the glyphs are the same, so poppler draws both alike, pixel
    /// for pixel, and finds each label's text. (The texts without invisible characters of their
    /// own, which a text layer keeps.)
    @Test(.requires(.pdftotext, .pdfinfo, .pdftoppm))
    func pdfTextIsEachLabelsOwnTextWithPangosGlyphs() throws {
        let (labels, scene) = try Self.scene(Array(Self.texts.dropLast()))
        let folder = try ScratchFolder("tailored-pdf")
        let pdf = try folder.write(PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "t", creator: "c"), to: "own.pdf")
        let pango = try folder.write(Self.pangoDrawn(labels), to: "pango.pdf")

        #expect(try Self.insertedInTextLayer(of: Array(Data(contentsOf: pango))) > 0, "Pango's own drawing carries the inserted characters")
        #expect(try Self.insertedInTextLayer(of: Array(Data(contentsOf: pdf))) == 0)

        // pdftotext reflows: it may split a word at a kerning gap and joins a word broken after a
        // hyphen at a line end, so spaces and hyphens are left out of the comparison.
        let letters = { (text: String) in String(text.filter { !$0.isWhitespace && $0 != "-" }) }
        let text = letters(try ExternalTool.pdfText(pdf))
        for label in labels {
            #expect(text.contains(letters(label.text)), "'\(label.text)' not in \(text)")
        }

        // The labels alone, drawn both ways on pages of one size: the same pixels.
        let own = try folder.write(Self.drawn(labels, show: { line, pango, cr in PangoLines.show(line, in: pango, on: cr) }), to: "labels.pdf")
        var rasters: [DecodedPNG] = []
        for (name, file) in [("own", own), ("pango", pango)] {
            let result = try ExternalTool.run("pdftoppm", ["-r", "216", "-png", "-singlefile", file.path, folder.file(name).path])
            try #require(result.status == 0, "pdftoppm: \(result.stderr)")
            rasters.append(try DecodedPNG(contentsOf: folder.file("\(name).png")))
        }
        #expect(rasters[0].width == rasters[1].width && rasters[0].height == rasters[1].height)
        #expect(rasters[0].rgb == rasters[1].rgb, "\(ImageDifference(rasters[0], rasters[1], threshold: 0))")
        #expect(Set(rasters[0].rgb).count > 2, "the labels are drawn")
    }

    /// `labels` on one PDF page, each line drawn by `pango_cairo_show_layout_line` (Pango's own
    /// text layer: the tailored text).
    static func pangoDrawn(_ labels: [PlacedLabel]) throws -> [UInt8] {
        try drawn(labels) { line, _, cr in pango_cairo_show_layout_line(cr, line) }
    }

    /// `labels` on one PDF page, each line drawn by `show` at its place.
    static func drawn(
        _ labels: [PlacedLabel], show: (UnsafeMutablePointer<PangoLayoutLine>, PangoTextLayout, OpaquePointer) -> Void
    ) throws -> [UInt8] {
        let height = (labels.map(\.frame.maxY).max() ?? 0).rounded(.up)
        return try CairoStream.render({ cairo_pdf_surface_create_for_stream($0, $1, 200, height) }) { _, cr in
            for label in labels {
                let request = TextMeasurementRequest(
                    text: label.text, font: label.font, width: label.layoutWidth, maximumLines: label.maximumLines, lineBreakMode: label.lineBreakMode
                )
                SceneFixture.measurer.withLayout { pango in
                    pango.configure(for: request)
                    PangoLines.forEach(in: pango, request: request, count: label.lineCount) { line, placement, baseline in
                        cairo_move_to(cr, label.frame.x + placement.x, label.frame.y + baseline)
                        show(line, pango, cr)
                    }
                }
            }
        }
    }

    /// How many of the inserted characters a PDF's text layer holds: in its content streams'
    /// ActualText strings (UTF-16BE hex) and in its ToUnicode maps.
    static func insertedInTextLayer(of pdf: [UInt8]) throws -> Int {
        let codes = ["200b", "2060", "fe00"]
        var count = 0
        for stream in try inflatedStreams(of: pdf) {
            let text = String(decoding: stream, as: UTF8.self).lowercased()
            for code in codes {
                count += text.components(separatedBy: "<feff\(code)>").count - 1 + text.components(separatedBy: "<\(code)>").count - 1
            }
        }
        return count
    }

    /// The FlateDecode streams of a PDF, inflated.
    static func inflatedStreams(of pdf: [UInt8]) throws -> [[UInt8]] {
        let data = Data(pdf)
        var streams: [[UInt8]] = []
        var searchFrom = data.startIndex
        while let start = data.range(of: Data("stream\n".utf8), in: searchFrom..<data.endIndex),
            let end = data.range(of: Data("endstream".utf8), in: start.upperBound..<data.endIndex)
        {
            let compressed = Array(data[start.upperBound..<end.lowerBound])
            searchFrom = end.upperBound
            guard let inflater = libdeflate_alloc_decompressor() else { throw CocoaError(.fileReadUnknown) }
            defer { libdeflate_free_decompressor(inflater) }
            var capacity = max(1 << 16, compressed.count * 8)
            while capacity <= 1 << 28 {
                var output = [UInt8](repeating: 0, count: capacity)
                var written = 0
                let result = compressed.withUnsafeBytes { input in
                    output.withUnsafeMutableBytes {
                        libdeflate_zlib_decompress(inflater, input.baseAddress, input.count, $0.baseAddress, $0.count, &written)
                    }
                }
                if result == LIBDEFLATE_SUCCESS { streams.append(Array(output[..<written])) }
                if result != LIBDEFLATE_INSUFFICIENT_SPACE { break }
                capacity *= 4
            }
        }
        return streams
    }
}
