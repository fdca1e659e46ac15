import DynamicType
import Foundation
import Layout
import ProofSheet
import Rendering
import Spec
import TestSupport
import Testing
import Variants

/// Symbols that scale with text (docs/symbols.md): their point size from the type ramp or a
/// fixed size, the scales' factors, the stand-in table's names, and the drawn icon in its tint.
@Suite struct SymbolTests {
    @Test func aTextStyleSymbolFollowsTheRampAtEachCategory() {
        let body = SymbolTemplate(name: "heart", textStyle: .body)
        let sizes = [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge].map { body.pointSize(at: $0, displayScale: 2) }
        #expect(sizes == [14, 17, 53])
        #expect(body.imageSize(at: .accessibilityExtraExtraExtraLarge, displayScale: 2) == Size(width: 53, height: 53))
        #expect(body.resolvedWeight == .regular)
        #expect(SymbolTemplate(name: "heart", textStyle: .headline).resolvedWeight == .semibold)
    }

    @Test func aFixedPointSizeStaysFixedUnlessScaledWithAStyle() {
        let categories = [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
        let fixed = SymbolTemplate(name: "gear", pointSize: 17)
        #expect(categories.map { fixed.pointSize(at: $0, displayScale: 2) } == [17, 17, 17])
        // UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) at @2x: docs/dynamic-type.md Table E.
        let scaled = SymbolTemplate(name: "gear", pointSize: 17, scaledWith: .body)
        #expect(categories.map { scaled.pointSize(at: $0, displayScale: 2) } == [14.5, 17, 48])
    }

    @Test func scalesAreAppKitsDocumentedFactors() {
        #expect(SymbolScale.allCases.map(\.factor) == [0.8, 1, 1.3])
        let sides = SymbolScale.allCases.map { SymbolTemplate(name: "star", scale: $0).imageSize(at: .large, displayScale: 2).width }
        #expect(sides == [17 * 0.8, 17, 17 * 1.3])
    }

    @Test func everyNameHasVendoredArtThatLibrsvgReads() throws {
        #expect(StandInSymbols.names == StandInSymbols.names.sorted())
        #expect(Set(StandInSymbols.names).count == StandInSymbols.names.count)
        for entry in StandInSymbols.entries {
            #expect(StandInSymbols.lucideElements[entry.icon] != nil, "\(entry.name) draws \(entry.icon), which is not vendored")
            let document = StandInSymbols.svgDocument(for: entry, weight: .black, color: Color(255, 59, 48))
            let parsed = try RsvgDocument(bytes: Array(document.utf8))
            #expect(parsed.size == Size(width: 24, height: 24))
        }
        #expect(Set(StandInSymbols.entries.map(\.icon)) == Set(StandInSymbols.lucideElements.keys))
    }

    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("symbols") }

    func spec(_ image: String, items: String = "[{name: Ana}]", alignment: String = "center") -> String {
        """
        name: Symbols
        screens:
          - name: likes
            devices: [iPhone SE]
            layout: {kind: list}
            cell:
              stack:
                axis: horizontal
                alignment: \(alignment)
                items:
                  - image: \(image)
                  - label: {text: "{name}", style: body}
            items: \(items)
          - name: plain
            devices: [iPhone SE]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{name}", style: body}}]}}
            items: [{name: Bo}]

        """
    }

    func error(_ spec: String) throws -> SpecError {
        let path = try scratch.write(Array(spec.utf8), to: "symbols.yaml").path
        return try #require(throws: SpecError.self) { try VariantRenderer(specPath: path) }
    }

    @Test func anUnknownNameIsASpecErrorWithTheValidNames() throws {
        let unknown = try error(spec("{symbol: {name: hearts, textStyle: body}}"))
        #expect(unknown.keyPath == "screens[0].cell.stack.items[0].image.symbol.name")
        #expect(unknown.line == 11)
        #expect(unknown.problem.hasPrefix("unknown symbol name 'hearts'; did you mean 'heart'? Valid: arrow.clockwise, "))
        #expect(unknown.problem.contains("xmark.circle"))
        let both = try error(spec("{symbol: {name: heart, textStyle: body, pointSize: 20}}"))
        #expect(both.keyPath == "screens[0].cell.stack.items[0].image.symbol.pointSize")
    }

