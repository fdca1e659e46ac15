import DynamicType
import Foundation
import Layout
import ProofSheetSupport
import Spec
import Synchronization

/// Measures text with Pango, using the same layout configuration the painter draws with.
///
/// Thread-safe: uncached measurements run one at a time under `PangoAccess`; results are cached
/// by request in a sharded cache that threads read concurrently. So are the lines a painter
/// draws (``shaped(_:lineCount:)``), so that drawing text needs no lock.
package final class PangoTextMeasurer: TextMeasuring {
    package let library: FontLibrary
    private let layout: PangoTextLayout
    private let cache: TextMeasurementCache<TextMeasurementRequest, TextMeasurement>?
    private let shapes = TextMeasurementCache<ShapedText.Key, ShapedText>()
    /// How many requests missed the cache and were measured under the Pango lock (an empty text
    /// among them, though Pango is not asked to lay it out).
    let uncachedMeasurements = Atomic<Int>(0)

    /// - Parameter caching: keep results keyed by request (default on).
    package init(library: FontLibrary, caching: Bool = true) {
        self.library = library
        self.layout = PangoTextLayout(library: library)
        self.cache = caching ? TextMeasurementCache() : nil
    }

    package func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement {
        if let cached = cache?[request] { return cached }
        let resolved = try resolvedForLayout(request)
        return withLayout { pango in
            // Another thread may have measured it while this one waited for the lock (threads
            // laying out a variant's light and dark appearances at once ask for the same texts).
            if let cached = cache?[request] { return cached }
            uncachedMeasurements.add(1, ordering: .relaxed)
            let measurement = measureUncached(resolved, with: pango)
            // A label draws the lines it measured: shape them while the layout is set for them,
            // so drawing them later needs no second layout under the lock.
            let key = ShapedText.Key(request: resolved, lineCount: measurement.lineCount)
            if shapes[key] == nil { shapes[key] = ShapedText(request: resolved, lineCount: measurement.lineCount, configured: pango) }
            cache?[request] = measurement
            return measurement
        }
    }

    /// `request` with its family spelled as the font library spells it, or an error when it
    /// cannot be laid out.
    func resolvedForLayout(_ request: TextMeasurementRequest) throws -> TextMeasurementRequest {
        if let problem = request.problem { throw TextMeasurementError("cannot measure \(request.text.quoted): \(problem)") }
        var resolved = request
        resolved.font.family = try library.resolveFamily(request.font.family)
        return resolved
    }

    /// The first `lineCount` lines of `request` as glyphs, shaped once under the Pango lock and
    /// drawn without it (``ShapedText/draw(_:on:)``).
    package func shaped(_ request: TextMeasurementRequest, lineCount: Int) -> ShapedText {
        let key = ShapedText.Key(request: request, lineCount: lineCount)
        if let shaped = shapes[key] { return shaped }
        return withLayout { pango in
            if let shaped = shapes[key] { return shaped }
            pango.configure(for: request)
            let shaped = ShapedText(request: request, lineCount: lineCount, configured: pango)
            shapes[key] = shaped
            return shaped
        }
    }

    /// Runs `body` with this measurer's layout while no other thread uses Pango.
    package func withLayout<T>(_ body: (PangoTextLayout) -> T) -> T {
        PangoAccess.serialized { body(layout) }
    }

    private func measureUncached(_ request: TextMeasurementRequest, with pango: PangoTextLayout) -> TextMeasurement {
        guard !request.text.isEmpty else { return .empty }
        pango.configure(for: request)
        let totalLines = pango.lineCount
        let clipsLines = !request.lineBreakMode.isTruncating && request.maximumLines > 0 && totalLines > request.maximumLines
        let shownLines = clipsLines ? request.maximumLines : totalLines

        // Width is the widest shown line; height is the shown lines stacked by the line box.
        // Pango spaces tracked characters between each other; UIKit's kern also follows the last.
        let lineWidth = pango.widestLineWidth(count: shownLines) + (shownLines > 0 ? request.paragraph.kern : 0)
        let lineBox = pango.lineBox(for: request)
        let exact = Size(width: max(0, lineWidth), height: lineBox.height(ofLines: shownLines))
        return TextMeasurement(
            size: Size(width: ceilToPixel(exact.width, scale: request.displayScale), height: ceilToPixel(exact.height, scale: request.displayScale)),
            exactSize: exact,
            lineCount: shownLines,
            isTruncated: clipsLines || pango.isEllipsized,
            missingCharacters: PangoMissingGlyphs.characters(in: pango.layout, lineCount: shownLines),
            firstBaseline: lineBox.firstBaseline, lastBaseline: lineBox.baseline(ofLine: max(0, shownLines - 1))
        )
    }
}
