import Localization

extension Screen {
    /// A screen of one section of items, built in Swift (a spec's screen with `items:`).
    ///
    /// ```swift
    /// Screen("plain-table", layout: .list()) {
    ///     Cell(padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), minHeight: 44) {
    ///         Stack { Label("{text}") }
    ///     }
    /// } items: {
    ///     ["text": "Wi-Fi"]
    ///     ["text": "Bluetooth"]
    /// }
    /// ```
    ///
    /// Values Swift's types cannot rule out (a negative spacing, an unknown colour name, a
    /// malformed language tag) are checked when the screen is run, as a spec's are when read
    /// (``Suite/validate()``).
    ///
    /// - Parameters:
    ///   - name: names the screen's baseline folder.
    ///   - devices: the devices to show it on.
    ///   - columns: how many columns it shows (a number, or a ``ColumnRule``).
    ///   - layout: how its cells are arranged.
    ///   - background: the colour behind the cells.
    ///   - appearances: light, dark or both.
    ///   - languages: language tags (`de`, `ar`, `double-length`) to show it in; empty: the
    ///     suite's, else as written.
    ///   - headerCell: the template section headers (and footers, without `footerCell`) are drawn
    ///     from (`{text}` is their text); default: a grouped table's headline header.
    ///   - footerCell: the template section footers are drawn from; default: `headerCell`'s.
    ///   - cells: other kinds of cell by name (a spec's `cells:`); an item picks one with its
    ///     `"cell"` field (`["cell": "promo", "title": "Sale"]`).
    ///   - cell: the template of every cell of the default kind.
    ///   - items: the cells' data.
    public init(
        _ name: String, devices: [Device] = [.iPhone16], columns: ColumnRule = 1, layout: CollectionLayout,
        background: String = "systemGroupedBackground", appearances: [Appearance] = [.light], languages: [String] = [], headerCell: Cell? = nil,
        footerCell: Cell? = nil, cells: [String: Cell] = [:], cell: () -> Cell, @ItemBuilder items: () -> [Item]
    ) {
        self.init(
            name, devices: devices, columns: columns, layout: layout, background: background, appearances: appearances, languages: languages,
            headerCell: headerCell, footerCell: footerCell, cells: cells, cell: cell(), sections: [LocalizedSection(items: items())],
            writesSections: false
        )
    }

    /// A screen of sections, each with an optional header and footer, built in Swift (a spec's
    /// screen with `sections:`). The parameters are those of
    /// ``init(_:devices:columns:layout:background:appearances:languages:headerCell:footerCell:cells:cell:items:)``.
    public init(
        _ name: String, devices: [Device] = [.iPhone16], columns: ColumnRule = 1, layout: CollectionLayout,
        background: String = "systemGroupedBackground", appearances: [Appearance] = [.light], languages: [String] = [], headerCell: Cell? = nil,
        footerCell: Cell? = nil, cells: [String: Cell] = [:], cell: () -> Cell, @SectionBuilder sections: () -> [Section]
    ) {
        self.init(
            name, devices: devices, columns: columns, layout: layout, background: background, appearances: appearances, languages: languages,
            headerCell: headerCell, footerCell: footerCell, cells: cells, cell: cell(), sections: sections(), writesSections: true
        )
    }

    private init(
        _ name: String, devices: [Device], columns: ColumnRule, layout: CollectionLayout, background: String, appearances: [Appearance],
        languages: [String], headerCell: Cell?, footerCell: Cell?, cells: [String: Cell], cell: Cell, sections: [LocalizedSection],
        writesSections: Bool
    ) {
        let (tags, parsed) = LanguageTag.parsing(languages, at: "languages")
        var problems = parsed
        var sections = sections
        let kinds = Self.kinds(of: &sections, cells: cells, writesSections: writesSections, problems: &problems)
        var input = ScreenLayoutInput(
            kind: layout.kind, contentInset: layout.contentInset, sectionInset: layout.sectionInset, interitemSpacing: layout.interitemSpacing,
            lineSpacing: layout.lineSpacing, safeArea: layout.safeArea, cell: cell.template,
            supplementary: headerCell?.template ?? ScreenLayoutInput.defaultSupplementary, footer: footerCell?.template,
            sections: sections.map { $0.sourceTexts(.english) }
        )
        if !cells.isEmpty {
            input.itemTemplates =
                [.init(keyPath: "cell", template: cell.template)]
                + cells.keys.sorted().map { .init(keyPath: "cells.\($0)", template: cells[$0]!.template) }
            for (index, indices) in kinds.enumerated() { input.sections[index].itemTemplateIndices = indices }
        }
        self.init(name: name, devices: devices, columns: columns, layout: input, background: background, appearances: appearances, languages: tags)
        texts = sections
        self.writesSections = writesSections
        buildProblems = problems
    }

    /// Takes each item's `"cell"` field out of its record and returns, per section, each item's
    /// index in `[default] + cells` by sorted name; an unknown name is a problem at the item.
    private static func kinds(
        of sections: inout [LocalizedSection], cells: [String: Cell], writesSections: Bool, problems: inout [ValueProblem]
    ) -> [[Int]] {
        let names = [CellKinds.defaultName] + cells.keys.sorted()
        return sections.indices.map { section in
            sections[section].items.indices.map { item in
                guard let written = sections[section].items[item].removeValue(forKey: CellKinds.itemKey) else { return 0 }
                let name = LocalizedSection.sourceText(written, .english)
                if let index = names.firstIndex(of: name) { return cells.isEmpty ? 0 : index }
                let at = (writesSections ? "sections[\(section)]." : "") + "items[\(item)].\(CellKinds.itemKey)"
                problems.append(ValueProblem(keyPath: at, problem: CellKinds.unknownKind(name, valid: names.sorted())))
                return 0
            }
        }
    }
}

/// Collects a screen's sections, with `if` and `for`.
@resultBuilder
public enum SectionBuilder {
    /// One section.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    /// Every line's values, in order.
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
    /// The values of an `if` that holds; none otherwise.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
    /// The values of the branch taken.
    public static func buildEither(first part: [Section]) -> [Section] { part }
    /// The values of the branch taken.
    public static func buildEither(second part: [Section]) -> [Section] { part }
    /// The values of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
}

extension LanguageTag {
    /// The tags `texts` spell, and a problem (at `keyPath[i]`) for each malformed one, for a
    /// builder that cannot throw.
    static func parsing(_ texts: [String], at keyPath: String) -> (tags: [LanguageTag], problems: [ValueProblem]) {
        var tags: [LanguageTag] = []
        var problems: [ValueProblem] = []
        for (index, text) in texts.enumerated() {
            do { tags.append(try LanguageTag(parsing: text)) } catch {
                problems.append(ValueProblem(keyPath: "\(keyPath)[\(index)]", problem: error.description))
            }
        }
        return (tags, problems)
    }
}
