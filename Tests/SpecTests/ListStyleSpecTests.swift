import Spec
import Testing

/// A `list` layout's `style:` (docs/components.md "Lists and tables"): read into the layout
/// kind, the style's header and footer templates drawn unless the screen writes its own, and a
/// misspelt style or a style on another kind a spec error at its line.
@Suite struct ListStyleSpecTests {
    static func spec(layout: String, header: String = "") -> String {
        """
        name: Demo
        screens:
          - name: settings
            layout: \(layout)
            cell: {padding: 11, stack: {items: [{label: {text: "{title}"}}]}}\(header)
            sections: [{header: General, footer: About this section., items: [{title: One}]}]
        """
    }

    @Test func styleDecodesWithItsHeaderAndFooter() throws {
        let screen = try SpecLoader.parse(Self.spec(layout: "{kind: list, style: insetGrouped}")).screen(named: "settings")
        #expect(screen.layout.kind == .list(separatorInset: nil, style: .insetGrouped))
        #expect(screen.layout.supplementary == ListMetrics.header(.insetGrouped).template)
        #expect(screen.layout.footer == ListMetrics.footer(.insetGrouped).template)
    }

    /// Without a style, a list is what it always was: the headline header, footers drawn with it.
    @Test func noStyleKeepsTheOldDrawing() throws {
        let screen = try SpecLoader.parse(Self.spec(layout: "{kind: list}")).screen(named: "settings")
        #expect(screen.layout.kind == .list(separatorInset: nil, style: nil))
        #expect(screen.layout.supplementary == ScreenLayoutInput.defaultSupplementary)
        #expect(screen.layout.footer == nil)
    }

    /// A screen's own header template wins over the style's, and footers use it as before.
    @Test func ownHeaderTemplateWins() throws {
        let header = "\n    header: {padding: 4, stack: {items: [{label: {text: \"{text}\", style: title3}}]}}"
        let screen = try SpecLoader.parse(Self.spec(layout: "{kind: list, style: grouped}", header: header)).screen(named: "settings")
        #expect(screen.layout.supplementary.padding == EdgeInsets(all: 4))
        #expect(screen.layout.footer == nil)
    }

    @Test(arguments: [
        ("{kind: list, style: sidebar}", "unknown list style 'sidebar'", "plain, grouped, insetGrouped"),
        ("{kind: flow, style: grouped}", "style applies to a list layout", "'flow'"),
    ])
    func badStylesAreSpecErrors(layout: String, problem: String, detail: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(layout: layout), file: "demo.yaml") }
        #expect(error?.keyPath == "screens[0].layout.style")
        #expect(error?.line == 4)
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
        #expect(error?.problem.contains(detail) == true, "\(String(describing: error))")
    }
}
