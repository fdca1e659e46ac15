import CPangoCairo

extension PangoLines {
    /// How far to move a line Pango placed in a layout `layoutWidth` wide so that it sits in the
    /// label's frame, `frameWidth` wide. Pango right-aligns a right-to-left paragraph (auto
    /// direction with left alignment), as UIKit's natural alignment does, but within the width
    /// the text was broken at; the label may be narrower (it hugs its text), so such a line moves
    /// to end at the frame's right edge. Left-to-right lines, and text laid out without a width
    /// limit, stay where they are.
    static func naturalAlignmentOffset(of line: UnsafeMutablePointer<PangoLayoutLine>, layoutWidth: Double, frameWidth: Double) -> Double {
        guard layoutWidth.isFinite, pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL else { return 0 }
        return frameWidth - layoutWidth
    }

    /// Where the line Pango placed at `x` in `item`'s layout starts, in scene points: in a
    /// right-to-left interface every line ends at the frame's right edge, as
    /// `NSTextAlignment.natural` right-aligns all text in a right-to-left localization, whatever
    /// its script; left to right, as ``naturalAlignmentOffset(of:layoutWidth:frameWidth:)`` says.
    static func left(of line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, in item: TextItem) -> Double {
        guard item.layoutDirection == .rightToLeft else {
            return item.frame.x + x + naturalAlignmentOffset(of: line, layoutWidth: item.request.width, frameWidth: item.frame.width)
        }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return item.frame.maxX - Double(logical.width) / Double(PANGO_SCALE)
    }

    /// The families of the fonts drawing the line's runs: `primary` first, then the others in the
    /// order of `fallback` (families not in it last, as met). A viewer given this list picks, for
    /// each character, the font Pango picked.
    static func families(of line: UnsafeMutablePointer<PangoLayoutLine>, primary: String, fallback: [String]) -> [String] {
        var families = [primary]
        var run = line.pointee.runs
        while let node = run {
            if let font = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item?.pointee.analysis.font,
               let description = pango_font_describe(font) {
                if let name = pango_font_description_get_family(description).map({ String(cString: $0) }), !families.contains(name) {
                    families.append(name)
                }
                pango_font_description_free(description)
            }
            run = node.pointee.next
        }
        let rank = { (family: String) in fallback.firstIndex(of: family) ?? fallback.count }
        return [primary] + families.dropFirst().enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }
}
