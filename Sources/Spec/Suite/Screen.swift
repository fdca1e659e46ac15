import DynamicType
import Foundation
import Localization
import ProofSheetSupport

/// One screen of a suite: the devices to show it on, its column rule, its collection layout,
/// its cell template and its data.
public struct Screen: Sendable, Decodable {
    public var name: String
    public var devices: [Device]
    public var columns: ColumnRule
    /// Layout, template and data in the source language, ready for `ScreenLayoutEngine`
    /// (`Suite.layoutInput(of:in:)` gives it in another language).
    public var layout: ScreenLayoutInput
    /// The sections' header, footer and item texts as the spec writes them: plain, per language
    /// or string keys.
    public var texts: [LocalizedSection]
    /// The spec writes `sections` (not `items`), for key paths to its texts.
    var writesSections = false
    /// The bars as the spec writes them, their titles plain, per language or string keys;
    /// ``layout`` holds them in the source language. Unset, the layout's bars as they are.
    package var writtenBars: ScreenBars {
        get { ownWrittenBars ?? layout.bars }
        set { ownWrittenBars = newValue }
    }
    private var ownWrittenBars: ScreenBars?
    /// The colour behind the cells (default `systemGroupedBackground`).
    public var background: String
    /// The appearances the matrix covers (default: the suite's `appearances`, else light only).
    public var appearances: [Appearance]
    /// The content-size categories the matrix covers, small to large (default: all 12).
    public var categories: [ContentSizeCategory]
    /// The Bold Text settings the matrix covers (`legibilityWeight`; default: the suite's, else
    /// regular only).
    public var legibilityWeights: [LegibilityWeight] = ScreenDefaults.standard.legibilityWeights
    /// The contrasts the matrix covers (default: the suite's `contrast`, else normal only);
    /// `high` is Increase Contrast.
    public var contrasts: [AppearanceContrast] = ScreenDefaults.standard.contrasts
    /// The languages the matrix covers, in the order given (the screen's own `languages`, else the
    /// suite's); empty for a screen shown only as written, without a language axis.
    public var languages: [LanguageTag]
    /// What the Swift builder could not turn into the model (a malformed language tag), for
    /// ``Suite/validate()`` to report.
    var buildProblems: [ValueProblem] = []

    public init(
        name: String, devices: [Device], columns: ColumnRule = .fixed(1), layout: ScreenLayoutInput, background: String = "systemGroupedBackground",
        appearances: [Appearance] = ScreenDefaults.standard.appearances, languages: [LanguageTag] = [],
        categories: [ContentSizeCategory] = ContentSizeCategory.allCases
    ) {
        self.name = name
        self.devices = devices
        self.columns = columns
        self.layout = layout
        texts = layout.sections.map(LocalizedSection.init(plain:))
        self.background = background
        self.appearances = appearances
        self.languages = languages
        self.categories = categories.sorted()
    }

