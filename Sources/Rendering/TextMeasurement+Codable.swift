import Layout
import Spec

/// A measurement as JSON: its sizes, line count, truncation, and the missing characters as code
/// points; data written before they were recorded decodes with none. Layout holds no coding, so
/// the conformance lives with the measurer that produces the measurements.
extension TextMeasurement: Codable {
    private enum CodingKeys: String, CodingKey {
        case size, exactSize, lineCount, isTruncated, missingCharacters
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Size.self, forKey: .size)
        let codes = try container.decodeIfPresent([UInt32].self, forKey: .missingCharacters) ?? []  // spec-number: our own output, checked below
        self.init(
            size: size,
            exactSize: try container.decodeIfPresent(Size.self, forKey: .exactSize) ?? size,
            lineCount: try container.decode(Int.self, forKey: .lineCount),  // spec-number: as the code points
            isTruncated: try container.decode(Bool.self, forKey: .isTruncated),
            missingCharacters: try codes.map { code in
                guard let scalar = Unicode.Scalar(code) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .missingCharacters, in: container, debugDescription: "\(code) is not a Unicode scalar value")
                }
                return scalar
            }
        )
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(exactSize, forKey: .exactSize)
        try container.encode(lineCount, forKey: .lineCount)
        try container.encode(isTruncated, forKey: .isTruncated)
        try container.encode(missingCharacters.map(\.value), forKey: .missingCharacters)
    }
}
