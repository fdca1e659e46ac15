import CPangoCairo

extension PangoLines {
    /// The families of the fonts drawing the line's runs: `primary` first, then the others in the
    /// order of `fallback` (families not in it last, as met). A viewer given this list picks, for
    /// each character, the font Pango picked.
    package static func families(of line: UnsafeMutablePointer<PangoLayoutLine>, primary: String, fallback: [String]) -> [String] {
        var families = [primary]
        var run = line.pointee.runs
        while let node = run {
            if let font = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item?.pointee.analysis.font,
                let description = pango_font_describe(font)
            {
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
