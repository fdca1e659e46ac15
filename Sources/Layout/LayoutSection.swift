import Spec

/// One section of a collection as the layouts see it: how many items it has and the spacing
/// around them. Sizes of the items themselves come from an ``ItemSizer``.
///
/// The fields follow `UICollectionViewFlowLayout`'s per-section values. Which layout reads which
/// field is stated on each layout; a field a layout does not use is still validated (no negative
/// or non-finite values).
package struct LayoutSection: Hashable, Sendable {
    /// Number of items (cells) in the section; at least 0.
    package var itemCount: Int
    /// The section inset `SI`: space around the section's items.
    package var inset: EdgeInsets
    /// The minimum horizontal spacing `s` between neighbouring items in a row or line.
    package var interitemSpacing: Double
    /// The minimum vertical spacing `L` between rows or lines.
    package var lineSpacing: Double
    /// Header height; 0 means no header.
    package var headerHeight: Double
    /// Footer height; 0 means no footer.
    package var footerHeight: Double

    package init(
        itemCount: Int, inset: EdgeInsets = .zero, interitemSpacing: Double = 0, lineSpacing: Double = 0,
        headerHeight: Double = 0, footerHeight: Double = 0
    ) {
        self.itemCount = itemCount
        self.inset = inset
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}

extension [LayoutSection] {
    /// Room for every element the sections can produce: all cells plus one header and one footer
    /// per section, so that a layout appends without reallocating.
    var elementCapacity: Int {
        reduce(0) { $0 + $1.itemCount + 2 }
    }
}
