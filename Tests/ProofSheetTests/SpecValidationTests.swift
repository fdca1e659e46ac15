import Foundation
import ProofSheet
import Testing

/// Bad specs are errors with their place, the value and what would be valid: names that become
/// file names, ranges, geometry that cannot fit, huge values and hostile YAML.
@Suite struct SpecValidationTests {
    static let base = """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            cell:
              padding: 8
              stack:
                axis: horizontal
                spacing: 8
                items:
                  - image: {size: 44, scaledWith: body}
                  - label: {text: "{title}", style: body}
            items:
              - {title: One}
        """

    static func error(_ yaml: String) -> SpecError? {
        #expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "demo.yaml") }
    }

    @Test(arguments: [
        ("name: Demo", "name: ''", "name '' has no letters or digits"),
        ("name: Demo", "name: '../..'", "name '../..' contains a slash"),
        ("name: Demo", "name: '..'", "name '..' contains '..'"),
        ("name: Demo", "name: \"a\\0b\"", "name 'a\\u{0}b' contains a control character"),
        ("name: Demo", "name: \"tab\\there\"", "name 'tab\\there' contains a control character"),
        ("- name: list", "- name: '///'", "name '///' contains a slash"),
        ("- name: list", "- name: '***'", "name '***' has no letters or digits"),
        ("    layout: {kind: list}", "    devices: [{width: 390, name: 'a/b'}]\n    layout: {kind: list}", "name 'a/b' contains a slash"),
        (
            "    layout: {kind: list}", "    devices: [{width: 390, name: 'Wide'}, {width: 400, name: 'wide!'}]\n    layout: {kind: list}",
            "device 'wide!' and device 'Wide' at screens[0].devices[0] (line 4) would share the folder 'wide'"
        ),
    ])
    func namesThatBecomePathComponentsAreChecked(original: String, replacement: String, expected: String) {
        let error = Self.error(Self.base.replacingOccurrences(of: original, with: replacement))
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
        #expect(error?.line != nil)
    }

    @Test func aNameOfTenMillionCharactersIsCutInTheMessage() {
        let huge = String(repeating: "x", count: 10_000_000)
        let error = Self.error(Self.base.replacingOccurrences(of: "name: Demo", with: "name: \(huge)"))
        #expect(error?.description.contains("'\(String(repeating: "x", count: 80))…' (10000000 characters) is longer than 100 characters") == true)
        #expect((error?.description.count ?? .max) < 400)
    }

