import DynamicType
import Localization
import ProofSheetSupport
import Yams

/// A screen's kinds of cell as written (`cell:`, `cells: {name: template}`), and the templates its
/// items are drawn with once each item's kind (its `cell:` field) and `{field}` values are applied.
///
/// A template value written with `{field}` placeholders anywhere but a label's `text` (`background:
/// "{tint}"`, `lines: "{lines}"`, `color: "#{hex}"`) is filled from each item's value in the source
/// language, and the filled template is decoded as a spec's template is: every key takes values from
/// items the same way, with the same checks, and no key needs code of its own. Items with the same
/// values share one decoded template. Label text keeps its placeholders: it is filled per language
/// when laid out.
struct CellKinds {
    /// One kind: where it is written, the template as written, and its fields other than label text.
    struct Kind {
        /// `cell`, or `cells.<name>`.
        var keyPath: String
        var codingPath: [any CodingKey]
        var written: WrittenValue
        /// The fields its non-text values take, in order of first use.
        var fields: [String]
        /// The template, decoded once when it takes no values from items.
        var template: CellTemplate?
    }

    /// The reserved item key that names an item's kind.
    static let itemKey = "cell"
    /// The name under `cells:` of the default kind, when `cell:` is not written.
    static let defaultName = "default"

    /// The default kind, then the others by name.
    var kinds: [Kind]
    /// Kind names as items write them, to their index in ``kinds`` (`default` is the default kind).
    var names: [String: Int]
    /// Whether items need templates of their own: a kind besides the default, the default written
    /// under `cells:`, or values taken from items.
    var isPerItem: Bool

