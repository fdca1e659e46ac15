import DynamicType
import ProofSheetSupport

extension Suite {
    /// Throws unless every `{field}` of every screen's label texts is filled: a cell's by the data
    /// of every item of its kind, a header's or footer's by its section's values (`{text}`, its
    /// header or footer text, `{count}`, its number of items, and its `fields`). Asked once as the spec is read and by ``validate()``, so a field no item
    /// has is one error at the place it is written, never an error of every variant.
    ///
    /// A placeholder no item fills is a mistake in the template, reported at the label's text
    /// with the items' fields; one that only some items lack is a mistake in the first item
    /// lacking it, reported at that item with the label that asks for it.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose coding path is the place, from the suite.
    func checkPlaceholders() throws(DecodingError) {
        for (index, screen) in screens.enumerated() {
            let at: [any CodingKey] = [AnyCodingKey("screens"), AnyCodingKey(intValue: index)!]
            try checkSupplementaryPlaceholders(of: screen, at: at)
            let layout = screen.layout
            for (templateIndex, (field, keyPath, templateKey)) in layout.cellTemplates.enumerated().flatMap({ index, template in
                template.template.placeholders.map { (index, ($0.field, $0.keyPath, template.keyPath)) }
            }) {
                let usesTemplate = { (section: Int, item: Int) in
                    layout.itemTemplates.isEmpty || layout.sections[section].itemTemplateIndices[item] == templateIndex
                }
                guard let (section, item) = screen.firstItem(lacking: field, where: usesTemplate) else { continue }
                let label = at + Self.codingPath(templateKey) + Self.codingPath(keyPath)
                guard screen.someItemHas(field) else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: label, debugDescription: Self.unknownField(field, kind: "item field", valid: screen.itemFields)))
                }
                let fields = screen.layout.sections[section].items[item].keys.sorted()
                let place = Screen.TextPlace(kind: .cell, section: section, item: item, field: field)
                let itemPath = at + screen.codingPath(of: place).dropLast()
                let labelPath = SpecLoader.keyPath(label)
                let line = locations?.position(of: labelPath).map { " (line \($0.line))" } ?? ""
                let suggestion = NameMatching.closest(to: field, in: fields).map { "; did you mean \($0.quoted)?" } ?? "."
                let problem =
                    "item \(item)\(screen.writesSections ? " of section \(section)" : "") has no field \(field.quoted)\(suggestion)"
                    + " The text \("{\(field)}".quoted) at \(labelPath)\(line) fills it from every item."
                    + " Its fields: \(Self.listed(fields))"
                throw DecodingError.dataCorrupted(.init(codingPath: itemPath, debugDescription: problem))
            }
        }
    }

    /// Throws unless every header and footer a screen draws finds its template's fields in its
    /// section's values. A field no section has is a mistake in the template, reported at its
    /// label; one some sections lack is reported at the first section lacking it.
    private func checkSupplementaryPlaceholders(of screen: Screen, at screenPath: [any CodingKey]) throws(DecodingError) {
        let layout = screen.layout
        let everyField = Set(layout.sections.flatMap { $0.supplementaryData(text: "").keys }).union(["text", "count"]).sorted()
        for (key, template) in layout.supplementaryTemplates {
            for (field, keyPath) in template.placeholders where !everyField.contains(field) {
                let text = key == "header" && layout.footer == nil ? "header or footer" : key
                let problem =
                    Self.unknownField(field, kind: "\(key) field", valid: everyField) + " (the section's \(text) text, its count or its fields)"
                throw DecodingError.dataCorrupted(
                    .init(codingPath: screenPath + Self.codingPath(key) + Self.codingPath(keyPath), debugDescription: problem))
            }
        }
        for (index, section) in layout.sections.enumerated() {
            for (kind, text) in [(ElementKind.header, section.header), (.footer, section.footer)] where text != nil {
                let values = section.supplementaryData(text: "")
                let key = layout.templateKey(of: kind, section: index, item: 0)
                for (field, keyPath) in layout.template(of: kind, section: index, item: 0).placeholders where values[field] == nil {
                    let labelPath = SpecLoader.keyPath(screenPath + Self.codingPath(key) + Self.codingPath(keyPath))
                    let line = locations?.position(of: labelPath).map { " (line \($0.line))" } ?? ""
                    let fields = values.keys.sorted()
                    let suggestion = NameMatching.closest(to: field, in: fields).map { "; did you mean \($0.quoted)?" } ?? "."
                    let problem =
                        "section \(index) has no field \(field.quoted)\(suggestion) The text \("{\(field)}".quoted) at \(labelPath)\(line)"
                        + " fills its \(kind.rawValue) from the section's fields. Its fields: \(Self.listed(fields))"
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: screenPath + [AnyCodingKey("sections"), AnyCodingKey(intValue: index)!], debugDescription: problem))
                }
            }
        }
    }

    /// "unknown item field 'spaces'; did you mean 'space'? Valid: name, space" (or "… 'x'. Valid: …").
    private static func unknownField(_ field: String, kind: String, valid: [String]) -> String {
        let suggestion = NameMatching.closest(to: field, in: valid).map { "; did you mean \($0.quoted)?" } ?? "."
        return "unknown \(kind) \(field.quoted)\(suggestion) Valid: \(listed(valid))"
    }

    /// Names joined with commas, at most ``maximumListedFields`` of them and a count of the rest.
    private static func listed(_ names: [String]) -> String {
        let shown = names.prefix(maximumListedFields).joined(separator: ", ")
        return names.count > maximumListedFields ? "\(shown) and \(names.count - maximumListedFields) more" : shown
    }

    /// The most field names an error lists: items can hold many, an error line stays readable.
    static let maximumListedFields = 12

    /// `stack.items[1].label.text` as coding keys.
    private static func codingPath(_ keyPath: String) -> [any CodingKey] {
        keyPath.split(separator: ".").flatMap { part -> [any CodingKey] in
            let pieces = part.split(separator: "[")
            return [AnyCodingKey(String(pieces[0]))] + pieces.dropFirst().compactMap { AnyCodingKey(intValue: Int($0.dropLast())!) }
        }
    }
}

extension Screen {
    /// The section and index of the first item drawn with a template (`usesTemplate`) without
    /// `field`, or nil when every such item has it.
    fileprivate func firstItem(lacking field: String, where usesTemplate: (Int, Int) -> Bool) -> (section: Int, item: Int)? {
        for (sectionIndex, section) in layout.sections.enumerated() {
            if let item = section.items.indices.first(where: { section.items[$0][field] == nil && usesTemplate(sectionIndex, $0) }) {
                return (sectionIndex, item)
            }
        }
        return nil
    }

    fileprivate func someItemHas(_ field: String) -> Bool {
        layout.sections.contains { $0.items.contains { $0[field] != nil } }
    }

    /// Every field any item has, sorted.
    fileprivate var itemFields: [String] {
        Set(layout.sections.flatMap { $0.items.flatMap(\.keys) }).sorted()
    }
}
