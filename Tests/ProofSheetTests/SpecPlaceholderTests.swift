import Foundation
import ProofSheet
import Testing

/// A template's `{field}` that an item cannot fill is found once, as the spec is read, and
/// named at its place: file, line and column, key path, the item's index when one item lacks
/// it, the field and the fields there are.
@Suite struct SpecPlaceholderTests {
    /// A list whose label shows `{<label>}`, with the `items` given (YAML lines under `items:`).
    static func yaml(label: String = "title", items: String = "      - {title: One}\n      - {title: Two}") -> String {
        """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            cell:
              stack:
                items:
                  - label: {text: "Row {\(label)}", style: body}
            items:
        \(items)
        """
    }

    static func error(_ yaml: String) throws -> SpecError {
        try #require(#expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "demo.yaml") })
    }

    @Test func aFieldNoItemHasIsAtTheLabelWithTheItemsFields() throws {
        let error = try Self.error(Self.yaml(label: "titel"))
        #expect(error.keyPath == "screens[0].cell.stack.items[0].label.text")
        #expect(
            error.description
                == "demo.yaml:8:27: unknown item field 'titel' at screens[0].cell.stack.items[0].label.text; did you mean 'title'? Valid: title")
        let far = try Self.error(Self.yaml(label: "spaces", items: "      - {name: Wi-Fi, detail: On}"))
        #expect(far.description == "demo.yaml:8:27: unknown item field 'spaces' at screens[0].cell.stack.items[0].label.text. Valid: detail, name")
    }

    @Test func anItemWithoutAFieldOthersHaveIsAtThatItem() throws {
        let error = try Self.error(Self.yaml(items: "      - {title: One}\n      - {title: Two}\n      - {titel: Three}"))
        #expect(error.keyPath == "screens[0].items[2]")
        #expect(
            error.description
                == "demo.yaml:12:9: item 2 has no field 'title' at screens[0].items[2]; did you mean 'titel'? The text '{title}' at "
                + "screens[0].cell.stack.items[0].label.text (line 8) fills it from every item. Its fields: titel")
    }

    @Test func anItemOfASectionIsNamedWithItsSection() throws {
        let yaml = Self.yaml(items: "      - {title: One}").replacingOccurrences(
            of: "    items:\n      - {title: One}", with: "    sections:\n      - items: [{title: One}]\n      - items: [{title: Two}, {name: Three}]"
        )
        let error = try Self.error(yaml)
        #expect(error.keyPath == "screens[0].sections[1].items[1]")
        #expect(error.line == 11 && error.column == 31, "\(error)")
        #expect(error.problem.hasPrefix("item 1 of section 1 has no field 'title'. The text '{title}' at "), "\(error)")
        #expect(error.problem.hasSuffix(" fills it from every item. Its fields: name"), "\(error)")
        // The key path follows the first sentence.
        #expect(
            error.description.hasPrefix("demo.yaml:11:31: item 1 of section 1 has no field 'title' at screens[0].sections[1].items[1]. The text "))
    }

    @Test func aHeaderFillsOnlyItsSectionsValues() throws {
        let yaml = Self.yaml().replacingOccurrences(
            of: "    cell:\n", with: "    header:\n      stack: {items: [{label: {text: \"{titel}\", style: headline}}]}\n    cell:\n")
        let error = try Self.error(yaml)
        #expect(
            error.description
                == "demo.yaml:6:38: unknown header field 'titel' at screens[0].header.stack.items[0].label.text. Valid: count, text (the section's header or footer text, its count or its fields)"
        )
    }

    /// Items hold many fields at most a dozen are listed.
    @Test func aLongListOfFieldsIsCut() throws {
        let fields = (1...30).map { "f\($0): x" }.joined(separator: ", ")
        let error = try Self.error(Self.yaml(label: "spaces", items: "      - {\(fields)}"))
        #expect(error.problem.hasSuffix(" and 18 more"), "\(error)")
        #expect(error.description.utf8.count < 300)
    }

    /// The same mistake in Swift is one error before anything is rendered, not one per variant.
    @Test func aSwiftSuiteIsRefusedOnce() throws {
        let suite = Suite("Demo") {
            Screen("list", layout: .list()) {
                Cell { Stack { Label("{spaces}") } }
            } items: {
                ["name": "Wi-Fi"]
            }
        }
        let error = try #require(#expect(throws: SpecError.self) { try VariantRenderer(suite: suite) })
        #expect(error.keyPath == "screens[0].cell.stack.items[0].label.text")
        #expect(error.problem == "unknown item field 'spaces'. Valid: name")
        #expect(error.file == #filePath)
    }

    /// "unknown key 'foo'. Valid keys: …": the sentence ends before the list, and the key path
    /// comes before it.
    @Test func anUnknownKeyEndsItsSentenceBeforeTheValidKeys() throws {
        let error = try Self.error(
            Self.yaml().replacingOccurrences(of: "    layout: {kind: list}", with: "    layout: {kind: list}\n    zzzzzzzz: 1"))
        #expect(
            error.description.hasPrefix(
                "demo.yaml:5:15: unknown key 'zzzzzzzz' at screens[0].zzzzzzzz. Valid keys: name, devices, columns, background, appearances, "),
            "\(error)")
    }

    /// A flow cell that hugs its content with a vertical stack that fills: UIStackView's .fill
    /// stretches every child to the width offered, so hugging could do nothing. An error with
    /// the fix; leading alignment hugs.
    @Test func huggingNeedsAStackThatDoesNotFill() throws {
        let hugging = Self.yaml().replacingOccurrences(of: "{kind: list}", with: "{kind: flow}").replacingOccurrences(
            of: "    cell:\n", with: "    cell:\n      hugsContent: true\n")
        let error = try Self.error(hugging)
        #expect(error.keyPath == "screens[0].cell.hugsContent")
        #expect(error.line == 6)
        #expect(
            error.problem.hasPrefix("hugsContent needs the stack's alignment to be leading, center or trailing; it is fill, which stretches"),
            "\(error)")
        _ = try SpecLoader.parse(hugging.replacingOccurrences(of: "      stack:\n", with: "      stack:\n        alignment: leading\n"))
        // Vertical only from AX1 on: the error names where.
        let fromAX1 = hugging.replacingOccurrences(
            of: "      stack:\n", with: "      stack:\n        axis: horizontal\n        accessibilityAxis: vertical\n")
        #expect(try Self.error(fromAX1).problem.contains("; it is fill at AX1, AX2, AX3, AX4, AX5, which stretches"))
    }
}
