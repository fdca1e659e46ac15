/// File-name-safe names: lower case letters and digits, runs of anything else as one hyphen.
public enum Slug {
    /// "iPhone 16 landscape" -> "iphone-16-landscape"; "Recipes (grid)" -> "recipes-grid".
    public static func make(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }
}
