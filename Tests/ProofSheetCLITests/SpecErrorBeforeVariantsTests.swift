import Foundation
import TestSupport
import Testing

/// A spec error known before any variant runs (a font family no font declares, names whose
/// folders are one on macOS, a width the layout ignores) stops every command that reads specs
/// with one short line naming the file and line, exit 2, and nothing written: no report, no
/// folder, no baseline.
@Suite struct SpecErrorBeforeVariantsTests {
    let scratch: ScratchFolder
    var folder: URL { scratch.url }
    var out: String { folder.appendingPathComponent("out").path }
    var snapshots: String { folder.appendingPathComponent("Snapshots").path }

    init() throws {
        scratch = try ScratchFolder("spec-error")
    }

    /// A two-screen spec; `label` is the label's mapping, `extra` more cell keys.
    static func spec(
        name: String = "Demo", screens: [String] = ["one", "two"], label: String = "{text: \"{title}\"}", layout: String = "list", cell: String = ""
    ) -> String {
        "name: \(name)\nscreens:\n"
            + screens.map { screen in
                """
                  - name: \(screen)
                    layout: {kind: \(layout)}
                    cell:
                      padding: 8\(cell)
                      stack: {items: [{label: \(label)}]}
                    items: [{title: One}, {title: Two}]

                """
            }.joined()
    }

    func write(_ yaml: String, to name: String = "spec.yaml") throws -> String {
        try scratch.write(Array(yaml.utf8), to: name).path
    }

    /// Each command that reads a spec, writing where it writes.
    func commands(_ spec: String) -> [[String]] {
        [
            ["check", spec, "--snapshots", snapshots, "--out", out, "--record", "missing"],
            ["record", spec, "--snapshots", snapshots],
            ["audit", spec, "--output", out + "/audit.json", "--format", "json"],
            ["audit", spec, "--output", out, "--evidence", "larger-text"],
            ["sheet", spec, "--output", out],
        ]
    }

    /// Runs every command on `spec`: each exits 2 with exactly `line` on stderr and nothing on
    /// stdout, and leaves no output folder, file or baseline behind.
    func expectRefusedByEveryCommand(_ spec: String, with line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for arguments in commands(spec) {
            let run = try CLIRunner.run(arguments: arguments)
            #expect(run.status == 2, "\(arguments[0]): \(run.stderr)", sourceLocation: sourceLocation)
            #expect(run.stderr == "proofsheet: \(line)\n", "\(arguments)", sourceLocation: sourceLocation)
            #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)", sourceLocation: sourceLocation)
            #expect(run.stderr.utf8.count < 400 + spec.utf8.count, "\(arguments): \(run.stderr.utf8.count) bytes", sourceLocation: sourceLocation)
            #expect(run.stderr.components(separatedBy: spec).count == 2, "the spec is named once", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: out), "\(arguments) wrote \(out)", sourceLocation: sourceLocation)
            #expect(!FileManager.default.fileExists(atPath: snapshots), "\(arguments) wrote \(snapshots)", sourceLocation: sourceLocation)
        }
    }

    @Test func anUnknownFontFamilyIsOneLineAtItsPlaceAndWritesNothing() throws {
        let spec = try write(Self.spec(label: "{text: \"{title}\", font: {family: Comic Sans, size: 14}}"))
        let run = try CLIRunner.run(arguments: commands(spec)[0])
        let message = run.stderr.trimmingCharacters(in: .newlines)
        #expect(
            message.hasPrefix(
                "proofsheet: \(spec):7:64: unknown font family 'Comic Sans' at screens[0].cell.stack.items[0].label.font.family; loaded: Inter and "),
            "\(message)")
        #expect(message.hasSuffix(" fallback families; list its font files under fonts"), "\(message)")
        try expectRefusedByEveryCommand(spec, with: String(message.dropFirst("proofsheet: ".count)))
    }

    @Test func aMissingFontFileIsOneLineAtItsPlaceInFontsAndWritesNothing() throws {
        let spec = try write(Self.spec().replacingOccurrences(of: "name: Demo\n", with: "name: Demo\nfonts: [Fonts/Missing.ttf]\n"))
        try expectRefusedByEveryCommand(
            spec,
            with: """
                \(spec):2:9: font file not found: \(folder.appendingPathComponent("Fonts/Missing.ttf").path) at fonts[0]
                """)
    }

    @Test func screensWhoseFoldersAreOneOnMacOSWriteNothing() throws {
        let spec = try write(Self.spec(screens: ["Straße", "STRASSE"]))
        try expectRefusedByEveryCommand(
            spec,
            with: """
                \(spec):9:11: screen 'STRASSE' and screen 'Straße' at screens[0].name (line 3) would share one folder: 'strasse' and 'straße' are one name \
                on a file system that ignores case (macOS, Windows) at screens[1].name; give each screen a name of its own
                """)
    }

    @Test func aGridCellsWidthIsASpecErrorNamingTheLayoutsThatUseIt() throws {
        let spec = try write(Self.spec(layout: "grid", cell: "\n      width: 5000"))
        try expectRefusedByEveryCommand(
            spec,
            with: """
                \(spec):7:14: width gives the cell a width of its own, which only a flow layout uses at screens[0].cell.width; \
                a list, grid or masonry layout makes every cell as wide as its column, so leave width out, or use layout kind flow
                """)
    }

    /// A placeholder no item fills: one line at the label's text, before any variant (never one
    /// error per variant).
    @Test func aFieldNoItemHasIsOneLineAtTheLabel() throws {
        let spec = try write(Self.spec(label: "{text: \"{titel}\"}"))
        try expectRefusedByEveryCommand(
            spec, with: "\(spec):7:38: unknown item field 'titel' at screens[0].cell.stack.items[0].label.text; did you mean 'title'? Valid: title")
    }

    /// hugsContent with the stack's default fill alignment, which would stretch the cell to its
    /// column: one line with the fix.
    @Test func huggingWithAFillingStackIsOneLineWithTheFix() throws {
        let spec = try write(Self.spec(layout: "flow", cell: "\n      hugsContent: true"))
        try expectRefusedByEveryCommand(
            spec,
            with: """
                \(spec):7:20: hugsContent needs the stack's alignment to be leading, center or trailing at screens[0].cell.hugsContent; it is fill, \
                which stretches a vertical stack's children to the column's width (as UIStackView's .fill does), so the cell would not hug them
                """)
    }

    /// Two specs in one run whose suites' folders are one on macOS: refused before anything is
    /// drawn, naming both specs with the lines of their suites' names and both folders.
    @Test func suitesOfTwoSpecsWhoseFoldersAreOneOnMacOSWriteNothing() throws {
        let first = try write(Self.spec(name: "Straße"), to: "first.yaml")
        let second = try write("# the same suite, spelt otherwise\n" + Self.spec(name: "STRASSE"), to: "second.yaml")
        for arguments in [
            ["check", first, second, "--snapshots", snapshots, "--out", out, "--record", "missing"],
            ["record", first, second, "--snapshots", snapshots],
        ] {
            let run = try CLIRunner.run(arguments: arguments)
            #expect(run.status == 2, "\(run.stderr)")
            #expect(
                run.stderr == """
                    proofsheet: \(first):1 (suite 'Straße') and \(second):2 (suite 'STRASSE') would both keep their baselines or reports in \
                    \(snapshots)/straße and \(snapshots)/strasse, one folder on a file system that ignores case (macOS, Windows); \
                    check them in separate runs, or give each suite its own name

                    """)
            #expect(!FileManager.default.fileExists(atPath: out) && !FileManager.default.fileExists(atPath: snapshots))
        }
    }
}
