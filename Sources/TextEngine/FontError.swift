/// A font that cannot be used. Never answered by silently falling back to a system font.
package enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font file named by the project or a spec does not exist.
    case missingFile(path: String)
    /// A file exists but fontconfig/FreeType cannot read it as a font.
    case unreadableFile(path: String)
    /// No loaded font file declares this family.
    case unknownFamily(String, available: [String])
    /// The default fonts were not found in any of the searched folders.
    case defaultFontsNotFound(family: String, searched: [String], hint: String)
    /// Fallback font files (``FontFallback``) were not found in any of the searched folders.
    case fallbackFontsNotFound(files: [String], searched: [String], hint: String)

    package var description: String {
        switch self {
        case .missingFile(let path):
            "font file not found: \(path)"
        case .unreadableFile(let path):
            "not a readable TrueType/OpenType font: \(path)"
        case .unknownFamily(let family, let available):
            "unknown font family '\(family)'; loaded families: \(available.joined(separator: ", "))"
        case .defaultFontsNotFound(let family, let searched, let hint):
            "no \(family) font files in \(searched.joined(separator: ", ")); \(hint)"
        case .fallbackFontsNotFound(let files, let searched, let hint):
            "fallback font files not found: \(files.joined(separator: ", ")) (searched \(searched.joined(separator: ", "))); \(hint)"
        }
    }
}
