import Localization

extension LanguageTag: Decodable {
    /// Decodes a tag written as text; a malformed one is an error at its key saying what a tag
    /// looks like.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }
}

extension KeyedDecodingContainer {
    /// A list of languages at `key` (default `defaultValue`), each listed once.
    func decodeLanguages(_ key: Key, default defaultValue: [LanguageTag]) throws -> [LanguageTag] {
        guard contains(key) else { return defaultValue }
        let languages = try decode([LanguageTag].self, forKey: key)
        var seen = Set<LanguageTag>()
        for language in languages where !seen.insert(language).inserted {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "language \(language.identifier.quoted) is listed twice; list each language once")
        }
        if languages.isEmpty {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "list at least one language (en, de, ar, ...), or leave languages out")
        }
        return languages
    }
}

extension KeyedDecodingContainer {
    /// One path or a list of paths at `key`; empty when absent.
    func decodeStringList(_ key: Key) throws -> [String] {
        guard contains(key) else { return [] }
        let list = try (try? decode(String.self, forKey: key)).map { [$0] } ?? decode([String].self, forKey: key)
        if list.isEmpty || list.contains(where: \.isEmpty) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "give a String Catalog (Localizable.xcstrings) or a folder of .lproj folders, or a list of them")
        }
        return list
    }
}
