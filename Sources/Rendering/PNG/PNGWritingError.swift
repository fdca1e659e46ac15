/// Why a PNG could not be written.
public enum PNGWritingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libpng refused to encode the image.
    case encoding(String)
    /// The file could not be written; no temporary file was left behind.
    case notWritable(path: String, reason: String)

    /// One line naming the path and the reason.
    public var description: String {
        switch self {
        case let .encoding(message): "cannot encode PNG: \(message)"
        case let .notWritable(path, reason): "cannot write '\(path)': \(reason)"
        }
    }
}
