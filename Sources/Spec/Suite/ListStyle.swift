/// `UITableView.Style` (and `UICollectionLayoutListConfiguration.Appearance`'s `plain`,
/// `grouped` and `insetGrouped`): how a `list` layout draws its sections (docs/components.md,
/// "Lists and tables"). A list that names no style is drawn as ProofSheet always drew it.
public enum ListStyle: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "list style"

    /// `.plain`: rows span the width, a separator under every row, `plainHeader` headers.
    case plain
    /// `.grouped`: sections apart from each other, no separator under a section's last row,
    /// `groupedHeader` and `groupedFooter` text.
    case grouped
    /// `.insetGrouped`: grouped sections inset from the edges by the layout margins, with
    /// rounded corners.
    case insetGrouped
}
