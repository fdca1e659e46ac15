import DynamicType
import ProofSheet
import Spec
import Testing
import Variants

/// A suite's `appearances`, `legibilityWeight` and `contrast` are every screen's unless it lists
/// its own, as its `languages` are; without them, the standard ones. The Swift builder does the same.
@Suite struct ScreenDefaultsTests {
    static let spec = """
        name: Defaults
        SUITE_KEYS
        screens:
          - name: inherits
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: [{t: x}]
          - name: own
            appearances: [dark]
            legibilityWeight: [bold]
            contrast: [normal]
            layout: {kind: list}
            cell: {stack: {items: [{label: {text: "{t}", style: body}}]}}
            items: [{t: x}]

        """

    static func suite(_ keys: String) throws -> Suite {
        try SpecLoader.parse(spec.replacingOccurrences(of: "SUITE_KEYS", with: keys))
    }

    @Test func aSuitesListsAreItsScreensDefaults() throws {
        let suite = try Self.suite("appearances: [light, dark]\nlegibilityWeight: [regular, bold]\ncontrast: [normal, high]")
        let expected = ScreenDefaults(appearances: [.light, .dark], legibilityWeights: [.regular, .bold], contrasts: [.normal, .high])
        #expect(suite.screenDefaults == expected)
        #expect(suite.screens[0].appearances == [.light, .dark])
        #expect(suite.screens[0].legibilityWeights == [.regular, .bold])
        #expect(suite.screens[0].contrasts == [.normal, .high])
        // A screen's own lists win.
        #expect(suite.screens[1].appearances == [.dark])
        #expect(suite.screens[1].legibilityWeights == [.bold])
        #expect(suite.screens[1].contrasts == [.normal])
        // The inheriting screen is shown in 2 × 2 × 2 settings at each category; the other in one.
        let variants = VariantMatrix(suite: suite).variants(VariantFilter(categories: [.large]))
        #expect(variants.filter { $0.screen == "inherits" }.count == 8)
        #expect(variants.filter { $0.screen == "own" }.map(\.fileStem) == ["1col-large-dark-bold"])
    }

    @Test func withoutSuiteListsScreensTakeTheStandardOnes() throws {
        let suite = try Self.suite("")
        #expect(suite.screenDefaults == .standard)
        #expect(ScreenDefaults.standard == ScreenDefaults(appearances: [.light], legibilityWeights: [.regular], contrasts: [.normal]))
        #expect(suite.screens[0].appearances == [.light])
        #expect(suite.screens[0].legibilityWeights == [.regular])
        #expect(suite.screens[0].contrasts == [.normal])
    }

    @Test(arguments: [
        ("legibilityWeight: [bold, bold]", "list each legibility weight once"), ("contrast: []", "list each contrast once"),
        ("appearances: [dusk]", "dusk"),
    ])
    func badSuiteListsAreRefusedAtTheirKey(keys: String, message: String) throws {
        let error = try #require(throws: SpecError.self) { try Self.suite(keys) }
        let text = String(describing: error)
        #expect(text.contains(message), "\(text)")
        #expect(text.contains(String(keys.prefix { $0 != ":" })), "\(text)")
        #expect(!text.contains("screens["), "\(text)")
    }

    /// The Swift builder's suite-level lists reach the screens built with the standard ones, as
    /// the spec's do, and a screen's own lists win.
    @Test func theSwiftBuilderAppliesTheSameDefaults() throws {
        let suite = Suite("Defaults", appearances: [.light, .dark], legibilityWeights: [.regular, .bold], contrasts: [.normal, .high]) {
            Screen("inherits", devices: [.iPhone16], layout: .list()) {
                Cell { Stack { Label("{t}", style: .body) } }
            } items: {
                ["t": "x"]
            }
            Screen("own", devices: [.iPhone16], layout: .list(), appearances: [.dark]) {
                Cell { Stack { Label("{t}", style: .body) } }
            } items: {
                ["t": "x"]
            }
            .legibilityWeights([.bold])
        }
        let parsed = try Self.suite("appearances: [light, dark]\nlegibilityWeight: [regular, bold]\ncontrast: [normal, high]")
        #expect(suite.screenDefaults == parsed.screenDefaults)
        #expect(suite.screens[0].appearances == parsed.screens[0].appearances)
        #expect(suite.screens[0].legibilityWeights == parsed.screens[0].legibilityWeights)
        #expect(suite.screens[0].contrasts == parsed.screens[0].contrasts)
        #expect(suite.screens[1].appearances == [.dark])
        #expect(suite.screens[1].legibilityWeights == [.bold])
        #expect(suite.screens[1].contrasts == [.normal, .high])
    }
}
