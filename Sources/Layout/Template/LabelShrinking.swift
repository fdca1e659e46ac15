import DynamicType
import Spec

/// `adjustsFontSizeToFitWidth`: the largest font scale at which a label's text fits, searched
/// between its `minimumScaleFactor` and 1 (docs/layout-rules.md, "Shrinking text to fit").
package enum LabelShrinking {
    /// The step between the scales tried. Apple documents no step (nor any search); ProofSheet
    /// tries every hundredth of the font's size, and the minimum scale itself.
    package static let scaleStep = 0.01

    /// The scales tried, smallest first: `minimum`, then every multiple of ``scaleStep`` above it,
    /// up to but not including 1.
    package static func candidates(above minimum: Double) -> [Double] {
        let steps = Int((1 / scaleStep).rounded())
        let first = Int((minimum / scaleStep).rounded(.down)) + 1
        return [minimum] + (max(first, 1)..<steps).map { Double($0) * scaleStep }.filter { $0 > minimum }
    }

    /// `font` at `scale` of its size (and of its fixed line height, if it has one).
    static func font(_ font: Font, scaledBy scale: Double) -> Font {
        var scaled = font
        scaled.pointSize = font.pointSize * scale
        scaled.lineHeight = font.lineHeight.map { $0 * scale }
        return scaled
    }

    /// The largest candidate scale at which `request` is not truncated, with its measurement;
    /// the minimum (truncated) when none fits. `request` is the full-size request, which did not
    /// fit. Binary search: a smaller font never needs more room.
    static func shrink(_ request: TextMeasurementRequest, minimumScale: Double, measurer: any TextMeasuring) throws
        -> (scale: Double, request: TextMeasurementRequest, measurement: TextMeasurement)
    {
        let scales = candidates(above: minimumScale)
        func attempt(_ scale: Double) throws -> (TextMeasurementRequest, TextMeasurement) {
            var scaled = request
            scaled.font = font(request.font, scaledBy: scale)
            return (scaled, try measurer.measure(scaled))
        }
        var best = try attempt(scales[0])
        var bestScale = scales[0]
        guard !best.1.isTruncated else { return (bestScale, best.0, best.1) }
        var low = 1
        var high = scales.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let tried = try attempt(scales[middle])
            if tried.1.isTruncated {
                high = middle - 1
            } else {
                best = tried
                bestScale = scales[middle]
                low = middle + 1
            }
        }
        return (bestScale, best.0, best.1)
    }
}
