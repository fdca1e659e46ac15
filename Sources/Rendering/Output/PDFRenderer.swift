import CPangoCairo

/// Renders scenes to one PDF document: vector shapes, text as real text (embedded font subsets
/// with a ToUnicode map, so it can be selected and searched), pages of at most
/// ``VectorPages/maximumPageHeight`` points.
public struct PDFRenderer {
    public let measurer: PangoTextMeasurer

    public init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// The PDF bytes of one scene. `title` and `creator` go into the document information.
    public func render(_ scene: RenderScene, title: String, creator: String) throws -> [UInt8] {
        try render([(scene, title)], title: title, creator: creator, bookmarks: false)
    }

    /// One document with the pages of every scene in order (review sheets: one page per sheet
    /// unless a sheet is taller than a page), each scene's first page bookmarked with its title.
    public func render(_ scenes: [(scene: RenderScene, title: String)], title: String, creator: String) throws -> [UInt8] {
        try render(scenes, title: title, creator: creator, bookmarks: true)
    }

    private func render(_ scenes: [(scene: RenderScene, title: String)], title: String, creator: String, bookmarks: Bool) throws -> [UInt8] {
        guard let first = scenes.first else { throw RenderError.tooLarge("a PDF needs at least one page") }
        let firstHeight = VectorPages.ranges(for: first.scene)[0].count
        return try CairoStream.render({ cairo_pdf_surface_create_for_stream($0, $1, first.scene.size.width, firstHeight) }) { surface, cr in
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
            // Cairo stamps the current time as /CreationDate; an empty date leaves it out.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            let painter = CairoScenePainter(measurer: measurer, pixelScale: nil)
            var pageNumber = 1
            for (scene, sceneTitle) in scenes {
                if bookmarks {
                    cairo_pdf_surface_add_outline(surface, Int32(CAIRO_PDF_OUTLINE_ROOT), sceneTitle, "page=\(pageNumber)", CAIRO_PDF_OUTLINE_FLAG_OPEN)
                }
                for page in VectorPages.ranges(for: scene) {
                    cairo_pdf_surface_set_size(surface, scene.size.width, page.count)
                    cairo_save(cr)
                    cairo_translate(cr, 0, -page.lowerBound)
                    painter.paint(scene, band: page.lowerBound, page.upperBound, on: cr)
                    cairo_restore(cr)
                    cairo_show_page(cr)
                    pageNumber += 1
                }
            }
        }
    }
}

extension Range<Double> {
    /// The range's length.
    var count: Double { upperBound - lowerBound }
}
