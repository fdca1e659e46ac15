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
        let pages = VectorPages.ranges(height: scene.size.height)
        let firstHeight = pages[0].upperBound - pages[0].lowerBound
        return try CairoStream.render({ cairo_pdf_surface_create_for_stream($0, $1, scene.size.width, firstHeight) }) { surface, cr in
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
            // Cairo stamps the current time as /CreationDate; an empty date leaves it out.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            let painter = CairoScenePainter(measurer: measurer, pixelScale: nil)
            for page in pages {
                cairo_pdf_surface_set_size(surface, scene.size.width, page.upperBound - page.lowerBound)
                cairo_save(cr)
                cairo_translate(cr, 0, -page.lowerBound)
                painter.paint(scene, band: page.lowerBound, page.upperBound, on: cr)
                cairo_restore(cr)
                cairo_show_page(cr)
            }
        }
    }
}