    init<Key: CodingKey>(from container: KeyedDecodingContainer<Key>, cell: Key, cells: Key, userInfo: [CodingUserInfoKey: Any]) throws {
        var named: [(String, Kind)] = []
        if container.contains(cells) {
            let written = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: cells)
            for key in written.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                named.append((key.stringValue, try Self.kind(in: written, key, keyPath: "cells.\(key.stringValue)", userInfo: userInfo)))
            }
            if named.isEmpty {
                throw DecodingError.dataCorruptedError(forKey: cells, in: container, debugDescription: "cells names at least one kind of cell")
            }
        }
        let writtenDefault = named.firstIndex { $0.0 == Self.defaultName }
        let first: Kind
        if container.contains(cell) {
            if writtenDefault != nil {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: container.codingPath + [cells, AnyCodingKey(Self.defaultName)],
                        debugDescription: "the default kind of cell is written twice: as cell and as cells.default; keep one"))
            }
            first = try Self.kind(in: container, cell, keyPath: "cell", userInfo: userInfo)
        } else if let writtenDefault {
            first = named.remove(at: writtenDefault).1
        } else {
            throw DecodingError.keyNotFound(
                cell, .init(codingPath: container.codingPath, debugDescription: "a screen needs a cell template (cell:, or cells: {default: ...})"))
        }
        kinds = [first] + named.map(\.1)
        names = [Self.defaultName: 0]
        for (index, kind) in named.enumerated() { names[kind.0] = index + 1 }
        isPerItem = kinds.count > 1 || first.keyPath != "cell" || kinds.contains { !$0.fields.isEmpty }
    }

    private static func kind<Key: CodingKey>(
        in container: KeyedDecodingContainer<Key>, _ key: Key, keyPath: String, userInfo: [CodingUserInfoKey: Any]
    ) throws -> Kind {
        let written = try container.decode(WrittenValue.self, forKey: key)
        let fields = written.itemFields(inLabel: false, key: nil)
        guard fields.isEmpty else {
            // Its keys are checked before any item's values: decoded as written, an unknown key is
            // the error, where it is written; a placeholder's value is checked per item once filled.
            do {
                _ = try container.decode(CellTemplate.self, forKey: key)
            } catch let error as DecodingError where Self.isUnknownKey(error) {
                throw error
            } catch {}
            return Kind(keyPath: keyPath, codingPath: container.codingPath + [key], written: written, fields: fields, template: nil)
        }
        let template = try container.decode(CellTemplate.self, forKey: key)
        return Kind(keyPath: keyPath, codingPath: container.codingPath + [key], written: written, fields: fields, template: template)
    }

    /// Whether `error` is a mapping's unknown key (``UnknownKeyError``).
    private static func isUnknownKey(_ error: DecodingError) -> Bool {
        guard case .dataCorrupted(let context) = error else { return false }
        return context.underlyingError is UnknownKeyError
    }

    /// Takes each item's kind out of its record (`cell: promo`) and gives every item its template.
    ///
    /// - Parameters:
    ///   - sections: the sections as decoded; the `cell` fields are removed.
    ///   - itemPath: where an item is written, from the screen (`sections[1].items[3]`).
    ///   - check: the rules a template must meet where it is used (its width in this layout).
    /// - Returns: the default template, and the templates with each item's index into them (empty
    ///   when every item is drawn with the default).
    mutating func resolve(
        _ sections: inout [LocalizedSection], at screenPath: [any CodingKey], itemPath: (Int, Int) -> [any CodingKey],
        userInfo: [CodingUserInfoKey: Any], check: (CellTemplate, Kind) throws -> Void
    ) throws -> (cell: CellTemplate, templates: [ScreenLayoutInput.ItemTemplate], indices: [[Int]]) {
        for kind in kinds where kind.template != nil { try check(kind.template!, kind) }
        var chosen: [[Int]] = []
        for section in sections.indices {
            var kindsOfSection: [Int] = []
            for item in sections[section].items.indices {
                guard let written = sections[section].items[item].removeValue(forKey: Self.itemKey) else {
                    kindsOfSection.append(0)
                    continue
                }
                let at = screenPath + itemPath(section, item) + [AnyCodingKey(Self.itemKey)]
                guard case .plain(let name) = written else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: at, debugDescription: "an item's cell names its kind of cell, as plain text (cell: promo)"))
                }
                guard let index = names[name] else {
                    throw DecodingError.dataCorrupted(.init(codingPath: at, debugDescription: Self.unknownKind(name, valid: names.keys.sorted())))
                }
                kindsOfSection.append(index)
            }
            chosen.append(kindsOfSection)
        }
        guard isPerItem else { return (kinds[0].template!, [], []) }

        var templates: [ScreenLayoutInput.ItemTemplate] = []
        var indexOfTemplate: [ScreenLayoutInput.ItemTemplate: Int] = [:]
        var filled: [FilledKey: Int] = [:]
        var indices: [[Int]] = []
        for (section, kindsOfSection) in chosen.enumerated() {
            var sectionIndices: [Int] = []
            for (item, kindIndex) in kindsOfSection.enumerated() {
                let kind = kinds[kindIndex]
                let record = sections[section].items[item]
                var values: [String: String] = [:]
                for field in kind.fields {
                    guard let value = record[field] else {
                        let fields = record.keys.sorted()
                        let suggestion = NameMatching.closest(to: field, in: fields).map { "; did you mean \($0.quoted)?" } ?? "."
                        throw DecodingError.dataCorrupted(
                            .init(
                                codingPath: screenPath + itemPath(section, item),
                                debugDescription:
                                    "the item has no field \(field.quoted)\(suggestion) Its \(kind.keyPath) takes \("{\(field)}".quoted) from every item;"
                                    + " its fields: \(fields.joined(separator: ", "))"))
                    }
                    values[field] = LocalizedSection.sourceText(value, .english)
                }
                let key = FilledKey(kind: kindIndex, values: kind.fields.map { values[$0]! })
                if let index = filled[key] {
                    sectionIndices.append(index)
                    continue
                }
                let template: CellTemplate
                if let decoded = kind.template {
                    template = decoded
                } else {
                    template = try Self.decode(kind, filledWith: values, userInfo: userInfo, item: screenPath + itemPath(section, item))
                    try check(template, kind)
                }
                let itemTemplate = ScreenLayoutInput.ItemTemplate(keyPath: kind.keyPath, template: template)
                let index = indexOfTemplate[itemTemplate] ?? templates.count
                if index == templates.count {
                    var first = itemTemplate
                    if !kind.fields.isEmpty { first.filledBy = SpecLoader.keyPath(screenPath + itemPath(section, item)) }
                    templates.append(first)
                    indexOfTemplate[itemTemplate] = index
                }
                filled[key] = index
                sectionIndices.append(index)
            }
            indices.append(sectionIndices)
        }
        let defaultTemplate = kinds[0].template ?? templates.first { $0.keyPath == kinds[0].keyPath }?.template ?? templates.first?.template
        guard let defaultTemplate else {
            // No item to take the default's values from: decoded as written, its first value is the error.
            return (try Self.decode(kinds[0], filledWith: [:], userInfo: userInfo, item: screenPath), templates, indices)
        }
        return (defaultTemplate, templates, indices)
    }

    /// The templates sections name for their headers and footers (`headerCell: banner`), each
    /// distinct template once, and per section the index of its header's and footer's.
    ///
    /// A kind whose values take `{field}` placeholders is filled from the section's own values
    /// (``ScreenLayoutInput/Section/supplementaryData(text:)``: its `fields`, `text` and `count`),
    /// as an item's kind is from the item; a field the section lacks is an error at the section.
    ///
    /// - Parameters:
    ///   - sections: the sections as decoded.
    ///   - sectionPath: where a section is written, from the screen (`sections[1]`).
    ///   - check: the rules a template must meet as a header or footer, and where it is written.
    func resolveSupplementary(
        _ sections: [LocalizedSection], at screenPath: [any CodingKey], sectionPath: (Int) -> [any CodingKey],
        userInfo: [CodingUserInfoKey: Any], check: (CellTemplate, Kind) throws -> Void
    ) throws -> (templates: [ScreenLayoutInput.ItemTemplate], indices: [(header: Int?, footer: Int?)]) {
        var templates: [ScreenLayoutInput.ItemTemplate] = []
        var indices: [(header: Int?, footer: Int?)] = []
        for (sectionIndex, section) in sections.enumerated() {
            var chosen: [Int?] = []
            for (key, name, text) in [("headerCell", section.headerCell, section.header), ("footerCell", section.footerCell, section.footer)] {
                guard let name else {
                    chosen.append(nil)
                    continue
                }
                let at = screenPath + sectionPath(sectionIndex)
                guard let kindIndex = names[name] else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: at + [AnyCodingKey(key)], debugDescription: Self.unknownKind(name, valid: names.keys.sorted())))
                }
                let kind = kinds[kindIndex]
                var data = ScreenLayoutInput.Section(items: section.items.map { _ in [:] })
                data.fields = section.fields
                let values = data.supplementaryData(text: text.map { LocalizedSection.sourceText($0, .english) } ?? "")
                if let field = kind.fields.first(where: { values[$0] == nil }) {
                    let fields = values.keys.sorted()
                    let suggestion = NameMatching.closest(to: field, in: fields).map { "; did you mean \($0.quoted)?" } ?? "."
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: at + [AnyCodingKey(key)],
                            debugDescription:
                                "the section has no field \(field.quoted)\(suggestion) Its \(key) \(kind.keyPath) takes \("{\(field)}".quoted)"
                                + " from the section's fields, text and count; its fields: \(fields.joined(separator: ", "))"))
                }
                let template = try kind.template ?? Self.decode(kind, filledWith: values, userInfo: userInfo, item: at + [AnyCodingKey("fields")])
                try check(template, kind)
                var itemTemplate = ScreenLayoutInput.ItemTemplate(keyPath: kind.keyPath, template: template)
                if let index = templates.firstIndex(where: { $0.keyPath == itemTemplate.keyPath && $0.template == template }) {
                    chosen.append(index)
                    continue
                }
                if !kind.fields.isEmpty { itemTemplate.filledBy = SpecLoader.keyPath(at) }
                templates.append(itemTemplate)
                chosen.append(templates.count - 1)
            }
            indices.append((chosen[0], chosen[1]))
        }
        return (templates, indices)
    }

    /// "unknown kind of cell 'promos'; did you mean 'promo'? Valid: default, promo".
    static func unknownKind(_ name: String, valid: [String]) -> String {
        let suggestion = NameMatching.closest(to: name, in: valid).map { "; did you mean \($0.quoted)?" } ?? "."
        return "unknown kind of cell \(name.quoted)\(suggestion) Valid: \(valid.joined(separator: ", "))"
    }

    /// A kind and the values its fields took, which make the same template.
    private struct FilledKey: Hashable {
        var kind: Int
        var values: [String]
    }

    /// `kind`'s template with its fields filled from `values`, decoded and checked as a spec's.
    /// A value it refuses is an error at the item (`item`) naming the template's key and placeholder;
    /// any other error is at the key in the template where it is written (`listContent.style`).
    private static func decode(_ kind: Kind, filledWith values: [String: String], userInfo: [CodingUserInfoKey: Any], item: [any CodingKey]) throws
        -> CellTemplate
    {
        let node = kind.written.node(filledWith: values, inLabel: false, key: nil)
        do {
            return try YAMLDecoder().decode(CellTemplate.self, from: node, userInfo: userInfo)
        } catch let error as DecodingError {
            let located = SpecLoader.locate(error, in: node, file: "")
            let keyPath = located.keyPath.isEmpty ? kind.keyPath : "\(kind.keyPath).\(located.keyPath)"
            guard let placeholder = kind.written.scalar(at: located.keyPath), let field = TemplateText.fields(in: placeholder).first,
                let value = values[field]
            else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: kind.codingPath + SpecLoader.codingPath(of: error), debugDescription: located.problem))
            }
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: item + [AnyCodingKey(field)],
                    debugDescription: "\(value.quoted) cannot fill \(placeholder.quoted) (\(keyPath)); \(located.problem)"))
        }
    }
}

