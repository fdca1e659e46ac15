/// Design-review marks drawn over a screen, each explained in a legend.
public enum Overlay: String, CaseIterable, Hashable, Sendable, Codable {
    /// Column guides, content and section insets, and the spacing between them.
    case grid
    /// Labels whose text was cut (ellipsis or line limit).
    case truncation
    /// Cells smaller than the 44 x 44 pt minimum tap target.
    case targets
    /// Labels reaching outside their cell.
    case overflow

    /// The legend's wording.
    public var legendTitle: String {
        switch self {
        case .grid: "columns and insets"
        case .truncation: "truncated text"
        case .targets: "tap target under 44 x 44 pt"
        case .overflow: "text outside its cell"
        }
    }
}
