import Variants
/// How variants are grouped into review sheets: one sheet per combination of the axes that are
/// neither the rows nor the columns (by default one per screen, device, appearance and language), each a
/// grid of row values by column values.
///
/// When the column value follows from the row (lorem-grid shows 2 columns up to xxxL and 1 at
/// AX sizes: every row has exactly one variant), the grid would be a staircase of empty cells,
/// half the sheet. Such a sheet has a single column instead, and each row names its value. The
/// same holds the other way round: when each column has one variant (lorem-grid's overview, column
/// counts down and categories across), the sheet has a single row and each column names its value.
package struct SheetPlan: Sendable {
    /// One sheet's grid.
    package struct Sheet: Sendable {
        /// A representative variant for the sheet's fixed axes (screen, device, ...).
        package var fixed: Variant
        /// One representative variant per row and per column, for their labels.
        package var rows: [Variant]
        package var columns: [Variant]
        /// `cells[row][column]`; nil where the matrix has no such variant.
        package var cells: [[Variant?]]
        /// Whether the column axis was folded into the rows because each row had one variant:
        /// `columns` is then empty and `cells` has one column.
        package var columnsFollowRows: Bool
        /// Whether the row axis was folded into the columns because each column had one
        /// variant: `rows` is then empty and `cells` has one row.
        package var rowsFollowColumns: Bool = false
    }

    package let rowAxis: VariantAxis
    package let columnAxis: VariantAxis
    /// The axes each sheet holds fixed, in matrix order.
    package var fixedAxes: [VariantAxis] { VariantAxis.allCases.filter { $0 != rowAxis && $0 != columnAxis } }
    /// Sheets in the order their first variant appears in the matrix.
    package let sheets: [Sheet]

    /// Groups `variants` (in matrix order) into sheets. `rows` and `columns` must differ.
    package init(variants: [Variant], rows: VariantAxis, columns: VariantAxis) {
        precondition(rows != columns, "a sheet's rows and columns vary different axes")
        rowAxis = rows
        columnAxis = columns
        let fixedAxes = VariantAxis.allCases.filter { $0 != rows && $0 != columns }

        var order: [[AxisValue]] = []
        var groups: [[AxisValue]: [Variant]] = [:]
        for variant in variants {
            let key = fixedAxes.map { $0.value(of: variant) }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(variant)
        }
        sheets = order.map { key in
            let members = groups[key]!
            let rowValues = Self.values(of: rows, in: members)
            let columnValues = Self.values(of: columns, in: members)
            var cells = [[Variant?]](repeating: [Variant?](repeating: nil, count: columnValues.count), count: rowValues.count)
            let rowIndex = Dictionary(uniqueKeysWithValues: rowValues.enumerated().map { (rows.value(of: $1), $0) })
            let columnIndex = Dictionary(uniqueKeysWithValues: columnValues.enumerated().map { (columns.value(of: $1), $0) })
            for variant in members {
                cells[rowIndex[rows.value(of: variant)]!][columnIndex[columns.value(of: variant)]!] = variant
            }
            if columnValues.count > 1, cells.allSatisfy({ $0.compactMap { $0 }.count == 1 }) {
                return Sheet(
                    fixed: members[0], rows: rowValues, columns: [], cells: cells.map { [$0.compactMap { $0 }.first] }, columnsFollowRows: true)
            }
            if rowValues.count > 1, columnValues.indices.allSatisfy({ column in cells.compactMap { $0[column] }.count == 1 }) {
                let row = columnValues.indices.map { column in cells.lazy.compactMap { $0[column] }.first }
                return Sheet(fixed: members[0], rows: [], columns: columnValues, cells: [row], columnsFollowRows: false, rowsFollowColumns: true)
            }
            return Sheet(fixed: members[0], rows: rowValues, columns: columnValues, cells: cells, columnsFollowRows: false)
        }
    }

    /// One variant per distinct value of `axis`, ranked values in rank order, others in order of
    /// appearance.
    private static func values(of axis: VariantAxis, in variants: [Variant]) -> [Variant] {
        var seen: Set<AxisValue> = []
        var firsts: [Variant] = []
        for variant in variants where seen.insert(axis.value(of: variant)).inserted {
            firsts.append(variant)
        }
        guard firsts.allSatisfy({ axis.value(of: $0).rank != nil }) else { return firsts }
        return firsts.sorted { axis.value(of: $0).rank! < axis.value(of: $1).rank! }
    }
}
