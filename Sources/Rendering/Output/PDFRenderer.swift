import CPangoCairo

/// Renders a scene to one PDF document: vector shapes, text as real text (embedded font subsets
/// with a ToUnicode map, so it can be selected and searched), pages of at most
/// ``VectorPages/maximumPageHeight`` points.
public struct PDFRenderer {
    public let measurer: PangoTextMeasurer

    public init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// The PDF bytes. `title` and `creator` go into the document information.
    public func render(_ scene: RenderScene, title: String, creator: String) throws -> [UInt8] {
        let sink = ByteSink()
        let pages = VectorPages.ranges(height: scene.size.height)
        let surface = cairo_pdf_surface_create_for_stream(ByteSink.write, sink.closure, scene.size.width, pages[0].upperBound - pages[0].lowerBound)
        try PNGRenderer.check(cairo_surface_status(surface))
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
        // Cairo stamps the current time as /CreationDate; an empty date leaves it out.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("out of memory") }
        let painter = CairoScenePainter(measurer: measurer, pixelScale: nil)
        for page in pages {
            cairo_pdf_surface_set_size(surface, scene.size.width, page.upperBound - page.lowerBound)
            cairo_save(cr)
            cairo_translate(cr, 0, -page.lowerBound)
            painter.paint(scene, band: page.lowerBound, page.upperBound, on: cr)
            cairo_restore(cr)
            cairo_show_page(cr)
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        try PNGRenderer.check(status)
        try PNGRenderer.check(finished)
        return sink.bytes
    }
}