    @Test func aNameFromAnItemIsCheckedAtTheItem() throws {
        let fromItem = try error(spec("{symbol: \"{icon}\"}", items: "[{name: Ana, icon: star}, {name: Bo, icon: hearts}]"))
        #expect(fromItem.keyPath == "screens[0].items[1].icon")
        #expect(
            fromItem.problem.hasPrefix(
                "'hearts' cannot fill '{icon}' (cell.stack.items[0].image.symbol); unknown symbol name 'hearts'; did you mean 'heart'?"))
    }

    /// `minus` is one stroke from (5, 12) to (19, 12) on the 24-unit canvas, 2 units wide with
    /// round caps: at body (17 pt, a 34-pixel square at @2x) its ink lies in x 4…20, y 11…13 units.
    @Test func aDrawnSymbolHasItsInkInItsBoxInItsTint() throws {
        let path = try scratch.write(Array(spec("{symbol: minus, tintColor: systemRed}").utf8), to: "symbols.yaml").path
        let renderer = try VariantRenderer(specPath: path)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["likes"], categories: [.large])).first)
        let layout = try renderer.layout(variant)
        let element = try #require(layout.elements.first)
        let view = try #require(element.content.images.first)
        #expect(view.size == Size(width: 17, height: 17))
        let shown = try #require(element.content.imageContents.first ?? nil)
        #expect(shown.symbol == PlacedSymbol(name: "minus", size: Size(width: 17, height: 17), weight: .regular, tintColor: "systemRed"))

        var pages: [[UInt8]] = []
        _ = try renderer.renderPNG(variant, layout: layout, options: RenderOptions(scale: 2)) { _, _, png in pages.append(png) }
        let origin = try #require(try renderer.scene(variant, layout: layout, options: RenderOptions(scale: 2)).contentOrigin)
        let png = try DecodedPNG(png: pages[0])
        // The symbol's square in pixels: the view is centred on the label's line, so it may start mid-pixel.
        let left = (origin.x + element.frame.minX + view.minX) * 2
        let top = (origin.y + element.frame.minY + view.minY) * 2
        #expect(left == 0 && top == 99.5)
        let background = png[Int(left), Int(top) - 1]
        var ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in Int(top)..<Int((top + 34).rounded(.up)) {
            for x in Int(left)..<Int((left + 34).rounded(.up)) where png[x, y] != background {
                let box = ink ?? (x, y, x, y)
                ink = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        let box = try #require(ink)
        // 34 / 24 pixels a unit: x 4…20 is 5.67…28.33, y 11…13 is 99.5 + 15.58…18.42 (antialiased edges).
        #expect(box.minX == 5 && box.maxX == 28)
        #expect(box.minY == 115 && box.maxY == 117)
        // The stroke's middle row is covered whole: the tint, exactly.
        #expect(png[17, 116] == RGBA(255, 59, 48))
    }

    /// In a `firstBaseline` row a body symbol's baseline (22 of its 24 units down its square) and the
    /// body label's (the system font's ascender, 0.9521484375 of 17 pt at L) share a y, at L and AX3.
    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func aSymbolSitsOnTheLabelsBaseline(category: ContentSizeCategory) throws {
        let path = try scratch.write(Array(spec("{symbol: star}", alignment: "firstBaseline").utf8), to: "symbols.yaml").path
        let renderer = try VariantRenderer(specPath: path)
        let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["likes"], categories: [category])).first)
        let content = try #require(try renderer.layout(variant).elements.first?.content)
        let pointSize = TypeRamp.pointSize(.body, category)
        let symbolBaseline = try #require(content.images.first).minY + pointSize * 22 / 24
        let label = try #require(content.labels.first)
        let labelBaseline = label.frame.minY + label.textOffset + SystemFontMetrics.ascender(pointSize: pointSize)
        #expect(abs(symbolBaseline - labelBaseline) < 1e-9)
        // The label's baseline is the lower within its own view, so the symbol sits lower by the difference.
        let drop = content.images[0].minY - label.frame.minY
        #expect(abs(drop - pointSize * (SystemFontMetrics.ascenderRatio - 22.0 / 24)) < 1e-9)
    }

    @Test func theDefaultConfigurationIsBodyInTheDefaultTint() throws {
        let path = try scratch.write(Array(spec("{symbol: heart.fill}").utf8), to: "symbols.yaml").path
        let renderer = try VariantRenderer(specPath: path)
        let variant = try #require(
            VariantMatrix(suite: renderer.suite).variants(VariantFilter(screens: ["likes"], categories: [.accessibilityExtraExtraExtraLarge])).first)
        let shown = try #require(try renderer.layout(variant).elements.first?.content.imageContents.first ?? nil)
        #expect(shown.symbol == PlacedSymbol(name: "heart.fill", size: Size(width: 53, height: 53), weight: .regular, tintColor: "systemBlue"))
        // The screen that shows the symbol has it in its fingerprint; the other screen does not.
        let description = renderer.images.fingerprintDescription(ofScreen: "likes")
        #expect(description.hasPrefix("symbol 'heart.fill' "))
        #expect(renderer.images.fingerprintDescription(ofScreen: "plain").isEmpty)
    }
}
