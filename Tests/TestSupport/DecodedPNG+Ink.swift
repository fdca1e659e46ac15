/// Where text landed in a decoded image: ink is any pixel more than a threshold away from the
/// background colour.
extension DecodedPNG {
    /// The rows of `area` holding a pixel more than `threshold` away from `background`.
    package func inkRows(in area: PixelRect, background: RGBA, threshold: Int = 24) -> [Int] {
        (max(0, area.minY)..<min(height, area.maxY)).filter { y in
            (max(0, area.minX)..<min(width, area.maxX)).contains { self[$0, y].distance(to: background) > threshold }
        }
    }

    /// How many runs of ink rows `area` has, runs closer than `minimumGap` rows counting as one
    /// (an i's dot and its stem): one per line of text, as lines of a label never touch.
    package func inkBands(in area: PixelRect, background: RGBA, minimumGap: Int, threshold: Int = 24) -> Int {
        let rows = inkRows(in: area, background: background, threshold: threshold)
        return zip(rows, rows.dropFirst()).filter { $1 - $0 - 1 >= minimumGap }.count + (rows.isEmpty ? 0 : 1)
    }

    /// The smallest pixel rectangle holding every ink pixel of `area`, or nil without ink.
    package func inkBounds(in area: PixelRect, background: RGBA, threshold: Int = 24) -> PixelRect? {
        var bounds: PixelRect?
        for y in max(0, area.minY)..<min(height, area.maxY) {
            for x in max(0, area.minX)..<min(width, area.maxX) where self[x, y].distance(to: background) > threshold {
                if var found = bounds {
                    found.minX = min(found.minX, x)
                    found.minY = min(found.minY, y)
                    found.maxX = max(found.maxX, x + 1)
                    found.maxY = max(found.maxY, y + 1)
                    bounds = found
                } else {
                    bounds = PixelRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
                }
            }
        }
        return bounds
    }

    /// The pixel of `area` farthest from `background`: a fully covered glyph pixel, the text's
    /// own colour, when the text is large enough to have one.
    package func strongestInk(in area: PixelRect, background: RGBA) -> RGBA? {
        var best: (RGBA, Int)?
        for y in max(0, area.minY)..<min(height, area.maxY) {
            for x in max(0, area.minX)..<min(width, area.maxX) {
                let pixel = self[x, y]
                let distance = pixel.distance(to: background)
                if distance > (best?.1 ?? 0) { best = (pixel, distance) }
            }
        }
        return best?.0
    }
}
