import Foundation
import ProofSheet
import ProofSheetSupport
import Testing
import Variants

/// What each piece of the Swift spec builder puts into the model, and that its modifiers change
/// the layout at the categories they name.
@Suite struct SwiftSpecBuilderTests {
    static func kinds(_ items: [TemplateElement]) -> [String] {
        items.map {
            switch $0 {
            case .label(let label): "label \(label.text)"
            case .image: "image"
            case .stack: "stack"
            case .spacer(let length): "spacer \(length.compact)"
            case .button(let button): "button \(button.title)"
            case .switch: "switch"
            case .segmentedControl(let control): "segmentedControl \(control.segments.joined(separator: ","))"
            case .searchField(let field): "searchField \(field.placeholder)"
            case .listContent(let content): "listContent \(content.style.rawValue) \(content.text)"
            }
        }
    }

    @Test(arguments: [true, false])
    func stacksTakeIfElseAndFor(withImage: Bool) {
        let stack = Stack {
            if withImage { Image(size: 44) } else { Spacer(minLength: 8) }
            for field in ["a", "b"] { Label("{\(field)}") }
            if !withImage { Stack { Label("{c}") } }
        }
        #expect(
            Self.kinds(stack.template.items) == (withImage ? ["image", "label {a}", "label {b}"] : ["spacer 8", "label {a}", "label {b}", "stack"]))
    }

    @Test func modifiersWriteTheSpecsHiddenFromAndRules() {
        let label = Label("{name}", style: .headline).lines(2, at: .accessibilitySizes).style(.body, at: .through(.small)).hidden(
            from: .accessibility5)
        #expect(label.template.hiddenFrom == .accessibilityExtraExtraExtraLarge)
        #expect(
            label.template.rules == [
                CategoryRule(from: .accessibilityMedium, changes: LabelTemplate.Changes(lines: 2)),
                CategoryRule(through: .small, changes: LabelTemplate.Changes(style: .body)),
            ])
        let stack = Stack(.horizontal) { Label("{name}") }.axis(.vertical, at: .accessibilitySizes).axis(.vertical, at: .from(.extraExtraExtraLarge))
        #expect(stack.template.accessibilityAxis == .vertical)
        #expect(stack.template.rules == [CategoryRule(from: .extraExtraExtraLarge, changes: StackTemplate.Changes(axis: .vertical))])
        let image = Image(size: 44).hidden(at: CategoryRange(from: .extraSmall, through: .small)).tappable()
        #expect(image.template.rules == [CategoryRule(through: .small, changes: ImageTemplate.Changes(hidden: true))])
        #expect(image.template.isTappable)
    }

    /// The label and stack modifiers of issue 35 write the keys a spec would; `layoutMargins`
    /// turns on the margin-relative arrangement a spec writes as `layoutMarginsRelative: true`.
    @Test func labelAndStackViewModifiersWriteTheSpecsKeys() {
        let label = Label("{name}").alignment(.center).adjustsFontSizeToFitWidth(minimumScaleFactor: 0.5).background("systemYellow")
        #expect(label.template.paragraph.alignment == .center && label.template.adjustsFontSizeToFitWidth)
        #expect(label.template.minimumScaleFactor == 0.5 && label.template.background == "systemYellow")
        let stack = Stack { Label("{name}") }.distribution(.equalCentering).layoutMargins().customSpacing(12, after: 0).background(
            "systemGray6", cornerRadius: 8)
        #expect(stack.template.distribution == .equalCentering)
        #expect(stack.template.layoutMargins == EdgeInsets(all: 8) && stack.template.isLayoutMarginsRelativeArrangement)
        #expect(stack.template.customSpacing == [StackTemplate.CustomSpacing(after: 0, spacing: 12)])
        #expect(stack.template.background == "systemGray6" && stack.template.cornerRadius == 8)
    }

    @Test func anAxisRuleTurnsTheStackFromItsFirstCategory() throws {
        let suite = Suite("Rows") {
            Screen("rows", layout: .list()) {
                Cell {
                    Stack(.horizontal, spacing: 8) {
                        Image(size: 20)
                        Label("{title}")
                    }
                    .axis(.vertical, at: .from(.extraExtraExtraLarge))
                }
            } items: {
                ["title": "One"]
            }
        }
        let renderer = try VariantRenderer(suite: suite)
        func labelFrame(at category: ContentSizeCategory) throws -> Rect {
            let variant = try #require(VariantMatrix(suite: renderer.suite).variants(VariantFilter(categories: [category])).first)
            return try renderer.layout(variant).elements[0].content.labels[0].frame
        }
        #expect(try labelFrame(at: .extraExtraLarge).origin == Point(x: 28, y: 0))  // beside the image
        #expect(try labelFrame(at: .extraExtraExtraLarge).origin == Point(x: 0, y: 28))  // below it
    }

    @Test func sectionsKeepTheirHeadersAndTheirKeyPaths() throws {
        let german = try LanguageTag(parsing: "de")
        let more: [Item] = [["title": "More"]]
        let suite = Suite("Sections") {
            Screen("sections", layout: .grid()) {
                Cell { Stack { Label("{title}") } }
            } sections: {
                Section(header: "First") {
                    for number in 1...3 { ["title": "Item \(number)"] }
                    more
                }
                Section(footer: "Last") {
                    ["title": .perLanguage([german: "Hallo"])]
                }
            }
        }
        #expect(suite.screens[0].texts.map(\.items.count) == [4, 1])
        #expect(suite.screens[0].layout.sections[0].items.map { $0["title"] } == ["Item 1", "Item 2", "Item 3", "More"])
        #expect(suite.screens[0].layout.sections[0].header == "First" && suite.screens[0].layout.sections[1].footer == "Last")
        let error = try #require(#expect(throws: SpecError.self) { try suite.validate() })
        #expect(error.keyPath == "screens[0].sections[1].items[0].title")
        #expect(error.problem.hasPrefix("no text in the source language 'en'"))
    }

    /// `.list(style:)` is the spec's `style:`: the kind carries it, section text is drawn with the
    /// style's header and footer, and a screen's own `headerCell` still wins.
    @Test func listStyleTakesTheStylesHeaderAndFooter() throws {
        let styled = Screen("settings", layout: .list(style: .insetGrouped)) {
            Cell { Stack { Label("{title}") } }
        } sections: {
            Section(header: "General", footer: "About") { ["title": "One"] }
        }
        #expect(styled.layout.kind == .list(separatorInset: nil, style: .insetGrouped))
        #expect(styled.layout.supplementary == ListMetrics.header(.insetGrouped).template)
        #expect(styled.layout.footer == ListMetrics.footer(.insetGrouped).template)
        let custom = Screen("custom", layout: .list(style: .grouped), headerCell: Cell { Stack { Label("{text}") } }) {
            Cell { Stack { Label("{title}") } }
        } items: {
            ["title": "One"]
        }
        #expect(custom.layout.supplementary != ListMetrics.header(.grouped).template && custom.layout.footer == nil)
    }

    /// An item's text may be a `String` variable, as a literal may: the item is plain text. (This
    /// test is also the compile check: `["title": name]` with `name: String` builds.)
    @Test func itemsTakeStringVariablesAsTheyTakeLiterals() throws {
        let name = "Wi-Fi"
        let names = ["Bluetooth", "Cellular"]
        let plain: [[String: String]] = [["title": "Hotspot"]]
        let suite = Suite("Variables") {
            Screen("variables", layout: .list()) {
                Cell { Stack { Label("{title}") } }
            } items: {
                ["title": name]
                for other in names { ["title": other, "detail": "\(other.count) letters"] }
                plain
                ["title": "Literal", "detail": .stringKey("literal.detail")]
            }
        }
        let items = suite.screens[0].texts[0].items
        #expect(items.map { $0["title"] } == [.plain("Wi-Fi"), .plain("Bluetooth"), .plain("Cellular"), .plain("Hotspot"), .plain("Literal")])
        #expect(items[1]["detail"] == .plain("9 letters"))
    }

    @Test func theSuiteGivesItsLanguagesAndSystemFontToItsScreens() throws {
        func screen(_ name: String, languages: [String] = []) -> Screen {
            Screen(name, layout: .list(), languages: languages) {
                Cell { Stack { Label("{title}") } }
            } items: {
                ["title": "One"]
            }
        }
        let suite = Suite("Languages", systemFont: "DejaVu Sans", languages: ["en", "ar"]) {
            screen("inherits")
            screen("own", languages: ["ja"])
        }
        #expect(suite.screens.map { $0.languages.map(\.identifier) } == [["en", "ar"], ["ja"]])
        #expect(suite.screens.allSatisfy { $0.layout.systemFontFamily == "DejaVu Sans" } && suite.systemFontFamily == "DejaVu Sans")
    }

    @Test func devicePresetsAndCustomWidthsAreTheSpecs() throws {
        #expect(Device.iPhoneSE == (try Device.preset(named: "iPhone SE")))
        #expect(Device.iPadMini.landscape == (try Device.preset(named: "iPad mini landscape")))
        #expect(Device.iPhone16.landscape.landscape == Device.iPhone16.landscape)
        #expect(Device.custom(width: 320) == Device(name: "width 320", size: Size(width: 320, height: 1000), scale: 2))
    }

    /// Display Zoom on the SE (docs/devices.md): 320 × 568 pt at UIKit scale 2, with the unzoomed
    /// SE's 20 pt status bar and safe area, found by its full and short names and turned to landscape.
    @Test func zoomedSEIsThe320PointScreenWithTheSEsChrome() throws {
        let zoomed = Device.iPhoneSEZoomed
        #expect(zoomed == (try Device.preset(named: "iPhone SE zoomed")))
        #expect(zoomed.name == "iPhone SE (3rd generation) zoomed" && zoomed.slug == "iphone-se-3rd-generation-zoomed")
        #expect(zoomed.size == Size(width: 320, height: 568) && zoomed.scale == 2)
        #expect(zoomed.chrome == DeviceChrome(screenHeight: 568, statusBarHeight: 20, safeArea: EdgeInsets(top: 20), hasHomeIndicator: false))
        #expect(zoomed.landscape.name == "iPhone SE (3rd generation) zoomed landscape")
        #expect(zoomed.landscape.size == Size(width: 568, height: 320))
        #expect(zoomed.landscape.chrome == DeviceChrome(screenHeight: 320, statusBarHeight: 0, safeArea: .zero, hasHomeIndicator: false))
        #expect(Device.iPhoneSE == (try Device.preset(named: "iPhone SE")) && Device.iPhoneSE.size.width == 375)
    }

    /// `meaningByColor()` on a label and an image writes what `meaningByColor: true` does in YAML.
    @Test func meaningByColorIsTheSpecsKey() throws {
        let yaml = try SpecLoader.parse(
            """
            name: Status
            screens:
              - name: builds
                layout: {kind: list}
                cell:
                  stack:
                    items:
                      - image: {symbol: {name: checkmark.circle}, meaningByColor: true}
                      - label: {text: "{title}", meaningByColor: true}
                      - label: {text: "{note}"}
                items: [{title: One, note: main}]
            """)
        let items = yaml.screens[0].layout.cell.stack.items
        guard case .image(let image) = items[0], case .label(let label) = items[1], case .label(let plain) = items[2] else {
            Issue.record("\(items)")
            return
        }
        #expect(image.meaningByColor && label.meaningByColor && !plain.meaningByColor)
        #expect(Image(systemName: "checkmark.circle").meaningByColor().template.meaningByColor)
        #expect(Label("{title}").meaningByColor().template == label)
        #expect(!Label("{title}").meaningByColor(false).template.meaningByColor)
    }

    @Test func widthBreakpointsAreSortedAsASpecsAre() throws {
        let yaml = try SpecLoader.parse(
            """
            name: Columns
            screens:
              - name: grid
                columns: {byWidth: [{minWidth: 900, columns: 3}, {minWidth: 0, columns: 1}, {minWidth: 500, columns: 2}], accessibility: 1}
                layout: {kind: grid}
                cell: {stack: {items: [{label: {text: "{title}"}}]}}
                items: [{title: One}]
            """)
        #expect(ColumnRule.byWidth([900: 3, 0: 1, 500: 2], accessibility: 1) == yaml.screens[0].columns)
        #expect((3 as ColumnRule) == .fixed(3))
    }
}
