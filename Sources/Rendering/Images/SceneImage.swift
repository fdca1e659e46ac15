import ImageIO
import Layout
import ProofSheetSupport
import Spec

/// A decoded image ready to paint: its pixels premultiplied in Cairo's ARGB32 layout, its scale
/// (`name@2x.png` is 2, as `UIImage` reads it) and the SHA-256 of its file's bytes, which
/// identifies it (two images with the same bytes are equal, whatever their pixels' size); or a
/// vector image (SVG, PDF: ``vector``), which has no pixels and is drawn from its file.
package struct SceneImage: Hashable, Sendable {
    /// The hex SHA-256 of the file's bytes.
    package let digest: String
    package let pixelWidth: Int
    package let pixelHeight: Int
    /// Pixels per point.
    package let scale: Double
    /// `pixelWidth * pixelHeight` pixels, each a native-endian 32-bit premultiplied ARGB word
    /// (`CAIRO_FORMAT_ARGB32`, whose stride is `4 * pixelWidth`).
    package let argb: [UInt8]
    /// The file's bytes, which SVG output embeds as they are.
    package let file: [UInt8]
    /// The file's media type: `image/png`, `image/jpeg`, `image/svg+xml` or `application/pdf`.
    package let mediaType: String
    /// A vector image's format (it has no pixels: ``pixelWidth`` and ``pixelHeight`` are 0), or
    /// nil for a raster image.
    package let vector: VectorFormat?
    /// The image's size in points: pixels divided by its scale, or a vector image's own size.
    package let pointSize: Size
    /// What SVG output embeds (once per document) to show the image: the file itself, except a
    /// PDF's page as a PNG (SVG viewers show no PDF); its size in the units the `<image>` is
    /// scaled from.
    package let embedding: Embedding
    /// The colour a vector template image is drawn in (its drawing's alpha filled with it), or
    /// nil to draw its own colours; always nil for a raster image, which ``tinted(with:)`` recolours.
    package private(set) var tint: Color?

    /// A file an SVG document embeds, and its size.
    package struct Embedding: Sendable {
        package let mediaType: String
        package let bytes: [UInt8]
        package let width: Double
        package let height: Double
    }

    /// `image` (straight alpha RGBA) decoded from `file`, a file in `format`.
    package init(_ image: RGBAImage, scale: Double, file: [UInt8], format: ImageFileDecoder.Format) {
        digest = SHA256Digest.hex(of: file)
        self.file = file
        mediaType = format == .png ? "image/png" : "image/jpeg"
        self.scale = scale
        pixelWidth = image.width
        pixelHeight = image.height
        vector = nil
        pointSize = Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
        embedding = Embedding(mediaType: mediaType, bytes: file, width: Double(image.width), height: Double(image.height))
        var argb = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { rgba in
            argb.withUnsafeMutableBytes { out in
                for offset in stride(from: 0, to: rgba.count, by: 4) {
                    let alpha = UInt32(rgba[offset + 3])
                    func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                    let word =
                        alpha << 24 | premultiplied(rgba[offset]) << 16 | premultiplied(rgba[offset + 1]) << 8 | premultiplied(rgba[offset + 2])
                    out.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
                }
            }
        }
        self.argb = argb
    }

    /// A vector image of `size` points read from `file` in `format`, shown in SVG output by
    /// `embedding` (nil: the file itself).
    package init(vector format: VectorFormat, size: Size, file: [UInt8], embedding: Embedding?) {
        digest = SHA256Digest.hex(of: file)
        self.file = file
        mediaType = format.mediaType
        scale = 1
        pixelWidth = 0
        pixelHeight = 0
        argb = []
        vector = format
        pointSize = size
        self.embedding = embedding ?? Embedding(mediaType: format.mediaType, bytes: file, width: size.width, height: size.height)
    }

    /// The image as a template image is drawn (`UIImage.RenderingMode.alwaysTemplate`): every
    /// pixel `color`, at the image's alpha times the colour's; a PNG of those pixels is its file.
    /// A vector image keeps its file and is given ``tint``: every output draws its drawing as a
    /// mask of that colour, so it stays vector (docs/asset-catalogs.md).
    package func tinted(with color: Color) throws(RenderError) -> SceneImage {
        guard vector == nil else {
            var tinted = self
            tinted.tint = color
            return tinted
        }
        func byte(_ value: Double) -> UInt8 { UInt8((max(0, min(1, value)) * 255).rounded()) }
        let (red, green, blue) = (byte(color.red), byte(color.green), byte(color.blue))
        var rgba = [UInt8](repeating: 0, count: argb.count)
        argb.withUnsafeBytes { words in
            for offset in stride(from: 0, to: rgba.count, by: 4) {
                let alpha = Double(words.load(fromByteOffset: offset, as: UInt32.self) >> 24) / 255
                rgba[offset] = red
                rgba[offset + 1] = green
                rgba[offset + 2] = blue
                rgba[offset + 3] = byte(alpha * color.alpha)
            }
        }
        let image = RGBAImage(width: pixelWidth, height: pixelHeight, pixels: rgba)
        return SceneImage(image, scale: scale, file: try PNGEncoder.encode(image), format: .png)
    }

    /// The scale a file's name gives its image, as `UIImage` reads it: 2 for `avatar@2x.png`,
    /// 3 for `avatar@3x.jpg`, else 1.
    package static func scale(ofFileNamed name: String) -> Double {
        let stem =
            name.split(separator: "/").last.map { $0.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".") } ?? ""
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return Double(scale) }
        return 1
    }

    package static func == (lhs: SceneImage, rhs: SceneImage) -> Bool {
        lhs.digest == rhs.digest && lhs.scale == rhs.scale && lhs.tint == rhs.tint
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
        hasher.combine(scale)
        hasher.combine(tint)
    }
}

