/// The order in which a waterfall fills its columns (WF-4): `MasonryLayout`'s `ItemRenderDirection`,
/// declared with the spec model that names it (`placement`).
public enum MasonryItemRenderDirection: String, CaseIterable, Hashable, Sendable, Codable, SpecNamedValue {
    public static let specKind = "placement"

    /// Each item goes to the shortest column; on a tie, the lowest column index wins.
    case shortestFirst
    /// Item `i` goes to column `i % n`.
    case leftToRight
    /// Item `i` goes to column `(n − 1) − i % n`.
    case rightToLeft
}

/// How a masonry layout puts items into columns and how big their cells are: `MasonryLayout`'s
/// `Placement`, declared with the spec model that chooses it (a screen's masonry `layout`).
public enum MasonryPlacement: Hashable, Sendable {
    /// CHTCollectionViewWaterfallLayout: `columnSpacing` between columns, `interitemSpacing`
    /// between items in a column (CHT defaults 10 and 10), columns chosen by `direction`.
    /// Item width and height are floored to the pixel grid (WF-2, WF-3).
    case waterfall(columnSpacing: Double = 10, interitemSpacing: Double = 10, direction: MasonryItemRenderDirection = .shortestFirst)
    /// Kodeco: round-robin columns with no spacing; each item's slot is its content height
    /// plus `cellPadding` above and below, and the cell is the slot inset by `cellPadding` on
    /// every side (KP-3, KP-4). The tutorial's 2018 default padding is 6.
    case kodeco(cellPadding: Double = 6)
}
