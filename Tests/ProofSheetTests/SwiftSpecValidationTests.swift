import Foundation
import ProofSheet
import Testing

/// A suite built in Swift is checked as a spec is read: each value a spec would refuse is a
/// thrown ``SpecError`` with the same key path and problem as the same mistake in YAML.
@Suite struct SwiftSpecValidationTests {
    /// One mistake written both ways.
    struct Mistake: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var swift: Suite
        var testDescription: String { name }
    }

    /// A one-screen spec, its parts replaceable.
    static func yaml(
        name: String = "list", devices: String = "[iPhone 16]", columns: String = "1", languages: String = "[en]",
        background: String = "systemBackground",
        stack: String = "spacing: 8", label: String = "{text: \"{title}\", style: body}", image: String = "{size: 44}", padding: String = "8"
    ) -> String {
        """
        name: Demo
        languages: \(languages)
        screens:
          - name: \(name)
            devices: \(devices)
            columns: \(columns)
            background: \(background)
            layout: {kind: list}
            cell:
              padding: \(padding)
              stack:
                \(stack)
                items:
                  - image: \(image)
                  - label: \(label)
            items:
              - {title: One}
        """
    }

    /// The same screen in Swift.
    static func swift(
        name: String = "list", devices: [Device] = [.iPhone16], columns: ColumnRule = 1, languages: [String] = ["en"],
        background: String = "systemBackground", spacing: Double = 8, label: Label = Label("{title}", style: .body),
        image: ProofSheet.Image = Image(size: 44), padding: EdgeInsets = EdgeInsets(all: 8), width: Double? = nil, hugsContent: Bool = false,
        stack: (Stack) -> Stack = { $0 }
    ) -> Suite {
        Suite("Demo", languages: languages) {
            Screen(name, devices: devices, columns: columns, layout: .list(), background: background) {
                Cell(padding: padding, width: width, hugsContent: hugsContent) {
                    stack(
                        Stack(spacing: spacing) {
                            image
                            label
                        })
                }
            } items: {
                ["title": "One"]
            }
        }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "lines out of range", yaml: yaml(label: "{text: \"{title}\", lines: -1}"), swift: swift(label: Label("{title}", lines: -1))),
        Mistake(
            name: "unknown colour", yaml: yaml(label: "{text: \"{title}\", color: secondaryLable}"),
            swift: swift(label: Label("{title}", color: "secondaryLable"))),
        Mistake(name: "negative spacing", yaml: yaml(stack: "spacing: -4"), swift: swift(spacing: -4)),
        Mistake(name: "negative padding", yaml: yaml(padding: "{top: -1}"), swift: swift(padding: EdgeInsets(top: -1))),
        Mistake(name: "aspect ratio", yaml: yaml(image: "{aspectRatio: 0}"), swift: swift(image: Image(aspectRatio: 0))),
        Mistake(name: "image size", yaml: yaml(image: "{size: [44, 200000]}"), swift: swift(image: Image(width: 44, height: 200_000))),
        Mistake(
            name: "backwards range", yaml: yaml(label: "{text: \"{title}\", rules: [{from: AX5, through: L, lines: 2}]}"),
            swift: swift(label: Label("{title}").lines(2, at: CategoryRange(from: .accessibility5, through: .large)))
        ),
        Mistake(
            name: "rule value", yaml: yaml(stack: "rules: [{from: AX1, spacing: -2}]"),
            swift: swift(stack: { $0.spacing(-2, at: .accessibilitySizes) })
        ),
        Mistake(name: "device twice", yaml: yaml(devices: "[iPhone 16, iPhone 16]"), swift: swift(devices: [.iPhone16, .iPhone16])),
        Mistake(name: "list cell width", yaml: yaml(padding: "8\n      width: 5000"), swift: swift(width: 5000)),
        Mistake(name: "list cell hugging", yaml: yaml(padding: "8\n      hugsContent: true"), swift: swift(hugsContent: true)),
        Mistake(
            name: "custom device", yaml: yaml(devices: "[{width: 0}]"), swift: swift(devices: [.custom(width: 0)])
        ),
        Mistake(name: "screen name", yaml: yaml(name: "'a/b'"), swift: swift(name: "a/b")),
        Mistake(name: "column count", yaml: yaml(columns: "{default: 101}"), swift: swift(columns: ColumnRule(base: 101))),
        Mistake(name: "counts twice", yaml: yaml(columns: "{counts: [2, 2]}"), swift: swift(columns: ColumnRule(counts: [2, 2]))),
        Mistake(name: "background", yaml: yaml(background: "'#12'"), swift: swift(background: "#12")),
        Mistake(name: "language tag", yaml: yaml(languages: "[en, 'e n']"), swift: swift(languages: ["en", "e n"])),
        Mistake(name: "language twice", yaml: yaml(languages: "[de, de]"), swift: swift(languages: ["de", "de"])),
        Mistake(name: "placeholder", yaml: yaml(label: "{text: \"{titel}\"}"), swift: swift(label: Label("{titel}"))),
    ]

    @Test func theBaseScreenIsValidBothWays() throws {
        _ = try SpecLoader.parse(Self.yaml(), file: "demo.yaml")
        try Self.swift().validate()
    }

    @Test(arguments: mistakes)
    func aMistakeIsTheSameErrorInSwiftAsInYAML(mistake: Mistake) throws {
        let yaml = try #require(#expect(throws: SpecError.self) { try SpecLoader.parse(mistake.yaml, file: "demo.yaml") })
        let swift = try #require(#expect(throws: SpecError.self) { try mistake.swift.validate() })
        #expect(swift.keyPath == yaml.keyPath)
        // A problem that refers to another place (the first of two names that collide) gives the
        // line of it in YAML; a Swift suite has no lines.
        #expect(swift.problem == yaml.problem.replacingOccurrences(of: #" \(line \d+\)"#, with: "", options: .regularExpression))
        #expect(swift.file == #filePath, "a Swift suite's errors name the file it is written in")
        #expect(swift.line == nil)
    }

    @Test func screensMustHaveNamesOfTheirOwn() throws {
        let suite = Suite("Demo") {
            Self.swift().screens[0]
            Self.swift(name: "LIST").screens[0]
        }
        let error = try #require(#expect(throws: SpecError.self) { try suite.validate() })
        #expect(error.keyPath == "screens[1].name")
        #expect(
            error.problem == "screen 'LIST' and screen 'list' at screens[0].name would share the folder 'list'; give each screen a name of its own")
    }

    @Test func aSourceLanguageIsNoPseudolanguage() throws {
        let suite = Suite("Demo", sourceLanguage: "double-length") { Self.swift().screens[0] }
        let error = try #require(#expect(throws: SpecError.self) { try suite.validate() })
        #expect(error.keyPath == "sourceLanguage")
    }

    @Test func anInvalidSuiteIsRefusedBeforeAnythingIsRendered() throws {
        let suite = Self.swift(label: Label("{title}", lines: Int.max))
        let error = try #require(#expect(throws: SpecError.self) { try VariantRenderer(suite: suite) })
        #expect(
            error.description.contains(
                "lines 9223372036854775807 is out of range at screens[0].cell.stack.items[1].label.lines; valid: 0...1000 lines, a whole number (0 = unlimited)"
            ))
    }
}
