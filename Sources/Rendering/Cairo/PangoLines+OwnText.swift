import CPangoCairo
import TextEngine

extension PangoLines {
    /// Draws `line` of `pango` (configured for its label) at the current point, as
    /// `pango_cairo_show_layout_line` does. On a surface that keeps text beside its glyphs (PDF),
    /// each run's text is the label's own, without the characters line-break tailoring inserted
    /// (``LineBreakTailoring/untailored(range:clusters:rightToLeft:)``), so that copying or
    /// searching the document finds the label's text. The glyphs and their positions are Pango's,
    /// as `pango_cairo_show_layout_line` places them (a run at its start offset and rise), so the
    /// drawing is the same; text that was not tailored is drawn by Pango itself.
    static func show(_ line: UnsafeMutablePointer<PangoLayoutLine>, in pango: PangoTextLayout, on cr: OpaquePointer) {
        let tailoring = pango.tailoring
        guard !tailoring.insertions.isEmpty, cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) != 0 else {
            pango_cairo_show_layout_line(cr, line)
            return
        }
        var originX = 0.0
        var originY = 0.0
        cairo_get_current_point(cr, &originX, &originY)
        let scale = Double(PANGO_SCALE)
        var x = 0
        tailoring.original.withCString { original in
            var node = line.pointee.runs
            while let current = node {
                node = current.pointee.next
                guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item,
                    let glyphs = run.pointee.glyphs
                else { continue }
                x += Int(run.pointee.start_x_offset)
                cairo_move_to(cr, originX + Double(x) / scale, originY - Double(run.pointee.y_offset) / scale)
                let clusters = (0..<Int(glyphs.pointee.num_glyphs)).map { Int(glyphs.pointee.log_clusters[$0]) }
                let range = Int(item.pointee.offset)..<Int(item.pointee.offset + item.pointee.length)
                if let own = tailoring.untailored(range: range, clusters: clusters, rightToLeft: item.pointee.analysis.level % 2 == 1) {
                    // The same run (a copy: the layout's own is left as it is) pointing into the
                    // label's text.
                    let copy = pango_glyph_item_copy(run)!
                    copy.pointee.item.pointee.offset = Int32(own.range.lowerBound)
                    copy.pointee.item.pointee.length = Int32(own.range.count)
                    copy.pointee.item.pointee.num_chars = Int32(g_utf8_strlen(original + own.range.lowerBound, own.range.count))
                    for (index, cluster) in own.clusters.enumerated() { copy.pointee.glyphs.pointee.log_clusters[index] = Int32(cluster) }
                    pango_cairo_show_glyph_item(cr, original, copy)
                    pango_glyph_item_free(copy)
                } else {
                    // Inserted characters only: glyphs that draw nothing, and no text.
                    pango_cairo_show_glyph_string(cr, item.pointee.analysis.font, glyphs)
                }
                x += Int(pango_glyph_string_get_width(glyphs)) + Int(run.pointee.end_x_offset)
            }
        }
    }
}
