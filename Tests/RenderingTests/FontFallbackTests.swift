import CPangoCairo
import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing
import TextEngine
import TextEngineTestSupport

@testable import Rendering

/// The fallback cascade (FontFallback): which font draws what Inter lacks, in which order and
/// weight, colour emoji in every output format, right-to-left alignment, and characters no
/// font has reported instead of drawn as silent hex boxes.
@Suite struct FontFallbackTests {
    /// The family and weight of the font drawing each run of `text`'s first line, in visual order.
    static func runFonts(_ text: String, weight: FontWeight = .regular, library: FontLibrary = MeasurerFixture.library) throws -> [(
        family: String, weight: Int
    )] {
        let measurer = library === MeasurerFixture.library ? MeasurerFixture.measurer : PangoTextMeasurer(library: library)
        var request = TextMeasurementRequest(text: text, font: Font(weight: weight, pointSize: 17), width: 1000)
        request.font.family = try library.resolveFamily(request.font.family)
        return measurer.withLayout { pango in
            pango.configure(for: request)
            var fonts: [(String, Int)] = []
            var run = pango_layout_get_line_readonly(pango.layout, 0)?.pointee.runs
            while let node = run {
                if let font = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item?.pointee.analysis.font,
                    let description = pango_font_describe(font)
                {
                    fonts.append(
                        (
                            String(cString: pango_font_description_get_family(description)),
                            Int(pango_font_description_get_weight(description).rawValue)
                        ))
                    pango_font_description_free(description)
                }
                run = node.pointee.next
            }
            return fonts
        }
    }

    /// The families drawing `text`, each once, in visual order.
    static func families(_ text: String, library: FontLibrary = MeasurerFixture.library) throws -> [String] {
        var families: [String] = []
        for font in try runFonts(text, library: library) where !families.contains(font.family) { families.append(font.family) }
        return families
    }

    @Test func standardLibraryLoadsTheCascadeInOrder() throws {
        let library = MeasurerFixture.library
        #expect(library.fallbackFamilies == FontFallback.families)
        #expect(library.fallbackFamilies.first == "Noto Color Emoji")
        #expect(Set(FontFallback.families).isSubset(of: Set(library.families)))
        let names = library.files.map(\.lastPathComponent)
        #expect(names.contains("NotoColorEmoji.ttf") && names.contains("NotoSansCJK-Regular.ttc") && names.contains("NotoSansArabic-Bold.ttf"))
    }

    @Test(arguments: [
        ("Hello", ["Inter"]),
        ("👍", ["Noto Color Emoji"]),
        // iOS draws these from Apple Symbols; ⌘ is Inter's own.
        ("☐", ["Noto Sans Symbols2"]),
        ("✘", ["Noto Sans Symbols2"]),
        ("⌘", ["Inter"]),
        ("⌀", ["Noto Sans Symbols"]),
        ("مرحبا", ["Noto Sans Arabic"]),
        ("שלום", ["Noto Sans Hebrew"]),
        ("漢字", ["Noto Sans CJK SC"]),
        ("かな", ["Noto Sans CJK SC"]),
        ("한국어", ["Noto Sans CJK SC"]),
        ("नमस्ते", ["Noto Sans Devanagari"]),
        ("สวัสดี", ["Noto Sans Thai"]),
        ("Привет Γειά", ["Inter"]),
    ])
    func eachScriptComesFromItsFallbackFont(text: String, expected: [String]) throws {
        #expect(try Self.families(text) == expected, "\(text)")
    }

    @Test func mixedTextSwitchesFontsPerRun() throws {
        #expect(try Self.families("OK 👍") == ["Inter", "Noto Color Emoji"])
    }

