import CPangoCairo
import ProofSheetSupport

/// Vector output through a Cairo stream surface (PDF, SVG): Cairo writes into memory through a
/// C callback, the caller draws, and every error status (of the context, or of finishing the
/// surface) becomes a Swift error.
enum CairoStream {
    /// Makes a surface writing to `write(closure, ...)`, lets `draw` paint on it, finishes it and
    /// returns what Cairo wrote.
    static func render(
        _ makeSurface: (_ write: cairo_write_func_t, _ closure: UnsafeMutableRawPointer) -> OpaquePointer?,
        draw: (_ surface: OpaquePointer, _ cr: OpaquePointer) throws -> Void
    ) throws -> [UInt8] {
        let sink = ByteSink()
        guard let surface = makeSurface(ByteSink.write, Unmanaged.passUnretained(sink).toOpaque()) else { throw RenderError.cairo("out of memory") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface))
        guard let cr = cairo_create(surface) else { throw RenderError.cairo("out of memory") }
        do {
            try draw(surface, cr)
        } catch {
            cairo_destroy(cr)
            throw error
        }
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        try check(status)
        try check(cairo_surface_status(surface))
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// Throws Cairo's description of a failed status.
    static func check(_ status: cairo_status_t) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
    }

    /// Collects the bytes a stream surface writes.
    private final class ByteSink {
        var bytes: [UInt8] = []

        /// The callback Cairo calls; `closure` is an unretained pointer to a sink.
        static let write: cairo_write_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
                contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
    }
}
