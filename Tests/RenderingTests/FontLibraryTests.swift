import DynamicType
import Foundation
import Layout
import Testing
@testable import Rendering

@Suite struct FontLibraryTests {
    /// Inter and the fallback files, nothing else: every family comes from Inter or a file of
    /// the cascade (the CJK collections declare one family per region).
    @Test func standardLibraryHoldsOnlyInterAndTheFallbackFonts() throws {
        let library = try FontLibrary.standard()
        let fallbackFiles = Set(FontFallback.cascade.flatMap(\.files))
        #expect(library.files.filter { !$0.lastPathComponent.hasPrefix("Inter-") }.map(\.lastPathComponent).sorted() == fallbackFiles.sorted())
        #expect(library.files.filter { $0.lastPathComponent.hasPrefix("Inter-") }.count >= 9)
        #expect(library.families.allSatisfy { $0 == "Inter" || FontFallback.families.contains($0) || $0.hasPrefix("Noto Sans CJK ") || $0.hasPrefix("Noto Sans Mono CJK ") })
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

    @Test func missingFileIsAnError() {
        #expect(throws: FontError.missingFile(path: "/nonexistent/Font.ttf")) {
            try FontLibrary(files: [URL(fileURLWithPath: "/nonexistent/Font.ttf")])
        }
    }

    @Test func unreadableFileIsAnError() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID()).ttf")
        try Data("plain text".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
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
