import CPangoCairo
import DynamicType
import Foundation
import Layout
import Synchronization

/// Measures text with Pango, using the same layout configuration the painter draws with.
///
/// Thread-safe: each call borrows a `PangoTextLayout` from a pool (Pango objects are not
/// thread-safe; the font configuration they share is). Results are cached by request.
public final class PangoTextMeasurer: TextMeasuring {
    public let library: FontLibrary
    private let pool: Mutex<[PangoTextLayout]> = Mutex([])
    private let cache: TextMeasurementCache?

    /// - Parameter caching: keep results keyed by request (default on).
    public init(library: FontLibrary, caching: Bool = true) {
        self.library = library
        self.cache = caching ? TextMeasurementCache() : nil
    }

    public func measure(_ request: TextMeasurementRequest) throws -> TextMeasurement {
        if let cached = cache?[request] { return cached }
        var resolved = request
        resolved.font.family = try library.resolveFamily(request.font.family)
        let result = withLayout { measureUncached(resolved, with: $0) }
        cache?[request] = result
        return result
    }

    /// Runs `body` with a layout from the pool, creating one when all are in use.
    func withLayout<T>(_ body: (PangoTextLayout) -> T) -> T {
        let layout = pool.withLock { $0.popLast() } ?? PangoTextLayout(library: library)
        defer { pool.withLock { $0.append(layout) } }
        return body(layout)
    }

    private func measureUncached(_ request: TextMeasurementRequest, with pango: PangoTextLayout) -> TextMeasurement {
        guard !request.text.isEmpty else { return .empty }
        pango.configure(for: request)
        let layout = pango.layout
        let totalLines = Int(pango_layout_get_line_count(layout))
        let clipsLines = !request.lineBreakMode.isTruncating && request.maximumLines > 0 && totalLines > request.maximumLines
        let shownLines = clipsLines ? request.maximumLines : totalLines

        // Height runs to the bottom of the last shown line; width is the widest shown line.
        var width: Int32 = 0
        var bottom: Int32 = 0
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        for index in 0..<shownLines {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            width = max(width, logical.width)
            var lineTop: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &lineTop, &bottom)
            if index < shownLines - 1 { pango_layout_iter_next_line(iterator) }
        }
        let scale = Double(PANGO_SCALE)
        return TextMeasurement(
            size: Size(width: (Double(width) / scale).rounded(.up), height: (Double(bottom) / scale).rounded(.up)),
            lineCount: shownLines,
            isTruncated: clipsLines || pango_layout_is_ellipsized(layout) != 0
        )
    }
}