/// An image view as drawn: the view's frame, the image, how it is placed and clipped.
package struct ImageViewItem: Hashable, Sendable {
    /// The view's bounds, in scene points.
    package var frame: Rect
    package var image: SceneImage
    package var contentMode: ImageContentMode
    package var cornerRadius: Double
    package var clipsToBounds: Bool

    /// Where the image is drawn for the view's ``frame``, as `UIView.ContentMode` places it
    /// (docs/images.md): stretched, scaled to fit or to fill (centred), or at its own size at
    /// the centre, an edge or a corner.
    package var imageRect: Rect {
        let size = image.pointSize
        guard size.width > 0, size.height > 0 else { return Rect(origin: frame.origin, size: .zero) }
        var drawn = size
        switch contentMode {
        case .scaleToFill:
            return frame
        case .scaleAspectFit, .scaleAspectFill:
            let horizontal = frame.width / size.width
            let vertical = frame.height / size.height
            let factor = contentMode == .scaleAspectFit ? min(horizontal, vertical) : max(horizontal, vertical)
            drawn = Size(width: size.width * factor, height: size.height * factor)
        default:
            break
        }
        let centredX = frame.minX + (frame.width - drawn.width) / 2
        let centredY = frame.minY + (frame.height - drawn.height) / 2
        let x: Double =
            switch contentMode {
            case .left, .topLeft, .bottomLeft: frame.minX
            case .right, .topRight, .bottomRight: frame.maxX - drawn.width
            default: centredX
            }
        let y: Double =
            switch contentMode {
            case .top, .topLeft, .topRight: frame.minY
            case .bottom, .bottomLeft, .bottomRight: frame.maxY - drawn.height
            default: centredY
            }
        return Rect(x: x, y: y, width: drawn.width, height: drawn.height)
    }

    /// What the item can paint: the frame when clipped, else the frame and the image.
    package var bounds: Rect {
        let drawn = imageRect
        guard !clipsToBounds else { return frame }
        let minX = min(frame.minX, drawn.minX)
        let minY = min(frame.minY, drawn.minY)
        return Rect(x: minX, y: minY, width: max(frame.maxX, drawn.maxX) - minX, height: max(frame.maxY, drawn.maxY) - minY)
    }
}
