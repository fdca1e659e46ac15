import CPangoCairo
import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing
import TextEngine
import TextEngineTestSupport

@testable import Rendering

/// Text drawn from cached shapes, without the Pango lock, is Pango's own drawing pixel for pixel,
/// on any number of threads at once; glyphs only Pango draws keep Pango's drawing.
@Suite struct ShapedTextTests {
    typealias F = MeasurerFixture

    static let texts: [(text: String, width: Double, lines: Int, mode: LineBreakMode, kern: Double)] = [
        ("Dynamic Type lets people choose the size of text", 120, 0, .wordWrap, 0),
        ("Tracking spreads every letter apart", 160, 0, .wordWrap, 1.5),
        ("مرحبا بالعالم، هذا نص عربي طويل يلتف على عدة أسطر", 140, 0, .wordWrap, 0),
        ("Mixed English and עברית in one line", 300, 0, .wordWrap, 0),
        ("👍🏽 family 👨‍👩‍👧 flags 🇩🇪 emoji", 300, 0, .wordWrap, 0),
        ("言語と地域の設定を変更します", 90, 0, .wordWrap, 0),
        ("भाषा और क्षेत्र", 200, 0, .wordWrap, 0),
        ("A long title truncated at its tail by the label", 150, 1, .truncateTail, 0),
        ("A long title truncated in its middle by the label", 150, 1, .truncateMiddle, 0),
        ("Two lines only, then it clips the rest of the words here", 110, 2, .wordWrap, 0),
    ]

    /// The text drawn on a white 3x image: by the shapes, or by Pango as the painter did before.
    static func pixels(_ text: TextItem, byShapes: Bool) -> [UInt8] {
        let width = Int32((text.frame.maxX + 10) * 3)
        let height = Int32((text.frame.maxY + 10) * 3)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, 3, 3)
        cairo_set_source_rgb(cr, 0.1, 0.2, 0.3)
        if byShapes {
            F.measurer.shaped(text.request, lineCount: text.lineCount).draw(text, on: cr)
        } else {
            F.measurer.withLayout { pango in
                pango.configure(for: text.request)
                PangoLines.forEach(in: pango, request: text.request, count: text.lineCount) { line, placement, baseline in
                    cairo_move_to(cr, placement.left(in: text), text.frame.y + baseline)
                    pango_cairo_show_layout_line(cr, line)
                }
            }
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(surface)) * Int(height)))
    }

    static func items(layoutDirection: LayoutDirection = .leftToRight) throws -> [TextItem] {
        try texts.map { sample in
            var request = TextMeasurementRequest(
                text: sample.text, font: .preferred(.body, category: .large), width: sample.width, maximumLines: sample.lines,
                lineBreakMode: sample.mode
            )
            request.paragraph.kern = sample.kern
            request.font.family = try F.library.resolveFamily(request.font.family)
            let measured = try F.measure(request)
            return TextItem(
                frame: Rect(x: 7.25, y: 5.5, width: measured.size.width, height: measured.size.height), request: request,
                lineCount: measured.lineCount,
                color: .black, layoutDirection: layoutDirection
            )
        }
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func shapesDrawWhatPangoDraws(direction: LayoutDirection) throws {
        for item in try Self.items(layoutDirection: direction) {
            #expect(!F.measurer.shaped(item.request, lineCount: item.lineCount).needsPango, "\(item.request.text)")
            let pango = Self.pixels(item, byShapes: false)
            #expect(pango.contains { $0 != 0xFF }, "\(item.request.text) draws")
            #expect(Self.pixels(item, byShapes: true) == pango, "\(item.request.text)")
        }
    }

    /// Eight threads drawing every sample at once, twice over, give the one-thread pixels.
    @Test func shapesDrawTheSameOnManyThreads() throws {
        let items = try Self.items()
        let alone = items.map { Self.pixels($0, byShapes: true) }
        let together = try onThreads(8, count: items.count * 2) { index in Self.pixels(items[index % items.count], byShapes: true) }
        for (index, pixels) in together.enumerated() { #expect(pixels == alone[index % items.count], "\(items[index % items.count].request.text)") }
    }

    /// A character no font has is a hex box only Pango draws: such text keeps Pango's drawing.
    @Test func aMissingGlyphKeepsPangosDrawing() throws {
        var request = TextMeasurementRequest(text: "Tap \u{F8FF} to pay", font: .preferred(.body, category: .large), width: 300)
        request.font.family = try F.library.resolveFamily(request.font.family)
        #expect(F.measurer.shaped(request, lineCount: 1).needsPango)
        var spaced = request
        spaced.text = "Tap to pay"
        #expect(!F.measurer.shaped(spaced, lineCount: 1).needsPango)
    }
}
