/// The inline spec most tests start from: a suite of one list screen whose cells hold one
/// label, written as YAML with the keys each test varies.
package enum SpecFixture {
    /// ```yaml
    /// name: <suite>
    /// <suiteKeys, one per line>
    /// screens:
    ///   - name: <screen>
    ///     devices: <devices>        # left out when nil
    ///     layout: {kind: list}
    ///     cell: {<cell>, stack: {items: [{label: <label>}]}}
    ///     items: <items>
    /// ```
    /// `items` is a flow sequence (`[{text: One}]`), a `{repeat: ...}` mapping, or block lines
    /// starting with a newline.
    package static func labelList(
        suite: String = "Demo", suiteKeys: [String] = [], screen: String = "list", devices: String? = "[iPhone 16]", cell: String = "",
        label: String = #"{text: "{text}", style: body}"#, items: String
    ) -> String {
        (["name: \(suite)"] + suiteKeys + ["screens:", "  - name: \(screen)"] + (devices.map { ["    devices: \($0)"] } ?? []) + [
            "    layout: {kind: list}",
            "    cell: {\(cell.isEmpty ? "" : cell + ", ")stack: {items: [{label: \(label)}]}}",
            "    items:\(items.hasPrefix("\n") ? "" : " ")\(items)",
        ]).joined(separator: "\n")
    }

    /// A suite named `name` with `screens`, each the YAML of one entry of `screens:` (its lines
    /// indented as under `screens:`, starting `  - name:`).
    package static func suite(_ name: String, screens: [String]) -> String {
        (["name: \(name)", "screens:"] + screens).joined(separator: "\n")
    }

    /// The screen `rows`: a list 40 pt wide of 40 rows 840 pt tall, so two PNG pages at @1x,
    /// whose rows say `rowText 1` to `rowText 40`.
    package static func twoPageRows(rowText: String = "Row") -> String {
        ([
            "  - name: rows",
            "    devices: [{name: narrow, width: 40}]",
            "    layout: {kind: list}",
            #"    cell: {minHeight: 840, stack: {items: [{label: {text: "{text}", style: body}}]}}"#,
            "    items:",
        ] + (1...40).map { "      - {text: \(rowText) \($0)}" }).joined(separator: "\n")
    }

    /// The screen `glyphs`: one row with a character no font draws (U+F8FF), a missing-glyph
    /// finding that every check reports.
    package static let missingGlyph = [
        "  - name: glyphs",
        "    devices: [iPhone 16]",
        "    layout: {kind: list}",
        #"    cell: {stack: {items: [{label: {text: "{text}", style: body}}]}}"#,
        "    items: [{text: \"Tap \u{F8FF} to pay\"}]",
    ].joined(separator: "\n")
}
