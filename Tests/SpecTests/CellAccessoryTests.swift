import Spec
import Testing

/// A cell's `accessories` (docs/components.md, "Cell accessories"): every form an entry is
/// written in, the Swift DSL building the same model, the walkers that find placeholders, image
/// sources and symbols inside them, and bad entries as spec errors naming the line, the key path
/// and the valid names.
@Suite struct CellAccessoryTests {
    /// A list screen whose cell has `accessories` as written (one line, line 7 of the spec).
    static func spec(_ accessories: String) -> String {
        """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            cell:
              padding: 16
              accessories: \(accessories)
              stack: {items: [{label: {text: "{title}"}}]}
            items: [{title: One, count: "12"}]
        """
    }

    static func cell(_ accessories: String) throws -> CellTemplate {
        try SpecLoader.parse(spec(accessories)).screen(named: "list").layout.cell
    }

    @Test func everyFormDecodes() throws {
        let cell = try Self.cell(
            "[disclosureIndicator, Checkmark, detailButton, switch, {switch: {isOn: true}}, {label: {text: \"{count}\"}},"
                + " {label: {text: New, color: systemRed}}, {custom: {image: {symbol: star}}}]")
        let expected: [CellAccessory] = [
            .disclosureIndicator, .checkmark, .detailButton, .switch(SwitchTemplate()), .switch(SwitchTemplate(isOn: true)),
            .label(text: "{count}"), .label(text: "New", color: "systemRed"),
            .custom(.image(ImageTemplate(size: .zero, usesImageSize: true, symbol: SymbolTemplate(name: "star")))),
        ]
        #expect(cell.accessories == expected)
        guard case .label(let label) = cell.accessories[5] else { throw SpecError(file: "", keyPath: "", problem: "not a label") }
        #expect(label.font == .style(.body) && label.lines == 1 && label.lineBreakMode == .truncateTail && label.color == "secondaryLabel")
        #expect(try Self.cell("[]").accessories.isEmpty)
        #expect(try SpecLoader.parse(ControlTemplateTests.spec("spacer:")).screen(named: "list").layout.cell.accessories.isEmpty)
    }

    /// The DSL's `.accessories(...)` builds what the spec decodes.
    @Test func swiftDSLBuildsTheSameModel() throws {
        let built = Cell(padding: EdgeInsets(all: 16)) { Stack { Label("{title}") } }
            .accessories(.label(text: "{count}"), .switch(SwitchTemplate(isOn: true)), .disclosureIndicator)
        let decoded = try Self.cell("[{label: {text: \"{count}\"}}, {switch: {isOn: true}}, disclosureIndicator]")
        #expect(built.template.accessories == decoded.accessories)
        #expect(built.template.accessories.count == 3)
    }

    @Test func walkersFindWhatIsInside() throws {
        let cell = try Self.cell("[{label: {text: \"{count}\"}}, {custom: {stack: {items: [{label: {text: \"{title}\"}}]}}}]")
        #expect(
            cell.placeholders.map(\.keyPath) == [
                "stack.items[0].label.text", "accessories[0].label.text", "accessories[1].custom.stack.items[0].label.text",
            ])
        let images = try SpecLoader.parse(Self.spec("[{custom: {image: {source: icons/star.png}}}]"))
        #expect(images.imageSourcePlaces().map(\.keyPath) == ["screens[0].cell.accessories[0].custom.image.source"])
        let symbols = try SpecLoader.parse(Self.spec("[detailButton, checkmark, disclosureIndicator]"))
        #expect(symbols.symbolNamesByScreen() == ["list": ["info.circle", "checkmark", "chevron.right", "chevron.left"]])
        let forced = ScreenLayoutInput(kind: .list(), cell: cell, sections: []).forcingBaseWritingDirection(.rightToLeft)
        guard case .label(let label) = forced.cell.accessories[0] else { throw SpecError(file: "", keyPath: "", problem: "not a label") }
        #expect(label.paragraph.baseWritingDirection == .rightToLeft)
    }

    @Test(arguments: [
        ("[chevron]", "unknown accessory 'chevron'", "disclosureIndicator, checkmark, detailButton, switch, label, custom"),
        ("[disclosureIndicator, checkmarks]", "did you mean 'checkmark'", "screens[0].cell.accessories[1]"),
        ("[{badge: {text: a}}]", "unknown key 'badge'", "screens[0].cell.accessories[0]"),
        ("[{switch: {isOn: true}, label: {text: a}}]", "exactly one key", "screens[0].cell.accessories[0]"),
        ("[{label: {txt: a}}]", "unknown key 'txt'", "screens[0].cell.accessories[0].label"),
        ("[{custom: {lable: {text: a}}}]", "unknown key 'lable'", "screens[0].cell.accessories[0].custom"),
        ("[{switch: {onTintColor: notAColour}}]", "notAColour", "screens[0].cell.accessories[0].switch.onTintColor"),
        ("[12]", "unknown accessory '12'", "screens[0].cell.accessories[0]"),
        ("disclosureIndicator", "screens[0].cell.accessories", "list"),
    ])
    func badEntriesAreErrors(accessories: String, expected: String, alsoExpected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(accessories)) }
        let text = error?.description ?? "no error"
        #expect(text.contains(expected) && text.contains(alsoExpected), "\(text)")
        #expect(error?.line == 7, "\(text)")
    }
}
