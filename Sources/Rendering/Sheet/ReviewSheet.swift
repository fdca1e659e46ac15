import Spec
import Variants

/// A review sheet: rendered variants in a grid, one axis down the rows and one across the
/// columns, with axis labels on the edges, a caption under every cell and a title block. What
/// designers open to see a screen at every Dynamic Type size at once.
package struct ReviewSheet: Sendable {
    /// A row's or column's label: its value and, optionally, a second line explaining it (the
    /// variant axes' type, so each axis declares its own).
    package typealias Header = SheetHeader

    /// A legend line the sheet adds to its overlays': a mark's colour and dash, and what it means.
    package struct LegendEntry: Hashable, Sendable {
        package var color: Color
        /// The mark's dash length; nil for a solid outline.
        package var dash: Double?
        package var title: String

        package init(color: Color, dash: Double? = nil, title: String) {
            self.color = color
            self.dash = dash
            self.title = title
        }
    }

    /// One variant: its scene (without its own caption or legend) and what to print under it.
    package struct Cell: Sendable {
        package var scene: RenderScene
        package var caption: String
        /// Findings worth a look (the audit's, by rule and element), drawn in red under the caption.
        package var warning: String?

        package init(scene: RenderScene, caption: String, warning: String? = nil) {
            self.scene = scene
            self.caption = caption
            self.warning = warning
        }
    }

    package var title: String
    /// Lines under the title: spec, device, fixed axis values, tool version.
    package var details: [String]
    /// What the rows and the columns vary, for the corner label: "category", "columns".
    package var rowAxis: String
    package var columnAxis: String
    package var rows: [Header]
    package var columns: [Header]
    /// `cells[row][column]`; nil where the matrix has no such variant.
    package var cells: [[Cell?]]
    /// How large cells are drawn: 1 shows a variant at its size in points.
    package var zoom: Double
    /// The overlays drawn in the cells; the sheet's legend explains them.
    package var overlays: Set<Overlay>
    /// Further legend lines, after the overlays': what the cells' ``ReviewMark``s mean.
    package var legend: [LegendEntry]

    package init(
        title: String, details: [String], rowAxis: String, columnAxis: String, rows: [Header], columns: [Header],
        cells: [[Cell?]], zoom: Double = 1, overlays: Set<Overlay> = [], legend: [LegendEntry] = []
    ) {
        self.title = title
        self.details = details
        self.rowAxis = rowAxis
        self.columnAxis = columnAxis
        self.rows = rows
        self.columns = columns
        self.cells = cells
        self.zoom = zoom
        self.overlays = overlays
        self.legend = legend
    }
}
