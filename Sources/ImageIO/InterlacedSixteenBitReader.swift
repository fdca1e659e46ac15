import CPNG

/// Reads an Adam7-interlaced 16-bit PNG into 8-bit RGBA with libpng's row API, the same
/// transformations the simplified API applies (tRNS to alpha, `png_set_scale_16`, grey to RGB,
/// opaque alpha added).
///
/// This works around libpng bug #853 (pnggroup/libpng): since the fix for CVE-2025-65018, which
/// Debian 12's libpng 1.6.39 carries, the simplified API decodes interlaced 16-bit images to
/// 8 bits with about half the pixels taken from stale rows. `png_read_image` into a whole-image
/// buffer is not affected.
///
/// The row API reports errors by `longjmp`, which Swift cannot catch, so it only ever reads
/// bytes the simplified API has already decoded without error (same library, same checks);
/// its error handler is unreachable and says so.
enum InterlacedSixteenBitReader {
    /// Decodes `bytes` (already validated by `png_image_finish_read`) into `pixels`, which holds
    /// `width * height * 4` bytes.
    static func read(_ bytes: UnsafeRawBufferPointer, into pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int) {
        var cursor = Cursor(bytes: bytes)
        var png = png_create_read_struct(
            PNG_LIBPNG_VER_STRING, nil,
            { _, message in fatalError("libpng failed re-reading a PNG it had decoded: \(message.map { String(cString: $0) } ?? "")") },
            { _, _ in }
        )
        var info = png_create_info_struct(png)
        guard png != nil, info != nil else { fatalError("libpng could not allocate a reader") }
        defer { png_destroy_read_struct(&png, &info, nil) }
        withUnsafeMutablePointer(to: &cursor) { cursorPointer in
            png_set_read_fn(png, cursorPointer) { png, target, count in
                let cursor = png_get_io_ptr(png)!.assumingMemoryBound(to: Cursor.self)
                cursor.pointee.copy(count, to: UnsafeMutableRawPointer(target!))
            }
            png_read_info(png, info)
            png_set_expand(png)
            png_set_scale_16(png)
            png_set_gray_to_rgb(png)
            png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER)
            _ = png_set_interlace_handling(png)
            png_read_update_info(png, info)
            let base = pixels.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var rows = (0..<height).map { Optional(base + $0 * width * 4) }
            png_read_image(png, &rows)
        }
    }

    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func copy(_ count: Int, to target: UnsafeMutableRawPointer) {
            guard count <= bytes.count - offset else { fatalError("libpng read past a PNG it had decoded") }
            target.copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
            offset += count
        }
    }
}
