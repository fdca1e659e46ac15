import DynamicType

/// Everything a screen's collection needs besides the width, category and column count.
public struct ScreenLayoutInput: Hashable, Sendable {
    /// Which collection layout arranges the cells.
    public enum Kind: Hashable, Sendable {
        /// `UITableView` self-sizing rows (TV-1..3) with separators, in `style` (TV-4..6; nil:
        /// a plain table as drawn before styles, docs/components.md "Lists and tables").
        /// `separatorInset` nil: each row's separator starts at its primary text, as UIKit aligns
        /// it (docs/components.md, "Separators follow the text"); a number: every separator
        /// starts that far from the content view's leading edge (`UITableView.separatorInset`).
        case list(separatorInset: Double? = nil, style: ListStyle? = nil)
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

        /// The style of a `list` that names one; nil for another kind or a list without a style.
        package var listStyle: ListStyle? {
            if case .list(_, let style) = self { return style }
            return nil
        }
    }

    /// One section's data: header and footer text, and one record per item.
    public struct Section: Hashable, Sendable {
        public var header: String?
        public var footer: String?
        public var items: [[String: String]]
        /// Per item, its index in ``ScreenLayoutInput/itemTemplates``; empty when every item is
        /// drawn with ``ScreenLayoutInput/cell``.
        public var itemTemplateIndices: [Int]
        /// The section's own values (a spec's section `fields:`), which its header and footer
        /// templates show through `{field}` placeholders beside `{text}` and `{count}`.
        public var fields: [String: String] = [:]
        /// The section's header template, an index in ``ScreenLayoutInput/sectionTemplates``
        /// (a spec's section `headerCell:`); nil: the screen's ``ScreenLayoutInput/supplementary``.
        public var headerTemplateIndex: Int?
        /// The section's footer template, an index in ``ScreenLayoutInput/sectionTemplates``
        /// (`footerCell:`); nil: the screen's footer template.
        public var footerTemplateIndex: Int?

        /// What the section's header or footer template fills its placeholders from: the
        /// section's ``fields``, `text` (the header's or footer's `text`) and `count` (its number of items).
        package func supplementaryData(text: String) -> [String: String] {
            fields.merging([Self.textField: text, Self.countField: String(items.count)]) { _, reserved in reserved }
        }

        /// The field a header or footer template shows its section's header or footer text as.
        package static let textField = "text"
        /// The field a header or footer template shows its section's number of items as.
        package static let countField = "count"

        public init(header: String? = nil, footer: String? = nil, items: [[String: String]], itemTemplateIndices: [Int] = []) {
            self.header = header
            self.footer = footer
            self.items = items
            self.itemTemplateIndices = itemTemplateIndices
        }
    }

    /// A cell template some items are drawn with, and where the spec writes it (`cell`,
    /// `cells.promo`).
    public struct ItemTemplate: Hashable, Sendable {
        /// The template's key path in its screen: `cell` for the default kind, `cells.<name>` for another.
        public var keyPath: String
        public var template: CellTemplate
        /// Where the first item whose values filled the template is written
        /// (`screens[0].sections[1].items[2]`), for errors in the values it gave; nil when its
        /// kind takes no values from items.
        package var filledBy: String?

        public init(keyPath: String, template: CellTemplate) {
            self.keyPath = keyPath
            self.template = template
        }

