/// pixelmatch's anti-aliasing test, after Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009): a pixel is anti-aliasing when it lies on an intensity slope between a darker
/// and a brighter neighbour, and one of those two sits in a flat area in both images.
struct AntialiasingDetector {
    let width: Int
    let height: Int
    let checkerboard: Bool

    /// Whether pixel (`x1`, `y1`) of `img` is likely anti-aliasing. `words` and `otherWords` are
    /// the 32-bit pixels of `img` and of the image it is compared with.
    func isAntialiased(
        _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, words: UnsafeRawPointer, otherWords: UnsafeRawPointer
    ) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        // A pixel on the border starts with one neighbour counted as equal.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var min = 0.0
        var max = 0.0
        var minX = 0
        var minY = 0
        var maxX = 0
        var maxY = 0

        // The neighbours column by column, as pixelmatch visits them (this order breaks ties).
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = ColorDelta.brightness(img, pos, (y * width + x) * 4, checkerboard: checkerboard)
                if delta == 0 {
                    zeroes += 1
                    // More than two equal neighbours: a flat area, not anti-aliasing.
                    if zeroes > 2 { return false }
                } else if delta < min {
                    min = delta
                    minX = x
                    minY = y
                } else if delta > max {
                    max = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        // Not between a darker and a brighter neighbour.
        if min == 0 || max == 0 { return false }

        return (hasManySiblings(words, minX, minY) && hasManySiblings(otherWords, minX, minY))
            || (hasManySiblings(words, maxX, maxY) && hasManySiblings(otherWords, maxX, maxY))
    }

    /// Whether pixel (`x1`, `y1`) has three or more neighbours of exactly its RGBA value (a
    /// border pixel starts with one).
    private func hasManySiblings(_ words: UnsafeRawPointer, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1)
        let y2 = min(y1 + 1, height - 1)
        let value = words.loadUnaligned(fromByteOffset: (y1 * width + x1) * 4, as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if words.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == value { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
