/// One string table: the strings of one name (`Localizable`) in every language it has, read
/// from one String Catalog or from the .strings and .stringsdict files of its .lproj folders.
/// A class, read-only once made: every resolution looks its table up, and handing out a
/// reference costs one retain where copying the fields costs one each.
final class StringTable: Sendable {
    /// The file's base name.
    let name: String
    /// The language the strings are written in first: a catalog's `sourceLanguage`, the
    /// development language for .strings tables.
    let sourceLanguage: String
    /// The catalog, or the first file of the table, for messages about the table as a whole.
    let file: String
    /// The strings by key.
    let entries: [String: StringEntry]
    /// The entries' texts and variations.
    let storage: StringStorage
    /// The slots of the languages the entries' localizations are in.
    let languages: LanguageSlots

    /// The source language's lookup chain, for its plural rules. Catalogs have their source
    /// language checked when they are read and .strings tables have a ``LanguageTag``'s, so it
    /// always parses; were it not a tag, every number would be `other`.
    let sourceLookupChain: ArraySlice<String>

    init(name: String, sourceLanguage: String, file: String, entries: [String: StringEntry], storage: StringStorage, languages: LanguageSlots) {
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.file = file
        self.entries = entries
        self.storage = storage
        self.languages = languages
        sourceLookupChain = (try? LanguageTag(parsing: sourceLanguage))?.lookupChain[...] ?? []
    }

    /// The languages some entry has a localization in.
    var localizedLanguages: [String] {
        var used = [Bool](repeating: false, count: languages.names.count)
        for entry in entries.values {
            for (slot, localized) in entry.localizations.enumerated() where localized != nil { used[slot] = true }
        }
        return languages.names.indices.filter { used[$0] }.map { languages.names[$0] }
    }
}