        /// Equal when their key paths and templates are: `filledBy` says where a spec wrote the
        /// values (a suite built in Swift has no such place), not what is drawn.
        public static func == (lhs: ItemTemplate, rhs: ItemTemplate) -> Bool {
            lhs.keyPath == rhs.keyPath && lhs.template == rhs.template
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(keyPath)
            hasher.combine(template)
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
    /// Template for section headers, and footers unless ``footer`` is given; `{text}` is the
    /// header or footer text.
    public var supplementary: CellTemplate
    /// Template for section footers (`{text}` is the footer text); nil: footers use ``supplementary``.
    public var footer: CellTemplate?
    /// The templates items are drawn with when a screen has several kinds of cell (`cells:`) or
    /// takes template values from its items (`background: "{tint}"`): each distinct template
    /// once, which ``Section/itemTemplateIndices`` point into. Empty when every item is drawn
    /// with ``cell``.
    public var itemTemplates: [ItemTemplate] = []
    /// The templates sections name for their headers and footers (`headerCell: banner` draws
    /// with `cells.banner`), each distinct template once, which ``Section/headerTemplateIndex``
    /// and ``Section/footerTemplateIndex`` point into. Empty when every section uses the
    /// screen's ``supplementary`` and ``footer``.
    public var sectionTemplates: [ItemTemplate] = []
    public var sections: [Section]
    /// The family text-style labels are set in: the default family (Inter, with the system font's
    /// metrics), or the system font itself when a spec supplies its files (`systemFont:`).
    public var systemFontFamily: String
    /// The size in points of each image `source` the templates show (pixels / the image's
    /// scale), read from the files after the spec loads: the size of an image view that has a
    /// source and no size of its own. Empty until then.
    package var imageSizes: [String: Size] = [:]
    /// The measurements of each custom symbol the templates may show, by name, read from the
    /// templates after the spec loads (docs/symbols.md). Empty until then.
    package var symbolGeometries: [String: SymbolGeometry] = [:]
    /// The navigation bar, tab bar and toolbar around the collection (none by default).
    public var bars = ScreenBars()

    public init(
        kind: Kind, contentInset: EdgeInsets = .zero, sectionInset: EdgeInsets = .zero, interitemSpacing: Double = 0,
        lineSpacing: Double = 0, safeArea: SafeAreaInsetting = .uikitDefault, cell: CellTemplate,
        supplementary: CellTemplate = ScreenLayoutInput.defaultSupplementary, footer: CellTemplate? = nil,
        sections: [Section], systemFontFamily: String = Font.defaultFamily
    ) {
        self.footer = footer
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

    /// The template section headers are drawn with when the screen names none: the list
    /// style's header (`ListMetrics/header(_:)`), else ``defaultSupplementary``.
    package static func defaultHeader(for kind: Kind) -> CellTemplate {
        kind.listStyle.map { ListMetrics.header($0).template } ?? defaultSupplementary
    }

    /// The template section footers are drawn with when the screen names neither a header nor a
    /// footer template: the list style's footer (`ListMetrics/footer(_:)`); nil (the header's)
    /// without a style.
    package static func defaultFooter(for kind: Kind) -> CellTemplate? {
        kind.listStyle.map { ListMetrics.footer($0).template }
    }
}

extension ScreenLayoutInput {
    /// The template `kind`'s element of `section` is drawn with (`item` counts for cells only).
    /// A bar has no template: it is drawn from its own keys, so a bar gives the default cell's.
    package func template(of kind: ElementKind, section: Int, item: Int) -> CellTemplate {
        switch kind {
        case .header: sectionTemplate(of: kind, section: section)?.template ?? supplementary
        case .footer: sectionTemplate(of: kind, section: section)?.template ?? footer ?? supplementary
        case .cell: itemTemplate(section: section, item: item)?.template ?? cell
        case .navigationBar, .toolbar, .tabBar: cell
        }
    }

    /// Where the template of `kind`'s element of `section` is written in its screen: `cell`,
    /// `cells.promo`, `header` or `footer` (`header` for a footer drawn with the header's template);
    /// a bar's own key (`navigationBar`).
    package func templateKey(of kind: ElementKind, section: Int, item: Int) -> String {
        switch kind {
        case .header: sectionTemplate(of: kind, section: section)?.keyPath ?? "header"
        case .footer: sectionTemplate(of: kind, section: section)?.keyPath ?? (footer == nil ? "header" : "footer")
        case .cell: itemTemplate(section: section, item: item)?.keyPath ?? "cell"
        case .navigationBar, .toolbar, .tabBar: kind.rawValue
        }
    }

    /// The template `section` names for its header or footer (`kind`), if it names one.
    private func sectionTemplate(of kind: ElementKind, section: Int) -> ItemTemplate? {
        let index = kind == .header ? sections[section].headerTemplateIndex : sections[section].footerTemplateIndex
        return index.map { sectionTemplates[$0] }
    }

    private func itemTemplate(section: Int, item: Int) -> ItemTemplate? {
        let indices = sections[section].itemTemplateIndices
        return indices.isEmpty ? nil : itemTemplates[indices[item]]
    }

    /// Every template the screen draws with and where each is written: the default cell, the
    /// header's, the footer's when it has its own, each of ``sectionTemplates`` and of ``itemTemplates``.
    package var allTemplates: [(keyPath: String, template: CellTemplate)] {
        [("cell", cell)] + supplementaryTemplates + itemTemplates.map { ($0.keyPath, $0.template) }
    }

    /// The templates the items are drawn with: ``itemTemplates``, or ``cell`` alone when every
    /// item is drawn with it.
    package var cellTemplates: [ItemTemplate] {
        itemTemplates.isEmpty ? [ItemTemplate(keyPath: "cell", template: cell)] : itemTemplates
    }

    /// The header's template, the footer's when it has its own, and each of ``sectionTemplates``,
    /// with their keys.
    package var supplementaryTemplates: [(keyPath: String, template: CellTemplate)] {
        [("header", supplementary)] + (footer.map { [("footer", $0)] } ?? []) + sectionTemplates.map { ($0.keyPath, $0.template) }
    }
}
