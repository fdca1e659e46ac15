import Localization

/// One section's header, footer and item texts as a spec writes them (``LocalizedText``).
public struct LocalizedSection: Hashable, Sendable {
    public var header: LocalizedText?
    public var footer: LocalizedText?
    /// One record per item: field name to text.
    public var items: [[String: LocalizedText]]
    /// The section's own values, which its header and footer templates show as `{field}`
    /// (a spec's section `fields:`).
    public var fields: [String: String]
    /// The kind of cell (a name in the screen's `cells`, or `default`) the section's header is
    /// drawn with in place of the screen's `header`; the section then has a header even
    /// without header text.
    public var headerCell: String?
    /// The kind of cell the section's footer is drawn with in place of the screen's `footer`.
    public var footerCell: String?

    public init(
        header: LocalizedText? = nil, footer: LocalizedText? = nil, fields: [String: String] = [:], headerCell: String? = nil,
        footerCell: String? = nil, items: [[String: LocalizedText]]
    ) {
        self.header = header
        self.footer = footer
        self.fields = fields
        self.headerCell = headerCell
        self.footerCell = footerCell
        self.items = items
    }

    /// A section of plain text.
    init(plain section: ScreenLayoutInput.Section) {
        header = section.header.map(LocalizedText.plain)
        footer = section.footer.map(LocalizedText.plain)
        fields = section.fields
        items = section.items.map { $0.mapValues(LocalizedText.plain) }
    }

    /// True when every text is plain: the section reads the same in every language.
    var isPlain: Bool {
        let values = [header, footer].compactMap { $0 } + items.flatMap(\.values)
        return values.allSatisfy { if case .plain = $0 { true } else { false } }
    }

    /// The texts in `source`, the spec's own language; a string key shows the key until the
    /// string tables resolve it.
    func sourceTexts(_ source: LanguageTag) -> ScreenLayoutInput.Section {
        let text = { Self.sourceText($0, source) }
        var section = ScreenLayoutInput.Section(
            header: header.map(text) ?? (headerCell == nil ? nil : ""), footer: footer.map(text) ?? (footerCell == nil ? nil : ""),
            items: items.map { $0.mapValues(text) })
        section.fields = fields
        return section
    }

    /// `value` in `source` as the spec holds it: a string key shows the key until the string
    /// tables resolve it, text per language without `source` its first language's text.
    static func sourceText(_ value: LocalizedText, _ source: LanguageTag) -> String {
        if let text = value.sourceText(source) { return text }
        if case .key(let spec) = value { return spec.reference.key }
        if case .perLanguage(let texts) = value { return texts.min { $0.key < $1.key }!.value }
        return ""
    }
}
