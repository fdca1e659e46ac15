import Foundation
import ProofSheet
import TestSupport
import Testing

/// The accept list: its format read and written, every error located and explained, names
/// resolved to variants.
@Suite struct AcceptListTests {
    static let example = """
        # ProofSheet accept list. Record exactly these baselines with: proofsheet accept <this file>
        spec: Examples/recipes.yaml
        snapshots: Snapshots
        scale: 1
        accept:
          - recipes/recipe-grid/iphone-16/1col-large
          - recipes/recipe-grid/iphone-16/2col-accessibilityExtraExtraExtraLarge-page02

        """

    static let suite = try! SpecLoader.parse(
        """
        name: Demo
        screens:
          - name: list
            layout: {kind: list}
            appearances: [light, dark]
            cell:
              stack:
                items:
                  - label: {text: "{title}", style: body}
            items:
              - {title: One}
        """)

    @Test func readsTheReportsFormat() throws {
        let list = try AcceptList.parse(Self.example)
        #expect(
            list
                == AcceptList(
                    spec: "Examples/recipes.yaml", snapshots: "Snapshots", scale: 1,
                    names: [
                        "recipes/recipe-grid/iphone-16/1col-large", "recipes/recipe-grid/iphone-16/2col-accessibilityExtraExtraExtraLarge-page02",
                    ]
                ))
        let defaults = try AcceptList.parse("spec: a.yaml\naccept: [demo/list/iphone-16/1col-large]\n")
        #expect(defaults.snapshots == "Snapshots")
        #expect(defaults.scale == 1)
    }

    @Test func textIsTheFormatAndReadsBackUnchanged() throws {
        #expect(try AcceptList.parse(Self.example).text == Self.example)
        let awkward = AcceptList(
            spec: "my specs/a: b #1.yaml", snapshots: "true", scale: 3,
            names: ["2024/list/iphone-16/1col-large@3x", "say \"hi\"\\now", "-leading", "", "./relative", "émoji/ok"]
        )
        #expect(try AcceptList.parse(awkward.text) == awkward)
    }

    @Test(arguments: [
        ("spec: a.yaml\naccept: [x\n", "list.yaml:3:1: not valid YAML/JSON"),
        (
            "spec: a.yaml\nscael: 2\naccept: [x]\n",
            "list.yaml:2:8: unknown key 'scael' at scael; did you mean 'scale'? Valid keys: spec, snapshots, scale, accept"
        ),
        ("accept: [x]\n", "list.yaml:1:1: missing key 'spec'"),
        ("spec: ''\naccept: [x]\n", "list.yaml:1:7: the spec path is empty at spec"),
        ("spec: a.yaml\nscale: 4\naccept: [x]\n", "list.yaml:2:8: scale 4 is out of range at scale; valid: 1, 2, 3"),
        ("spec: a.yaml\nscale: two\naccept: [x]\n", "list.yaml:2:8: scale must be one number at scale; valid: 1, 2, 3"),
        ("spec: a.yaml\nscale: [1]\naccept: [x]\n", "list.yaml:2:8: scale must be one number at scale; valid: 1, 2, 3"),
        ("spec: [a]\naccept: [x]\n", "list.yaml:1:7: spec must be one path at spec; the spec as given to check, such as spec: Examples/recipes.yaml"),
        ("spec: a.yaml\nsnapshots: {a: b}\naccept: [x]\n", "list.yaml:2:12: snapshots must be one path at snapshots; the baselines folder"),
        (
            "spec: a.yaml\naccept: foo\n",
            """
            list.yaml:2:9: accept must be a list of baseline names at accept; \
            one per line below accept: starting with '- ', such as '  - recipes/recipe-grid/iphone-16/1col-large'
            """
        ),
        ("spec: a.yaml\naccept:\n", "list.yaml:2:8: accept must be a list of baseline names at accept; one per line below accept:"),
        ("spec: a.yaml\naccept:\n  - {x: y}\n", "list.yaml:3:5: accept must be a list of baseline names at accept[0]"),
        ("- spec: a.yaml\n", "list.yaml:1:1: an accept list must be keys with values; spec, snapshots, scale and accept"),
        ("spec: a.yaml\naccept: []\n", "list.yaml:2:9: the list accepts nothing at accept; name at least one baseline"),
        ("spec: a.yaml\n", "list.yaml:1:1: missing key 'accept'"),
        ("# nothing\n", "list.yaml: the accept list is empty; it needs spec and accept"),
    ])
    func errorsNameTheFileLineKeyAndWhatIsValid(text: String, expected: String) {
        let error = #expect(throws: SpecError.self) { try AcceptList.parse(text, file: "list.yaml") }
        #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "no error")")
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: SpecError.self) { try AcceptList.load(path: "/nonexistent/accept.yaml") }
        #expect(error?.description == "/nonexistent/accept.yaml: cannot read the file: No such file or directory")
    }

    @Test func duplicatesAreReportedOnce() {
        let list = AcceptList(spec: "a.yaml", names: ["a", "b", "a", "a", "b", "c"])
        #expect(list.duplicateNames == ["a", "b"])
    }

    @Test func namesResolveToTheirVariantsInMatrixOrder() throws {
        let list = AcceptList(
            spec: "demo.yaml",
            names: [
                "demo/list/iphone-16/1col-accessibilityMedium-dark", "demo/list/iphone-16/1col-large-page02", "demo/list/iphone-16/1col-large-page01",
            ])
        let variants = try list.variants(of: Self.suite, file: "list.yaml")
        #expect(variants.map(\.fileStem) == ["1col-large", "1col-accessibilityMedium-dark"])
        let atTwo = AcceptList(spec: "demo.yaml", scale: 2, names: ["demo/list/iphone-16/1col-large-page03@2x"])
        #expect(try atTwo.variants(of: Self.suite, file: "list.yaml").map(\.fileStem) == ["1col-large"])
    }

    @Test func anUnknownNameIsLocatedWithTheClosestName() {
        let list = AcceptList(spec: "demo.yaml", names: ["demo/list/iphone-16/1col-large", "demo/list/iphone-16/1col-lrage-dark-page02"])
        let error = #expect(throws: SpecError.self) { try list.variants(of: Self.suite, file: "list.yaml") }
        #expect(
            error?.description == """
                list.yaml: no variant of demo.yaml at scale 1 is named 'demo/list/iphone-16/1col-lrage-dark-page02' at accept[1]; \
                did you mean 'demo/list/iphone-16/1col-large-dark-page02'? Names are baseline paths under Snapshots without .png, \
                such as 'demo/list/iphone-16/1col-extraSmall'
                """)

        let wrongScale = AcceptList(spec: "demo.yaml", scale: 2, names: ["demo/list/iphone-16/1col-large"])
        let scaleError = #expect(throws: SpecError.self) { try wrongScale.variants(of: Self.suite, file: "list.yaml") }
        #expect(
            scaleError?.description.contains(
                "at scale 2 is named 'demo/list/iphone-16/1col-large' at accept[0]; did you mean 'demo/list/iphone-16/1col-large@2x'?") == true)
    }

    @Test func pageNamesAreCheckedAgainstThePagesRenderedNow() throws {
        let renderer = try VariantRenderer(suite: Self.suite, specPath: "demo.yaml")
        let fits = AcceptList(spec: "demo.yaml", names: ["demo/list/iphone-16/1col-large", "demo/list/iphone-16/1col-large-dark"])
        #expect(throws: Never.self) {
            try fits.checkPages(of: fits.variants(of: Self.suite, file: "list.yaml"), renderer: renderer, file: "list.yaml")
        }

        let paged = AcceptList(spec: "demo.yaml", names: ["demo/list/iphone-16/1col-large", "demo/list/iphone-16/1col-large-dark-page02"])
        let error = #expect(throws: SpecError.self) {
            try paged.checkPages(of: paged.variants(of: Self.suite, file: "list.yaml"), renderer: renderer, file: "list.yaml")
        }
        #expect(
            error?.description.hasPrefix(
                """
                list.yaml: no page the variant renders now is named 'demo/list/iphone-16/1col-large-dark-page02' at accept[1]; \
                did you mean 'demo/list/iphone-16/1col-large-dark'? Nothing was written. A variant taller than 32,767 px is split
                """) == true, "\(error?.description ?? "no error")")
    }

    @Test func pathsAreCheckedAgainstTheCurrentDirectory() throws {
        let folder = try ScratchFolder("accept-list")
        let spec = folder.file("demo.yaml").path
        try Data().write(to: URL(fileURLWithPath: spec))

        let noSpec = #expect(throws: SpecError.self) { try AcceptList(spec: "no-such-spec.yaml", names: ["x"]).checkPaths(file: "list.yaml") }
        #expect(
            noSpec?.description == """
                list.yaml: the spec 'no-such-spec.yaml' does not exist (relative to the current directory, \
                \(FileManager.default.currentDirectoryPath)) at spec
                """)
        let noFolder = #expect(throws: SpecError.self) {
            try AcceptList(spec: spec, snapshots: folder.file("Snapshotz").path, names: ["x"]).checkPaths(file: "list.yaml")
        }
        #expect(noFolder?.keyPath == "snapshots")
        #expect(throws: Never.self) { try AcceptList(spec: spec, snapshots: folder.path, names: ["x"]).checkPaths(file: "list.yaml") }
    }
}
