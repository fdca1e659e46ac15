/// Decodes a string and parses it, turning a `NameError` into a `DecodingError` at the right key.
func decodeParsed<T>(from decoder: any Decoder, _ parse: (String) throws(NameError) -> T) throws -> T {
    let text = try decoder.singleValueContainer().decode(String.self)
    do { return try parse(text) } catch {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error)
        )
    }
}
