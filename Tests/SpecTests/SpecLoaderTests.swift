import Foundation
import Spec
import Testing

@Suite struct SpecLoaderTests {
    static let valid = """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            cell:
              padding: 8
              stack:
                items:
                  - label: {text: "{title}", style: body}
            items:
              - {title: One}
              - {title: 2}
        """

    @Test func validSpecDecodes() throws {
        let suite = try SpecLoader.parse(Self.valid)
        #expect(suite.name == "Demo")
        let screen = try suite.screen(named: "list")
        #expect(screen.layout.sections[0].items == [["title": "One"], ["title": "2"]])
        #expect(screen.devices.map(\.name) == ["iPhone 16"])
        #expect(screen.layout.cell.padding == EdgeInsets(all: 8))
    }

    /// Anchors, aliases and merge keys work, and a scalar reads as the type its key decodes:
    /// numbers and booleans in item data are text, and `1.5` is a number where one belongs.
    @Test func mergeKeysAndScalarsDecode() throws {
        let suite = try SpecLoader.parse(
            """
            name: Demo
            screens:
              - &base
                name: list
                layout: {kind: list}
                cell:
                  padding: 1.5
                  stack:
                    items:
                      - label: {text: "{title}", style: body}
                items:
                  - {title: 2}
                  - {title: yes}
                  - {title: 0x1F}
                  - {title: "<<"}
              - <<: *base
                name: copy
                cell: {padding: 4, stack: {items: [{label: {text: "{title}", style: body}}]}}
            """)
        let items: [[String: String]] = [["title": "2"], ["title": "yes"], ["title": "0x1F"], ["title": "<<"]]
        #expect(try suite.screen(named: "list").layout.sections[0].items == items)
        #expect(try suite.screen(named: "list").layout.cell.padding == EdgeInsets(all: 1.5))
        #expect(try suite.screen(named: "copy").layout.sections[0].items == items)
        #expect(try suite.screen(named: "copy").layout.cell.padding == EdgeInsets(all: 4))
    }

