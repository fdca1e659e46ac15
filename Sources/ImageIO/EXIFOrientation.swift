import CExif

/// A JPEG's EXIF Orientation (tag 0x0112, values 1 to 8): how the stored pixels are turned to
/// show the picture upright, as UIImage applies it through `imageOrientation`
/// (`UIImage.Orientation`: up, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored,
/// left). Read with libexif; a missing, malformed or out-of-range value is ``up`` (1).
package enum EXIFOrientation: Int, CaseIterable, Sendable {
    /// 1: shown as stored.
    case up = 1
    /// 2: mirrored left to right.
    case upMirrored = 2
    /// 3: turned 180°.
    case down = 3
    /// 4: mirrored top to bottom.
    case downMirrored = 4
    /// 5: the stored rows are the shown columns, top to bottom (a transpose).
    case leftMirrored = 5
    /// 6: turned 90° clockwise to show (a phone held upright, its camera's usual tag).
    case right = 6
    /// 7: a transpose across the other diagonal.
    case rightMirrored = 7
    /// 8: turned 90° counter-clockwise to show.
    case left = 8

    /// The orientation the EXIF block of `jpeg` states; ``up`` when there is none or it is not 1...8.
    package init(jpeg: [UInt8]) {
        let value = jpeg.withUnsafeBufferPointer { buffer in
            ps_exif_orientation(buffer.baseAddress, UInt32(clamping: buffer.count))
        }
        self = EXIFOrientation(rawValue: Int(value)) ?? .up
    }

    /// Whether the shown width is the stored height (5 to 8).
    package var swapsWidthAndHeight: Bool { rawValue >= 5 }

    /// `image`'s stored pixels turned upright: the shown size is `height × width` for 5 to 8.
    package func applied(to image: RGBAImage) -> RGBAImage {
        guard self != .up else { return image }
        let width = image.width
        let height = image.height
        let shownWidth = swapsWidthAndHeight ? height : width
        let shownHeight = swapsWidthAndHeight ? width : height
        var pixels = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<shownHeight {
                    for x in 0..<shownWidth {
                        let (sourceX, sourceY) = storedPixel(x: x, y: y, width: width, height: height)
                        let from = (sourceY * width + sourceX) * 4
                        let to = (y * shownWidth + x) * 4
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                        target[to + 3] = source[from + 3]
                    }
                }
            }
        }
        return RGBAImage(width: shownWidth, height: shownHeight, pixels: pixels)
    }

    /// The stored pixel shown at (`x`, `y`) of the upright picture, for a stored `width × height`
    /// image (EXIF 2.3, tag 0x0112: where the stored 0th row and 0th column are shown).
    private func storedPixel(x: Int, y: Int, width: Int, height: Int) -> (Int, Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, height - 1 - x)
        case .rightMirrored: (width - 1 - y, height - 1 - x)
        case .left: (width - 1 - y, x)
        }
    }
}
