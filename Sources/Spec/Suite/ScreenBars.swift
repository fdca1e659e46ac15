import DynamicType

/// The bars around a screen's content, as a `UINavigationController` and a `UITabBarController`
/// draw them: a navigation bar at the top, a toolbar and a tab bar at the bottom. Each is
/// optional; a screen without them lays out and draws as it always did. The content starts below
/// the navigation bar and ends above the bottom bars (docs/components.md, "Bars").
public struct ScreenBars: Hashable, Sendable {
    public var navigationBar: NavigationBarSpec?
    public var tabBar: TabBarSpec?
    public var toolbar: ToolbarSpec?

    public init(navigationBar: NavigationBarSpec? = nil, tabBar: TabBarSpec? = nil, toolbar: ToolbarSpec? = nil) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    /// Whether the screen has no bar at all.
    public var isEmpty: Bool { navigationBar == nil && tabBar == nil && toolbar == nil }

    /// Every title (the navigation bar's, its items', its search field's texts, the toolbar's
    /// items' and the tabs') with its key path in the screen (`navigationBar.title`,
    /// `navigationBar.trailing[0].title`, `navigationBar.searchField.placeholder`,
    /// `tabBar.items[2].title`), in that order, replaced by what `transform` returns for it:
    /// a language's text, resolved as a section's texts are (`Suite.layoutInput(of:in:on:)`).
    package func mappingTitles(_ transform: (_ keyPath: String, _ title: LocalizedText) throws -> LocalizedText) rethrows -> ScreenBars {
        func items(_ items: [BarButtonItemSpec], at keyPath: String) throws -> [BarButtonItemSpec] {
            try items.enumerated().map { index, item in
                var item = item
                item.title = try item.title.map { try transform("\(keyPath)[\(index)].title", $0) }
                item.accessibilityLabel = try item.accessibilityLabel.map { try transform("\(keyPath)[\(index)].accessibility.label", $0) }
                return item
            }
        }
        var bars = self
        if var navigationBar {
            navigationBar.title = try transform("navigationBar.title", navigationBar.title)
            navigationBar.leading = try items(navigationBar.leading, at: "navigationBar.leading")
            navigationBar.trailing = try items(navigationBar.trailing, at: "navigationBar.trailing")
            navigationBar.titleAccessibilityLabel = try navigationBar.titleAccessibilityLabel.map {
                try transform("navigationBar.titleAccessibility.label", $0)
            }
            if var field = navigationBar.searchField {
                field.placeholder = try transform("navigationBar.searchField.placeholder", field.placeholder)
                field.accessibilityLabel = try field.accessibilityLabel.map { try transform("navigationBar.searchField.accessibility.label", $0) }
                field.text = try field.text.map { try transform("navigationBar.searchField.text", $0) }
                if field.showsCancelButton {
                    field.cancelButtonTitle = try transform("navigationBar.searchField.cancelButtonTitle", field.cancelButtonTitle)
                }
                navigationBar.searchField = field
            }
            bars.navigationBar = navigationBar
        }
        if var toolbar {
            toolbar.items = try items(toolbar.items, at: "toolbar.items")
            bars.toolbar = toolbar
        }
        if var tabBar {
            tabBar.items = try tabBar.items.enumerated().map { index, item in
                var item = item
                item.title = try transform("tabBar.items[\(index)].title", item.title)
                item.accessibilityLabel = try item.accessibilityLabel.map { try transform("tabBar.items[\(index)].accessibility.label", $0) }
                return item
            }
            bars.tabBar = tabBar
        }
        return bars
    }

    /// Every title with its key path in the screen, in ``mappingTitles(_:)``'s order.
    package var titles: [(keyPath: String, text: LocalizedText)] {
        var found: [(String, LocalizedText)] = []
        _ = mappingTitles { keyPath, title in
            found.append((keyPath, title))
            return title
        }
        return found
    }

    /// The bars with every title as the layout shows it before string tables resolve it
    /// (``LocalizedText/layoutText``): the spec's own language.
    package var sourceTitles: ScreenBars { mappingTitles { _, title in .plain(title.layoutText) } }
}

