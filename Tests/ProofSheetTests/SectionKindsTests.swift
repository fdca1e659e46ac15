import Foundation
import Layout
import ProofSheet
import ProofSheetSupport
import TestSupport
import Testing
import Variants

/// Headers and footers drawn per section with a kind of cell the section names (`headerCell:
/// banner`), filled from the section's own values (`fields:`, `{text}`, `{count}`): exact
/// frames in every layout, the texts laid out, and the errors of a bad name or field.
@Suite struct SectionKindsTests {
    /// A 400 pt wide screen in `layout`: the screen's header is 50 pt tall; section 0 draws its
    /// header with `banner` (a 100 pt image), its footer with `note` (30 pt); section 1 keeps
    /// the screen's header. Cells are 60 pt tall.
    static func sectionsSpec(layout: String, columns: Int = 1) -> String {
        """
        name: Sections
        screens:
          - name: sections
            devices: [{width: 400}]
            columns: \(columns)
            layout: {kind: \(layout)}
            header: {height: 50, stack: {items: [{label: {text: "{text}"}}]}}
            cell: {padding: 8, stack: {items: [{image: {size: 44}}]}}
            cells:
              banner: {background: "{tint}", stack: {items: [{image: {size: [80, 100]}}, {label: {text: "{title}: {count} · {text}"}}]}}
              note: {height: 30, stack: {items: [{label: {text: "{text}"}}]}}
            sections:
              - {header: First, headerCell: banner, footerCell: note, fields: {title: Drinks, tint: "#FF0000"}, footer: Last,
                 items: [{title: A}, {title: B}]}
              - {header: Second, items: [{title: C}]}
        """
    }

    static func elements(_ yaml: String) throws -> [ScreenElement] {
        let renderer = try VariantRenderer(suite: SpecLoader.parse(yaml, file: "sections.yaml"), specPath: "/nonexistent/sections.yaml")
        return try renderer.layout(VariantRenderingTests.variant(renderer, category: .large)).elements
    }

    static func error(_ yaml: String) throws -> SpecError {
        try #require(#expect(throws: SpecError.self) { try SpecLoader.parse(yaml, file: "sections.yaml") })
    }

    /// Each header and footer sizes by its own kind's content in every layout: the banner is its
    /// 100 pt image and a line of 17 pt body text (20.5 pt at @2x) tall, the note 30 pt, the
    /// screen's header 50 pt.
    @Test(arguments: ["list", "flow", "grid", "masonry"])
    func aSectionsHeaderAndFooterTakeTheirKindsHeights(layout: String) throws {
        let supplementary = try Self.elements(Self.sectionsSpec(layout: layout)).filter { $0.kind != .cell }
        #expect(supplementary.map(\.kind) == [.header, .footer, .header])
        #expect(supplementary.map(\.frame.height) == [120.5, 30, 50])
        #expect(supplementary.map(\.frame.width) == [400, 400, 400])
    }

    /// FRH-6 still holds beside a section's own header: a row is as tall as its tallest cell.
    @Test func aGridRowStillTakesItsTallestCellsHeight() throws {
        let yaml = Self.sectionsSpec(layout: "grid", columns: 2).replacingOccurrences(
            of: "[{title: A}, {title: B}]", with: "[{title: A}, {title: B, text: Note, cell: note}]")
        let cells = try Self.elements(yaml).filter { $0.kind == .cell }
        #expect(cells.map(\.frame.height) == [60, 60, 60])
        #expect(cells[0].frame.y == 120.5 && cells[1].frame.y == 120.5)
    }

    @Test func theSectionsValuesFillItsHeader() throws {
        let elements = try Self.elements(Self.sectionsSpec(layout: "list"))
        let banner = try #require(elements.first { $0.kind == .header })
        #expect(banner.content.labels.map(\.text) == ["Drinks: 2 · First"])
        let suite = try SpecLoader.parse(Self.sectionsSpec(layout: "list"), file: "sections.yaml")
        let layout = suite.screens[0].layout
        #expect(layout.template(of: .header, section: 0, item: 0).background == "#FF0000")
        #expect(layout.templateKey(of: .header, section: 0, item: 0) == "cells.banner")
        #expect(layout.templateKey(of: .footer, section: 0, item: 0) == "cells.note")
        #expect(layout.templateKey(of: .header, section: 1, item: 0) == "header")
        #expect(layout.sectionTemplates.first?.filledBy == "screens[0].sections[0]")
    }

    /// A section that names a header kind has a header without header text: `{text}` is empty.
    @Test func aHeaderKindNeedsNoHeaderText() throws {
        let yaml = Self.sectionsSpec(layout: "list").replacingOccurrences(of: "{header: First, ", with: "{")
        let banner = try #require(try Self.elements(yaml).first { $0.kind == .header })
        #expect(banner.content.labels.map(\.text) == ["Drinks: 2 · "])
    }

