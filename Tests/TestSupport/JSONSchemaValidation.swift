import Foundation
import Testing

/// `tools/validate-json`, the validator of the JSON Schemas under docs/schemas/ (python3 with
/// jsonschema 4, and python3-yaml for YAML files, which `tools/bootstrap` installs).
package enum JSONSchemaValidation {
    /// Runs `tools/validate-json` with `schema` (a file of docs/schemas/) on `files` (JSON, or
    /// YAML when named .yaml); nil, with an issue recorded, when it cannot validate: no python3,
    /// no jsonschema 4 or yaml module, an unreadable file. Exit status 0: all valid; 1: some not,
    /// each error a line of stderr starting with the file's path.
    package static func run(_ schema: String, _ files: [URL], sourceLocation: SourceLocation = #_sourceLocation) throws -> ChildProcess.Result? {
        let validator = Repository.url("tools/validate-json")
        let schemaPath = Repository.url("docs/schemas/\(schema)").path
        do {
            let result = try ChildProcess.run(validator, [schemaPath] + files.map(\.path))
            if result.status != 0 && result.status != 1 {
                Issue.record(
                    "tools/validate-json could not validate (exit \(result.status)): \(result.stderr) Run tools/bootstrap: it installs python3-jsonschema and python3-yaml.",
                    sourceLocation: sourceLocation)
                return nil
            }
            return result
        } catch {
            Issue.record(
                "cannot run tools/validate-json (\(error)); it needs python3 with jsonschema 4 or later and yaml: run tools/bootstrap",
                sourceLocation: sourceLocation)
            return nil
        }
    }
}
