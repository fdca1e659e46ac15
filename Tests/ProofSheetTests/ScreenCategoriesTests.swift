import Foundation
import ProofSheet
import ProofSheetSupport
import Testing
import Variants

/// A screen's `categories` narrows its content-size axis: decoding any spelling and ranges, the
/// matrix it makes, filters outside it, and the Swift form.
@Suite struct ScreenCategoriesTests {
    static func spec(_ categories: String?) -> String {
        """
        name: Demo
        screens:
          - name: list
        \(categories.map { "    categories: \($0)\n" } ?? "")    layout: {kind: list}
            cell:
              padding: 8
              stack: {items: [{label: {text: "{title}", style: body}}]}
            items:
              - {title: One}
        """
    }

    @Test func anySpellingAndRangesDecodeSmallToLarge() throws {
        let suite = try SpecLoader.parse(Self.spec("[AX5, large, UICTContentSizeCategoryXS, accessibility1...AX3]"))
        #expect(
            suite.screens[0].categories == [
                .extraSmall, .large, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge,
            ])
    }

    @Test func withoutTheKeyEveryCategoryIsShown() throws {
        let suite = try SpecLoader.parse(Self.spec(nil))
        #expect(suite.screens[0].categories == ContentSizeCategory.allCases)
        #expect(VariantMatrix(suite: suite).variants().map(\.category) == ContentSizeCategory.allCases)
    }

    @Test func theMatrixHasOnlyTheListedCategories() throws {
        let matrix = VariantMatrix(suite: try SpecLoader.parse(Self.spec("[xS, L, AX1, AX5]")))
        #expect(matrix.variants().map(\.category) == [.extraSmall, .large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
        let narrowed = try matrix.variants(validating: VariantFilter(categories: [.large, .accessibilityMedium]))
        #expect(narrowed.map(\.category) == [.large, .accessibilityMedium])
    }

    @Test func aFilterOutsideTheListIsRefusedNamingTheScreensCategories() throws {
        let matrix = VariantMatrix(suite: try SpecLoader.parse(Self.spec("[xS, L]")))
        let error = try #require(
            #expect(throws: VariantFilterError.self) { try matrix.variants(validating: VariantFilter(categories: [.accessibilityExtraLarge])) })
        #expect(error.description == "no variant of the spec has category accessibilityExtraLarge; its category values: extraSmall, large")
    }

    /// `--category AX1...AX5` over specs of which one lists `[xS, L, AX1, AX5]` narrows that one to
    /// AX1 and AX5; a range none of whose values the screen has is refused, and so is a single
    /// category it does not list (Medium), given beside a range.
    @Test func aRangeWiderThanTheListNarrowsToIt() throws {
        let matrix = VariantMatrix(suite: try SpecLoader.parse(Self.spec("[xS, L, AX1, AX5]")))
        var filter = VariantFilter()
        filter.add(try MatrixAxis.category.filterValues(parsing: "AX1...AX5"), on: MatrixAxis.category.key)
        #expect(try matrix.variants(validating: filter).map(\.category) == [.accessibilityMedium, .accessibilityExtraExtraExtraLarge])

        var none = VariantFilter()
        none.add(try MatrixAxis.category.filterValues(parsing: "AX2...AX4"), on: MatrixAxis.category.key)
        let error = try #require(#expect(throws: VariantFilterError.self) { try matrix.variants(validating: none) })
        #expect(
            error.description
                == "no variant of the spec has category accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge; its category values: extraSmall, large, accessibilityMedium, accessibilityExtraExtraExtraLarge"
        )

        var single = filter
        single.add(try MatrixAxis.category.filterValues(parsing: "M"), on: MatrixAxis.category.key)
        #expect(throws: VariantFilterError.self) { try matrix.variants(validating: single) }
    }

    /// The Swift form is the spec's: the same categories, and an empty or repeated list refused
    /// at the same key when the suite is validated.
    @Test func theSwiftFormMatchesAndIsChecked() throws {
        let screen = Screen("list", layout: .list()) {
            Cell { Stack { Label("{title}") } }
        } items: {
            ["title": "One"]
        }
        #expect(screen.categories([.accessibility5, .large]).categories == [.large, .accessibilityExtraExtraExtraLarge])
        let repeated = Suite("Demo") { screen.categories([.large, .large]) }
        let error = try #require(#expect(throws: SpecError.self) { try repeated.validate() })
        #expect(error.keyPath == "screens[0].categories")
        #expect(error.problem.contains("a second time"))
        let empty = Suite("Demo") { screen.categories([]) }
        #expect(throws: SpecError.self) { try empty.validate() }
    }
}
