import ArgumentParser

/// Output formats for reports; each command accepts the subset it lists.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table, text, json, csv, sarif, junit
}

extension OutputFormat {
    /// Rejects a format the command does not offer, naming the ones it does.
    func require(oneOf allowed: [OutputFormat]) throws {
        guard allowed.contains(self) else {
            throw ValidationError("--format \(rawValue) is not offered here; valid: \(allowed.map(\.rawValue).joined(separator: ", "))")
        }
    }
}
