import DynamicType
import Foundation
import Layout
import Testing
@testable import Rendering

@Suite struct FontLibraryTests {
    @Test func standardLibraryHoldsOnlyInter() throws {
        let library = try FontLibrary.standard()
        #expect(library.families == ["Inter"])
        #expect(library.files.count >= 9)
        #expect(try library.resolveFamily("inter") == "Inter")
    }

    @Test func unknownFamilyIsAnErrorNotAFallback() throws {
        let library = try FontLibrary.standard()
        #expect(throws: FontError.unknownFamily("DejaVu Sans", available: ["Inter"])) {
            try library.resolveFamily("DejaVu Sans")
        }
        let measurer = PangoTextMeasurer(library: library)
        let request = TextMeasurementRequest(text: "x", font: Font(family: "Helvetica", pointSize: 17), width: 100)
        #expect(throws: FontError.unknownFamily("Helvetica", available: ["Inter"])) { try measurer.measure(request) }
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
        #expect(library.families == ["DejaVu Sans", "Inter"])
        let measurer = PangoTextMeasurer(library: library)
        let text = "Same text, other face"
        let inter = try measurer.measure(TextMeasurementRequest(text: text, font: Font(pointSize: 17), width: 400))
        let other = try measurer.measure(TextMeasurementRequest(text: text, font: Font(family: "DejaVu Sans", pointSize: 17), width: 400))
        #expect(inter.size.width != other.size.width)
    }
}