    @Test(arguments: [
        ("padding: 8", "padding: .nan", "screens[0].cell.padding", "inset nan is not a finite number; valid: 0...100,000 pt"),
        ("padding: 8", "padding: [1, -.inf]", "screens[0].cell.padding", "inset[1] -inf is not a finite number; valid: 0...100,000 pt"),
        ("spacing: 8", "spacing: -3", "screens[0].cell.stack.spacing", "spacing -3 is out of range; valid: 0...100,000 pt"),
        ("style: body}", "style: body, lines: 2.5}", "screens[0].cell.stack.items[1].label.lines", "lines 2.5 is not a whole number"),
        (
            "style: body}", "style: body, lines: 99999999999}", "screens[0].cell.stack.items[1].label.lines",
            "lines 99999999999 is out of range; valid: 0...1000 lines"
        ),
        (
            "- image: {size: 44, scaledWith: body}", "- spacer: {length: -1}", "screens[0].cell.stack.items[0].spacer.length",
            "length -1 is out of range"
        ),
        (
            "- image: {size: 44, scaledWith: body}", "- image: {aspectRatio: 0}", "screens[0].cell.stack.items[0].image.aspectRatio",
            "aspectRatio 0 is out of range; valid: 0.01...100"
        ),
        (
            "style: body}", "font: {family: Inter, size: 0}}", "screens[0].cell.stack.items[1].label.font.size",
            "size 0 is out of range; valid: 1...1000 pt"
        ),
        ("    layout: {kind: list}", "    devices: []\n    layout: {kind: list}", "screens[0].devices", "list at least one device"),
        (
            "    layout: {kind: list}", "    devices: [{width: 1e9}]\n    layout: {kind: list}", "screens[0].devices[0].width",
            "width 1000000000 is out of range; valid: 1...100,000 pt"
        ),
        (
            "    layout: {kind: list}", "    devices: [{width: 390, scale: 2.5}]\n    layout: {kind: list}", "screens[0].devices[0].scale",
            "scale 2.5 is not a whole number; valid: 1, 2, 3"
        ),
        ("    layout: {kind: list}", "    columns: {byWidth: []}\n    layout: {kind: list}", "screens[0].columns.byWidth", "byWidth is empty"),
        ("    layout: {kind: list}", "    columns: {counts: []}\n    layout: {kind: list}", "screens[0].columns.counts", "counts is empty"),
        (
            "    layout: {kind: list}", "    columns: {counts: [2, 2]}\n    layout: {kind: list}", "screens[0].columns.counts",
            "lists a column count twice"
        ),
        (
            "    layout: {kind: list}", "    appearances: [dark, dark]\n    layout: {kind: list}", "screens[0].appearances",
            "list each appearance once"
        ),
        (
            "    layout: {kind: list}", "    categories: [L, huge]\n    layout: {kind: list}", "screens[0].categories[1]",
            "unknown content size category 'huge'"
        ),
        (
            "    layout: {kind: list}", "    categories: []\n    layout: {kind: list}", "screens[0].categories",
            "list at least one content size category"
        ),
        (
            "    layout: {kind: list}", "    categories: [L, large]\n    layout: {kind: list}", "screens[0].categories[1]",
            "'large' lists content size category L (large) a second time; list each category once. Valid: xS, S, M, L"
        ),
        (
            "    layout: {kind: list}", "    categories: [AX1...AX5, AX3]\n    layout: {kind: list}", "screens[0].categories[1]",
            "'AX3' lists content size category AX3 (accessibilityExtraLarge) a second time"
        ),
        (
            "    items:\n      - {title: One}", "    items: {repeat: 100001, of: [{title: One}]}", "screens[0].items.repeat",
            "repeat 100001 is out of range; valid: 0...100,000 items"
        ),
        (
            "    items:\n      - {title: One}",
            "    sections:\n      - items: {repeat: 60000, of: [{title: a}]}\n      - items: {repeat: 60000, of: [{title: b}]}",
            "screens[0].sections", "item count 120000 is out of range; valid: 0...100,000 items"
        ),
        (
            "spacing: 8\n", "spacing: 8\n        rules: [{from: AX5, through: xS, spacing: 2}]\n", "screens[0].cell.stack.rules[0].through",
            "the range runs backwards: from AX5 through xS"
        ),
        (
            "padding: 8", "padding: 8\n      width: 5000", "screens[0].cell.width",
            "width gives the cell a width of its own, which only a flow layout uses; a list, grid or masonry layout makes every cell as wide as its column"
        ),
        (
            "padding: 8", "padding: 8\n      size: [100, 50]", "screens[0].cell.size",
            "; a list, grid or masonry layout makes every cell as wide as its column, so leave size out (height alone sets a fixed height)"
        ),
        (
            "padding: 8", "padding: 8\n      hugsContent: true", "screens[0].cell.hugsContent",
            "hugsContent sizes the cell to its content, which only a flow layout uses"
        ),
        (
            "{kind: list}\n    cell:\n      padding: 8", "{kind: masonry}\n    cell:\n      padding: 8\n      width: 80", "screens[0].cell.width",
            "a list, grid or masonry layout makes every cell as wide as its column"
        ),
        (
            "{kind: list}", "{kind: flow}\n    header: {width: 200, stack: {items: [{label: {text: '{text}'}}]}}", "screens[0].header.width",
            "width gives the header a width of its own, but headers and footers span the width of the content in every layout; leave width out"
        ),
    ])
    func valuesOutOfRangeNameTheKeyTheValueAndTheRange(original: String, replacement: String, keyPath: String, expected: String) {
        let yaml = Self.base.replacingOccurrences(of: original, with: replacement)
        #expect(yaml != Self.base)
        let error = Self.error(yaml)
        #expect(error?.keyPath == keyPath, "\(String(describing: error))")
        #expect(error?.problem.contains(expected) == true, "\(String(describing: error))")
        #expect(error?.line != nil && error?.column != nil)
    }

    /// Fullwidth letters are hex digits to `Character.isHexDigit` but to no colour syntax: they
    /// were read as a colour once, and trapped converting it.
    @Test(arguments: ["#ＦＦＦ", "#１２３４５６", "#FF9500ＦＦ", "#12", "#GGGGGG", "FF9500"])
    func hexColoursTakeASCIIDigitsOnly(value: String) {
        let error = Self.error(Self.base.replacingOccurrences(of: "      padding: 8\n", with: "      padding: 8\n      background: '\(value)'\n"))
        #expect(error?.keyPath == "screens[0].cell.background", "\(String(describing: error))")
        let expected =
            value.hasPrefix("#")
            ? "'\(value)' is not a hex colour; write #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F"
            : "unknown colour '\(value)'"
        #expect(error?.problem.hasPrefix(expected) == true, "\(String(describing: error))")
        if !value.hasPrefix("#") {
            // The first sentence ends before the advice, and the key path follows it.
            #expect(error?.description.contains("unknown colour 'FF9500' at screens[0].cell.background. Use an iOS system colour") == true)
        }
    }

