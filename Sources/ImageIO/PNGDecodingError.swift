/// Why a PNG could not be decoded: which file, and the reason (libpng's own message when libpng
/// found the fault).
public struct PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file read, or nil for bytes decoded from memory.
    public let path: String?
    /// What was wrong: libpng's message, the system's reason for an unreadable file, or a size limit.
    public let reason: String

    /// An error for `path` (nil for bytes from memory) with `reason`.
    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// One line naming the file and the reason: `cannot decode PNG 'a.png': Not a PNG file`.
    public var description: String {
        "cannot decode PNG \(path.map { "'\($0)'" } ?? "data"): \(reason)"
    }
}
