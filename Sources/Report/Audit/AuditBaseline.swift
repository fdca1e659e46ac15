import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Spec

/// Findings a team has accepted, so adopting the audit on an existing app fails only on new
/// ones. Keyed on rule, element and variant axes (`AuditFinding.AcrossSizes.baselineKey`): a finding that
/// spreads to more categories or changes its measurements stays accepted. The file carries its
/// ``schemaVersion`` (docs/schemas/audit-baseline.schema.json) and, as before there was one,
/// `"version": 1`, so a ProofSheet from before reads it too.
public struct AuditBaseline: Codable, Hashable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var key: String
        /// Readable context for a reviewer of the file; not used for matching.
        public var rule: String
        public var variant: String
        public var element: String
        public var text: String?
    }

    /// The format's version from before ``schemaVersion``: always 1.
    public var version = 1
    public var accepted: [Entry]

    /// The version of the file's schema, written as its `schemaVersion`.
    package static let schemaVersion = SchemaVersion(major: 1, minor: 0)

    /// A baseline accepting every finding of `report` (accepted ones included).
    public init(accepting report: AuditReport) {
        accepted = (report.findings + report.accepted).map {
            Entry(key: $0.baselineKey, rule: $0.rule.rawValue, variant: $0.variantDescription, element: $0.element.description, text: $0.text)
        }
        .sorted { $0.key < $1.key }
    }

    /// Reads a baseline file; a clear error names the file and what is wrong.
    public static func load(path: String) throws(SpecError) -> AuditBaseline {
        let text = try SpecLoader.text(atPath: path)
        let baseline: AuditBaseline
        do {
            baseline = try JSONArtefact.decode(AuditBaseline.self, from: Data(text.utf8), reading: schemaVersion)
        } catch let error as SchemaVersionError {
            throw SpecError(file: path, line: nil, column: nil, keyPath: "", problem: "not an audit baseline this ProofSheet reads: \(error)")
        } catch {
            throw SpecError(
                file: path, line: nil, column: nil, keyPath: "",
                problem: "not an audit baseline: \(Self.problem(with: error)); valid: the JSON --write-baseline writes, "
                    + #"{"version": 1, "accepted": [{"key": …, "rule": …, "variant": …, "element": …}]}"#
            )
        }
        guard baseline.version == 1 else {
            throw SpecError(
                file: path, line: nil, column: nil, keyPath: "", problem: "audit baseline version \(baseline.version) is not supported; valid: 1")
        }
        return baseline
    }

    /// What is wrong with the file, in its own terms: not JSON, a missing key or a value of the
    /// wrong kind, with the key's path (`accepted[2].key`), instead of a `DecodingError` dump.
    private static func problem(with error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("") { path, key in
                if let index = key.intValue { return "\(path)[\(index)]" }
                return path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)"
            }
        }
        /// What the value at `codingPath` must be, from the file's shape.
        func expected(at codingPath: [any CodingKey]) -> String {
            guard let last = codingPath.last else { return "an object" }
            if last.intValue != nil { return "an object" }
            switch last.stringValue {
            case "version": return "a whole number"
            case "accepted": return "a list"
            default: return "a string"
            }
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "'\(path(context.codingPath + [key]))' is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            let place = path(context.codingPath)
            return "\(place.isEmpty ? "the file" : "'\(place)'") must be \(expected(at: context.codingPath))"
        case .dataCorrupted(let context)? where context.underlyingError != nil || context.debugDescription.contains("not valid JSON"):
            return "the file is not JSON"
        case .dataCorrupted(let context)?:
            let place = path(context.codingPath)
            return "\(place.isEmpty ? "a value" : "'\(place)'") is not valid: \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }

    /// What tells baselines apart when merging audit shards, which must all have used the
    /// same one: the SHA-256 of its keys, sorted, one per line.
    public var digest: String {
        SHA256Digest.hex(of: Array(accepted.map(\.key).sorted().joined(separator: "\n").utf8))
    }

    /// The file's bytes: pretty, sorted JSON with its `schemaVersion`, ending in a newline.
    public func encoded() throws -> [UInt8] {
        Array(try JSONArtefact.encode(self, version: Self.schemaVersion)) + [10]
    }
}
