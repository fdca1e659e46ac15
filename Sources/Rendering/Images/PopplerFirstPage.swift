import CPoppler
import ImageIO
import Layout
import Spec

/// The first page of a PDF document opened by poppler-glib (through the CPoppler shim), owning
/// the page (which holds its document).
///
/// Only the first page is ever drawn; ``pageCount`` says how many the document has. The document
/// is opened without a password, so one encrypted with a user password is refused. Like a librsvg
/// handle, a page is not thread-safe: make one per thread, never share one.
package final class PopplerFirstPage {
    private let page: OpaquePointer
    /// The page's size in PDF points (1/72 inch, which ProofSheet takes as points): its crop box,
    /// which is its media box unless it sets one, turned by its `/Rotate`.
    package let size: Size
    /// How many pages the document has.
    package let pageCount: Int

    /// Opens `bytes`. A file poppler cannot open (not a PDF, damaged beyond repair, encrypted),
    /// one without pages or one whose first page has no area is an ``ImageFileError``.
    package init(bytes: [UInt8]) throws(ImageFileError) {
        var message = [CChar](repeating: 0, count: 512)
        var pages: Int32 = 0
        let loaded = bytes.withUnsafeBufferPointer { pdf in
            ps_poppler_load_first_page(pdf.baseAddress, pdf.count, &pages, &message, message.count)
        }
        guard let loaded else {
            throw ImageFileError(reason: "the PDF file cannot be read: \(RsvgDocument.text(message, or: "poppler gave no reason"))")
        }
        var width = 0.0
        var height = 0.0
        ps_poppler_page_size(loaded, &width, &height)
        guard width > 0, height > 0 else {
            ps_poppler_release(loaded)
            throw ImageFileError(reason: "the PDF file's first page has no area (\(width) × \(height) points)")
        }
        page = loaded
        pageCount = Int(pages)
        size = Size(width: width, height: height)
    }

    deinit {
        ps_poppler_release(page)
    }

    /// Draws the page into `cairo` stretched to fill `rect` (its ``size`` scaled on each axis to
    /// `rect`'s) and clipped to it, in `cairo`'s user space; `cairo`'s state is left as it was.
    /// On a vector surface (PDF, SVG) the drawing stays vector; on an image surface it is
    /// rasterised at the surface's scale.
    package func draw(on cairo: OpaquePointer, in rect: Rect) {
        ps_poppler_render(page, cairo, rect.x, rect.y, rect.width, rect.height)
    }
}
