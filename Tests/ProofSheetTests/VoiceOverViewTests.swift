import Foundation
import Layout
import ProofSheet
import Rendering
import TestSupport
import Testing
import Variants

/// The VoiceOver view (docs/voiceover.md, "The VoiceOver view"): `render --overlays voiceover`
/// outlines each stop in its colour with its number and lists what VoiceOver speaks beside the
/// screen, in reading order, left to right and right to left; `sheet --overlays voiceover` puts
/// that view beside each screen, so the order at AX5 shows beside the order at Large.
@Suite struct VoiceOverViewTests {
    /// A card: a title over a subtitle, and a price beside them; the row turns vertical at
    /// accessibility sizes. Side by side the price shares the title's row, so VoiceOver reads
    /// it second; stacked, it comes last.
    static let spec = """
        name: VoiceOver view
        screens:
          - name: card
            devices: [{width: 320}]
            languages: [en, right-to-left]
            layout: {kind: grid}
            cell:
              padding: 8
              stack:
                axis: horizontal
                accessibilityAxis: vertical
                spacing: 8
                items:
                  - stack:
                      items:
                        - label: {text: "{title}", style: body}
                        - label: {text: "{subtitle}", style: footnote}
                  - label: {text: "{price}", style: body}
            items:
              - {title: Espresso, subtitle: Double shot, price: "€2.20"}

        """

    let renderer: VariantRenderer

    init() throws {
        let folder = try ScratchFolder("voiceover-view")
        renderer = try VariantRenderer(specPath: try folder.write(Array(Self.spec.utf8), to: "card.yaml").path)
    }

    func variant(_ category: ContentSizeCategory, language: String = "en") throws -> Variant {
        let screen = renderer.suite.screens[0]
        return Variant(
            screen: screen.name, device: screen.devices[0], category: category, columns: 1, appearance: .light,
            language: try LanguageTag(parsing: language))
    }

    /// The texts drawn right of `left` (the list beside the screen) in painting order, but the
    /// badges' numbers; and the numbers.
    static func legend(_ scene: RenderScene, left: Double) -> (lines: [String], numbers: [String]) {
        let texts = scene.items.compactMap { item -> TextItem? in
            if case .text(let text) = item, text.frame.minX >= left { text } else { nil }
        }
        let isNumber = { (text: TextItem) in text.font.weight == .bold && Int(text.request.text) != nil }
        return (texts.filter { !isNumber($0) }.map(\.request.text), texts.filter(isNumber).map(\.request.text))
    }

    // MARK: The model

    /// The view's stops are the layout's VoiceOver stops, numbered from 1 in reading order, each
    /// in the palette's colour in turn (12 distinct colours, then again).
    @Test func stopsAreNumberedInReadingOrderInThePalettesColours() throws {
        let layout = try renderer.layout(try variant(.large))
        let view = VoiceOverView(layout: layout)
        #expect(view.stops.map(\.number) == [1, 2, 3])
        #expect(view.stops.map(\.spoken) == layout.voiceOverElements().map(\.spoken))
        #expect(view.stops.map(\.spoken) == ["Espresso.", "€2.20.", "Double shot."])
        #expect(view.stops.map(\.color) == Array(VoiceOverView.palette.prefix(3)))
        #expect(Set(VoiceOverView.palette).count == 12)
        #expect(VoiceOverView.color(ofStop: 13) == VoiceOverView.color(ofStop: 1))
        #expect(VoiceOverView.palette[0] == Color(0, 64, 221) && VoiceOverView.palette[1] == Color(215, 0, 21))
    }

    /// Side by side (Large) the price shares the title's row and is read second; stacked (AX5)
    /// it is read last. Right to left the row is read from the right: the title, at the right, still first.
    @Test func theOrderFollowsTheStackAndTheLayoutDirection() throws {
        let large = VoiceOverView(layout: try renderer.layout(try variant(.large)))
        let ax5 = VoiceOverView(layout: try renderer.layout(try variant(.accessibility5)))
        let mirrored = VoiceOverView(layout: try renderer.layout(try variant(.large, language: "right-to-left")))
        #expect(large.stops.map(\.spoken) == ["Espresso.", "€2.20.", "Double shot."])
        #expect(ax5.stops.map(\.spoken) == ["Espresso.", "Double shot.", "€2.20."])
        #expect(mirrored.stops.map(\.spoken) == ["Espresso.", "€2.20.", "Double shot."])
        #expect(large.stops[0].frame.minX < large.stops[1].frame.minX)
        #expect(mirrored.stops[0].frame.minX > mirrored.stops[1].frame.minX)
        #expect(mirrored.direction == .rightToLeft && large.direction == .leftToRight)
    }

    // MARK: render --overlays voiceover

