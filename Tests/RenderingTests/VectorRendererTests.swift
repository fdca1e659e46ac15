import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import Testing

@testable import Rendering

/// SVG and PDF output: structure and text checked against the layout, and rasterised by
/// independent renderers (librsvg, poppler) to compare with the PNG of the same scene.
@Suite struct VectorRendererTests {
    /// A grid whose body labels are limited to two lines, so some are cut with an ellipsis, with a
    /// caption strip above the content.
    struct Fixture {
        let layout: ScreenLayout
        let scene: RenderScene
        /// Where the layout's content origin sits in the scene (below the caption).
        let origin: Point

        init(appearance: Appearance = .light, itemCount: Int = 6) throws {
            let cell = CellTemplate(
                padding: EdgeInsets(all: 12), background: "secondarySystemGroupedBackground",
                border: .init(width: 0.5, color: "separator", cornerRadius: 8),
                stack: StackTemplate(
                    spacing: 6,
                    items: [
                        .label(LabelTemplate(text: "{title}", font: .style(.headline))),
                        .label(LabelTemplate(text: "{body}", font: .style(.body), lines: 2, lineBreakMode: .truncateTail, color: "secondaryLabel")),
                    ])
            )
            let input = SceneFixture.gridInput(cell: cell, itemCount: itemCount)
            layout = try SceneFixture.layout(input)
            scene = try SceneFixture.scene(input, layout, appearance: appearance, caption: "Vector fixture · @2x")
            // The screen fills whole points below the caption strip.
            origin = Point(x: 0, y: scene.size.height - layout.contentSize.height.rounded(.up))
        }

        /// The labels with their frames in scene coordinates.
        var labels: [PlacedLabel] {
            layout.labels.map { pair in
                var label = pair.label
                label.frame = label.frame.offsetBy(dx: origin.x, dy: origin.y)
                return label
            }
        }
    }

    /// Measured against librsvg and poppler at @2x/@3x: at most 0.001% of pixels (10 of 767,520)
    /// differ beyond the 3 x 3 range + 8 rule; a missing short label is 0.18%, a missing cell 15%,
    /// the dark render 97%.
    static let rasterTolerance = (threshold: 8, fraction: 0.0005)

    // MARK: SVG structure and text

    @Test func svgTextElementsCarryEachLabelsLinesAtItsFrame() throws {
        let fixture = try Fixture()
        let labels = fixture.labels
        try #require(labels.contains { $0.isTruncated } && labels.contains { !$0.isTruncated && $0.lineCount > 1 })
        #expect(fixture.origin.y > 0, "the caption pushes the content down")

        let pages = try SVGRenderer(measurer: SceneFixture.measurer).render(fixture.scene, title: "Vector fixture")
        #expect(pages.count == 1)
        let svg = try SVGElements(pages[0])
        let root = try #require(svg.all.first)
        #expect(root.name == "svg")
        #expect(root.number("width") == fixture.scene.size.width && root.number("height") == fixture.scene.size.height)
        #expect(svg.named("title").map(\.text) == ["Vector fixture"])

        let texts = svg.named("text")
        var claimed = 0
        for label in labels {
            let frame = label.frame
            let lines = texts.filter { element in
                guard let x = element.number("x"), let y = element.number("y") else { return false }
                return x >= frame.minX - 1e-4 && x < frame.maxX && y > frame.minY && y <= frame.maxY
            }
            claimed += lines.count
            #expect(lines.count == label.lineCount, "'\(label.text)': \(lines.count) <text> lines, laid out as \(label.lineCount)")
            for line in lines {
                // Left-aligned text: Pango's line offset is 0, so x is the frame's x exactly.
                #expect(abs(line.number("x")! - frame.minX) < 1e-4, "x of '\(line.text)'")
                #expect(line.number("font-size") == label.font.pointSize)
                #expect(line.attributes["font-weight"] == String(label.font.weight.cssWeight))
                #expect(line.attributes["font-family"] == "Inter")
                #expect(line.attributes["xml:space"] == "preserve")
            }
            let baselines = lines.compactMap { $0.number("y") }
            #expect(baselines == baselines.sorted() && Set(baselines).count == baselines.count, "lines go down the frame")
            if lines.count > 1 {
                let spacing = baselines[1] - baselines[0]
                let lineHeight = label.font.lineHeight ?? SystemFontMetrics.lineHeight(pointSize: label.font.pointSize)
                #expect(abs(spacing - lineHeight) < 1e-3, "baselines one line height apart")
            }
            let color = try ColorPalette().resolve(label.color, for: .light)
            #expect(lines.allSatisfy { $0.attributes["fill"] == Color(red: color.red, green: color.green, blue: color.blue).hex })
            #expect(lines.allSatisfy { $0.attributes["fill-opacity"] == (color.alpha < 1 ? SVGNumber(color.alpha).description : nil) })
            if let problem = Self.problem(reassembling: lines.map(\.text), into: label.text, truncated: label.isTruncated) {
                Issue.record("'\(label.text)': \(problem)")
            }
        }
        // Every other <text> belongs to the caption strip above the content.
        let rest = texts.filter { ($0.number("y") ?? 0) > fixture.origin.y }
        #expect(rest.count == claimed, "no text element outside a label frame in the content")
        #expect(texts.filter { ($0.number("y") ?? .infinity) <= fixture.origin.y }.map(\.text) == ["Vector fixture · @2x"])
    }

