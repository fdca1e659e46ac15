import Audit
import DynamicType
import Foundation
import ProofSheetSupport
import Variants

extension AuditReport {
    /// SARIF 2.1.0: one run whose results sit at the spec lines of their template elements, so
    /// code-scanning tools annotate the spec. One result per group of findings
    /// (`AuditFinding.Group`: one rule on one template element across items), as SARIF 2.1.0
    /// §3.27.12 intends `locations` for where the one problem is (the template's line, once) and
    /// §3.27.22 `relatedLocations` for the places that help understand it: every finding of the
    /// group is one related location, with its element, detail and categories. Accepted findings
    /// carry a suppression. `level` follows the finding's severity.
    package func sarif() throws -> Data {
        let rules = AuditRule.allCases
        let log = SARIF.Log(runs: [
            SARIF.Run(
                tool: SARIF.Tool(
                    driver: SARIF.Driver(
                        name: "ProofSheet", semanticVersion: ProofSheetVersion.current,
                        rules: rules.map { rule in
                            SARIF.Rule(
                                id: rule.rawValue, shortDescription: SARIF.Message(text: rule.summary),
                                fullDescription: SARIF.Message(text: "\(rule.summary) Source: \(rule.source)."), helpUri: rule.helpURI,
                                defaultConfiguration: SARIF.Configuration(level: rule.severity.rawValue)
                            )
                        }
                    )),
                results: groups.map { result($0, rules: rules, suppressed: false) }
                    + acceptedGroups.map { result($0, rules: rules, suppressed: true) }
            )
        ])
        // SARIF's own version, no schemaVersion: the SARIF 2.1.0 schema allows no other field.
        return try JSONArtefact.encoder().encode(log)
    }

    private func result(_ group: AuditFinding.Group, rules: [AuditRule], suppressed: Bool) -> SARIF.Result {
        let finding = group.first
        func location(_ finding: AuditFinding.AcrossSizes, id: Int? = nil, message: String? = nil) -> SARIF.Location {
            let region = finding.location.line.map { SARIF.Region(startLine: $0, startColumn: finding.location.column) }
            let uri = finding.location.file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? finding.location.file
            return SARIF.Location(
                id: id, physicalLocation: SARIF.PhysicalLocation(artifactLocation: SARIF.ArtifactLocation(uri: uri), region: region),
                logicalLocations: [SARIF.LogicalLocation(fullyQualifiedName: finding.location.keyPath, kind: "member")],
                message: message.map(SARIF.Message.init(text:))
            )
        }
        var seen: Set<AuditFinding.AcrossSizes.Location> = []
        let places = group.findings.filter { seen.insert($0.location).inserted }.map { location($0) }
        let related =
            group.findings.count > 1
            ? group.findings.enumerated().map { index, each in location(each, id: index, message: "\(each.variantDescription) · \(each.message)") }
            : nil
        return SARIF.Result(
            ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule)!, level: finding.severity.rawValue,
            message: SARIF.Message(text: "\(group.variantDescription) · \(group.message)"),
            locations: places, relatedLocations: related,
            partialFingerprints: ["proofsheetFinding/v1": finding.baselineKey],
            suppressions: suppressed ? [SARIF.Suppression(kind: "external", justification: "accepted in the audit baseline")] : nil,
            properties: SARIF.Properties(
                screen: finding.screen, axes: finding.axes, element: finding.element.description,
                elements: group.uniqueElements.count > 1 ? group.uniqueElements.map(\.description) : nil, text: finding.text,
                categories: group.categories.map(\.name), measured: finding.measured,
                onlyUnder: group.onlyUnder.map { SARIF.OnlyUnder(setting: $0.setting, categories: $0.categories.map(\.name)) }
            )
        )
    }
}

/// The parts of SARIF 2.1.0 (OASIS) the audit writes.
enum SARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        /// SARIF 2.1.0 §3.14.27: a run over text files with results SHALL say how its columns
        /// count. The spec locations come from libyaml, which counts characters (code points),
        /// so a label after an emoji on its line is at a smaller column than in UTF-16 units.
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var helpUri: String?
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        /// Every finding of a group of several, each at its template's line with its own message.
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
        var properties: Properties
    }

    struct Location: Encodable {
        /// A related location's id, unique in its result (§3.28.2).
        var id: Int? = nil
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]
        var message: Message? = nil
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    struct LogicalLocation: Encodable {
        var fullyQualifiedName: String
        var kind: String
    }

    struct Suppression: Encodable {
        var kind: String
        var justification: String
    }

    /// A result's property bag: the screen, each axis value under its key (as manifest.json
    /// records it), the (first) element, every element of a group of several, its text, the
    /// categories of them all, the first's measurements, and the setting only under which the
    /// group shows at some categories (`onlyUnder`: Bold Text).
    struct Properties: Encodable {
        var screen: String
        var axes: [VariantAxes.Value]
        var element: String
        var elements: [String]?
        var text: String?
        var categories: [String]
        var measured: [String: Double]
        var onlyUnder: OnlyUnder?

        private enum CodingKeys: String, CodingKey {
            case screen, element, elements, text, categories, measured, onlyUnder
        }

        func encode(to encoder: any Encoder) throws {
            try VariantAxes.encode(axes, to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(screen, forKey: .screen)
            try container.encode(element, forKey: .element)
            try container.encodeIfPresent(elements, forKey: .elements)
            try container.encodeIfPresent(text, forKey: .text)
            try container.encode(categories, forKey: .categories)
            try container.encode(measured, forKey: .measured)
            try container.encodeIfPresent(onlyUnder, forKey: .onlyUnder)
        }
    }

    /// The setting a group shows only under, and at which categories (by name).
    struct OnlyUnder: Encodable {
        var setting: String
        var categories: [String]
    }
}
