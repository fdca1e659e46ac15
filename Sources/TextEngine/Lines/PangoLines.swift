import CPangoCairo
import Layout

/// Walks the first lines of a configured Pango layout with their positions in points: the
/// drawing and the SVG writer place lines the same way.
package enum PangoLines {
    /// Calls `body` with each of the first `count` lines of `pango` configured for `request`, its
    /// placement (x offset, direction, width) and its baseline relative to the label's top-left
    /// corner: baselines come from the request's ``LineBox``, as the measured height does.
    package static func forEach(
        in pango: PangoTextLayout, request: TextMeasurementRequest, count: Int,
        _ body: (_ line: UnsafeMutablePointer<PangoLayoutLine>, _ placement: PangoLinePlacement, _ baseline: Double) -> Void
    ) {
        guard let iterator = pango_layout_get_iter(pango.layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let box = pango.lineBox(for: request)
        let scale = Double(PANGO_SCALE)
        for index in 0..<count {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { return }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            body(line, PangoLinePlacement(line: line, x: Double(logical.x) / scale), box.baseline(ofLine: index))
            guard pango_layout_iter_next_line(iterator) != 0 else { return }
        }
    }

    /// The text a line shows: its runs' characters as the label has them (without the characters
    /// line-break tailoring inserted), "…" for an ellipsis run, and a trailing "-" where Pango
    /// hyphenated a word broken across lines.
    package static func visibleText(of line: UnsafeMutablePointer<PangoLayoutLine>, in pango: PangoTextLayout) -> String {
        guard let textPointer = pango_layout_get_text(pango.layout) else { return "" }
        let bytes = UnsafeRawPointer(textPointer).assumingMemoryBound(to: UInt8.self)
        var text = ""
        var run = line.pointee.runs
        while let node = run {
            if let glyphItem = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = glyphItem.pointee.item {
                if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                    text += "…"
                } else {
                    let start = Int(item.pointee.offset)
                    let length = Int(item.pointee.length)
                    text += pango.tailoring.originalText(in: start..<start + length)
                }
            }
            run = node.pointee.next
        }
        if endsWithInsertedHyphen(line, in: pango.layout, text: bytes) { text += "-" }
        return text
    }

    private static func endsWithInsertedHyphen(_ line: UnsafeMutablePointer<PangoLayoutLine>, in layout: OpaquePointer, text: UnsafePointer<UInt8>)
        -> Bool
    {
        let end = Int(line.pointee.start_index + line.pointee.length)
        let total = Int(strlen(UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self)))
        guard end < total, end > 0 else { return false }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return false }
        let characterOffset = Int(
            g_utf8_pointer_to_offset(
                UnsafeRawPointer(text).assumingMemoryBound(to: CChar.self), UnsafeRawPointer(text + end).assumingMemoryBound(to: CChar.self)))
        guard characterOffset < Int(attributeCount) else { return false }
        return attributes[characterOffset].break_inserts_hyphen != 0
    }
}
