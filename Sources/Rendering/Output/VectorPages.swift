/// How vector outputs (PDF, SVG) split a tall scene into pages.
public enum VectorPages {
    /// The tallest page in points: 200 inches, PDF's implementation limit that Acrobat and most
    /// viewers enforce.
    public static let maximumPageHeight = 14_400.0

    /// The vertical ranges of the pages for a scene `height` points tall.
    public static func ranges(height: Double) -> [Range<Double>] {
        guard height > maximumPageHeight else { return [0..<max(height, 1)] }
        return stride(from: 0.0, to: height, by: maximumPageHeight).map { $0..<min(height, $0 + maximumPageHeight) }
    }
}
