import Localization

/// One item's data: field name to text (`["title": "Pasta", "minutes": "20"]`), what a
/// template's `{field}` placeholders are filled from.
public typealias Item = [String: LocalizedText]

/// Collects a screen's or section's items, each a dictionary literal, with `if` and `for`:
///
/// ```swift
/// ["name": "Ana Ruiz", "message": .stringKey("lunch.question"), "time": "09:41"]
/// for number in 1...20 { ["title": "Row \(number)"] }
/// for name in names { ["name": name] }
/// ```
@resultBuilder
public enum ItemBuilder {
    /// One item.
    public static func buildExpression(_ item: Item) -> [Item] { [item] }
    /// A list of items made in Swift, in order.
    public static func buildExpression(_ items: [Item]) -> [Item] { items }
    /// One item of plain texts, written with `String` values (`["text": name]`, where `name` is
    /// a `String` variable), the same in every language.
    public static func buildExpression(_ item: [String: String]) -> [Item] { [item.mapValues(LocalizedText.plain)] }
    /// A list of items of plain texts made in Swift, in order.
    public static func buildExpression(_ items: [[String: String]]) -> [Item] { items.map { $0.mapValues(LocalizedText.plain) } }
    /// Every line's values, in order.
    public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
    /// The values of an `if` that holds; none otherwise.
    public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
    /// The values of the branch taken.
    public static func buildEither(first part: [Item]) -> [Item] { part }
    /// The values of the branch taken.
    public static func buildEither(second part: [Item]) -> [Item] { part }
    /// The values of every pass of a `for` loop, in order.
    public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
}

extension LocalizedText: ExpressibleByStringInterpolation {
    /// Plain text, the same in every language.
    public init(stringLiteral text: String) {
        self = .plain(text)
    }

    /// A key into the suite's string tables (a spec's `{key: ..., table: ..., args: [...]}`),
    /// with the format's arguments.
    public static func stringKey(_ key: String, table: String? = nil, arguments: [FormatArgument] = []) -> LocalizedText {
        .key(StringReferenceSpec(reference: StringReference(key: key, table: table, arguments: arguments)))
    }

    /// A key whose format takes one count, which picks the plural form (a spec's
    /// `{key: "%lld min ago", count: 3}`).
    public static func stringKey(_ key: String, table: String? = nil, count: Int) -> LocalizedText {
        stringKey(key, table: table, arguments: [.integer(count)])
    }
}

extension LocalizedSection {
    /// A section with an optional header and footer (text, text per language or a string key)
    /// and its items.
    ///
    /// ```swift
    /// Section(header: "Lorem ipsum", footer: "Rows take the height of their tallest cell.") {
    ///     ["title": "Lorem", "body": "Lorem ipsum dolor sit amet."]
    /// }
    /// ```
    ///
    /// A section may draw its header or footer with a kind of cell of the screen's (`headerCell:
    /// "banner"` names one of the screen's `cells`), and give its header and footer templates
    /// values of its own (`fields: ["title": "Starters"]` fills `{title}`; `{count}` is its number of items).
    public init(
        header: LocalizedText? = nil, footer: LocalizedText? = nil, fields: [String: String] = [:], headerCell: String? = nil,
        footerCell: String? = nil, @ItemBuilder items: () -> [Item]
    ) {
        self.init(header: header, footer: footer, fields: fields, headerCell: headerCell, footerCell: footerCell, items: items())
    }
}

/// A section of a screen built in Swift: the same value a spec's `sections:` entry holds.
public typealias Section = LocalizedSection
