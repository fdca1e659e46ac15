import Foundation
import ProofSheet
import TestSupport
import Testing

/// What environment.json records, and the notes a report shows when it changed.
struct RenderEnvironmentTests {
    static let base = RenderEnvironment(cairo: "1.16.0", pango: "1.50.12", harfbuzz: "6.0.0", freetype: "2.12.1", fonts: ["Inter-Regular.otf": "aa"])

    @Test func environmentDifferencesNameWhatChanged() {
        var other = Self.base
        other.pango = "1.52.1"
        other.fonts = ["Inter-Regular.otf": "bb", "Extra.ttf": "cc"]
        #expect(other.differences(from: Self.base) == ["pango 1.50.12 -> 1.52.1", "font Extra.ttf added", "font Inter-Regular.otf changed"])
        #expect(Self.base.differences(from: Self.base).isEmpty)
    }

    /// A font stack that gained many files is one short note, not a line per file.
    @Test func manyAddedFontsAreOneNote() {
        var other = Self.base
        for index in 1...5 { other.fonts["Noto\(index).ttf"] = "f\(index)" }
        #expect(other.differences(from: Self.base) == ["5 fonts added (Noto1.ttf, Noto2.ttf, Noto3.ttf, … and 2 more)"])
    }

    @Test func currentEnvironmentHashesFontFiles() throws {
        let folder = try ScratchFolder("env")
        let file = try folder.write(Array("abc".utf8), to: "font.ttf")
        let environment = RenderEnvironment.current(fontFiles: [file])
        #expect(environment.fonts[file.lastPathComponent] == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(environment.cairo.split(separator: ".").count == 3)
    }
}
