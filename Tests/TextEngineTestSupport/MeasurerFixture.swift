import DynamicType
import Foundation
import Layout
import Spec
import TextEngine

/// One shared measurer over the default fonts, and helpers to build requests.
public enum MeasurerFixture {
    public static let library: FontLibrary = {
        do { return try FontLibrary.standard() } catch { fatalError("default fonts missing: \(error); run tools/bootstrap") }
    }()

    public static let measurer = PangoTextMeasurer(library: library)

    public static let paragraph = "Dynamic Type lets people choose the size of text on screen; layouts must adapt without truncating."

    public static func request(
        _ text: String, _ style: TextStyle = .body, _ category: ContentSizeCategory = .large, width: Double = 200,
        lines: Int = 0, mode: LineBreakMode = .wordWrap
    ) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: text, font: .preferred(style, category: category), width: width, maximumLines: lines, lineBreakMode: mode
        )
    }

    public static func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement {
        try measurer.measure(request)
    }
}
