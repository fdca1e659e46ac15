/// Why a render or an output write failed.
package enum RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    /// libpng refused to encode.
    case pngEncoding(String)
    /// Cairo reported an error status.
    case cairo(String)
    /// The scene is too large to represent (beyond PNG's or the page plan's limits).
    case tooLarge(String)
    /// An output file could not be written; nothing was left behind.
    case notWritable(path: String, reason: String)

    package var description: String {
        switch self {
        case .pngEncoding(let message): "PNG encoding failed: \(message)"
        case .cairo(let message): "Cairo failed: \(message)"
        case .tooLarge(let message): message
        case .notWritable(let path, let reason): "cannot write \(path): \(reason)"
        }
    }

    /// The reason alone: for `notWritable`, errno's words or the folder problem, without the path.
    package var reason: String {
        if case .notWritable(_, let reason) = self { return reason }
        return description
    }
}
