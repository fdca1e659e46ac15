import DynamicType
import Foundation
import Testing

/// The 12 named categories in Dynamic Type order, spelled out here so the tests
/// do not depend on `ContentSizeCategory.allCases` to find fixture rows.
let tableOrder: [ContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
]

/// The 11 text styles in the order of the reference tables.
let styleOrder: [TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body,
    .callout, .subheadline, .footnote, .caption1, .caption2,
]

/// `Fixtures/type-ramp.json`: a hand transcription of the team's Dynamic Type reference notes
/// (kept outside the repository; docs/dynamic-type.md restates them), made apart from `TypeRamp`.
struct Fixture: Decodable {
    struct Category: Decodable {
        let name: String
        let uikitRawValue: String
        let swiftUIName: String
        let shortLabel: String
        let isAccessibilityCategory: Bool
    }

    struct Unspecified: Decodable {
        let name: String
        let uikitRawValue: String
        let isAccessibilityCategory: Bool
    }

    struct Style: Decodable {
        let name: String
        let uikitRawValue: String
        let swiftUIName: String
        let shortLabel: String
        let weight: String
        let emphasizedWeight: String
    }

    /// Table E: `.body` metrics applied to one base value.
    struct MetricsExamples: Decodable {
        struct Row: Decodable {
            let category: String
            let scaledValue3x: Double
            let scaledValue2x: Double
            let scaledFontPointSize: Double
            let preferredFontPointSize: Double
        }

        let textStyle: String
        let baseValue: Double
        let rows: [Row]
    }

    typealias Ramp = [String: [Double]]

    let categories: [Category]
    let unspecified: Unspecified
    let textStyles: [Style]
    let pointSize: Ramp
    let leading: Ramp
    let scalingLineSpacing: Ramp
    let fontMetricsExamples: MetricsExamples

    static func load() throws -> Fixture {
        let url = try #require(
            Bundle.module.url(forResource: "type-ramp", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    func entry(for category: ContentSizeCategory) throws -> Category {
        categories[try #require(tableOrder.firstIndex(of: category))]
    }

    func entry(for style: TextStyle) throws -> Style {
        textStyles[try #require(styleOrder.firstIndex(of: style))]
    }

    /// The category a fixture row names, resolved by position rather than by parsing.
    func category(named name: String) throws -> ContentSizeCategory {
        tableOrder[try #require(categories.firstIndex { $0.name == name })]
    }

    /// One style's row of a ramp table, one value per category in `tableOrder`.
    func row(_ table: KeyPath<Fixture, Ramp>, _ style: TextStyle) throws -> [Double] {
        let row = try #require(self[keyPath: table][entry(for: style).name])
        try #require(row.count == tableOrder.count)
        return row
    }
}
