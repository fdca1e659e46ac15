import DynamicType
import Foundation
import Layout
import Spec
import TextEngine

/// One shared measurer over the default fonts, and helpers to build requests.
package enum MeasurerFixture {
    package static let library: FontLibrary = {
        do { return try FontLibrary.standard() } catch { fatalError("default fonts missing: \(error); run tools/bootstrap") }
    }()

    package static let measurer = PangoTextMeasurer(library: library)

    package static let paragraph = "Dynamic Type lets people choose the size of text on screen; layouts must adapt without truncating."

    package static func request(
        _ text: String, _ style: TextStyle = .body, _ category: ContentSizeCategory = .large, width: Double = 200,
        lines: Int = 0, mode: LineBreakMode = .wordWrap
    ) -> TextMeasurementRequest {
        TextMeasurementRequest(
            text: text, font: .preferred(style, category: category), width: width, maximumLines: lines, lineBreakMode: mode
        )
    }

    package static func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement {
        try measurer.measure(request)
    }
}
