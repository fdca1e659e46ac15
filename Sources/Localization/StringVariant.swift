/// What one language says for one key: a format string, or variations of it by plural
/// category or by device, which may nest (a device's text varying by plural). Texts and forms
/// are kept in the table's ``StringStorage``.
enum StringVariant: Hashable, Sendable {
    /// A format string and its translation state (`.translated` for .strings and .stringsdict
    /// text, which have no states).
    case text(TextRange, TranslationState)
    /// Forms by plural category; `other` is required when a number falls in no other form.
    case plural(VariantForms<PluralCategory>)
    /// Forms by device; `other` is the fallback.
    case device(VariantForms<DeviceIdiom>)
}

/// A `%#@name@` placeholder's definition: which argument chooses its plural form, and its forms.
struct StringSubstitution: Hashable, Sendable {
    /// The placeholder's name.
    var name: TextRange
    /// The 1-based argument (String Catalog `argNum`); nil for the argument the placeholder
    /// stands at (as in a .stringsdict).
    var argumentNumber: Int?
    /// The conversion `%arg` in a form stands for (String Catalog `formatSpecifier`, `lld`); nil
    /// in a .stringsdict, whose forms write their own specifiers.
    var formatSpecifier: String?
    /// The forms.
    var variant: StringVariant
}

/// One language's text for one key, and the file it came from.
struct LocalizedString: Hashable, Sendable {
    var variant: StringVariant
    /// Its substitutions' run in ``StringStorage/substitutions``.
    var substitutions: Range<Int> = 0..<0
    /// The file, for messages: its index in ``StringStorage/files``.
    var file: Int
}

/// One key of a table: its localizations by language slot (the table's ``LanguageSlots``).
struct StringEntry: Hashable, Sendable {
    /// String Catalog `shouldTranslate`: false means the source text is shown in every language.
    var shouldTranslate = true
    /// The localizations by slot; nil, or past the end, for a language without one.
    private(set) var localizations: [LocalizedString?] = []

    /// An entry without localizations yet.
    init() {}

    /// An entry with room for the localizations of `slots` languages, so a catalog's entry,
    /// read language by language, is not grown slot by slot.
    init(slots: Int) {
        localizations = [LocalizedString?](repeating: nil, count: slots)
    }

    /// The localization in the language of `slot`, if there is one.
    subscript(slot: Int) -> LocalizedString? {
        get { slot < localizations.count ? localizations[slot] : nil }
        set {
            if slot >= localizations.count { localizations.append(contentsOf: repeatElement(nil, count: slot + 1 - localizations.count)) }
            localizations[slot] = newValue
        }
    }
}
