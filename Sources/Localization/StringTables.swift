import DynamicType
import Foundation
import ProofSheetSupport

/// The string tables a spec's items take their text from, loaded from String Catalogs and from
/// .lproj folders of .strings and .stringsdict files, and the resolution of a key to its text in
/// a language on a device.
package struct StringTables: Sendable {
    /// The tables by name.
    let tables: [String: StringTable]

    /// The table names, sorted.
    package var tableNames: [String] { tables.keys.sorted() }

    /// The keys of every table that start with `prefix`, each with the first table (by name)
    /// that has it and that table's file.
    package func keys(withPrefix prefix: String) -> [(key: String, table: String, file: String)] {
        var found: [String: (table: String, file: String)] = [:]
        for name in tableNames.reversed() {
            let table = tables[name]!
            for key in table.entries.keys where key.hasPrefix(prefix) { found[key] = (name, table.file) }
        }
        return found.keys.sorted().map { ($0, found[$0]!.table, found[$0]!.file) }
    }

    /// Every language any table has a localization for, source languages included (for
    /// validating and listing a spec's languages).
    package let languages: Set<String>

    /// Tables made from already-read tables; two with one name is an error.
    init(_ tables: [StringTable]) throws(LocalizationError) {
        var byName: [String: StringTable] = [:]
        var languages = Set<String>()
        for table in tables {
            if let other = byName[table.name] {
                throw LocalizationError(
                    file: table.file, problem: "is a second table named \(table.name.quoted) (the first is \(other.file)); table names must be unique"
                )
            }
            byName[table.name] = table
            languages.insert(table.sourceLanguage)
            languages.formUnion(table.localizedLanguages)
        }
        self.tables = byName
        self.languages = languages
    }

    /// Loads .xcstrings files, and folders holding <lang>.lproj folders (or .strings/.stringsdict
    /// files directly inside an .lproj folder, or such a folder itself). The table name is the
    /// file's base name (`Localizable`). `developmentLanguage` is the source language of .strings
    /// tables, and the language of `Base.lproj` (whose strings an explicit folder for that
    /// language overrides key by key); a catalog has its own `sourceLanguage`. Of a .strings and
    /// a .stringsdict with one key in one language, the .stringsdict wins, as in Foundation.
    /// Every file is refused above 64 MB before it is read.
    package static func load(_ paths: [URL], developmentLanguage: LanguageTag) throws(LocalizationError) -> StringTables {
        var catalogs: [StringTable] = []
        var lprojFiles: [(url: URL, language: String)] = []
        for path in paths {
            let url = path.standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw LocalizationError(file: url.path, problem: "does not exist; give .xcstrings files, .lproj folders or folders holding them")
            }
            if !isFolder.boolValue {
                switch url.pathExtension {
                case "xcstrings":
                    catalogs.append(
                        try StringCatalogDecoder.table(TableFile.bytes(url), file: url.path, name: url.deletingPathExtension().lastPathComponent))
                case "strings", "stringsdict":
                    lprojFiles.append(
                        (url, try language(ofFolder: url.deletingLastPathComponent(), file: url.path, developmentLanguage: developmentLanguage)))
                default:
                    throw LocalizationError(
                        file: url.path,
                        problem: "is not a string table; give .xcstrings, .strings or .stringsdict files, .lproj folders or folders holding them")
                }
            } else if url.pathExtension == "lproj" {
                lprojFiles += try tableFiles(in: url, developmentLanguage: developmentLanguage)
            } else {
                let children = try TableFile.contents(of: url)
                let folders = children.filter { $0.pathExtension == "lproj" }
                guard !folders.isEmpty else {
                    throw LocalizationError(
                        file: url.path, problem: "holds no .lproj folder; give .xcstrings files, .lproj folders or folders holding them")
                }
                for folder in folders { lprojFiles += try tableFiles(in: folder, developmentLanguage: developmentLanguage) }
            }
        }
        return try StringTables(catalogs + lprojTables(lprojFiles, developmentLanguage: developmentLanguage.identifier))
    }

    /// The .strings and .stringsdict files of an .lproj folder, with its language.
    private static func tableFiles(in folder: URL, developmentLanguage: LanguageTag) throws(LocalizationError) -> [(url: URL, language: String)] {
        let language = try language(ofFolder: folder, file: folder.path, developmentLanguage: developmentLanguage)
        return try TableFile.contents(of: folder).filter { ["strings", "stringsdict"].contains($0.pathExtension) }.map { ($0, language) }
    }

    /// The language of an .lproj folder: `Base` is the development language.
    private static func language(ofFolder folder: URL, file: String, developmentLanguage: LanguageTag) throws(LocalizationError) -> String {
        guard folder.pathExtension == "lproj" else {
            throw LocalizationError(file: file, problem: "is not inside an .lproj folder, so its language is unknown; put it in <language>.lproj")
        }
        let name = folder.deletingPathExtension().lastPathComponent
        if name == "Base" { return developmentLanguage.identifier }
        do {
            return try LanguageTag(parsing: name).identifier
        } catch {
            throw LocalizationError(file: folder.path, problem: "is not named for a language: \(error.description)")
        }
    }

    /// The tables of .lproj files, grouped by base name. Base.lproj files are read first, so a
    /// folder named for the development language overrides them; within a language, .strings
    /// before .stringsdict.
    private static func lprojTables(_ files: [(url: URL, language: String)], developmentLanguage: String) throws(LocalizationError) -> [StringTable] {
        func rank(_ file: (url: URL, language: String)) -> (Int, Int) {
            (file.url.deletingLastPathComponent().lastPathComponent == "Base.lproj" ? 0 : 1, file.url.pathExtension == "strings" ? 0 : 1)
        }
        let ordered = files.sorted { rank($0) < rank($1) || (rank($0) == rank($1) && $0.url.path < $1.url.path) }
        var tables: [String: (file: String, entries: [String: StringEntry], storage: StringStorage, languages: LanguageSlots)] = [:]
        for (url, language) in ordered {
            let name = url.deletingPathExtension().lastPathComponent
            var table = tables[name] ?? (url.path, [:], StringStorage(), LanguageSlots())
            let data = Data(try TableFile.bytes(url))
            let strings: [String: LocalizedString]
            if url.pathExtension == "strings" {
                let file = table.storage.fileIndex(url.path)
                strings = try StringsFileParser.pairs(data, file: url.path).mapValues { text in
                    LocalizedString(variant: .text(table.storage.append(text: text), .translated), file: file)
                }
            } else {
                strings = try StringsDictDecoder.strings(data, file: url.path, storage: &table.storage)
            }
            let slot = table.languages.slot(for: language)
            for (key, localized) in strings { table.entries[key, default: StringEntry()][slot] = localized }
            tables[name] = table
        }
        return tables.keys.sorted().map { name in
            let table = tables[name]!
            return StringTable(
                name: name, sourceLanguage: developmentLanguage, file: table.file, entries: table.entries, storage: table.storage,
                languages: table.languages
            )
        }
    }
}
