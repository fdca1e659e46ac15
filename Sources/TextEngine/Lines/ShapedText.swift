import CPangoCairo
import Layout

/// A text item's lines as cairo glyphs: shaped by Pango once, under the Pango lock, then drawn
/// by cairo alone on any thread. Drawing makes exactly the calls `pango_cairo_show_layout_line`
/// makes on an image surface (Pango 1.50's renderer: a run at its start offset and rise, each
/// glyph at its advance plus offset, `cairo_show_glyphs` with the run's scaled font), so the
/// pixels are Pango's. Text with a glyph only Pango draws (a missing character's hex box, a font
/// cairo cannot use) keeps Pango's own drawing.
package final class ShapedText: @unchecked Sendable {
    /// What the shapes are cached by: the request and how many of its lines are drawn.
    struct Key: TextCacheKey {
        var request: TextMeasurementRequest
        var lineCount: Int
    }

    /// One run of glyphs in one font.
    package struct Run {
        /// Retained for as long as the shapes live; released in deinit.
        package let font: OpaquePointer
        /// The run's start from the line's origin (after Pango's start offset), in Pango units.
        package let x: Int
        /// The run's rise, negated (down is positive), in Pango units.
        package let y: Int
        package let glyphs: [Glyph]
    }

    package struct Glyph {
        package let index: UInt
        /// From the run's start: the advances before it plus its own x offset, in Pango units.
        package let x: Int
        package let yOffset: Int
    }

    package struct Line {
        package let placement: PangoLinePlacement
        /// From the label's top, in points (the request's line box).
        package let baseline: Double
        package let runs: [Run]
    }

    package let lines: [Line]
    /// Whether a glyph needs Pango's own drawing, so the text is drawn by Pango under the lock.
    package let needsPango: Bool

    /// The first `lineCount` lines of `request` from `pango`, already configured for it (empty
    /// text needs no configuring); call only under the Pango lock.
    init(request: TextMeasurementRequest, lineCount: Int, configured pango: PangoTextLayout) {
        var lines: [Line] = []
        var needsPango = false
        if !request.text.isEmpty, lineCount > 0 {
            PangoLines.forEach(in: pango, request: request, count: lineCount) { line, placement, baseline in
                var runs: [Run] = []
                var xOffset = 0
                var node = line.pointee.runs
                while let current = node {
                    node = current.pointee.next
                    guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                        let item = run.item, let glyphs = run.glyphs
                    else { continue }
                    xOffset += Int(run.start_x_offset)
                    let runX = xOffset
                    var position = 0
                    var shaped: [Glyph] = []
                    shaped.reserveCapacity(Int(glyphs.pointee.num_glyphs))
                    for index in 0..<Int(glyphs.pointee.num_glyphs) {
                        let info = glyphs.pointee.glyphs[index]
                        defer { position += Int(info.geometry.width) }
                        guard info.glyph != PANGO_GLYPH_EMPTY else { continue }
                        if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
                            // Pango draws no hex box for an unknown space; any other needs Pango.
                            if info.glyph != (0x20 | PANGO_GLYPH_UNKNOWN_FLAG) { needsPango = true }
                            continue
                        }
                        shaped.append(Glyph(index: UInt(info.glyph), x: position + Int(info.geometry.x_offset), yOffset: Int(info.geometry.y_offset)))
                    }
                    let font = item.pointee.analysis.font.flatMap { pango_cairo_font_get_scaled_font(OpaquePointer($0)) }
                    if let font, cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS {
                        runs.append(Run(font: cairo_scaled_font_reference(font), x: runX, y: -Int(run.y_offset), glyphs: shaped))
                    } else {
                        needsPango = true
                    }
                    xOffset += position + Int(run.end_x_offset)
                }
                lines.append(Line(placement: placement, baseline: baseline, runs: runs))
            }
        }
        self.lines = lines
        self.needsPango = needsPango
    }

    deinit {
        for line in lines { for run in line.runs { cairo_scaled_font_destroy(run.font) } }
    }
}
