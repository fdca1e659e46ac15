/// A ``MasonryLayout/Placement`` resolved to the numbers the shared section loop needs; the
/// Kodeco placement is a waterfall with no spacing, round-robin columns, unrounded sizes and
/// padded slots.
struct MasonryColumnRules {
    /// Horizontal gap between columns.
    var columnSpacing: Double
    /// Vertical gap between consecutive items of a column.
    var itemSpacing: Double
    /// Space inside a slot around its cell, on every side.
    var padding: Double
    var direction: MasonryLayout.ItemRenderDirection
    /// Kodeco's unrounded widths and heights and its content width (KP-2, KP-4).
    var isKodeco: Bool

    init(_ placement: MasonryLayout.Placement) throws(LayoutError) {
        switch placement {
        case .waterfall(let columnSpacing, let interitemSpacing, let direction):
            try LayoutValidation.length(columnSpacing, "columnSpacing")
            try LayoutValidation.length(interitemSpacing, "interitemSpacing")
            self.init(
                columnSpacing: columnSpacing, itemSpacing: interitemSpacing, padding: 0, direction: direction, isKodeco: false
            )
        case .kodeco(let cellPadding):
            try LayoutValidation.length(cellPadding, "cellPadding")
            self.init(columnSpacing: 0, itemSpacing: 0, padding: cellPadding, direction: .leftToRight, isKodeco: true)
        }
    }

    private init(
        columnSpacing: Double, itemSpacing: Double, padding: Double, direction: MasonryLayout.ItemRenderDirection, isKodeco: Bool
    ) {
        self.columnSpacing = columnSpacing
        self.itemSpacing = itemSpacing
        self.padding = padding
        self.direction = direction
        self.isKodeco = isKodeco
    }

    /// WF-2: `floorToPixel((available − (n−1)·columnSpacing) / n)`; KP-2: `available / n`.
    func columnWidth(available: Double, columns: Int, scale: Double) -> Double {
        let width = (available - Double(columns - 1) * columnSpacing) / Double(columns)
        return isKodeco ? width : max(0, floorToPixel(width, scale: scale))
    }

    /// A cell's height from its measured height: `floorToPixel(height)` (WF-3), or unrounded
    /// (KP-4, whose slot adds `2·padding`).
    func cellHeight(_ height: Double, scale: Double) -> Double {
        isKodeco ? height : floorToPixel(height, scale: scale)
    }

    /// WF-4 (and KP-3, which is `leftToRight`): the column for `item` given the columns' heights.
    func column(for item: Int, columns: Int, heights: [Double]) -> Int {
        switch direction {
        case .shortestFirst:
            var shortest = 0
            for column in 1..<columns where heights[column] < heights[shortest] { shortest = column }
            return shortest
        case .leftToRight:
            return item % columns
        case .rightToLeft:
            return columns - 1 - item % columns
        }
    }
}
