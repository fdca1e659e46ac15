/// How a screen arranges its cells, with the insets and spacing (a spec's `layout:`). Each
/// factory's defaults are the spec's.
///
/// ```swift
/// .list(separatorInset: 72)
/// .grid(sectionInset: EdgeInsets(all: 10), interitemSpacing: 10, lineSpacing: 10)
/// .masonry(sectionInset: EdgeInsets(all: 16), columnSpacing: 12, interitemSpacing: 12)
/// ```
public struct CollectionLayout: Hashable, Sendable {
    /// The collection layout and its own settings.
    public var kind: ScreenLayoutInput.Kind
    /// Around all the content, as `UICollectionView.contentInset`.
    public var contentInset: EdgeInsets
    /// Around each section's items.
    public var sectionInset: EdgeInsets
    /// Between items in a row (flow, grid).
    public var interitemSpacing: Double
    /// Between rows.
    public var lineSpacing: Double
    /// How the content keeps out of the horizontal safe area; UIKit's defaults unless set (the
    /// spec's `contentInsetAdjustmentBehavior`, `insetsContentViewsToSafeArea` and
    /// `sectionInsetReference`).
    public var safeArea: SafeAreaInsetting = .uikitDefault

    /// `UITableView` self-sizing rows with separators inset `separatorInset` from the leading edge
    /// (nil: each separator starts at its row's primary text, as UIKit aligns it), in `style`
    /// (`.plain`, `.grouped`, `.insetGrouped`; nil: as drawn before styles).
    public static func list(
        separatorInset: Double? = nil, style: ListStyle? = nil, contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero,
        interitemSpacing: Double = 0, lineSpacing: Double = 0
    ) -> CollectionLayout {
        CollectionLayout(
            kind: .list(separatorInset: separatorInset, style: style), contentInset: contentInset, sectionInset: sectionInset,
            interitemSpacing: interitemSpacing,
            lineSpacing: lineSpacing
        )
    }

    /// `UICollectionViewFlowLayout` with self-sizing cells; `uniformItemSize` sizes every cell as
    /// the first.
    public static func flow(
        uniformItemSize: Bool = false, contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero, interitemSpacing: Double = 10,
        lineSpacing: Double = 10
    ) -> CollectionLayout {
        CollectionLayout(
            kind: .flow(uniformItemSize: uniformItemSize), contentInset: contentInset, sectionInset: sectionInset, interitemSpacing: interitemSpacing,
            lineSpacing: lineSpacing
        )
    }

    /// A grid whose rows are as tall as their tallest cell (FlexibleRowHeightGridLayout).
    public static func grid(
        contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero, interitemSpacing: Double = 0, lineSpacing: Double = 0
    ) -> CollectionLayout {
        CollectionLayout(
            kind: .grid, contentInset: contentInset, sectionInset: sectionInset, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing)
    }

    /// Waterfall columns (CHTCollectionViewWaterfallLayout): `columnSpacing` between columns,
    /// `interitemSpacing` between items in a column, each item in the column `placement` picks.
    public static func masonry(
        contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero, columnSpacing: Double = 10, interitemSpacing: Double = 10,
        placement: MasonryItemRenderDirection = .shortestFirst, lineSpacing: Double = 0
    ) -> CollectionLayout {
        CollectionLayout(
            kind: .masonry(.waterfall(columnSpacing: columnSpacing, interitemSpacing: interitemSpacing, direction: placement)),
            contentInset: contentInset, sectionInset: sectionInset, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing
        )
    }

    /// Kodeco's Pinterest layout: round-robin columns, each cell inset by `cellPadding`.
    public static func kodecoMasonry(
        cellPadding: Double = 6, contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero, lineSpacing: Double = 0
    ) -> CollectionLayout {
        CollectionLayout(
            kind: .masonry(.kodeco(cellPadding: cellPadding)), contentInset: contentInset, sectionInset: sectionInset, interitemSpacing: 0,
            lineSpacing: lineSpacing)
    }
}