    /// ♨ (U+2668) is in both Noto Color Emoji and Noto Sans CJK and not in Inter: the cascade's
    /// order decides, not the order the files were loaded in, and reversing the list flips it.
    /// Likewise ⭐ (emoji and Symbols2) and ⑩ (Symbols and Noto Sans CJK): the symbol fonts
    /// come after the emoji and before the script fonts, as Apple Symbols does in iOS's list.
    @Test func theCascadeOrderDecidesBetweenFontsThatBothHaveACharacter() throws {
        #expect(try Self.families("♨") == ["Noto Color Emoji"])
        #expect(try Self.families("⭐") == ["Noto Color Emoji"])
        #expect(try Self.families("⑩") == ["Noto Sans Symbols"])
        let standard = MeasurerFixture.library
        let reversed = try FontLibrary(files: standard.files, fallbackFamilies: standard.fallbackFamilies.reversed())
        #expect(try Self.families("♨", library: reversed) == ["Noto Sans CJK SC"])
        #expect(try Self.families("⭐", library: reversed) == ["Noto Sans Symbols2"])
        #expect(try Self.families("⑩", library: reversed) == ["Noto Sans CJK SC"])
    }

    @Test func boldLabelsUseTheBoldFallbackFaces() throws {
        for text in ["漢字", "مرحبا", "नमस्ते"] {
            #expect(try Self.runFonts(text, weight: .bold).map(\.weight) == [700], "\(text) bold")
            #expect(try Self.runFonts(text, weight: .regular).map(\.weight) == [400], "\(text) regular")
        }
    }