    @Test func decodingErrorsSpeakTheSpecsLanguage() {
        let mapping = Self.error(Self.base.replacingOccurrences(of: "      padding: 8\n", with: "      padding: 8\n      border: [1]\n"))
        #expect(mapping?.problem == "expected a mapping (key: value) but found a list")
        #expect(mapping?.keyPath == "screens[0].cell.border")
        let appearance = Self.error(
            Self.base.replacingOccurrences(of: "    layout: {kind: list}", with: "    appearances: [ligth]\n    layout: {kind: list}"))
        #expect(appearance?.problem == "unknown appearance 'ligth'; did you mean 'light'? Valid: light, dark")
        let alignment = Self.error(Self.base.replacingOccurrences(of: "spacing: 8\n", with: "spacing: 8\n        alignment: middle\n"))
        #expect(alignment?.problem.hasPrefix("unknown stack alignment 'middle'") == true)
        #expect(alignment?.description.contains("Node") == false)
        // Spec words are accepted in any letter case, as categories and styles are.
        #expect(throws: Never.self) { try SpecLoader.parse(Self.base.replacingOccurrences(of: "axis: horizontal", with: "axis: Horizontal")) }
    }

    /// A padding wider than the cell, a label squeezed to no width and a fixed width wider than a
    /// flow line only show at some devices and sizes: they are SpecErrors at the template's line,
    /// naming the variant.
    @Test func geometryThatCannotFitIsASpecErrorAtItsLine() throws {
        let measurer = ExampleLayoutTests.measurer
        let padded = try SpecLoader.parse(
            Self.base.replacingOccurrences(of: "padding: 8", with: "padding: {left: 200, right: 200}"), file: "demo.yaml")
        let device = try Device.preset(named: "iPhone SE")
        let variant = Variant(screen: "list", device: device, category: .large, columns: 1)
        let padding = #expect(throws: SpecError.self) { try padded.layout(variant, measurer: measurer) }
        #expect(
            padding?.description
                == "demo.yaml:6:16: left + right padding is 400 pt, wider than the 375 pt cell at screens[0].cell.padding; at most 375 pt fits (at list · iPhone SE (3rd generation), 375 pt · L large · 1 column · light)"
        )

        // 44 pt scaled with body is 112 pt at AX4 and 124 pt at AX5; with 8 pt spacing in a 375 pt
        // cell less 249 pt of padding, the label keeps 6 pt at AX4 and has no width at AX5.
        let squeezedSpec = try SpecLoader.parse(
            Self.base.replacingOccurrences(of: "padding: 8", with: "padding: {left: 125, right: 124}"), file: "demo.yaml")
        #expect(throws: Never.self) {
            try squeezedSpec.layout(Variant(screen: "list", device: device, category: .accessibilityExtraExtraLarge, columns: 1), measurer: measurer)
        }
        let squeezed = #expect(throws: SpecError.self) {
            try squeezedSpec.layout(
                Variant(screen: "list", device: device, category: .accessibilityExtraExtraExtraLarge, columns: 1), measurer: measurer)
        }
        #expect(squeezed?.keyPath == "screens[0].cell.stack.items[1].label")
        #expect(squeezed?.line == 12)
        #expect(squeezed?.problem.contains("the label is left no width") == true)
        #expect(
            squeezed?.problem.hasSuffix("(at list · iPhone SE (3rd generation), 375 pt · AX5 accessibilityExtraExtraExtraLarge · 1 column · light)")
                == true)

        let flow = try SpecLoader.parse(
            """
            name: Flow
            screens:
              - name: tags
                layout: {kind: flow}
                cell:
                  width: 400
                  stack: {items: [{label: {text: "{t}"}}]}
                items: [{t: a}]
            """, file: "flow.yaml")
        let wide = #expect(throws: SpecError.self) {
            try flow.layout(Variant(screen: "tags", device: device, category: .large, columns: 1), measurer: measurer)
        }
        #expect(wide?.keyPath == "screens[0].cell.width")
        #expect(wide?.line == 6)
        #expect(wide?.problem.contains("400.0 pt wide, wider than its line (375.0 pt") == true)
    }

    @Test func aliasesThatExpandExponentiallyAreRefusedQuickly() {
        var lines = [
            "name: Bomb", "screens:", "  - name: s", "    layout: {kind: list}", "    cell:", "      stack:", "        items:",
            "          - &e0 {label: {text: lol}}",
        ]
        for level in 1...9 {
            lines.append("          - &e\(level) {stack: {items: [" + Array(repeating: "*e\(level - 1)", count: 9).joined(separator: ", ") + "]}}")
        }
        lines.append("    items: [{a: 1}]")
        let start = ContinuousClock.now
        let error = Self.error(lines.joined(separator: "\n"))
        #expect(error?.problem.contains("expands to more than 5000000 values") == true)
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test func deeplyNestedDocumentsAreRefused() {
        let error = Self.error("name: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(error?.problem.hasPrefix("not valid YAML/JSON") == true)
    }
}