    /// The first baseline sits at the system font's ascender below the label's top, as UIKit puts
    /// it: 0.9521484375 × the point size (body at Large, 17 pt: 16.1865234375 pt), not the
    /// stand-in font's own ascender (Inter's 0.96875 × 17 = 16.47 pt).
    @Test func theFirstBaselineSitsAtTheSystemFontsAscender() throws {
        let input = SceneFixture.listInput(itemCount: 2)
        let layout = try SceneFixture.layout(input, width: 393, columns: 1)
        let scene = try SceneFixture.scene(input, layout)
        let labels = layout.labels.map(\.label)
        try #require(labels.count == 2 && labels.allSatisfy { $0.font.family == Font.defaultFamily && $0.font.pointSize == 17 })
        #expect(scene.size.height == layout.contentSize.height.rounded(.up), "no caption: scene and layout share their origin")
        let texts = try SVGElements(SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "t")[0]).named("text")
        try #require(texts.count == 2)
        for (label, text) in zip(labels, texts) {
            let baseline = try #require(text.number("y"))
            // The SVG writes 4 decimals.
            #expect(abs(baseline - (label.frame.minY + 16.1865234375)) <= 0.00005, "'\(text.text)' at \(baseline), label top \(label.frame.minY)")
        }
    }

    @Test func svgEscapesMarkupInText() throws {
        let input = ScreenLayoutInput(
            kind: .list(), cell: CellTemplate(padding: EdgeInsets(all: 8), stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}"))])),
            sections: [ScreenLayoutInput.Section(items: [["title": "Fish & <chips> \"quoted\""]])]
        )
        let layout = try SceneFixture.layout(input, width: 393, columns: 1)
        let page = try SVGRenderer(measurer: SceneFixture.measurer).render(SceneFixture.scene(input, layout), title: "A & <B>")[0]
        let svg = try SVGElements(page)
        #expect(svg.named("text").map(\.text) == ["Fish & <chips> \"quoted\""])
        #expect(svg.named("title").map(\.text) == ["A & <B>"])
    }

    /// Outlined text: glyphs as paths, no `<text>`, one glyph drawn per character the text mode
    /// shows.
    @Test func outlinedSVGHasGlyphPathsAndNoText() throws {
        let fixture = try Fixture()
        let renderer = SVGRenderer(measurer: SceneFixture.measurer)
        let outlined = try SVGElements(renderer.render(fixture.scene, textMode: .outlined, title: "t")[0])
        #expect(outlined.named("text").isEmpty)
        let root = try #require(outlined.all.first)
        #expect(root.attributes["width"] == SVGNumber(fixture.scene.size.width).description, "unitless, like the text mode")
        #expect(root.attributes["height"] == SVGNumber(fixture.scene.size.height).description)
        let glyphs = outlined.all.filter { $0.name == "symbol" && ($0.attributes["id"] ?? "").hasPrefix("glyph") }
        #expect(!glyphs.isEmpty)
        #expect(outlined.named("path").count >= glyphs.count)
        let uses = outlined.named("use").filter { ($0.attributes["xlink:href"] ?? "").hasPrefix("#glyph") }
        // Spaces are glyphs too (empty ones); the space Pango leaves at the end of a wrapped line
        // is not drawn.
        let visible = try SVGElements(renderer.render(fixture.scene, title: "t")[0]).named("text")
            .map { line in line.text.unicodeScalars.reversed().drop { CharacterSet.whitespaces.contains($0) }.count }.reduce(0, +)
        #expect(uses.count == visible, "one glyph per character shown")
    }

    // MARK: Independent rasterisers

    /// librsvg draws the text-mode SVG (with the system's Inter) and the outlined SVG at the same
    /// zoom as the PNG; both match the PNG within the tolerance, and the same comparison fails for
    /// a dark render, a render missing one cell, and one missing its shortest label.
    @Test(.requires(.rsvgConvert))
    func rsvgRasterMatchesThePNG() throws {
        let fixture = try Fixture()
        let folder = try ScratchFolder("rsvg")
        let renderer = SVGRenderer(measurer: SceneFixture.measurer)
        let negatives = try Self.negatives(for: fixture, scale: 2)
        for mode in SVGRenderer.TextMode.allCases {
            let svg = try folder.write(renderer.render(fixture.scene, textMode: mode, title: "t")[0], to: "\(mode).svg")
            let raster = folder.file("\(mode).png")
            let result = try ExternalTool.run("rsvg-convert", ["--zoom", "2", svg.path, "--output", raster.path])
            try #require(result.status == 0, "rsvg-convert: \(result.stderr)")
            let rsvg = try DecodedPNG(contentsOf: raster)
            let png = try SceneFixture.image(fixture.scene, scale: 2)
            try #require(rsvg.width == png.width && rsvg.height == png.height, "rsvg \(rsvg.width)x\(rsvg.height), PNG \(png.width)x\(png.height)")
            let difference = ImageDifference(png, rsvg, threshold: Self.rasterTolerance.threshold)
            print("rsvg \(mode) vs PNG @2x: \(difference)")
            #expect(difference.fraction <= Self.rasterTolerance.fraction, "\(mode): \(difference)")
            for (name, image) in negatives {
                let wrong = ImageDifference(image, rsvg, threshold: Self.rasterTolerance.threshold)
                print("rsvg \(mode) vs \(name): \(wrong)")
                #expect(wrong.fraction > Self.rasterTolerance.fraction, "\(mode) vs \(name) should fail: \(wrong)")
            }
        }
    }

    // MARK: PDF

    /// poppler draws page 1 at 72 x scale dpi; it matches the PNG at that scale, and the same
    /// comparison fails for the wrong renders.
    @Test(.requires(.pdftoppm))
    func pdftoppmRasterMatchesThePNG() throws {
        let fixture = try Fixture()
        let folder = try ScratchFolder("pdf")
        let pdf = try folder.write(PDFRenderer(measurer: SceneFixture.measurer).render(fixture.scene, title: "t", creator: "c"), to: "screen.pdf")
        for scale in [2, 3] {
            let result = try ExternalTool.run(
                "pdftoppm", ["-r", "\(72 * scale)", "-f", "1", "-l", "1", "-png", "-singlefile", pdf.path, folder.file("page\(scale)").path])
            try #require(result.status == 0, "pdftoppm: \(result.stderr)")
            let poppler = try DecodedPNG(contentsOf: folder.file("page\(scale).png"))
            let png = try SceneFixture.image(fixture.scene, scale: scale)
            try #require(
                poppler.width == png.width && poppler.height == png.height,
                "poppler \(poppler.width)x\(poppler.height), PNG \(png.width)x\(png.height)")
            let difference = ImageDifference(png, poppler, threshold: Self.rasterTolerance.threshold)
            print("pdftoppm @\(scale)x vs PNG: \(difference)")
            #expect(difference.fraction <= Self.rasterTolerance.fraction, "@\(scale)x: \(difference)")
            if scale == 2 {
                for (name, image) in try Self.negatives(for: fixture, scale: 2) {
                    let wrong = ImageDifference(image, poppler, threshold: Self.rasterTolerance.threshold)
                    print("pdftoppm @2x vs \(name): \(wrong)")
                    #expect(wrong.fraction > Self.rasterTolerance.fraction, "vs \(name) should fail: \(wrong)")
                }
            }
        }
    }

    /// The PDF's text is real text: pdftotext finds every label, and each label's first word
    /// inside the label's frame.
    @Test(.requires(.pdftotext))
    func pdfTextIsSelectableAtTheLabelFrames() throws {
        let fixture = try Fixture()
        let folder = try ScratchFolder("pdftext")
        let pdf = try folder.write(
            PDFRenderer(measurer: SceneFixture.measurer).render(fixture.scene, title: "Vector fixture", creator: "ProofSheet test"), to: "screen.pdf")
        let plain = try ExternalTool.run("pdftotext", [pdf.path, "-"])
        try #require(plain.status == 0, "pdftotext: \(plain.stderr)")
        let text = Self.collapsed(plain.stdout)
        for label in fixture.labels {
            let expected = label.isTruncated ? String(label.text.split(separator: " ").prefix(3).joined(separator: " ")) : label.text
            #expect(text.contains(Self.collapsed(expected)), "'\(expected)' not in the PDF text")
        }
        let words = try Self.pdfWords(pdf, folder: folder)
        for label in fixture.labels {
            let first = String(label.text.split(separator: " ")[0])
            let frame = label.frame.insetBy(dx: -1, dy: -1)
            #expect(words.contains { $0.text == first && frame.contains($0.box) }, "'\(first)' of '\(label.text)' not inside \(label.frame)")
        }
        let info = try Self.pdfInfo(pdf)
        #expect(info["Title"] == "Vector fixture")
        #expect(info["Creator"] == "ProofSheet test")
        #expect(info["Pages"] == "1")
        #expect(info["Page 1 size"] == "\(SVGNumber(fixture.scene.size.width)) x \(SVGNumber(fixture.scene.size.height)) pts")
    }

    /// A scene taller than 14,400 pt: the PDF and the SVG both come as pages of at most 14,400 pt
    /// that add up to the scene, and a row past the first page is on page 2, where it belongs.
    @Test(.requires(.pdfinfo, .pdftotext))
    func tallScenesAreSplitIntoPages() throws {
        let cell = CellTemplate(
            padding: EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), minimumHeight: 44,
            stack: StackTemplate(items: [.label(LabelTemplate(text: "{title}"))])
        )
        let input = ScreenLayoutInput(
            kind: .list(), cell: cell, sections: [ScreenLayoutInput.Section(items: (1...400).map { ["title": "Row \($0)"] })])
        let layout = try SceneFixture.layout(input, width: 320, columns: 1)
        let scene = try SceneFixture.scene(input, layout)
        let height = scene.size.height
        try #require(height > 14_400 && height <= 28_800)
        let folder = try ScratchFolder("pages")

        let pdf = try folder.write(PDFRenderer(measurer: SceneFixture.measurer).render(scene, title: "t", creator: "c"), to: "tall.pdf")
        let info = try Self.pdfInfo(pdf, pages: 2)
        #expect(info["Pages"] == "2")
        #expect(info["Page 1 size"] == "320 x 14400 pts")
        #expect(info["Page 2 size"] == "320 x \(SVGNumber(height - 14_400)) pts")

        // The row straddling or after the break: find one wholly on page 2 and look for it there.
        let row = try #require(layout.elements.first { $0.frame.minY >= 14_400 })
        let title = row.content.labels[0].text
        let page2 = Self.collapsed(try ExternalTool.run("pdftotext", ["-f", "2", "-l", "2", pdf.path, "-"]).stdout)
        let page1 = Self.collapsed(try ExternalTool.run("pdftotext", ["-f", "1", "-l", "1", pdf.path, "-"]).stdout)
        #expect(page2.split(separator: " ").contains(Substring(title.split(separator: " ")[1])), "\(title) on page 2")
        #expect(page1.contains("Row 1 ") && !page1.contains(title + " "))
        let words = try Self.pdfWords(pdf, folder: folder, page: 2)
        let number = String(title.split(separator: " ")[1])
        let expected = row.content.labels[0].frame.offsetBy(dx: 0, dy: -14_400).insetBy(dx: -1, dy: -1)
        #expect(words.contains { $0.text == number && expected.contains($0.box) }, "\(title) at \(expected) on page 2")

        let svgPages = try SVGRenderer(measurer: SceneFixture.measurer).render(scene, title: "t")
        #expect(svgPages.count == 2)
        let heights = try svgPages.map { try SVGElements($0).all[0].number("height") ?? 0 }
        #expect(heights == [14_400, height - 14_400])
    }

    // MARK: Helpers

    /// Renders of the fixture that must not pass as equal to it: dark instead of light, one cell
    /// left out, its shortest label left out.
    static func negatives(for fixture: Fixture, scale: Int) throws -> [(String, DecodedPNG)] {
        let dark = try Fixture(appearance: .dark)
        let cellFrame = fixture.layout.elements[3].frame.offsetBy(dx: fixture.origin.x, dy: fixture.origin.y)
        let withoutCell = fixture.scene.items.filter { item in
            if case .fill(let rect, _, _) = item { return rect != cellFrame }
            if case .border(let rect, _, _, _) = item { return rect != cellFrame }
            if case .text(let text) = item { return !cellFrame.contains(text.frame) }
            return true
        }
        let shortest = try #require(fixture.labels.min { $0.text.count < $1.text.count })
        let withoutLabel = fixture.scene.items.filter { item in
            if case .text(let text) = item { return text.frame != shortest.frame }
            return true
        }
        #expect(withoutCell.count < fixture.scene.items.count - 2 && withoutLabel.count == fixture.scene.items.count - 1)
        return [
            ("dark", try SceneFixture.image(dark.scene, scale: scale)),
            (
                "missing cell",
                try SceneFixture.image(RenderScene(size: fixture.scene.size, background: fixture.scene.background, items: withoutCell), scale: scale)
            ),
            (
                "missing '\(shortest.text)'",
                try SceneFixture.image(RenderScene(size: fixture.scene.size, background: fixture.scene.background, items: withoutLabel), scale: scale)
            ),
        ]
    }

    /// Whether `lines` spell `text`: each line continues the text (whitespace at the breaks
    /// aside, and a hyphen Pango inserted dropped); a truncated label's last line ends with "…"
    /// after a prefix of the rest. Nil when they do, else what is wrong.
    static func problem(reassembling lines: [String], into text: String, truncated: Bool) -> String? {
        var rest = Substring(text)
        for (index, line) in lines.enumerated() {
            rest = rest.drop { $0.isWhitespace }
            var shown = Substring(line)
            while shown.last?.isWhitespace == true { shown.removeLast() }
            if index == lines.count - 1, truncated {
                guard shown.hasSuffix("…") else { return "the last line '\(line)' of a truncated label does not end with …" }
                shown.removeLast()
                while shown.last?.isWhitespace == true { shown.removeLast() }
                return rest.hasPrefix(shown) && shown.count < rest.count ? nil : "'\(line)' is not a cut-short '\(rest)'"
            }
            if !rest.hasPrefix(shown), shown.hasSuffix("-"), rest.hasPrefix(shown.dropLast()) { shown.removeLast() }
            guard !shown.isEmpty, rest.hasPrefix(shown) else { return "line \(index + 1) '\(line)' does not continue '\(rest)'" }
            rest = rest.dropFirst(shown.count)
        }
        if truncated { return "truncated, but no line ends with …" }
        return rest.allSatisfy(\.isWhitespace) ? nil : "'\(rest)' is not shown"
    }

    /// `pdfinfo`'s fields, keys and values with runs of spaces collapsed ("Page 2 size").
    static func pdfInfo(_ pdf: URL, pages: Int = 1) throws -> [String: String] {
        let result = try ExternalTool.run("pdfinfo", ["-f", "1", "-l", "\(pages)", pdf.path])
        try #require(result.status == 0, "pdfinfo: \(result.stderr)")
        var fields: [String: String] = [:]
        for line in result.stdout.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[collapsed(String(line[..<colon]))] = collapsed(String(line[line.index(after: colon)...]))
        }
        return fields
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Words of a PDF page with their boxes in points, from `pdftotext -bbox`.
    static func pdfWords(_ pdf: URL, folder: ScratchFolder, page: Int = 1) throws -> [(text: String, box: Rect)] {
        let output = folder.file("words\(page).html")
        let result = try ExternalTool.run("pdftotext", ["-bbox", "-f", "\(page)", "-l", "\(page)", pdf.path, output.path])
        try #require(result.status == 0, "pdftotext -bbox: \(result.stderr)")
        let words = try SVGElements(Array(try Data(contentsOf: output))).named("word")
        return words.compactMap { word in
            guard let minX = word.number("xMin"), let minY = word.number("yMin"), let maxX = word.number("xMax"), let maxY = word.number("yMax")
            else { return nil }
            return (word.text, Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        }
    }
}
