import Foundation

/// The JSON files and texts ProofSheet writes for people and other programs (manifest.json, the
/// audit's JSON report, the layout a baseline carries, the environment of a baseline set): the
/// one encoder configuration they share, and the `schemaVersion` an artefact carries next to its
/// own fields. Each artefact's shape is described by a JSON Schema under docs/schemas/.
package enum JSONArtefact {
    /// The encoder every JSON artefact is written with: keys sorted, so the same value gives the
    /// same bytes and diffs cleanly, and slashes unescaped, so paths read as written; indented
    /// unless `compact` (the JSON a PNG or an HTML page carries).
    package static func encoder(compact: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` (which encodes as a JSON object) as an artefact of `version`: its fields and
    /// `"schemaVersion"`, keys sorted, indented unless `compact`.
    package static func encode(_ value: some Encodable, version: SchemaVersion, compact: Bool = false) throws -> Data {
        try encoder(compact: compact).encode(Versioned(value: value, version: version))
    }

    /// The artefact in `data`, decoded as `Value` once its `schemaVersion` is known to be one
    /// `version` reads: of the same major version, or none (a file from before artefacts carried
    /// one). Throws ``SchemaVersionError`` for a newer major version or a malformed one, before
    /// any of the fields (which that version may have renamed) is decoded; `DecodingError` as
    /// `JSONDecoder` does. `userInfo` goes to the decoder.
    package static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, reading version: SchemaVersion, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws -> Value {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        decoder.userInfo[readableVersionKey] = version
        return try decoder.decode(Versioned<Value>.self, from: data).value
    }

    fileprivate static let readableVersionKey = CodingUserInfoKey(rawValue: "ProofSheet.readableSchemaVersion")!

    fileprivate enum Key: String, CodingKey {
        case schemaVersion
    }

    /// An artefact's value with its schema version, in one JSON object.
    fileprivate struct Versioned<Value> {
        var value: Value
        var version: SchemaVersion?
    }
}

extension JSONArtefact.Versioned: Encodable where Value: Encodable {
    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
        // The value's own object, with one more key.
        var container = encoder.container(keyedBy: JSONArtefact.Key.self)
        try container.encodeIfPresent(version, forKey: .schemaVersion)
    }
}

extension JSONArtefact.Versioned: Decodable where Value: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: JSONArtefact.Key.self)
        let text = try container.decodeIfPresent(String.self, forKey: .schemaVersion)
        if let text, let readable = decoder.userInfo[JSONArtefact.readableVersionKey] as? SchemaVersion {
            guard let found = SchemaVersion(text) else { throw SchemaVersionError(found: text, readable: readable) }
            guard found.major == readable.major else { throw SchemaVersionError(found: text, readable: readable) }
            version = found
        } else {
            version = text.flatMap(SchemaVersion.init)
        }
        value = try Value(from: decoder)
    }
}

/// The version of a JSON artefact's schema, written `"MAJOR.MINOR"`: a new minor version only
/// adds optional fields, which older readers ignore; a new major version changes or removes
/// fields, and older readers refuse the file (``SchemaVersionError``).
package struct SchemaVersion: Hashable, Sendable, Encodable, CustomStringConvertible {
    package var major: Int
    package var minor: Int

    package init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// The version `text` (`"1.0"`) names; nil unless it is two numbers joined by a dot.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let major = Int(parts[0]), let minor = Int(parts[1])
        else { return nil }
        self.init(major: major, minor: minor)
    }

    package var description: String { "\(major).\(minor)" }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A JSON artefact whose `schemaVersion` this build cannot read: a newer major version (written
/// by a newer ProofSheet), or not a version at all.
package struct SchemaVersionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The `schemaVersion` the file holds.
    package var found: String
    /// The version this build writes, whose major version it reads.
    package var readable: SchemaVersion

    package var description: String {
        guard let version = SchemaVersion(found) else { return "its schemaVersion \(found.quoted) is not a version (MAJOR.MINOR)" }
        guard version.major > readable.major else { return "its schemaVersion \(version) is not one this ProofSheet reads (\(readable.major).x)" }
        return
            "its schemaVersion \(version) is newer than this ProofSheet reads (\(readable.major).x): read it with the ProofSheet that wrote it, or a newer one"
    }
}
