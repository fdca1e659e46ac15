import Foundation
import TestSupport
import Testing

@testable import Layout
@testable import ProofSheet

/// Each VoiceOver audit rule (docs/audit.md, "VoiceOver rules") on a small spec that triggers it
/// and one beside it that does not, by rule id, element and categories; and the rules in SARIF and
/// JUnit as every other rule.
@Suite struct VoiceOverAuditRuleTests {
    static let all = ContentSizeCategory.allCases.filter { $0 != .unspecified }

    /// The audit of a one-screen spec on an iPhone 16 in the light appearance: `cell` and `items`
    /// (YAML, indented for a screen), laid out as `layout`, in `languages`.
    func audit(cell: String, items: String, layout: String = "{kind: grid}", languages: String = "[en]") throws -> AuditReport {
        let spec = """
            name: VoiceOver
            screens:
              - name: spoken
                devices: [iPhone 16]
                appearances: [light]
                languages: \(languages)
                layout: \(layout)
                cell:
            \(cell)
                items:
            \(items)
            """
        let folder = try ScratchFolder("voiceover-audit")
        let file = folder.file("voiceover.yaml")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let session = try SnapshotSession(specPath: file.path, options: .init(snapshots: folder.url, jobs: 2))
        return try session.audit()
    }

    func findings(_ rule: AuditRule, cell: String, items: String, layout: String = "{kind: grid}", languages: String = "[en]") throws
        -> [AuditFinding.AcrossSizes]
    {
        try audit(cell: cell, items: items, layout: layout, languages: languages).findings.filter { $0.rule == rule }
    }

    static func element(_ item: Int, _ path: String = "") -> AuditElement {
        AuditElement(kind: .cell, section: 0, item: item, templatePath: path)
    }

    /// A tappable image without a label is no element, so VoiceOver cannot reach it; an image made
    /// an element without a label reads only "Image."; a labelled tappable image and a decorative
    /// image (neither tappable nor an element) are not reported.
    @Test func imagesAndTappablesWithoutLabels() throws {
        let cell = """
                  stack:
                    axis: horizontal
                    items:
                      - image: {symbol: "{first}", size: 44, tappable: true}
                      - image: {symbol: star, size: 44, accessibility: {isAccessibilityElement: true}}
                      - image: {symbol: heart, size: 44}
                      - image: {symbol: gear, size: 44, tappable: true, accessibility: {label: Settings}}
            """
        let found = try findings(.missingAccessibilityLabel, cell: cell, items: "      - {first: trash}")
        #expect(found.map(\.element) == [Self.element(0, "stack.items[0].image"), Self.element(0, "stack.items[1].image")])
        #expect(found.allSatisfy { $0.categories == Self.all && $0.severity == .error })
        #expect(found[0].detail.contains("VoiceOver cannot reach it"))
        #expect(found[1].detail == "an image has no accessibility label: VoiceOver reads 'Image.'")
        #expect(found[0].location.keyPath == "screens[0].cell.stack.items[0].image")
    }

    /// A tappable grid cell of one unlabelled photo has nothing VoiceOver reads; the same cell
    /// with a caption is read through its caption.
    @Test func aTappableCellWithNothingToRead() throws {
        let cell = """
                  tappable: true
                  stack:
                    items:
                      - image: {aspectRatio: 1.5}
            """
        let found = try findings(.missingAccessibilityLabel, cell: cell, items: "      - {title: Pasta}")
        #expect(found.map(\.element) == [Self.element(0)])
        #expect(found.first?.location.keyPath == "screens[0].cell")
        let captioned = cell + "\n          - label: {text: \"{title}\"}"
        #expect(try findings(.missingAccessibilityLabel, cell: captioned, items: "      - {title: Pasta}").isEmpty)
    }

