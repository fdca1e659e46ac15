import DynamicType
import ProofSheetSupport

/// A coding key for any string, used to see every key a mapping holds.
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int?

    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A key in a spec that no type knows: almost always a typo, so it is an error, never ignored.
package struct UnknownKeyError: Error, CustomStringConvertible, Sendable {
    package let key: String
    package let validKeys: [String]
    package let suggestion: String?

    package var description: String {
        "unknown key \(key.quoted)" + (suggestion.map { "; did you mean \($0.quoted)?" } ?? ".") + " Valid keys: \(validKeys.joined(separator: ", "))"
    }
}

extension Decoder {
    /// Throws a `DecodingError` naming the first key of a spec's mapping not in `Keys` (or
    /// `extra`), with the nearest valid key. `Keys` is a ``SpecKeyTable``, so every key a spec
    /// may write is in the spec reference and the schema (tools/spec-reference).
    package func rejectUnknownKeys<Keys: SpecKeyTable>(_ keys: Keys.Type, allowing extra: [String] = []) throws {
        try rejectKeys(notIn: keys, allowing: extra)
    }

    /// Throws a `DecodingError` naming the first key not in `Keys` (or `extra`), with the nearest
    /// valid key: for a strict mapping that is not a spec's (an accept list).
    package func rejectKeys<Keys: CodingKey & CaseIterable>(notIn keys: Keys.Type, allowing extra: [String] = []) throws {
        let valid = Keys.allCases.map(\.stringValue) + extra
        let container = try container(keyedBy: AnyCodingKey.self)
        for key in container.allKeys where !valid.contains(key.stringValue) {
            let error = UnknownKeyError(key: key.stringValue, validKeys: valid, suggestion: NameMatching.closest(to: key.stringValue, in: valid))
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: error.description, underlyingError: error))
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes an optional value, falling back to `defaultValue` when the key is absent.
    package func decode<T: Decodable>(_ key: Key, default defaultValue: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }
}
