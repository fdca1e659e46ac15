/// What one language says for one key: a format string, or variations of it by plural
/// category or by device, which may nest (a device's text varying by plural).
enum StringVariant: Hashable, Sendable {
    /// A format string and its translation state (`.translated` for .strings and .stringsdict
    /// text, which have no states).
    case text(FormatText, TranslationState)
    /// Forms by plural category; `other` is required when a number falls in no other form.
    case plural([PluralCategory: StringVariant])
    /// Forms by device; `other` is the fallback.
    case device([DeviceIdiom: StringVariant])

    /// Whether choosing a form takes a number: the variant or a device's form varies by plural.
    var hasPluralForms: Bool {
        switch self {
        case .text: false
        case .plural: true
        case .device(let forms): forms.values.contains { $0.hasPluralForms }
        }
    }

    /// This variant with every text replaced by `transform`'s.
    func mappingTexts(_ transform: (FormatText) -> FormatText) -> StringVariant {
        switch self {
        case .text(let text, let state): .text(transform(text), state)
        case .plural(let forms): .plural(forms.mapValues { $0.mappingTexts(transform) })
        case .device(let forms): .device(forms.mapValues { $0.mappingTexts(transform) })
        }
    }
}

/// A `%#@name@` placeholder's definition: which argument chooses its plural form, and its forms.
struct StringSubstitution: Hashable, Sendable {
    /// The 1-based argument (String Catalog `argNum`); nil for the argument the placeholder
    /// stands at (as in a .stringsdict).
    var argumentNumber: Int?
    /// The conversion `%arg` in a form stands for (String Catalog `formatSpecifier`, `lld`); nil
    /// in a .stringsdict, whose forms write their own specifiers.
    var formatSpecifier: String?
    /// The forms; with an `argumentNumber`, as they are placed in the string (``placed(_:argument:formatSpecifier:)``),
    /// done once when the table is read.
    var variant: StringVariant

    /// A substitution; with an `argumentNumber`, its forms are placed in advance, as they do
    /// not depend on where the placeholder stands.
    init(argumentNumber: Int? = nil, formatSpecifier: String? = nil, variant: StringVariant) {
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        guard let argumentNumber else {
            self.variant = variant
            return
        }
        self.variant = variant.mappingTexts { Self.placed($0, argument: argumentNumber, formatSpecifier: formatSpecifier) }
    }

    /// A form's text as it is placed in its string for the argument `argument`: each `%arg`
    /// becomes `%<argument>$<formatSpecifier>` (as Xcode compiles a catalog's form), and the
    /// specifiers that name no position take `argument`.
    static func placed(_ form: FormatText, argument: Int, formatSpecifier: String?) -> FormatText {
        let replaced = formatSpecifier.map { specifier in
            form.text.contains("%arg") ? FormatText(replacingArg(in: form.text, with: "%\(argument)$\(specifier)")) : form
        } ?? form
        return replaced.bound(to: argument)
    }

    /// `text` with each `%arg` replaced by `specifier` (`%%arg` is a literal `%` and `arg`).
    private static func replacingArg(in text: String, with specifier: String) -> String {
        var output = ""
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            output += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                output += "%%"
                rest = after.dropFirst()
            } else if after.hasPrefix("arg") {
                output += specifier
                rest = after.dropFirst(3)
            } else {
                output += "%"
                rest = after
            }
        }
        return output + rest
    }
}

/// One language's text for one key, and the file it came from.
struct LocalizedString: Hashable, Sendable {
    var variant: StringVariant
    var substitutions: [String: StringSubstitution] = [:]
    /// The file, for messages.
    var file: String
}

/// One key of a table: its localizations by language identifier.
struct StringEntry: Hashable, Sendable {
    /// String Catalog `shouldTranslate`: false means the source text is shown in every language.
    var shouldTranslate = true
    var localizations: [String: LocalizedString] = [:]
}
