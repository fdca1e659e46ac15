import DynamicType
import Foundation
import Layout
import TestSupport
import Testing

@testable import TextEngine

@Suite struct FontLibraryTests {
    /// Inter and the fallback files, nothing else; of the CJK collections' ten regional faces
    /// only the cascade's family is loaded.
    @Test func standardLibraryHoldsOnlyInterAndTheFallbackFonts() throws {
        let library = try FontLibrary.standard()
        let fallbackFiles = Set(FontFallback.cascade.flatMap(\.files))
        #expect(library.files.filter { !$0.lastPathComponent.hasPrefix("Inter-") }.map(\.lastPathComponent).sorted() == fallbackFiles.sorted())
        #expect(library.files.filter { $0.lastPathComponent.hasPrefix("Inter-") }.count >= 9)
        #expect(library.families == (["Inter"] + FontFallback.families).sorted())
        #expect(try library.resolveFamily("inter") == "Inter")
    }

    @Test func unknownFamilyIsAnErrorNotAFallback() throws {
        let library = try FontLibrary.standard()
        #expect(throws: FontError.unknownFamily("DejaVu Sans", available: library.families)) {
            try library.resolveFamily("DejaVu Sans")
        }
        let measurer = PangoTextMeasurer(library: library)
        let request = TextMeasurementRequest(text: "x", font: Font(family: "Helvetica", pointSize: 17), width: 100)
        #expect(throws: FontError.unknownFamily("Helvetica", available: library.families)) { try measurer.measure(request) }
    }

    /// A collection face is found when it is not at its expected index, and a family the
    /// collection lacks is an error naming the file.
    @Test func collectionFaceIsFoundByFamily() throws {
        let standard = try FontLibrary.standard()
        let inter = standard.files.filter { $0.lastPathComponent.hasPrefix("Inter-") }
        let cjk = try #require(standard.files.first { $0.lastPathComponent == "NotoSansCJK-Regular.ttc" })
        let moved = try FontLibrary(
            files: inter + [cjk], fallbackFamilies: ["Noto Sans CJK KR"], collectionFaces: [cjk: .init(family: "Noto Sans CJK KR", index: 0)])
        #expect(moved.families == ["Inter", "Noto Sans CJK KR"])
        #expect(throws: FontError.unreadableFile(path: cjk.path)) {
            try FontLibrary(files: inter + [cjk], fallbackFamilies: [], collectionFaces: [cjk: .init(family: "Noto Sans CJK XX", index: 2)])
        }
    }

    @Test func missingFileIsAnError() {
        #expect(throws: FontError.missingFile(path: "/nonexistent/Font.ttf")) {
            try FontLibrary(files: [URL(fileURLWithPath: "/nonexistent/Font.ttf")])
        }
    }

    @Test func unreadableFileIsAnError() throws {
        let folder = try ScratchFolder("not-a-font")
        let file = try folder.write(Array("plain text".utf8), to: "not-a-font.ttf")
        #expect(throws: FontError.unreadableFile(path: file.path)) { try FontLibrary(files: [file]) }
    }

    @Test func addedFontFileBringsItsFamily() throws {
        let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let library = try FontLibrary.standard(adding: [dejaVu])
        #expect(library.families == (try FontLibrary.standard().families + ["DejaVu Sans"]).sorted())
        let measurer = PangoTextMeasurer(library: library)
        let text = "Same text, other face"
        let inter = try measurer.measure(TextMeasurementRequest(text: text, font: Font(pointSize: 17), width: 400))
        let other = try measurer.measure(TextMeasurementRequest(text: text, font: Font(family: "DejaVu Sans", pointSize: 17), width: 400))
        #expect(inter.size.width != other.size.width)
    }
}
