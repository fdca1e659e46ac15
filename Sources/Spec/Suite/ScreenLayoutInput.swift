import DynamicType

/// Everything a screen's collection needs besides the width, category and column count.
public struct ScreenLayoutInput: Hashable, Sendable {
    /// Which collection layout arranges the cells.
    public enum Kind: Hashable, Sendable {
        /// `UITableView` self-sizing rows (TV-1..3) with separators.
        case list(separatorInset: Double = 16)
        /// `UICollectionViewFlowLayout` with self-sizing cells (FLOW-1..11).
        case flow(uniformItemSize: Bool = false)
        /// FlexibleRowHeightGridLayout v3.0.0 (FRH-1..8): each row as tall as its tallest cell.
        case grid
        /// Waterfall columns (WF-1..6) or the Kodeco Pinterest layout (KP-1..6).
        case masonry(MasonryPlacement)

        /// Whether the layout takes each cell's width from the cell: a flow layout places cells
        /// as wide as they answer (a fixed width, or hugging their content). A list, grid or
        /// masonry layout gives every cell the width of its column, whatever the cell asks for,
        /// so a cell's ``CellTemplate/fixedWidth`` and ``CellTemplate/hugsContent`` apply in a
        /// flow layout only.
        public var sizesCellWidths: Bool {
            if case .flow = self { return true }
            return false
        }
    }

    /// One section's data: header and footer text, and one record per item.
    public struct Section: Hashable, Sendable {
        public var header: String?
        public var footer: String?
        public var items: [[String: String]]

        public init(header: String? = nil, footer: String? = nil, items: [[String: String]]) {
            self.header = header
            self.footer = footer
            self.items = items
        }
    }

    public var kind: Kind
    public var contentInset: EdgeInsets
    public var sectionInset: EdgeInsets
    public var interitemSpacing: Double
    public var lineSpacing: Double
    /// How the content keeps out of the horizontal safe area (UIKit's defaults unless the spec
    /// says otherwise).
    public var safeArea: SafeAreaInsetting
    public var cell: CellTemplate
    /// Template for section headers and footers; `{text}` is the header or footer text.
    public var supplementary: CellTemplate
    public var sections: [Section]
    /// The family text-style labels are set in: the default family (Inter, with the system font's
    /// metrics), or the system font itself when a spec supplies its files (`systemFont:`).
    public var systemFontFamily: String
    /// The size in points of each image `source` the templates show (pixels / the image's
    /// scale), read from the files after the spec loads: the size of an image view that has a
    /// source and no size of its own. Empty until then.
    package var imageSizes: [String: Size] = [:]

    public init(
        kind: Kind, contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero, interitemSpacing: Double = 0,
        lineSpacing: Double = 0, safeArea: SafeAreaInsetting = .uikitDefault, cell: CellTemplate,
        supplementary: CellTemplate = ScreenLayoutInput.defaultSupplementary,
        sections: [Section], systemFontFamily: String = Font.defaultFamily
    ) {
        self.systemFontFamily = systemFontFamily
        self.kind = kind
        self.contentInset = contentInset
        self.sectionInset = sectionInset
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.safeArea = safeArea
        self.cell = cell
        self.supplementary = supplementary
        self.sections = sections
    }

    /// A grouped-table-style header: headline text with 16 pt side margins and 8 pt above and below.
    public static let defaultSupplementary = CellTemplate(
        padding: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), background: "clear",
        stack: StackTemplate(items: [.label(LabelTemplate(text: "{text}", font: .style(.headline), color: "label"))])
    )
}
