import Foundation

/// Findings a team has accepted, so adopting the audit on an existing app fails only on new
/// ones. Keyed on rule, element and variant axes (``AuditFinding/baselineKey``): a finding that
/// spreads to more categories or changes its measurements stays accepted.
public struct AuditBaseline: Codable, Hashable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var key: String
        /// Readable context for a reviewer of the file; not used for matching.
        public var rule: String
        public var variant: String
        public var element: String
        public var text: String?
    }

    public var version = 1
    public var accepted: [Entry]

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
            baseline = try JSONDecoder().decode(AuditBaseline.self, from: Data(text.utf8))
        } catch {
            throw SpecError(file: path, line: nil, column: nil, keyPath: "", problem: "not an audit baseline (the JSON --write-baseline writes): \(error)")
        }
        guard baseline.version == 1 else {
            throw SpecError(file: path, line: nil, column: nil, keyPath: "version", problem: "audit baseline version \(baseline.version) is not supported; valid: 1")
        }
        return baseline
    }

    /// The file's bytes: pretty, sorted JSON ending in a newline.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [10]
    }
}
