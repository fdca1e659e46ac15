import Rendering

/// What review sheets show and how: the axes, the size of the cells and how each cell is drawn.
public struct SheetOptions: Hashable, Sendable {
    /// The axis down the rows (default: the 12 content-size categories).
    public var rows: VariantAxis
    /// The axis across the columns (default: the column counts).
    public var columns: VariantAxis
    /// How large each variant is drawn: 1 is its size in points, 0.5 half.
    public var zoom: Double
    /// Pixels per point for PNG: 1, 2 or 3.
    public var scale: Int
    /// Draw each cell's device status bar and home indicator.
    public var chrome: Bool
    /// Review overlays drawn in every cell; the sheet carries one legend.
    public var overlays: Set<Overlay>
    public var tallContent: ScreenRenderRequest.TallContent

    /// The zooms a sheet accepts: below a tenth text is unreadable; above 2 a cell is bigger than
    /// the PNG @2x of the variant itself.
    public static let zoomRange = 0.1...2.0

    public init(
        rows: VariantAxis = .category, columns: VariantAxis = .columns, zoom: Double = 1, scale: Int = 1, chrome: Bool = true,
        overlays: Set<Overlay> = [], tallContent: ScreenRenderRequest.TallContent = .full
    ) {
        self.rows = rows
        self.columns = columns
        self.zoom = zoom
        self.scale = scale
        self.chrome = chrome
        self.overlays = overlays
        self.tallContent = tallContent
    }

    /// The widest sheet in points: what a PNG page holds at this scale (32,767 px) and what a
    /// PDF or SVG page holds (14,400 pt). Wider sheets are split by columns into parts.
    public var maximumSheetWidth: Double {
        min(VectorPages.maximumPageHeight, Double(PNGRenderer.maximumPageRows / scale))
    }

    /// How each cell's variant is drawn: no caption strip and no legend (the sheet has its own).
    var cellOptions: RenderOptions {
        RenderOptions(scale: scale, chrome: chrome, caption: false, overlays: overlays, legend: false, tallContent: tallContent)
    }
}
