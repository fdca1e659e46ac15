/// One string table: the strings of one name (`Localizable`) in every language it has, read
/// from one String Catalog or from the .strings and .stringsdict files of its .lproj folders.
struct StringTable: Hashable, Sendable {
    /// The file's base name.
    var name: String
    /// The language the strings are written in first: a catalog's `sourceLanguage`, the
    /// development language for .strings tables.
    var sourceLanguage: String
    /// The catalog, or the first file of the table, for messages about the table as a whole.
    var file: String
    /// The strings by key.
    var entries: [String: StringEntry] = [:]

    /// The source language's lookup chain, for its plural rules. Catalogs have their source
    /// language checked when they are read and .strings tables have a ``LanguageTag``'s, so it
    /// always parses; were it not a tag, every number would be `other`.
    let sourceLookupChain: ArraySlice<String>

    /// An empty table.
    init(name: String, sourceLanguage: String, file: String) {
        self.name = name
        self.sourceLanguage = sourceLanguage
        self.file = file
        sourceLookupChain = (try? LanguageTag(parsing: sourceLanguage))?.lookupChain[...] ?? []
    }
}
