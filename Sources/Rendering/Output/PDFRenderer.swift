import CPangoCairo
import ProofSheetSupport
import TextEngine

/// Renders scenes to one PDF document: vector shapes, text as real text (embedded font subsets
/// with a ToUnicode map, so it can be selected and searched), pages of at most
/// ``VectorPages/maximumPageHeight`` points.
package struct PDFRenderer {
    package let measurer: PangoTextMeasurer
    /// Whether each vector image is drawn once per document and painted at every use
    /// (``VectorRecordings``); false draws it anew at each use, as before (for comparisons).
    var drawsVectorImagesOnce = true

    package init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// The PDF bytes of one scene. `title` and `creator` go into the document information.
    package func render(_ scene: RenderScene, title: String, creator: String) throws -> [UInt8] {
        try render([(nil, [(scene, title)])], title: title, creator: creator, bookmarks: false, minimumFit: nil)
    }

    /// One document with the pages of every scene in order, each scene's first page bookmarked
    /// with its title. A scene taller than a page is drawn smaller to fit one page when that
    /// takes no more than shrinking it to `minimumFit` (it stays vector, so it zooms sharp);
    /// taller still, it is split into pages like a single scene.
    package func render(_ scenes: [(scene: RenderScene, title: String)], title: String, creator: String, minimumFit: Double = 0.25) throws -> [UInt8]
    {
        try render([(nil, scenes)], title: title, creator: creator, bookmarks: true, minimumFit: minimumFit)
    }

    /// One document with the pages of every group's scenes in order, as
    /// ``render(_:title:creator:minimumFit:)`` draws them; each group is a bookmark (on its first
    /// page) holding its scenes' bookmarks.
    package func render(
        groups: [(title: String, scenes: [(scene: RenderScene, title: String)])], title: String, creator: String, minimumFit: Double = 0.25
    ) throws -> [UInt8] {
        try render(
            groups.filter { !$0.scenes.isEmpty }.map { ($0.title, $0.scenes) }, title: title, creator: creator, bookmarks: true,
            minimumFit: minimumFit)
    }

    /// A scene's pages: each a band of the scene and the factor it is drawn at.
    private static func pages(for scene: RenderScene, minimumFit: Double?) throws(RenderError) -> [(band: Range<Double>, fit: Double)] {
        let bands = try VectorPages.ranges(for: scene)
        let fit = VectorPages.maximumPageHeight / scene.size.height
        if bands.count > 1, let minimumFit, fit >= minimumFit { return [(0..<scene.size.height, fit)] }
        return bands.map { ($0, 1) }
    }

    private func render(
        _ groups: [(title: String?, scenes: [(scene: RenderScene, title: String)])], title: String, creator: String, bookmarks: Bool,
        minimumFit: Double?
    ) throws -> [UInt8] {
        guard let first = groups.lazy.flatMap(\.scenes).first else { throw RenderError.tooLarge("a PDF needs at least one page") }
        let firstPage = try Self.pages(for: first.scene, minimumFit: minimumFit)[0]
        return try CairoStream.render({
            cairo_pdf_surface_create_for_stream($0, $1, first.scene.size.width * firstPage.fit, firstPage.band.count * firstPage.fit)
        }) { surface, cr in
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, creator)
            // Cairo stamps the current time as /CreationDate; an empty date leaves it out.
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
            let painter = CairoScenePainter(measurer: measurer, pixelScale: nil, vectorRecordings: drawsVectorImagesOnce ? VectorRecordings() : nil)
            var pageNumber = 1
            for (groupTitle, scenes) in groups {
                var parent = Int32(CAIRO_PDF_OUTLINE_ROOT)
                if bookmarks, let groupTitle {
                    parent = cairo_pdf_surface_add_outline(surface, parent, groupTitle, "page=\(pageNumber)", CAIRO_PDF_OUTLINE_FLAG_OPEN)
                }
                for (scene, sceneTitle) in scenes {
                    if bookmarks {
                        cairo_pdf_surface_add_outline(surface, parent, sceneTitle, "page=\(pageNumber)", CAIRO_PDF_OUTLINE_FLAG_OPEN)
                    }
                    for (page, fit) in try Self.pages(for: scene, minimumFit: minimumFit) {
                        cairo_pdf_surface_set_size(surface, scene.size.width * fit, page.count * fit)
                        cairo_save(cr)
                        cairo_scale(cr, fit, fit)
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
}

extension Range<Double> {
    /// The range's length.
    var count: Double { upperBound - lowerBound }
}
