import Foundation
import TestSupport
import Testing
import Variants

/// The JSON Schemas of manifest.json and of the audit's JSON report give each variant axis a
/// property of its own, typed by hand; the registry is the one home of which axes there are, so
/// each schema must list exactly its axes (ARCHITECTURE.md, "Adding a variant axis", step 6).
@Suite struct SchemaAxesTests {
    /// The keys of the registry's axes.
    static let axisKeys = Set(VariantAxisRegistry.standard.axes.map(\.key))

    /// The property names of the object `definition` under `$defs` of docs/schemas/`schema`.
    static func properties(of definition: String, in schema: String) throws -> Set<String> {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: Repository.url("docs/schemas/\(schema)")))
        let definitions = try #require((json as? [String: Any])?["$defs"] as? [String: Any], "\(schema) has no $defs")
        let properties = try #require((definitions[definition] as? [String: Any])?["properties"] as? [String: Any], "\(schema): no \(definition)")
        return Set(properties.keys)
    }

    /// A variant's axes in manifest.json: the registry's, beside its screen, scale and page.
    @Test func theManifestListsTheRegistrysAxes() throws {
        let properties = try Self.properties(of: "axes", in: "manifest.schema.json")
        #expect(properties.subtracting(VariantAxisRegistry.reservedKeys) == Self.axisKeys)
    }

    /// A finding in the audit's JSON: the registry's axes but the category, beside the finding's
    /// own fields and the categories it occurs at (`AuditFinding.AcrossSizes`).
    @Test func theAuditListsTheRegistrysAxesButTheCategory() throws {
        let own: Set = ["rule", "severity", "screen", "element", "text", "detail", "measured", "frame", "categories", "location", "onlyUnder"]
        let properties = try Self.properties(of: "finding", in: "audit.schema.json")
        #expect(properties.subtracting(own) == Self.axisKeys.subtracting([MatrixAxis.category.key]))
    }
}
