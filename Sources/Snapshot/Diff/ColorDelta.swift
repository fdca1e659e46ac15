/// pixelmatch's colour distance between two RGBA pixels: the squared YIQ distance of
/// Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC transmission color
/// space in mobile applications" (2010), after compositing semi-transparent pixels.
///
/// Every expression keeps pixelmatch's operand order, so the floating-point results, and with
/// them the counts, are bit for bit those of the JavaScript.
enum ColorDelta {
    /// The signed squared YIQ distance between pixel `k` of `img1` and pixel `m` of `img2` (byte
    /// offsets): positive when `img2`'s pixel is as bright or brighter, negative when it is darker.
    @inline(__always)
    static func yiq(_ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        guard let (dr, dg, db) = channelDeltas(img1, img2, k, m, checkerboard: checkerboard) else { return 0 }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference alone, pixel `k` minus pixel `m` of one image.
    @inline(__always)
    static func brightness(_ img: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool) -> Double {
        guard let (dr, dg, db) = channelDeltas(img, img, k, m, checkerboard: checkerboard) else { return 0 }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The R, G and B differences, or nil when the pixels are equal. When either pixel is
    /// semi-transparent both are composited over a background first: `(c1·a1 − c2·a2 − bg·(a1 − a2)) / 255`.
    @inline(__always)
    private static func channelDeltas(
        _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, checkerboard: Bool
    ) -> (Double, Double, Double)? {
        let r1 = Int(img1[k])
        let g1 = Int(img1[k &+ 1])
        let b1 = Int(img1[k &+ 2])
        let a1 = Int(img1[k &+ 3])
        let r2 = Int(img2[m])
        let g2 = Int(img2[m &+ 1])
        let b2 = Int(img2[m &+ 2])
        let a2 = Int(img2[m &+ 3])
        let da = a1 &- a2
        guard r1 != r2 || g1 != g2 || b1 != b2 || da != 0 else { return nil }
        guard a1 < 255 || a2 < 255 else { return (Double(r1 &- r2), Double(g1 &- g2), Double(b1 &- b2)) }
        let (rb, gb, bb) = checkerboard ? background(k) : (255, 255, 255)
        return (
            Double(r1 &* a1 &- r2 &* a2 &- rb &* da) / 255,
            Double(g1 &* a1 &- g2 &* a2 &- gb &* da) / 255,
            Double(b1 &* a1 &- b2 &* a2 &- bb &* da) / 255
        )
    }

    /// pixelmatch v7's pseudo-random checkerboard: grey 48 or 207 per channel, picked by the byte
    /// offset `k` as `k % 2`, `(k / φ | 0) % 2` and `(k / φ² | 0) % 2` (`| 0` is JavaScript's
    /// conversion to a 32-bit integer, reproduced for offsets past 2³¹).
    @inline(__always)
    private static func background(_ k: Int) -> (Int, Int, Int) {
        let offset = Double(k)
        let green = Int(Int32(truncatingIfNeeded: Int64(offset / 1.618033988749895)) % 2)
        let blue = Int(Int32(truncatingIfNeeded: Int64(offset / 2.618033988749895)) % 2)
        return (48 &+ 159 &* (k % 2), 48 &+ 159 &* green, 48 &+ 159 &* blue)
    }
}
