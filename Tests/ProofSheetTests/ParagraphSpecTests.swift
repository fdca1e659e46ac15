import ProofSheet
import Testing

/// A label's paragraph style in a spec: per label, and as defaults per text style (`textStyles:`).
@Suite struct ParagraphSpecTests {
    static func spec(label: String, textStyles: String = "") -> String {
        """
        name: Paragraphs
        \(textStyles)
        screens:
          - name: list
            layout: {kind: list}
            cell: {stack: {items: [{label: \(label)}]}}
            items: [{t: "Sent the slides and the notes from Friday, and the agenda for Monday."}]
        """
    }

    static func label(_ yaml: String) throws -> LabelTemplate {
        let suite = try SpecLoader.parse(yaml)
        guard case .label(let label) = suite.screens[0].layout.cell.stack.items[0] else {
            Issue.record("the cell's first element is not a label")
            return LabelTemplate(text: "")
        }
        return label
    }

    @Test func labelsDefaultToUIKitsParagraphStyle() throws {
        #expect(try Self.label(Self.spec(label: "{text: '{t}', style: body}")).paragraph == .standard)
    }

    @Test func everyParagraphKeyIsRead() throws {
        let label = try Self.label(
            Self.spec(
                label: """
                    {text: '{t}', style: body, lineHeight: hig, lineHeightMultiple: 1.2, minimumLineHeight: 18, maximumLineHeight: 40, lineSpacing: 3, kern: -0.4, hyphenation: true}
                    """))
        #expect(
            label.paragraph
                == ParagraphStyle(
                    lineHeight: .hig, lineHeightMultiple: 1.2, minimumLineHeight: 18, maximumLineHeight: 40, lineSpacing: 3, kern: -0.4,
                    hyphenation: true
                ))
    }

    /// `textStyles:` sets defaults for every label of a style; a label's own keys win.
    @Test func textStyleDefaultsApplyToTheirStyleAndLabelsOverrideThem() throws {
        let defaults = "textStyles:\n  body: {lineHeight: hig, kern: -0.4}\n  caption1: {lineSpacing: 2}"
        let body = try Self.label(Self.spec(label: "{text: '{t}', style: body, kern: 0.5}", textStyles: defaults))
        #expect(body.paragraph == ParagraphStyle(lineHeight: .hig, kern: 0.5))
        let headline = try Self.label(Self.spec(label: "{text: '{t}', style: headline}", textStyles: defaults))
        #expect(headline.paragraph == .standard)
        let caption = try Self.label(Self.spec(label: "{text: '{t}', style: caption1}", textStyles: defaults))
        #expect(caption.paragraph == ParagraphStyle(lineSpacing: 2))
    }

    /// With `lineHeight: hig`, body at Large lays out at its 22 pt HIG leading per line.
    @Test func higLineHeightLaysOutAtTheLeading() throws {
        let suite = try SpecLoader.parse(Self.spec(label: "{text: '{t}', style: body, lineHeight: hig}"))
        let measurer = ExampleLayoutTests.measurer
        let variant = Variant(screen: "list", device: try Device.preset(named: "iPhone 16"), category: .large, columns: 1)
        let label = try #require(try suite.layout(variant, measurer: measurer).elements.first?.content.labels.first)
        #expect(label.lineCount == 2)
        #expect(label.frame.height == 44)
        #expect(label.font.lineHeight == 22)
    }

    @Test(arguments: [
        ("lineHeight: tall", "unknown line height 'tall'"),
        ("kern: 1000", "kern 1000 is out of range"),
        ("lineSpacing: -1", "lineSpacing -1 is out of range"),
        ("lineHeightMultiple: .nan", "lineHeightMultiple nan is not a finite number"),
        ("hyphenation: maybe", "expected true or false"),
    ])
    func badParagraphValuesAreSpecErrors(setting: String, expected: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(label: "{text: '{t}', style: body, \(setting)}")) }
        #expect(error?.problem.contains(expected) == true, "\(String(describing: error))")
    }

    @Test func unknownTextStyleOrKeyInTextStylesIsASpecError() {
        let style = #expect(throws: SpecError.self) {
            try SpecLoader.parse(Self.spec(label: "{text: x}", textStyles: "textStyles: {bodyy: {kern: 1}}"))
        }
        #expect(style?.problem.contains("did you mean 'body'?") == true)
        #expect(style?.keyPath == "textStyles.bodyy")
        let key = #expect(throws: SpecError.self) {
            try SpecLoader.parse(Self.spec(label: "{text: x}", textStyles: "textStyles: {body: {kernn: 1}}"))
        }
        #expect(key?.problem.contains("unknown key 'kernn'; did you mean 'kern'?") == true)
    }
}
