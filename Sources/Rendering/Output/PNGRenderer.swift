import CPangoCairo
import ImageIO
import ProofSheetSupport
import TextEngine

/// Renders a scene to PNG at @1x, @2x or @3x: scale is only a transform, so every scale shows the
/// same frames and line breaks.
///
/// Cairo image surfaces stop at 32,767 pixels a side, and a long list at AX5 @3x is far taller.
/// Pages therefore hold at most ``maximumPageRows`` rows, and each page is painted strip by strip
/// into one small surface and streamed into the encoder: memory stays bounded by the strip, not
/// by the page or the scene.
package struct PNGRenderer {
    /// The tallest page, in pixels: Cairo's (and many viewers') limit.
    package static let maximumPageRows = 32_767
    /// The widest page, in pixels: Cairo's image surface limit.
    package static let maximumPageColumns = 32_767
    /// The most pages one scene may make, in any format.
    package static let maximumPageCount = 10_000
    /// Rows painted at a time.
    static let stripRows = 512

    package let measurer: PangoTextMeasurer

    package init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// The page plan for `scene` at `scale`: pixel size and the rows of each page, each at most
    /// `pageRows` (up to ``maximumPageRows``; review sheets ask for shorter pages). A scene wider
    /// than Cairo can paint, or one that would make more than ``maximumPageCount`` pages, is a
    /// ``RenderError/tooLarge(_:)`` naming the size and the limit, before any surface is made.
    package static func pages(
        for scene: RenderScene, scale: Int, pageRows: Int = maximumPageRows
    ) throws(RenderError) -> (width: Int, pages: [Range<Int>]) {
        guard [1, 2, 3].contains(scale) else { throw RenderError.tooLarge("scale \(scale) is not 1, 2 or 3") }
        let pageRows = min(max(pageRows, scale), maximumPageRows)
        let widthPixels = (scene.size.width * Double(scale) - 1e-9).rounded(.up)
        let heightPixels = (scene.size.height * Double(scale) - 1e-9).rounded(.up)
        guard widthPixels.isFinite, widthPixels <= Double(maximumPageColumns) else {
            throw RenderError.tooLarge(
                "the image would be \(scene.size.width.roundedForMessage) pt wide, \(widthPixels.roundedForMessage) px at @\(scale)x; "
                    + "PNG output is at most \(maximumPageColumns) px wide (Cairo's limit): use a smaller --scale or width"
            )
        }
        let pointsPerPage = Double(pageRows / scale)
        guard heightPixels.isFinite, heightPixels / (pointsPerPage * Double(scale)) < Double(maximumPageCount) else {
            throw RenderError.tooLarge(
                "the image would be \(scene.size.height.roundedForMessage) pt tall, more than \(maximumPageCount) pages of \(pageRows) px at @\(scale)x; "
                    + "use fewer items, shorter cells or --first-screen"
            )
        }
        let width = Int(widthPixels)
        let height = max(1, Int(heightPixels))
        // Page breaks fall on whole points so a page starts at a point boundary at every scale.
        let preferred = scene.pageBreaks.map { $0.rounded(.down) }
        let pages = PageBreaking.split(length: Double(height), limit: pointsPerPage * Double(scale), preferred: preferred.map { $0 * Double(scale) })
            .map { Int($0.lowerBound)..<Int($0.upperBound) }
        return (max(1, width), pages)
    }

    /// Renders every page in order and hands each one's PNG bytes to `body` before painting the
    /// next. `text` goes into every page's tEXt chunks, followed by the page number when there is
    /// more than one page; `compressedText(index)` into page `index`'s, compressed (it may be
    /// long). Pages are at most `pageRows` tall (see ``pages(for:scale:pageRows:)``).
    package func render(
        _ scene: RenderScene, scale: Int, text: [(key: String, value: String)],
        compressedText: (_ index: Int) throws -> [(key: String, value: String)] = { _ in [] }, pageRows: Int = maximumPageRows,
        page body: (_ index: Int, _ count: Int, _ png: [UInt8]) throws -> Void
    ) throws {
        let plan = try Self.pages(for: scene, scale: scale, pageRows: pageRows)
        let hasAlpha = Self.hasAlpha(scene)
        var encoder: PNGEncoder?
        try paint(scene, scale: scale, plan: plan) { index, rows, strip in
            if rows.lowerBound == plan.pages[index].lowerBound {
                let pageText = plan.pages.count > 1 ? text + [(key: "page", value: "\(index + 1) of \(plan.pages.count)")] : text
                encoder = try PNGEncoder(
                    width: plan.width, height: plan.pages[index].count, hasAlpha: hasAlpha, scale: scale, text: pageText,
                    compressedText: try compressedText(index)
                )
            }
            try encoder!.appendARGB32(strip.pixels, stride: strip.stride, rowCount: rows.count)
            if rows.upperBound == plan.pages[index].upperBound { try body(index, plan.pages.count, try encoder!.finish()) }
            return true
        }
    }

    /// Whether ``render(_:scale:text:compressedText:pageRows:page:)`` would give PNGs of exactly
    /// the pixels of `expected`, one image per page as it decodes (straight RGBA), without
    /// encoding anything: each strip is compared as it is painted, and painting stops at the
    /// first one that differs. A page count or size unlike the plan's is false before any
    /// painting.
    package func matches(_ scene: RenderScene, scale: Int, expected: [RGBAImage], pageRows: Int = maximumPageRows) throws -> Bool {
        let plan = try Self.pages(for: scene, scale: scale, pageRows: pageRows)
        guard expected.count == plan.pages.count,
            zip(expected, plan.pages).allSatisfy({ $0.width == plan.width && $0.height == $1.count })
        else { return false }
        let hasAlpha = Self.hasAlpha(scene)
        var same = true
        try paint(scene, scale: scale, plan: plan) { index, rows, strip in
            let image = expected[index]
            let top = rows.lowerBound - plan.pages[index].lowerBound
            same = image.pixels.withUnsafeBufferPointer { pixels in
                (0..<rows.count).allSatisfy { row in
                    PNGEncoder.samePixels(
                        argb32: strip.pixels + row * strip.stride, rgba: pixels.baseAddress! + (top + row) * image.width * 4,
                        count: plan.width, hasAlpha: hasAlpha
                    )
                }
            }
            return same
        }
        return same
    }

    /// Whether the PNGs of `scene` carry alpha: only when its background is not opaque.
    private static func hasAlpha(_ scene: RenderScene) -> Bool { scene.background.alpha < 1 }

    /// Paints `plan`'s pages strip by strip into one strip-sized surface, handing each strip to
    /// `strip` with its page and its rows of the whole image; `strip` returns false to stop.
    private func paint(
        _ scene: RenderScene, scale: Int, plan: (width: Int, pages: [Range<Int>]),
        strip: (_ page: Int, _ rows: Range<Int>, _ pixels: (pixels: UnsafePointer<UInt8>, stride: Int)) throws -> Bool
    ) throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(plan.width), Int32(Self.stripRows))
        defer { cairo_surface_destroy(surface) }
        try CairoStream.check(cairo_surface_status(surface))
        let painter = CairoScenePainter(measurer: measurer, pixelScale: Double(scale), vectorRecordings: nil)
        for (index, rows) in plan.pages.enumerated() {
            for stripTop in stride(from: rows.lowerBound, to: rows.upperBound, by: Self.stripRows) {
                let stripRows = min(Self.stripRows, rows.upperBound - stripTop)
                try paintStrip(scene, top: stripTop, rows: stripRows, scale: Double(scale), painter: painter, surface: surface)
                let pixels = (UnsafePointer(cairo_image_surface_get_data(surface)!), Int(cairo_image_surface_get_stride(surface)))
                guard try strip(index, stripTop..<(stripTop + stripRows), pixels) else { return }
            }
        }
    }

    private func paintStrip(_ scene: RenderScene, top: Int, rows: Int, scale: Double, painter: CairoScenePainter, surface: OpaquePointer?) throws {
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("out of memory") }
        defer { cairo_destroy(cr) }
        // Whole-pixel translation, then the scale: a strip paints exactly the pixels the same rows
        // of one big surface would.
        cairo_translate(cr, 0, -Double(top))
        cairo_scale(cr, scale, scale)
        painter.paint(scene, band: Double(top) / scale, Double(top + rows) / scale, on: cr)
        try CairoStream.check(cairo_status(cr))
        cairo_surface_flush(surface)
    }
}
