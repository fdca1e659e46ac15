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
            CairoScenePainter(measurer: measurer, pixelScale: nil, vectorRecordings: VectorRecordings()).paint(
                scene, band: page.lowerBound, page.upperBound, on: cr)
        }
        return Self.withStableIDs(bytes)
    }

    /// Cairo names the page group and every surface and image it emits (`surface63`, `image61`:
    /// the page, and the intermediate surfaces librsvg draws group opacity, masks and filters
    /// through) after process-wide counters, so the same scene rendered twice (or on another
    /// thread) gave different bytes. Each is renumbered, per prefix, in the order it first appears
    /// in the document (its definition or a reference to it: `id="…"`, `href="#…"`, `url(#…)`),
    /// which depends only on the scene.
    static func withStableIDs(_ bytes: [UInt8]) -> [UInt8] {
        let svg = String(decoding: bytes, as: UTF8.self)
        var renumbered: [String: String] = [:]
        var counts: [String: Int] = [:]
        var result = ""
        result.reserveCapacity(svg.utf8.count)
        var rest = svg[...]
        while let match = rest.firstMatch(of: stableIDPattern) {
            result += rest[..<match.range.lowerBound]
            let old = String(match.output.prefix) + String(match.output.number)
            let new =
                renumbered[old]
                ?? {
                    counts[String(match.output.prefix), default: 0] += 1
                    let name = "\(match.output.prefix)\(counts[String(match.output.prefix)]!)"
                    renumbered[old] = name
                    return name
                }()
            result += match.output.lead + new
            rest = rest[match.range.upperBound...]
        }
        result += rest
        return Array(result.utf8)
    }

    /// An id Cairo numbers process-wide, where it is defined or referred to, followed by the
    /// quote or parenthesis that ends it.
    nonisolated(unsafe) private static let stableIDPattern = /(?<lead>id="|#)(?<prefix>surface|image)(?<number>[0-9]+)(?=[")])/
}
