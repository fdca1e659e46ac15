import ProofSheetSupport

/// The text of an accept list, the file `proofsheet accept` reads to record exactly the baselines
/// a reviewer accepted in the HTML report:
///
/// ```yaml
/// # ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>
/// spec: Examples/recipes.yaml
/// snapshots: Snapshots
/// scale: 1
/// accept:
///   - recipes/recipe-grid/iphone-16/1col-large
/// ```
///
/// The report computes the header and each entry's scalar here; its script only joins them
/// (`accept:` and `  - entry` lines, or `accept: []` when empty), so the YAML rules live in one
/// place.
package enum AcceptListFormat {
    /// The comment and the `spec`, `snapshots` and `scale` lines, each ending in a newline.
    package static func header(spec: String, snapshots: String, scale: Int) -> String {
        "# ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>\n"
            + "spec: \(scalar(spec))\nsnapshots: \(scalar(snapshots))\nscale: \(scale)\n"
    }

    /// `text` as a YAML scalar: plain when it is a path-like string YAML reads back as that same
    /// string, otherwise double-quoted with JSON escapes (valid YAML).
    package static func scalar(_ text: String) -> String {
        let plainFirst = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_/")
        let plainRest = plainFirst.union("0123456789.@+-")
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n"]
        if let first = text.first, plainFirst.contains(first), text.dropFirst().allSatisfy(plainRest.contains),
            !reserved.contains(text.lowercased())
        {
            return text
        }
        return text.jsonStringLiteral
    }
}
