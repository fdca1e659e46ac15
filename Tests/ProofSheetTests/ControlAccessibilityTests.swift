import Foundation
import Layout
import ProofSheet
import TestSupport
import Testing
import Variants

@testable import Spec

/// The `accessibility` key on buttons, switches, segmented controls, search fields and list
/// content (docs/voiceover.md, "Properties a spec writes"): each control's default reading, the
/// spec's properties over it, and item texts (segment titles, a search field's placeholder) in
/// the variant's language.
@Suite struct ControlAccessibilityTests {
    static func spec(button: String, switchProperties: String = ", accessibility: {label: Wi-Fi, hint: \"{hint}\"}", listContent: String)
        -> String
    {
        """
        name: Controls
        screens:
          - name: controls
            devices: [iPhone 16]
            languages: [en, de]
            layout: {kind: grid}
            cell:
              stack:
                spacing: 8
                items:
                  - button: {title: "", image: {symbol: heart}\(button)}
                  - switch: {isOn: true\(switchProperties)}
                  - segmentedControl: {segments: ["{day}", "{week}"], selectedSegmentIndex: 1}
                  - searchField: {placeholder: "{prompt}", showsCancelButton: true}
                  - listContent: {text: "{name}", secondaryText: Online\(listContent)}
            items:
              - {favourite: {en: Favourite, de: Favorit}, hint: {en: Turns Wi-Fi on or off., de: Schaltet WLAN ein oder aus.}, day: {en: Day, de: Tag}, week: {en: Week, de: Woche}, prompt: {en: Search, de: Suchen}, name: Ana}

        """
    }

    /// What VoiceOver speaks for the one cell of `spec`, in `language`, in reading order.
    func spoken(_ spec: String, language: String) throws -> [String] {
        let folder = try ScratchFolder("control-accessibility")
        let renderer = try VariantRenderer(specPath: try folder.write(Array(spec.utf8), to: "controls.yaml").path)
        let screen = renderer.suite.screens[0]
        let variant = Variant(
            screen: screen.name, device: screen.devices[0], category: .large, columns: 1, appearance: .light,
            language: try LanguageTag(parsing: language))
        return try renderer.layout(variant).voiceOverElements().map(\.spoken)
    }

