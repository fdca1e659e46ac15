import Rendering

/// Expected | diff | actual side by side, on a neutral grey, for reviewing a failure at a glance.
public enum Triptych {
    static let gap = 12
    static let grey: [UInt8] = [128, 128, 128, 255]

    /// The three images left to right, top-aligned; images of different sizes are padded.
    public static func compose(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let parts = [expected, diff, actual]
        let width = parts.map(\.width).reduce(0, +) + gap * 4
        let height = (parts.map(\.height).max() ?? 0) + gap * 2
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) { pixels.replaceSubrange(index..<index + 4, with: grey) }
        var left = gap
        for part in parts {
            for row in 0..<part.height {
                let source = row * part.width * 4
                let target = ((row + gap) * width + left) * 4
                pixels.replaceSubrange(target..<target + part.width * 4, with: part.pixels[source..<source + part.width * 4])
            }
            left += part.width + gap
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
