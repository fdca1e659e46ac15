import Spec
import Testing

/// The `listContent` keys of docs/components.md ("List content configurations"): defaults, the
/// DSL building the same model, placeholders and image sources found where they are written, and
/// bad values as spec errors that name the key and what is valid.
@Suite struct ListContentTemplateTests {
    static func element(_ yaml: String) throws -> TemplateElement {
        try SpecLoader.parse(ControlTemplateTests.spec(yaml)).screen(named: "list").layout.cell.stack.items[1]
    }

    @Test func defaultsAndKeys() throws {
        let plain = try Self.element("listContent: {text: Wi-Fi}")
        #expect(plain == .listContent(ListContentTemplate(text: "Wi-Fi")))
        #expect(plain == ListContent(text: "Wi-Fi").templateElement)
        guard case .listContent(let content) = plain else { throw SpecError(file: "", keyPath: "", problem: "not list content") }
        #expect(
            content.style == .cell && !content.prefersSideBySide && content.resolvedMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(content.textLabel.font == .style(.body) && content.textLabel.color == "label" && content.secondaryTextLabel == nil)
        #expect(content.reservedWidth(at: .large, displayScale: 3) == 0, "no image, nothing reserved")

        let full = try Self.element(
            "listContent: {style: ValueCell, text: Wi-Fi, secondaryText: Home, image: {symbol: wifi}, reservedLayoutWidth: standard,"
                + " textLines: 1, secondaryTextLines: 2, prefersSideBySideTextAndSecondaryText: false, directionalLayoutMargins: [8, 20],"
                + " imageToTextPadding: 12, textToSecondaryTextHorizontalPadding: 6, textToSecondaryTextVerticalPadding: 2}")
        let built = ListContent(.valueCell, text: "Wi-Fi", secondaryText: "Home").image(Image(systemName: "wifi"), reservedLayoutWidth: .standard)
            .lines(text: 1, secondaryText: 2).prefersSideBySideTextAndSecondaryText(false)
            .directionalLayoutMargins(EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
            .padding(imageToText: 12, textToSecondaryTextHorizontal: 6, textToSecondaryTextVertical: 2)
        #expect(full == built.templateElement)
        guard case .listContent(let value) = full else { throw SpecError(file: "", keyPath: "", problem: "not list content") }
        #expect(value.secondaryTextLabel?.font == .style(.body) && value.secondaryTextLabel?.color == "secondaryLabel")
        #expect(value.secondaryTextLabel?.lines == 2 && value.textLabel.lines == 1)
        #expect(ListContentTemplate(style: .subtitleCell, text: "a", secondaryText: "b").secondaryTextLabel?.font == .style(.subheadline))
        #expect(ListContentTemplate(style: .valueCell, text: "a").prefersSideBySide)
    }

    /// A symbol reserves the standard width by default (29 pt at L, scaled with body's metrics);
    /// any other image reserves nothing unless it says so.
    @Test func reservedWidthDefaults() {
        let symbol = ListContentTemplate(text: "a", image: ImageTemplate(size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: "wifi")))
        #expect(symbol.reservedWidth(at: .large, displayScale: 3) == 29)
        #expect(symbol.reservedWidth(at: .accessibilityExtraLarge, displayScale: 3) > 29)
        let file = ListContentTemplate(text: "a", image: ImageTemplate(size: Size(width: 20, height: 20)))
        #expect(file.reservedWidth(at: .large, displayScale: 3) == 0)
        var fixed = file
        fixed.reservedLayoutWidth = .points(40)
        #expect(fixed.reservedWidth(at: .accessibilityExtraExtraExtraLarge, displayScale: 3) == 40)
    }

    @Test func placeholdersAndImageSourcesAreFoundInside() throws {
        let template = CellTemplate(stack: StackTemplate(items: [.listContent(ListContentTemplate(text: "{name}", secondaryText: "{value}"))]))
        #expect(template.placeholders.map(\.keyPath) == ["stack.items[0].listContent.text", "stack.items[0].listContent.secondaryText"])
        let suite = try SpecLoader.parse(ControlTemplateTests.spec("listContent: {text: a, image: {source: icons/wifi.png}}"))
        #expect(suite.imageSourcePlaces().map(\.keyPath) == ["screens[0].cell.stack.items[1].listContent.image.source"])
        let symbols = try SpecLoader.parse(ControlTemplateTests.spec("listContent: {text: a, image: {symbol: wifi}}"))
        #expect(symbols.symbolNamesByScreen() == ["list": ["wifi"]])
    }

    /// A bad value inside a `listContent` whose text takes an item's field is located at its own
    /// key's line and key path, not at the cell's (the template is decoded once per item's values).
    @Test(arguments: [
        ("style: value", "unknown list content style 'value'", "style"), ("textLines: -3", "textLines -3 is out of range", "textLines"),
    ])
    func errorsAreAtTheirKeysLine(line: String, problem: String, key: String) {
        let spec = """
            name: Demo
            screens:
              - name: list
                layout: {kind: list}
                cell:
                  padding: 0
                  stack:
                    items:
                      - listContent:
                          text: "{title}"
                          \(line)
                items: [{title: One}]
            """
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(spec, file: "demo.yaml") }
        #expect(error?.line == 11, "\(String(describing: error))")
        #expect(error?.keyPath == "screens[0].cell.stack.items[0].listContent.\(key)")
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        ("listContent: {text: a, style: value}", "unknown list content style 'value'", "cell, subtitleCell, valueCell"),
        ("listContent: {secondaryText: b}", "text", "screens[0].cell.stack.items[1].listContent"),
        ("listContent: {text: a, imageToTextPadding: -1}", "imageToTextPadding", "screens[0].cell.stack.items[1].listContent.imageToTextPadding"),
        ("listContent: {text: a, reservedLayoutWidth: wide}", "standard", "screens[0].cell.stack.items[1].listContent.reservedLayoutWidth"),
        ("listContent: {text: a, image: {symbol: nope.nope}}", "nope.nope", "listContent.image.symbol"),
        ("listContent: {text: a, secondary: b}", "unknown key 'secondary'", "secondaryText"),
    ])
    func badKeysAreErrors(element: String, expected: String, alsoExpected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(ControlTemplateTests.spec(element)) }
        let text = error?.description ?? "no error"
        #expect(text.contains(expected) && text.contains(alsoExpected), "\(text)")
    }
}