    @Test func aFallbackFamilyNoFileDeclaresIsAnError() throws {
        let inter = MeasurerFixture.library.files.filter { $0.lastPathComponent.hasPrefix("Inter-") }
        #expect(throws: FontError.unknownFamily("Noto Color Emoji", available: ["Inter"])) {
            try FontLibrary(files: inter, fallbackFamilies: ["Noto Color Emoji"])
        }
    }

    // MARK: Missing glyphs

    @Test func charactersNoFontHasAreReportedOnce() throws {
        let private1 = try MeasurerFixture.measure(MeasurerFixture.request("Tap \u{F8FF} to pay \u{F8FF}"))
        #expect(private1.missingCharacters == ["\u{F8FF}"])
        let hieroglyph = try MeasurerFixture.measure(MeasurerFixture.request("𓀀 and \u{F8FF}"))
        #expect(hieroglyph.missingCharacters == ["\u{13000}", "\u{F8FF}"])
        let covered = try MeasurerFixture.measure(MeasurerFixture.request("👍 مرحبا 漢字 नमस्ते Привет ☐ ✘ ⌘"))
        #expect(covered.missingCharacters.isEmpty)
    }

    @Test func onlyShownLinesCount() throws {
        // The second line is cut off by the one-line limit, so its box is never drawn.
        let cut = try MeasurerFixture.measure(
            MeasurerFixture.request("Short first line then a long tail \u{F8FF}", width: 120, lines: 1, mode: .truncateTail))
        #expect(cut.isTruncated && cut.missingCharacters.isEmpty)
    }

    /// Each placed label carries the characters no font draws, which the audit's missing-glyph
    /// rule reports (AuditRuleTests).
    @Test func placedLabelsCarryTheirMissingCharacters() throws {
        let input = Self.listInput(["Fine", "Fine too", "Tap \u{F8FF} to pay", "𓀀"])
        let layout = try SceneFixture.layout(input, columns: 1)
        #expect(layout.elements.map { $0.content.labels[0].missingCharacters } == [[], [], ["\u{F8FF}"], ["\u{13000}"]])
    }

    // MARK: Colour emoji in every format

    static func listInput(_ texts: [String], style: TextStyle = .body) -> ScreenLayoutInput {
        var input = SceneFixture.listInput(itemCount: 1, style: style)
        input.sections = [ScreenLayoutInput.Section(items: texts.map { ["title": $0] })]
        return input
    }

    /// One row with a large emoji, on a white background.
    struct EmojiFixture {
        let scene: RenderScene
        let frame: Rect

        init() throws {
            let input = FontFallbackTests.listInput(["👍"], style: .largeTitle)
            let layout = try SceneFixture.layout(input, columns: 1)
            scene = try SceneFixture.scene(input, layout)
            frame = layout.elements[0].content.labels[0].frame
        }
    }

    /// Pixels in `area` whose channels spread more than 100 apart: colour, not grey ink.
    static func colourfulPixels(in image: DecodedPNG, area: PixelRect) -> Int {
        var count = 0
        for y in max(0, area.minY)..<min(image.height, area.maxY) {
            for x in max(0, area.minX)..<min(image.width, area.maxX) {
                let pixel = image[x, y]
                let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
                if channels.max()! - channels.min()! > 100 { count += 1 }
            }
        }
        return count
    }

    @Test func emojiIsColourInThePNG() throws {
        let fixture = try EmojiFixture()
        let image = try SceneFixture.image(fixture.scene, scale: 2)
        let colour = Self.colourfulPixels(in: image, area: PixelRect(fixture.frame, scale: 2))
        #expect(colour > 200, "\(colour) colour pixels in the emoji's frame")
        // The same scene with a plain label has none: the colour is the emoji's.
        let plain = Self.listInput(["OK"], style: .largeTitle)
        let plainLayout = try SceneFixture.layout(plain, columns: 1)
        let plainImage = try SceneFixture.image(SceneFixture.scene(plain, plainLayout), scale: 2)
        #expect(Self.colourfulPixels(in: plainImage, area: PixelRect(plainLayout.elements[0].content.labels[0].frame, scale: 2)) == 0)
    }

    @Test(.requires(.pdftoppm))
    func emojiIsColourInThePDF() throws {
        let fixture = try EmojiFixture()
        let folder = try ScratchFolder("emoji-pdf")
        let pdf = try folder.write(PDFRenderer(measurer: SceneFixture.measurer).render(fixture.scene, title: "t", creator: "c"), to: "emoji.pdf")
        let result = try ExternalTool.run("pdftoppm", ["-r", "144", "-f", "1", "-l", "1", "-png", "-singlefile", pdf.path, folder.file("page").path])
        try #require(result.status == 0, "pdftoppm: \(result.stderr)")
        let image = try DecodedPNG(contentsOf: folder.file("page.png"))
        #expect(Self.colourfulPixels(in: image, area: PixelRect(fixture.frame, scale: 2)) > 200)
    }

    /// Outlined SVG embeds Cairo's colour glyph image, which librsvg draws in colour.
    @Test(.requires(.rsvgConvert))
    func emojiIsColourInTheOutlinedSVG() throws {
        let fixture = try EmojiFixture()
        let folder = try ScratchFolder("emoji-svg")
        let svg = try folder.write(
            SVGRenderer(measurer: SceneFixture.measurer).render(fixture.scene, textMode: .outlined, title: "t")[0], to: "emoji.svg")
        let result = try ExternalTool.run("rsvg-convert", ["--zoom", "2", svg.path, "--output", folder.file("emoji.png").path])
        try #require(result.status == 0, "rsvg-convert: \(result.stderr)")
        let image = try DecodedPNG(contentsOf: folder.file("emoji.png"))
        #expect(Self.colourfulPixels(in: image, area: PixelRect(fixture.frame, scale: 2)) > 200)
    }

    /// Text-mode SVG names, after the label's family, the fallback families Pango drew the line
    /// with, in cascade order, so a viewer with the same fonts picks the same font per character
    /// (browsers then draw the emoji in colour; librsvg 2.54 draws text through glyph outlines,
    /// which a bitmap colour glyph does not have, so it is not used to check this).
    @Test func textModeSVGNamesTheFallbackFamiliesOfEachLine() throws {
        let input = Self.listInput(["👍", "Plain", "漢字 and مرحبا 👍"])
        let layout = try SceneFixture.layout(input, columns: 1)
        let svg = try SVGElements(SVGRenderer(measurer: SceneFixture.measurer).render(SceneFixture.scene(input, layout), title: "t")[0])
        let families = svg.named("text").map { $0.attributes["font-family"] }
        #expect(families == ["Inter, 'Noto Color Emoji'", "Inter", "Inter, 'Noto Color Emoji', 'Noto Sans Arabic', 'Noto Sans CJK SC'"])
    }

    // MARK: Ink and alignment

    /// Arabic, Japanese and Hindi draw ink and report nothing missing; a private-use character
    /// draws ink too (Pango's hex box) but is reported, so a box is never silent.
    @Test func otherScriptsDrawInkAndOnlyTheUncoveredCharacterIsReported() throws {
        let texts = ["مرحبا بالعالم", "日本語のテキスト", "नमस्ते दुनिया", "\u{F8FF}"]
        let input = Self.listInput(texts)
        let layout = try SceneFixture.layout(input, columns: 1)
        let image = try SceneFixture.image(SceneFixture.scene(input, layout), scale: 2)
        let background = Color(hex: "#FFFFFF")!.rgba
        for (index, text) in texts.enumerated() {
            let label = layout.elements[index].content.labels[0]
            #expect(!image.inkRows(in: PixelRect(label.frame, scale: 2), background: background).isEmpty, "\(text) draws ink")
            #expect(label.missingCharacters == (text == "\u{F8FF}" ? ["\u{F8FF}"] : []), "\(text)")
        }
    }

    /// An Arabic paragraph in a left-to-right screen aligns right in its label, as UIKit's natural
    /// alignment does; a Latin one aligns left.
    @Test func rightToLeftParagraphsAlignRight() throws {
        let input = Self.listInput(["مرحبا بالعالم", "Hello world"])
        let layout = try SceneFixture.layout(input, columns: 1)
        let image = try SceneFixture.image(SceneFixture.scene(input, layout), scale: 2)
        let background = Color(hex: "#FFFFFF")!.rgba
        let arabic = layout.elements[0].content.labels[0].frame
        let latin = layout.elements[1].content.labels[0].frame
        let arabicInk = try #require(image.inkBounds(in: PixelRect(arabic, scale: 2), background: background))
        let latinInk = try #require(image.inkBounds(in: PixelRect(latin, scale: 2), background: background))
        #expect(Double(arabicInk.maxX) / 2 > arabic.maxX - 3, "Arabic ink ends at \(Double(arabicInk.maxX) / 2), frame at \(arabic.maxX)")
        #expect(Double(arabicInk.minX) / 2 > arabic.midX, "Arabic ink starts at \(Double(arabicInk.minX) / 2)")
        #expect(Double(latinInk.minX) / 2 < latin.minX + 3)
    }

    /// A label narrower than the width its text was broken at (it hugs its text) still ends a
    /// right-to-left line at its own right edge.
    @Test func rightToLeftLinesEndAtTheRightEdgeOfAHuggingFrame() throws {
        let request = TextMeasurementRequest(text: "مرحبا", font: Font(pointSize: 17), width: 300)
        let measured = try MeasurerFixture.measure(request)
        let frame = Rect(x: 10, y: 10, width: measured.size.width, height: measured.size.height)
        let scene = RenderScene(
            size: Size(width: 320, height: 40), background: Color(hex: "#FFFFFF")!,
            items: [.text(TextItem(frame: frame, request: request, lineCount: measured.lineCount, color: Color(hex: "#000000")!))]
        )
        let image = try SceneFixture.image(scene, scale: 2)
        let ink = try #require(image.inkBounds(in: PixelRect(minX: 0, minY: 0, maxX: 640, maxY: 80), background: RGBA(255, 255, 255)))
        #expect(Double(ink.maxX) / 2 <= frame.maxX + 1 && Double(ink.minX) / 2 >= frame.minX - 1, "ink \(ink) inside \(frame)")
    }
}

/// The fallback table of docs/fonts-and-fidelity.md is the cascade: same order, families, stand-ins
/// and languages.
@Suite struct FontFallbackDocumentationTests {
    @Test func tableListsTheCascadeInOrder() throws {
        let rows = try DocumentationPage("docs/fonts-and-fidelity.md").tableRows.filter { $0.first.flatMap { Int($0) } != nil }
        try #require(rows.count == FontFallback.cascade.count)
        for (index, (cells, face)) in zip(rows, FontFallback.cascade).enumerated() {
            let row = cells.joined(separator: " | ")
            #expect(cells[0] == String(index + 1))
            #expect(cells[1].hasPrefix(face.family + " ("), "\(row)")
            #expect(cells[2] == face.iOSFont && cells[3] == face.scripts, "\(row)")
        }
    }
}