/// A `UINavigationBar` showing one `UINavigationItem`: its title, inline (`largeTitleDisplayMode
/// = .never`) or large (`prefersLargeTitles` with `.always`), and its bar button items.
public struct NavigationBarSpec: Hashable, Sendable {
    /// The title: text, text per language or a string key (``LocalizedText``), as an item's field.
    public var title: LocalizedText
    /// Whether the title is a large title below the bar's row of items.
    public var largeTitle: Bool
    /// `leftBarButtonItems`, from the leading edge inwards.
    public var leading: [BarButtonItemSpec]
    /// `rightBarButtonItems`, from the trailing edge inwards.
    public var trailing: [BarButtonItemSpec]
    /// `searchController`'s search bar, stacked below the title (``BarSearchFieldSpec``); nil for none.
    public var searchField: BarSearchFieldSpec?
    /// What VoiceOver reads for the title over its text and `header` trait (a spec's
    /// `titleAccessibility`); its label is ``titleAccessibilityLabel``.
    public var titleAccessibility = AccessibilityProperties()
    /// `titleAccessibility.label`: text, text per language or a string key, resolved in each
    /// language as the title is; nil for the title's text.
    public var titleAccessibilityLabel: LocalizedText?

    public init(
        title: LocalizedText, largeTitle: Bool = false, leading: [BarButtonItemSpec] = [], trailing: [BarButtonItemSpec] = [],
        searchField: BarSearchFieldSpec? = nil
    ) {
        self.title = title
        self.largeTitle = largeTitle
        self.leading = leading
        self.trailing = trailing
        self.searchField = searchField
    }
}

/// The search bar of a navigation item's `searchController`, placed as
/// `UINavigationItem.SearchBarPlacement.stacked` places it: below the title (the large title, or
/// the row with the inline one), across the bar between its side margins, drawn at rest (content
/// not scrolled, so `hidesSearchBarWhenScrolling` keeps it shown). It is a search field element's
/// `UISearchBar` (``SearchFieldTemplate``) with localized texts, as the bar's titles are
/// (docs/components.md, "Search field in the navigation bar").
public struct BarSearchFieldSpec: Hashable, Sendable {
    /// The placeholder, shown in `placeholderText` while there is no ``text``.
    public var placeholder: LocalizedText
    /// Typed text, shown in place of the placeholder; nil for none.
    public var text: LocalizedText?
    /// `showsCancelButton`.
    public var showsCancelButton: Bool
    /// The cancel button's title.
    public var cancelButtonTitle: LocalizedText
    /// The cancel button's colour.
    public var tint: String
    /// What VoiceOver reads for the field over its default (its placeholder as label, typed text
    /// as value, the search field trait); its label is ``accessibilityLabel``.
    public var accessibility = AccessibilityProperties()
    /// `accessibility.label`: text, text per language or a string key, resolved in each language
    /// as the placeholder is; nil for the placeholder.
    public var accessibilityLabel: LocalizedText?

    /// A search field showing `placeholder` (or `text`); `cancelButtonTitle` nil is "Cancel",
    /// `tint` nil the default tint, `systemBlue`.
    public init(
        placeholder: LocalizedText = .plain("Search"), text: LocalizedText? = nil, showsCancelButton: Bool = false,
        cancelButtonTitle: LocalizedText? = nil, tint: String? = nil
    ) {
        self.placeholder = placeholder
        self.text = text
        self.showsCancelButton = showsCancelButton
        self.cancelButtonTitle = cancelButtonTitle ?? .plain(ControlMetrics.searchCancelTitle)
        self.tint = tint ?? ControlMetrics.defaultTint
    }

    /// The search bar a search field element with these texts (in the layout's language) draws.
    package var template: SearchFieldTemplate {
        SearchFieldTemplate(
            placeholder: placeholder.layoutText, text: text?.layoutText, showsCancelButton: showsCancelButton,
            cancelButtonTitle: cancelButtonTitle.layoutText, tint: tint)
    }
}

/// A `UIBarButtonItem` with a title or a symbol image (one of the stand-in set's, docs/symbols.md).
public struct BarButtonItemSpec: Hashable, Sendable {
    /// The title: text, text per language or a string key (``LocalizedText``); nil for a symbol item.
    public var title: LocalizedText?
    public var symbol: String?
    /// `style = .done`: the title in a semibold font.
    public var isDone: Bool

    /// What VoiceOver reads for the item over its title (docs/voiceover.md, "Bars"): an icon
    /// item's label is ``accessibilityLabel``; the other properties as any element's.
    public var accessibility = AccessibilityProperties()
    /// `accessibility.label`: text, text per language or a string key, resolved in each
    /// language as the title is; nil for the default (the title; a symbol item's symbol name).
    public var accessibilityLabel: LocalizedText?