    /// A button titled with a symbol's name reads "chevron dot right"; a tappable stack labelled
    /// `square.and.arrow.up` likewise; a button titled "Share" or titled "v1.2" is not a name.
    @Test func buttonsLabelledWithSymbolNames() throws {
        let cell = """
                  stack:
                    items:
                      - button: {title: "{first}"}
                      - stack:
                          tappable: true
                          accessibility: {isAccessibilityElement: true, label: square.and.arrow.up}
                          items:
                            - image: {symbol: square.and.arrow.up, size: 44}
                      - label: {text: "{first}"}
            """
        let found = try findings(.symbolNameLabel, cell: cell, items: "      - {first: chevron.right}\n      - {first: Share}\n      - {first: v1.2}")
        #expect(
            found.map(\.element) == [
                Self.element(0, "stack.items[0].button"), Self.element(0, "stack.items[1].stack"), Self.element(1, "stack.items[1].stack"),
                Self.element(2, "stack.items[1].stack"),
            ])
        #expect(found[0].detail == "a button's label 'chevron.right' is a symbol's name: VoiceOver reads 'chevron dot right'")
        #expect(found.allSatisfy { $0.severity == .warning && $0.categories == Self.all })
        // The label showing the same text is not tappable: no finding on it.
        #expect(!found.contains { $0.element.templatePath == "stack.items[2].label" })
    }

    /// Two labels of a cell reading the same (an image labelled with the title beside it) are
    /// reported on the second; different labels are not.
    @Test func duplicateLabelsInOneCell() throws {
        let cell = """
                  stack:
                    items:
                      - image: {aspectRatio: 1.5, accessibility: {label: "{photo}"}}
                      - label: {text: "{title}"}
            """
        let found = try findings(
            .duplicateAccessibilityLabel, cell: cell, items: "      - {title: Pasta, photo: pasta}\n      - {title: Pasta, photo: A bowl of pasta}")
        #expect(found.map(\.element) == [Self.element(0, "stack.items[1].label")])
        #expect(found.first?.detail == "reads 'Pasta', as stack.items[0].image does: VoiceOver says it twice in one cell")
        #expect(found.first?.categories == Self.all)
    }

    /// A label whose text is empty for one item is a stop that says nothing; a label with text is not.
    @Test func emptyStops() throws {
        let cell = """
                  stack:
                    items:
                      - label: {text: "{title}"}
                      - label: {text: "{subtitle}"}
            """
        let found = try findings(
            .emptyAccessibilityLabel, cell: cell, items: "      - {title: Pasta, subtitle: \"\"}\n      - {title: Curry, subtitle: Hot}")
        #expect(found.map(\.element) == [Self.element(0, "stack.items[1].label")])
        #expect(found.first?.severity == .warning)
    }

    /// A grid cell of four labels is four stops, over the maximum of three; the same cell in a
    /// list is one combined stop, and a grid cell whose stack is an element is one stop.
    @Test func aCellReadAsManyStops() throws {
        let items = "      - {a: One, b: Two, c: Three, d: Four}"
        func cell(combined: Bool) -> String {
            """
                      stack:
                        accessibility: {isAccessibilityElement: \(combined)}
                        items:
                          - label: {text: "{a}"}
                          - label: {text: "{b}"}
                          - label: {text: "{c}"}
                          - label: {text: "{d}"}
            """
        }
        let found = try findings(.cellReadAsManyStops, cell: cell(combined: false), items: items)
        #expect(found.map(\.element) == [Self.element(0)])
        #expect(found.first?.measured == ["stops": 4, "maximum": 3])
        #expect(found.first?.detail == "VoiceOver stops 4 times in the cell (more than 3): 'One.', 'Two.', 'Three.', 'Four.'")
        #expect(found.first?.location.keyPath == "screens[0].cell")
        #expect(try findings(.cellReadAsManyStops, cell: cell(combined: false), items: items, layout: "{kind: list}").isEmpty)
        #expect(try findings(.cellReadAsManyStops, cell: cell(combined: true), items: items).isEmpty)
    }

    /// A cell template sets its own maximum (`maximumVoiceOverStops`): four stops pass at 4 and
    /// are reported at 3 (the default) with the template's number in the finding; at 1 a cell of
    /// two labels is reported. Values outside 1...1000 or not whole are refused with the key
    /// path, the value and the range.
    @Test func aCellSaysHowManyStopsItIsMeantToHave() throws {
        func cell(_ maximum: String?, labels: Int) -> String {
            """
                      \(maximum.map { "maximumVoiceOverStops: \($0)" } ?? "padding: 0")
                      stack:
                        items:
            """ + (0..<labels).map { "\n                      - label: {text: \"{l\($0)}\"}" }.joined()
        }
        let items = "      - {l0: One, l1: Two, l2: Three, l3: Four}"
        #expect(try findings(.cellReadAsManyStops, cell: cell("4", labels: 4), items: items).isEmpty)
        let atThree = try findings(.cellReadAsManyStops, cell: cell("3", labels: 4), items: items)
        #expect(atThree.first?.measured == ["stops": 4, "maximum": 3])
        let atOne = try findings(.cellReadAsManyStops, cell: cell("1", labels: 2), items: items)
        #expect(atOne.first?.measured == ["stops": 2, "maximum": 1])
        #expect(atOne.first?.detail == "VoiceOver stops 2 times in the cell (more than 1): 'One.', 'Two.'")
        #expect(try findings(.cellReadAsManyStops, cell: cell(nil, labels: 3), items: items).isEmpty)

        for bad in ["0", "-2", "2.5", "many", "1001"] {
            let error = #expect(throws: (any Error).self) { try audit(cell: cell(bad, labels: 2), items: items) }
            let message = "\(error.map { String(describing: $0) } ?? "")"
            #expect(message.contains("screens[0].cell.maximumVoiceOverStops"), "\(bad): \(message)")
            #expect(message.contains("valid: 1...1000 stops, a whole number"), "\(bad): \(message)")
        }
        // A word in place of a number names the file, line and column, the key path, the value and the range.
        let many = #expect(throws: (any Error).self) { try audit(cell: cell("many", labels: 2), items: items) }
        #expect(
            "\(many.map { String(describing: $0) } ?? "")".hasSuffix(
                "voiceover.yaml:9:34: expected a number (valid: 1...1000 stops, a whole number) but found 'many' at screens[0].cell.maximumVoiceOverStops"
            ))
    }

    /// A row "Name · Time" whose time has sortPriority 1 is read time first against the row's
    /// order, in English left to right and in Arabic, where the row is mirrored and runs right to
    /// left, alike; priorities that follow the row (name 2, time 1) and none at all are not reported.
    @Test func readingOrderAgainstTheRow() throws {
        func cell(name: Double, time: Double) -> String {
            """
                      stack:
                        axis: horizontal
                        items:
                          - label: {text: "{name}", accessibility: {sortPriority: \(name)}}
                          - label: {text: "{time}", accessibility: {sortPriority: \(time)}}
            """
        }
        let items = "      - {name: Ana, time: \"09:41\"}"
        let timeFirst = try findings(.readingOrderMismatch, cell: cell(name: 0, time: 1), items: items, layout: "{kind: list}")
        #expect(timeFirst.map(\.element) == [Self.element(0, "stack.items[1].label")])
        #expect(
            timeFirst.first?.detail
                == "read before 'Ana' (stack.items[0].label), which is before it in their row, read leading to trailing: sortPriority 1 against 0")
        // The stack turns vertical at no size, so every category.
        #expect(timeFirst.first?.categories == Self.all)

        let mirrored = try findings(.readingOrderMismatch, cell: cell(name: 0, time: 1), items: items, languages: "[en, ar]")
        #expect(mirrored.map(\.element) == [Self.element(0, "stack.items[1].label"), Self.element(0, "stack.items[1].label")])
        #expect(mirrored.map(\.language) == ["en", "ar"])
        // One wording for both directions, so a group across en and ar says what is true of each.
        #expect(mirrored.map(\.detail) == Array(repeating: timeFirst.first?.detail, count: 2))
        #expect(try findings(.readingOrderMismatch, cell: cell(name: 2, time: 1), items: items, languages: "[en, ar]").isEmpty)
        // An element with no label is named by what it is, not as ''.
        let unlabelled = try findings(
            .readingOrderMismatch,
            cell: cell(name: 0, time: 1).replacingOccurrences(
                of: "- label: {text: \"{name}\", accessibility: {sortPriority: 0.0}}",
                with: "- image: {symbol: star, size: 20, accessibility: {isAccessibilityElement: true}}"), items: items)
        #expect(
            unlabelled.map(\.detail) == [
                "read before an unlabelled image (stack.items[0].image), which is before it in their row, read leading to trailing: sortPriority 1 against 0"
            ])
        #expect(try findings(.readingOrderMismatch, cell: cell(name: 0, time: 0), items: items, languages: "[en, ar]").isEmpty)
    }

    /// A list cell that is only a title2 label is a heading read without the header trait; with
    /// `traits: [header]` it is not reported, nor is a tappable row or a title above a body text.
    @Test func titlesWithoutTheHeaderTrait() throws {
        let items = "      - {title: Desserts, body: Sweet things}"
        let title = """
                  stack:
                    items:
                      - label: {text: "{title}", style: title2}
            """
        let found = try findings(.headerWithoutTrait, cell: title, items: items, layout: "{kind: list}")
        #expect(found.map(\.element) == [Self.element(0, "stack.items[0].label")])
        #expect(found.first?.severity == .warning && found.first?.categories == Self.all)
        #expect(found.first?.detail == "the cell is one title2 title read without the header trait: VoiceOver's headings rotor skips it")
        let marked = title.replacingOccurrences(of: "style: title2}", with: "style: title2, accessibility: {traits: [header]}}")
        #expect(try findings(.headerWithoutTrait, cell: marked, items: items, layout: "{kind: list}").isEmpty)
        let row = "      tappable: true\n" + title
        #expect(try findings(.headerWithoutTrait, cell: row, items: items, layout: "{kind: list}").isEmpty)
        let card = title + "\n          - label: {text: \"{body}\"}"
        #expect(try findings(.headerWithoutTrait, cell: card, items: items, layout: "{kind: list}").isEmpty)
    }

    /// A one-line label cut with an ellipsis is a note (VoiceOver reads it whole) at the same
    /// categories as its `truncated-text` warning; a label hidden from VoiceOver is not read.
    @Test func truncatedTextIsReadInFull() throws {
        let text = "A sentence long enough to need more than one line on any iPhone at any size at all, surely"
        let cell = """
                  stack:
                    items:
                      - label: {text: "{text}", lines: 1}
                      - label: {text: "{text}", lines: 1, accessibility: {hidden: true}}
            """
        let report = try audit(cell: cell, items: "      - {text: \"\(text)\"}", layout: "{kind: list}")
        let notes = report.findings.filter { $0.rule == .truncatedTextReadInFull }
        #expect(notes.map(\.element) == [Self.element(0, "stack.items[0].label")])
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.measured["characters"] == Double(text.count))
        let truncated = report.findings.filter { $0.rule == .truncatedText && $0.element.templatePath == "stack.items[0].label" }
        #expect(notes.first?.categories == truncated.first?.categories && truncated.first?.categories == Self.all)
    }

    /// SARIF lists the new rules with their level and source among the driver's rules and writes
    /// their results with the rule id; JUnit names them in test cases (failing only errors at
    /// `--fail-on error`).
    @Test func sarifAndJUnitCarryTheRules() throws {
        let cell = """
                  stack:
                    axis: horizontal
                    items:
                      - image: {symbol: trash, size: 44, tappable: true}
                      - label: {text: "{title}", lines: 1}
            """
        let report = try audit(cell: cell, items: "      - {title: \"A title long enough to need more than one line on an iPhone at any size\"}")
        let sarif = try #require(try JSONSerialization.jsonObject(with: try report.sarif()) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in [AuditRule.missingAccessibilityLabel, .truncatedTextReadInFull, .symbolNameLabel, .readingOrderMismatch] {
            let entry = try #require(rules.first { $0["id"] as? String == rule.rawValue }, "\(rule)")
            #expect((entry["defaultConfiguration"] as? [String: Any])?["level"] as? String == rule.severity.rawValue)
            #expect(entry["helpUri"] as? String == rule.helpURI)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        let missing = try #require(results.first { $0["ruleId"] as? String == "missing-accessibility-label" })
        #expect(missing["level"] as? String == "error")
        #expect(results.contains { $0["ruleId"] as? String == "truncated-text-read-in-full" && $0["level"] as? String == "note" })

        let junit = report.junit(failOn: .error)
        #expect(junit.contains(#"name="missing-accessibility-label item 0 stack.items[0].image"#))
        #expect(junit.contains(#"name="truncated-text-read-in-full item 0 stack.items[1].label"#))
    }
}