    @Test func misspelledTextStyleNamesLineColumnPathAndSuggestion() {
        let yaml = Self.valid.replacingOccurrences(of: "style: body", with: "style: bodyy")
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "demo.yaml") }
        #expect(error?.line == 9)
        #expect(error?.column == 45)  // where "bodyy" starts
        #expect(error?.keyPath == "screens[0].cell.stack.items[0].label.style")
        #expect(
            error?.description.hasPrefix(
                "demo.yaml:9:45: unknown text style 'bodyy' at screens[0].cell.stack.items[0].label.style; did you mean 'body'?") == true)
    }

    @Test func unknownKeyIsAnErrorWithSuggestion() {
        let yaml = Self.valid.replacingOccurrences(of: "padding: 8", with: "paddin: 8")
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml) }
        #expect(error?.keyPath == "screens[0].cell.paddin")
        #expect(error?.problem.contains("unknown key 'paddin'; did you mean 'padding'?") == true)
        #expect(error?.line == 6)
    }

    @Test func missingKeyNamesTheParent() {
        let yaml = Self.valid.replacingOccurrences(of: "    layout: {kind: list}\n", with: "")
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml) }
        #expect(error?.keyPath == "screens[0]")
        #expect(error?.problem == "missing key 'layout'")
        #expect(error?.line == 3)
    }

    @Test func unknownLayoutKindListsTheKinds() {
        let yaml = Self.valid.replacingOccurrences(of: "kind: list", with: "kind: gird")
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml) }
        #expect(error?.problem.contains("did you mean 'grid'?") == true)
        #expect(error?.problem.contains("list, flow, grid, masonry") == true)
    }

    @Test(arguments: [
        ("padding: 8", "padding: -8", "inset -8 is out of range; valid: 0...100,000 pt"),
        ("layout: {kind: list}", "layout: {kind: grid, interitemSpacing: -1}", "interitemSpacing -1 is out of range; valid: 0...100,000 pt"),
        ("    layout: {kind: list}", "    columns: 0\n    layout: {kind: list}", "columns 0 is out of range; valid: 1...100 columns, a whole number"),
        ("    layout: {kind: list}", "    devices: [iPhone 61]\n    layout: {kind: list}", "unknown device 'iPhone 61'"),
    ])
    func impossibleValuesAreErrors(original: String, replacement: String, expected: String) {
        let yaml = Self.valid.replacingOccurrences(of: original, with: replacement)
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml) }
        #expect(error?.problem.contains(expected) == true, "\(String(describing: error))")
    }

    /// The label and stack keys of issue 35 (docs/layout-rules.md DT-7 to DT-15) decode into the
    /// model; a stack without them is UIKit's default.
    @Test func labelAndStackViewKeysDecode() throws {
        let yaml = Self.valid.replacingOccurrences(
            of: """
                      stack:
                        items:
                          - label: {text: "{title}", style: body}
                """,
            with: """
                      stack:
                        distribution: equalSpacing
                        layoutMargins: [4, 12]
                        layoutMarginsRelative: true
                        customSpacing: [{after: 0, spacing: 20}]
                        background: systemGray6
                        cornerRadius: 10
                        items:
                          - label: {text: "{title}", style: body, alignment: center, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5, background: "#FF000080"}
                          - label: {text: "{title}"}
                """)
        let stack = try SpecLoader.parse(yaml).screen(named: "list").layout.cell.stack
        #expect(stack.distribution == .equalSpacing)
        #expect(stack.layoutMargins == EdgeInsets(top: 4, left: 12, bottom: 4, right: 12) && stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.customSpacing == [.init(after: 0, spacing: 20)])
        #expect(stack.background == "systemGray6" && stack.cornerRadius == 10)
        guard case .label(let label) = stack.items[0] else { Issue.record("not a label"); return }
        #expect(label.paragraph.alignment == .center && label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5)
        #expect(label.background == "#FF000080")
        let plain = try SpecLoader.parse(Self.valid).screen(named: "list").layout.cell.stack
        #expect(plain.distribution == .fill && !plain.isLayoutMarginsRelativeArrangement && plain.layoutMargins == EdgeInsets(all: 8))
        #expect(plain.customSpacing.isEmpty && plain.background == "clear" && plain.cornerRadius == 0)
    }

    /// Margins without `layoutMarginsRelative: true` would do nothing in UIKit: refused, saying so.
    /// A custom spacing after no child, a scale factor above 1 and an unknown alignment or
    /// distribution name the key, the value and what is valid.
    @Test(arguments: [
        ("stack:\n", "stack:\n        layoutMargins: 8\n", "screens[0].cell.stack.layoutMargins", "only with layoutMarginsRelative: true"),
        (
            "stack:\n", "stack:\n        customSpacing: [{after: 3, spacing: 4}]\n", "screens[0].cell.stack.customSpacing[0].after",
            "after: 3 names no child; valid: 0...0"
        ),
        ("stack:\n", "stack:\n        customSpacing: [{after: 0}]\n", "screens[0].cell.stack.customSpacing[0]", "missing key 'spacing'"),
        (
            "style: body}", "style: body, minimumScaleFactor: 2}", "screens[0].cell.stack.items[0].label.minimumScaleFactor",
            "minimumScaleFactor 2 is out of range; valid: 0...1"
        ),
        ("style: body}", "style: body, alignment: centre}", "screens[0].cell.stack.items[0].label.alignment", "did you mean 'center'?"),
        ("stack:\n", "stack:\n        distribution: fillEqualy\n", "screens[0].cell.stack.distribution", "did you mean 'fillEqually'?"),
    ])
    func badLabelAndStackKeys(original: String, replacement: String, keyPath: String, expected: String) {
        let yaml = Self.valid.replacingOccurrences(of: original, with: replacement)
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(yaml) }
        #expect(error?.keyPath == keyPath, "\(String(describing: error))")
        #expect(error?.problem.contains(expected) == true, "\(String(describing: error))")
    }

    @Test func yamlSyntaxErrorHasALine() {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse("name: [unclosed\nscreens: 1\n") }
        #expect(error?.line != nil)
        #expect(error?.problem.hasPrefix("not valid YAML/JSON") == true)
    }

    @Test func jsonSpecsAreReadToo() throws {
        let json =
            #"{"name": "J", "screens": [{"name": "s", "layout": {"kind": "grid"}, "cell": {"stack": {"items": [{"label": {"text": "{t}"}}]}}, "items": [{"t": "x"}]}]}"#
        let suite = try SpecLoader.parse(json)
        #expect(suite.screens[0].layout.kind == .grid)
    }
}
