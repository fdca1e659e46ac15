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
        if let problem = SpecRules.languageList(languages) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem)
        }
        return languages
    }
}

extension KeyedDecodingContainer {
    /// One path or a list of paths at `key`; empty when absent.
    func decodeStringList(_ key: Key, naming contents: String) throws -> [String] {
        guard contains(key) else { return [] }
        let list = try (try? decode(String.self, forKey: key)).map { [$0] } ?? decode([String].self, forKey: key)
        if let problem = SpecRules.pathList(list, naming: contents, mayBeEmpty: false) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem)
        }
        return list
    }
}
