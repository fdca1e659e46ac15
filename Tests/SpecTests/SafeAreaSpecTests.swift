import Spec
import Testing

/// The safe-area keys of a screen's `layout:` (docs/layout-rules.md §5): UIKit's defaults when
/// left out, each key read into ``SafeAreaInsetting``, and a misspelt value a spec error at its
/// line naming the valid values.
@Suite struct SafeAreaSpecTests {
    static func spec(layout: String) -> String {
        """
        name: Demo
        screens:
          - name: wide
            devices: [iPhone 16 landscape]
            layout: \(layout)
            cell: {padding: 8, stack: {items: [{label: {text: "{title}", style: body}}]}}
            items: [{title: One}]
        """
    }

    @Test func defaultsAreUIKits() throws {
        let screen = try SpecLoader.parse(Self.spec(layout: "{kind: list}")).screen(named: "wide")
        #expect(screen.layout.safeArea == .uikitDefault)
        #expect(screen.layout.safeArea.contentInsetAdjustment == .automatic)
        #expect(screen.layout.safeArea.insetsContentViewsToSafeArea)
        #expect(screen.layout.safeArea.sectionInsetReference == .contentInset)
    }

    @Test func keysDecode() throws {
        let list = try SpecLoader.parse(Self.spec(layout: "{kind: list, insetsContentViewsToSafeArea: false}")).screen(named: "wide")
        #expect(list.layout.safeArea == SafeAreaInsetting(insetsContentViewsToSafeArea: false))
        let flow = try SpecLoader.parse(Self.spec(layout: "{kind: flow, sectionInsetReference: safeArea}")).screen(named: "wide")
        #expect(flow.layout.safeArea == SafeAreaInsetting(sectionInsetReference: .safeArea))
        let grid = try SpecLoader.parse(Self.spec(layout: "{kind: grid, contentInsetAdjustmentBehavior: Always}")).screen(named: "wide")
        #expect(grid.layout.safeArea == SafeAreaInsetting(contentInsetAdjustment: .always))
    }

    @Test(arguments: [
        (
            "{kind: flow, sectionInsetReference: layoutMargins}", "sectionInsetReference",
            "unknown section inset reference 'layoutMargins'", "contentInset, safeArea"
        ),
        (
            "{kind: grid, contentInsetAdjustmentBehavior: never}", "contentInsetAdjustmentBehavior",
            "unknown content inset adjustment behavior 'never'", "automatic, always"
        ),
    ])
    func unknownValuesAreSpecErrors(layout: String, key: String, problem: String, valid: String) {
        let error = #expect(throws: SpecError.self) { try SpecLoader.parse(Self.spec(layout: layout), file: "demo.yaml") }
        #expect(error?.keyPath == "screens[0].layout.\(key)")
        #expect(error?.line == 5)
        #expect(error?.problem.contains(problem) == true, "\(String(describing: error))")
        #expect(error?.problem.contains(valid) == true, "\(String(describing: error))")
    }
}