    /// The keys a screen takes; a variant axis names the one that lists its values (`MatrixAxis.specKey`).
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case name, devices, columns, background, appearances, categories, languages, legibilityWeight, contrast, layout, cell, cells, header, footer,
            items, sections
        case navigationBar, tabBar, toolbar
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeName(.name)
        devices = try container.decode(.devices, default: [try Device.preset(named: "iPhone 16")])
        if let problem = SpecRules.deviceList(devices) {
            throw DecodingError.dataCorruptedError(forKey: .devices, in: container, debugDescription: problem)
        }
        columns = try container.decode(.columns, default: .fixed(1))
        background = try container.decodeColor(.background, default: "systemGroupedBackground", userInfo: decoder.userInfo)
        let lists = try ScreenDefaults(
            from: container, keys: (.appearances, .legibilityWeight, .contrast),
            fallback: decoder.userInfo[ScreenDefaults.userInfoKey] as? ScreenDefaults ?? .standard)
        appearances = lists.appearances
        legibilityWeights = lists.legibilityWeights
        contrasts = lists.contrasts
        categories = try Self.decodeCategories(from: container)
        languages = try container.decodeLanguages(.languages, default: decoder.userInfo[Suite.languagesUserInfoKey] as? [LanguageTag] ?? [])
        let layoutSpec = try container.decode(LayoutSpec.self, forKey: .layout)
        var kinds = try CellKinds(from: container, cell: CodingKeys.cell, cells: .cells, userInfo: decoder.userInfo)
        let header = try container.decode(.header, default: ScreenLayoutInput.defaultHeader(for: layoutSpec.kind))
        let footer =
            try container.decodeIfPresent(CellTemplate.self, forKey: .footer)
            ?? (container.contains(.header) ? nil : ScreenLayoutInput.defaultFooter(for: layoutSpec.kind))
        for (key, template) in [(CodingKeys.header, header), (.footer, footer ?? header)] {
            try Self.checkWidth(of: template, isHeader: true, in: layoutSpec.kind, at: container.codingPath + [key], container: container)
        }
        var sections: [LocalizedSection]
        if container.contains(.sections) {
            if container.contains(.items) {
                throw DecodingError.dataCorruptedError(
                    forKey: .items, in: container, debugDescription: "give either items (one section) or sections, not both")
            }
            sections = try Self.decodeSections(from: container)
            writesSections = true
        } else {
            sections = [LocalizedSection(items: try container.decode(ItemList.self, forKey: .items).records)]
        }
        let kind = layoutSpec.kind
        let resolved = try kinds.resolve(
            &sections, at: container.codingPath,
            itemPath: { [writes = container.contains(.sections)] section, item in
                (writes ? [CodingKeys.sections, AnyCodingKey(intValue: section)!] : []) + [CodingKeys.items, AnyCodingKey(intValue: item)!]
            },
            userInfo: decoder.userInfo,
            check: { template, written in
                try Self.checkWidth(of: template, isHeader: false, in: kind, at: written.codingPath, container: container)
                if let problem = SpecRules.hugging(of: template) {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: written.codingPath + [AnyCodingKey("hugsContent")], debugDescription: problem))
                }
            })
        let supplementary = try kinds.resolveSupplementary(
            sections, at: container.codingPath, sectionPath: { [CodingKeys.sections, AnyCodingKey(intValue: $0)!] }, userInfo: decoder.userInfo,
            check: { template, written in try Self.checkWidth(of: template, isHeader: true, in: kind, at: written.codingPath, container: container) })
        texts = sections
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        if let problem = SpecRules.itemCount(itemCount) {
            throw DecodingError.dataCorruptedError(
                forKey: container.contains(.sections) ? .sections : .items, in: container, debugDescription: problem)
        }
        layout = ScreenLayoutInput(
            kind: layoutSpec.kind, contentInset: layoutSpec.contentInset, sectionInset: layoutSpec.sectionInset,
            interitemSpacing: layoutSpec.interitemSpacing, lineSpacing: layoutSpec.lineSpacing, safeArea: layoutSpec.safeArea, cell: resolved.cell,
            supplementary: header, footer: footer, sections: sections.map { $0.sourceTexts(LanguageTag.english) },
            systemFontFamily: decoder.userInfo[Suite.systemFontUserInfoKey] as? String ?? Font.defaultFamily
        )
        layout.itemTemplates = resolved.templates
        for (index, indices) in resolved.indices.enumerated() { layout.sections[index].itemTemplateIndices = indices }
        layout.sectionTemplates = supplementary.templates
        writtenBars = ScreenBars(
            navigationBar: try container.decodeIfPresent(NavigationBarSpec.self, forKey: .navigationBar),
            tabBar: try container.decodeIfPresent(TabBarSpec.self, forKey: .tabBar),
            toolbar: try container.decodeIfPresent(ToolbarSpec.self, forKey: .toolbar))
        layout.bars = writtenBars.sourceTitles
        for (index, chosen) in supplementary.indices.enumerated() {
            layout.sections[index].headerTemplateIndex = chosen.header
            layout.sections[index].footerTemplateIndex = chosen.footer
        }
    }

    /// Refuses a width of its own where the layout does not take it (``SpecRules/ownWidth(of:isHeader:in:writes:)``),
    /// at the key the template at `path` writes.
    private static func checkWidth(
        of template: CellTemplate, isHeader: Bool, in kind: ScreenLayoutInput.Kind, at path: [any CodingKey],
        container: KeyedDecodingContainer<CodingKeys>
    ) throws {
        let written = try Self.writtenKeys(at: path.dropFirst(container.codingPath.count), in: container)
        if let (widthKey, problem) = SpecRules.ownWidth(of: template, isHeader: isHeader, in: kind, writes: { written.contains($0) }) {
            throw DecodingError.dataCorrupted(.init(codingPath: path + [AnyCodingKey(widthKey)], debugDescription: problem))
        }
    }

    /// The keys of the mapping at `path` (`cell`, `cells.promo`) inside the screen, or none when it is not written.
    private static func writtenKeys(at path: ArraySlice<any CodingKey>, in container: KeyedDecodingContainer<CodingKeys>) throws -> Set<String> {
        guard let first = path.first.flatMap({ CodingKeys(stringValue: $0.stringValue) }), container.contains(first) else { return [] }
        var mapping = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: first)
        for key in path.dropFirst() {
            guard mapping.contains(AnyCodingKey(key.stringValue)) else { return [] }
            mapping = try mapping.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(key.stringValue))
        }
        return Set(mapping.allKeys.map(\.stringValue))
    }
}

