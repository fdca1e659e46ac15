import DynamicType
import Foundation
import Layout
import Spec
import TestSupport
import TextEngine
import Testing

@testable import ProofSheet
import Variants

/// Bold Text as the `legibilityWeight` axis: the weight table is the documented one, a bold
/// variant lays out heavier text (a label that fits at regular truncates), gets its own baseline
/// name, and a spec that lists it wrongly is refused.
@Suite struct LegibilityWeightAxisTests {
    static let spec = """
        name: Bold
        screens:
          - name: list
            devices: [{width: WIDTH}]
            legibilityWeight: [regular, bold]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body, lines: 1}}]}}
            items: [{t: "TEXT"}]

        """

    static let measurer: PangoTextMeasurer = {
        do { return PangoTextMeasurer(library: try FontLibrary.standard()) } catch { fatalError("\(error)") }
    }()

    static func suite(width: Int = 320, text: String = "Plain") throws -> Suite {
        try SpecLoader.parse(spec.replacingOccurrences(of: "WIDTH", with: "\(width)").replacingOccurrences(of: "TEXT", with: text))
    }

    /// The table in docs/dynamic-type.md ("Bold Text") is the one in code, row by row.
    @Test func theWeightTableIsTheDocumentedOne() throws {
        let page = try String(contentsOf: Repository.url("docs/dynamic-type.md"), encoding: .utf8)
        let section = try #require(page.components(separatedBy: "## Bold Text").last)
        var documented: [FontWeight: FontWeight] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| weight") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, let from = try? FontWeight(parsing: String(cells[0].split(separator: " ")[0])) else { continue }
            documented[from] = try FontWeight(parsing: String(cells[1].split(separator: " ")[0]))
        }
        #expect(documented == LegibilityWeight.boldWeights)
        #expect(documented.count == FontWeight.allCases.count)
        #expect(LegibilityWeight.bold.weight(.regular) == .semibold)
        #expect(LegibilityWeight.regular.weight(.semibold) == .semibold)
        // The measured rule: the three lightest one step heavier, the rest two, up to black.
        #expect(LegibilityWeight.bold.weight(.ultraLight) == .thin)
        #expect(LegibilityWeight.bold.weight(.light) == .regular)
        #expect(LegibilityWeight.bold.weight(.semibold) == .heavy)
        #expect(LegibilityWeight.bold.weight(.bold) == .black)
        #expect(LegibilityWeight.bold.weight(.heavy) == .black)
        // Text styles follow: body (regular) draws semibold, headline (semibold) heavy.
        #expect(Font.preferred(.body, category: .large, legibilityWeight: .bold).weight == .semibold)
        #expect(Font.preferred(.headline, category: .large, legibilityWeight: .bold).weight == .heavy)
        #expect(Font.preferred(.body, category: .large).weight == .regular)
    }

    /// A custom face draws at its declared bold counterpart; without one it ignores Bold Text,
    /// and a fixed system-family font follows the table.
    @Test func customFontsUseTheirBoldCounterpart() {
        let declared = FontChoice.custom(CustomFont(family: "Lora", boldWeight: .bold), style: .body)
        let undeclared = FontChoice.custom(CustomFont(family: "Lora"), style: .body)
        #expect(declared.font(at: .large, legibilityWeight: .bold).weight == .bold)
        #expect(declared.font(at: .large).weight == .regular)
        #expect(undeclared.font(at: .large, legibilityWeight: .bold).weight == .regular)
        #expect(undeclared.ignoresBoldText(systemFamily: Font.defaultFamily))
        #expect(!declared.ignoresBoldText(systemFamily: Font.defaultFamily))
        let system = FontChoice.fixed(Font(weight: .regular, pointSize: 17))
        #expect(system.font(at: .large, legibilityWeight: .bold).weight == .semibold)
        #expect(!system.ignoresBoldText(systemFamily: Font.defaultFamily))
    }

    /// The matrix doubles, regular first; the bold variant's stem ends in `-bold` and regular's
    /// keeps today's name; regular equals the variant `Variant.init` makes.
    @Test func boldVariantsHaveTheirOwnBaselineName() throws {
        let suite = try Self.suite()
        let variants = VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large]))
        #expect(variants.map(\.legibilityWeight) == [.regular, .bold])
        #expect(variants.map(\.fileStem) == ["1col-large", "1col-large-bold"])
        #expect(variants[0] == Variant(screen: "list", device: variants[0].device, category: .large, columns: 1))
        #expect(variants[1].caption(scale: 2).hasSuffix("Bold Text"))
        let plain = try SpecLoader.parse(
            Self.spec.replacingOccurrences(of: "    legibilityWeight: [regular, bold]\n", with: "").replacingOccurrences(of: "WIDTH", with: "320")
                .replacingOccurrences(of: "TEXT", with: "x"))
        #expect(VariantMatrix(suite: plain).variants(VariantFilter(categories: [.large])).map(\.fileStem) == ["1col-large"])
        let bold = try MatrixAxis.legibilityWeight.filterValues(parsing: "BOLD")
        let large = try MatrixAxis.category.filterValues(parsing: "large")
        let filter = VariantFilter(axes: ["legibilityWeight": bold, "category": large])
        #expect(VariantMatrix(suite: suite).variants(filter).map(\.fileStem) == ["1col-large-bold"])
    }

    /// A label that fits on its line at regular weight truncates under Bold Text: the first
    /// prefix of a sentence that truncates in the bold variant (its font semibold) still fits
    /// at regular weight, at the same width.
    @Test func aLabelThatFitsAtRegularTruncatesAtBold() throws {
        let words = "Notifications and sounds for every account you follow on this phone"
        var found: [PlacedLabel]?
        for length in 8...words.count {
            let suite = try Self.suite(width: 320, text: String(words.prefix(length)))
            let variants = VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large]))
            let labels = try variants.map { variant in
                try #require(suite.layout(variant, measurer: Self.measurer).elements.first { $0.kind == .cell }?.content.labels.first)
            }
            if labels[1].isTruncated {
                found = labels
                break
            }
        }
        let labels = try #require(found)
        #expect(labels.map(\.font.weight) == [.regular, .semibold])
        #expect(labels.map(\.isTruncated) == [false, true])
    }

    /// Symbols follow Bold Text through the same table: a headline symbol (semibold) draws
    /// heavy, a symbol with its own weight (light) draws regular; at regular weight both stay.
    @Test func symbolsFollowBoldText() throws {
        let text = Self.spec.replacingOccurrences(of: "WIDTH", with: "320").replacingOccurrences(of: "TEXT", with: "x")
            .replacingOccurrences(
                of: #"cell: {stack: {items: [{label: {text: "{t}", style: body, lines: 1}}]}}"#,
                with:
                    #"cell: {stack: {axis: horizontal, items: [{image: {symbol: {name: heart, textStyle: headline}}}, {image: {symbol: {name: gear, pointSize: 20, weight: light}}}]}}"#
            )
        let suite = try SpecLoader.parse(text)
        let variants = VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large]))
        let weights = try variants.map { variant in
            try #require(suite.layout(variant, measurer: Self.measurer).elements.first { $0.kind == .cell }).content.imageContents.map {
                $0?.symbol?.weight
            }
        }
        #expect(weights == [[FontWeight.semibold, .light], [.heavy, .regular]])
    }

    @Test(arguments: [
        ("[heavy]", "heavy"), ("[bold, bold]", "list each legibility weight once"), ("[]", "list each legibility weight once"),
    ])
    func badListsAreRefused(value: String, message: String) throws {
        let text = Self.spec.replacingOccurrences(of: "[regular, bold]", with: value).replacingOccurrences(of: "WIDTH", with: "320")
            .replacingOccurrences(of: "TEXT", with: "x")
        let error = try #require(throws: SpecError.self) { try SpecLoader.parse(text) }
        #expect(String(describing: error).contains(message))
        #expect(String(describing: error).contains("legibilityWeight"))
        if value == "[heavy]" { #expect(String(describing: error).contains("regular, bold")) }
    }
}
