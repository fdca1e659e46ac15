import ImageIO

/// Expected | diff | actual side by side, on a neutral grey, for reviewing a failure at a glance.
package enum Triptych {
    static let gap = 12
    /// The background's red, green and blue; it is opaque.
    static let grey: UInt8 = 128

    /// The three images left to right, top-aligned; images of different sizes are padded.
    package static func compose(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let parts = [expected, diff, actual]
        let width = parts.map(\.width).reduce(0, +) + gap * 4
        let height = (parts.map(\.height).max() ?? 0) + gap * 2
        // Every byte grey, then every alpha byte opaque. Filling pixel by pixel with
        // replaceSubrange took 11 % of a check whose variants all changed.
        var pixels = [UInt8](repeating: grey, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { canvas in
            for alpha in stride(from: 3, to: canvas.count, by: 4) { canvas[alpha] = 255 }
            var left = gap
            for part in parts {
                part.pixels.withUnsafeBufferPointer { source in
                    for row in 0..<part.height {
                        let from = row * part.width * 4
                        let to = ((row + gap) * width + left) * 4
                        _ = UnsafeMutableBufferPointer(rebasing: canvas[to..<to + part.width * 4]).update(
                            fromContentsOf: source[from..<from + part.width * 4])
                    }
                }
                left += part.width + gap
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
