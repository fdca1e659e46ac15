/// Why a PNG could not be decoded: which file, and the reason (libpng's own message when libpng
/// found the fault).
public struct PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file read, or nil for bytes decoded from memory.
    public let path: String?
    public let reason: String

    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "cannot decode PNG \(path.map { "'\($0)'" } ?? "data"): \(reason)"
    }
}
