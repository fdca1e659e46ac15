/// What a placed element is: a cell or a section's supplementary view.
public enum ElementKind: String, CaseIterable, Hashable, Sendable, Codable {
    case cell
    case header
    case footer
}
