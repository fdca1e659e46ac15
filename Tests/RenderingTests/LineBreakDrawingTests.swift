import CPangoCairo
import DynamicType
import Layout
import Spec
import TestSupport
import Testing
import TextEngineTestSupport

@testable import Rendering
@testable import TextEngine

/// Line-break tailoring as drawn: the characters it inserts draw nothing (the line-breaking
/// rules themselves are the text engine's, in TextEngineTests/LineBreakingTests).
@Suite struct LineBreakDrawingTests {
    typealias F = MeasurerFixture

    /// The no-break space and the character inserted after it draw exactly as a space does, and
    /// the inserted character adds no width to a narrow no-break space either.
    @Test func aNoBreakSpaceDrawsAsASpace() throws {
        func image(_ text: String) throws -> DecodedPNG {
            let request = TextMeasurementRequest(text: text, font: Font(pointSize: 17), width: 300)
            let item = TextItem(frame: Rect(x: 10, y: 10, width: 300, height: 30), request: request, lineCount: 1, color: .black)
            return try SceneFixture.image(RenderScene(size: Size(width: 320, height: 50), background: .white, items: [.text(item)]), scale: 2)
        }
        let spaces = try image("Prix : 19,99 € ?")
        #expect(try image("Prix\u{A0}: 19,99\u{A0}€\u{A0}?").rgb == spaces.rgb)
        #expect(spaces.rgb.contains { $0 != 0xFF_FFFF }, "the text draws")
        let narrow = "25\u{202F}°C, 19,99\u{202F}€"
        let request = TextMeasurementRequest(text: narrow, font: Font(pointSize: 17), width: .infinity)
        let untailored = F.measurer.withLayout { pango in
            pango.configure(for: request)
            pango_layout_set_text(pango.layout, narrow, -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(pango.layout, nil, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
        #expect(LineBreakTailoring(narrow).text != narrow)
        #expect(try F.measure(request).exactSize.width == untailored)
    }
}
