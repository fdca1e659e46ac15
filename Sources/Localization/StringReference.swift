/// A string an item shows: a key of a string table and the arguments its format takes.
package struct StringReference: Hashable, Sendable {
    /// The key (`"Welcome"`, `"inbox.unread"`).
    package var key: String
    /// The table's name (`Localizable`); nil for the only table, or `Localizable` when there are
    /// several.
    package var table: String?
    /// The format's arguments, in order; numeric ones also choose plural forms.
    package var arguments: [FormatArgument]

    /// A reference to `key` in `table` with `arguments`.
    package init(key: String, table: String? = nil, arguments: [FormatArgument] = []) {
        self.key = key
        self.table = table
        self.arguments = arguments
    }
}

/// The text a ``StringReference`` shows in one language on one device.
package struct ResolvedString: Hashable, Sendable {
    /// The formatted text.
    package var text: String
    /// The language had no translation (or only one in state `new`), so the source language's
    /// text is shown.
    package var isUntranslated: Bool
    /// The table the key was found in.
    package var table: String

    /// A resolved string.
    package init(text: String, isUntranslated: Bool, table: String) {
        self.text = text
        self.isUntranslated = isUntranslated
        self.table = table
    }
}
