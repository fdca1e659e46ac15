/// Xcode's pseudolanguages (scheme options, App Language): the development language's strings,
/// transformed to find layouts that break in longer, accented or right-to-left languages.
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    case doubleLength
    case accented
    case boundedString
    case rightToLeft

    /// The name a spec and the `--language` filter use, and the folder its baselines go in.
    public var name: String {
        switch self {
        case .doubleLength: "double-length"
        case .accented: "accented"
        case .boundedString: "bounded-string"
        case .rightToLeft: "right-to-left"
        }
    }

    /// The pseudolanguage named `name` (any letter case), nil for any other text.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = match
    }

    /// Lays the screen out right to left.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// `text` as the pseudolanguage shows it.
    public func transform(_ text: String) -> String {
        // Placeholder until the transformations land (issue 15, part 2).
        text
    }
}