    @Test func anUnknownHeaderKindIsAnErrorAtTheSection() throws {
        let error = try Self.error(Self.sectionsSpec(layout: "list").replacingOccurrences(of: "headerCell: banner", with: "headerCell: baner"))
        #expect(error.keyPath == "screens[0].sections[0].headerCell")
        #expect(error.problem == "unknown kind of cell 'baner'; did you mean 'banner'? Valid: banner, default, note")
    }

    @Test func aFieldTheSectionLacksIsAnErrorAtTheSection() throws {
        // A value other than label text: checked when the template is filled.
        let tint = try Self.error(Self.sectionsSpec(layout: "list").replacingOccurrences(of: ", tint: \"#FF0000\"", with: ""))
        #expect(tint.keyPath == "screens[0].sections[0].headerCell")
        #expect(
            tint.problem
                == "the section has no field 'tint'; did you mean 'text'? Its headerCell cells.banner takes '{tint}' from the section's fields, text and count;"
                + " its fields: count, text, title")
        // Label text: checked against every section that shows the header.
        let yaml = Self.sectionsSpec(layout: "list")
            .replacingOccurrences(of: "{header: Second, items", with: "{header: Second, headerCell: note, footerCell: banner, items")
        let title = try Self.error(yaml)
        #expect(title.keyPath == "screens[0].sections[1].footerCell")
        #expect(title.problem.hasPrefix("the section has no field 'tint'; did you mean 'text'? Its footerCell cells.banner"))
        let label = try Self.error(
            Self.sectionsSpec(layout: "list").replacingOccurrences(of: "text: \"{text}\"}}]}}\n    cell:", with: "text: \"{title}\"}}]}}\n    cell:"))
        #expect(label.keyPath == "screens[0].sections[1]")
        #expect(
            label.problem
                == "section 1 has no field 'title'. The text '{title}' at screens[0].header.stack.items[0].label.text (line 7) fills its header"
                + " from the section's fields. Its fields: count, text")
        let unknown = try Self.error(Self.sectionsSpec(layout: "list").replacingOccurrences(of: "{count} ·", with: "{cuont} ·"))
        #expect(unknown.keyPath == "screens[0].cells.banner.stack.items[1].label.text")
        #expect(unknown.problem.hasPrefix("unknown cells.banner field 'cuont'; did you mean 'count'? Valid: count, text, tint, title"))
    }

    @Test func aSectionFieldMayNotBeNamedTextOrCount() throws {
        let error = try Self.error(Self.sectionsSpec(layout: "list").replacingOccurrences(of: "{title: Drinks,", with: "{count: 3, title: Drinks,"))
        #expect(error.keyPath == "screens[0].sections[0].fields.count")
        #expect(
            error.problem
                == "'count' is the section's own number of items, which header and footer templates show as '{count}'; name the field otherwise")
    }

    /// A header kind refuses a width of its own as the screen's header does.
    @Test func aHeaderKindTakesNoWidthOfItsOwn() throws {
        let error = try Self.error(
            Self.sectionsSpec(layout: "flow").replacingOccurrences(of: "note: {height: 30,", with: "note: {width: 100, height: 30,"))
        #expect(error.keyPath == "screens[0].cells.note.width")
    }

    @Test func aSwiftSectionNamesItsHeaderKindAndValues() throws {
        func suite(kind: String) -> Suite {
            Suite("Sections") {
                Screen(
                    "sections", layout: .list(),
                    cells: [
                        "banner": Cell {
                            Stack {
                                Image(width: 80, height: 100); Label("{title} ({count})")
                            }
                        }
                    ]
                ) {
                    Cell(padding: EdgeInsets(all: 8)) { Stack { Image(size: 44) } }
                } sections: {
                    Section(fields: ["title": "Drinks"], headerCell: kind) { ["title": "A"] }
                }
            }
        }
        let renderer = try VariantRenderer(suite: suite(kind: "banner"))
        let elements = try renderer.layout(VariantRenderingTests.variant(renderer, category: .large)).elements
        #expect(elements.map(\.kind) == [.header, .cell])
        // The banner's 100 pt image and a line of body text (20⅓ pt at @3x).
        #expect(elements.map { ($0.frame.height * 3).rounded() } == [361, 180])
        #expect(elements[0].content.labels.map(\.text) == ["Drinks (1)"])
        let error = try #require(#expect(throws: SpecError.self) { try suite(kind: "baner").validate() })
        #expect(error.keyPath == "screens[0].sections[0].headerCell")
        #expect(error.problem == "unknown kind of cell 'baner'; did you mean 'banner'? Valid: banner, default")
    }
}
