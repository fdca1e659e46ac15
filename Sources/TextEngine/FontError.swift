import DynamicType
import ProofSheetSupport

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
            Self.unknownFamilyProblem(family, available: available)
        case .defaultFontsNotFound(let family, let searched, let hint):
            "no \(family) font files in \(searched.joined(separator: ", ")); \(hint)"
        case .fallbackFontsNotFound(let files, let searched, let hint):
            "fallback font files not found: \(files.joined(separator: ", ")) (searched \(searched.joined(separator: ", "))); \(hint)"
        }
    }

    /// "unknown font family 'Intr'; did you mean 'Inter'? Loaded: Inter and 23 fallback families":
    /// short however many fonts are loaded, naming the nearest loaded family, the families a label
    /// is likely to mean (the default and a spec's own) and counting the fallback families.
    private static func unknownFamilyProblem(_ family: String, available: [String]) -> String {
        let own = available.filter { !FontFallback.families.contains($0) }
        let fallback = available.count - own.count
        let counted = fallback > 0 ? (own.isEmpty ? "" : " and ") + "\(fallback) fallback \(fallback == 1 ? "family" : "families")" : ""
        let loaded = own.joined(separator: ", ") + counted
        guard let suggestion = NameMatching.closest(to: family, in: available) else {
            return "unknown font family \(family.quoted); loaded: \(loaded)"
        }
        return "unknown font family \(family.quoted); did you mean \(suggestion.quoted)? Loaded: \(loaded)"
    }
}