/// A value as a spec writes it, kept to fill its `{field}` placeholders per item before decoding.
indirect enum WrittenValue: Decodable {
    case null
    case scalar(String)
    case list([WrittenValue])
    case mapping([(key: String, value: WrittenValue)])

    init(from decoder: any Decoder) throws {
        if let mapping = try? decoder.container(keyedBy: AnyCodingKey.self) {
            self = .mapping(try mapping.allKeys.map { ($0.stringValue, try mapping.decode(WrittenValue.self, forKey: $0)) })
        } else if var list = try? decoder.unkeyedContainer() {
            var values: [WrittenValue] = []
            while !list.isAtEnd { values.append(try list.decode(WrittenValue.self)) }
            self = .list(values)
        } else {
            let single = try decoder.singleValueContainer()
            self = single.decodeNil() ? .null : .scalar(try single.decode(String.self))
        }
    }

    /// Whether a scalar at `key` is a label's text, whose placeholders are filled per language
    /// when laid out, not per item here.
    /// Whether `key` of a mapping under `label` or `listContent` is text a label shows (`text`,
    /// a list content's `secondaryText`): its placeholders stay for the item's text per language.
    /// An `accessibility` mapping's `label`, `value` and `hint` are text too: filled per language
    /// when laid out, so an item's string key reads in the variant's language there as well; so
    /// are a `button`'s `title` and `subtitle`, which it draws and VoiceOver reads as its label,
    /// a segmented control's `segments` and a search field's `placeholder`, `text` and
    /// `cancelButtonTitle`.
    private static func isLabelText(inLabel: Bool, key: String?) -> Bool {
        inLabel
            && ["text", "secondaryText", "label", "value", "hint", "title", "subtitle", "segments", "placeholder", "cancelButtonTitle"].contains(
                key ?? "")
    }

    /// Whether a mapping under `key` holds label text (`label`, `listContent`, `accessibility`,
    /// `button`, `segmentedControl`, `searchField`).
    private static func holdsLabelText(_ key: String?) -> Bool {
        ["label", "listContent", "accessibility", "button", "segmentedControl", "searchField"].contains(key ?? "")
    }

    /// The key a list's entries are read under: a segmented control's `segments` are each label
    /// text; any other list's entries are not.
    private static func entryKey(of key: String?, inLabel: Bool) -> (inLabel: Bool, key: String?) {
        inLabel && key == "segments" ? (true, key) : (false, nil)
    }

    /// The fields of every placeholder outside labels' text, each once, in order.
    func itemFields(inLabel: Bool, key: String?) -> [String] {
        var fields: [String] = []
        func add(_ more: [String]) { for field in more where !fields.contains(field) { fields.append(field) } }
        switch self {
        case .null: break
        case .scalar(let text): if !Self.isLabelText(inLabel: inLabel, key: key) { add(TemplateText.fields(in: text)) }
        case .list(let values):
            let entry = Self.entryKey(of: key, inLabel: inLabel)
            for value in values { add(value.itemFields(inLabel: entry.inLabel, key: entry.key)) }
        case .mapping(let pairs): for pair in pairs { add(pair.value.itemFields(inLabel: Self.holdsLabelText(key), key: pair.key)) }
        }
        return fields
    }

    /// The value as a YAML node, its placeholders outside labels' text filled from `values`.
    func node(filledWith values: [String: String], inLabel: Bool, key: String?) -> Node {
        switch self {
        case .null: return .scalar(.init("~", .implicit, .plain))
        case .scalar(let text):
            guard !Self.isLabelText(inLabel: inLabel, key: key) else { return Self.scalar(text) }
            return Self.scalar(TemplateText.filling(text, from: values))
        case .list(let items):
            let entry = Self.entryKey(of: key, inLabel: inLabel)
            return .sequence(.init(items.map { $0.node(filledWith: values, inLabel: entry.inLabel, key: entry.key) }))
        case .mapping(let pairs):
            return .mapping(
                .init(pairs.map { (Self.scalar($0.key), $0.value.node(filledWith: values, inLabel: Self.holdsLabelText(key), key: $0.key)) }))
        }
    }

    /// A scalar read as the type it is decoded as, except text YAML would read as nothing.
    private static func scalar(_ text: String) -> Node {
        .scalar(.init(text, .implicit, ["", "~", "null", "Null", "NULL"].contains(text) ? .doubleQuoted : .plain))
    }

    /// The scalar at `keyPath` (`stack.items[1].label.lines`), as written.
    func scalar(at keyPath: String) -> String? {
        var value = self
        for part in keyPath.split(separator: ".") {
            let pieces = part.split(separator: "[")
            guard case .mapping(let pairs) = value, let next = pairs.first(where: { $0.key == pieces[0] })?.value else { return nil }
            value = next
            for index in pieces.dropFirst().compactMap({ Int($0.dropLast()) }) {
                guard case .list(let items) = value, index < items.count else { return nil }
                value = items[index]
            }
        }
        if case .scalar(let text) = value { return text }
        return nil
    }
}
