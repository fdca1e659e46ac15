import CPangoCairo

/// Collects the bytes a Cairo stream surface writes (PDF, SVG) through a C callback.
final class ByteSink {
    private(set) var bytes: [UInt8] = []

    /// The callback Cairo calls; `closure` is an unretained pointer to a sink.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// The pointer to hand Cairo as the callback's closure; valid while the sink lives.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
