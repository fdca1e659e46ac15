import ProofSheetSupport

extension KeyedDecodingContainer {
    /// A name at `key` that becomes a path component (see ``Slug/problem(withName:)``).
    package func decodeName(_ key: Key) throws -> String {
        try checkedName(decode(String.self, forKey: key), at: key)
    }

    /// Like ``decodeName(_:)``, with `defaultValue` when the key is absent.
    package func decodeName(_ key: Key, default defaultValue: String) throws -> String {
        try checkedName(decodeIfPresent(String.self, forKey: key) ?? defaultValue, at: key)
    }

    private func checkedName(_ name: String, at key: Key) throws -> String {
        if let problem = Slug.problem(withName: name) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(key.stringValue) \(problem)")
        }
        return name
    }
}
