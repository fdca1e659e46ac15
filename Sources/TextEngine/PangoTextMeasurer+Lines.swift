import Layout

extension PangoTextMeasurer {
    /// Where the text of `request` breaks into lines: one range of `request.text` per line shown
    /// (at most `maximumLines` when that is set), in order, laid out exactly as ``measure(_:)``
    /// lays it out. A range holds the characters the line starts with up to the next line's
    /// start, so a space a line ends in belongs to that line; ranges are contiguous and the last
    /// one ends at the end of the text unless lines were cut. A truncated line's range is the
    /// text Pango placed on it before ellipsizing. Never cached: meant for tests and tools that
    /// compare line breaks.
    package func lineRanges(for request: TextMeasurementRequest) throws -> [Range<String.Index>] {
        let resolved = try resolvedForLayout(request)
        let text = request.text
        guard !text.isEmpty else { return [] }
        let tailoring = LineBreakTailoring(text)
        return withLayout { pango in
            pango.configure(for: resolved)
            let total = pango.lineCount
            let shown = request.maximumLines > 0 ? min(total, request.maximumLines) : total
            let starts = pango.lineStarts(count: shown).map { text.utf8.index(text.utf8.startIndex, offsetBy: tailoring.originalOffset($0)) }
            let ends = starts.dropFirst() + [text.endIndex]
            return zip(starts, ends).map { $0..<$1 }
        }
    }
}
