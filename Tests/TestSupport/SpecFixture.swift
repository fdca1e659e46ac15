/// The inline spec most tests start from: a suite of one list screen whose cells hold one
/// label, written as YAML with the keys each test varies.
public enum SpecFixture {
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
    public static func labelList(
        suite: String = "Demo", suiteKeys: [String] = [], screen: String = "list", devices: String? = "[iPhone 16]", cell: String = "",
        label: String = #"{text: "{text}", style: body}"#, items: String
    ) -> String {
        (["name: \(suite)"] + suiteKeys + ["screens:", "  - name: \(screen)"] + (devices.map { ["    devices: \($0)"] } ?? []) + [
            "    layout: {kind: list}",
            "    cell: {\(cell.isEmpty ? "" : cell + ", ")stack: {items: [{label: \(label)}]}}",
            "    items:\(items.hasPrefix("\n") ? "" : " ")\(items)",
        ]).joined(separator: "\n")
    }
}
