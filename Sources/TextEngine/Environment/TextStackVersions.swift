import CPangoCairo

/// The versions of the libraries that shape, rasterise and paint text in this process, as a
/// baseline set's environment records them.
package struct TextStackVersions: Hashable, Sendable {
    package var cairo: String
    package var pango: String
    package var harfbuzz: String
    package var freetype: String

    /// The libraries this process runs with.
    package static var current: TextStackVersions {
        var major: Int32 = 0
        var minor: Int32 = 0
        var patch: Int32 = 0
        ps_freetype_version(&major, &minor, &patch)
        return TextStackVersions(
            cairo: String(cString: cairo_version_string()), pango: String(cString: pango_version_string()),
            harfbuzz: String(cString: hb_version_string()), freetype: "\(major).\(minor).\(patch)"
        )
    }
}
