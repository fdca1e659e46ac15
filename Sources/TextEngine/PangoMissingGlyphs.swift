import CPangoCairo

/// Finds the characters no loaded font can draw. Pango shapes such a character as an "unknown"
/// glyph, which it draws as a hex box, and keeps the character's code point in the glyph value.
enum PangoMissingGlyphs {
    /// `PANGO_GLYPH_UNKNOWN_FLAG`: the bit marking an unknown glyph (the C macro is a cast Swift
    /// does not import).
    private static let unknownFlag: PangoGlyph = 0x1000_0000
    /// `PANGO_GLYPH_INVALID_INPUT`: invalid UTF-8, which has the flag set but no character.
    private static let invalidInput: PangoGlyph = 0xFFFF_FFFF

    /// The characters drawn as unknown glyphs in the first `lineCount` lines of `layout`, each
    /// once, in the order they are met.
    static func characters(in layout: OpaquePointer, lineCount: Int) -> [Unicode.Scalar] {
        var found: [Unicode.Scalar] = []
        var lines = pango_layout_get_lines_readonly(layout)
        for _ in 0..<lineCount {
            guard let node = lines, let line = node.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { break }
            var run = line.pointee.runs
            while let runNode = run {
                if let glyphs = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs {
                    for index in 0..<Int(glyphs.pointee.num_glyphs) {
                        let glyph = glyphs.pointee.glyphs[index].glyph
                        guard glyph & unknownFlag != 0, glyph != invalidInput,
                            let scalar = Unicode.Scalar(glyph & ~unknownFlag), !found.contains(scalar)
                        else { continue }
                        found.append(scalar)
                    }
                }
                run = runNode.pointee.next
            }
            lines = node.pointee.next
        }
        return found
    }
}
