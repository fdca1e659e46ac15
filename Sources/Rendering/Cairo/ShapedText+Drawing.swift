import CPangoCairo
import TextEngine

extension ShapedText {
    /// Draws the lines of `item` (whose request and line count these shapes are) on `cr` in its
    /// current source colour. Thread-safe: cairo alone, no Pango.
    func draw(_ item: TextItem, on cr: OpaquePointer) {
        var glyphs: [cairo_glyph_t] = []
        for line in lines {
            cairo_move_to(cr, line.placement.left(in: item), item.frame.y + line.baseline)
            // Pango starts from the current point as cairo keeps it (in fixed point).
            var originX = 0.0
            var originY = 0.0
            cairo_get_current_point(cr, &originX, &originY)
            for run in line.runs {
                let baseX = originX + Double(run.x) / Double(PANGO_SCALE)
                let baseY = originY + Double(run.y) / Double(PANGO_SCALE)
                glyphs.removeAll(keepingCapacity: true)
                for glyph in run.glyphs {
                    let x = baseX + Double(glyph.x) / Double(PANGO_SCALE)
                    let y = glyph.yOffset == 0 ? baseY : baseY + Double(glyph.yOffset) / Double(PANGO_SCALE)
                    glyphs.append(cairo_glyph_t(index: glyph.index, x: x, y: y))
                }
                cairo_save(cr)
                cairo_set_scaled_font(cr, run.font)
                cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
                cairo_restore(cr)
            }
        }
    }
}
