import DynamicType
import Spec
import Testing

/// The `symbol` key of docs/symbols.md as written in YAML and in Swift: a name alone is the
/// default configuration, a mapping sets it, and names and sizes are checked both ways.
@Suite struct SymbolTemplateTests {
    @Test func aNameAloneIsTheDefaultConfigurationAndTakesTheSymbolsSize() throws {
        let image = try ImageTemplateTests.image("{symbol: chevron.right}")
        #expect(image.symbol == SymbolTemplate(name: "chevron.right"))
        #expect(image.usesImageSize)
        #expect(image.tintColor == "systemBlue")
        #expect(image.size(at: .extraSmall, displayScale: 2, offeredWidth: 300) == Size(width: 14, height: 14))
    }

    @Test func aMappingSetsTheConfiguration() throws {
        let image = try ImageTemplateTests.image(
            "{symbol: {name: gear, pointSize: 20, scaledWith: body, scale: large, weight: bold}, tintColor: systemRed}")
        #expect(image.symbol == SymbolTemplate(name: "gear", pointSize: 20, scaledWith: .body, scale: .large, weight: .bold))
        #expect(image.tintColor == "systemRed")
        // A view with a size keeps it; the symbol is drawn at its own size inside.
        let sized = try ImageTemplateTests.image("{symbol: gear, size: 44}")
        #expect(sized.size(at: .accessibilityExtraExtraExtraLarge, displayScale: 2, offeredWidth: 300) == Size(width: 44, height: 44))
    }

    @Test func aSymbolAndASourceAreRefused() throws {
        let error = try #require(throws: SpecError.self) { try ImageTemplateTests.image("{symbol: gear, source: a.png}") }
        #expect(error.keyPath == "screens[0].cell.stack.items[1].stack.items[0].image.symbol")
        #expect(error.problem == "an image shows a source file or a symbol, not both")
    }

    @Test func swiftSpecsBuildTheSameTemplateAndAreChecked() throws {
        let image = Image(systemName: "heart.fill", textStyle: .headline, scale: .small).tintColor("systemPink")
        #expect(image.template.symbol == SymbolTemplate(name: "heart.fill", textStyle: .headline, scale: .small))
        #expect(image.template.symbol?.resolvedWeight == .semibold)
        #expect(image.template.tintColor == "systemPink")
        let checks = TemplateValueCheck(colors: nil)
        let bad = CellTemplate(stack: StackTemplate(items: [Image(systemName: "hearts").templateElement]))
        let problem = try #require(throws: ValueProblem.self) { try checks.check(bad) }
        #expect(problem.keyPath == "stack.items[0].image.symbol.name")
        #expect(problem.problem.hasPrefix("unknown symbol name 'hearts'; did you mean 'heart'?"))
    }

    /// A symbol beside a label on their baselines, in YAML and in Swift (docs/layout-rules.md DT-17).
    @Test func baselineAlignmentIsAStackAlignment() throws {
        let row = Stack(.horizontal, spacing: 8, alignment: .firstBaseline) {
            Image(systemName: "star", textStyle: .body)
            Label("{title}")
        }
        #expect(row.template.alignment == .firstBaseline)
        #expect(Stack(.horizontal, alignment: .lastBaseline) { Label("a") }.template.alignment == .lastBaseline)
        #expect(StackAlignment(rawValue: "firstBaseline") == .firstBaseline && StackAlignment(rawValue: "lastBaseline") == .lastBaseline)
    }
}
