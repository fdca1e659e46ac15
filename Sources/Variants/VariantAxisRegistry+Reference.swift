import Spec

extension VariantAxisRegistry {
    /// The axes as the Markdown table of docs/axes.md, in matrix order: each axis's key (in
    /// manifest.json, the report's filters and `--only`), the spec key listing its values, its
    /// flag and what the flag takes, and where its value goes in a baseline's path. Written from
    /// the axes themselves (`proofsheet axes`, hidden; `tools/reference-docs`), so the page
    /// cannot drift from the registry.
    package var referenceTable: String {
        let stems = axes.compactMap { $0.baselineStem?.rank }.sorted()
        var lines = ["| axis | spec key | flag | takes | in a baseline's path |", "|---|---|---|---|---|"]
        for axis in axes {
            let specKey = axis.specKey.map { "`\($0.stringValue)`" } ?? "none: all of them"
            let path: String
            if axis.baselineFolder != nil {
                path = "a folder of its own"
            } else if let rank = axis.baselineStem?.rank, let place = stems.firstIndex(of: rank) {
                path = "part \(place + 1) of \(stems.count) of the file name"
            } else {
                path = "nowhere"
            }
            lines.append("| `\(axis.key)` | \(specKey) | `\(axis.filterFlag)` | \(axis.help.filter) | \(path) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
