import DynamicType

/// Decodes a string and parses it, turning a `NameError` into a `DecodingError` at the right key.
func decodeParsed<T>(from decoder: any Decoder, _ parse: (String) throws(NameError) -> T) throws -> T {
    let text = try decoder.singleValueContainer().decode(String.self)
    do { return try parse(text) } catch {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
        )
    }
}

/// A value a spec names by its raw value: an enum of words such as `light` or `wordWrap`.
/// Decoding accepts any letter case and, for anything else, throws a `NameError` (DynamicType) naming the
/// value, the nearest valid name and every valid one, instead of Swift's "Cannot initialize
/// Appearance from invalid String value".
public protocol SpecNamedValue: RawRepresentable<String>, CaseIterable, Decodable {
    /// What the value is called in an error: "appearance", "line break mode".
    static var specKind: String { get }
}

extension SpecNamedValue {
    public init(from decoder: any Decoder) throws {
        self = try decodeParsed(from: decoder) { text throws(NameError) in
            if let value = Self(rawValue: text) ?? Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
                return value
            }
            throw NameError(kind: Self.specKind, given: text, validNames: Self.allCases.map(\.rawValue))
        }
    }
}
