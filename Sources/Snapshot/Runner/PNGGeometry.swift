import ProofSheetSupport
import Spec

/// Where a variant's layout landed in the PNG pages a renderer made of it
/// (`VariantRendering.renderPNG(_:layout:scale:stamp:page:)`): the content origin the scene
/// builder chose (below the caption strip and the top safe area), the scale, and the rows of the
/// whole image each page holds. It turns a frame in the layout's content coordinates (an audit
/// finding's) into the pixels it covers on each page, so a report can draw it on the image.
package struct PNGGeometry: Hashable, Sendable {
    /// The layout's (0, 0) in the scene, in points (`RenderScene/contentOrigin`); nil for a
    /// scene that is not one screen's.
    package var contentOrigin: Point?
    /// Pixels per point.
    package var scale: Int
    /// Every page's width in pixels.
    package var width: Int
    /// The rows of the whole image each page holds, in order, as `PNGRenderer/pages(for:scale:)`
    /// splits it.
    package var pages: [Range<Int>]

    package init(contentOrigin: Point?, scale: Int, width: Int, pages: [Range<Int>]) {
        self.contentOrigin = contentOrigin
        self.scale = scale
        self.width = width
        self.pages = pages
    }

    /// The whole image's height in pixels: all pages, top to bottom.
    package var height: Int { pages.last?.upperBound ?? 0 }

    /// Coordinates closer than this to a pixel edge are on it: layout works on a 1/3 pt grid, so
    /// 13.333… pt × 3 must give 40 pixels, not 41.
    static let slack = 1e-6

    /// The pixels of the whole image that `frame` (in the layout's content coordinates, points)
    /// covers, even in part: its edges moved by the content origin, times the scale, outwards to
    /// whole pixels, then clamped to the image. A frame of no width or height still marks one
    /// pixel's line. Nil when none of it is in the image, or the scene had no content origin.
    package func region(ofContent frame: Rect) -> PixelRegion? {
        guard let origin = contentOrigin, height > 0, width > 0 else { return nil }
        let scale = Double(scale)
        let edges = [frame.minX + origin.x, frame.maxX + origin.x, frame.minY + origin.y, frame.maxY + origin.y].map { $0 * scale }
        guard edges.allSatisfy(\.isFinite) else { return nil }
        // Outwards to whole pixels; clamped as doubles, so no huge value overflows an Int.
        let clamp = { (value: Double, limit: Int) in Int(min(Double(limit), max(0, value))) }
        let left = (edges[0] + Self.slack).rounded(.down)
        let top = (edges[2] + Self.slack).rounded(.down)
        let right = max(left + 1, (edges[1] - Self.slack).rounded(.up))
        let bottom = max(top + 1, (edges[3] - Self.slack).rounded(.up))
        let x0 = clamp(left, width)
        let x1 = clamp(right, width)
        let y0 = clamp(top, height)
        let y1 = clamp(bottom, height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// ``region(ofContent:)`` cut to each page it reaches and moved into that page's rows (a page's
    /// top row is its y 0), in page order; empty when it is on no page.
    package func pageRegions(ofContent frame: Rect) -> [(page: Int, region: PixelRegion)] {
        guard let whole = region(ofContent: frame) else { return [] }
        return pages.enumerated().compactMap { index, rows in
            let top = max(whole.y, rows.lowerBound)
            let bottom = min(whole.y + whole.height, rows.upperBound)
            guard bottom > top else { return nil }
            return (index, PixelRegion(x: whole.x, y: top - rows.lowerBound, width: whole.width, height: bottom - top))
        }
    }
}
