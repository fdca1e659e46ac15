import Localization

/// A text a screen shows in the source language because the language it is shown in has no
/// translation: the audit reports it (`untranslated-text`), as Xcode marks untranslated strings.
package struct UntranslatedText: Hashable, Sendable {
    /// The cell, header or footer showing it.
    package var kind: ElementKind
    package var section: Int
    /// The item's index in its section; 0 for a header or footer.
    package var item: Int
    /// The item's field (`title`); `text` for a header or footer.
    package var field: String
    /// The string key, nil for a text written per language in the spec.
    package var key: String?
    /// The language with no translation.
    package var language: LanguageTag

    package init(kind: ElementKind, section: Int, item: Int, field: String, key: String?, language: LanguageTag) {
        self.kind = kind
        self.section = section
        self.item = item
        self.field = field
        self.key = key
        self.language = language
    }
}
