/// A label's template text: literal text and `{field}` placeholders that an item's data fills
/// (a header's or footer's `{text}`, its section's header or footer text).
package enum TemplateText {
    /// Walks `text` in order, handing literal runs to `literal` and each placeholder's field name
    /// to `field`. A `{` with no `}` after it is literal text.
    package static func scan(_ text: String, literal: (Substring) -> Void, field: (String) throws -> Void) rethrows {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            literal(rest[..<open])
            try field(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        literal(rest)
    }

    /// `text` with each placeholder whose field `values` has filled from it; a field `values`
    /// lacks stays written (`{name}`).
    package static func filling(_ text: String, from values: [String: String]) -> String {
        var filled = ""
        scan(text, literal: { filled += $0 }, field: { filled += values[$0] ?? "{\($0)}" })
        return filled
    }

    /// The data that fills every placeholder of `texts` with itself (`{name}` → `{name}`), so
    /// texts that are literal (a bar's) read as written where template filling runs.
    package static func literalData(for texts: [String]) -> [String: String] {
        Dictionary(texts.flatMap(fields(in:)).map { ($0, "{\($0)}") }, uniquingKeysWith: { first, _ in first })
    }

    /// The field names of `text`'s placeholders, in order.
    package static func fields(in text: String) -> [String] {
        var fields: [String] = []
        scan(text, literal: { _ in }, field: { fields.append($0) })
        return fields
    }
}

extension CellTemplate {
    /// Every placeholder of the template's labels with the key path of the label's text, inside
    /// the template (`stack.items[1].label.text`), in template order.
    package var placeholders: [(field: String, keyPath: String)] {
        stack.placeholders(at: "stack")
            + accessories.enumerated().flatMap { index, accessory -> [(field: String, keyPath: String)] in
                switch accessory {
                case .label(let label): TemplateText.fields(in: label.text).map { ($0, "accessories[\(index)].label.text") }
                case .custom(let element): element.placeholders(at: "accessories[\(index)].custom")
                case .disclosureIndicator, .checkmark, .detailButton, .switch: []
                }
            }
    }
}

extension StackTemplate {
    fileprivate func placeholders(at keyPath: String) -> [(field: String, keyPath: String)] {
        items.enumerated().flatMap { index, item in item.placeholders(at: "\(keyPath).items[\(index)]") }
    }
}

extension TemplateElement {
    /// The element's placeholders, its key path `at` (`stack.items[1]`).
    fileprivate func placeholders(at at: String) -> [(field: String, keyPath: String)] {
        switch self {
        case .label(let label): return TemplateText.fields(in: label.text).map { ($0, "\(at).label.text") }
        case .stack(let stack): return stack.placeholders(at: "\(at).stack")
        case .button(let button):
            return TemplateText.fields(in: button.title).map { ($0, "\(at).button.title") }
                + TemplateText.fields(in: button.subtitle ?? "").map { ($0, "\(at).button.subtitle") }
        case .segmentedControl(let control):
            return control.segments.enumerated().flatMap { segment, title in
                TemplateText.fields(in: title).map { ($0, "\(at).segmentedControl.segments[\(segment)]") }
            }
        case .searchField(let field):
            return TemplateText.fields(in: field.placeholder).map { ($0, "\(at).searchField.placeholder") }
                + TemplateText.fields(in: field.text ?? "").map { ($0, "\(at).searchField.text") }
                + TemplateText.fields(in: field.cancelButtonTitle).map { ($0, "\(at).searchField.cancelButtonTitle") }
        case .listContent(let content):
            return TemplateText.fields(in: content.text).map { ($0, "\(at).listContent.text") }
                + TemplateText.fields(in: content.secondaryText ?? "").map { ($0, "\(at).listContent.secondaryText") }
        case .image, .spacer, .switch: return []
        }
    }
}