    /// With properties: the icon-only button reads its label (from an item's text per language)
    /// and hint, the switch its label and hint over "On"; without: UIKit's defaults, the button
    /// no label, the switch only its state, list content its texts one by one. The segments read
    /// their titles (the selected one "Selected"), the search field its placeholder, the cancel
    /// button its title; segment titles and the placeholder from items are in the variant's
    /// language.
    @Test func propertiesOverEachControlsDefaults() throws {
        let labelled = Self.spec(
            button: ", accessibility: {label: \"{favourite}\", hint: Adds it to your favourites.}",
            listContent: ", accessibility: {label: \"{name}, available\"}")
        #expect(
            try spoken(labelled, language: "en") == [
                "Favourite. Button. Adds it to your favourites.", "Wi-Fi, On. Switch button. Turns Wi-Fi on or off.", "Day. Button.",
                "Week. Button. Selected.", "Search. Search field.", "Cancel. Button.", "Ana, available.",
            ])
        #expect(
            try spoken(labelled, language: "de") == [
                "Favorit. Taste. Adds it to your favourites.", "Wi-Fi, Ein. Schalter. Schaltet WLAN ein oder aus.", "Tag. Taste.",
                "Woche. Taste. Ausgewählt.", "Suchen. Suchfeld.", "Cancel. Taste.", "Ana, available.",
            ])
        let plain = Self.spec(button: "", switchProperties: "", listContent: "")
        #expect(
            try spoken(plain, language: "en") == [
                "Button.", "On. Switch button.", "Day. Button.", "Week. Button. Selected.", "Search. Search field.", "Cancel. Button.", "Ana.",
                "Online.",
            ])
    }

    /// `traits` replace the control's default traits (a disabled button's `notEnabled` too), a
    /// switch's written `value` is kept in every language, `hidden` takes a control out and
    /// `isAccessibilityElement: true` makes a segmented control one element combining its
    /// segments.
    @Test func traitsValuesHidingAndCombining() throws {
        let spec = """
            name: Controls
            screens:
              - name: controls
                devices: [iPhone 16]
                languages: [en, de]
                layout: {kind: grid}
                cell:
                  stack:
                    spacing: 8
                    items:
                      - button: {title: Next, isEnabled: false, accessibility: {traits: [link]}}
                      - switch: {accessibility: {label: Alarm, value: "{time}"}}
                      - segmentedControl: {segments: [Day, Week], accessibility: {isAccessibilityElement: true, value: Week}}
                      - searchField: {accessibility: {hidden: true}, showsCancelButton: true}
                items:
                  - {time: "07:00"}

            """
        #expect(try spoken(spec, language: "en") == ["Next. Link.", "Alarm, 07:00. Switch button.", "Day, Week, Week. Button."])
        #expect(try spoken(spec, language: "de") == ["Next. Link.", "Alarm, 07:00. Schalter.", "Day, Week, Week. Taste."])
    }

    /// An icon-only button has no label and is a `missing-accessibility-label` finding; given
    /// `accessibility: {label: Favourite}` it has none; a button titled with a symbol's name is a
    /// `symbol-name-label` finding until it is given a label.
    @Test func theAuditIsSatisfiedByALabel() throws {
        let rules = VoiceOverAuditRuleTests()
        func cell(_ button: String) -> String {
            """
                      stack:
                        items:
                          - button: \(button)
            """
        }
        let items = "      - {name: Ana}"
        let bare = try rules.findings(.missingAccessibilityLabel, cell: cell("{title: \"\", image: {symbol: heart}}"), items: items)
        #expect(bare.map(\.element) == [VoiceOverAuditRuleTests.element(0, "stack.items[0].button")])
        #expect(bare.first?.detail == "a button has no accessibility label: VoiceOver reads 'Button.'")
        let labelled = cell("{title: \"\", image: {symbol: heart}, accessibility: {label: Favourite}}")
        #expect(try rules.findings(.missingAccessibilityLabel, cell: labelled, items: items).isEmpty)
        #expect(try rules.findings(.symbolNameLabel, cell: cell("{title: heart.fill}"), items: items).count == 1)
        #expect(try rules.findings(.symbolNameLabel, cell: cell("{title: heart.fill, accessibility: {label: Favourite}}"), items: items).isEmpty)
    }

    /// Bar items take `accessibility` too: an icon item's label in each language (text per
    /// language, resolved as a title is), a toolbar item's hint, a tab's hint; a hidden tab is
    /// not read.
    @Test func barItemsTakeTheKey() throws {
        let spec = """
            name: Bars
            screens:
              - name: inbox
                devices: [iPhone 16]
                languages: [en, de]
                layout: {kind: list}
                cell: {stack: {items: [{label: {text: "{title}"}}]}}
                items: [{title: One}]
                navigationBar: {title: Inbox, trailing: [{symbol: plus, accessibility: {label: {en: Add, de: Hinzufügen}}}]}
                toolbar: {items: [{symbol: trash, accessibility: {label: Delete, hint: "Deletes {it}."}}]}
                tabBar:
                  items:
                    - {title: Home, symbol: house, accessibility: {hint: Shows home.}}
                    - {title: Mail, symbol: envelope, accessibility: {hidden: true}}

            """
        #expect(
            try spoken(spec, language: "en") == [
                "Inbox. Heading.", "Add. Button.", "One.", "Delete. Button. Deletes {it}.", "Selected, Home, Tab, 1 of 2. Shows home.",
            ])
        #expect(try spoken(spec, language: "de").prefix(2) == ["Inbox. Überschrift.", "Hinzufügen. Taste."])
        let item = BarButtonItemSpec(symbol: "plus").accessibility(label: "Add", hint: "Adds one.")
        #expect(item.accessibilityLabel == "Add" && item.accessibility.hint == "Adds one." && item.accessibility.label == nil)
        #expect(TabBarItemSpec(title: "Home").accessibility(hidden: true).accessibility.isHidden)
    }

    /// An icon bar button item whose symbol's name is read (`square.and.arrow.up`) is a
    /// `symbol-name-label` finding at its key path; labelled, it is not.
    @Test func anIconBarItemNeedsALabel() throws {
        func findings(_ item: String) throws -> [AuditFinding.AcrossSizes] {
            let spec = """
                name: Bars
                screens:
                  - name: inbox
                    devices: [iPhone 16]
                    appearances: [light]
                    layout: {kind: list}
                    cell: {stack: {items: [{label: {text: "{title}"}}]}}
                    items: [{title: One}]
                    navigationBar: {title: Inbox, trailing: [\(item)]}

                """
            let folder = try ScratchFolder("bar-audit")
            let file = folder.file("bars.yaml")
            try spec.write(to: file, atomically: true, encoding: .utf8)
            let session = try SnapshotSession(specPath: file.path, options: .init(snapshots: folder.url, jobs: 1))
            return try session.audit().findings.filter { $0.rule == .symbolNameLabel || $0.rule == .missingAccessibilityLabel }
        }
        let bare = try findings("{symbol: square.and.arrow.up}")
        #expect(bare.map(\.rule) == [.symbolNameLabel])
        #expect(bare.first?.element.templatePath == "navigationBar.trailing[0]")
        #expect(
            bare.first?.detail == "a bar item's label 'square.and.arrow.up' is a symbol's name: VoiceOver reads 'square dot and dot arrow dot up'")
        #expect(try findings("{symbol: square.and.arrow.up, accessibility: {label: Share}}").isEmpty)
    }

    /// An unknown key under a control's `accessibility` is refused naming the valid keys.
    @Test func aControlsAccessibilityKeysAreChecked() throws {
        let spec = Self.spec(button: ", accessibility: {lable: Favourite}", listContent: "")
        let error = #expect(throws: (any Error).self) { try spoken(spec, language: "en") }
        let message = error.map { String(describing: $0) } ?? ""
        #expect(message.contains("screens[0].cell.stack.items[0].button.accessibility.lable"), "\(message)")
        #expect(message.contains("hint"), "\(message)")
    }

    /// The Swift DSL's `.accessibility(...)` on each control sets the template's properties.
    @Test func theSwiftDSLSetsTheProperties() {
        let properties = AccessibilityProperties(label: "Favourite", hint: "Adds it.", traits: [.button, .selected])
        #expect(Button("").accessibility(label: "Favourite", hint: "Adds it.", traits: [.button, .selected]).template.accessibility == properties)
        #expect(Switch().accessibility(label: "Favourite", hint: "Adds it.", traits: [.button, .selected]).template.accessibility == properties)
        #expect(
            SegmentedControl(["a"]).accessibility(label: "Favourite", hint: "Adds it.", traits: [.button, .selected]).template.accessibility
                == properties)
        #expect(SearchField().accessibility(label: "Favourite", hint: "Adds it.", traits: [.button, .selected]).template.accessibility == properties)
        #expect(
            ListContent(text: "a").accessibility(label: "Favourite", hint: "Adds it.", traits: [.button, .selected]).template.accessibility
                == properties)
        #expect(Switch().accessibility(hidden: true).template.accessibility.isHidden)
    }
}
