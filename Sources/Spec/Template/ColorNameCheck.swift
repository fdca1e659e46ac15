/// How templates learn whether a colour name exists.
///
/// Colours are names (`label`, `#FF9500`, a spec's own `brand`), resolved only when painting. So
/// that a misspelt colour is reported where it is written (file, line, key), whoever decodes a
/// spec can put a check in the decoder's `userInfo` under ``userInfoKey``; templates run it on
/// every colour they decode.
package struct ColorNameCheck: Sendable {
    /// The `userInfo` key the check is stored under.
    package static let userInfoKey = CodingUserInfoKey(rawValue: "proofsheet.colorNameCheck")!

    /// Returns nil for a known colour, or why the name is not one.
    package let problem: @Sendable (String) -> String?

    package init(problem: @escaping @Sendable (String) -> String?) {
        self.problem = problem
    }
}

extension KeyedDecodingContainer {
    /// Decodes a colour name at `key` (or `defaultValue` when absent) and runs the decoder's
    /// ``ColorNameCheck`` on it, if there is one.
    package func decodeColor(_ key: Key, default defaultValue: String, userInfo: [CodingUserInfoKey: Any]) throws -> String {
        let name = try decode(key, default: defaultValue)
        if let check = userInfo[ColorNameCheck.userInfoKey] as? ColorNameCheck, let problem = check.problem(name) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: problem)
        }
        return name
    }
}