    /// An item showing `title`.
    public init(title: LocalizedText, isDone: Bool = false) {
        self.title = title
        symbol = nil
        self.isDone = isDone
    }

    /// An item showing the symbol `symbol`.
    public init(symbol: String) {
        title = nil
        self.symbol = symbol
        isDone = false
    }
}

/// A `UITabBar` with its items and the selected one.
public struct TabBarSpec: Hashable, Sendable {
    public var items: [TabBarItemSpec]
    /// The index of the selected item, drawn in the tint colour.
    public var selected: Int

    public init(items: [TabBarItemSpec], selected: Int = 0) {
        self.items = items
        self.selected = selected
    }
}

/// A `UITabBarItem`: a title and, normally, a symbol image (an item without one is an audit finding).
public struct TabBarItemSpec: Hashable, Sendable {
    /// The title: text, text per language or a string key (``LocalizedText``).
    public var title: LocalizedText
    public var symbol: String?

    /// What VoiceOver reads for the tab over its title, as for a bar button item.
    public var accessibility = AccessibilityProperties()
    /// `accessibility.label`, localized as the title is; nil for the title.
    public var accessibilityLabel: LocalizedText?

    public init(title: LocalizedText, symbol: String? = nil) {
        self.title = title
        self.symbol = symbol
    }
}

/// A `UIToolbar` with its bar button items, spread across its width with flexible space between them.
public struct ToolbarSpec: Hashable, Sendable {
    public var items: [BarButtonItemSpec]

    public init(items: [BarButtonItemSpec]) {
        self.items = items
    }
}

extension NavigationBarSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case title, largeTitle, leading, trailing, searchField, titleAccessibility }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(LocalizedText.self, forKey: .title), largeTitle: try container.decode(.largeTitle, default: false),
            leading: try container.decode(.leading, default: []), trailing: try container.decode(.trailing, default: []),
            searchField: try container.decodeSearchFieldIfPresent())
        (titleAccessibility, titleAccessibilityLabel) = try container.decodeBarAccessibility(.titleAccessibility)
    }
}

extension KeyedDecodingContainer<NavigationBarSpec.CodingKeys> {
    /// The search field, nil when the key is absent; `searchField:` with no value is one with
    /// the default placeholder, as a search field element's is.
    fileprivate func decodeSearchFieldIfPresent() throws -> BarSearchFieldSpec? {
        guard contains(.searchField) else { return nil }
        return try decodeNil(forKey: .searchField) ? BarSearchFieldSpec() : try decode(BarSearchFieldSpec.self, forKey: .searchField)
    }
}

extension BarSearchFieldSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case placeholder, text, showsCancelButton, cancelButtonTitle, tint, accessibility }

    /// Written as its placeholder (`searchField: Search Settings`) or as a mapping
    /// (`{placeholder: {key: search.prompt}, showsCancelButton: true}`).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(placeholder: .plain(text))
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            placeholder: try container.decode(.placeholder, default: .plain("Search")),
            text: try container.decodeIfPresent(LocalizedText.self, forKey: .text),
            showsCancelButton: try container.decode(.showsCancelButton, default: false),
            cancelButtonTitle: try container.decode(.cancelButtonTitle, default: .plain(ControlMetrics.searchCancelTitle)),
            tint: try container.decodeColor(.tint, default: ControlMetrics.defaultTint, userInfo: decoder.userInfo))
        (accessibility, accessibilityLabel) = try container.decodeBarAccessibility(.accessibility)
    }
}

extension BarButtonItemSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case title, symbol, done, accessibility }

    /// Written as its title (`Edit`) or as `{title: Done, done: true}`, `{title: {key: edit}}` or
    /// `{symbol: plus}`.
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            self.init(title: .plain(text))
            return
        }
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let title = try container.decodeIfPresent(LocalizedText.self, forKey: .title)
        let symbol = try container.decodeBarSymbolIfPresent(.symbol, userInfo: decoder.userInfo)
        let isDone = try container.decode(.done, default: false)
        switch (title, symbol) {
        case (let title?, nil): self.init(title: title, isDone: isDone)
        case (nil, let symbol?):
            if isDone {
                throw DecodingError.dataCorruptedError(forKey: .done, in: container, debugDescription: "done sets a title's font; give a title")
            }
            self.init(symbol: symbol)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: title == nil ? .title : .symbol, in: container,
                debugDescription: "a bar button item shows a title or a symbol: give one of them")
        }
        (accessibility, accessibilityLabel) = try container.decodeBarAccessibility(.accessibility)
    }
}

