import CPangoCairo
import DynamicType
import Foundation
import ProofSheetSupport

/// A private fontconfig configuration holding exactly the font files the project or a spec names.
///
/// System fonts are never loaded, so a missing glyph or family can never be satisfied by a font
/// that happens to be installed on one machine and not another. Characters a family lacks come
/// from `fallbackFamilies`, first one that has them (see ``FontFallback``).
package final class FontLibrary: @unchecked Sendable {
    /// The font files loaded, in the order given.
    package let files: [URL]
    /// The family names those files declare, sorted.
    package let families: [String]
    /// The families that draw what a requested family lacks, first choice first.
    package let fallbackFamilies: [String]
    /// The configuration; immutable after init. Pango reads it only under `PangoAccess`.
    let config: OpaquePointer

    /// Loads exactly `files`, with `fallbackFamilies` (declared by those files) appended in order
    /// to every family a label asks for. Throws for a missing or unreadable file or a fallback
    /// family no file declares.
    package convenience init(files: [URL], fallbackFamilies: [String] = []) throws(FontError) {
        try self.init(files: files, fallbackFamilies: fallbackFamilies, collectionFaces: [:])
    }

    /// One face of a font collection: its family and the index it is expected at.
    struct CollectionFace: Hashable {
        let family: String
        let index: Int
    }

    /// As `init(files:fallbackFamilies:)`, but of a font collection in `collectionFaces` only the
    /// face given there is loaded (a Noto CJK collection holds ten regional faces and the cascade
    /// uses one; opening and scanning the others would cost startup time). Whole files are
    /// loaded first, since fontconfig has no call to start its set of application fonts empty.
    init(files: [URL], fallbackFamilies: [String], collectionFaces: [URL: CollectionFace]) throws(FontError) {
        guard let config = FcConfigCreate() else { fatalError("FcConfigCreate failed: out of memory") }
        for file in files.filter({ collectionFaces[$0] == nil }) + files.filter({ collectionFaces[$0] != nil }) {
            if let problem = FileBytes.problem(readingFileAt: file.path) {
                FcConfigDestroy(config)
                throw FileManager.default.fileExists(atPath: file.path)
                    ? .unreadableFile(path: "\(file.path) (\(problem))") : .missingFile(path: file.path)
            }
            let loaded =
                if let face = collectionFaces[file], let set = FcConfigGetFonts(config, FcSetApplication) {
                    Self.add(face, of: file, to: set)
                } else {
                    FcConfigAppFontAddFile(config, file.path) == FcTrue
                }
            guard loaded else {
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
    package func resolveFamily(_ family: String) throws(FontError) -> String {
        if let match = families.first(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) { return match }
        throw .unknownFamily(family, available: families)
    }

    /// The default library: the Inter family (Debian/Ubuntu package fonts-inter), the fallback
    /// fonts of ``FontFallback/cascade`` (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji)
    /// and `extraFiles`.
    package static func standard(adding extraFiles: [URL] = []) throws(FontError) -> FontLibrary {
        let fallback = try FontFallback.files()
        return try FontLibrary(
            files: try defaultFontFiles() + fallback + extraFiles, fallbackFamilies: FontFallback.families,
            collectionFaces: FontFallback.collectionFaces(of: fallback)
        )
    }

    /// Folders searched for the default family. `PROOFSHEET_FONT_DIR` comes first when set.
    package static var defaultFontSearchPaths: [String] {
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

    /// Adds `face` of the collection `file` to `set`: the face at its index when it has the
    /// family, else the first face that has it. False when none has it or FreeType cannot read
    /// the file.
    private static func add(_ face: CollectionFace, of file: URL, to set: UnsafeMutablePointer<FcFontSet>) -> Bool {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return false }
        defer { FT_Done_FreeType(library) }
        func open(_ index: Int) -> FT_Face? {
            var opened: FT_Face?
            return FT_New_Face(library, file.path, FT_Long(index), &opened) == 0 ? opened : nil
        }
        // Index -1 only reads how many faces the collection has.
        guard let header = open(-1) else { return false }
        let count = Int(header.pointee.num_faces)
        FT_Done_Face(header)
        for index in [face.index] + (0..<count).filter({ $0 != face.index }) where index < count {
            guard let opened = open(index) else { return false }
            defer { FT_Done_Face(opened) }
            guard opened.pointee.family_name.map({ String(cString: $0) }) == face.family else { continue }
            guard let pattern = FcFreeTypeQueryFace(opened, file.path, UInt32(index), nil) else { return false }
            if FcFontSetAdd(set, pattern) == FcTrue { return true }
            FcPatternDestroy(pattern)
            return false
        }
        return false
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
