/// File-name-safe names: lower case letters and digits, runs of anything else as one hyphen.
public enum Slug {
    /// The longest name that may become a path component, in characters.
    public static let maximumNameLength = 100

    /// "iPhone 16 landscape" -> "iphone-16-landscape"; "Recipes (grid)" -> "recipes-grid".
    public static func make(_ text: String) -> String {
        String(text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    /// Why `name` cannot name a folder or file of baselines (a suite, screen or device), or nil
    /// when it can: it must be non-empty after slugging, at most ``maximumNameLength``
    /// characters, and hold no `/`, `\`, `..`, NUL or other control character.
    public static func problem(withName name: String) -> String? {
        if name.containsControlCharacter { return "\(name.quoted) contains a control character; names become file names" }
        if name.count > maximumNameLength { return "\(name.quoted) is longer than \(maximumNameLength) characters; names become file names" }
        if name.contains("/") || name.contains("\\") { return "\(name.quoted) contains a slash; names become single file names, not paths" }
        if name.contains("..") { return "\(name.quoted) contains '..'; names become file names and may not point elsewhere" }
        if make(name).isEmpty { return "\(name.quoted) has no letters or digits, so it makes no file name; give a name such as 'settings'" }
        return nil
    }
}

extension KeyedDecodingContainer {
    /// A name at `key` that becomes a path component (see ``Slug/problem(withName:)``).
    func decodeName(_ key: Key) throws -> String {
        try checkedName(decode(String.self, forKey: key), at: key)
    }

    /// Like ``decodeName(_:)``, with `defaultValue` when the key is absent.
    func decodeName(_ key: Key, default defaultValue: String) throws -> String {
        try checkedName(decodeIfPresent(String.self, forKey: key) ?? defaultValue, at: key)
    }

    private func checkedName(_ name: String, at key: Key) throws -> String {
        if let problem = Slug.problem(withName: name) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "\(key.stringValue) \(problem)")
        }
        return name
    }
}
