import CPangoCairo
import Foundation
import Layout
import TextEngine

/// Renders a scene to SVG, one document per page (pages as for PDF).
///
/// By default text stays text: each line is a `<text>` element with the family, size, weight and
/// the position Pango gave it, so the file is small, searchable and editable. With
/// ``TextMode/outlined`` Cairo draws every glyph as a path, for exact reproduction in tools that
/// do not have the font.
package struct SVGRenderer {
    package enum TextMode: String, Hashable, Sendable, CaseIterable {
        case text
        case outlined
    }

    package let measurer: PangoTextMeasurer

    package init(measurer: PangoTextMeasurer) {
        self.measurer = measurer
    }

    /// One SVG document per page, in order.
    package func render(_ scene: RenderScene, textMode: TextMode = .text, title: String) throws -> [[UInt8]] {
        try VectorPages.ranges(for: scene).map { page in
            switch textMode {
            case .text: Array(SVGDocument(scene: scene, page: page, title: title, measurer: measurer).text.utf8)
            case .outlined: try outlined(scene, page: page)
            }
        }
    }

    private func outlined(_ scene: RenderScene, page: Range<Double>) throws -> [UInt8] {
        let height = page.upperBound - page.lowerBound
        let bytes = try CairoStream.render({ cairo_svg_surface_create_for_stream($0, $1, scene.size.width, height) }) { surface, cr in
            cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1)
            // Unitless width and height, as the text mode writes: Cairo 1.16 defaults to "pt", which
            // viewers show 4/3 larger (1 pt = 1.333 px) than the same scene with text as text.
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
            cairo_translate(cr, 0, -page.lowerBound)
            CairoScenePainter(measurer: measurer, pixelScale: nil).paint(scene, band: page.lowerBound, page.upperBound, on: cr)
        }
        return Self.withStableSurfaceID(bytes)
    }

    /// Cairo names the page group `surfaceN` after a process-wide surface counter, so the same
    /// scene rendered twice (or on another thread) gave different bytes. Nothing refers to the
    /// id, so it is made the same every time.
    static func withStableSurfaceID(_ bytes: [UInt8]) -> [UInt8] {
        var svg = String(decoding: bytes, as: UTF8.self)
        guard let range = svg.range(of: #"<g id="surface[0-9]+">"#, options: .regularExpression) else { return bytes }
        svg.replaceSubrange(range, with: #"<g id="surface1">"#)
        return Array(svg.utf8)
    }
}
