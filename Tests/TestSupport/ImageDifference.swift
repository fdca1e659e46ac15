import Foundation

/// How two renders of the same scene differ, tolerating antialiasing and glyphs rounded to a
/// neighbouring pixel: a pixel of one image is consistent with the other when each channel lies
/// within the range the other image has in the 3 x 3 pixels around it, widened by `threshold`.
/// A pixel counts as different unless it is consistent both ways. An edge pixel shaded a little
/// differently passes; a missing fill, a wrong colour or missing text does not, because there the
/// other image's whole neighbourhood is another colour.
package struct ImageDifference: Sendable, CustomStringConvertible {
    /// Pixels that are not consistent with the other image both ways.
    package var differing: Int
    /// Pixels in each image.
    package var total: Int
    /// The largest channel difference between pixels at the same position.
    package var largest: Int

    /// `differing` as a fraction of `total`.
    package var fraction: Double { Double(differing) / Double(total) }

    /// Compares two opaque images of the same size.
    package init(_ a: DecodedPNG, _ b: DecodedPNG, threshold: Int) {
        precondition(a.width == b.width && a.height == b.height, "\(a.width)x\(a.height) vs \(b.width)x\(b.height)")
        let width = a.width
        let height = a.height
        var differing = 0
        var largest = 0
        a.rgb.withUnsafeBufferPointer { first in
            b.rgb.withUnsafeBufferPointer { second in
                func consistent(_ pixel: UInt32, with image: UnsafeBufferPointer<UInt32>, _ x: Int, _ y: Int) -> Bool {
                    for shift in [16 as UInt32, 8, 0] {
                        let value = Int((pixel >> shift) & 0xFF)
                        var low = 255
                        var high = 0
                        for ny in max(0, y - 1)...min(height - 1, y + 1) {
                            for nx in max(0, x - 1)...min(width - 1, x + 1) {
                                let other = Int((image[ny * width + nx] >> shift) & 0xFF)
                                low = min(low, other)
                                high = max(high, other)
                            }
                        }
                        if value < low - threshold || value > high + threshold { return false }
                    }
                    return true
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let p = first[y * width + x]
                        let q = second[y * width + x]
                        if p == q { continue }
                        let direct = max(
                            abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)), abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)),
                            abs(Int(p & 0xFF) - Int(q & 0xFF))
                        )
                        largest = max(largest, direct)
                        if direct <= threshold { continue }
                        if !consistent(p, with: second, x, y) || !consistent(q, with: first, x, y) { differing += 1 }
                    }
                }
            }
        }
        self.differing = differing
        self.total = width * height
        self.largest = largest
    }

    package var description: String {
        String(
            format: "%d of %d pixels (%.3f%%) differ beyond the tolerance; largest direct difference %d", differing, total, fraction * 100, largest)
    }
}