    /// The scene at @1x without caption: the list beside the 320 pt screen, 300 pt wide: its
    /// title, then each stop's number and words in reading order; the overlay's legend line below.
    @Test func theListBesideTheScreenReadsInOrder() throws {
        let options = RenderOptions(scale: 1, caption: false, overlays: [.voiceover])
        let scene = try renderer.scene(try variant(.large), options: options)
        #expect(scene.size.width == 320 + VoiceOverView.legendWidth)
        let legend = Self.legend(scene, left: 320)
        #expect(legend.lines == ["VoiceOver reads, in order (3 stops):", "Espresso.", "€2.20.", "Double shot."])
        #expect(legend.numbers == ["1", "2", "3"])
        #expect(
            scene.items.contains {
                if case .text(let text) = $0 { text.request.text == "VoiceOver elements, numbered in reading order" } else { false }
            })

        let stacked = try renderer.scene(try variant(.accessibility5), options: options)
        #expect(Self.legend(stacked, left: 320).lines == ["VoiceOver reads, in order (3 stops):", "Espresso.", "Double shot.", "€2.20."])
    }

    /// Pixels of the PNG at @1x: each stop's bottom edge in its colour, the first stop's badge
    /// (its colour inside the frame beside the outline, and its white number) at the top left,
    /// right to left at the top right; the list's first badge in the first colour.
    @Test(arguments: ["en", "right-to-left"])
    func framesAndBadgesAreDrawnInTheStopsColours(language: String) throws {
        let variant = try variant(.large, language: language)
        let options = RenderOptions(scale: 1, caption: false, overlays: [.voiceover])
        var pages: [[UInt8]] = []
        try renderer.renderPNG(variant, options: options) { _, _, png in pages.append(png) }
        let image = try DecodedPNG(png: try #require(pages.first))
        #expect(image.width == 620)
        let origin = try #require(try renderer.scene(variant, options: options).contentOrigin)
        let view = VoiceOverView(layout: try renderer.layout(variant))
        func rgba(_ color: Color) -> RGBA {
            RGBA(UInt8((color.red * 255).rounded()), UInt8((color.green * 255).rounded()), UInt8((color.blue * 255).rounded()))
        }
        for stop in view.stops {
            let frame = stop.frame.offsetBy(dx: origin.x, dy: origin.y)
            // The 2 pt outline lies inside the frame: its bottom row is wholly covered.
            #expect(image[Int(frame.midX), Int((frame.maxY - 2).rounded(.up))] == rgba(stop.color), "stop \(stop.number) \(frame)")
        }
        let first = view.stops[0].frame.offsetBy(dx: origin.x, dy: origin.y)
        let isMirrored = language != "en"
        let badgeX = isMirrored ? Int(first.maxX.rounded(.down)) - 4 : Int(first.minX.rounded(.up)) + 3
        #expect(image[badgeX, Int(first.minY.rounded(.up)) + 8] == rgba(view.stops[0].color))
        let badge = isMirrored ? Int(first.maxX) - 16..<Int(first.maxX) : Int(first.minX)..<Int(first.minX) + 16
        let white = badge.contains { x in (Int(first.minY)..<Int(first.minY) + 16).contains { y in image[x, y] == RGBA(255, 255, 255) } }
        #expect(white, "the badge's number")
        // The other top corner has no badge: the tint over the cell, not the colour.
        let otherX = isMirrored ? Int(first.minX.rounded(.up)) + 3 : Int(first.maxX.rounded(.down)) - 4
        #expect(image[otherX, Int(first.minY.rounded(.up)) + 8] != rgba(view.stops[0].color))
        // The list's first badge, at its leading edge (right to left, at the right).
        let listBadgeX = isMirrored ? 620 - 8 - 3 : 320 + 8 + 3
        let listRows = (0..<image.height).filter { image[listBadgeX, $0] == rgba(view.stops[0].color) }
        #expect(listRows.count >= 8, "the list's first badge at x \(listBadgeX)")
    }

    /// The messages example reads its checkmark as "Read" in the variant's language: the
    /// label's `{status}` is an item's String Catalog key, filled per language as text is.
    @Test func theListIsInTheVariantsLanguage() throws {
        let messages = try VariantRenderingTests.renderer("messages")
        let screen = messages.suite.screens[0]
        for (language, read) in [("en", "Read"), ("de", "Gelesen"), ("ja", "既読")] {
            let variant = Variant(
                screen: screen.name, device: screen.devices[1], category: .large, columns: 1, appearance: .light,
                language: try LanguageTag(parsing: language))
            let view = VoiceOverView(layout: try messages.layout(variant))
            #expect(view.stops.count == 4)
            #expect(view.stops[0].spoken.hasPrefix("Ana Ruiz, "), "\(view.stops[0].spoken)")
            #expect(view.stops[0].spoken.hasSuffix(", \(read), 09:41."), "\(language): \(view.stops[0].spoken)")
        }
    }

    // MARK: sheet --overlays voiceover

    /// The sheet's cells: the screen, then 12 pt on its VoiceOver view (the same screen with the
    /// stops, and the list beside it); the list's order changes from Large to AX5; the sheet's
    /// legend and details name the view.
    @Test func aSheetPutsTheVoiceOverViewBesideEachScreen() throws {
        let options = SheetOptions(rows: .category, columns: .columns, markedRules: [], voiceOver: true)
        let sheets = try ReviewSheetRenderer(renderer: renderer, options: options).compose(
            [try variant(.large), try variant(.accessibility5)], jobs: 1)
        try #require(sheets.count == 1)
        let sheet = sheets[0].sheet
        #expect(sheet.overlays == [.voiceover])
        #expect(sheet.details.joined().contains("VoiceOver beside each screen"))
        let orders = try sheet.cells.map { row -> [String] in
            let cell = try #require(row[0])
            let parts = ReviewSheetTests.placedCells(cell.scene)
            try #require(parts.count == 2)
            #expect(parts[0].origin == Point(x: 0, y: 0) && parts[0].scale == 1)
            #expect(parts[1].origin == Point(x: parts[0].scene.size.width + SheetOptions.voiceOverGap, y: 0))
            #expect(parts[0].scene.size.width == 320 && parts[1].scene.size.width == 320 + VoiceOverView.legendWidth)
            #expect(Self.legend(parts[0].scene, left: 320).lines.isEmpty, "the screen itself has no list")
            return Self.legend(parts[1].scene, left: 320).lines
        }
        #expect(
            orders == [
                ["VoiceOver reads, in order (3 stops):", "Espresso.", "€2.20.", "Double shot."],
                ["VoiceOver reads, in order (3 stops):", "Espresso.", "Double shot.", "€2.20."],
            ])
        #expect(
            sheets[0].scene.items.contains {
                if case .text(let text) = $0 { text.request.text == "VoiceOver elements, numbered in reading order" } else { false }
            })

        let plain = try ReviewSheetRenderer(renderer: renderer, options: SheetOptions(rows: .category, columns: .columns, markedRules: []))
            .compose([try variant(.large)], jobs: 1)
        #expect(plain[0].sheet.overlays.isEmpty)
        #expect(ReviewSheetTests.placedCells(try #require(plain[0].sheet.cells[0][0]).scene).isEmpty, "a plain cell is the screen itself")
    }

    /// The VoiceOver sheet's SVG (librsvg) and PDF (poppler) rasters draw the stops' colours
    /// where the PNG does: the first colour's pixels have the same bounding box, within 2 px.
    @Test(.requires(.rsvgConvert, .pdftoppm))
    func svgAndPDFSheetsDrawTheViewAsThePNGDoes() throws {
        let folder = try ScratchFolder("voiceover-sheet")
        let sheets = ReviewSheetRenderer(
            renderer: renderer, options: SheetOptions(rows: .category, columns: .columns, scale: 2, markedRules: [], voiceOver: true))
        let composed = try sheets.compose([try variant(.large), try variant(.accessibility5)], jobs: 1)
        var pages: [[UInt8]] = []
        try sheets.renderPNG(composed[0]) { _, _, png in pages.append(png) }
        let png = try DecodedPNG(png: try #require(pages.first))
        let svg = try folder.write(try sheets.renderSVG(composed[0])[0], to: "sheet.svg")
        let rsvg = try ExternalTool.run("rsvg-convert", ["--zoom", "2", svg.path, "--output", folder.file("svg.png").path])
        try #require(rsvg.status == 0, "rsvg-convert: \(rsvg.stderr)")
        let pdf = try folder.write(try sheets.renderPDF(composed), to: "sheet.pdf")
        let poppler = try ExternalTool.run("pdftoppm", ["-r", "144", "-f", "1", "-l", "1", "-png", "-singlefile", pdf.path, folder.file("pdf").path])
        try #require(poppler.status == 0, "pdftoppm: \(poppler.stderr)")

        let blue = VoiceOverView.palette[0]
        func box(_ image: DecodedPNG) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
            var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
            let target = (Int((blue.red * 255).rounded()), Int((blue.green * 255).rounded()), Int((blue.blue * 255).rounded()))
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image[x, y]
                    guard abs(Int(pixel.r) - target.0) <= 8, abs(Int(pixel.g) - target.1) <= 8, abs(Int(pixel.b) - target.2) <= 8 else { continue }
                    found = found.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
                }
            }
            return found
        }
        let expected = try #require(box(png))
        #expect(expected.maxX - expected.minX > 320 * 2, "the first stop's frame and its badge in the list, in both cells")
        for (name, file) in [("rsvg", "svg.png"), ("poppler", "pdf.png")] {
            let raster = try DecodedPNG(contentsOf: folder.file(file))
            #expect(raster.width == png.width && raster.height == png.height, "\(name)")
            let found = try #require(box(raster), "\(name): no pixel of the first stop's colour")
            #expect(
                abs(found.minX - expected.minX) <= 2 && abs(found.minY - expected.minY) <= 2 && abs(found.maxX - expected.maxX) <= 2
                    && abs(found.maxY - expected.maxY) <= 2, "\(name): \(found) vs PNG \(expected)")
        }
    }
}
