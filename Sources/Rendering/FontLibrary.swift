import CPangoCairo
import DynamicType
import Foundation

/// A private fontconfig configuration holding exactly the font files the project or a spec names.
///
/// System fonts are never loaded, so a missing glyph or family can never be satisfied by a font
/// that happens to be installed on one machine and not another. Characters a family lacks come
/// from `fallbackFamilies`, first one that has them (see ``FontFallback``).
public final class FontLibrary: @unchecked Sendable {
    /// The font files loaded, in the order given.
    public let files: [URL]
    /// The family names those files declare, sorted.
    public let families: [String]
    /// The families that draw what a requested family lacks, first choice first.
    public let fallbackFamilies: [String]
    /// The configuration; immutable after init. Pango reads it only under `PangoAccess`.
    let config: OpaquePointer

    /// Loads exactly `files`, with `fallbackFamilies` (declared by those files) appended in order
    /// to every family a label asks for. Throws for a missing or unreadable file or a fallback
    /// family no file declares.
    public init(files: [URL], fallbackFamilies: [String] = []) throws(FontError) {
        guard let config = FcConfigCreate() else { fatalError("FcConfigCreate failed: out of memory") }
        for file in files {
            if let problem = FileBytes.problem(readingFileAt: file.path) {
                FcConfigDestroy(config)
                throw FileManager.default.fileExists(atPath: file.path) ? .unreadableFile(path: "\(file.path) (\(problem))") : .missingFile(path: file.path)
            }
            guard FcConfigAppFontAddFile(config, file.path) == FcTrue else {
                FcConfigDestroy(config)
                throw .unreadableFile(path: file.path)
            }
        }
        let families = Self.familyNames(in: config)
        if let unknown = fallbackFamilies.first(where: { !families.contains($0) }) {
            FcConfigDestroy(config)
            throw .unknownFamily(unknown, available: families)
        }
        guard FcConfigParseAndLoadFromMemory(config, FontFallback.configuration(fallback: fallbackFamilies), FcTrue) == FcTrue else {
            fatalError("fontconfig rejected ProofSheet's own fallback rules")
        }
        self.config = config
        self.files = files
        self.families = families
        self.fallbackFamilies = fallbackFamilies
    }

    deinit { FcConfigDestroy(config) }

    /// The canonical spelling of `family` among the loaded families (case-insensitive), or an error
    /// listing what is loaded.
    public func resolveFamily(_ family: String) throws(FontError) -> String {
        if let match = families.first(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) { return match }
        throw .unknownFamily(family, available: families)
    }

    /// The default library: the Inter family (Debian/Ubuntu package fonts-inter), the fallback
    /// fonts of ``FontFallback/cascade`` (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji)
    /// and `extraFiles`.
    public static func standard(adding extraFiles: [URL] = []) throws(FontError) -> FontLibrary {
        try FontLibrary(files: try defaultFontFiles() + FontFallback.files() + extraFiles, fallbackFamilies: FontFallback.families)
    }

    /// Folders searched for the default family. `PROOFSHEET_FONT_DIR` comes first when set.
    public static var defaultFontSearchPaths: [String] {
        var paths: [String] = []
        if let custom = ProcessInfo.processInfo.environment["PROOFSHEET_FONT_DIR"] { paths.append(custom) }
        paths += [
            "/usr/share/fonts/opentype/inter",
            "/usr/share/fonts/truetype/inter",
            "/opt/homebrew/share/fonts",
            "/usr/local/share/fonts",
            NSHomeDirectory() + "/Library/Fonts",
        ]
        return paths
    }

    /// The static Inter files (`Inter-<Style>.otf` or `.ttf`) from the first folder that has them.
    static func defaultFontFiles() throws(FontError) -> [URL] {
        for folder in defaultFontSearchPaths {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let inter = names.filter { name in
                name.hasPrefix("Inter-") && (name.hasSuffix(".otf") || name.hasSuffix(".ttf"))
            }.sorted()
            if !inter.isEmpty { return inter.map { URL(fileURLWithPath: folder).appendingPathComponent($0) } }
        }
        throw .defaultFontsNotFound(
            family: DynamicType.Font.defaultFamily, searched: defaultFontSearchPaths,
            hint: "run tools/bootstrap (installs fonts-inter) or set PROOFSHEET_FONT_DIR"
        )
    }

    private static func familyNames(in config: OpaquePointer) -> [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var names = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
            }
        }
        return names.sorted()
    }
}
