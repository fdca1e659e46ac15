/// Why two images could not be compared.
public enum PixelDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The images have different sizes; pixelmatch compares equal sizes only.
    case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)
    /// An option or tolerance is out of its range.
    case invalidOption(String)

    /// One line for a person: what differs, or which option is wrong and why.
    public var description: String {
        switch self {
        case .sizeMismatch(let expectedWidth, let expectedHeight, let actualWidth, let actualHeight):
            "image sizes differ: expected \(expectedWidth)x\(expectedHeight), actual \(actualWidth)x\(actualHeight)"
        case .invalidOption(let message):
            message
        }
    }
}
