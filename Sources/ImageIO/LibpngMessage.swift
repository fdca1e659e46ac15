/// The one reader of libpng's error text, for the encoder (`ps_png_writer.message`) and the
/// decoder (`png_image.message`): both are fixed-size C char arrays, NUL-terminated.
enum LibpngMessage {
    /// The text in `buffer` (a C char array imported as a tuple) up to its first NUL, or a
    /// stand-in when libpng left it empty; a file that ends early says it is truncated.
    static func text<Buffer>(of buffer: Buffer) -> String {
        let text = withUnsafeBytes(of: buffer) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        // libpng's reader of memory says only this when the file ends early.
        if text == "read beyond end of data" { return "truncated (read beyond end of data)" }
        return text.isEmpty ? "libpng failed without a message" : text
    }
}