extension TabBarSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case items, selected }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let items = try container.decode([TabBarItemSpec].self, forKey: .items)
        guard (1...BarMetrics.maximumTabBarItems).contains(items.count) else {
            throw DecodingError.dataCorruptedError(
                forKey: .items, in: container,
                debugDescription: "\(items.count) items; valid: 1 to \(BarMetrics.maximumTabBarItems) (a compact tab bar shows at most five)")
        }
        let selected = try container.decodeCountIfPresent(.selected, .tabIndex) ?? 0
        guard items.indices.contains(selected) else {
            throw DecodingError.dataCorruptedError(
                forKey: .selected, in: container, debugDescription: "\(selected); valid: an item's index, 0 to \(items.count - 1)")
        }
        self.init(items: items, selected: selected)
    }
}

extension TabBarItemSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case title, symbol, accessibility }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(LocalizedText.self, forKey: .title),
            symbol: try container.decodeBarSymbolIfPresent(.symbol, userInfo: decoder.userInfo))
        (accessibility, accessibilityLabel) = try container.decodeBarAccessibility(.accessibility)
    }
}

extension ToolbarSpec: Decodable {
    enum CodingKeys: String, CodingKey, CaseIterable { case items }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let items = try container.decode([BarButtonItemSpec].self, forKey: .items)
        if items.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .items, in: container, debugDescription: "no items; valid: at least one bar button item")
        }
        self.init(items: items)
    }
}

extension KeyedDecodingContainer {
    /// A bar item's `accessibility` at `key`: its properties, and its `label` apart as localized
    /// text (text, text per language or a string key), resolved in each language as a title is.
    fileprivate func decodeBarAccessibility(_ key: Key) throws -> (AccessibilityProperties, LocalizedText?) {
        guard contains(key) else { return (AccessibilityProperties(), nil) }
        let properties = try AccessibilityProperties(from: try superDecoder(forKey: key), skippingLabel: true)
        let label = try nestedContainer(keyedBy: AccessibilityProperties.CodingKeys.self, forKey: key).decodeIfPresent(
            LocalizedText.self, forKey: .label)
        return (properties, label)
    }

    /// The symbol name at `key`, one of the suite's custom symbols or of the stand-in set's
    /// (docs/symbols.md), or nil when absent.
    fileprivate func decodeBarSymbolIfPresent(_ key: Key, userInfo: [CodingUserInfoKey: Any]) throws -> String? {
        guard let name = try decodeIfPresent(String.self, forKey: key) else { return nil }
        do throws(NameError) {
            return try CustomSymbols.checkedName(name, custom: CustomSymbols.names(in: userInfo))
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
        }
    }
}

extension ScreenBars {
    /// Every item's symbol (bar button items, tab bar items) with the key path a spec writes it
    /// at (`tabBar.items[1].symbol`).
    package var symbolPlaces: [(keyPath: String, name: String)] {
        var places: [(String, String)] = []
        if let navigationBar {
            for (side, items) in [("leading", navigationBar.leading), ("trailing", navigationBar.trailing)] {
                for (index, item) in items.enumerated() {
                    if let symbol = item.symbol { places.append(("navigationBar.\(side)[\(index)].symbol", symbol)) }
                }
            }
        }
        for (index, item) in (tabBar?.items ?? []).enumerated() {
            if let symbol = item.symbol { places.append(("tabBar.items[\(index)].symbol", symbol)) }
        }
        for (index, item) in (toolbar?.items ?? []).enumerated() {
            if let symbol = item.symbol { places.append(("toolbar.items[\(index)].symbol", symbol)) }
        }
        return places
    }

    /// Throws at the first symbol that is neither one of `custom` (the suite's custom symbols)
    /// nor in the stand-in set, as a spec's decoding does.
    package func checkSymbols(custom: [String]) throws(ValueProblem) {
        for (keyPath, name) in symbolPlaces {
            do throws(NameError) {
                _ = try CustomSymbols.checkedName(name, custom: custom)
            } catch { throw ValueProblem(keyPath: keyPath, problem: error.description) }
        }
    }
}
