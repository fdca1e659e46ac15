/// Why a PNG could not be decoded: which file, and the reason (libpng's own message when libpng
/// found the fault).
package struct PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file read, or nil for bytes decoded from memory.
    package let path: String?
    /// What was wrong: libpng's message, the system's reason for an unreadable file, or a size limit.
    package let reason: String

    /// An error for `path` (nil for bytes from memory) with `reason`.
    package init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// One line naming the file and the reason: `cannot decode PNG 'a.png': Not a PNG file`.
    package var description: String {
        "cannot decode PNG \(path.map { "'\($0)'" } ?? "data"): \(reason)"
    }
}
