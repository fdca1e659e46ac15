/// A baseline's relative path split into the parts ``Variant/baselinePath(suite:scale:page:pageCount:)``
/// joins: `<suite>/<screen>/<device>/<stem>[-pageNN][@Nx].png`, so that orphans are told apart
/// by scale and page from the name itself, not by matching suffixes.
public struct BaselinePath: Hashable, Sendable {
    /// Everything before the file name: `recipes/recipe-grid/iphone-16` for a path ProofSheet wrote.
    public var folder: String
    /// The axis values: `2col-large-dark`.
    public var stem: String
    /// The page number (from 1) of a tall variant's `-pageNN` file; nil for a one-page variant.
    public var page: Int?
    /// The `@Nx` suffix; 1 when there is none.
    public var scale: Int

    /// Parses a relative path; nil when it is not a PNG or its stem is empty.
    public init?(_ path: String) {
        guard path.hasSuffix(".png") else { return nil }
        let slash = path.lastIndex(of: "/")
        folder = slash.map { String(path[..<$0]) } ?? ""
        var name = Substring(path[(slash.map { path.index(after: $0) } ?? path.startIndex)...].dropLast(4))
        scale = 1
        if name.hasSuffix("x"), let at = name.lastIndex(of: "@"),
           let number = Self.number(name[name.index(after: at)..<name.index(before: name.endIndex)]), number >= 1 {
            scale = number
            name = name[..<at]
        }
        page = nil
        if let dash = name.range(of: "-page", options: .backwards), name.distance(from: dash.upperBound, to: name.endIndex) >= 2,
           let number = Self.number(name[dash.upperBound...]), number >= 1 {
            page = number
            name = name[..<dash.lowerBound]
        }
        guard !name.isEmpty else { return nil }
        stem = String(name)
    }

    /// The path of the same variant as a one-page baseline at the same scale.
    public var unpaged: String {
        (folder.isEmpty ? "" : folder + "/") + stem + scaleSuffix(scale) + ".png"
    }

    /// Digits only, as a number.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
        return Int(text)
    }
}
