/// A decoded image: 8-bit RGBA, straight (not premultiplied) alpha, rows top to bottom with no
/// padding, the layout pixelmatch works on.
package struct RGBAImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel.
    package var pixels: [UInt8]

    /// An image from raw RGBA bytes; `pixels.count` must be `width * height * 4`.
    package init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "RGBA buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image filled with one colour.
    package init(width: Int, height: Int, filledWith rgba: (UInt8, UInt8, UInt8, UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = rgba.0
            pixels[index + 1] = rgba.1
            pixels[index + 2] = rgba.2
            pixels[index + 3] = rgba.3
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension RGBAImage {
    /// Every pixel has alpha 255, so the image can be stored without an alpha channel.
    package var isOpaque: Bool {
        pixels.withUnsafeBytes { raw in
            // The alpha byte of an RGBA word read in the machine's byte order; ANDed over every
            // pixel, without an early exit, so the loop stays branch-free.
            let alphaMask = UInt32(bigEndian: 0x0000_00FF)
            var all = alphaMask
            for offset in stride(from: 0, to: raw.count, by: 4) {
                all &= raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            }
            return all == alphaMask
        }
    }
}
