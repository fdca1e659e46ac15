import DynamicType
import Localization
import ProofSheetSupport

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
    ///     from (`{text}` is their text); default: the list style's header, else a headline header.
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
            supplementary: headerCell?.template ?? ScreenLayoutInput.defaultHeader(for: layout.kind),
            footer: footerCell?.template ?? (headerCell == nil ? ScreenLayoutInput.defaultFooter(for: layout.kind) : nil),
            sections: sections.map { $0.sourceTexts(.english) }
        )
        let kindTemplates: [ScreenLayoutInput.ItemTemplate] =
            [.init(keyPath: "cell", template: cell.template)]
            + cells.keys.sorted().map { .init(keyPath: "cells.\($0)", template: cells[$0]!.template) }
        if kindTemplates.contains(where: { !$0.template.itemValueFields.isEmpty }) {
            Self.fillItemValues(of: sections, kinds: kindTemplates, chosen: kinds, writesSections: writesSections, into: &input, problems: &problems)
            // The default template as a spec's: the first item's of the default kind (as written when no item is).
            input.cell = (input.itemTemplates.first { $0.keyPath == "cell" } ?? input.itemTemplates.first)?.template ?? input.cell
        } else if !cells.isEmpty {
            input.itemTemplates = kindTemplates
            for (index, indices) in kinds.enumerated() { input.sections[index].itemTemplateIndices = indices }
        }
        Self.supplementaryKinds(of: sections, cell: cell, cells: cells, into: &input, problems: &problems)
        self.init(name: name, devices: devices, columns: columns, layout: input, background: background, appearances: appearances, languages: tags)
        texts = sections
        self.writesSections = writesSections
        buildProblems = problems
    }

    /// Gives each item its kind's template (`chosen`, an index in `kinds`) with the template's
    /// text values filled from the item's fields in the source language (`background: "{tint}"`,
    /// ``CellTemplate/fillingItemValues(from:)``), each distinct template once in `input`'s
    /// ``ScreenLayoutInput/itemTemplates``. A field an item lacks is a problem at the item; a
    /// filled value a template cannot take is checked with the screen's values (``Suite/validate()``).
    private static func fillItemValues(
        of sections: [LocalizedSection], kinds: [ScreenLayoutInput.ItemTemplate], chosen: [[Int]], writesSections: Bool,
        into input: inout ScreenLayoutInput, problems: inout [ValueProblem]
    ) {
        for (section, kindsOfSection) in chosen.enumerated() {
            input.sections[section].itemTemplateIndices = kindsOfSection.enumerated().map { item, kindIndex in
                var template = kinds[kindIndex]
                let fields = template.template.itemValueFields
                let at = (writesSections ? "sections[\(section)]." : "") + "items[\(item)]"
                if !fields.isEmpty {
                    let values = sections[section].items[item].mapValues { LocalizedSection.sourceText($0, .english) }
                    if let missing = fields.first(where: { values[$0] == nil }) {
                        let problem =
                            "the item has no field \(missing.quoted). Its \(template.keyPath) takes \("{\(missing)}".quoted) from every item;"
                            + " its fields: \(values.keys.sorted().joined(separator: ", "))"
                        problems.append(ValueProblem(keyPath: at, problem: problem))
                    }
                    template.template = template.template.fillingItemValues(from: values)
                }
                if let index = input.itemTemplates.firstIndex(where: { $0.keyPath == template.keyPath && $0.template == template.template }) {
                    return index
                }
                input.itemTemplates.append(template)
                return input.itemTemplates.count - 1
            }
        }
    }

    /// Points each section's header and footer at the kind of cell it names (`headerCell:
    /// "banner"`) in `input`'s ``ScreenLayoutInput/sectionTemplates``; an unknown name is a
    /// problem at the section.
    private static func supplementaryKinds(
        of sections: [LocalizedSection], cell: Cell, cells: [String: Cell], into input: inout ScreenLayoutInput, problems: inout [ValueProblem]
    ) {
        let names = [CellKinds.defaultName] + cells.keys.sorted()
        for (index, section) in sections.enumerated() {
            for (key, name) in [("headerCell", section.headerCell), ("footerCell", section.footerCell)] {
                guard let name else { continue }
                guard let template = name == CellKinds.defaultName ? cell.template : cells[name]?.template else {
                    problems.append(ValueProblem(keyPath: "sections[\(index)].\(key)", problem: CellKinds.unknownKind(name, valid: names.sorted())))
                    continue
                }
                let named = ScreenLayoutInput.ItemTemplate(keyPath: name == CellKinds.defaultName ? "cell" : "cells.\(name)", template: template)
                let templateIndex = input.sectionTemplates.firstIndex(of: named) ?? input.sectionTemplates.count
                if templateIndex == input.sectionTemplates.count { input.sectionTemplates.append(named) }
                if key == "headerCell" {
                    input.sections[index].headerTemplateIndex = templateIndex
                } else {
                    input.sections[index].footerTemplateIndex = templateIndex
                }
            }
        }
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

extension Screen {
    /// The screen shown with Bold Text off, on or both (a spec's `legibilityWeight: [regular, bold]`):
    /// one variant per weight, in the order given (``Suite/validate()`` refuses an empty list or a
    /// weight listed twice).
    public func legibilityWeights(_ weights: [LegibilityWeight]) -> Screen {
        var screen = self
        screen.legibilityWeights = weights
        return screen
    }
}
