/// How a finding names characters no loaded font (primary or fallback) can draw: they would be
/// hex boxes on screen, so the audit reports them (``AuditRule/missingGlyph``).
package enum MissingGlyph {
    /// `U+E000`: at least four hex digits, as Unicode writes code points.
    package static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
