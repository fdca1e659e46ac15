import DynamicType
import Foundation
import ProofSheetSupport

/// The fixed fallback list: the fonts that draw what the primary font lacks, in the order of
/// iOS's cascade list for the system font, each replaced by its Noto equivalent.
///
/// Core Text draws a character the system font lacks with the first font of the cascade list
/// (`CTFontCopyDefaultCascadeListForLanguages`) that has it, and emoji with Apple Color Emoji.
/// ProofSheet loads these files into its private font configuration and appends their families,
/// in this order, to every family a label asks for, so the choice never depends on what the
/// machine has installed. docs/fonts-and-fidelity.md ("Fonts and fallback") gives the sources.
package enum FontFallback {
    /// One fallback family: what it stands in for and the files that hold it.
    package struct Face: Hashable, Sendable {
        /// The family name the files declare.
        package let family: String
        /// The font of Apple's cascade list it stands in for (docs/fonts-and-fidelity.md).
        package let iOSFont: String
        /// The languages it is there for, as docs/fonts-and-fidelity.md lists them.
        package let scripts: String
        /// File names, regular weight first; a bold file lets bold labels use a bold face.
        package let files: [String]
        /// Where `family` is expected in a font collection (`.ttc`): looked at first, and only
        /// if it holds another family are the collection's other faces searched.
        package let faceIndex: Int

        init(family: String, iOSFont: String, scripts: String, files: [String], faceIndex: Int = 0) {
            self.family = family
            self.iOSFont = iOSFont
            self.scripts = scripts
            self.files = files
            self.faceIndex = faceIndex
        }
    }

    /// The cascade, first choice first.
    package static let cascade: [Face] = [
        Face(family: "Noto Color Emoji", iOSFont: "Apple Color Emoji", scripts: "emoji", files: ["NotoColorEmoji.ttf"]),
        // Apple Symbols comes second in Apple's list, before every script font; here after emoji,
        // so characters Noto Color Emoji has (⭐, ✔) stay colour emoji.
        Face(
            family: "Noto Sans Symbols", iOSFont: "Apple Symbols",
            scripts: "technical symbols (⌀ ⌂), circled numbers (⑩ ❶), astrological signs, alchemy",
            files: ["NotoSansSymbols-Regular.ttf", "NotoSansSymbols-Bold.ttf"]
        ),
        Face(
            family: "Noto Sans Symbols2", iOSFont: "Apple Symbols",
            scripts: "ballot boxes (☐ ☒), dingbats (✘ ✎), arrows, geometric shapes, Braille, game pieces",
            files: ["NotoSansSymbols2-Regular.ttf"]  // no Bold in fonts-noto-core
        ),
        Face(family: "Noto Sans Arabic", iOSFont: "Geeza Pro", scripts: "Arabic, Persian, Urdu", files: notoSans("Arabic")),
        Face(family: "Noto Sans Hebrew", iOSFont: "Lucida Grande (Hebrew)", scripts: "Hebrew", files: notoSans("Hebrew")),
        Face(family: "Noto Sans Thai", iOSFont: "Thonburi", scripts: "Thai", files: notoSans("Thai")),
        Face(
            family: "Noto Sans CJK SC", iOSFont: "PingFang SC (then Apple SD Gothic Neo, Hiragino Sans)",
            scripts: "Chinese, Japanese kana, Korean Hangul", files: ["NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc"],
            faceIndex: 2  // of JP, KR, SC, TC, HK and their Mono faces in fonts-noto-cjk 20220127
        ),
        Face(family: "Noto Sans Bengali", iOSFont: "Kohinoor Bangla", scripts: "Bengali", files: notoSans("Bengali")),
        Face(family: "Noto Sans Devanagari", iOSFont: "Kohinoor Devanagari", scripts: "Hindi, Marathi, Nepali", files: notoSans("Devanagari")),
        Face(family: "Noto Sans Gujarati", iOSFont: "Kohinoor Gujarati", scripts: "Gujarati", files: notoSans("Gujarati")),
        Face(family: "Noto Sans Gurmukhi", iOSFont: "Mukta Mahee", scripts: "Punjabi", files: notoSans("Gurmukhi")),
        Face(family: "Noto Sans Kannada", iOSFont: "Noto Sans Kannada", scripts: "Kannada", files: notoSans("Kannada")),
        Face(family: "Noto Sans Khmer", iOSFont: "Khmer Sangam MN", scripts: "Khmer", files: notoSans("Khmer")),
        Face(family: "Noto Sans Lao", iOSFont: "Lao Sangam MN", scripts: "Lao", files: notoSans("Lao")),
        Face(family: "Noto Sans Malayalam", iOSFont: "Malayalam Sangam MN", scripts: "Malayalam", files: notoSans("Malayalam")),
        Face(family: "Noto Sans Myanmar", iOSFont: "Noto Sans Myanmar", scripts: "Burmese", files: notoSans("Myanmar")),
        Face(family: "Noto Sans Oriya", iOSFont: "Noto Sans Oriya", scripts: "Odia", files: notoSans("Oriya")),
        Face(family: "Noto Sans Sinhala", iOSFont: "Sinhala Sangam MN", scripts: "Sinhala", files: notoSans("Sinhala")),
        Face(family: "Noto Sans Tamil", iOSFont: "Tamil Sangam MN", scripts: "Tamil", files: notoSans("Tamil")),
        Face(family: "Noto Sans Telugu", iOSFont: "Kohinoor Telugu", scripts: "Telugu", files: notoSans("Telugu")),
        Face(family: "Noto Sans Armenian", iOSFont: "Noto Sans Armenian", scripts: "Armenian", files: notoSans("Armenian")),
        Face(family: "Noto Sans Georgian", iOSFont: "(not in the cited list)", scripts: "Georgian", files: notoSans("Georgian")),
        Face(family: "Noto Sans Ethiopic", iOSFont: "Kefa", scripts: "Amharic, Tigrinya", files: notoSans("Ethiopic")),
    ]

    /// The fallback families in cascade order.
    package static var families: [String] { cascade.map(\.family) }

    /// Folders searched for the fallback files, each file taken from the first that has it:
    /// `PROOFSHEET_FONT_DIR` when set, then Debian's folders for fonts-noto-core,
    /// fonts-noto-color-emoji (truetype) and fonts-noto-cjk (opentype), then the default family's.
    package static var searchPaths: [String] {
        var paths = ProcessInfo.processInfo.environment["PROOFSHEET_FONT_DIR"].map { [$0] } ?? []
        paths += ["/usr/share/fonts/truetype/noto", "/usr/share/fonts/opentype/noto"]
        return paths + FontLibrary.defaultFontSearchPaths.filter { !paths.contains($0) }
    }

    /// Every fallback file, in cascade order; throws naming every file not found.
    static func files() throws(FontError) -> [URL] {
        let paths = searchPaths
        var found: [URL] = []
        var missing: [String] = []
        for name in cascade.flatMap(\.files) {
            if let folder = paths.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + name) }) {
                found.append(URL(fileURLWithPath: folder).appendingPathComponent(name))
            } else {
                missing.append(name)
            }
        }
        guard missing.isEmpty else {
            throw .fallbackFontsNotFound(
                files: missing, searched: paths,
                hint: "run tools/bootstrap (installs fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji) or set PROOFSHEET_FONT_DIR"
            )
        }
        return found
    }

    /// For each font collection (`.ttc`) among `files`, the face the cascade uses.
    static func collectionFaces(of files: [URL]) -> [URL: FontLibrary.CollectionFace] {
        var faces: [URL: FontLibrary.CollectionFace] = [:]
        for file in files where file.pathExtension.lowercased() == "ttc" {
            faces[file] = cascade.first { $0.files.contains(file.lastPathComponent) }.map { .init(family: $0.family, index: $0.faceIndex) }
        }
        return faces
    }

    /// The rules added to the private configuration: `fallback` appended, in order and with the
    /// same binding, to every requested family (so a family's position, not its language
    /// coverage, decides which font draws a character); and colour bitmap fonts (the emoji font's
    /// fixed-size strikes) scaled to the requested size, as Debian's 10-scale-bitmap-fonts.conf
    /// does for the system configuration.
    static func configuration(fallback: [String]) -> String {
        let families = fallback.map { "<string>\($0.xmlEscaped)</string>" }.joined()
        let append =
            families.isEmpty
            ? ""
            : """
            <match target="pattern"><edit name="family" mode="append_last" binding="same">\(families)</edit></match>
            """
        return """
            <?xml version="1.0"?>
            <fontconfig>
            \(append)
            <match target="font">
              <test name="outline" compare="eq"><bool>false</bool></test>
              <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit>
              <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
              <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
            </match>
            </fontconfig>
            """
    }

    private static func notoSans(_ script: String) -> [String] {
        ["NotoSans\(script)-Regular.ttf", "NotoSans\(script)-Bold.ttf"]
    }

}
