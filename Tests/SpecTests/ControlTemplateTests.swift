import Spec
import Testing

/// The `button` and `switch` keys of docs/components.md: defaults, names in any letter case, the
/// DSL building the same model, and bad values as spec errors that list what is valid.
@Suite struct ControlTemplateTests {
    static func spec(_ element: String) -> String {
        """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            cell:
              stack:
                items:
                  - label: {text: "{title}", style: body}
                  - \(element)
            items: [{title: One}]
        """
    }

    static func element(_ yaml: String) throws -> TemplateElement {
        try SpecLoader.parse(spec(yaml)).screen(named: "list").layout.cell.stack.items[1]
    }

    @Test func buttonDefaultsAndKeys() throws {
        let plain = try Self.element("button: {title: Save}")
        #expect(plain == .button(ButtonTemplate(title: "Save")))
        guard case .button(let button) = plain else { throw SpecError(file: "", keyPath: "", problem: "not a button") }
        #expect(button.style == .plain && button.buttonSize == .medium && button.cornerStyle == .dynamic && button.tint == "systemBlue")
        #expect(button.titleLineBreakMode == .wordWrap && button.imagePlacement == .leading && button.contentInsets == nil)

        let full = try Self.element(
            "button: {title: Pay, subtitle: Two, style: BorderedProminent, buttonSize: large, cornerStyle: capsule, contentInsets: [4, 8],"
                + " image: cart.png, imagePlacement: top, imagePadding: 3, titlePadding: 1, titleLineBreakMode: truncateTail, tint: systemOrange,"
                + " baseBackgroundColor: systemYellow, baseForegroundColor: label}")
        #expect(
            full
                == Button("Pay", style: .borderedProminent, size: .large).subtitle("Two").cornerStyle(.capsule)
                .contentInsets(EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)).image("cart.png", placement: .top, padding: 3)
                .titleLineBreakMode(.truncateTail).tint("systemOrange").titlePadding(1).baseBackgroundColor("systemYellow")
                .baseForegroundColor("label").templateElement)
        let suite = try SpecLoader.parse(Self.spec("button: {title: Add, image: icons/cart.png}"))
        #expect(suite.imageSourcePlaces().map(\.keyPath) == ["screens[0].cell.stack.items[1].button.image"])
        let template = CellTemplate(stack: StackTemplate(items: [.button(ButtonTemplate(title: "{name}", subtitle: "{count} items"))]))
        #expect(template.placeholders.map(\.keyPath) == ["stack.items[0].button.title", "stack.items[0].button.subtitle"])
    }

    @Test func switchDefaultsAndKeys() throws {
        #expect(try Self.element("switch:") == .switch(SwitchTemplate()))
        #expect(try Self.element("switch: {isOn: true, onTintColor: systemBlue}") == Switch(isOn: true, onTintColor: "systemBlue").templateElement)
        #expect(SwitchTemplate().onTintColor == "systemGreen" && !SwitchTemplate().isOn)
    }

    /// A button's image is a file or `{symbol: ...}` (a name or a configuration); `isEnabled`
    /// defaults to true. The DSL builds the same model, and the symbol joins the screen's symbols.
    @Test func buttonSymbolImagesAndEnabledState() throws {
        let symbol = try Self.element("button: {title: Cart, image: {symbol: cart}, isEnabled: false}")
        #expect(symbol == Button("Cart").image(systemName: "cart").isEnabled(false).templateElement)
        let configured = try Self.element("button: {title: Cart, image: {symbol: {name: cart, textStyle: headline, scale: large}}}")
        #expect(configured == Button("Cart").image(systemName: "cart", textStyle: .headline, scale: .large).templateElement)
        #expect(ButtonTemplate(title: "Save").isEnabled)
        let suite = try SpecLoader.parse(Self.spec("button: {title: Add, image: {symbol: cart}}"))
        #expect(suite.imageSourcePlaces().isEmpty && suite.symbolNamesByScreen() == ["list": ["cart"]])
    }

    /// `segmentedControl` needs its titles; `selectedSegmentIndex` is none unless given and must
    /// name a segment. `searchField` takes no keys at all (`Search`, no cancel button); the DSL
    /// builds the same models, and a search field's glass joins the screen's symbols.
    @Test func segmentedControlAndSearchFieldKeys() throws {
        let control = try Self.element("segmentedControl: {segments: [Day, Week], selectedSegmentIndex: 1, apportionsSegmentWidthsByContent: true}")
        #expect(control == SegmentedControl(["Day", "Week"], selected: 1).apportionsSegmentWidthsByContent().templateElement)
        guard case .segmentedControl(let plain) = try Self.element("segmentedControl: {segments: [Day]}") else {
            throw SpecError(file: "", keyPath: "", problem: "not a control")
        }
        #expect(
            plain.selectedSegmentIndex == nil && !plain.apportionsSegmentWidthsByContent
                && plain.selectedSegmentTintColor == "tertiarySystemBackground")
        #expect(try Self.element("searchField:") == SearchField().templateElement)
        #expect(
            try Self.element("searchField: {placeholder: Mail, text: pasta, showsCancelButton: true, cancelButtonTitle: Done, tint: systemRed}")
                == SearchField(placeholder: "Mail", text: "pasta").showsCancelButton(title: "Done").tint("systemRed").templateElement)
        #expect(try SpecLoader.parse(Self.spec("searchField:")).symbolNamesByScreen() == ["list": ["magnifyingglass"]])
        let template = CellTemplate(stack: StackTemplate(items: [.segmentedControl(SegmentedControlTemplate(segments: ["All", "{kind}"]))]))
        #expect(template.placeholders.map(\.keyPath) == ["stack.items[0].segmentedControl.segments[1]"])
    }

    @Test(arguments: [
        ("button: {title: Cart, image: {symbol: nosuch}}", "nosuch", "screens[0].cell.stack.items[1].button.image"),
        ("button: {title: Cart, image: {symbl: cart}}", "unknown key 'symbl'", "symbol"),
        ("button: {title: Cart, isEnabled: maybe}", "isEnabled", "screens[0].cell.stack.items[1].button.isEnabled"),
        ("segmentedControl: {segments: []}", "at least one segment", "screens[0].cell.stack.items[1].segmentedControl.segments"),
        ("segmentedControl: {selectedSegmentIndex: 0}", "segments", "screens[0].cell.stack.items[1].segmentedControl"),
        (
            "segmentedControl: {segments: [A, B], selectedSegmentIndex: 2}", "selectedSegmentIndex 2 is out of range",
            "valid: 0...1, a whole number (an index in the segmented control's segments"
        ),
        (
            "segmentedControl: {segments: [A], selectedSegmentIndex: -1}", "selectedSegmentIndex -1 is out of range",
            "valid: 0...0, a whole number (an index in the segmented control's segments"
        ),
        (
            "segmentedControl: {segments: [A, B], selectedSegmentIndex: 0.5}",
            "0.5 is not a whole number at screens[0].cell.stack.items[1].segmentedControl.selectedSegmentIndex", "valid: 0...1"
        ),
        ("segmentedControl: {segments: [A], selectedSegmentTintColor: nope}", "unknown colour 'nope'", "segmentedControl.selectedSegmentTintColor"),
        ("searchField: {placeholdr: x}", "unknown key 'placeholdr'", "did you mean 'placeholder'?"),
        ("searchField: {tint: nope}", "unknown colour 'nope'", "screens[0].cell.stack.items[1].searchField.tint"),
    ])
    func badSegmentAndSearchKeysAreErrors(element: String, expected: String, alsoExpected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(element)) }
        let text = error?.description ?? "no error"
        #expect(text.contains(expected) && text.contains(alsoExpected), "\(text)")
    }

    @Test(arguments: [
        (
            "button: {title: Save, style: outlined}", "unknown button style 'outlined'",
            "plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent"
        ),
        ("button: {title: Save, buttonSize: huge}", "unknown button size 'huge'", "mini, small, medium, large"),
        ("button: {title: Save, cornerStyle: round}", "unknown corner style 'round'", "dynamic, fixed, small, medium, large, capsule"),
        ("button: {title: Save, imagePlacement: left}", "unknown image placement 'left'", "leading, trailing, top, bottom"),
        ("button: {title: Save, imagePadding: -2}", "imagePadding", "screens[0].cell.stack.items[1].button.imagePadding"),
        ("button: {title: Save, tint: blu}", "unknown colour 'blu'", "screens[0].cell.stack.items[1].button.tint"),
        ("button: {style: filled}", "title", "screens[0].cell.stack.items[1].button"),
        ("button: {title: Save, titel: x}", "unknown key 'titel'", "did you mean 'title'?"),
        ("switch: {on: true}", "unknown key 'on'", "isOn"),
        ("switch: {isOn: true, onTintColor: nope}", "unknown colour 'nope'", "screens[0].cell.stack.items[1].switch.onTintColor"),
    ])
    func badControlKeysAreErrors(element: String, expected: String, alsoExpected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(element)) }
        let text = error?.description ?? "no error"
        #expect(text.contains(expected) && text.contains(alsoExpected), "\(text)")
        #expect(text.hasPrefix("demo.yaml:9:") || text.contains(":9:"), "the element's line: \(text)")
    }
}
