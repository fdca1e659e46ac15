import CPangoCairo
import Layout
import Spec
import TextEngine

/// Paints a scene's display items on a Cairo context, in points. Text goes through the
/// measurer's own Pango layout, configured exactly as when it was measured.
struct CairoScenePainter {
    let measurer: PangoTextMeasurer
    /// Pixels per point when painting pixels, so fills and borders can sit on the pixel grid;
    /// nil for vector output (PDF, outlined SVG), which is drawn unsnapped.
    let pixelScale: Double?
    /// Vector output's vector images, each drawn once per document and painted at every use
    /// (``VectorRecordings``, one per document, shared with the painters of scenes placed in
    /// it); nil on pixels, where each use is drawn at the render scale.
    let vectorRecordings: VectorRecordings?

    /// Paints the items of `scene` that reach into `minY..<maxY`, over the background.
    func paint(_ scene: RenderScene, band minY: Double, _ maxY: Double, on cr: OpaquePointer) {
        cairo_save(cr)
        setColor(scene.background, on: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for item in scene.items(inBand: minY, maxY) {
            paint(item, band: minY..<maxY, on: cr)
        }
        cairo_restore(cr)
    }

    /// Paints `item`; `band` is the part of the scene being painted, for picking a placed
    /// scene's items.
    private func paint(_ item: DisplayItem, band: Range<Double>, on cr: OpaquePointer) {
        switch item {
        case .fill(let rect, let color, let radius):
            setColor(color, on: cr)
            addRoundedRect(snap(rect), radius: radius, on: cr)
            cairo_fill(cr)
        case .border(let rect, let width, let color, let radius):
            let outer = snap(rect)
            let thickness = snapWidth(width)
            setColor(color, on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            addRoundedRect(outer, radius: radius, on: cr)
            addRoundedRect(outer.insetBy(dx: thickness, dy: thickness), radius: max(0, radius - thickness), on: cr)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        case .line(let from, let to, let width, let color, let dash):
            setColor(color, on: cr)
            setStroke(width: width, dash: dash, on: cr)
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            cairo_stroke(cr)
        case .outline(let rect, let width, let color, let dash):
            setColor(color, on: cr)
            setStroke(width: width, dash: dash, on: cr)
            let snapped = snap(rect)
            cairo_rectangle(cr, snapped.x, snapped.y, snapped.width, snapped.height)
            cairo_stroke(cr)
        case .text(let text):
            paint(text, on: cr)
        case .image(let image):
            paint(image, on: cr)
        case .symbol(let symbol):
            symbol.draw(on: cr)
        case .clipped(let rect, let radius, let items):
            cairo_save(cr)
            addRoundedRect(snap(rect), radius: radius, on: cr)
            cairo_clip(cr)
            for item in items { paint(item, band: band, on: cr) }
            cairo_restore(cr)
        case .placed(let scene, let origin, let scale):
            paintPlaced(scene, at: origin, scale: scale, band: band, on: cr)
        }
    }

    /// A scene inside this one: moved, scaled and clipped to its bounds, with the pixel grid
    /// scaled along so its fills still snap to whole pixels (origins are whole pixels).
    private func paintPlaced(_ scene: RenderScene, at origin: Point, scale: Double, band: Range<Double>, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        cairo_scale(cr, scale, scale)
        cairo_rectangle(cr, 0, 0, scene.size.width, scene.size.height)
        cairo_clip(cr)
        setColor(scene.background, on: cr)
        cairo_paint(cr)
        let inner = CairoScenePainter(measurer: measurer, pixelScale: pixelScale.map { $0 * scale }, vectorRecordings: vectorRecordings)
        let innerBand = (band.lowerBound - origin.y) / scale..<(band.upperBound - origin.y) / scale
        for item in scene.items(inBand: innerBand.lowerBound, innerBand.upperBound) {
            inner.paint(item, band: innerBand, on: cr)
        }
        cairo_restore(cr)
    }

    /// Text on a raster surface is drawn from its cached shapes, outside the Pango lock, so
    /// variants draw their text in parallel; on a vector surface (which keeps the text itself,
    /// as clusters) and for glyphs only Pango draws, Pango draws it under the lock.
    private func paint(_ text: TextItem, on cr: OpaquePointer) {
        guard !text.request.text.isEmpty, text.lineCount > 0 else { return }
        setColor(text.color, on: cr)
        if cairo_surface_has_show_text_glyphs(cairo_get_target(cr)) == 0 {
            let shaped = measurer.shaped(text.request, lineCount: text.lineCount)
            if !shaped.needsPango { return shaped.draw(text, on: cr) }
        }
        measurer.withLayout { pango in
            pango.configure(for: text.request)
            PangoLines.forEach(in: pango, request: text.request, count: text.lineCount) { line, placement, baseline in
                cairo_move_to(cr, placement.left(in: text), text.frame.y + baseline)
                PangoLines.show(line, in: pango, on: cr)
            }
        }
    }

    /// An image view: the image's pixels scaled into its ``ImageViewItem/imageRect`` with
    /// `CAIRO_FILTER_GOOD` (a box filter when shrinking, bilinear when enlarging: fixed integer
    /// arithmetic in pixman, the same bytes on every run) and, on pixels, edges padded rather than
    /// faded, clipped to the view's (rounded) bounds when it clips. The surface's unique id is the
    /// file's SHA-256, so a PDF or SVG surface embeds each image once however often it is drawn.
    /// A vector image (SVG, PDF) is drawn by librsvg or poppler into the same rectangle and clip:
    /// vector on a PDF or SVG surface (drawn once per document, `drawVector(_:in:on:)`),
    /// rasterised at the render scale on pixels. A tinted one
    /// (a template image) is drawn into a group that masks its tint colour: the drawing's alpha
    /// times the colour's, as a raster template's pixels are.
    private func paint(_ item: ImageViewItem, on cr: OpaquePointer) {
        let image = item.image
        let drawn = item.imageRect
        if image.vector != nil {
            guard drawn.width > 0, drawn.height > 0 else { return }
            cairo_save(cr)
            if item.clipsToBounds {
                addRoundedRect(item.frame, radius: item.cornerRadius, on: cr)
                cairo_clip(cr)
            }
            if let tint = image.tint {
                cairo_push_group(cr)
                drawVector(image, in: drawn, on: cr)
                let mask = cairo_pop_group(cr)
                setColor(tint, on: cr)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
            } else {
                drawVector(image, in: drawn, on: cr)
            }
            cairo_restore(cr)
            return
        }
        guard image.pixelWidth > 0, image.pixelHeight > 0, drawn.width > 0, drawn.height > 0 else { return }
        var pixels = image.argb
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard
                let surface = cairo_image_surface_create_for_data(
                    buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight), Int32(image.pixelWidth * 4))
            else { return }
            defer { cairo_surface_destroy(surface) }
            let id = Array(image.digest.utf8)
            id.withUnsafeBufferPointer { bytes in
                let copy = malloc(bytes.count)!
                copy.copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
                cairo_surface_set_mime_data(
                    surface, CAIRO_MIME_TYPE_UNIQUE_ID, copy.assumingMemoryBound(to: UInt8.self), UInt(bytes.count), free, copy)
            }
            cairo_save(cr)
            if item.clipsToBounds {
                addRoundedRect(item.frame, radius: item.cornerRadius, on: cr)
                cairo_clip(cr)
            }
            cairo_translate(cr, drawn.x, drawn.y)
            cairo_scale(cr, drawn.width / Double(image.pixelWidth), drawn.height / Double(image.pixelHeight))
            cairo_set_source_surface(cr, surface, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            // Padding keeps edges from fading on pixels; a vector surface would pad by copying
            // the image (a second, unshared copy), and its viewer samples the image itself.
            if pixelScale != nil { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
            cairo_rectangle(cr, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// A vector image stretched to fill `rect`: on pixels drawn by librsvg or poppler at the
    /// render scale; in vector output its document's recording (``VectorRecordings``) painted
    /// scaled from its own size to `rect`, so the document holds its drawing once.
    private func drawVector(_ image: SceneImage, in rect: Rect, on cr: OpaquePointer) {
        guard let surface = vectorRecordings?.recording(of: image) else { return image.drawVector(on: cr, in: rect) }
        cairo_save(cr)
        cairo_translate(cr, rect.x, rect.y)
        cairo_scale(cr, rect.width / image.pointSize.width, rect.height / image.pointSize.height)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func setColor(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func setStroke(width: Double, dash: Double?, on cr: OpaquePointer) {
        cairo_set_line_width(cr, pixelScale.map { max(width, 1 / $0) } ?? width)
        if let dash {
            var pattern = [dash, dash]
            cairo_set_dash(cr, &pattern, 2, 0)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// `rect` with each edge moved to the nearest pixel boundary, never thinner than one pixel.
    private func snap(_ rect: Rect) -> Rect {
        guard let scale = pixelScale else { return rect }
        func edges(_ low: Double, _ high: Double) -> (Double, Double) {
            let start = (low * scale).rounded()
            var end = (high * scale).rounded()
            if end <= start, high > low { end = start + 1 }
            return (start / scale, end / scale)
        }
        let (minX, maxX) = edges(rect.minX, rect.maxX)
        let (minY, maxY) = edges(rect.minY, rect.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A border width as whole pixels, at least one (a 0.5 pt hairline is one pixel at @2x).
    private func snapWidth(_ width: Double) -> Double {
        guard let scale = pixelScale else { return width }
        return max(1, (width * scale).rounded()) / scale
    }

    private func addRoundedRect(_ rect: Rect, radius: Double, on cr: OpaquePointer) {
        let radius = min(radius, rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
