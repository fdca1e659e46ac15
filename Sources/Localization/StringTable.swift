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

    /// The source language's lookup chain, for its plural rules (empty, so every number is
    /// `other`, in the unlikely case the name is not a language tag).
    var sourceLookupChain: [String] { (try? LanguageTag(parsing: sourceLanguage))?.lookupChain ?? [] }
}