extension Screen {
    /// The screen's `categories`: each entry a category in any spelling or a range (`AX1...AX5`,
    /// ``ContentSizeCategory/categories(parsing:)``), small to large; all 12 when left out. An
    /// unknown name, an empty list or a category listed twice is refused at the entry.
    private static func decodeCategories(from container: KeyedDecodingContainer<CodingKeys>) throws -> [ContentSizeCategory] {
        guard container.contains(.categories) else { return ContentSizeCategory.allCases }
        var list = try container.nestedUnkeyedContainer(forKey: .categories)
        var categories: [ContentSizeCategory] = []
        while !list.isAtEnd {
            let index = list.currentIndex
            let text = try list.decode(String.self)
            let path = container.codingPath + [CodingKeys.categories, AnyCodingKey(intValue: index)!]
            let named: [ContentSizeCategory]
            do {
                named = try ContentSizeCategory.categories(parsing: text)
            } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: error.description))
            }
            if let twice = named.first(where: categories.contains) {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: path, debugDescription: SpecRules.categoryListedTwice(twice, as: text)))
            }
            categories += named
        }
        if let problem = SpecRules.categoryList(categories) {
            throw DecodingError.dataCorruptedError(forKey: .categories, in: container, debugDescription: problem)
        }
        return categories.sorted()
    }

    /// The sections, stopping at the first that takes the screen past ``NumberLimit/items``, so a
    /// spec of many huge `repeat`s is refused before it is built.
    private static func decodeSections(from container: KeyedDecodingContainer<CodingKeys>) throws -> [LocalizedSection] {
        var list = try container.nestedUnkeyedContainer(forKey: .sections)
        var sections: [LocalizedSection] = []
        var itemCount = 0
        while !list.isAtEnd {
            let section = try list.decode(SectionSpec.self).section
            itemCount += section.items.count
            if let problem = SpecRules.itemCount(itemCount) {
                throw DecodingError.dataCorruptedError(forKey: .sections, in: container, debugDescription: problem)
            }
            sections.append(section)
        }
        return sections
    }
}

/// A section in a spec: optional header and footer text, the kinds of cell they are drawn with,
/// the section's own values for them, and its items.
struct SectionSpec: Decodable {
    var section: LocalizedSection

    enum CodingKeys: String, CodingKey, CaseIterable { case header, footer, headerCell, footerCell, fields, items }

    init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let fields = try container.decode(.fields, default: [String: ScalarText]()).mapValues(\.text)
        let reserved = [ScreenLayoutInput.Section.textField, ScreenLayoutInput.Section.countField]
        if let name = fields.keys.sorted().first(where: reserved.contains) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath + [CodingKeys.fields, AnyCodingKey(name)],
                    debugDescription: "\(name.quoted) is the section's own \(name == "text" ? "header or footer text" : "number of items"),"
                        + " which header and footer templates show as \("{\(name)}".quoted); name the field otherwise"))
        }
        section = LocalizedSection(
            header: try container.decodeIfPresent(LocalizedText.self, forKey: .header),
            footer: try container.decodeIfPresent(LocalizedText.self, forKey: .footer), fields: fields,
            headerCell: try container.decodeIfPresent(String.self, forKey: .headerCell),
            footerCell: try container.decodeIfPresent(String.self, forKey: .footerCell),
            items: try container.decode(ItemList.self, forKey: .items).records
        )
    }
}

/// Items as a list of records (`{title: Pasta, minutes: 20}`; numbers and booleans become text;
/// a field may be text per language or a string key, ``LocalizedText``), or
/// `{repeat: N, of: [records]}` to cycle through records for long lists.
struct ItemList: Decodable {
    var records: [[String: LocalizedText]]

    enum CodingKeys: String, CodingKey, CaseIterable { case `repeat`, of }

    init(from decoder: any Decoder) throws {
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) == nil {
            // Not `{repeat:, of:}`: a list of records, or an error where it fails.
            records = try decoder.singleValueContainer().decode([[String: LocalizedText]].self)
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let count = try container.decodeCountIfPresent(.repeat, .items) else {
            throw DecodingError.keyNotFound(CodingKeys.repeat, .init(codingPath: container.codingPath, debugDescription: "No value"))
        }
        let pattern = try container.decode([[String: LocalizedText]].self, forKey: .of)
        guard !pattern.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .of, in: container, debugDescription: "repeat needs at least one record in 'of' to repeat")
        }
        records = (0..<count).map { pattern[$0 % pattern.count] }
    }
}

/// A scalar written as text, number or boolean in a spec, kept as text.
struct ScalarText: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let integer = try? container.decode(Int.self) {  // spec-number: item data, kept as text
            text = String(integer)
        } else if let number = try? container.decode(Double.self) {  // spec-number: item data, kept as text
            text = String(number)
        } else {
            text = String(try container.decode(Bool.self))
        }
    }
}
